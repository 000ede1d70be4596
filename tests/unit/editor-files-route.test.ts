// The editor's own route (src/editor/files-route.ts), on a throwaway copy of a few content files: listing a folder's
// saved entries, and starting a case's other language from its saved version without ever replacing a file.
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { load } from 'js-yaml';
import { casesDir, filesRoute } from '../../src/editor/dev-server.ts';
import { answer } from '../../src/editor/files-route.ts';
import { splitFrontmatter } from '../../src/editor/canonical.ts';

let root: string;
const shipped = 'aca';
const slug = 'huerta-urbana';

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'editor-files-'));
  await mkdir(path.join(root, casesDir('es')), { recursive: true });
  await mkdir(path.join(root, casesDir('en')), { recursive: true });
  await cp(`${casesDir('en')}/${shipped}.md`, path.join(root, casesDir('en'), `${slug}.md`));
  await writeFile(path.join(root, casesDir('en'), 'notes.txt'), 'not an entry');
});

afterAll(() => rm(root, { recursive: true, force: true }));

const get = (query: string) => answer(root, 'entries', new Request(`http://editor${filesRoute}/entries?${query}`));
const post = (body: unknown, contentType = 'application/json') =>
  answer(
    root,
    'other-language',
    new Request(`http://editor${filesRoute}/other-language`, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: JSON.stringify(body),
    }),
  );
const read = (file: string) => readFile(path.join(root, file), 'utf8');

/** A value with every mark of a copy made for translation taken off its texts. */
function unmarked(value: unknown, mark: string): unknown {
  if (typeof value === 'string') return value.startsWith(`${mark} `) ? value.slice(mark.length + 1) : value;
  if (Array.isArray(value)) return value.map((item) => unmarked(item, mark));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, unmarked(item, mark)]));
  return value;
}

describe('the editor’s files route', () => {
  it('lists the saved entries of a content folder by slug, and nothing outside src/content/', async () => {
    const listed = await get(new URLSearchParams({ dir: casesDir('en'), extension: 'md' }).toString());
    expect(listed.status).toBe(200);
    expect(await listed.json()).toEqual({ slugs: [slug] });
    const empty = await get(new URLSearchParams({ dir: 'src/content/clients', extension: 'yaml' }).toString());
    expect(await empty.json()).toEqual({ slugs: [] });
    for (const dir of ['src/content/../..', '/etc', 'src/lib', '']) {
      const refused = await get(new URLSearchParams({ dir, extension: 'md' }).toString());
      expect(refused.status, dir).toBe(400);
    }
    expect((await get(new URLSearchParams({ dir: casesDir('en'), extension: 'txt' }).toString())).status).toBe(400);
  });

  it('lists the pictures or videos already in a folder of src/assets/, in its subfolders too, and nothing else', async () => {
    for (const file of [
      'cases/aca/banner.jpg',
      'cards/aca.webp',
      'clients/aca.svg',
      'videos/loop.mp4',
      'cases/aca/notes.txt',
    ]) {
      await mkdir(path.dirname(path.join(root, 'src/assets', file)), { recursive: true });
      await writeFile(path.join(root, 'src/assets', file), 'x');
    }
    const files = (query: Record<string, string>) =>
      answer(root, 'files', new Request(`http://editor${filesRoute}/files?${new URLSearchParams(query)}`));
    const pictures = await files({ dir: 'src/assets', kind: 'picture' });
    expect(await pictures.json()).toEqual({ files: ['cards/aca.webp', 'cases/aca/banner.jpg', 'clients/aca.svg'] });
    expect(await (await files({ dir: 'src/assets/videos', kind: 'video' })).json()).toEqual({ files: ['loop.mp4'] });
    for (const dir of ['src/assets/../..', 'src/content', '/etc'])
      expect((await files({ dir, kind: 'picture' })).status, dir).toBe(400);
    expect((await files({ dir: 'src/assets', kind: 'text' })).status).toBe(400);
  });

  it('says when an entry’s file was last written, null for one not saved, and nothing outside src/content/', async () => {
    const savedAt = async (file: string) => {
      const response = await answer(
        root,
        'saved',
        new Request(`http://editor${filesRoute}/saved?${new URLSearchParams({ file })}`),
      );
      return { status: response.status, body: (await response.json()) as { savedAt?: number | null } };
    };
    const file = `${casesDir('en')}/${slug}.md`;
    const written = new Date('2026-11-26T14:32:05Z');
    await utimes(path.join(root, file), written, written);
    expect(await savedAt(file)).toEqual({ status: 200, body: { savedAt: written.getTime() } });
    expect(await savedAt(`${casesDir('es')}/${slug}.md`)).toEqual({ status: 200, body: { savedAt: null } });
    for (const refused of ['src/content/../package.json', `${casesDir('en')}/notes.txt`, 'README.md'])
      expect((await savedAt(refused)).status, refused).toBe(400);
  });

  it('starts the Spanish version from the saved English one: the same data and description, every text marked', async () => {
    const started = await post({ slug, from: 'en', to: 'es' });
    expect(started.status).toBe(201);
    const file = `${casesDir('es')}/${slug}.md`;
    expect(await started.json()).toEqual({ file });

    const english = splitFrontmatter(await read(`${casesDir('en')}/${slug}.md`));
    const spanish = splitFrontmatter(await read(file));
    // The mark docs/editing.md tells the marketer to remove.
    const mark = '[EN]';
    const data = load(spanish.data) as { title: string; banner: { src: string; alt: string } };
    expect(data.title.startsWith(`${mark} `)).toBe(true);
    expect(data.banner.alt.startsWith(`${mark} `)).toBe(true);
    expect(data.banner.src.startsWith(mark)).toBe(false);
    // Translated (the marks taken off), it is the English case again.
    expect(unmarked(data, mark)).toEqual(load(english.data));
    const paragraphs = spanish.body.split(/\n{2,}/).filter((part) => part.trim() !== '');
    expect(paragraphs.every((paragraph) => paragraph.startsWith(`${mark} `))).toBe(true);
    expect(spanish.body.replaceAll(`${mark} `, '')).toBe(english.body);
  });

  it('never replaces a version that exists, and says why it refuses', async () => {
    const file = `${casesDir('es')}/${slug}.md`;
    const before = await read(file);
    const again = await post({ slug, from: 'en', to: 'es' });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: string }).error).toContain(file);
    expect(await read(file)).toBe(before);

    expect((await post({ slug: 'not-saved', from: 'en', to: 'es' })).status).toBe(404);
    expect(existsSync(path.join(root, casesDir('es'), 'not-saved.md'))).toBe(false);
    for (const body of [{ slug: '../x', from: 'en', to: 'es' }, { slug, from: 'en', to: 'en' }, { slug }, null]) {
      expect((await post(body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await post({ slug, from: 'en', to: 'es' }, 'text/plain')).status).toBe(415);
    expect((await answer(root, 'other-language', new Request('http://editor/'))).status).toBe(404);
  });

  it('refuses a saved file it cannot read as a case, and writes nothing', async () => {
    await writeFile(path.join(root, casesDir('es'), 'broken.md'), 'no frontmatter here');
    const refused = await post({ slug: 'broken', from: 'es', to: 'en' });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { error: string }).error).toMatch(/frontmatter/);
    expect(existsSync(path.join(root, casesDir('en'), 'broken.md'))).toBe(false);
  });
});
