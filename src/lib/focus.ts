// A picture's focal area: the part of it every crop keeps whole (a logo, a headline, a face), as its content entry
// gives it in percent of the picture. The frame that crops a picture (`crop`) carries it as
// `data-focus="x y width height ratio"`; the page's one rule per area (focusRules, added by src/middleware.ts) hands
// the numbers to the crop in src/styles/crop.css, which keeps the area inside its frame at every size. Cards that join the case
// list later carry theirs as properties set by its script (the page's policy allows no new style element). The audit
// checks that the area stays whole.
import { allowInline, type InlineCode } from './csp.ts';

/** The rectangle every crop keeps whole, in percent of the picture's width and height. */
export interface Focus {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The ratio cards' and slides' pictures are composed at, 4:5 (global.css's --frame-ratio says the same). */
export const cardRatio = 4 / 5;

/**
 * A picture's `data-focus` for a frame of the given ratio, or nothing where the picture has that ratio: shown whole,
 * it is not cropped, and its page carries no rule for it.
 */
export function focusWhereCropped(
  focus: Focus,
  picture: { width: number; height: number },
  frameRatio: number,
): string | undefined {
  return Math.abs(picture.width / picture.height - frameRatio) < 0.01 ? undefined : focusAttribute(focus, picture);
}

/** What a picture's `data-focus` says: its area, then its width over its height (the crop needs both). */
export function focusAttribute(focus: Focus, picture: { width: number; height: number }): string {
  return [focus.x, focus.y, focus.width, focus.height, Number((picture.width / picture.height).toFixed(4))].join(' ');
}

const focusValue = /\sdata-focus="(\d+ \d+ \d+ \d+ [\d.]+)"/g;

/** The crop's custom properties for a picture's `data-focus`: its area's edges and its ratio. */
export function focusProperties(value: string): [name: string, value: string][] {
  const [x = 0, y = 0, width = 100, height = 100, ratio = 1] = value.split(' ').map(Number);
  return [
    ['--focus-x0', String(x)],
    ['--focus-x1', String(x + width)],
    ['--focus-y0', String(y)],
    ['--focus-y1', String(y + height)],
    ['--focus-ratio', String(ratio)],
  ];
}

/** One rule per focal area on the page, giving the crop its custom properties. */
export function focusRules(html: string): string {
  const values = new Set([...html.matchAll(focusValue)].map(([, value]) => value!));
  return [...values]
    .map(
      (value) =>
        `[data-focus="${value}"]{${focusProperties(value)
          .map(([name, property]) => `${name}:${property}`)
          .join(';')}}`,
    )
    .join('');
}

/** The page with its focal areas' rules in its head, registered for its policy to allow (`allowInline`). */
export function withFocusRules(html: string, locals: { inlineCode?: InlineCode }): string {
  const rules = focusRules(html);
  if (!rules) return html;
  return html.replace('</head>', `<style>${allowInline(locals, 'style', rules)}</style></head>`);
}
