// Content added by hand: the fixture site is the real content with case pairs, their client, cards and featured cases
// written as files, the way a developer would (tests/support/fixture-site.ts). Its build shows each where it belongs,
// and a title that tries to close a script stays words.
import { describe, expect, it } from 'vitest';
import { fixtureURL } from '../support/browser.ts';
import { casePath } from '../support/content.ts';
import { fixture } from '../support/fixture-site.ts';
import { pagePath } from '../../src/i18n/routes.ts';

const page = async (path: string) => {
  const response = await fetch(new URL(path, fixtureURL));
  expect(response.status, path).toBe(200);
  return response.text();
};

describe('content added as files', () => {
  it('puts each carded case on the case list, in both languages, and in the sitemap', async () => {
    const carded = fixture.cards.flatMap((card) => (card.case ? [card.case] : []));
    for (const lang of ['es', 'en'] as const) {
      const list = await page(pagePath('cases', lang));
      for (const slug of carded) expect(list).toContain(`href="${casePath(slug, lang)}"`);
    }
    const sitemap = await page('/sitemap-0.xml');
    for (const slug of carded) expect(sitemap).toContain(casePath(slug, 'es'));
  });

  it("shows a case's own words on its page in each language", async () => {
    expect(await page(casePath(fixture.videoCase, 'es'))).toContain('Contexto de prueba');
    expect(await page(casePath(fixture.videoCase, 'en'))).toContain('A test context');
  });

  it('features on the home page exactly the cases featured.yaml names, in order', async () => {
    const home = await page(pagePath('home', 'en'));
    const featured = [...home.matchAll(/href="([^"]+)" data-track="home-featured-/g)].map(([, href]) => href);
    expect(featured).toEqual(fixture.featuredHome.map((slug) => casePath(slug, 'en')));
  });

  it('keeps a title that tries to close a script as words, in the page and in its JSON-LD', async () => {
    const html = await page(casePath(fixture.unlisted, 'en'));
    // Inside an attribute's quotes the title is harmless text; anywhere else it would be markup.
    expect(html.replace(/="[^"]*"/g, '=""')).not.toContain('<script>alert(1)');
    const graph = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap(
      ([, json = '']) => (JSON.parse(json) as { '@graph': { '@type': string; name?: string }[] })['@graph'],
    );
    expect(graph.find((node) => node['@type'] === 'CreativeWork')?.name).toBe(fixture.unlistedTitle.en);
  });
});
