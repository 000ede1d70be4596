// What the content files say, read with the site's own schemas and without Astro: the tests take their expectations
// from here, and `npm run check:brief` its facts. Pass another project folder to read a copy's content.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { z } from 'astro/zod';
import { defaultLocale, locales, type Locale } from '../../src/i18n/routes.ts';
import {
  fileOf,
  folderOf,
  joinWords,
  rowsOf,
  schemaOf,
  type CollectionName,
  type CollectionSchema,
} from '../../src/lib/content-registry.ts';
import { cardId } from '../../src/lib/schemas/cards.ts';
import type { ContentContext } from '../../src/lib/schemas/meta.ts';
import type { ContactCopy } from '../../src/lib/contact/copy.ts';

/** Pictures as the paths the files write (no file checks: the build makes those). */
const pathsAsWritten: ContentContext = { image: (() => z.string()) as unknown as ContentContext['image'] };

const frontmatter = /^---\n([\s\S]*?)\n?---\n/;

export function readContent(root = process.cwd()) {
  /** A file's data (a Markdown file's frontmatter), found where the content's map says the collection keeps it. */
  const data = (collection: CollectionName, place: { lang?: Locale; entry?: string } = {}): unknown => {
    const text = readFileSync(path.join(root, fileOf(rowsOf(collection)[0]!, place)), 'utf8');
    return load(frontmatter.exec(text)?.[1] ?? text);
  };
  /** The entries of a folder of the content (a case's slugs, the clients' ids), from the files in it. */
  const entries = (collection: CollectionName, lang?: Locale) => {
    const row = rowsOf(collection)[0]!;
    const extension = row.path.slice(row.path.lastIndexOf('.'));
    return readdirSync(path.join(root, folderOf(row, lang)))
      .filter((file) => file.endsWith(extension))
      .map((file) => file.slice(0, -extension.length))
      .sort();
  };
  const categories = schemaOf('categories', pathsAsWritten).parse(data('categories')).categories;
  /** Pictures as written, and the categories a card or a case may name: the filter's tabs. */
  const asWritten: ContentContext = { ...pathsAsWritten, categories: () => categories.map(({ id }) => id) };
  const read = <C extends CollectionName>(collection: C, place?: { lang?: Locale; entry?: string }) =>
    schemaOf(collection, asWritten).parse(data(collection, place)) as z.infer<CollectionSchema<C>>;
  const inEachLanguage = <T>(make: (lang: Locale) => T) =>
    Object.fromEntries(locales.map((lang) => [lang, make(lang)])) as Record<Locale, T>;

  const cases = entries('cases', defaultLocale).map((slug) => ({
    slug,
    ...inEachLanguage((lang) => read('cases', { lang, entry: slug })),
  }));
  // Each card with the id the site makes for it (the statistics' and the list's).
  const cards = read('cards').cards.map((card) => ({ id: cardId(card), ...card }));
  // Each language's words, joined from their files as the site joins them (src/lib/content-registry.ts).
  const ui = inEachLanguage((lang) => {
    const parts = joinWords((row) => {
      const file = path.join(root, fileOf(row, { lang }));
      return existsSync(file) ? (load(readFileSync(file, 'utf8')) as Record<string, unknown>) : undefined;
    });
    return schemaOf('ui', asWritten).parse(parts);
  });

  return {
    cases,
    cards,
    ui,
    featured: read('featured'),
    categories,
    /** The studio's clients, one file each, with their ids (the files' names). */
    clients: entries('clients').map((id) => ({ id, ...read('clients', { entry: id }) })),
    /** The ids of the clients whose logos the home page's two rows show. */
    clientLogos: read('clientLogos'),
    services: read('services').services,
    certifications: read('certifications').certifications,
    company: read('company'),
    root: read('root'),
    /** The contact form's words (the collection the build reads them from has this schema). */
    contactForm: inEachLanguage((lang): ContactCopy => read('contactForm', { lang })),
  };
}

export type Content = ReturnType<typeof readContent>;
