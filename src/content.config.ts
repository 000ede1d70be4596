// Every collection of the site. The schemas live in src/lib/schemas/ (the editor derives its forms from
// them); this file loads the files and adds what only the build can check: that pictures, videos and cases exist.
// A mistake in a content file fails the build with the file and the field.
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, extname, resolve } from 'node:path';
import { defineCollection, type SchemaContext } from 'astro:content';
import { fileURLToPath } from 'node:url';
import { file, glob, type Loader, type LoaderContext } from 'astro/loaders';
import { load } from 'js-yaml';
import { locales, type Locale } from './i18n/routes.ts';
import { contactCopySchema } from './lib/contact/copy.ts';
import { contentSchemas } from './lib/schemas/index.ts';
import type { ContentContext } from './lib/schemas/meta.ts';
import { hasUiPart, joinUiParts, uiFile, uiParts, type UiPart } from './lib/schemas/ui.ts';
import { caseProblem, missingPictures } from './lib/content-checks.ts';

/** The ids of the case list's filter tabs, as src/content/categories.yaml lists them now (its own schema checks it). */
function tabIds(): string[] {
  const { categories } = (load(readFileSync('src/content/categories.yaml', 'utf8')) ?? {}) as {
    categories?: { id?: unknown }[];
  };
  return (categories ?? []).flatMap(({ id }) => (typeof id === 'string' ? [id] : []));
}

/** The schemas' context at build time: Astro's image(), the file checks and the filter's tabs. */
const withFiles = (context: SchemaContext): ContentContext => ({ ...context, exists: existsSync, categories: tabIds });

/** One YAML file as one entry, named after the file (`src/content/cards.yaml` → `cards`). */
function yamlFile(path: string) {
  const id = basename(path, extname(path));
  return file(path, { parser: (source) => ({ [id]: (load(source) as Record<string, unknown> | undefined) ?? {} }) });
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
        const problem = missingPictures(file, entry.data, entry.assetImports ?? [], (picture) =>
          existsSync(resolve(dirname(file), picture)),
        );
        if (problem) throw new Error(problem);
      }
    },
  };
}

/**
 * The site's words, one folder per page with a file per language (`src/content/ui/{part}/{lang}.yaml`), joined into
 * one entry per language: the pages read them as one. A part a language's pages need and that is missing stops the
 * sync, naming its file; a change to any part reloads its language, as Astro's own loaders do.
 */
function uiLoader(): Loader {
  const folder = 'src/content/ui';
  const readPart = (root: URL, part: UiPart, lang: Locale) => {
    const path = fileURLToPath(new URL(uiFile(part, lang), root));
    if (existsSync(path)) return (load(readFileSync(path, 'utf8')) as Record<string, unknown> | undefined) ?? {};
    if (hasUiPart(part, lang))
      throw new Error(`${uiFile(part, lang)} is missing: the site's ${part.folder} words in this language`);
    return undefined;
  };
  // Every language is parsed before the store changes, so a half-written file (an editor's save arrives as a
  // truncate and a write) leaves the last good words in place rather than an empty store.
  const sync = async ({ config, parseData, store }: LoaderContext) => {
    const entries = [];
    for (const lang of locales) {
      const data = joinUiParts((part) => readPart(config.root, part, lang));
      // Pictures' paths are read from a part's file: they all sit at the same depth.
      const filePath = uiFile(uiParts[0], lang);
      const parsed = await parseData({ id: lang, data, filePath: fileURLToPath(new URL(filePath, config.root)) });
      entries.push({ id: lang, data: parsed, filePath });
    }
    store.clear();
    for (const entry of entries) store.set(entry);
  };
  return {
    name: 'ui-by-page',
    load: async (context) => {
      await sync(context);
      const watched = fileURLToPath(new URL(`${folder}/`, context.config.root));
      context.watcher?.add(watched);
      // A save can arrive as two writes (the file emptied, then written) and the watcher passes on only the first
      // of events 50 ms apart: the reload waits for the file to settle. One reload runs at a time; a mistake is
      // logged, as Astro's glob loader does, and the save that mends it reloads.
      let settling: ReturnType<typeof setTimeout> | undefined;
      let reloading = Promise.resolve();
      const reload = (changed: string) => {
        if (!changed.startsWith(watched)) return;
        clearTimeout(settling);
        settling = setTimeout(() => {
          reloading = reloading.then(() =>
            sync(context).catch((error: unknown) =>
              context.logger.error(
                `Failed to reload the site's words: ${error instanceof Error ? error.message : error}`,
              ),
            ),
          );
        }, 100);
      };
      context.watcher?.on('change', reload);
      context.watcher?.on('add', reload);
    },
  };
}

/** A glob loader that also requires every case in both languages, with its description translated. */
function casesLoader(): Loader {
  const inner = glob({ pattern: `{${locales.join(',')}}/*.md`, base: './src/content/cases' });
  return {
    name: 'cases-in-both-languages',
    load: async (context) => {
      await inner.load(context);
      const cases = new Map([...context.store.entries()].map(([id, entry]) => [id, { body: entry.body ?? '' }]));
      const problem = caseProblem(cases);
      if (problem) throw new Error(problem);
    },
  };
}

export const collections = {
  /** Every word of the site, one entry per language, from one file per page and language (`src/content/ui/`). */
  ui: defineCollection({
    loader: withPictureCheck(uiLoader()),
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
