// The brand typeface, cut down at build time to the characters Spanish and English text needs.
// On Lighthouse's simulated mobile network a connection delivers 14.6 KB in its first round trip: the full Latin
// file (22.9 KB) needs two, and the font is on every page's path to its first paint (docs/performance.md).
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';

const source = '@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2';

const printableAscii = Array.from({ length: 0x7e - 0x20 + 1 }, (_, index) => String.fromCodePoint(0x20 + index)).join(
  '',
);
/** Every character the subset keeps: ASCII, Spanish letters and signs, and the typographic punctuation of both languages. */
export const brandCharacters = `${printableAscii}áéíóúüñÁÉÍÓÚÜÑ¿¡«»ºª°·©× –—‘’“”•…€−`;
/** Kerning and the f-ligatures: what the full font applies by default to Latin text, minus fractions and figures. */
const features = ['kern', 'liga'];

async function original(): Promise<Buffer> {
  return readFile(createRequire(import.meta.url).resolve(source));
}

/** A static TrueType cut of the subset at one weight, for drawing text outside a browser (the Open Graph cards). */
export async function brandFontAt(weight: number): Promise<Buffer> {
  return subsetFont(await original(), brandCharacters, {
    targetFormat: 'truetype',
    keepFeatures: features,
    variationAxes: { wght: weight },
  });
}

/** A short hash of everything the subset is made from: a change in it makes a new file (and new cards). */
export async function brandFontKey(): Promise<string> {
  return createHash('sha256')
    .update(await original())
    .update(brandCharacters)
    .update(features.join())
    .digest('hex')
    .slice(0, 12);
}

/**
 * Writes the subset under `cacheDir` (named by a hash of what goes in, so a change makes a new file) and returns
 * its path for the `fonts` config.
 */
export async function brandFontFile(cacheDir: string): Promise<string> {
  const file = path.join(cacheDir, `space-grotesk-${await brandFontKey()}.woff2`);
  if (existsSync(file)) return file;
  const subset = await subsetFont(await original(), brandCharacters, { targetFormat: 'woff2', keepFeatures: features });
  await mkdir(cacheDir, { recursive: true });
  // Written beside and renamed, so a build running at the same time never reads half a file.
  const partial = `${file}.${process.pid}.tmp`;
  await writeFile(partial, subset);
  await rename(partial, file);
  return file;
}
