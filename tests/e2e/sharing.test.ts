// What a shared link and a search engine get from every page: its own Open Graph picture and valid JSON-LD.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { baseURL } from '../support/browser.ts';
import { allPages, indexedPages } from '../support/site.ts';
import { readContent } from '../support/content.ts';
import { pagePath, pathTo } from '../../src/i18n/routes.ts';

interface Head {
  path: string;
  meta: (property: string) => string | undefined;
  jsonLd: Record<string, unknown>[];
}

const heads: Head[] = await Promise.all(
  indexedPages.map(async ({ path }) => {
    const html = await (await fetch(baseURL + path)).text();
    const meta = (property: string) =>
      new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1]?.replaceAll('&amp;', '&');
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    const jsonLd = scripts.flatMap(
      ([, text = '']) => (JSON.parse(text) as { '@graph': Record<string, unknown>[] })['@graph'],
    );
    return { path, meta, jsonLd };
  }),
);
const { company } = readContent();
const ofType = (head: Head, type: string) => head.jsonLd.find((node) => node['@type'] === type);

describe('Open Graph pictures', () => {
  it.each(heads.map((head) => [head.path, head] as const))(
    '%s shares its own 1200×630 picture, described',
    async (_path, head) => {
      const image = head.meta('og:image');
      expect(image).toBeTruthy();
      const response = await fetch(baseURL + new URL(image!).pathname);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/(png|jpeg)/);
      const { width, height } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect({ width, height }).toEqual({ width: 1200, height: 630 });
      expect([head.meta('og:image:width'), head.meta('og:image:height')]).toEqual(['1200', '630']);
      expect(head.meta('og:image:alt')).toBeTruthy();
      expect(head.meta('twitter:card')).toBe('summary_large_image');
    },
  );

  it('gives no two pages the same picture: each screen and each case has its own, per language', () => {
    const images = heads.map((head) => head.meta('og:image'));
    expect(new Set(images).size).toBe(heads.length);
  });
});

describe('structured data', () => {
  it.each(indexedPages.map((page) => [page.path, page] as const))(
    '%s describes the agency and the site',
    (path, page) => {
      const head = heads.find((candidate) => candidate.path === path)!;
      const organization = ofType(head, 'Organization');
      expect(organization).toMatchObject({
        name: expect.any(String),
        logo: expect.stringMatching(/^https:\/\//),
        email: expect.stringContaining('@'),
        address: { '@type': 'PostalAddress', streetAddress: expect.any(String), addressLocality: expect.any(String) },
      });
      // The studio's own profiles are the studio; a playlist it shares is not.
      expect(organization!.sameAs).toEqual(company.social.filter((link) => link.profile).map((link) => link.url));
      const home = new URL(pagePath('home', page.lang), organization!.url as string).href;
      expect(ofType(head, 'WebSite')).toMatchObject({
        '@id': `${home}#website`,
        url: home,
        inLanguage: page.lang,
        publisher: { '@id': organization!['@id'] },
      });
      if (page.place.key !== 'case') {
        expect(ofType(head, 'CreativeWork')).toBeUndefined();
        return;
      }
      const work = ofType(head, 'CreativeWork');
      expect(work).toMatchObject({
        name: expect.any(String),
        description: head.meta('description'),
        image: head.meta('og:image'),
        inLanguage: page.lang,
        dateCreated: expect.stringMatching(/^\d{4}$/),
        creator: { '@id': organization!['@id'] },
      });
      const crumbs = (ofType(head, 'BreadcrumbList')!.itemListElement as { position: number; item: string }[]).map(
        ({ position, item }) => [position, new URL(item).pathname],
      );
      expect(crumbs).toEqual([
        [1, pagePath('home', page.lang)],
        [2, pagePath('cases', page.lang)],
        [3, pathTo(page.place, page.lang)],
      ]);
    },
  );

  // A list's later page or a not-found home is followed, not indexed: nothing there for a search engine to describe.
  it.each([...allPages.filter((page) => !indexedPages.includes(page)).map(({ path }) => path), '/en/nope', '/es/nada'])(
    '%s, not indexed, carries none',
    async (path) => {
      const html = await (await fetch(baseURL + path)).text();
      expect(html).toContain('content="noindex');
      expect(html).not.toContain('application/ld+json');
    },
  );
});
