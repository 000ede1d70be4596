// The files of the build output, for the integrations that rewrite it after the build.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Every file under `dir`, at any depth, whose extension is one of `extensions` (with the dot: `.html`). */
export async function filesIn(dir: string, extensions: readonly string[]): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && extensions.includes(path.extname(entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Passes every HTML page under `dir` through `transform`, writing back only the pages it changes. */
export async function rewritePages(dir: string, transform: (html: string) => string): Promise<void> {
  for (const file of await filesIn(dir, ['.html'])) {
    const html = await readFile(file, 'utf8');
    const changed = transform(html);
    if (changed !== html) await writeFile(file, changed);
  }
}
