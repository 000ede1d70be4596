// The one map of the content: a row for each file or folder a marketer edits, with where it lives, its schema, its
// name in the editor and the screens it shows on. The collections (src/content.config.ts), the editor's forms and
// menu (keystatic.config.ts) and the editing host's checks and publish list (src/server/editing/) are read off it.
import { z } from 'astro/zod';
import { filledWords, inEditorLanguages, type Words } from '../i18n/editor-languages.ts';
import { hasPage, isLocale, localeInfo, locales, type Locale, type PageKey, type SlugTable } from '../i18n/routes.ts';
import { contactCopySchema, contactEmailSchema } from './contact/copy.ts';
import { cardsSchema } from './schemas/cards.ts';
import { caseSchema } from './schemas/cases.ts';
import { categoriesSchema } from './schemas/categories.ts';
import { certificationsSchema } from './schemas/certifications.ts';
import { clientLogosSchema, clientSchema } from './schemas/clients.ts';
import { companySchema } from './schemas/company.ts';
import { featuredSchema } from './schemas/featured.ts';
import type { ContentContext } from './schemas/meta.ts';
import { rootSchema } from './schemas/root.ts';
import {
  caseStudyScreen,
  casesScreen,
  contactScreen,
  cultureScreen,
  galleryScreen,
  homeScreen,
  servicesScreen,
} from './schemas/screens.ts';
import { servicesSchema } from './schemas/services.ts';
import { everyPageSchema, pageNames, partNames } from './schemas/ui.ts';
import { fill } from './text.ts';
import words from './content-registry.words.json' with { type: 'json' };

/** Where a row's content shows: a screen, each entry's own page (`case`), or the language picker (`/`). */
export type Shown = PageKey | 'case' | '/';

/** One file, or one folder of entries, of src/content/. */
export interface ContentRow {
  /** The collection it is read into (`getCollection`): the site's words join several rows into `ui`. */
  collection: string;
  /** Its files: `{lang}` stands for each language of the site, `*` for an entry (the file's name, its slug). */
  path: string;
  schema: (context: ContentContext) => z.ZodType;
  /** Its name in the editor's menu and on the publish page. */
  label: Words;
  /** In a folder of entries: what one entry is called ("Case"), and the field that names it (and its file). */
  item?: { name: Words; field: string };
  /** The screens it shows on, the first being the one a draft link opens (and the one a language must have). */
  shows: readonly [Shown, ...Shown[]];
  /** The editor's menu section it is listed in: a screen's, or every page's. */
  section: PageKey | 'everyPage';
  /** The folder of src/assets/ its pictures are uploaded to. */
  pictures?: string;
  /** For the site's words: the key its file joins under in a language's one `ui` entry (null: at the top). */
  joinedAs?: string | null;
}

/** The site's words for a screen: `src/content/ui/{folder}/{lang}.yaml`, joined under `joinedAs` into `ui`. */
const siteWords = <K extends string | null, S extends z.ZodObject, P extends Shown>(
  folder: string,
  joinedAs: K,
  name: Words,
  schema: (context: ContentContext) => S,
  shows: P,
  section: ContentRow['section'],
) =>
  ({
    collection: 'ui',
    path: `src/content/ui/${folder}/{lang}.yaml`,
    schema,
    label: inEditorLanguages((lang) => fill(words.words[lang], { page: name[lang] })),
    shows: [shows],
    section,
    pictures: 'culture',
    joinedAs,
  }) as const;

/** Every content file, in the editor's menu order (grouped by `section`, sections in the order first met). */
export const contentRows = [
  {
    collection: 'cases',
    path: 'src/content/cases/{lang}/*.md',
    schema: caseSchema,
    label: pageNames.cases,
    item: { name: words.case, field: 'title' },
    shows: ['case'],
    section: 'cases',
    pictures: 'cases',
  },
  {
    collection: 'cards',
    path: 'src/content/cards.yaml',
    schema: cardsSchema,
    label: words.cards,
    shows: ['cases'],
    section: 'cases',
    pictures: 'cards',
  },
  {
    collection: 'featured',
    path: 'src/content/featured.yaml',
    schema: featuredSchema,
    label: words.featured,
    shows: ['home', 'services'],
    section: 'cases',
  },
  {
    collection: 'categories',
    path: 'src/content/categories.yaml',
    schema: () => categoriesSchema,
    label: words.categories,
    shows: ['cases'],
    section: 'cases',
  },
  {
    collection: 'clients',
    path: 'src/content/clients/*.yaml',
    schema: clientSchema,
    label: words.clients,
    item: { name: words.client, field: 'name' },
    shows: ['home'],
    section: 'cases',
    pictures: 'clients',
  },
  siteWords('cases', 'cases', partNames.caseList, () => casesScreen, 'cases', 'cases'),
  siteWords('case-page', 'caseStudy', partNames.casePage, () => caseStudyScreen, 'cases', 'cases'),
  siteWords('gallery', 'gallery', pageNames.gallery, () => galleryScreen, 'gallery', 'cases'),
  siteWords('home', 'home', pageNames.home, () => homeScreen, 'home', 'home'),
  {
    collection: 'clientLogos',
    path: 'src/content/client-logos.yaml',
    schema: clientLogosSchema,
    label: words['client-logos'],
    shows: ['home'],
    section: 'home',
  },
  siteWords('services', 'services', pageNames.services, () => servicesScreen, 'services', 'services'),
  {
    collection: 'services',
    path: 'src/content/services.yaml',
    schema: () => servicesSchema,
    label: words.services,
    shows: ['services'],
    section: 'services',
  },
  siteWords('culture', 'culture', pageNames.culture, cultureScreen, 'culture', 'culture'),
  {
    collection: 'certifications',
    path: 'src/content/certifications.yaml',
    schema: () => certificationsSchema,
    label: words.certifications,
    shows: ['culture'],
    section: 'culture',
  },
  siteWords('contact', 'contact', pageNames.contact, () => contactScreen, 'contact', 'contact'),
  {
    collection: 'contactForm',
    path: 'src/content/contact-form/{lang}.yaml',
    schema: () => contactCopySchema,
    label: words['contact-form'],
    shows: ['contact'],
    section: 'contact',
  },
  {
    collection: 'contactEmail',
    path: 'src/content/contact-email.yaml',
    schema: () => contactEmailSchema,
    label: words['contact-email'],
    shows: ['contact'],
    section: 'contact',
  },
  siteWords('every-page', null, partNames.everyPage, () => everyPageSchema, 'home', 'everyPage'),
  {
    collection: 'company',
    path: 'src/content/company.yaml',
    schema: () => companySchema,
    label: words.company,
    shows: ['home'],
    section: 'everyPage',
  },
  {
    collection: 'root',
    path: 'src/content/root.yaml',
    schema: () => rootSchema,
    label: words.root,
    shows: ['/'],
    section: 'everyPage',
  },
] as const satisfies readonly ContentRow[];

/** A collection's name, as the pages ask for it (`getCollection('cases')`). */
export type CollectionName = WrittenRow['collection'];
type WordsRow = Extract<WrittenRow, { collection: 'ui' }>;
type TopWords = Extract<WordsRow, { joinedAs: null }>;
/** A screen's words are optional in the joined entry where some language lacks the screen (the gallery). */
type Joined<R extends WordsRow> = null extends SlugTable[R['shows'][0] & PageKey]
  ? z.ZodOptional<ReturnType<R['schema']>>
  : ReturnType<R['schema']>;
/** The site's words in one language: every page's at the top, each screen's under its key. */
type WordsSchema = z.ZodObject<
  ReturnType<TopWords['schema']>['shape'] & { [R in Exclude<WordsRow, TopWords> as R['joinedAs']]: Joined<R> }
>;
/** The schema a collection's entries are read with. */
export type CollectionSchema<C extends CollectionName> = C extends 'ui'
  ? WordsSchema
  : ReturnType<Extract<WrittenRow, { collection: C }>['schema']>;

/** A row's name in the project: its path without `src/content/`, `{lang}`, `*` and extension (`ui/home`, `cases`). */
export const rowId = (row: ContentRow) =>
  row.path.replace(/^src\/content\//, '').replace(/(\/\{lang\})?(\/\*)?\.(md|yaml)$/, '');

/** Whether a row has a file (or a folder) per language. */
export const isPerLanguage = (row: ContentRow) => row.path.includes('{lang}');

/** Whether a row is a folder of entries, a file each (the cases, the clients). */
export const hasEntries = (row: ContentRow) => row.path.includes('*');

/** Whether a language has a page a row shows on: a screen some languages lack (the gallery) is only in those. */
const hasShown = (shown: Shown, lang: Locale) => shown === 'case' || shown === '/' || hasPage(shown, lang);

/** The languages a row has files in: every one, or for a file per language those with its first screen. */
export const languagesOf = (row: ContentRow): Locale[] =>
  isPerLanguage(row) ? locales.filter((lang) => hasShown(row.shows[0], lang)) : [...locales];

/** The file of a row in a language, and of an entry (`src/content/cases/es/aca.md`). */
export const fileOf = (row: ContentRow, place: { lang?: string; entry?: string } = {}) =>
  row.path.replace('{lang}', place.lang ?? '{lang}').replace('*', place.entry ?? '*');

/** A row's folder of entries in a language, or the folder of its file (`src/content/cases/es`, `src/content`). */
export const folderOf = (row: ContentRow, lang?: Locale) => {
  const file = fileOf(row, lang ? { lang } : {});
  return file.slice(0, file.lastIndexOf('/'));
};

/** A row of the map, as written: its collection's name and schema keep their types. */
export type MapRow = WrittenRow & ContentRow;
type WrittenRow = (typeof contentRows)[number];

/** What a file of src/content/ is: its row, and the language and entry its path names. */
export interface ContentFile {
  row: MapRow;
  lang?: Locale;
  entry?: string;
}

const patterns = contentRows.map((row: MapRow) => ({
  row,
  pattern: new RegExp(
    `^${row.path
      .replace(/[.]/g, '\\.')
      .replace('{lang}', '(?<lang>[a-z]{2,3}(?:-[a-z0-9]+)?)')
      .replace('*', '(?<entry>[a-z0-9][a-z0-9-]*)')}$`,
  ),
}));

/** The row a content file belongs to, with its language and entry; null for a file no row has. */
export function contentFileOf(file: string): ContentFile | null {
  for (const { row, pattern } of patterns) {
    const match = pattern.exec(file);
    if (!match) continue;
    const groups: Partial<Record<'lang' | 'entry', string>> = match.groups ?? {};
    if (groups.lang !== undefined && !(isLocale(groups.lang) && languagesOf(row).includes(groups.lang))) return null;
    return {
      row,
      ...(groups.lang === undefined ? {} : { lang: groups.lang as Locale }),
      ...(groups.entry === undefined ? {} : { entry: groups.entry }),
    };
  }
  return null;
}

/** The rows of a collection (several for `ui`). */
export const rowsOf = (collection: string): ContentRow[] => contentRows.filter((row) => row.collection === collection);

/** Every collection, once, in the rows' order. */
export const collectionNames: CollectionName[] = [...new Set(contentRows.map((row) => row.collection))];

/** The id of a file's entry in its collection, as Astro's loaders name it: `es/aca`, `es` (a language's words), `cards`. */
export function entryIdOf({ row, lang, entry }: ContentFile): string {
  if (row.joinedAs !== undefined || (lang && !entry)) return lang ?? '';
  return [lang, entry].filter(Boolean).join('/') || rowId(row);
}

/** The file an entry's field is read from: for a language's words, the row its first key names. */
export function fileOfEntry(collection: string, id: string, fieldPath = ''): string {
  const rows = rowsOf(collection);
  if (collection === 'ui') {
    const key = fieldPath.split('.')[0];
    const row =
      rows.find((candidate) => candidate.joinedAs === key) ?? rows.find((candidate) => candidate.joinedAs === null)!;
    return fileOf(row, { lang: id });
  }
  const [row] = rows;
  if (!row) return id;
  const [first = '', second] = id.split('/');
  if (isPerLanguage(row)) return fileOf(row, { lang: first, ...(second ? { entry: second } : {}) });
  return fileOf(row, { entry: first });
}

/**
 * A collection's schema, read in a context: for the site's words, the rows joined into one object, each under its
 * key, optional where some language lacks its screen (its file is required where the screen is).
 */
export function schemaOf<C extends CollectionName>(collection: C, context: ContentContext): CollectionSchema<C> {
  const rows = rowsOf(collection);
  if (collection !== 'ui') return rows[0]!.schema(context) as CollectionSchema<C>;
  let joined = z.object({});
  for (const row of rows) {
    const schema = row.schema(context) as z.ZodObject;
    if (row.joinedAs === null) joined = joined.extend(schema.shape);
    else
      joined = joined.extend({
        [row.joinedAs!]: languagesOf(row).length === locales.length ? schema : schema.optional(),
      });
  }
  return joined as unknown as CollectionSchema<C>;
}

/** The parts of a language's words joined into one: the top's at the top, each screen's under its key. */
export function joinWords(read: (row: ContentRow) => Record<string, unknown> | undefined): Record<string, unknown> {
  const joined: Record<string, unknown> = {};
  for (const row of rowsOf('ui')) {
    const part = read(row);
    if (part === undefined) continue;
    if (row.joinedAs === null) Object.assign(joined, part);
    else joined[row.joinedAs!] = part;
  }
  return joined;
}

/** A row's name with the language of its file: "Contact form (Spanish)". */
export const inLanguage = (what: Words, lang: Locale): Words =>
  inEditorLanguages((editor) =>
    fill(words.inLanguage[editor], { what: what[editor], language: localeInfo[lang].name[editor] }),
  );

/** What a row is on one of its screens: "Home: Featured cases". */
export const onPage = (page: PageKey, what: Words): Words =>
  inEditorLanguages((editor) => fill(words.onPage[editor], { page: pageNames[page][editor], what: what[editor] }));

/** An entry by its name: "Case “Green Courtyard”". */
export const entryNamed = (item: Words, name: Words): Words =>
  inEditorLanguages((editor) => fill(words.named[editor], { item: item[editor], name: name[editor] }));

/** A picture's name for the publish page: "Picture banner.jpg". */
export const pictureNamed = (name: string): Words => filledWords(words.picture, { name });
