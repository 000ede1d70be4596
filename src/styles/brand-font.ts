// The brand typeface, cut down at build time to the characters the site's words use, in every language it has.
// On Lighthouse's simulated mobile network a connection delivers 14.6 KB in its first round trip: the full Latin
// file (22.9 KB) needs two, and the font is on every page's path to its first paint (docs/performance.md).
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';

const source = '@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2';

const printableAscii = Array.from({ length: 0x7e - 0x20 + 1 }, (_, index) => String.fromCodePoint(0x20 + index)).join(
  '',
);
/** What the code writes besides the content: ASCII, and the typographic marks of its own strings. */
const codeCharacters = `${printableAscii}\u00a0–—‘’“”…·×−©`;

/**
 * Every character the subset keeps: the code's, and each one the content uses (`src/content/`, the languages' own
 * names), in both cases, since the styles set some text in capitals. A new language's letters come with its words.
 */
export function brandCharactersOf(root = process.cwd()): string {
  const files = readdirSync(path.join(root, 'src/content'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(md|yaml)$/.test(file))
    .map((file) => path.join(root, 'src/content', file));
  const words = [...files, path.join(root, 'src/i18n/languages.json')]
    .map((file) => readFileSync(file, 'utf8'))
    .join('');
  const used = [...new Set(`${words}${words.toLocaleUpperCase()}${words.toLocaleLowerCase()}`)];
  return [...new Set([...codeCharacters, ...used.filter((character) => /[\p{L}\p{N}\p{P}\p{S}]/u.test(character))])]
    .sort()
    .join('');
}

const brandCharacters = brandCharactersOf();
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
