// What the editor relies on of Keystatic, checked without a browser: the versions pinned, the fields' kinds and
// their parse, serialize and validate contracts, the config functions, `makePage`, and the routes Keystatic's Astro
// integration injects (which ours rewires). Keystatic is 0.x: an upgrade that changes any of these fails here, in a
// second, not only in the editor's browser test (that the names the editor imports still exist, `astro check` says).
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type * as KeystaticCore from '@keystatic/core';
import type * as KeystaticAstroUi from '@keystatic/astro/ui';
import { runnerImport } from 'vite';
import editorIntegration from '../../src/integrations/editor.ts';
import { editorBase, filesRoute } from '../../src/editor/dev-server.ts';

const pinned = ['@keystatic/core', '@keystatic/astro', '@keystar/ui'] as const;
const readJson = async (file: string) => JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
const manifest = await readJson('package.json');
const dependencies = manifest.dependencies as Record<string, string>;

/** A package's entry point for a browser (its `default` export condition): the editor's code runs in one. */
async function browserBuild<T>(name: string): Promise<T> {
  const { exports } = (await readJson(`node_modules/${name}/package.json`)) as {
    exports: Record<string, { default: string } | string>;
  };
  const entry = exports['.']!;
  const file = path.resolve('node_modules', name, typeof entry === 'string' ? entry : entry.default);
  return (await import(pathToFileURL(file).href)) as T;
}
const { fields, config, collection, singleton } = await browserBuild<typeof KeystaticCore>('@keystatic/core');

/** A module as the editor's page loads it: through Vite, which gives it `import.meta.env` (Keystatic's page reads it). */
const loaded = new Map<string, Promise<unknown>>();
function asTheEditorLoads<T>(name: string): Promise<T> {
  if (!loaded.has(name))
    loaded.set(
      name,
      runnerImport<T>(name, { logLevel: 'error' }).then(({ module }) => module),
    );
  return loaded.get(name) as Promise<T>;
}

describe('Keystatic as the editor uses it', () => {
  it('is pinned to the exact versions installed, so no install moves it', async () => {
    for (const name of pinned) {
      const installed = ((await readJson(`node_modules/${name}/package.json`)).version as string) ?? '';
      expect(dependencies[name], `${name}: pin an exact version, then re-run this file`).toMatch(/^\d+\.\d+\.\d+$/);
      expect(installed, `${name} installed`).toBe(dependencies[name]);
    }
    const lock = (await readJson('package-lock.json')).packages as Record<string, { version: string }>;
    for (const name of pinned) expect(lock[`node_modules/${name}`]?.version, name).toBe(dependencies[name]);
    // The editor keeps nothing of its own in the browser's storage: no IndexedDB helper among its dependencies.
    expect(Object.keys(dependencies)).not.toContain('idb-keyval');
  });

  it('config, collection and singleton return what they are given: the editor and its tests read them back', () => {
    const entries = collection({
      label: 'Cases',
      slugField: 'title',
      path: 'src/content/cases/en/*',
      schema: { title: fields.slug({ name: { label: 'Title' } }) },
    });
    const file = singleton({ label: 'Company', path: 'src/content/company', format: { data: 'yaml' }, schema: {} });
    const whole = { storage: { kind: 'local' as const }, collections: { entries }, singletons: { file } };
    expect(config(whole)).toBe(whole);
    expect([entries.slugField, entries.path, file.path]).toEqual([
      'title',
      'src/content/cases/en/*',
      'src/content/company',
    ]);
  });

  it('object and array fields keep the shape the editor’s own inputs read', () => {
    const box = fields.checkbox({ label: 'Listed', defaultValue: true });
    const group = fields.object({ listed: box }, { label: 'Facts', description: 'The facts' });
    expect(group).toMatchObject({ kind: 'object', label: 'Facts', description: 'The facts', fields: { listed: box } });
    const itemLabel = () => 'an item';
    const list = fields.array(box, { label: 'Rows', validation: { length: { min: 1, max: 3 } }, itemLabel });
    expect(list).toMatchObject({
      kind: 'array',
      element: box,
      label: 'Rows',
      validation: { length: { min: 1, max: 3 } },
    });
    expect(list.itemLabel).toBe(itemLabel);
    // A list keeps its items' ids apart through a slug field of the item, named by `slugField`.
    const keyed = fields.array(fields.object({ id: fields.slug({ name: { label: 'Id' } }) }), {
      label: 'Tabs',
      slugField: 'id',
    });
    expect(keyed.slugField).toBe('id');
  });

  it('choices: a relationship, several, a select, a multiselect and a checkbox parse, write and refuse as expected', () => {
    const client = fields.relationship({ label: 'Client', collection: 'clients', validation: { isRequired: true } });
    expect([client.kind, client.formKind]).toEqual(['form', undefined]);
    expect([client.parse(undefined), client.parse('aca')]).toEqual([null, 'aca']);
    expect([client.serialize(null), client.serialize('aca')]).toEqual([{ value: undefined }, { value: 'aca' }]);
    expect(() => client.validate(null)).toThrow();
    expect(client.validate('aca')).toBe('aca');

    const cases = fields.multiRelationship({
      label: 'Cases',
      collection: 'cases',
      validation: { length: { min: 1, max: 2 } },
    });
    expect(() => cases.validate([])).toThrow();
    expect(() => cases.validate(['a', 'b', 'c'])).toThrow();
    expect(cases.validate(['a'])).toEqual(['a']);
    expect([cases.parse(undefined), cases.serialize(['a'])]).toEqual([[], { value: ['a'] }]);

    const options = [
      { label: 'Design', value: 'design' },
      { label: 'Content', value: 'content' },
    ];
    const tab = fields.select({ label: 'Tab', options, defaultValue: 'design' });
    expect(tab.options).toEqual(options);
    expect([tab.parse(undefined), tab.parse('content'), tab.serialize('content')]).toEqual([
      'design',
      'content',
      { value: 'content' },
    ]);
    expect(() => tab.parse('other')).toThrow();
    const tabs = fields.multiselect({ label: 'Tabs', options, defaultValue: [] });
    expect([tabs.options, tabs.parse(undefined), tabs.serialize(['design'])]).toEqual([
      options,
      [],
      { value: ['design'] },
    ]);
    expect(() => tabs.parse(['other'])).toThrow();

    const listed = fields.checkbox({ label: 'Listed', defaultValue: true });
    expect([listed.parse(undefined), listed.parse(false), listed.serialize(true)]).toEqual([
      true,
      false,
      { value: true },
    ]);
  });

  it('a Markdown description: read from the file’s body, one node a paragraph, written back as it was', () => {
    const description = fields.markdoc({ label: 'Description', extension: 'md', options: { heading: false } });
    expect([description.kind, description.formKind, description.contentExtension]).toEqual(['form', 'content', '.md']);
    const markdown = '[EN] **What we did**\nThe brand and an app.\n\n[EN] The results.\n';
    const value = description.parse(undefined, {
      content: new TextEncoder().encode(markdown),
      other: new Map(),
      external: new Map(),
      slug: 'huerta-urbana',
    });
    // keystatic.config.ts reads each paragraph's text to refuse one still marked for translation.
    const paragraphs: string[] = [];
    value.doc.forEach((node) => void paragraphs.push(node.textContent));
    expect(paragraphs).toEqual(['[EN] What we did\nThe brand and an app.', '[EN] The results.']);
    expect(description.validate(value)).toBe(value);
    const written = description.serialize(value, { slug: 'huerta-urbana' });
    expect(written.value).toBeUndefined();
    // The build reads a mark behind Markdown's escapes (src/content.config.ts): Keystatic may write `\[EN\]`.
    expect(new TextDecoder().decode(written.content).replace(/\\(?=[[\]])/g, '')).toBe(markdown);
  });

  it('makePage makes the editor’s React page from the config', async () => {
    const { makePage } = await asTheEditorLoads<typeof KeystaticAstroUi>('@keystatic/astro/ui');
    expect(typeof makePage({ storage: { kind: 'local' } })).toBe('function');
  });

  describe('the Astro integration, rewired by ours', () => {
    const roots: string[] = [];
    afterAll(() => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))));

    /** Runs our integration's setup as `astro dev` would, and what it asked of Astro. */
    async function setUp(command: 'dev' | 'build') {
      const root = await mkdtemp(path.join(tmpdir(), 'editor-integration-'));
      roots.push(root);
      const routes: { pattern: string; entrypoint: string | URL }[] = [];
      const middleware: string[] = [];
      const plugins: { name: string; resolveId?: (id: string) => unknown }[] = [];
      const hook = editorIntegration().hooks['astro:config:setup']!;
      await hook({
        command,
        config: { root: pathToFileURL(`${root}/`), server: { host: false } },
        injectRoute: (route: { pattern: string; entrypoint: string | URL }) => void routes.push(route),
        addMiddleware: ({ entrypoint }: { entrypoint: string | URL }) => void middleware.push(String(entrypoint)),
        updateConfig: (update: { vite?: { plugins?: typeof plugins } }) =>
          void plugins.push(...(update.vite?.plugins ?? [])),
      } as unknown as Parameters<typeof hook>[0]);
      return { routes, middleware, plugins };
    }

    it('under astro dev: Keystatic’s page is ours, its API goes through our gate, our files route joins them', async () => {
      const { routes, middleware, plugins } = await setUp('dev');
      const patterns = Object.fromEntries(routes.map((route) => [route.pattern, String(route.entrypoint)]));
      expect(Object.keys(patterns).sort()).toEqual(
        [`${editorBase}/[...params]`, '/api/keystatic/[...params]', `${filesRoute}/[action]`].sort(),
      );
      expect(patterns[`${editorBase}/[...params]`]).toMatch(/src\/editor\/EditorPage\.astro$/);
      expect(patterns['/api/keystatic/[...params]']).toMatch(/src\/editor\/api-route\.ts$/);
      expect(patterns[`${filesRoute}/[action]`]).toMatch(/src\/editor\/files-route\.ts$/);
      expect(middleware).toEqual([expect.stringMatching(/src\/editor\/without-toolbar\.ts$/)]);
      // Keystatic finds our config through a virtual module: keystatic.config.ts at the project's root.
      expect(plugins.some((plugin) => plugin.name === 'keystatic' && typeof plugin.resolveId === 'function')).toBe(
        true,
      );
    });

    it('in a build: no editor at all', async () => {
      const { routes, middleware } = await setUp('build');
      expect([routes, middleware]).toEqual([[], []]);
    });
  });
});
