// The README and the other documents are the project's map: every file they link to or name, every command they
// give and every `npm run` script they name exists; so does every file package.json's scripts run. What they say of
// the tests (that they wait for conditions, not for time) is checked on the tests.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

const notOurs = new Set(['node_modules', 'dist', '.astro', '.git', 'tmp', 'data', 'coverage']);
const topLevel = readdirSync('.').filter((entry) => !notOurs.has(entry));
const markdownUnder = (entry: string): string[] =>
  statSync(entry).isDirectory()
    ? readdirSync(entry, { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.md'))
        .map((file) => path.join(entry, file))
    : [entry].filter((file) => file.endsWith('.md'));
const documents = topLevel.flatMap(markdownUnder).sort();
const packageScripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> })
  .scripts;
const srcFolders = readdirSync('src', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Markdown link targets that are files of this repository (not web addresses, not in-page anchors). */
function localLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, target = '']) => target.split('#')[0]!)
    .filter((target) => target !== '' && !/^[a-z]+:/i.test(target));
}

/** Folders the tools write and git ignores (`test-results/layout/index.html`): named, not shipped. */
const generated = readFileSync('.gitignore', 'utf8')
  .split('\n')
  .filter((line) => line.endsWith('/') && !line.startsWith('#'))
  .map((line) => line.replace(/^\//, ''));

/** A pattern or placeholder rather than a path (`src/islands/Name.tsx`, `cases/{es,en}/*.md`, `[key].astro`). */
const placeholder = (target: string) =>
  /[*<>{}…$]|\[\w+\]|\/Name\.|\.\.\.|^\.\.?\//.test(target) && !/^src\/pages\/\[lang\]\/?$/.test(target);

/**
 * Paths named in code spans, each with where it may be: those that start at the top of the repository
 * (`src/server/http.ts`, `tools/`, `astro.config.mjs`), and shorter ones relative to the document's folder or, as the
 * architecture's tables write them, to src/ (`lib/content.ts`). Addresses of the site (`/es/...`) are not paths.
 */
function namedPaths(markdown: string, document = 'README.md'): { target: string; candidates: string[] }[] {
  return [...markdown.matchAll(/`([^`\s]+)`/g)]
    .map(([, target = '']) => target.replace(/[.,:;]$/, ''))
    .filter(
      (target) =>
        !placeholder(target) &&
        !generated.some((folder) => target.startsWith(folder)) &&
        (target.includes('/') || /\.\w+$/.test(target)),
    )
    .flatMap((target) => {
      const first = target.split('/')[0]!;
      if (topLevel.includes(first)) return [{ target, candidates: [target] }];
      if (srcFolders.includes(first) && target.includes('/'))
        return [{ target, candidates: [path.join(path.dirname(document), target), path.join('src', target)] }];
      return [];
    });
}

/** Files the commands they give run (`node tools/check-brief.ts`, `$NODE tools/artwork/generate.ts`). */
function commandFiles(markdown: string): string[] {
  return [...markdown.matchAll(/(?:\bnode|\$NODE)\s+([\w./-]+\.(?:ts|mjs|js))\b/g)].map(([, file = '']) => file);
}

/** The paths that start the lines of the README's map of the repository ("Where things are"). */
function mappedPaths(markdown: string): string[] {
  const map = /## Where things are\s+```\n([\s\S]*?)```/.exec(markdown)?.[1] ?? '';
  return map.split('\n').flatMap((line) => /^(\S+\/)\s/.exec(line)?.[1] ?? []);
}

/** Scripts named as `npm run [--flags] <name>` or `npm start` / `npm test`. */
function namedScripts(markdown: string): string[] {
  const run = [...markdown.matchAll(/npm run (?:--[\w-]+ )*([a-z][\w:-]*)/g)].map(([, name = '']) => name);
  const short = [...markdown.matchAll(/npm (start|test)\b/g)].map(([, name = '']) => name);
  return [...run, ...short];
}

test('the documents include the README, docs/ and the tools’ own', () => {
  expect(documents).toEqual(expect.arrayContaining(['README.md', 'docs/architecture.md', 'tools/artwork/README.md']));
});

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
    for (const { target, candidates } of namedPaths(markdown, document))
      expect(candidates.some(existsSync), `${target} does not exist`).toBe(true);
    for (const target of [...mappedPaths(markdown), ...commandFiles(markdown)])
      expect(existsSync(target), `${target} does not exist`).toBe(true);
  });

  test('names only npm scripts that package.json defines', () => {
    for (const name of namedScripts(markdown)) expect(Object.keys(packageScripts), `npm run ${name}`).toContain(name);
  });
});

test('reads the paths the documents name, including relative ones and the README’s map', () => {
  const readme = readFileSync('README.md', 'utf8');
  expect(mappedPaths(readme)).toEqual(expect.arrayContaining(['src/pages/[lang]/', 'tools/']));
  const named = namedPaths(
    '`lib/content.ts`, `tools/`, `astro.config.mjs`, `/es/escribinos`, `src/islands/Name.tsx`',
    'docs/architecture.md',
  );
  expect(named.map(({ candidates }) => candidates)).toEqual([
    ['docs/lib/content.ts', 'src/lib/content.ts'],
    ['tools/'],
    ['astro.config.mjs'],
  ]);
  expect(commandFiles('```sh\n$NODE tools/artwork/check.ts   # checks\n```')).toEqual(['tools/artwork/check.ts']);
});

test('every file package.json’s scripts run exists', () => {
  const run = Object.values(packageScripts).flatMap((command) =>
    [...command.matchAll(/\bnode\s+(\S+\.(?:ts|mjs|js))/g)].map(([, file = '']) => file),
  );
  expect(run.length).toBeGreaterThan(5);
  for (const file of run) expect(existsSync(file), file).toBe(true);
});

describe('what the documents say of the tests', () => {
  // The README and docs/architecture.md say tests wait for conditions, never for a number of milliseconds.
  // Timers that are not waits, each named by its file and its line: the polling step of waitFor itself, a
  // deliberately slow mail server, a counter showing the event loop keeps turning while the outbox's thread waits,
  // and the instances test's database outage, whose 5 s length is the scenario it checks (PostgreSQL away for that
  // long under load).
  const notWaiting: [file: string, line: string][] = [
    ['tests/support/wait.ts', 'setTimeout(resolve, intervalMs)'],
    ['tests/support/smtp.ts', 'setTimeout(resolve, sink.delayMs)'],
    ['tests/unit/contact-outbox-sqlite.test.ts', 'const ticking = setInterval('],
    ['tests/e2e/instances.test.ts', 'const outage = '],
  ];
  const timer = /\bsetTimeout\(|\bsetInterval\(|timers\/promises|waitForTimeout\(|\bsleep\(/;
  const testFiles = readdirSync('tests', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => path.join('tests', file))
    .filter((file) => file !== 'tests/unit/docs.test.ts');

  test('they wait for conditions, not for a number of milliseconds', () => {
    const timers = testFiles.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => timer.test(line) && !line.trim().startsWith('//'))
        .map((line) => [file, line.trim()] as const),
    );
    const unexplained = timers.filter(
      ([file, line]) => !notWaiting.some(([where, what]) => where === file && line.includes(what)),
    );
    expect(unexplained).toEqual([]);
    expect(
      notWaiting.filter(([where, what]) => !timers.some(([file, line]) => file === where && line.includes(what))),
      'no longer there',
    ).toEqual([]);
  });
});
