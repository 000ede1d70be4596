// Text measurement with opentype.js (reads the .woff files of the @fontsource packages).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEPS } from './render.ts';

const opentype = (await import(join(DEPS, 'node_modules/opentype.js/dist/opentype.mjs'))) as {
  parse: (b: ArrayBuffer) => OtFont;
};
export type OtFont = {
  getAdvanceWidth: (t: string, size: number, o?: object) => number;
  getPath: (
    t: string,
    x: number,
    y: number,
    size: number,
    o?: object,
  ) => { toPathData: (d?: number) => string; getBoundingBox: () => { x1: number; y1: number; x2: number; y2: number } };
  unitsPerEm: number;
  ascender: number;
  descender: number;
};

const cache = new Map<string, OtFont>();
export function font(pkg: string, weight = 400, style = 'normal'): OtFont {
  const key = `${pkg}-${weight}-${style}`;
  let f = cache.get(key);
  if (!f) {
    const buf = readFileSync(
      join(DEPS, 'node_modules/@fontsource', pkg, 'files', `${pkg}-latin-${weight}-${style}.woff`),
    );
    f = opentype.parse(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength));
    cache.set(key, f);
  }
  return f;
}
/** Largest font size (≤ maxFs) at which `text` fits in maxW, with optional letter spacing in em. */
export function fitSize(text: string, maxW: number, maxFs: number, pkg: string, weight = 400, trackingEm = 0): number {
  const f = font(pkg, weight);
  const adv = f.getAdvanceWidth(text, 1000) / 1000 + trackingEm * [...text].length;
  return Math.min(maxFs, maxW / adv);
}
