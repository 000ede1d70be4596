// Every collection of the site. The schemas live in src/lib/schemas/ (the editor derives its forms from
// them); this file loads the files and adds what only the build can check: that pictures, videos and cases exist.
// A mistake in a content file fails the build with the file and the field.
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, extname, resolve } from 'node:path';
import { defineCollection, type SchemaContext } from 'astro:content';
import { file, glob, type Loader } from 'astro/loaders';
import { parse } from 'yaml';
import { z } from 'astro/zod';
import { hasPage, isLocale, localeInfo, locales, type PageKey } from './i18n/routes.ts';
import { contactCopySchema } from './lib/contact/copy.ts';
import { contentSchemas } from './lib/schemas/index.ts';
import type { ContentContext } from './lib/schemas/meta.ts';
import { untranslatedFrom } from './lib/schemas/text.ts';
import { jsonSchemaTree, type SchemaNode } from './lib/schemas/json-schema-tree.ts';

/** The ids of the case list's filter tabs, as src/content/categories.yaml lists them now (its own schema checks it). */
function tabIds(): string[] {
  const { categories } = (parse(readFileSync('src/content/categories.yaml', 'utf8')) ?? {}) as {
    categories?: { id?: unknown }[];
  };
  return (categories ?? []).flatMap(({ id }) => (typeof id === 'string' ? [id] : []));
}

/** The schemas' context at build time: Astro's image(), the file checks and the filter's tabs. */
const withFiles = (context: SchemaContext): ContentContext => ({ ...context, exists: existsSync, categories: tabIds });

/** One YAML file as one entry, named after the file (`src/content/cards.yaml` → `cards`). */
function yamlFile(path: string) {
  const id = basename(path, extname(path));
  return file(path, { parser: (source) => ({ [id]: parse(source) ?? {} }) });
}

/** The fields of `value` (as `a.b[0].c`) whose value is exactly `wanted`. */
function fieldsHolding(value: unknown, wanted: string, field = ''): string[] {
  if (value === wanted) return [field];
  if (Array.isArray(value)) return value.flatMap((item, index) => fieldsHolding(item, wanted, `${field}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => fieldsHolding(item, wanted, field ? `${field}.${key}` : key));
  }
  return [];
}

/** Fails the sync when an entry names a picture that does not exist, saying which file and field name it. */
function withPictureCheck(inner: Loader): Loader {
  return {
    name: `${inner.name}-pictures`,
    load: async (context) => {
      await inner.load(context);
      for (const [id, entry] of context.store.entries()) {
        const file = entry.filePath ?? id;
        // The store lists the pictures an entry names through image() as assetImports, as written in the file.
        const missing = (entry.assetImports ?? [])
          .filter((picture) => !existsSync(resolve(dirname(file), picture)))
          .flatMap((picture) => fieldsHolding(entry.data, picture).map((field) => `${field}: ${picture}`));
        if (missing.length > 0) throw new Error(`${file} names pictures that do not exist:\n  ${missing.join('\n  ')}`);
      }
    },
  };
}

/** The fields of a schema that belong to one page (`editor.page`), as paths: `gallery`, `meta.gallery`. */
function pageFields(node: SchemaNode, path: string[] = []): { path: string[]; page: PageKey }[] {
  const page = node.editor?.page;
  if (page) return [{ path, page }];
  return Object.entries(node.properties ?? {}).flatMap(([key, child]) => pageFields(child, [...path, key]));
}

/** Words of a page some languages lack (the gallery) are optional in the schema, and required where the page exists. */
function withPageCopyCheck(inner: Loader, schema: z.ZodType): Loader {
  const pages = pageFields(jsonSchemaTree(schema).root);
  return {
    name: `${inner.name}-page-copy`,
    load: async (context) => {
      await inner.load(context);
      for (const [id, entry] of context.store.entries()) {
        if (!isLocale(id)) continue;
        const missing = pages
          .filter(({ page }) => hasPage(page, id))
          .filter(
            ({ path }) =>
              path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], entry.data) ===
              undefined,
          );
        if (missing.length > 0) {
          throw new Error(
            `${entry.filePath ?? id} lacks words its pages need: ${missing.map(({ path, page }) => `${path.join('.')} (the ${page} page)`).join(', ')}`,
          );
        }
      }
    },
  };
}

/**
 * A glob loader that also requires every case to exist in both languages, with a description translated (the
 * other fields' texts are checked by the schema): no paragraph may keep the mark of a copy made for translation.
 */
function casesLoader(): Loader {
  const inner = glob({ pattern: `{${locales.join(',')}}/*.md`, base: './src/content/cases' });
  return {
    name: 'cases-in-both-languages',
    load: async (context) => {
      await inner.load(context);
      const ids = new Set(context.store.keys());
      for (const id of ids) {
        const [lang, slug] = id.split('/');
        // A line's text as read: Markdown's escapes (`\[EN\]`) and emphasis (`**[EN]**`) set aside.
        const lines = (context.store.get(id)?.body ?? '')
          .split('\n')
          .map((line) => line.replace(/\\(?=[[\]])/g, '').replace(/^[*_]+/, ''));
        const marked = lines.find((line) => untranslatedFrom(line));
        if (marked) {
          throw new Error(
            `src/content/cases/${id}.md: the description is still the ${untranslatedFrom(marked) === 'es' ? 'Spanish' : 'English'} text marked for translation ("${marked.slice(0, 40)}…"): translate it and remove the mark`,
          );
        }
        for (const other of locales) {
          if (other !== lang && !ids.has(`${other}/${slug}`)) {
            throw new Error(
              `src/content/cases/${lang}/${slug}.md has no ${localeInfo[other].name.en} version: add src/content/cases/${other}/${slug}.md`,
            );
          }
        }
      }
    },
  };
}

export const collections = {
  /** Every string of the site's frame and screens, one file per language (`src/content/ui/{es,en}.yaml`). */
  ui: defineCollection({
    loader: withPageCopyCheck(
      withPictureCheck(glob({ pattern: '*.yaml', base: './src/content/ui' })),
      contentSchemas.ui({ image: () => z.string() } as never),
    ),
    schema: (context) => contentSchemas.ui(withFiles(context)),
  }),
  /** One Markdown file per case and language (`src/content/cases/{en,es}/{slug}.md`); the body is the description. */
  cases: defineCollection({
    loader: withPictureCheck(casesLoader()),
    schema: (context) => contentSchemas.cases(withFiles(context)),
  }),
  cards: defineCollection({
    loader: withPictureCheck(yamlFile('src/content/cards.yaml')),
    schema: (context) => contentSchemas.cards(withFiles(context)),
  }),
  categories: defineCollection({
    loader: yamlFile('src/content/categories.yaml'),
    schema: contentSchemas.categories(),
  }),
  /** One YAML file per client (`src/content/clients/{id}.yaml`), the id being the file's name. */
  clients: defineCollection({
    loader: withPictureCheck(glob({ pattern: '*.yaml', base: './src/content/clients' })),
    schema: (context) => contentSchemas.clients(withFiles(context)),
  }),
  clientLogos: defineCollection({
    loader: yamlFile('src/content/client-logos.yaml'),
    schema: (context) => contentSchemas.clientLogos(withFiles(context)),
  }),
  services: defineCollection({ loader: yamlFile('src/content/services.yaml'), schema: contentSchemas.services() }),
  certifications: defineCollection({
    loader: yamlFile('src/content/certifications.yaml'),
    schema: contentSchemas.certifications(),
  }),
  featured: defineCollection({
    loader: yamlFile('src/content/featured.yaml'),
    schema: (context) => contentSchemas.featured(withFiles(context)),
  }),
  company: defineCollection({ loader: yamlFile('src/content/company.yaml'), schema: contentSchemas.company() }),
  root: defineCollection({ loader: yamlFile('src/content/root.yaml'), schema: contentSchemas.root() }),
  /** The contact form's words, one YAML file per language (`src/content/contact-form/{es,en}.yaml`). */
  contactForm: defineCollection({
    loader: glob({ pattern: '*.yaml', base: './src/content/contact-form' }),
    schema: contactCopySchema,
  }),
};
