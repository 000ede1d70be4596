// The import rules of docs/architecture.md ("Who may import whom"), checked on the code: each folder imports only what
// its row allows, so the table and the code cannot drift apart.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

interface Import {
  from: string;
  /** A repository path (`src/lib/text.ts`) or a package or virtual module name (`node:fs`, `astro:content`). */
  target: string;
  /** Whether it brings only types, which leave nothing behind at run time. */
  typeOnly: boolean;
}

const sourceFile = /\.(ts|tsx|mts|mjs|astro)$/;
const filesUnder = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => sourceFile.test(file) && !file.endsWith('.d.ts'))
    .map((file) => path.join(folder, file));

function resolve(from: string, specifier: string): string {
  if (!specifier.startsWith('.')) return specifier;
  const target = path.join(path.dirname(from), specifier.replace(/\?.*$/, ''));
  return existsSync(target) ? target : ([`${target}.ts`, `${target}/index.ts`].find(existsSync) ?? target);
}

function importsOf(file: string): Import[] {
  const code = readFileSync(file, 'utf8');
  const statements = [
    ...code.matchAll(/^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*(?:from\s+)?['"]([^'"]+)['"]/gm),
  ].map(([, , type, bindings = '', specifier = '']) => ({
    specifier,
    // `import type { A }` or `import { type A, type B }`: nothing of it is left at run time.
    typeOnly:
      Boolean(type) ||
      (/^\{[^}]*\}$/.test(bindings.trim()) &&
        bindings
          .replace(/[{}\s]/g, '')
          .split(',')
          .every((name) => name.startsWith('type'))),
  }));
  const dynamic = [...code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map(([, specifier = '']) => ({
    specifier,
    typeOnly: false,
  }));
  return [...statements, ...dynamic].map(({ specifier, typeOnly }) => ({
    from: file,
    target: resolve(file, specifier),
    typeOnly,
  }));
}

const every = ['src', 'tools', 'tests', 'bench'].flatMap(filesUnder).flatMap(importsOf);
const runtime = every.filter((entry) => !entry.typeOnly);
const within = (folder: string) => (entry: Import) => entry.from.startsWith(`${folder}/`);
const targets = (folder: string) => (entry: Import) => entry.target.startsWith(`${folder}/`);
const shown = (entries: Import[]) => entries.map(({ from, target }) => `${from} → ${target}`);

/** Modules that need Node or Astro's build to run: what the browser cannot load. */
const serverOnly =
  /^(node:|astro:content|astro:env|astro:assets|sharp$|satori$|nodemailer$|pg$|subset-font$|yaml$|js-yaml$)/;

/** Whether a module of ours, with what it imports in turn, runs in a browser. */
const pure = (() => {
  const memo = new Map<string, boolean>();
  const check = (file: string, seen: Set<string>): boolean => {
    if (memo.has(file)) return memo.get(file)!;
    if (seen.has(file) || !existsSync(file) || !sourceFile.test(file)) return true;
    seen.add(file);
    const result = importsOf(file)
      .filter((entry) => !entry.typeOnly)
      .every(
        (entry) => !serverOnly.test(entry.target) && (!entry.target.startsWith('src/') || check(entry.target, seen)),
      );
    memo.set(file, result);
    return result;
  };
  return (file: string) => check(file, new Set());
})();

/** What a `<script>` of an Astro component imports runs in the browser: its page script. */
const pageScripts = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(/<script(?![^>]*is:inline)[^>]*>([\s\S]*?)<\/script>/g)].flatMap(
    ([, code = '']) =>
      [...code.matchAll(/import\s+(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/g)].map(([, specifier = '']) =>
        resolve(file, specifier),
      ),
  );

describe('who may import whom (docs/architecture.md)', () => {
  it('reads the imports it checks', () => {
    expect(runtime.filter(within('src/components')).length).toBeGreaterThan(10);
    expect(pure('src/lib/text.ts')).toBe(true);
    expect(pure('src/lib/og-card.ts')).toBe(false);
  });

  it('pages and layouts query content only through lib/content.ts, and only the contact endpoint reaches the server', () => {
    const pages = runtime.filter((entry) => within('src/pages')(entry) || within('src/layouts')(entry));
    expect(shown(pages.filter((entry) => entry.target === 'astro:content'))).toEqual([]);
    expect(
      shown(pages.filter(targets('src/server')).filter((entry) => entry.from !== 'src/pages/api/contact.ts')),
    ).toEqual([]);
  });

  it('components take what they show from the page: no content queries, only pure modules of lib/ and scripts/', () => {
    const components = runtime.filter(within('src/components'));
    expect(shown(components.filter((entry) => entry.target === 'astro:content'))).toEqual([]);
    const helpers = components.filter((entry) => targets('src/lib')(entry) || targets('src/scripts')(entry));
    expect(shown(helpers.filter((entry) => !pure(entry.target)))).toEqual([]);
  });

  it('islands, page scripts and what they import run in the browser: nothing of Node or of the build', () => {
    const browser = [
      ...filesUnder('src/islands'),
      ...filesUnder('src/scripts'),
      ...['src/components', 'src/layouts']
        .flatMap(filesUnder)
        .filter((file) => file.endsWith('.astro'))
        .flatMap(pageScripts),
    ];
    expect(browser.filter((file) => file.startsWith('src/') && !pure(file))).toEqual([]);
  });

  it('lib/ and i18n/ never reach up into components, islands, the server or the build', () => {
    const lower = runtime.filter((entry) => within('src/lib')(entry) || within('src/i18n')(entry));
    const upward = ['src/components', 'src/layouts', 'src/islands', 'src/pages', 'src/server', 'src/integrations'].map(
      targets,
    );
    expect(shown(lower.filter((entry) => upward.some((test) => test(entry))))).toEqual([]);
    expect(
      shown(
        lower.filter(
          (entry) =>
            entry.target === 'astro:content' &&
            !['src/lib/content.ts', 'src/lib/contact/content.ts'].includes(entry.from),
        ),
      ),
    ).toEqual([]);
  });

  it('the server stays out of components and the build, and the build out of the server', () => {
    const server = runtime.filter(within('src/server'));
    expect(
      shown(
        server.filter((entry) =>
          ['src/components', 'src/layouts', 'src/islands', 'src/pages', 'src/integrations'].some((folder) =>
            targets(folder)(entry),
          ),
        ),
      ),
    ).toEqual([]);
    expect(
      shown(server.filter(targets('src/styles')).filter((entry) => entry.target !== 'src/styles/brand.ts')),
    ).toEqual([]);
    expect(shown(runtime.filter(within('src/integrations')).filter(targets('src/server')))).toEqual([]);
  });

  it('the Node tools never import the tests', () => {
    expect(shown(every.filter(within('tools')).filter(targets('tests')))).toEqual([]);
  });
});
