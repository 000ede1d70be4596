// The route table: the one source of truth for every path of the site.
// Pages, navigation, footer, sitemap, hreflang and the language switcher all read it.

export const locales = ['es', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** What the code says of each language beyond its code: its name in each language of the site, as it reads within a
 * sentence (the editor's labels, the build's messages), its name in itself, and its region as Open Graph's og:locale
 * names it. The words a visitor reads about a language are content. */
export const localeInfo = {
  es: { name: { es: 'español', en: 'Spanish' }, ownName: 'Español', ogLocale: 'es_AR', dateLocale: 'es-AR' },
  en: { name: { es: 'inglés', en: 'English' }, ownName: 'English', ogLocale: 'en_US', dateLocale: 'en-GB' },
} as const satisfies Record<
  Locale,
  {
    name: Record<Locale, string>;
    ownName: string;
    ogLocale: string;
    /** How dates and times are written for a reader of the language (BCP 47, for Intl.DateTimeFormat). */
    dateLocale: string;
  }
>;

/** Slug of each screen per language; `null` where a screen does not exist in that language. */
export const pageSlugs = {
  home: { es: '', en: '' },
  contact: { es: 'escribinos', en: 'say-hello' },
  services: { es: 'que-hacemos', en: 'what-we-do' },
  culture: { es: 'nuestra-cultura', en: 'our-culture' },
  cases: { es: 'casos-de-estudio', en: 'case-studies' },
  gallery: { es: null, en: 'test-case-studies' },
} as const satisfies Record<string, Record<Locale, string | null>>;

export type PageKey = keyof typeof pageSlugs;
export const pageKeys = Object.keys(pageSlugs) as PageKey[];

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
