// Every words file (`*.words.json`: the editor's, the host's, the schemas', the content map's) holds each wording in
// every language the editor speaks, and names each key once.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { editorLocales } from '../../src/i18n/editor-languages.ts';

const files = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.words.json'))
  .map((file) => `src/${file}`);

/** The paths of the wordings that lack a language the editor speaks, or have one it does not. */
function incomplete(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => incomplete(item, `${path}[${index}]`));
  if (!value || typeof value !== 'object') return [path];
  const keys = Object.keys(value);
  if (keys.some((key) => (editorLocales as readonly string[]).includes(key)))
    return [...keys].sort().join() === [...editorLocales].sort().join() &&
      Object.values(value).every((text) => typeof text === 'string')
      ? []
      : [path];
  return Object.entries(value).flatMap(([key, item]) => incomplete(item, path ? `${path}.${key}` : key));
}

describe.each(files)('%s', (file) => {
  const text = readFileSync(file, 'utf8');

  it('holds each wording in every language of the editor', () => {
    expect(incomplete(JSON.parse(text))).toEqual([]);
  });

  // JSON keeps the last of two equal keys without a word: a second "notReady" once replaced the first's sentence.
  it('names each of its keys once', () => {
    const keys = [...text.matchAll(/^ {2}"([^"]+)":/gm)].map(([, key]) => key);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });
});
