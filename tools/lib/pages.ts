// The page types the benchmarks and the tests measure, one path per type and language: every screen of the route
// table, and one case from the content folder (the first by name; BENCH_CASE=slug picks another).
import { readdirSync } from 'node:fs';
import {
  defaultLocale,
  hasPage,
  locales,
  pageKeys,
  pathTo,
  type Locale,
  type PageKey,
  type Place,
} from '../../src/i18n/routes.ts';
import { folderOf, rowsOf } from '../../src/lib/content-registry.ts';

/** The cases in the content folder, by slug (the default language's file names). */
export const caseSlugs = readdirSync(folderOf(rowsOf('cases')[0]!, defaultLocale))
  .filter((file) => file.endsWith('.md'))
  .map((file) => file.replace(/\.md$/, ''))
  .sort();

export type PageType = PageKey | 'case';

export type PageTypeEntry = { type: PageType } & Record<Locale, string | null>;

const caseSlug = process.env.BENCH_CASE ?? caseSlugs[0];
if (!caseSlug || !caseSlugs.includes(caseSlug)) throw new Error(`No case "${caseSlug}" in src/content/cases`);

const entryOf = (type: PageType, place: Place): PageTypeEntry =>
  Object.assign(
    { type },
    Object.fromEntries(
      locales.map((lang) => [lang, place.key === 'case' || hasPage(place.key, lang) ? pathTo(place, lang) : null]),
    ) as Record<Locale, string | null>,
  );

/** Each screen, with the case page right after the case list. */
export const pageTypes: PageTypeEntry[] = pageKeys.flatMap((key) => [
  entryOf(key, { key }),
  ...(key === 'cases' ? [entryOf('case', { key: 'case', slug: caseSlug })] : []),
]);

export interface PagePath {
  type: PageType;
  lang: Locale;
  path: string;
}

/** Every page type in every language it exists in. */
export const pagePaths: PagePath[] = pageTypes.flatMap((entry) =>
  locales.flatMap((lang) => {
    const path = entry[lang];
    return path ? [{ type: entry.type, lang, path }] : [];
  }),
);
