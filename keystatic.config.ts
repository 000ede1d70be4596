// The editor at /keystatic (`npm run dev`; see docs/editing.md). Every form is derived from the content's schemas
// (src/lib/schemas/) by src/editor/fields.ts, and speaks the marketer's language (src/editor/language.ts).
// To make another content file editable, add one line to `contentFiles` below (its schema, its label, and its
// pictures' folder if it has pictures). What of Keystatic this relies on is pinned by tests/unit/editor-keystatic.test.ts.
import { collection, config, singleton, type Config } from '@keystatic/core';
import type { z } from 'astro/zod';
import { defaultLocale, localeInfo, locales, pathTo, type Locale } from './src/i18n/routes.ts';
import { contentSchemas } from './src/lib/schemas/index.ts';
import { hasUiPart, pageNames, uiFile, uiParts, type UiPart } from './src/lib/schemas/ui.ts';
import type { Words } from './src/lib/schemas/meta.ts';
import { contactCopySchema, contactEmailSchema } from './src/lib/contact/copy.ts';
import { casesDir } from './src/editor/dev-server.ts';
import { editorContext } from './src/editor/editor-context.ts';
import { fieldsFor, type EntryPlace } from './src/editor/fields.ts';
import { editorLanguage, say } from './src/editor/language.ts';
import { withLanguagePair } from './src/editor/language-pair.tsx';
import { EditorLanguageSwitch } from './src/editor/language-switch.tsx';
import { entryForm } from './src/editor/summary.tsx';
import { description } from './src/editor/description.tsx';

// The project's files, always: under `npm run dev`, and on the editing host, which commits every save
// (docs/editing.md). Keystatic's GitHub mode is not used: one way to edit in production.
const storage: Config['storage'] = { kind: 'local' };

const languageName = (lang: Locale) => localeInfo[lang].name;
type PerLanguage<P extends string> = `${P}${Capitalize<Locale>}`;
/** The key of a language's collection or file: `cases` and `es` → `casesEs`. */
const keyIn = <P extends string>(prefix: P, lang: Locale) =>
  `${prefix}${lang.charAt(0).toUpperCase()}${lang.slice(1)}` as PerLanguage<P>;
/** One entry per language of the site, each under its key. */
const perLanguage = <P extends string, T>(prefix: P, make: (lang: Locale) => T) =>
  Object.fromEntries(locales.map((lang) => [keyIn(prefix, lang), make(lang)])) as Record<PerLanguage<P>, T>;
const keysIn = <P extends string>(prefix: P) => locales.map((lang) => keyIn(prefix, lang));

/** The collection of a language's case studies. */
export const casesCollection = (lang: Locale) => keyIn('cases', lang);
/** Where a case or a client is chosen from (a case exists in every language: any one lists them all). */
const collections: EntryPlace['collections'] = { case: casesCollection(defaultLocale), client: 'clients' };

/** One YAML file: `file` without its extension, the schema it follows, and where its uploads go. */
function yamlFile(
  label: Words,
  file: string,
  schema: z.core.$ZodType,
  options: { picturesDir?: string | undefined; lang?: Locale } = {},
) {
  return singleton({
    label: say(label),
    path: file,
    format: { data: 'yaml' },
    schema: entryForm(
      fieldsFor(schema, { contentDir: file.slice(0, file.lastIndexOf('/')), collections, ...options }),
      { file: `${file}.yaml` },
    ),
  });
}

/** The case studies of one language: `src/content/cases/{lang}/{slug}.md`, the body being the description. */
function caseStudies(lang: Locale) {
  // The title names the file too: it is the collection's slug field.
  const saved = { dir: casesDir(lang), extension: 'md' as const };
  const { title, ...derived } = fieldsFor(
    contentSchemas.cases(editorContext),
    {
      contentDir: casesDir(lang),
      picturesDir: 'src/assets/cases',
      lang,
      collections,
      saved,
      clients: { dir: 'src/content/clients', extension: 'yaml', name: 'name' },
    },
    'title',
  );
  const other = locales.find((candidate) => candidate !== lang)!;
  return collection({
    label: say({ es: `Casos (${languageName(lang).es})`, en: `Case studies (${languageName(lang).en})` }),
    path: `${casesDir(lang)}/*`,
    slugField: 'title',
    format: { contentField: 'body' },
    previewUrl: pathTo({ key: 'case', slug: '{slug}' }, lang),
    columns: ['title'],
    schema: entryForm(
      {
        title: withLanguagePair(title, { lang, other, collectionOf: casesCollection }),
        ...derived,
        body: description(),
      },
      saved,
    ),
  });
}

/** The studio's clients, one file each (`src/content/clients/{id}.yaml`): a case names one, the home page shows logos. */
const savedClients = { dir: 'src/content/clients', extension: 'yaml' } as const;
const { name: clientName, ...clientFields } = fieldsFor(
  contentSchemas.clients(editorContext),
  {
    contentDir: 'src/content/clients',
    picturesDir: 'src/assets/clients',
    collections,
    saved: savedClients,
  },
  'name',
);
const clients = collection({
  label: say({ es: 'Clientes', en: 'Clients' }),
  path: 'src/content/clients/*',
  slugField: 'name',
  format: { data: 'yaml' },
  columns: ['name'],
  schema: entryForm({ name: clientName, ...clientFields }, savedClients),
});

/** The files edited as one form each, `src/content/{file}.yaml`: [label, schema, pictures' folder in src/assets/]. */
const contentFiles = {
  cards: [{ es: 'Lista de casos: tarjetas', en: 'Case list: cards' }, contentSchemas.cards(editorContext), 'cards'],
  featured: [{ es: 'Casos destacados', en: 'Featured cases' }, contentSchemas.featured(editorContext)],
  categories: [
    { es: 'Lista de casos: pestañas del filtro', en: 'Case list: filter tabs' },
    contentSchemas.categories(),
  ],
  'client-logos': [
    { es: 'Logos de clientes en el inicio', en: 'Client logos on the home page' },
    contentSchemas.clientLogos(editorContext),
  ],
  services: [{ es: 'Servicios', en: 'Services' }, contentSchemas.services()],
  certifications: [{ es: 'Certificaciones', en: 'Certifications' }, contentSchemas.certifications()],
  company: [{ es: 'Datos del estudio', en: 'Studio details' }, contentSchemas.company()],
  root: [{ es: 'Selector de idioma y página perdida', en: 'Language picker and lost page' }, contentSchemas.root()],
  'contact-email': [
    { es: 'E-mail al estudio por cada mensaje', en: 'E-mail to the studio for each message' },
    contactEmailSchema,
  ],
} satisfies Record<string, [Words, z.core.$ZodType, pictures?: string]>;

/** `every-page` → `EveryPage`. */
type Pascal<S extends string> = S extends `${infer A}-${infer B}` ? `${Capitalize<A>}${Pascal<B>}` : Capitalize<S>;
/** The key of a part of the site's words in one language: `every-page` and `es` → `uiEveryPageEs`. */
const wordsKey = (part: UiPart, lang: Locale) =>
  keyIn(
    `ui${part.folder.replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase()) as Pascal<UiPart['folder']>}`,
    lang,
  );

/** The site's words, a form per page and language (`src/content/ui/{part}/{lang}.yaml`), where the language has it. */
const siteWords = Object.fromEntries(
  uiParts.flatMap((part) =>
    locales
      .filter((lang) => hasUiPart(part, lang))
      .map((lang) => [
        wordsKey(part, lang),
        yamlFile(
          {
            es: `Textos: ${part.name.es} (${languageName(lang).es})`,
            en: `Words: ${part.name.en} (${languageName(lang).en})`,
          },
          uiFile(part, lang).replace(/\.yaml$/, ''),
          part.schema(editorContext),
          { picturesDir: 'src/assets/culture', lang },
        ),
      ]),
  ),
) as Record<ReturnType<typeof wordsKey>, ReturnType<typeof yamlFile>>;
/** The forms of one part of the site's words, in every language that has it. */
const wordsOf = (folder: UiPart['folder']) => {
  const part = uiParts.find((candidate) => candidate.folder === folder)!;
  return locales.filter((lang) => hasUiPart(part, lang)).map((lang) => wordsKey(part, lang));
};

const singletons = {
  ...(Object.fromEntries(
    Object.entries(contentFiles).map(([file, [label, schema, pictures]]) => [
      file,
      yamlFile(label, `src/content/${file}`, schema, { picturesDir: pictures && `src/assets/${pictures}` }),
    ]),
  ) as Record<keyof typeof contentFiles, ReturnType<typeof yamlFile>>),
  ...siteWords,
  ...perLanguage('contactForm', (lang) =>
    yamlFile(
      { es: `Formulario de contacto (${languageName(lang).es})`, en: `Contact form (${languageName(lang).en})` },
      `src/content/contact-form/${lang}`,
      contactCopySchema,
      { lang },
    ),
  ),
};

/** The language of Keystatic's own words for each of the editor's: the nearest Keystatic has. */
const keystaticLocales = { es: 'es-ES', en: 'en-US' } satisfies Record<Locale, Config['locale']>;

export default config({
  storage,
  // Keystatic's own buttons and pages, in the marketer's language where Keystatic has it (docs/editing.md).
  locale: keystaticLocales[editorLanguage],
  ui: {
    brand: { name: 'Lumbre', mark: EditorLanguageSwitch },
    // By page, the way the marketer finds things on the site; what every page shows last.
    navigation: {
      [say(pageNames.cases)]: [
        ...keysIn('cases'),
        'cards',
        'featured',
        'categories',
        'clients',
        ...wordsOf('cases'),
        ...wordsOf('case-page'),
        ...wordsOf('gallery'),
      ],
      [say(pageNames.home)]: [...wordsOf('home'), 'client-logos'],
      [say(pageNames.services)]: [...wordsOf('services'), 'services'],
      [say(pageNames.culture)]: [...wordsOf('culture'), 'certifications'],
      [say(pageNames.contact)]: [...wordsOf('contact'), ...keysIn('contactForm'), 'contact-email'],
      [say({ es: 'Todas las páginas', en: 'Every page' })]: [...wordsOf('every-page'), 'company', 'root'],
    },
  },
  collections: { ...perLanguage('cases', caseStudies), clients },
  singletons,
});
