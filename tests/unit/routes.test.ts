import { describe, expect, it } from 'vitest';
import {
  alternatesOf,
  fallbackFor,
  locales,
  matchPath,
  pageKeys,
  pagePath,
  pageSlugs,
  pathTo,
  staticPathsFor,
  translatePath,
  xDefaultOf,
} from '../../src/i18n/routes.ts';

const table = {
  home: { es: '/es', en: '/en' },
  contact: { es: '/es/escribinos', en: '/en/say-hello' },
  services: { es: '/es/que-hacemos', en: '/en/what-we-do' },
  culture: { es: '/es/nuestra-cultura', en: '/en/our-culture' },
  cases: { es: '/es/casos-de-estudio', en: '/en/case-studies' },
  gallery: { es: null, en: '/en/test-case-studies' },
} as const;

describe('the route table', () => {
  it('has exactly the screens of DESIGN.md', () => {
    expect(pageKeys.sort()).toEqual(Object.keys(table).sort());
  });

  it.each(Object.entries(table))('gives %s its path in each language', (key, paths) => {
    for (const lang of locales) {
      const expected = paths[lang];
      if (expected === null) expect(() => pagePath(key as keyof typeof table, lang)).toThrow(/no es version/);
      else expect(pagePath(key as keyof typeof table, lang)).toBe(expected);
    }
  });

  it('builds case paths under the translated list slug', () => {
    expect(pathTo({ key: 'case', slug: 'aca' }, 'es')).toBe('/es/casos-de-estudio/aca');
    expect(pathTo({ key: 'case', slug: 'aca' }, 'en')).toBe('/en/case-studies/aca');
  });

  it('gives each screen static paths only in the languages it exists in', () => {
    expect(staticPathsFor('contact')).toEqual([
      { params: { lang: 'es', contact: 'escribinos' } },
      { params: { lang: 'en', contact: 'say-hello' } },
    ]);
    expect(staticPathsFor('gallery')).toEqual([{ params: { lang: 'en', gallery: 'test-case-studies' } }]);
  });
});

describe('matchPath', () => {
  it.each(Object.entries(table))('recognises every path of %s', (key, paths) => {
    for (const lang of locales) {
      const path = paths[lang];
      if (path === null) continue;
      expect(matchPath(path)).toMatchObject({ lang, place: { key } });
      expect(matchPath(`${path}/`)).toMatchObject({ lang, place: { key } });
    }
  });

  it('recognises case paths with their slug', () => {
    expect(matchPath('/es/casos-de-estudio/central-puerto')).toMatchObject({
      lang: 'es',
      place: { key: 'case', slug: 'central-puerto' },
    });
  });

  it('does not take one language’s slug for the other’s', () => {
    expect(matchPath('/es/what-we-do')).toMatchObject({ lang: 'es', place: null });
    expect(matchPath('/en/casos-de-estudio/aca')).toMatchObject({ lang: 'en', place: null });
    expect(matchPath('/es/test-case-studies')).toMatchObject({ lang: 'es', place: null });
  });

  it('names nothing for deeper or unknown sub-paths', () => {
    expect(matchPath('/en/case-studies/aca/extra')).toMatchObject({ place: null });
    expect(matchPath('/en/say-hello/step-2')).toMatchObject({ place: null });
    expect(matchPath('/en/404')).toMatchObject({ place: null });
  });

  it('returns null when the first segment is not a language', () => {
    expect(matchPath('/')).toBeNull();
    expect(matchPath('/fr/accueil')).toBeNull();
    expect(matchPath('/casos-de-estudio')).toBeNull();
  });
});

describe('translatePath', () => {
  const pairs = Object.entries(table).filter(([, paths]) => paths.es !== null);

  it.each(pairs)('translates %s both ways', (_key, paths) => {
    expect(translatePath(paths.es!, 'en')).toBe(paths.en);
    expect(translatePath(paths.en, 'es')).toBe(paths.es);
  });

  it('keeps a page in its own language when asked for it', () => {
    for (const [, paths] of pairs) expect(translatePath(paths.es!, 'es')).toBe(paths.es);
  });

  it('translates a case path and keeps its slug', () => {
    expect(translatePath('/es/casos-de-estudio/trufa', 'en')).toBe('/en/case-studies/trufa');
    expect(translatePath('/en/case-studies/trufa', 'es')).toBe('/es/casos-de-estudio/trufa');
  });

  it('keeps the query string and the hash', () => {
    expect(translatePath('/en/case-studies?category=design#grid', 'es')).toBe('/es/casos-de-estudio?category=design#grid');
    expect(translatePath('/es/escribinos#form', 'en')).toBe('/en/say-hello#form');
    expect(translatePath('/es?utm_source=news', 'en')).toBe('/en?utm_source=news');
  });

  it('keeps the slug of an unknown sub-path, translating a known first segment', () => {
    expect(translatePath('/es/algo-nuevo', 'en')).toBe('/en/algo-nuevo');
    expect(translatePath('/en/case-studies/aca/extra', 'es')).toBe('/es/casos-de-estudio/aca/extra');
    expect(translatePath('/es/escribinos/paso-2?x=1', 'en')).toBe('/en/say-hello/paso-2?x=1');
  });

  it('sends the English-only gallery to the Spanish case list', () => {
    expect(translatePath('/en/test-case-studies?category=content', 'es')).toBe('/es/casos-de-estudio?category=content');
  });

  it('sends a path without a language to the home of the target language', () => {
    expect(translatePath('/', 'es')).toBe('/es');
    expect(translatePath('/unknown#x', 'en')).toBe('/en#x');
  });
});

describe('alternates', () => {
  it('lists both languages for a shared screen, with English as x-default', () => {
    expect(alternatesOf({ key: 'services' })).toEqual([
      { lang: 'es', path: '/es/que-hacemos' },
      { lang: 'en', path: '/en/what-we-do' },
    ]);
    expect(xDefaultOf({ key: 'services' })).toBe('en');
  });

  it('lists only English for the gallery', () => {
    expect(alternatesOf({ key: 'gallery' })).toEqual([{ lang: 'en', path: '/en/test-case-studies' }]);
  });

  it('pairs case pages', () => {
    expect(alternatesOf({ key: 'case', slug: 'gogol' }).map((a) => a.path)).toEqual([
      '/es/casos-de-estudio/gogol',
      '/en/case-studies/gogol',
    ]);
  });
});

describe('fallbackFor (paths nothing matched)', () => {
  it('shows the home of the language under /es/ and /en/', () => {
    expect(fallbackFor('/es/no-existe')).toEqual({ status: 404, lang: 'es' });
    expect(fallbackFor('/en/case-studies/unknown-case')).toEqual({ status: 404, lang: 'en' });
  });

  it('redirects a non-language first segment to /en', () => {
    expect(fallbackFor('/about')).toEqual({ status: 302, location: '/en' });
    expect(fallbackFor('/fr/accueil')).toEqual({ status: 302, location: '/en' });
  });

  it('answers a plain 404 for missing files and build assets', () => {
    expect(fallbackFor('/logo.png')).toEqual({ status: 404, lang: null });
    expect(fallbackFor('/_astro/missing')).toEqual({ status: 404, lang: null });
    expect(fallbackFor('/api/unknown')).toEqual({ status: 404, lang: null });
  });
});

describe('the slugs themselves', () => {
  it('are lowercase and URL-safe', () => {
    for (const key of pageKeys) {
      for (const lang of locales) {
        const slug = pageSlugs[key][lang];
        if (slug) expect(slug).toMatch(/^[a-z0-9-]+$/);
      }
    }
  });
});
