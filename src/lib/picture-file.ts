// The file behind a picture of the content, for what the build draws or measures from it (Open Graph cards, logo
// sizes).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { load } from 'js-yaml';
import type { ImageMetadata } from 'astro';

/** The source file of a raster picture: Astro's imported picture carries its path (`fsPath`, set but not typed). */
export async function sourceOf(picture: ImageMetadata): Promise<Buffer> {
  const source = (picture as ImageMetadata & { fsPath?: string }).fsPath;
  if (!source) throw new Error(`No source file for the picture ${picture.src}`);
  return readFile(source);
}

/**
 * The file a YAML entry's picture field names (`src/content/clients/aca.yaml`'s `logo`), as its path from the entry:
 * Astro's imported SVG is a component that keeps no path.
 */
export async function fileOfField(entryFile: string, field: string): Promise<string> {
  const data = load(await readFile(entryFile, 'utf8')) as Record<string, unknown>;
  const name = data[field];
  if (typeof name !== 'string') throw new Error(`${entryFile}: no picture in ${field}`);
  return path.resolve(path.dirname(entryFile), name);
}
