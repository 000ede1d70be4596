import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { baseURL } from '../support/browser.ts';
import { allPages, indexedPages } from '../support/site.ts';
import { isListPage } from '../../src/i18n/routes.ts';
import { readContent } from '../support/content.ts';
import { hreflangLinks } from '../../src/i18n/seo.ts';

const site = 'https://www.lumbre.com.ar';

// The pages' expectations come from the route table and the content; the literal addresses below are the contract
// itself (public URLs, redirects, fallbacks), so they stay written out here, where a change to them should fail.

async function get(path: string) {
  const response = await fetch(baseURL + path, { redirect: 'manual' });
  return { response, html: await response.text() };
}

const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

const { ui } = readContent();
/** The first line of a language's home title: what its home screen, and so its not-found home, shows. */
const homeTitle = { es: ui.es.home.hero.title[0]!, en: ui.en.home.hero.title[0]! };

describe('every route', () => {
  it.each(allPages.map((page) => [page.path, page] as const))(
    '%s answers 200 with its language and head',
    async (path, page) => {
      const { response, html } = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(attr(html, /<html[^>]* lang="([^"]+)"/)).toBe(page.lang);
      expect(attr(html, /<title>([^<]+)<\/title>/)).toBeTruthy();
      expect(attr(html, /<meta name="description" content="([^"]+)"/)).toBeTruthy();
      expect(attr(html, /<meta name="keywords" content="([^"]+)"/)).toBeTruthy();
      // The case list's later pages are followed through it, not indexed.
      const indexed = !isListPage(page.place);
      expect(attr(html, /<link rel="canonical" href="([^"]+)"/)).toBe(indexed ? site + path : undefined);
      expect(attr(html, /<meta property="og:title" content="([^"]+)"/)).toBeTruthy();
      expect(attr(html, /<meta property="og:image" content="([^"]+)"/)).toMatch(
        new RegExp(`^${site}/og/${page.lang}/`),
      );
      const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(
        ([, hreflang, href]) => ({ hreflang, href }),
      );
      expect(alternates).toEqual(indexed ? hreflangLinks(page.place, site) : []);
      expect(attr(html, /<meta name="robots" content="([^"]+)"/)).toBe(indexed ? undefined : 'noindex, follow');
    },
  );
});

describe('paths nothing matches', () => {
  it.each([
    ['/es/no-existe', 'es'],
    ['/es/casos-de-estudio/caso-inexistente', 'es'],
    ['/en/nothing-here', 'en'],
    ['/en/case-studies/unknown/deeper', 'en'],
    ['/es/what-we-do', 'es'],
    ['/es/404', 'es'],
  ] as const)('%s shows the %s home screen with 404 and noindex', async (path, lang) => {
    const { response, html } = await get(path);
    expect(response.status).toBe(404);
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(attr(html, /<html[^>]* lang="([^"]+)"/)).toBe(lang);
    expect(html).toContain('<meta name="robots" content="noindex, follow">');
    expect(html).not.toContain('rel="canonical"');
    expect(html).toContain(homeTitle[lang]);
  });

  it.each(['br', 'gzip'])('sends the not-found home screen compressed (%s), as every page', async (encoding) => {
    const response = await fetch(`${baseURL}/es/no-existe`, { headers: { 'Accept-Encoding': encoding } });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-encoding')).toBe(encoding);
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(await response.text()).toContain(homeTitle.es);
  });

  it.each(['/keystatic', '/keystatic/collection/casesEn', '/api/keystatic/tree'])(
    '%s: the editor is not part of the built site (404)',
    async (path) => {
      const { response } = await get(path);
      expect(response.status).toBe(404);
    },
  );

  it.each(['/about', '/fr', '/casos-de-estudio', '/EN/what-we-do'])('%s redirects to /en', async (path) => {
    const { response } = await get(path);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/en');
  });

  it('answers a plain 404 for a missing asset', async () => {
    const { response } = await get('/_astro/missing.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('text/plain');
  });

  it('drops the trailing slash of a page', async () => {
    const { response } = await get('/es/que-hacemos/');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/es/que-hacemos');
  });
});

describe('site files', () => {
  it('serves robots.txt pointing at the sitemap index', async () => {
    const { response, html } = await get('/robots.txt');
    expect(response.status).toBe(200);
    expect(html).toContain(`Sitemap: ${site}/sitemap-index.xml`);
  });

  it('lists every page in the sitemap with its hreflang pair, and nothing else', async () => {
    const { html: index } = await get('/sitemap-index.xml');
    const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
    const bodies = await Promise.all(sitemaps.map(async (path) => (await get(path)).html));
    const urls = bodies.flatMap((xml) => [...xml.matchAll(/<url>(.*?)<\/url>/g)].map(([, url]) => url!));
    const locs = urls.map((url) => /<loc>([^<]+)<\/loc>/.exec(url)![1]).sort();
    expect(locs).toEqual(indexedPages.map(({ path }) => site + path).sort());
    expect(locs.filter((loc) => loc?.includes('keystatic'))).toEqual([]);
    const services = urls.find((url) => url.includes('<loc>https://www.lumbre.com.ar/es/que-hacemos</loc>'));
    expect(services).toContain('hreflang="en" href="https://www.lumbre.com.ar/en/what-we-do"');
  });

  it('serves the favicon and touch icon', async () => {
    for (const path of ['/favicon.svg', '/favicon.ico', '/apple-touch-icon.png']) {
      expect((await get(path)).response.status, path).toBe(200);
    }
  });

  it('sends security headers with every answer', async () => {
    for (const path of ['/es', '/favicon.svg', '/es/no-existe', '/about']) {
      const { response } = await get(path);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    }
  });
});

/** A raw GET (no automatic decompression) with the given Accept-Encoding. */
function rawGet(path: string, acceptEncoding: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(baseURL + path, { headers: { 'accept-encoding': acceptEncoding, ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe('compression', () => {
  it('sends pages and scripts precompressed, as the client accepts', async () => {
    const { html } = await get('/en/case-studies');
    // A script file the page names (its loaders name the files they fetch later).
    const script = /\/_astro\/[\w.-]+\.js/.exec(html)?.[0];
    expect(script).toBeTruthy();
    for (const path of ['/en/case-studies', script!]) {
      const plain = await rawGet(path, 'identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      const brotli = await rawGet(path, 'gzip, deflate, br');
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers.vary).toContain('Accept-Encoding');
      expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
      expect(brotli.body.length).toBeLessThan(plain.body.length / 2);
      const gzip = await rawGet(path, 'gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    }
    const asset = await rawGet(script!, 'br');
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.headers['content-type']).toContain('javascript');
    expect((await rawGet(script!, 'br', { 'if-none-match': String(asset.headers.etag) })).status).toBe(304);
  });
});
