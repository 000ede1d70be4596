// The ember mark of the logo, drawn once: the header's and footer's logo (src/components/Logo.astro), the social
// cards (src/lib/og-card.ts) and the favicons (src/lib/icons.ts) all draw these shapes in these colours.
import { brand, type BrandColor } from './brand.ts';

export const markViewBox = '0 0 32 32';

/** The shapes, back to front: a disc, the flame on it and the flame's core. */
export const markShapes = [
  { part: 'disc', type: 'circle', attributes: { cx: 16, cy: 16, r: 15 } },
  {
    part: 'flame',
    type: 'path',
    attributes: { d: 'M16 6c3.8 4.6 6.5 8 6.5 11.6A6.5 6.5 0 0 1 9.5 17.6C9.5 14 12.2 10.6 16 6Z' },
  },
  { part: 'core', type: 'circle', attributes: { cx: 16, cy: 18.5, r: 2.6 } },
] as const;

export type MarkPart = (typeof markShapes)[number]['part'];

/** The mark's colours on paper (the header, the favicon) and on ink (the footer, the social cards). */
export const markTones = {
  light: { disc: 'ink', flame: 'red', core: 'paper' },
  dark: { disc: 'paper', flame: 'red', core: 'ink' },
} as const satisfies Record<string, Record<MarkPart, BrandColor>>;

export type MarkTone = keyof typeof markTones;

/** Each shape with its colour in a tone, ready to draw. */
export function markIn(tone: MarkTone) {
  return markShapes.map(({ part, type, attributes }) => ({
    part,
    type,
    attributes: { ...attributes, fill: brand[markTones[tone][part]] },
  }));
}

/** The mark as an SVG file of its own (the favicon). */
export function markSvg(tone: MarkTone = 'light'): string {
  const shapes = markIn(tone).map(
    ({ type, attributes }) =>
      `<${type} ${Object.entries(attributes)
        .map(([name, value]) => `${name}="${value}"`)
        .join(' ')}/>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${markViewBox}">${shapes.join('')}</svg>`;
}
