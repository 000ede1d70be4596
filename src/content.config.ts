// Every collection of the site, read off the content's map (src/lib/content-registry.ts): this file loads the files
// and adds what only the build can check, that pictures, videos and cases exist. A mistake in a content file fails
// the build with the file and the field.
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, extname, resolve } from 'node:path';
import { defineCollection, type SchemaContext } from 'astro:content';
import { fileURLToPath } from 'node:url';
import { file, glob, type Loader, type LoaderContext } from 'astro/loaders';
import { load } from 'js-yaml';
import { locales, type Locale } from './i18n/routes.ts';
import {
  collectionNames,
  fileOf,
  folderOf,
  hasEntries,
  isPerLanguage,
  joinWords,
  languagesOf,
  rowsOf,
  rowId,
  schemaOf,
  type CollectionName,
  type CollectionSchema,
  type ContentRow,
} from './lib/content-registry.ts';
import type { ContentContext } from './lib/schemas/meta.ts';
import { caseProblem, missingPictures } from './lib/content-checks.ts';
import { categoryIds } from './lib/schemas/categories.ts';

/** The ids of the case list's filter tabs, as their file lists them now (its own schema checks it). */
const tabIds = () => categoryIds(load(readFileSync(fileOf(rowsOf('categories')[0]!), 'utf8')));

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
  const readPart = (root: URL, row: ContentRow, lang: Locale) => {
    const file = fileOf(row, { lang });
    const path = fileURLToPath(new URL(file, root));
    if (existsSync(path)) return (load(readFileSync(path, 'utf8')) as Record<string, unknown> | undefined) ?? {};
    if (languagesOf(row).includes(lang))
      throw new Error(`${file} is missing: the site's ${rowId(row)} words in this language`);
    return undefined;
  };
  // Every language is parsed before the store changes, so a half-written file (an editor's save arrives as a
  // truncate and a write) leaves the last good words in place rather than an empty store.
  const sync = async ({ config, parseData, store }: LoaderContext) => {
    const entries = [];
    for (const lang of locales) {
      const data = joinWords((row) => readPart(config.root, row, lang));
      // Pictures' paths are read from a part's file: they all sit at the same depth.
      const filePath = fileOf(rowsOf('ui')[0]!, { lang });
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

/** A glob loader of a folder per language that also requires every entry in each, its description translated. */
function inEveryLanguage(row: ContentRow): Loader {
  const extension = row.path.slice(row.path.lastIndexOf('.'));
  const inner = glob({
    pattern: `{${locales.join(',')}}/*${extension}`,
    base: `./${folderOf(row).replace(/\/\{lang\}$/, '')}`,
  });
  return {
    name: 'in-every-language',
    load: async (context) => {
      await inner.load(context);
      const cases = new Map([...context.store.entries()].map(([id, entry]) => [id, { body: entry.body ?? '' }]));
      const problem = caseProblem(cases);
      if (problem) throw new Error(problem);
    },
  };
}

/** The loader of a row's files: one file, a folder of entries, a file per language, a folder per language. */
function loaderOf(row: ContentRow): Loader {
  if (isPerLanguage(row) && hasEntries(row)) return inEveryLanguage(row);
  if (isPerLanguage(row) || hasEntries(row))
    return glob({ pattern: `*${row.path.slice(row.path.lastIndexOf('.'))}`, base: `./${folderOf(row)}` });
  return yamlFile(row.path);
}

/** Every collection of the map, each with its own schema's type for the pages' queries. */
export const collections = Object.fromEntries(
  collectionNames.map((name) => [
    name,
    defineCollection({
      loader: withPictureCheck(name === 'ui' ? uiLoader() : loaderOf(rowsOf(name)[0]!)),
      schema: (context: SchemaContext) => schemaOf(name, withFiles(context)),
    }),
  ]),
) as { [C in CollectionName]: { loader: Loader; schema: (context: SchemaContext) => CollectionSchema<C> } };
