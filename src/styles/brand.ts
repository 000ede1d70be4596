// The brand's colours for what CSS cannot reach: the browser's theme colour, the social cards drawn at build time and
// the studio's e-mail. Each is the token of the same name in global.css (`mutedOnInk` is `--color-muted-on-ink`);
// tests/unit/brand.test.ts keeps the two equal. Styles use the tokens, never these.
export const brand = {
  ink: '#0d0d0f',
  paper: '#f5f3ee',
  red: '#d42a1e',
  muted: '#55555c',
  mutedOnInk: '#b9b9c2',
  blueOnInk: '#6f86ff',
} as const;

export type BrandColor = keyof typeof brand;

/** A brand colour at an opacity, as `rgba(r, g, b, alpha)` (the form every renderer reads, satori included). */
export function withAlpha(color: BrandColor, alpha: number): string {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(brand[color].slice(start, start + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}
