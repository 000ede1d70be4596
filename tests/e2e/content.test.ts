import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { fixtureURL, openPage, useBrowser } from '../support/browser.ts';
import { axeViolations } from '../support/axe.ts';
import { allPages } from '../support/site.ts';
import { casePath, readContent, writtenPath } from '../support/content.ts';
import { fixture } from '../support/fixture-site.ts';
import { wholeCaseList } from '../support/case-list.ts';
import { installChecks } from '../support/audit/install.ts';
import { tiers } from '../support/viewports.ts';
import { pagePaths, type PagePath } from '../../tools/lib/pages.ts';
import { pagePath, type Locale } from '../../src/i18n/routes.ts';
import { dashesHeldBack } from '../../src/lib/text.ts';

useBrowser();

// Every expectation below comes from the content files: an edit the schemas accept keeps this file green.
const content = readContent();
const langs = ['es', 'en'] as const satisfies Locale[];

const hrefs = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((links) => links.map((a) => a.getAttribute('href')));

/** Every <img> that assistive technology sees has a non-empty alt; repeats inside aria-hidden may be empty. */
async function imagesWithoutAlt(page: Page): Promise<string[]> {
  return page
    .locator('img')
    .evaluateAll((images) =>
      images
        .filter((img) => !img.closest('[aria-hidden="true"]') && !(img.getAttribute('alt') ?? '').trim())
        .map((img) => img.getAttribute('src') ?? '?'),
    );
}

describe('home', () => {
  it.each(langs)('in %s shows the hero, badges, the featured cases, two logo rows and certifications', async (lang) => {
    const { page, close } = await openPage(pagePath('home', lang));
    const list = pagePath('cases', lang);
    expect(await page.locator('.home-quote a').getAttribute('href')).toBe(pagePath('culture', lang));
    expect(await page.locator('.home-badges .badge').count()).toBe(content.certifications.length);

    const featured = page.locator('.featured__slide .card__link');
    expect(await hrefs(page, '.featured__slide .card__link')).toEqual(
      content.featured.home.map((slug) => casePath(slug, lang)),
    );
    for (const link of await featured.all()) {
      expect(await link.getAttribute('data-cursor')).toBe(content.ui[lang].view);
      expect(await link.getAttribute('data-track')).toMatch(/^home-featured-/);
      expect((await link.locator('img').getAttribute('alt'))?.length).toBeGreaterThan(10);
    }
    expect(await page.locator('a[data-track="home-more-projects"]').getAttribute('href')).toBe(list);

    for (const side of ['left', 'right'] as const) {
      const clients = content.clientLogos[side].map((id) => content.clients.find((client) => client.id === id)!);
      const items = page.locator(`[data-marquee="${side}"] .marquee__item`);
      expect(await items.count()).toBe(3 * clients.length);
      const visible = page.locator(`[data-marquee="${side}"] .marquee__item:not([aria-hidden="true"]) img`);
      const names = await visible.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')));
      expect(names).toEqual(clients.map((client) => client.name));
      const sources = await items.locator('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')));
      expect(new Set(sources).size).toBe(new Set(clients.map((client) => client.logo)).size);
    }
    expect((await page.locator('.clients__caption').textContent())?.trim()).toBe(content.ui[lang].home.clients.caption);

    const certifications = page.locator('.certifications__item');
    expect(await certifications.count()).toBe(content.certifications.length);
    const external = await certifications
      .locator('a[target="_blank"]')
      .evaluateAll((links) => links.map((a) => [a.getAttribute('href'), a.getAttribute('rel')]));
    expect(external.map(([href]) => href)).toEqual(
      content.certifications.flatMap((item) => (item.link ? [item.link.url] : [])),
    );
    expect(external.every(([, rel]) => rel?.includes('noopener'))).toBe(true);
    await close();
  });
});

describe('what we do', () => {
  it.each(langs)('in %s shows the circles, the service rows and the featured cases', async (lang) => {
    const { page, close } = await openPage(pagePath('services', lang));
    const circles = page.locator('[data-circle]');
    expect((await circles.allTextContents()).map((word) => word.trim())).toEqual(
      content.ui[lang].services.circles.words,
    );
    expect(
      await circles.evaluateAll((items) => items.map((item) => item.className.match(/circle--([a-z-]+)/)?.[1])),
    ).toEqual(['blue', 'blue-outline', 'red', 'ink']);
    expect(await circles.evaluateAll((items) => items.map((item) => item.getAttribute('data-delay')))).toEqual([
      '0',
      '500',
      '1000',
      '1500',
    ]);
    expect(await page.locator('.hero__sup').textContent()).toBeTruthy();
    const rows = page.locator('.service');
    expect(await rows.evaluateAll((items) => items.map((item) => item.id))).toEqual(
      content.services.map((service) => service.id),
    );
    for (const [index, row] of (await rows.all()).entries()) {
      const lists = row.locator('.service__bullets');
      const shown = await lists.evaluateAll((uls) =>
        uls.map((ul) => [...ul.querySelectorAll('li')].map((li) => li.textContent?.trim())),
      );
      expect(shown).toEqual(content.services[index]!.lists[lang]);
    }
    const list = pagePath('cases', lang);
    expect(await hrefs(page, '.case-grid .card__link')).toEqual(
      content.featured.services.map((slug) => casePath(slug, lang)),
    );
    expect(await page.locator('a[data-track="services-all-cases"]').getAttribute('href')).toBe(list);
    await close();
  });
});

/** The file names a page's pictures (or videos) were made from (`/_astro/force-5-en.AbC_xyz.webp` → `force-5-en`). */
const pictureNames = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((images) =>
      images.map(
        (img) =>
          ((img as HTMLImageElement).currentSrc || img.getAttribute('src') || '').split('/').at(-1)!.split('.')[0]!,
      ),
    );
const fileName = (picture: unknown) => writtenPath(picture).split('/').at(-1)!.split('.')[0]!;

describe('our culture', () => {
  it.each(langs)('in %s shows every section', async (lang) => {
    const copy = content.ui[lang].culture;
    const { page, close } = await openPage(pagePath('culture', lang));
    expect(await page.locator('[data-parallax] img').count()).toBe(1);
    expect((await page.locator('.founder__figure blockquote').textContent())?.trim()).toBe(copy.founderQuote.text);
    expect(await page.locator('.founder__figure figcaption').textContent()).toContain(copy.founderQuote.role);
    expect((await page.locator('.process__text').textContent())?.trim()).toBe(copy.process.text);
    expect(await page.locator('.certifications__item').count()).toBe(content.certifications.length);
    expect(await page.locator('.certifications__item a[target="_blank"]').count()).toBe(
      content.certifications.filter((item) => item.link).length,
    );
    expect(await page.locator('.force__item').count()).toBe(2 * copy.forceForGood.pictures.length);
    const shown = page.locator('.force__item:not([aria-hidden="true"]) img');
    expect(await shown.evaluateAll((images) => images.map((img) => img.getAttribute('alt')))).toEqual(
      copy.forceForGood.pictures.map((picture) => picture.alt),
    );
    expect(await page.locator('.team__figure img').getAttribute('alt')).toBe(copy.team.picture.alt);
    await close();
  });

  it.each(langs)('in %s shows the pictures its copy names', async (lang) => {
    const copy = content.ui[lang].culture;
    const { page, close } = await openPage(pagePath('culture', lang));
    const named = [copy.parallax, ...copy.forceForGood.pictures, copy.team.picture].map((picture) =>
      fileName(picture.src),
    );
    expect(new Set(await pictureNames(page, 'main img'))).toEqual(new Set(named));
    await close();
  });
});

describe('case studies', () => {
  it.each(langs)('in %s lists the cards in order, linking each case and marking the coming-soon ones', async (lang) => {
    const { view, soon } = content.ui[lang];
    const { page, close } = await openPage(pagePath('cases', lang));
    await wholeCaseList(page);
    const tabs = await page
      .locator('[data-category-tabs] .tabs__tab')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-category')));
    expect(tabs).toEqual(content.categories.map((category) => category.id));
    // The cards of cards.yaml lead the list, in order: a card with a case links it, a coming-soon card links nothing.
    const shown = await page.locator('#case-list [data-card-item]').evaluateAll((items) =>
      items.map((item) => ({
        id: item.getAttribute('data-card-id'),
        href: item.querySelector('a.card__link')?.getAttribute('href') ?? null,
        label: item.querySelector('.card__link')!.getAttribute('data-cursor'),
      })),
    );
    expect(shown.slice(0, content.cards.length)).toEqual(
      content.cards.map((card) => ({
        id: card.id,
        href: card.case ? casePath(card.case, lang) : null,
        label: card.case ? view : soon,
      })),
    );
    // A card shows its own names, or its case's title where it has none (a dash held to the word before it).
    const titleOf = (slug: string | undefined) =>
      slug ? content.cases.find((entry) => entry.slug === slug)![lang].title : undefined;
    for (const [name, key] of [
      ['desktop', 'nameDesktop'],
      ['mobile', 'nameMobile'],
    ] as const) {
      const names = await page.locator(`#case-list [data-card-item] .card__name--${name}`).allTextContents();
      expect(names.slice(0, content.cards.length).map((text) => text.trim())).toEqual(
        content.cards.map((card) => dashesHeldBack(card[key]?.[lang] ?? titleOf(card.case) ?? '')),
      );
    }
    expect(await page.locator('#case-list .card--soon a').count()).toBe(0);
    expect(await page.locator('a[data-track="cases-lets-make"]').getAttribute('href')).toBe(pagePath('contact', lang));
    await close();
  });

  it.each(langs)(
    'in %s lists a case without a card after every card, from its banner, and leaves an unlisted case out',
    async (lang) => {
      // On the fixture site, whose content has both; its cards.yaml is the fixture's cards, then the real ones.
      const { page, close } = await openPage(pagePath('cases', lang), { baseURL: fixtureURL });
      await wholeCaseList(page);
      const shown = await page
        .locator('#case-list [data-card-item]')
        .evaluateAll((items) => items.map((item) => item.getAttribute('data-card-id')));
      expect(shown.slice(0, fixture.cards.length)).toEqual(fixture.cards.map((card) => card.id));
      // After every card of cards.yaml on the page (the fixture's, then the real ones it was built with).
      const cardIds = new Set([...fixture.cards.map((card) => card.id), ...content.cards.map((card) => card.id)]);
      const lastCard = Math.max(...shown.map((id, index) => (cardIds.has(id!) ? index : -1)));
      expect(lastCard).toBeGreaterThanOrEqual(fixture.cards.length - 1);
      expect(shown.indexOf(fixture.listedWithoutCard)).toBeGreaterThan(lastCard);
      const appended = page.locator(`#case-list [data-card-id="${fixture.listedWithoutCard}"] a.card__link`);
      expect(await appended.getAttribute('href')).toBe(casePath(fixture.listedWithoutCard, lang));
      expect(shown).not.toContain(fixture.unlisted);
      await close();
    },
  );

  it('the English gallery shows the tabs and the first three cases of the list as picture cards', async () => {
    // On the fixture site, whose list opens with a coming-soon card among its first cases.
    const { page, close } = await openPage(pagePath('gallery', 'en'), { baseURL: fixtureURL });
    expect(
      await page
        .locator('[data-category-tabs] .tabs__tab')
        .evaluateAll((tabs) => tabs.map((tab) => tab.getAttribute('data-category'))),
    ).toEqual([...fixture.tabs]);
    const items = page.locator('.gallery__item');
    expect(
      await items.locator('a.card__link').evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual(fixture.galleryCards.map((slug) => casePath(slug, 'en')));
    expect(await items.evaluateAll((list) => list.map((item) => item.getAttribute('data-speed')))).toEqual([
      '-20',
      '0',
      '-20',
    ]);
    await close();
  });
});

describe('case detail', () => {
  it.each(allPages.filter(({ place }) => place.key === 'case').map(({ path, lang }) => [path, lang] as const))(
    '%s has every section, every picture described in its language and its focal area whole at every tier',
    async (path, lang) => {
      // What is read here is the built page itself, as it arrives: no scripts needed to read it.
      const { page, close } = await openPage(path, { javaScriptEnabled: false });
      const slug = path.split('/').at(-1)!;
      const { facts } = content.cases.find((entry) => entry.slug === slug)![lang];
      const client = content.clients.find((entry) => entry.id === facts.client)!;
      // Year, solutions and client, the client named as the Clients list names it (its logo's text where it has
      // one, since the title often is its name), on every case alike; the words, whatever spaces hold them together.
      const columns = await page
        .locator('.case-header__column')
        .evaluateAll((items) =>
          items.map((item) =>
            [...item.querySelectorAll('dd:not(.case-header__cta)')].map(
              (dd) => dd.querySelector('img')?.alt ?? dd.textContent?.replace(/\s+/g, ' ').trim(),
            ),
          ),
        );
      expect(columns).toEqual([[facts.year], facts.solutions, [client.name]]);
      expect(await page.locator('.case-header__column .client-logo').count()).toBe(client.logo ? 1 : 0);
      const links = await page.locator('.case-header__cta a').all();
      expect(links.length).toBe(facts.link ? 1 : 0);
      for (const link of links) {
        expect(await link.getAttribute('target')).toBe('_blank');
        expect(await link.getAttribute('href')).toBe(facts.link!.url);
        expect(await link.textContent()).toContain(facts.link!.label);
      }
      expect(await page.locator('[data-parallax] > :is(picture, figure)').count()).toBe(1);
      expect(await page.locator('.context .media-row').count()).toBeGreaterThanOrEqual(1);
      expect(await page.locator('.challenge__subtitle').textContent()).toBeTruthy();
      // The section's label and its heading say different things ("Challenge" above "The challenge" does not).
      const label = (await page.locator('.challenge__inner .eyebrow').textContent())!;
      const heading = (await page.locator('.challenge__title').textContent())!;
      expect(heading.toLocaleLowerCase(lang)).not.toContain(label.toLocaleLowerCase(lang));
      expect(await page.locator('.media-rows').count()).toBe(2);
      expect(await page.locator('.description__body p').count()).toBeGreaterThanOrEqual(1);
      expect(await page.locator('a[data-track="case-more-projects"]').getAttribute('href')).toBe(
        pagePath('cases', lang),
      );
      await expectPicturesOf(page, lang);
      // Every crop keeps its picture's focal area whole at every tier (the layout audit visits one case of each kind).
      await installChecks(page);
      for (const { options, name } of tiers) {
        await page.setViewportSize(options.viewport!);
        const cut = await page.evaluate(() => window.__audit.cutFocalAreas({ moving: false, where: '' }));
        expect(cut, name).toEqual([]);
      }
      for (const video of await page.locator('video').all()) {
        for (const attribute of ['autoplay', 'loop', 'muted', 'playsinline']) {
          expect(await video.evaluate((v, a) => v.hasAttribute(a), attribute), attribute).toBe(true);
        }
        // Until its first frame, a video shows the picture under it.
        expect(await video.evaluate((v) => v.previousElementSibling?.tagName)).toBe('PICTURE');
      }
      await close();
    },
  );

  it('plays videos muted and in a loop, with a pause button', async () => {
    // On the fixture site, where a case's banner is always a video.
    const { page, close } = await openPage(casePath(fixture.videoCase, 'en'), { baseURL: fixtureURL });
    const video = page.locator('[data-parallax] video');
    await page.waitForFunction(() => {
      const element = document.querySelector<HTMLVideoElement>('[data-parallax] video');
      return element !== null && !element.paused;
    });
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted && v.loop)).toBe(true);
    await page.locator('[data-parallax] [data-video-toggle]').click();
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await close();
  });
});

/** Every <img> shown has alt text, and no picture or video made for another language (`force-5-en.jpg` on a Spanish page). */
async function expectPicturesOf(page: Page, lang: Locale) {
  expect(await imagesWithoutAlt(page)).toEqual([]);
  const foreign = (await pictureNames(page, 'img, video source')).filter((name) =>
    langs.some((other) => other !== lang && name.endsWith(`-${other}`)),
  );
  expect(foreign).toEqual([]);
}

/** What a page's one heading says: its screen's hero title (its first line), or the case's own title. */
function headingOf({ type, lang, path }: PagePath): string {
  if (type === 'case') return content.cases.find(({ slug }) => path.endsWith(`/${slug}`))![lang].title;
  const { title } = content.ui[lang][type]!.hero;
  return typeof title === 'string' ? title : title[0]!;
}

describe('every page', () => {
  // Every page type in both languages; every case page's pictures are read by "case detail" above. With reduced
  // motion nothing is mid-reveal, so axe measures the colours a reader ends up seeing.
  it.each(pagePaths.map((entry) => [entry.path, entry] as const))(
    '%s opens with its heading, passes axe (WCAG 2.2 AA), has alt text, no picture made for another language and no console errors',
    async (path, entry) => {
      const { page, errors, close } = await openPage(path, { reducedMotion: 'reduce' });
      expect(await page.locator('h1').allTextContents()).toEqual([expect.stringContaining(headingOf(entry))]);
      const lang = entry.lang;
      await page.waitForLoadState('networkidle');
      await expectPicturesOf(page, lang);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await close();
    },
  );

  const aCase = content.cards.find((card) => card.case)!.case!;
  it.each([pagePath('home', 'es'), pagePath('cases', 'en'), pagePath('culture', 'es'), casePath(aCase, 'en')])(
    '%s reads whole with JavaScript off',
    async (path) => {
      const { page, close } = await openPage(path, { javaScriptEnabled: false });
      const hidden = await page.locator('main img, main h2, main p').evaluateAll(
        (elements) =>
          elements.filter((element) => {
            const style = getComputedStyle(element);
            return style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0;
          }).length,
      );
      expect(hidden).toBe(0);
      await close();
    },
  );
});
