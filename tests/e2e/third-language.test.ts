// A language added as data only (tests/support/third-language.ts): the fixture site has a third language, and its
// pages, addresses, hreflang, sitemap, language switch, not-found page and editor forms follow from the data alone.
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { fixtureURL } from '../support/browser.ts';
import { thirdLanguage } from '../support/third-language.ts';
import { locales, pageKeys, pagePath } from '../../src/i18n/routes.ts';
import { fixture } from '../support/fixture-site.ts';

const { lang, row } = thirdLanguage;
const everyLanguage = [...locales, lang];
/** The screens the new language has, each at its own address. */
const screens = pageKeys.flatMap((key) => {
  const slug = row.slugs[key];
  return slug === null ? [] : [{ key, path: slug === '' ? `/${lang}` : `/${lang}/${slug}` }];
});

const fetched = async (address: string) => {
  const response = await fetch(new URL(address, fixtureURL), { redirect: 'manual' });
  return { status: response.status, html: await response.text() };
};
const alternates = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(([, hreflang, href]) => [
      hreflang,
      new URL(href!).pathname,
    ]),
  );

describe('a third language added as data', () => {
  it('has every screen it has a slug for, in its language, with the others as its alternates', async () => {
    for (const { key, path: address } of screens) {
      const { status, html } = await fetched(address);
      expect(status, address).toBe(200);
      expect(html, address).toMatch(new RegExp(`<html[^>]* lang="${lang}"`));
      expect(alternates(html), address).toMatchObject({
        [lang]: address,
        ...Object.fromEntries(locales.map((each) => [each, pagePath(key, each)])),
      });
    }
    // The home page carries its own words, in letters the brand font was cut with.
    expect((await fetched(`/${lang}`)).html).toContain(thirdLanguage.homeTitle);
  });

  it('names itself among the alternates of the other languages, and has their cases at its own address', async () => {
    expect(alternates((await fetched(pagePath('services', 'en'))).html)[lang]).toBe(`/${lang}/${row.slugs.services}`);
    const { status, html } = await fetched(`/${lang}/${row.slugs.cases}/${fixture.videoCase}`);
    expect(status).toBe(200);
    expect(Object.keys(alternates(html)).sort()).toEqual([...everyLanguage, 'x-default'].sort());
  });

  it('is in the sitemap, each of its pages with every language as an alternate', async () => {
    const sitemap = (await fetched('/sitemap-0.xml')).html;
    for (const { path: address } of screens) expect(sitemap).toContain(new URL(address, 'https://x').pathname);
    const entry = sitemap.split('<url>').find((url) => url.includes(`/${lang}/${row.slugs.contact}</loc>`));
    for (const each of everyLanguage) expect(entry).toContain(`hreflang="${each}"`);
  });

  it('is offered by the language switch of every page, under its own short name', async () => {
    for (const page of [pagePath('home', 'es'), `/${lang}/${row.slugs.culture}`]) {
      const { html } = await fetched(page);
      const switcher = html.slice(html.indexOf('class="menu__languages"'));
      expect(switcher, page).toMatch(new RegExp(`href="/${lang}/${row.slugs.culture}|href="/${lang}"`));
      expect(switcher, page).toContain(thirdLanguage.short);
    }
    // A screen the language lacks switches to the one it names instead (the gallery to the case list).
    const gallery = (await fetched(pagePath('gallery', 'en'))).html;
    expect(gallery).toContain(`href="/${lang}/${row.slugs.cases}"`);
  });

  it('answers an unknown address under it with its own not-found page', async () => {
    const { status, html } = await fetched(`/${lang}/no-such-page`);
    expect(status).toBe(404);
    expect(html).toMatch(new RegExp(`<html[^>]* lang="${lang}"`));
    expect(html).toContain('noindex');
  });

  it('has its forms in the editor, named in the editor’s languages', async () => {
    const config = (await import(path.join(inject('fixtureDir'), 'keystatic.config.ts'))).default as {
      collections: Record<string, { label: string }>;
      singletons: Record<string, { label: string }>;
      ui: { navigation: Record<string, string[]> };
    };
    // Named in whichever of the editor's languages this process speaks ("Case studies (Portuguese)").
    const named = (label = '') => Object.values(row.name).some((name) => label.endsWith(`(${name})`));
    expect(named(config.collections.casesPt?.label)).toBe(true);
    for (const key of ['uiEveryPagePt', 'uiHomePt', 'contactFormPt'])
      expect(named(config.singletons[key]?.label), key).toBe(true);
    const listed = Object.values(config.ui.navigation).flat();
    expect(listed).toEqual(expect.arrayContaining(['casesPt', 'uiHomePt', 'uiCasesPt', 'contactFormPt']));
    // A screen the language lacks has no words to edit in it.
    expect(listed).not.toContain('uiGalleryPt');
  });
});
