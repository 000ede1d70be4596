// The editor at /keystatic (`npm run dev`; see docs/editing.md). Every form is derived from the content's schemas
// (src/lib/content-schema.ts) by src/editor/fields.ts. To make another content file editable, add one line to
// `singletons` below (a YAML file, its schema, and its pictures' folder if it has pictures).
import { collection, config, fields, singleton } from '@keystatic/core';
import type { z } from 'astro/zod';
import { localeInfo, locales, pathTo, slugPattern, type Locale } from './src/i18n/routes.ts';
import { contentSchemas } from './src/lib/content-schema.ts';
import { contactCopySchema, contactEmailSchema } from './src/lib/contact/copy.ts';
import { editorContext, fieldsFor, textValidation, unwrap } from './src/editor/fields.ts';
import { languagePair } from './src/editor/language-pair.tsx';

const languageLabel = (lang: Locale) => localeInfo[lang].name;
const casesCollection = (lang: Locale) => `cases${lang[0]!.toUpperCase()}${lang.slice(1)}`;
const casesDir = (lang: Locale) => `src/content/cases/${lang}`;

/** One YAML file: `file` without its extension, the schema it follows, and where its uploads go. */
function yamlFile(label: string, file: string, schema: z.core.$ZodType, options: { picturesDir?: string; lang?: Locale } = {}) {
  return singleton({
    label,
    path: file,
    format: { data: 'yaml' },
    schema: fieldsFor(schema, {
      contentDir: file.slice(0, file.lastIndexOf('/')),
      casesCollection: casesCollection('en'),
      ...options,
    }),
  });
}

/** The case studies of one language: `src/content/cases/{lang}/{slug}.md`, the body being the description. */
function caseStudies(lang: Locale) {
  // The title becomes the slug field below: it names the file.
  const { title: _titleAsText, ...rest } = fieldsFor(contentSchemas.cases(editorContext), {
    contentDir: casesDir(lang),
    picturesDir: 'src/assets/cases',
    lang,
    casesCollection: casesCollection('en'),
  });
  const titleSchema = contentSchemas.cases(editorContext).shape.title;
  const titleMeta = unwrap(titleSchema).meta;
  return collection({
    label: `Case studies (${languageLabel(lang)})`,
    path: `${casesDir(lang)}/*`,
    slugField: 'title',
    format: { contentField: 'body' },
    previewUrl: pathTo({ key: 'case', slug: '{slug}' }, lang),
    columns: ['title'],
    schema: {
      languages: languagePair({
        lang,
        collections: Object.fromEntries(
          locales.map((other) => [other, { key: casesCollection(other), label: languageLabel(other), dir: casesDir(other) }]),
        ) as Record<Locale, { key: string; label: string; dir: string }>,
      }),
      title: fields.slug({
        name: { label: titleMeta.title ?? 'Title', description: titleMeta.description, validation: textValidation(titleSchema, titleMeta.title ?? 'Title') },
        slug: {
          label: 'Address (slug)',
          description: 'The end of the page’s address, the same in both languages: lowercase letters, digits and hyphens.',
          validation: { pattern: { regex: slugPattern, message: 'Use lowercase letters, digits and hyphens, like "huerta-urbana"' } },
        },
      }),
      ...rest,
      body: fields.markdoc({
        label: 'Description',
        description:
          'The text at the end of the page. Start a paragraph with a bold phrase to give it a heading (e.g. **What we did**, then a new line).',
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
      }),
    },
  });
}

const perLanguage = <T,>(make: (lang: Locale) => T) => Object.fromEntries(locales.map((lang) => [lang, make(lang)])) as Record<Locale, T>;
const uiFiles = perLanguage((lang) =>
  yamlFile(`Site copy (${languageLabel(lang)})`, `src/content/ui/${lang}`, contentSchemas.ui(editorContext), { picturesDir: 'src/assets/culture', lang }),
);
const contactFiles = perLanguage((lang) => yamlFile(`Contact form (${languageLabel(lang)})`, `src/content/contact-form/${lang}`, contactCopySchema, { lang }));

const singletons = {
  cards: yamlFile('Case list: cards', 'src/content/cards', contentSchemas.cards(editorContext), { picturesDir: 'src/assets/cards' }),
  featured: yamlFile('Featured cases', 'src/content/featured', contentSchemas.featured(editorContext)),
  categories: yamlFile('Case list: filter tabs', 'src/content/categories', contentSchemas.categories()),
  clients: yamlFile('Clients and logos', 'src/content/clients', contentSchemas.clients(editorContext), { picturesDir: 'src/assets/clients' }),
  services: yamlFile('Services', 'src/content/services', contentSchemas.services()),
  certifications: yamlFile('Certifications', 'src/content/certifications', contentSchemas.certifications()),
  company: yamlFile('Studio details', 'src/content/company', contentSchemas.company()),
  root: yamlFile('Language picker and lost page', 'src/content/root', contentSchemas.root()),
  contactEmail: yamlFile('E-mail to the studio for each message', 'src/content/contact-email', contactEmailSchema),
  uiEs: uiFiles.es,
  uiEn: uiFiles.en,
  contactFormEs: contactFiles.es,
  contactFormEn: contactFiles.en,
};

const githubRepo = import.meta.env.PUBLIC_KEYSTATIC_GITHUB_REPO as `${string}/${string}` | undefined;

export default config({
  // Local files while developing; commits to GitHub when the production server runs the editor (docs/editing.md).
  storage: githubRepo ? { kind: 'github', repo: githubRepo } : { kind: 'local' },
  ui: {
    brand: { name: 'Lumbre' },
    navigation: {
      'Case studies': ['casesEn', 'casesEs', 'cards', 'featured', 'categories'],
      Site: ['uiEn', 'uiEs', 'services', 'clients', 'certifications', 'contactFormEn', 'contactFormEs'],
      Studio: ['company', 'root', 'contactEmail'],
    },
  },
  collections: { casesEn: caseStudies('en'), casesEs: caseStudies('es') },
  singletons,
});
