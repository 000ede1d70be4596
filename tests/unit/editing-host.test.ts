// The editing host's pure parts: what a failed build says, which pages a changed file shows on, and the people file.
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { changedPages, pagesChangedBy } from '../../src/server/editing/changed-pages.ts';
import { buildFailure } from '../../src/server/editing/problems.ts';
import { checkPassword, readPeople, savePerson } from '../../src/server/editing/people.ts';
import { pagePath, pathTo } from '../../src/i18n/routes.ts';

describe('a failed build, in a line', () => {
  it('says the first line that says something, never a stack', () => {
    expect(buildFailure('Error: something odd\n    at x (/a/b.js:1:2)\n', 'es')).toBe(
      'El sitio no se pudo armar: Error: something odd',
    );
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
