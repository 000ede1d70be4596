// The editor at /keystatic (`npm run dev`; see docs/editing.md). Every form is derived from the content's schemas
// (src/lib/schemas/) by src/editor/fields.ts, and speaks the marketer's language (src/editor/language.ts).
// To make another content file editable, add one line to `singletons` below (a YAML file, its schema, and its
// pictures' folder if it has pictures).
import { collection, config, fields, singleton } from '@keystatic/core';
import type { z } from 'astro/zod';
import { localeInfo, locales, pathTo, type Locale } from './src/i18n/routes.ts';
import { contentSchemas } from './src/lib/schemas/index.ts';
import type { Words } from './src/lib/schemas/meta.ts';
import { untranslatedFrom } from './src/lib/schemas/text.ts';
import { contactCopySchema, contactEmailSchema } from './src/lib/contact/copy.ts';
import { jsonSchemaTree } from './src/lib/schemas/json-schema-tree.ts';
import { editorContext, fieldsFor, type EntryPlace } from './src/editor/fields.ts';
import { editorLanguage, say } from './src/editor/language.ts';
import { languagePair } from './src/editor/language-pair.tsx';
import { EditorLanguageSwitch } from './src/editor/language-switch.tsx';
import { entryForm } from './src/editor/summary.tsx';
import { words } from './src/editor/words.ts';

const languageName = (lang: Locale) => localeInfo[lang].name;
const casesCollection = (lang: Locale) => `cases${lang === 'es' ? 'Es' : 'En'}`;
const casesDir = (lang: Locale) => `src/content/cases/${lang}`;
/** Where a case or a client is chosen from. */
const collections: EntryPlace['collections'] = { case: casesCollection('en'), client: 'clients' };

/** One YAML file: `file` without its extension, the schema it follows, and where its uploads go. */
function yamlFile(
  label: Words,
  file: string,
  schema: z.core.$ZodType,
  options: { picturesDir?: string; lang?: Locale } = {},
) {
  return singleton({
    label: say(label),
    path: file,
    format: { data: 'yaml' },
    schema: entryForm(fieldsFor(schema, { contentDir: file.slice(0, file.lastIndexOf('/')), collections, ...options })),
  });
}

/** The description of a case: Markdown, saved only once no paragraph keeps the mark of a copy made for translation. */
function description() {
  const label = say({ es: 'Descripción', en: 'Description' });
  const field = fields.markdoc({
    label,
    description: say({
      es: 'El texto al final de la página. Empezá un párrafo con una frase en negrita para darle un título (por ejemplo **Qué hicimos**, y después una línea nueva).',
      en: 'The text at the end of the page. Start a paragraph with a bold phrase to give it a heading (e.g. **What we did**, then a new line).',
    }),
    extension: 'md',
    options: {
      heading: false,
      blockquote: false,
      code: false,
      codeBlock: false,
      divider: false,
      image: false,
      table: false,
      strikethrough: false,
    },
  });
  return {
    ...field,
    // Keystatic keeps a Markdown field's name to itself: the error summary needs it.
    label,
    validate(value: Parameters<typeof field.validate>[0]) {
      const paragraphs: string[] = [];
      value.doc.forEach((node) => void paragraphs.push(node.textContent));
      const from = paragraphs.map((text) => untranslatedFrom(text)).find(Boolean);
      if (from) throw new Error(words.untranslatedDescription(from));
      return field.validate(value);
    },
  };
}

/** The case studies of one language: `src/content/cases/{lang}/{slug}.md`, the body being the description. */
function caseStudies(lang: Locale) {
  // The title names the file too: it is the collection's slug field.
  const schema = contentSchemas.cases(editorContext);
  const { title, ...derived } = fieldsFor(
    schema,
    { contentDir: casesDir(lang), picturesDir: 'src/assets/cases', lang, collections },
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
      { title, ...derived, body: description() },
      {
        languages: languagePair({
          lang,
          other: { lang: other, collection: casesCollection(other), dir: casesDir(other) },
          schema: jsonSchemaTree(schema).root,
          slugField: 'title',
          contentField: 'body',
        }),
      },
    ),
  });
}

/** The studio's clients, one file each (`src/content/clients/{id}.yaml`): a case names one, the home page shows logos. */
const { name: clientName, ...clientFields } = fieldsFor(
  contentSchemas.clients(editorContext),
  { contentDir: 'src/content/clients', picturesDir: 'src/assets/clients', collections },
  'name',
);
const clients = collection({
  label: say({ es: 'Clientes', en: 'Clients' }),
  path: 'src/content/clients/*',
  slugField: 'name',
  format: { data: 'yaml' },
  columns: ['name'],
  schema: entryForm({ name: clientName, ...clientFields }),
});

const perLanguage = <T>(make: (lang: Locale) => T) =>
  Object.fromEntries(locales.map((lang) => [lang, make(lang)])) as Record<Locale, T>;
const uiFiles = perLanguage((lang) =>
  yamlFile(
    { es: `Textos del sitio (${languageName(lang).es})`, en: `Site copy (${languageName(lang).en})` },
    `src/content/ui/${lang}`,
    contentSchemas.ui(editorContext),
    {
      picturesDir: 'src/assets/culture',
      lang,
    },
  ),
);
const contactFiles = perLanguage((lang) =>
  yamlFile(
    { es: `Formulario de contacto (${languageName(lang).es})`, en: `Contact form (${languageName(lang).en})` },
    `src/content/contact-form/${lang}`,
    contactCopySchema,
    {
      lang,
    },
  ),
);

const singletons = {
  cards: yamlFile(
    { es: 'Lista de casos: tarjetas', en: 'Case list: cards' },
    'src/content/cards',
    contentSchemas.cards(editorContext),
    { picturesDir: 'src/assets/cards' },
  ),
  featured: yamlFile(
    { es: 'Casos destacados', en: 'Featured cases' },
    'src/content/featured',
    contentSchemas.featured(editorContext),
  ),
  categories: yamlFile(
    { es: 'Lista de casos: pestañas del filtro', en: 'Case list: filter tabs' },
    'src/content/categories',
    contentSchemas.categories(),
  ),
  clientLogos: yamlFile(
    { es: 'Logos de clientes en el inicio', en: 'Client logos on the home page' },
    'src/content/client-logos',
    contentSchemas.clientLogos(editorContext),
  ),
  services: yamlFile({ es: 'Servicios', en: 'Services' }, 'src/content/services', contentSchemas.services()),
  certifications: yamlFile(
    { es: 'Certificaciones', en: 'Certifications' },
    'src/content/certifications',
    contentSchemas.certifications(),
  ),
  company: yamlFile({ es: 'Datos del estudio', en: 'Studio details' }, 'src/content/company', contentSchemas.company()),
  root: yamlFile(
    { es: 'Selector de idioma y página perdida', en: 'Language picker and lost page' },
    'src/content/root',
    contentSchemas.root(),
  ),
  contactEmail: yamlFile(
    { es: 'E-mail al estudio por cada mensaje', en: 'E-mail to the studio for each message' },
    'src/content/contact-email',
    contactEmailSchema,
  ),
  uiEs: uiFiles.es,
  uiEn: uiFiles.en,
  contactFormEs: contactFiles.es,
  contactFormEn: contactFiles.en,
};

const githubRepo = import.meta.env.PUBLIC_KEYSTATIC_GITHUB_REPO as `${string}/${string}` | undefined;

export default config({
  // Local files while developing; commits to GitHub when the production server runs the editor (docs/editing.md).
  storage: githubRepo ? { kind: 'github', repo: githubRepo } : { kind: 'local' },
  // Keystatic's own buttons and pages, in the marketer's language where Keystatic has it (docs/editing.md).
  locale: editorLanguage === 'es' ? 'es-ES' : 'en-US',
  ui: {
    brand: { name: 'Lumbre', mark: EditorLanguageSwitch },
    navigation: {
      [say({ es: 'Casos', en: 'Case studies' })]: ['casesEn', 'casesEs', 'cards', 'featured', 'categories', 'clients'],
      [say({ es: 'Sitio', en: 'Site' })]: [
        'uiEs',
        'uiEn',
        'services',
        'clientLogos',
        'certifications',
        'contactFormEs',
        'contactFormEn',
      ],
      [say({ es: 'Estudio', en: 'Studio' })]: ['company', 'root', 'contactEmail'],
    },
  },
  collections: { casesEn: caseStudies('en'), casesEs: caseStudies('es'), clients },
  singletons,
});
