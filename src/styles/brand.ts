// The brand's colours: the one place they are written. Styles read them as the tokens of global.css (`mutedOnInk` is
// `--color-muted-on-ink`), which src/integrations/brand-colors.ts writes from `colorTokens` when CSS is built; what
// CSS cannot reach (the browser's theme colour, the social cards drawn at build time, the studio's e-mail and the
// favicons) reads `brand` itself. Plain TypeScript: the Node server imports it too.
export const brand = {
  ink: '#0d0d0f',
  paper: '#f5f3ee',
  white: '#ffffff',
  blue: '#1f3bf5',
  red: '#d42a1e',
  muted: '#55555c',
  mutedOnInk: '#b9b9c2',
  /** The brand blue, lightened to read on ink (the social cards' headline). */
  blueOnInk: '#6f86ff',
} as const;

export type BrandColor = keyof typeof brand;

/** A brand colour at an opacity, as `rgba(r, g, b, alpha)` (the form every renderer reads, satori included). */
export function withAlpha(color: BrandColor, alpha: number): string {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(brand[color].slice(start, start + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/** Colours styles need beyond the brand's own, made from them. */
const derived = {
  /** Hairlines between sections, on paper and on ink. */
  line: withAlpha('ink', 0.16),
  lineOnInk: withAlpha('white', 0.2),
  /** The keyboard focus ring, on paper and white, and on ink and the brand blue (global.css's `--focus-ring`). */
  focus: brand.blue,
  focusOnInk: brand.paper,
};

/** The CSS custom property of a colour: `mutedOnInk` → `--color-muted-on-ink`. */
export const colorToken = (name: string) => `--color-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/** Every colour as a CSS declaration (`--color-ink: #0d0d0f;`), one a line: global.css's colour tokens. */
export function colorTokens(): string {
  return Object.entries({ ...brand, ...derived })
    .map(([name, value]) => `${colorToken(name)}: ${value};`)
    .join('\n');
}
