// The README and docs/ are the project's map: every file they link to or name in code, and every `npm run` script
// they name, exists.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

const documents = ['README.md', ...readdirSync('docs').filter((file) => file.endsWith('.md')).map((file) => path.join('docs', file))];
const scripts = Object.keys((JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts);

/** Markdown link targets that are files of this repository (not web addresses, not in-page anchors). */
function localLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, target = '']) => target.split('#')[0]!)
    .filter((target) => target !== '' && !/^[a-z]+:/i.test(target));
}

/**
 * Paths of the repository named in code spans (`src/server/http.ts`), leaving out patterns and placeholders
 * (`src/islands/Name.tsx` is not one: `Name` stands for any). Paths relative to src/ in a table are not matched.
 */
function namedPaths(markdown: string): string[] {
  return [...markdown.matchAll(/`((?:src|tests|bench|scripts|deploy|docs|public)\/[^`\s]+)`/g)]
    .map(([, target = '']) => target)
    .filter((target) => !/[*<>{}…]|\[\w+\]|\/Name\./.test(target));
}

/** Scripts named as `npm run [--flags] <name>` or `npm start` / `npm test`. */
function namedScripts(markdown: string): string[] {
  const run = [...markdown.matchAll(/npm run (?:--[\w-]+ )*([a-z][\w:-]*)/g)].map(([, name = '']) => name);
  const short = [...markdown.matchAll(/npm (start|test)\b/g)].map(([, name = '']) => name);
  return [...run, ...short];
}

describe.each(documents)('%s', (document) => {
  const markdown = readFileSync(document, 'utf8');

  test('links only to files that exist, inside the repository', () => {
    for (const target of localLinks(markdown)) {
      const resolved = path.resolve(path.dirname(document), decodeURIComponent(target));
      expect(resolved.startsWith(process.cwd() + path.sep), `${target} leaves the repository`).toBe(true);
      expect(existsSync(resolved), `${target} does not exist`).toBe(true);
    }
  });

  test('names in code only files and folders that exist', () => {
    for (const target of namedPaths(markdown)) expect(existsSync(target), `${target} does not exist`).toBe(true);
  });

  test('names only npm scripts that package.json defines', () => {
    for (const name of namedScripts(markdown)) expect(scripts, `npm run ${name}`).toContain(name);
  });
});
