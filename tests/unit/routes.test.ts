// The route table's behaviour: every path it builds is matched back to its place, translated both ways, and
// shared by hreflang and static paths. Expectations are derived from the table, so adding a screen or renaming a
// slug keeps these tests meaningful without editing them.
import { describe, expect, it } from 'vitest';
import {
  alternatesOf,
  hasPage,
  locales,
  localesOf,
  matchPath,
  pageKeys,
  pagePath,
  pageSlugs,
  pathTo,
  staticPathsFor,
  translatePath,
  xDefaultOf,
  type Locale,
  type Place,
} from '../../src/i18n/routes.ts';
import { caseSlugs } from '../support/site.ts';

const otherThan = (lang: Locale) => locales.find((other) => other !== lang)!;
const places: Place[] = [
  ...pageKeys.map((key) => ({ key })),
  ...caseSlugs.map((slug) => ({ key: 'case' as const, slug })),
  ...[2, 10].map((page) => ({ key: 'cases' as const, page })),
];
const placesIn = (lang: Locale) => places.filter((place) => localesOf(place).includes(lang));

describe('paths and matching', () => {
  it.each(locales)('matches every path built in %s back to its place, with or without a trailing slash', (lang) => {
    for (const place of placesIn(lang)) {
      const path = pathTo(place, lang);
      expect(path.startsWith(`/${lang}`), path).toBe(true);
      expect(matchPath(path), path).toEqual({ lang, place, rest: path.split('/').filter(Boolean).slice(1) });
      expect(matchPath(`${path}/`)?.place, `${path}/`).toEqual(place);
    }
  });

  it('gives every place a distinct path', () => {
    const paths = locales.flatMap((lang) => placesIn(lang).map((place) => pathTo(place, lang)));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('refuses to build a path for a screen that does not exist in a language', () => {
    for (const key of pageKeys)
      for (const lang of locales)
        if (!hasPage(key, lang)) expect(() => pagePath(key, lang)).toThrow(`no ${lang} version`);
  });

  it('does not take one language’s slug for the other’s', () => {
    for (const lang of locales) {
      for (const key of pageKeys) {
        const foreign = pageSlugs[key][otherThan(lang)];
        if (!foreign || foreign === pageSlugs[key][lang]) continue;
        expect(matchPath(`/${lang}/${foreign}`), `/${lang}/${foreign}`).toMatchObject({ lang, place: null });
      }
    }
  });

  it('names no place for deeper or unknown sub-paths, but keeps their language', () => {
    for (const lang of locales) {
      const cases = pagePath('cases', lang);
      for (const path of [
        `${cases}/aca/extra`,
        `${pagePath('contact', lang)}/step-2`,
        `/${lang}/404`,
        `${cases}/Not_A_Slug`,
        // The list's first page is the list itself; its later pages are numbered from 2.
        `${cases}/1`,
        `${cases}/0`,
        `${cases}/02`,
        `${cases}/2/aca`,
      ]) {
        expect(matchPath(path), path).toMatchObject({ lang, place: null });
      }
    }
  });

  it('returns null when the first segment is not a language', () => {
    for (const path of ['/', '/fr/accueil', `/${pageSlugs.cases.es}`, '/EN/what-we-do'])
      expect(matchPath(path), path).toBeNull();
  });

  it('uses only lowercase, URL-safe slugs', () => {
    for (const key of pageKeys)
      for (const lang of locales) expect(pageSlugs[key][lang] ?? '', `${key} ${lang}`).toMatch(/^[a-z0-9-]*$/);
  });
});

describe('translatePath', () => {
  it.each(locales)('takes every place in %s to the same place in the other language and back', (lang) => {
    const target = otherThan(lang);
    for (const place of placesIn(lang).filter((candidate) => localesOf(candidate).includes(target))) {
      const there = translatePath(pathTo(place, lang), target);
      expect(there).toBe(pathTo(place, target));
      expect(translatePath(there, lang)).toBe(pathTo(place, lang));
      expect(translatePath(pathTo(place, lang), lang)).toBe(pathTo(place, lang));
    }
  });

  it('sends a screen missing in the target language to its counterpart, keeping the query', () => {
    expect(translatePath('/en/test-case-studies?category=content', 'es')).toBe('/es/casos-de-estudio?category=content');
  });

  it('keeps the query string and the hash', () => {
    for (const lang of locales) {
      const target = otherThan(lang);
      expect(translatePath(`${pagePath('cases', lang)}?category=design#grid`, target)).toBe(
        `${pagePath('cases', target)}?category=design#grid`,
      );
      expect(translatePath(`${pagePath('home', lang)}?utm_source=news`, target)).toBe(
        `${pagePath('home', target)}?utm_source=news`,
      );
    }
  });

  it('keeps the slug of an unknown sub-path, translating a known first segment', () => {
    expect(translatePath('/es/algo-nuevo', 'en')).toBe('/en/algo-nuevo');
    expect(translatePath(`${pagePath('cases', 'en')}/aca/extra`, 'es')).toBe(`${pagePath('cases', 'es')}/aca/extra`);
    expect(translatePath(`${pagePath('contact', 'es')}/paso-2?x=1`, 'en')).toBe(
      `${pagePath('contact', 'en')}/paso-2?x=1`,
    );
  });

  it('sends a path without a language to the home of the target language', () => {
    expect(translatePath('/', 'es')).toBe(pagePath('home', 'es'));
    expect(translatePath('/unknown#x', 'en')).toBe(`${pagePath('home', 'en')}#x`);
  });
});

describe('alternates and static paths', () => {
  it('list each place in exactly the languages it exists in, English as x-default where there is one', () => {
    for (const place of places) {
      const alternates = alternatesOf(place);
      expect(alternates.map(({ lang }) => lang)).toEqual(localesOf(place));
      for (const { path } of alternates) expect(matchPath(path)?.place).toEqual(place);
      expect(xDefaultOf(place)).toBe(localesOf(place).includes('en') ? 'en' : localesOf(place)[0]);
    }
  });

  it('give each screen static params that build its path, in the languages it exists in', () => {
    for (const key of pageKeys.filter((candidate) => candidate !== 'home') as Exclude<
      (typeof pageKeys)[number],
      'home'
    >[]) {
      const params = staticPathsFor(key).map(({ params }) => params);
      expect(params.map(({ lang }) => lang)).toEqual(locales.filter((lang) => hasPage(key, lang)));
      for (const param of params)
        expect(`/${param.lang}/${(param as Record<string, string>)[key]}`).toBe(pagePath(key, param.lang));
    }
  });
});
