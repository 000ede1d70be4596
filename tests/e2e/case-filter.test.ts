// The case filter as a visitor uses it, on the case list and in the gallery: tabs, shared filtered links, the back
// button, the clear-refill-scroll sequence, the pinned tab bar, and without JavaScript. Observed through what is on
// screen (opacity over time, boxes, scroll positions), on the fixture site (tests/support/fixture-site.ts), whose
// cards always have tabs that narrow them.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, useBrowser } from '../support/browser.ts';
import { framesSince, pageNow, scrollAndPaint, stillFor, watchFrames } from '../support/frames.ts';
import { hiddenPartOf } from '../support/audit/in-page.ts';
import { laptop, phone } from '../support/viewports.ts';
import { casePath } from '../support/content.ts';
import { fixture } from '../support/fixture-site.ts';
import { wholeCaseList } from '../support/case-list.ts';
import { casesPerPage, pagePath } from '../../src/i18n/routes.ts';

useBrowser('fixture');

const desktop = laptop.options;
const caseList = pagePath('cases', 'en');
const gallery = pagePath('gallery', 'en');
/** Tabs that show some of the cards and hide others, on the case list and in the gallery. */
const { narrowing } = fixture;

const tab = (page: Page, category: string) => page.locator(`[data-category-tabs] a[data-category="${category}"]`);

/** Where the pinned tab bar rests: the bottom of the fixed site header. */
const headerBottom = (page: Page) =>
  page.locator('[data-site-header]').evaluate((element) => element.getBoundingClientRect().bottom);

/** Waits until the tab bar stands in its pinned place, under the header, where choosing a category scrolls it. */
const tabsPinned = async (page: Page) =>
  page.waitForFunction(
    (below) => Math.abs(document.querySelector('[data-category-tabs]')!.getBoundingClientRect().top - below) < 2,
    await headerBottom(page),
  );

/** The categories of the cards on screen, in order. */
const shownCards = (page: Page, list: string) =>
  page
    .locator(`${list} [data-card-item]`)
    .evaluateAll((items) =>
      items.filter((item) => item.getClientRects().length > 0).map((item) => item.getAttribute('data-categories')!),
    );

/** The ids of the case list's cards on screen, in order. */
const shownCardIds = (page: Page) =>
  page
    .locator('#case-list [data-card-item]')
    .evaluateAll((items) =>
      items.filter((item) => item.getClientRects().length > 0).map((item) => item.getAttribute('data-card-id')!),
    );

/** The ids of a page's cards, in order. */
const cardIds = (page: Page) =>
  page.locator('#case-list [data-card-item]').evaluateAll((items) => items.map((item) => item.dataset.cardId!));

/** Waits until the list shows a non-empty set of cards, every one of them in the category. */
const filteredTo = (page: Page, list: string, slug: string) =>
  page.waitForFunction(
    ([selector, category]) => {
      const shown = [...document.querySelectorAll<HTMLElement>(`${selector} [data-card-item]`)].filter(
        (item) => item.getClientRects().length > 0,
      );
      return shown.length > 0 && shown.every((item) => (item.dataset.categories ?? '').split(' ').includes(category));
    },
    [list, slug] as const,
  );

describe('case filter', () => {
  it.for([caseList, pagePath('cases', 'es')])(
    '%s filters by every category that narrows it, keeps it in the URL and follows the back button',
    async (path) => {
      const { page, errors, close } = await openPage(path, desktop);
      const counts: Record<string, number> = {};
      for (const category of narrowing) {
        await tab(page, category).click();
        expect(await tab(page, category).getAttribute('aria-current')).toBe('true');
        await filteredTo(page, '#case-list', category);
        // A narrowed list is short: the later pages join it at once, filtered as it is.
        await page.waitForSelector('[data-next-page]', { state: 'detached' });
        const all = await page.locator('#case-list [data-card-item]').count();
        const shown = await shownCards(page, '#case-list');
        const expected = await page
          .locator('#case-list [data-card-item]')
          .evaluateAll(
            (items, slug) =>
              items.filter((item) => (item.getAttribute('data-categories') ?? '').split(' ').includes(slug)).length,
            category,
          );
        expect(shown).toHaveLength(expected);
        expect(shown.length).toBeLessThan(all);
        // The fixture's own cards, whose categories are known: those in the category show, the others do not.
        const ours = await shownCardIds(page);
        for (const card of fixture.cards)
          expect(ours.includes(card.id), `${card.id} under ${category}`).toBe(
            (card.categories as readonly string[]).includes(category),
          );
        // The last card of the list, on its last page.
        expect(ours.includes(fixture.listedWithoutCard), `${fixture.listedWithoutCard} under ${category}`).toBe(
          (fixture.listedWithoutCardCategories as readonly string[]).includes(category),
        );
        counts[category] = shown.length;
        expect(new URL(page.url()).searchParams.get('category')).toBe(category);
        // The live region says how many are shown, as the tab announces it.
        await page.waitForFunction(
          () =>
            document.querySelector('[data-filter-status]')!.textContent ===
            document.querySelector('[data-category-tabs] [aria-current]')!.getAttribute('data-announce'),
        );
      }
      // Every card again through the "all" tab; the back button returns to the choice before.
      const all = await page.locator('#case-list [data-card-item]').count();
      await tab(page, 'all').click();
      await page.waitForFunction(
        (count) => document.querySelectorAll('#case-list [data-card-item]:not([hidden])').length === count,
        all,
      );
      expect(new URL(page.url()).searchParams.has('category')).toBe(false);
      const before = narrowing.at(-1)!;
      await page.goBack();
      await page.waitForFunction(
        (category) => new URL(location.href).searchParams.get('category') === category,
        before,
      );
      await page.waitForFunction(
        (count) => document.querySelectorAll('#case-list [data-card-item]:not([hidden])').length === count,
        counts[before]!,
      );
      expect(await tab(page, before).getAttribute('aria-current')).toBe('true');
      expect(errors, JSON.stringify(errors)).toEqual([]);
      await close();
    },
  );

  it('opens a shared filtered URL already filtered', async () => {
    const category = narrowing[0];
    const { page, close } = await openPage(`${caseList}?category=${category}`, desktop);
    await filteredTo(page, '#case-list', category);
    expect((await shownCards(page, '#case-list')).length).toBeLessThan(
      await page.locator('#case-list [data-card-item]').count(),
    );
    expect(await tab(page, category).getAttribute('aria-current')).toBe('true');
    await close();
  });

  it('on a slow connection, shows a shared filtered URL filtered before the filter script arrives', async () => {
    const category = narrowing.at(-1)!;
    const { page, close } = await openPage('', desktop);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/case-filter\.[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${caseList}?category=${category}`, { waitUntil: 'domcontentloaded' });
    expect(await page.locator('[data-case-filter][data-enhanced]').count()).toBe(0);
    expect(await tab(page, category).getAttribute('aria-current')).toBe('true');
    expect(await tab(page, 'all').getAttribute('aria-current')).toBeNull();
    const shown = await shownCards(page, '#case-list');
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((categories) => categories.split(' ').includes(category))).toBe(true);
    release();
    await page.waitForSelector('[data-case-filter][data-enhanced]', { state: 'attached' });
    // What was shown stays; the list's later pages may join it, filtered the same way.
    const enhanced = await shownCards(page, '#case-list');
    expect(enhanced.slice(0, shown.length)).toEqual(shown);
    expect(enhanced.every((categories) => categories.split(' ').includes(category))).toBe(true);
    await close();
  });

  it.each([caseList, pagePath('cases', 'es')])(
    "%s on a phone: a shared category's tab is brought into view in its row",
    async (path) => {
      const last = fixture.tabs.at(-1)!;
      const { page, close } = await openPage(`${path}?category=${last}`, phone.options);
      await page.waitForFunction(() => {
        const row = document.querySelector('.tabs__list')!;
        return row.scrollWidth > row.clientWidth ? row.scrollLeft > 0 : true;
      });
      expect(await tab(page, last).evaluate(hiddenPartOf)).toBeNull();
      await close();
    },
  );

  it('without JavaScript, filters by the tab chosen and shows it chosen', async () => {
    const category = narrowing[0];
    const { page, close } = await openPage(caseList, { ...desktop, javaScriptEnabled: false });
    const all = await page.locator('#case-list [data-card-item]').count();
    // The tabs' colours change over a short transition: read where it ends (a busy machine may not paint its frames).
    const look = (slug: string) =>
      tab(page, slug).evaluate((link) => {
        for (const animation of link.getAnimations()) animation.finish();
        return getComputedStyle(link).backgroundColor;
      });
    const [chosenLook, otherLook] = [await look('all'), await look(category)];
    await tab(page, category).click();
    await page.waitForURL(`**#category-${category}`);
    const shown = await shownCards(page, '#case-list');
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(all);
    expect(shown.every((categories) => categories.split(' ').includes(category))).toBe(true);
    // The two end looking as each other did.
    expect(await look(category)).toBe(chosenLook);
    expect(await look('all')).toBe(otherLook);
    // Back to all: every card again.
    await tab(page, 'all').click();
    expect(await shownCards(page, '#case-list')).toHaveLength(all);
    await close();
  });

  it('clears the list, refills it after 50 ms and scrolls to the tabs after 100 ms more', async () => {
    const { page, close } = await openPage(caseList, desktop);
    await wholeCaseList(page);
    // Parts laid out only as they come near change the page's height on the way down: the end is where it settles.
    await stillFor(page, () => [window.scrollY, document.documentElement.scrollHeight]);
    // The page's timers run on a paused fake clock from here, so the 50 and 100 ms are stepped, not raced on a busy machine.
    await page.clock.install();
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    const state = () =>
      page.evaluate(() => ({
        shown: [...document.querySelectorAll('#case-list [data-card-item]')].filter(
          (item) => item.getClientRects().length > 0,
        ).length,
        scrollY: Math.round(window.scrollY),
      }));
    const before = await state();
    await page.evaluate(
      (category) => document.querySelector<HTMLElement>(`[data-category-tabs] [data-category="${category}"]`)!.click(),
      narrowing[0],
    );
    expect((await state()).shown).toBe(0);

    await page.clock.runFor(49);
    expect(await state()).toEqual({ shown: 0, scrollY: before.scrollY });

    await page.clock.runFor(1);
    const refilled = await state();
    expect(refilled.shown).toBeGreaterThan(0);
    expect(refilled.scrollY, 'the emptied list kept its height').toBe(before.scrollY);
    await page.clock.runFor(99);
    expect(await state()).toEqual(refilled);

    await page.clock.runFor(1);
    await tabsPinned(page);
    expect((await state()).scrollY).toBeLessThan(refilled.scrollY);
    await close();
  });

  it('pins the tab bar once the page is scrolled past 50 px, without moving the content', async () => {
    const { page, close } = await openPage(caseList, desktop);
    const tabs = page.locator('[data-category-tabs]');
    const shadow = () => tabs.evaluate((element) => getComputedStyle(element).boxShadow);
    const gridTop = () =>
      page.locator('#case-list').evaluate((grid) => grid.getBoundingClientRect().top + window.scrollY);
    const before = await gridTop();
    expect(await shadow()).toBe('none');
    await scrollAndPaint(page, 40);
    expect(await shadow()).toBe('none');
    await scrollAndPaint(page, 800);
    await page.waitForFunction(
      () => getComputedStyle(document.querySelector('[data-category-tabs]')!).boxShadow !== 'none',
    );
    expect(await tabs.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBe(
      Math.round(await headerBottom(page)),
    );
    expect(await gridTop()).toBe(before);
    await close();
  });

  it('the case list comes in pages: linked without JavaScript, joined as the visitor scrolls with it', async () => {
    // Without JavaScript: page links from the first page to the last and back, each page a screenful of cards.
    const plain = await openPage(caseList, { ...desktop, javaScriptEnabled: false });
    const pages: string[][] = [];
    for (;;) {
      pages.push(await cardIds(plain.page));
      const next = plain.page.locator('[data-case-pages] a[rel="next"]');
      if ((await next.count()) === 0) break;
      await next.click();
      await plain.page.waitForURL(`**${caseList}/${pages.length + 1}`);
      expect(await plain.page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, follow');
      expect(await plain.page.locator('link[rel="canonical"]').count()).toBe(0);
      expect(await plain.page.locator('[data-case-pages] a[rel="prev"]').getAttribute('href')).toBe(
        pages.length === 1 ? caseList : `${caseList}/${pages.length}`,
      );
    }
    await plain.close();
    expect(pages.length, 'the fixture has more cards than a page holds').toBeGreaterThan(1);
    expect(pages[0]).toHaveLength(casesPerPage);
    expect(pages.every((ids) => ids.length > 0 && ids.length <= casesPerPage)).toBe(true);

    // With it: the same first page, then the rest joining at the end as the visitor scrolls, in the same order, with
    // no page link left on screen.
    const { page, errors, close } = await openPage(caseList, desktop);
    await wholeCaseList(page);
    expect(await cardIds(page)).toEqual(pages.flat());
    expect(
      await page
        .locator('[data-case-pages] :is(a, p)')
        .evaluateAll((parts) => parts.filter((part) => part.getClientRects().length > 0).length),
    ).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('on a later page of the list, a tab filters the whole list from its first page', async () => {
    const category = narrowing[0];
    const { page, close } = await openPage(`${caseList}/2`, desktop);
    await page.waitForSelector('[data-case-filter][data-enhanced]', { state: 'attached' });
    await tab(page, category).click();
    await page.waitForURL(`**${caseList}?category=${category}`);
    await filteredTo(page, '#case-list', category);
    await close();
  });

  it('filters the gallery with the same tabs', async () => {
    const category = narrowing[0];
    const { page, close } = await openPage(gallery, desktop);
    await tab(page, category).click();
    await page.waitForFunction((slug) => new URL(location.href).searchParams.get('category') === slug, category);
    await filteredTo(page, '.gallery', category);
    const shown = await page
      .locator('.gallery [data-card-item] a')
      .evaluateAll((links) =>
        links.filter((link) => link.getClientRects().length > 0).map((link) => link.getAttribute('href')),
      );
    const inCategory = fixture.galleryCards.filter((slug) =>
      (fixture.cards.find((card) => card.case === slug)!.categories as readonly string[]).includes(category),
    );
    expect(shown).toEqual(inCategory.map((slug) => casePath(slug, 'en')));
    // Whichever cards a choice leaves, the first starts the row: no lowered slot stays empty above it.
    for (const choice of narrowing) {
      await tab(page, choice).click();
      await filteredTo(page, '.gallery', choice);
      // Layout positions (offsetTop), not the fade's or the parallax's moving transforms; both within .case-filter.
      const gap = await page.locator('.gallery').evaluate((list: HTMLElement) => {
        const first = [...list.querySelectorAll<HTMLElement>('[data-card-item]')].find(
          (item) => item.getClientRects().length > 0,
        )!;
        return Math.round(first.offsetTop - (list.offsetTop + parseFloat(getComputedStyle(list).paddingTop)));
      });
      expect(gap, `${choice}: the first card's distance below the list's top`).toBe(0);
    }
    // A category none of its cards has says so, once, rather than showing an empty space.
    await tab(page, fixture.emptyInGallery).click();
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('.case-filter__empty')].filter((message) => message.getClientRects().length > 0)
          .length === 1,
    );
    expect(await shownCards(page, '.gallery')).toEqual([]);
    await close();
  });
});

describe('choosing a category, as a visitor sees it', () => {
  /** On every frame: the scroll position and each card's opacity as seen (0 while it is not rendered). */
  const watchList = (page: Page) =>
    watchFrames(page, () => ({
      y: Math.round(window.scrollY),
      cards: [...document.querySelectorAll('[data-card-item]')].map((card) =>
        card.getClientRects().length === 0 ? 0 : Number(getComputedStyle(card).opacity),
      ),
    }));
  /** The cards in the upper half of the screen have finished fading in (lower ones wait for the reveal line). */
  const upperCardsShown = (page: Page) =>
    page.waitForFunction(() =>
      [...document.querySelectorAll('[data-card-item]')]
        .filter((card) => {
          const box = card.getBoundingClientRect();
          return box.height > 0 && box.bottom > 0 && box.top < window.innerHeight / 2;
        })
        .every((card) => getComputedStyle(card).opacity === '1'),
    );

  it.for([
    [caseList, narrowing[0]],
    [gallery, narrowing[0]],
  ] as const)(
    `%s at ${laptop.name}: clears, refills without a flash, one smooth movement to the tabs`,
    async ([path, category]) => {
      const { page, close } = await openPage('', desktop);
      await watchList(page);
      await page.goto(path);
      await wholeCaseList(page);
      await page.evaluate(() =>
        window.scrollTo(0, Math.min(1500, document.documentElement.scrollHeight - window.innerHeight)),
      );
      await upperCardsShown(page);
      const start = await pageNow(page);
      await tab(page, category).click();
      await tabsPinned(page);
      await stillFor(page, () => window.scrollY);
      await upperCardsShown(page);
      const frames = await framesSince<{ y: number; cards: number[] }>(page, start);

      const flashes = frames[0]!.value.cards.flatMap((_, card) => {
        const seen = frames.map(({ value }) => value.cards[card]!);
        const cleared = seen.indexOf(0);
        return cleared === -1
          ? []
          : seen
              .slice(cleared)
              .flatMap((opacity, index, after) =>
                index > 0 && opacity < after[index - 1]! - 0.001
                  ? [`card ${card + 1}: ${after[index - 1]} → ${opacity}`]
                  : [],
              );
      });
      expect(flashes, 'once cleared, a card only fades in').toEqual([]);
      const ys = frames.map(({ value }) => value.y);
      const direction = Math.sign(ys.at(-1)! - ys[0]!);
      const backwards = ys.flatMap((y, index) =>
        index > 0 && (y - ys[index - 1]!) * direction < 0 ? [`${ys[index - 1]} → ${y}`] : [],
      );
      expect(backwards, `one movement: ${[...new Set(ys)].join(' ')}`).toEqual([]);
      expect(
        new Set(ys.filter((y) => y !== ys[0] && y !== ys.at(-1))).size,
        'a smooth movement, not a jump',
      ).toBeGreaterThanOrEqual(3);
      await close();
    },
  );
});

describe('the gallery page', () => {
  it('ends with the same "let\'s make" contact section as the case list', async () => {
    const { page, close } = await openPage(caseList);
    const closing = () =>
      page.evaluate(() => {
        const last = document.querySelector('main')!.lastElementChild!;
        return {
          heading: last.querySelector('h2')?.textContent ?? null,
          link: last.querySelector('a')?.getAttribute('href') ?? null,
        };
      });
    const list = await closing();
    expect(list.heading).toBeTruthy();
    await page.goto(gallery);
    expect(await closing()).toEqual(list);
    await close();
  });
});
