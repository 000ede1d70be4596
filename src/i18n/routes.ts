// The route table: the one source of truth for every path of the site, its languages being the rows of
// ./languages.json. Pages, navigation, footer, sitemap, hreflang and the language switcher all read it.

import type { Words } from './editor-languages.ts';
import languages from './languages.json' with { type: 'json' };

/** What the site says of a language beyond its words, one row per language in ./languages.json. */
export interface LanguageRow {
  /** Its name in itself ("Español"), as the language switcher offers it. */
  ownName: string;
  /** Its name within a sentence of the editor's languages ("Spanish"): the editor's labels, the build's messages. */
  name: Words;
  /** Its region as Open Graph's og:locale names it. */
  ogLocale: string;
  /** How dates and times are written for a reader of the language (BCP 47, for Intl.DateTimeFormat). */
  dateLocale: string;
  /** Each screen's slug; `null` where the screen does not exist in the language. */
  slugs: Record<PageKey, string | null>;
}

/** The site's screens, each a file `src/pages/[lang]/[key].astro` (home: `index.astro`). */
export const pageKeys = ['home', 'contact', 'services', 'culture', 'cases', 'gallery'] as const;
export type PageKey = (typeof pageKeys)[number];

/** The site's languages, in the order the switcher lists them: a language is a row of ./languages.json. */
export type Locale = keyof typeof languages;
export const locales = Object.keys(languages) as Locale[];
/** Each screen's slug as the languages give it: `null` among its types where a language lacks the screen. */
export type SlugTable = (typeof languages)[Locale]['slugs'];
/** The language of `x-default`, and of the editor's previews: English. */
export const defaultLocale = 'en' satisfies Locale as Locale;

/** Each language's row, checked: a language without a slug for a screen stops the build, naming both. */
export const localeInfo = languages as Record<Locale, LanguageRow>;
for (const lang of locales)
  for (const key of pageKeys)
    if (localeInfo[lang].slugs[key] === undefined)
      throw new Error(`src/i18n/languages.json: "${lang}" has no slug for the page "${key}" (null if it has none)`);

/** Slug of each screen per language; `null` where a screen does not exist in that language. */
export const pageSlugs = Object.fromEntries(
  pageKeys.map((key) => [key, Object.fromEntries(locales.map((lang) => [lang, localeInfo[lang].slugs[key]]))]),
) as { [K in PageKey]: Record<Locale, SlugTable[K]> };

/**
 * A place on the site: a screen, one case study (key `case` with its slug), or a later page of the case list (key
 * `cases` with its number, from 2: `/en/case-studies/2`), which crawlers follow but do not index.
 */
export type Place = { key: PageKey } | { key: 'case'; slug: string } | { key: 'cases'; page: number };

/**
 * Cards on each page of the case list: two rows of three on a wide screen, its first screen. A page's first response
 * must fit the first round trip (docs/performance.md), so the list is paged rather than grown with the cases.
 */
export const casesPerPage = 6;

/** A later page of the case list: the number in its address, 2 or more. */
const listPagePattern = /^(?:[2-9]|[1-9][0-9]+)$/;

/** Whether a place is a later page of the case list (indexed through the list's first page). */
export function isListPage(place: Place): place is { key: 'cases'; page: number } {
  return 'page' in place;
}

/** The screen a page without a counterpart in a language maps to when switching to it. */
const counterpartIn: Partial<Record<PageKey, PageKey>> = { gallery: 'cases' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The site's language of a code where the site has it (the editor's language, say), else the default one. */
export const siteLocaleOf = (code: string): Locale => (isLocale(code) ? code : defaultLocale);

export function hasPage(key: PageKey, lang: Locale): boolean {
  return pageSlugs[key][lang] !== null;
}

/** The languages a place exists in. */
export function localesOf(place: Place): Locale[] {
  return place.key === 'case' ? [...locales] : locales.filter((lang) => hasPage(place.key as PageKey, lang));
}

/** Path of a place in a language, e.g. `/es/casos-de-estudio/aca`. Throws for a screen that does not exist there. */
export function pathTo(place: Place, lang: Locale): string {
  if (place.key === 'case') return `/${lang}/${pageSlugs.cases[lang]}/${place.slug}`;
  if (isListPage(place)) return `/${lang}/${pageSlugs.cases[lang]}/${place.page}`;
  const slug = pageSlugs[place.key][lang];
  if (slug === null) throw new Error(`The page "${place.key}" has no ${lang} version`);
  return slug === '' ? `/${lang}` : `/${lang}/${slug}`;
}

/** Shorthand for a screen's path. */
export function pagePath(key: PageKey, lang: Locale): string {
  return pathTo({ key }, lang);
}

export interface Match {
  lang: Locale;
  /** The place the path names, or null when the path is under a language but names nothing known. */
  place: Place | null;
  /** Path segments after the language. */
  rest: string[];
}

function segmentsOf(pathname: string): string[] {
  return pathname.split('/').filter(Boolean);
}

/**
 * What a case slug looks like: lowercase letters, digits and hyphens (the Markdown file's name), not digits alone:
 * `/en/case-studies/2` is the case list's second page.
 */
export const slugPattern = /^(?![0-9]+$)[a-z0-9][a-z0-9-]*$/;

/**
 * Which place a path names. `null` when its first segment is not a language.
 * A case path matches any slug-shaped segment; whether that case exists is the content's business.
 */
export function matchPath(pathname: string): Match | null {
  const [first, ...rest] = segmentsOf(pathname);
  if (!isLocale(first)) return null;
  const lang = first;
  if (rest.length === 0) return { lang, place: { key: 'home' }, rest };
  const [head, sub, ...more] = rest;
  const key = pageKeys.find((k) => k !== 'home' && pageSlugs[k][lang] === head);
  if (!key) return { lang, place: null, rest };
  if (sub === undefined) return { lang, place: { key }, rest };
  if (key === 'cases' && more.length === 0 && listPagePattern.test(sub)) {
    return { lang, place: { key: 'cases', page: Number(sub) }, rest };
  }
  if (key === 'cases' && more.length === 0 && slugPattern.test(sub)) {
    return { lang, place: { key: 'case', slug: sub }, rest };
  }
  return { lang, place: null, rest };
}

/**
 * The same page in another language: the first segment is replaced, a known slug is translated,
 * an unknown sub-path keeps its segments, and query and hash are kept.
 */
export function translatePath(url: string, target: Locale): string {
  const split = /^([^?#]*)(.*)$/.exec(url);
  const pathname = split?.[1] ?? '';
  const suffix = split?.[2] ?? '';
  const match = matchPath(pathname);
  if (!match) return pagePath('home', target) + suffix;
  const { place, rest } = match;
  if (place) {
    if (place.key !== 'case' && !hasPage(place.key, target)) {
      return pagePath(counterpartIn[place.key] ?? 'home', target) + suffix;
    }
    return pathTo(place, target) + suffix;
  }
  // Unknown sub-path: translate the first segment when it is a known slug, keep the rest as it is.
  const [head = '', ...tail] = rest;
  const key = pageKeys.find((k) => pageSlugs[k][match.lang] === head);
  const translatedHead = key && hasPage(key, target) ? pageSlugs[key][target] : head;
  return ['', target, translatedHead, ...tail].join('/') + suffix;
}

/** Every language version of a place, for hreflang and the sitemap. */
export function alternatesOf(place: Place): { lang: Locale; path: string }[] {
  return localesOf(place).map((lang) => ({ lang, path: pathTo(place, lang) }));
}

/** The language whose version is `x-default`: English where it exists. */
export function xDefaultOf(place: Place): Locale {
  const langs = localesOf(place);
  return langs.includes(defaultLocale) ? defaultLocale : (langs[0] ?? defaultLocale);
}

/** The `[lang]` + `[key]` params of a screen's pages, for getStaticPaths. */
export function staticPathsFor<K extends Exclude<PageKey, 'home'>>(key: K) {
  return locales
    .filter((lang) => hasPage(key, lang))
    .map((lang) => ({ params: { lang, [key]: pageSlugs[key][lang] } as { lang: Locale } & Record<K, string> }));
}
