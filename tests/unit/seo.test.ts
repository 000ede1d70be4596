import { describe, expect, it } from 'vitest';
import { hreflangLinks, isIndexable, sitemapAlternates } from '../../src/i18n/seo.ts';

const site = 'https://www.example.com';

describe('hreflang links', () => {
  it('pairs a screen with its translation and adds x-default in English', () => {
    expect(hreflangLinks({ key: 'contact' }, site)).toEqual([
      { hreflang: 'es', href: 'https://www.example.com/es/escribinos' },
      { hreflang: 'en', href: 'https://www.example.com/en/say-hello' },
      { hreflang: 'x-default', href: 'https://www.example.com/en/say-hello' },
    ]);
  });

  it('gives the sitemap the same pairs for any URL of the pair', () => {
    const fromSpanish = sitemapAlternates('https://www.example.com/es/que-hacemos');
    expect(fromSpanish).toContainEqual({ lang: 'en', url: 'https://www.example.com/en/what-we-do' });
    expect(sitemapAlternates('https://www.example.com/en/what-we-do')).toEqual(fromSpanish);
  });
});

describe('isIndexable', () => {
  it("accepts every real page and refuses the not-found variants, the case list's later pages and the language picker", () => {
    expect(isIndexable('/es')).toBe(true);
    expect(isIndexable('/en/case-studies/aca/')).toBe(true);
    expect(isIndexable('/en/test-case-studies')).toBe(true);
    // The case list's later pages are followed through it, not indexed.
    expect(isIndexable('/en/case-studies/2')).toBe(false);
    expect(isIndexable('/es/404')).toBe(false);
    expect(isIndexable('/en/404/')).toBe(false);
    expect(isIndexable('/')).toBe(false);
  });
});
