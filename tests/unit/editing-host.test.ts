// The editing host's pure parts: what a refused publish says (from a failed build's output), which pages a changed
// file shows on, and the people file.
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { changedPages, pagesChangedBy } from '../../src/server/editing/changed-pages.ts';
import { problemsInWords } from '../../src/server/editing/problems.ts';
import { checkPassword, readPeople, savePerson } from '../../src/server/editing/people.ts';
import { pagePath, pathTo } from '../../src/i18n/routes.ts';

describe('a refused publish, in the marketer’s words', () => {
  const schemaFailure = `20:27:16 [content] Syncing content
[InvalidContentEntryDataError] cases → en/aca data does not match collection schema.

  title: Too small: expected string to have >=1 characters
  facts.year: a year, like 2024

  Hint:
    See https://docs.astro.build/en/guides/content-collections/ for more information on content schemas.
  Location:
    /tmp/site/src/content/cases/en/aca.md:0:0
  Stack trace:
    at getEntryData (/work/main/node_modules/astro/dist/content/utils.js:126:9)
`;

  it('names the page and each field by its name in the editor, in either language', () => {
    const english = problemsInWords(schemaFailure, 'en');
    expect(english).toEqual([
      'Case aca (English): the field “Title” is empty: fill it in',
      expect.stringMatching(/^Case aca \(English\): the field “[^”]+” asks for /),
    ]);
    const spanish = problemsInWords(schemaFailure, 'es');
    expect(spanish[0]).toBe('Caso aca (inglés): el campo «Título» está vacío: escribilo');
    for (const line of [...english, ...spanish]) expect(line).not.toMatch(/node_modules|utils\.js|Stack/);
  });

  it('names the page of the site’s words a field belongs to', () => {
    const [problem] = problemsInWords(
      `[InvalidContentEntryDataError] ui → es data does not match collection schema.\n\n  home.hero.quote: Too big: expected string to have <=240 characters\n\n  Hint:\n`,
      'en',
    );
    expect(problem).toMatch(/^Words: Home \(Spanish\): the field “[^”]+” holds at most 240 characters: shorten it$/);
  });

  it('says which file cannot be read, and where', () => {
    const [problem] = problemsInWords(
      `bad indentation of a mapping entry\n  Location:\n    /tmp/x/src/content/cases/es/trufa.md:3:2\n  Stack trace:\n    at generateError (file:///x/js-yaml.mjs:1:1)\n`,
      'en',
    );
    expect(problem).toBe(
      'Case trufa (Spanish): the file cannot be read (line 3): bad indentation of a mapping entry. Open it in the editor and save it again.',
    );
  });

  it('passes on what the content checks say of a file, naming its page', () => {
    const [problem] = problemsInWords(
      'src/content/cases/en/huerta.md has no Spanish version: add src/content/cases/es/huerta.md\n',
      'en',
    );
    expect(problem).toBe('Case huerta (English): has no Spanish version: add src/content/cases/es/huerta.md');
  });

  it('says something plain when the output holds none of those, never a stack', () => {
    const [problem] = problemsInWords('Error: something odd\n    at x (/a/b.js:1:2)\n', 'es');
    expect(problem).toBe('El sitio no se pudo armar: Error: something odd');
  });
});

describe('what a change shows on', () => {
  it('leads each file of the site’s words to its page', () => {
    expect(pagesChangedBy('src/content/ui/services/en.yaml')).toEqual([
      {
        what: { es: 'Textos: Qué hacemos (inglés)', en: 'Words: What we do (English)' },
        path: pagePath('services', 'en'),
      },
    ]);
    expect(pagesChangedBy('src/content/ui/every-page/es.yaml')[0]?.path).toBe(pagePath('home', 'es'));
  });

  it('leads each content file to its pages', () => {
    expect(pagesChangedBy('src/content/cases/es/aca.md')).toEqual([
      {
        what: { es: 'Caso aca (español)', en: 'Case aca (Spanish)' },
        path: pathTo({ key: 'case', slug: 'aca' }, 'es'),
      },
    ]);
    expect(pagesChangedBy('src/content/cards.yaml').map(({ path }) => path)).toEqual([
      pagePath('cases', 'es'),
      pagePath('cases', 'en'),
    ]);
    expect(pagesChangedBy('src/assets/cases/aca/banner.jpg')).toEqual([
      { what: { es: 'Imagen banner.jpg', en: 'Picture banner.jpg' }, path: null },
    ]);
  });

  it('lists each page once, and pictures after the pages', () => {
    // A file shown on each language's page is listed once per language, saying which.
    expect(changedPages(['src/content/cards.yaml']).map(({ what }) => what.en)).toEqual([
      'Case list: cards (Spanish)',
      'Case list: cards (English)',
    ]);
    expect(changedPages(['src/content/cards.yaml', 'src/content/categories.yaml']).length).toBe(4);
    expect(changedPages(['src/content/cases/en/aca.md', 'src/content/cases/en/aca.md'])).toHaveLength(1);
    expect(
      changedPages(['src/assets/cases/aca/banner.jpg', 'src/content/cases/en/aca.md']).map(({ what }) => what.en),
    ).toEqual(['Case aca (English)', 'Picture banner.jpg']);
  });
});

describe('the people file', () => {
  it('keeps a hash, not the password, readable by its owner alone; checks a password; refuses a short one', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'people-'));
    const file = path.join(folder, 'people.json');
    try {
      expect(await savePerson(file, 'Ana Pérez', 'una frase bastante larga')).toBe('added');
      expect(await savePerson(file, 'Ana Pérez', 'otra frase bastante larga')).toBe('changed');
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect(await readFile(file, 'utf8')).not.toContain('frase');
      const people = await readPeople(file);
      expect(people.map(({ name }) => name)).toEqual(['Ana Pérez']);
      expect((await checkPassword(people, 'Ana Pérez', 'otra frase bastante larga'))?.name).toBe('Ana Pérez');
      expect(await checkPassword(people, 'Ana Pérez', 'una frase bastante larga')).toBeNull();
      expect(await checkPassword(people, 'Nadie', 'otra frase bastante larga')).toBeNull();
      await expect(savePerson(file, 'Ana Pérez', 'corta')).rejects.toThrow('at least 12');
      await expect(savePerson(file, '<script>', 'una frase bastante larga')).rejects.toThrow('is not a name');
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('takes a password piped in on two lines (`npm run editor:user`), as a script sends it', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'people-'));
    const file = path.join(folder, 'people.json');
    const addAna = (input: string) =>
      spawnSync(process.execPath, ['src/server/cli/editor-user.ts', 'Ana Pérez'], {
        input,
        env: { ...process.env, EDITOR_PEOPLE: file, EDITOR_PASSWORD: undefined },
        encoding: 'utf8',
      });
    try {
      expect(addAna('una frase bastante larga\nuna frase bastante larga\n').status).toBe(0);
      const people = await readPeople(file);
      expect((await checkPassword(people, 'Ana Pérez', 'una frase bastante larga'))?.name).toBe('Ana Pérez');
      const once = addAna('otra frase bastante larga\n');
      expect([once.status, once.stderr.trim()]).toEqual([1, 'No password was given: nothing changed.']);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
