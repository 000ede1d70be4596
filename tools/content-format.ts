// `npm run content:format`: rewrites every content file the way the editor would save it (same words, the
// editor's layout), so that the editor's first save of a hand-edited file changes only what the marketer changed.
// Run it after editing content files by hand; it never changes what a file says, only how it is laid out.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { runnerImport } from 'vite';
import type { Config } from '@keystatic/core';
import type * as Canonical from '../src/editor/canonical.ts';

// The editor's config imports React components: Vite's module runner loads it as the editor does.
const [{ module: editor }, { module: canonical }] = await Promise.all([
  runnerImport<{ default: Config }>('/keystatic.config.ts', { logLevel: 'error' }),
  runnerImport<typeof Canonical>('/src/editor/canonical.ts', { logLevel: 'error' }),
]);
const config = editor.default;

const changed: string[] = [];
async function format(file: string, rewrite: (text: string) => string) {
  const text = await readFile(file, 'utf8');
  const formatted = rewrite(text);
  if (formatted !== text) {
    await writeFile(file, formatted);
    changed.push(file);
  }
}

for (const collection of Object.values(config.collections ?? {})) {
  const dir = collection.path!.replace(/\/\*$/, '');
  const contentField =
    typeof collection.format === 'object' ? (collection.format.contentField as string | undefined) : undefined;
  const extension = contentField ? '.md' : '.yaml';
  for (const name of (await readdir(dir)).filter((file) => file.endsWith(extension))) {
    const slug = { field: collection.slugField, value: name.slice(0, -extension.length) };
    await format(`${dir}/${name}`, (text) => canonical.canonicalFile(text, collection.schema, { slug, contentField }));
  }
}
for (const singleton of Object.values(config.singletons ?? {})) {
  await format(`${singleton.path}.yaml`, (text) => canonical.canonicalFile(text, singleton.schema));
}

console.log(
  changed.length
    ? `Rewrote ${changed.length} file(s):\n  ${changed.join('\n  ')}`
    : 'Every content file is already in the editor’s layout.',
);
