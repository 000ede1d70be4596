// The interactive parts as a visitor uses them: the case filter, the home slider and the custom cursor, observed
// through what is on screen (opacity over time, boxes, scroll positions), in the viewports the issues name. On the
// fixture site (tests/support/fixture-site.ts), whose content always has what each part is tested with.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hydrated, openPage, useBrowser } from '../support/browser.ts';
import { framesSince, pageNow, scrollAndPaint, stillFor, watchFrames } from '../support/frames.ts';
import { hiddenPartOf } from '../support/audit/in-page.ts';
import { desktops, laptop, phone } from '../support/viewports.ts';
import { casePath } from '../support/content.ts';
import { fixture } from '../support/fixture-site.ts';
import { pagePath } from '../../src/i18n/routes.ts';

useBrowser('fixture');

const desktop = laptop.options;

const home = { es: pagePath('home', 'es'), en: pagePath('home', 'en') };
const caseList = pagePath('cases', 'en');
const gallery = pagePath('gallery', 'en');
/** Tabs that show some of the cards and hide others, on the case list and in the gallery. */
const { narrowing } = fixture;

const tab = (page: Page, category: string) => page.locator(`[data-category-tabs] a[data-category="${category}"]`);

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
      const all = await page.locator('#case-list [data-card-item]').count();
      expect(await shownCards(page, '#case-list')).toHaveLength(all);
      const counts: Record<string, number> = {};
      for (const category of narrowing) {
        await tab(page, category).click();
        expect(await tab(page, category).getAttribute('aria-current')).toBe('true');
        await filteredTo(page, '#case-list', category);
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
      expect(errors).toEqual([]);
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
    expect(await shownCards(page, '#case-list')).toEqual(shown);
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
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
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
    const header = await page
      .locator('[data-site-header]')
      .evaluate((element) => element.getBoundingClientRect().height);
    await page.waitForFunction(
      (top) => Math.abs(document.querySelector('[data-category-tabs]')!.getBoundingClientRect().top - top) < 2,
      header,
    );
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
    await scrollAndPaint(page, 1500);
    await page.waitForFunction(
      () => getComputedStyle(document.querySelector('[data-category-tabs]')!).boxShadow !== 'none',
    );
    const header = await page
      .locator('[data-site-header]')
      .evaluate((element) => element.getBoundingClientRect().height);
    expect(await tabs.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBe(Math.round(header));
    expect(await gridTop()).toBe(before);
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
    '%s at 1440×900: clears, refills without a flash, one smooth movement to the tabs',
    async ([path, category]) => {
      const { page, close } = await openPage('', desktop);
      await watchList(page);
      await page.goto(path);
      await page.evaluate(() =>
        window.scrollTo(0, Math.min(1500, document.documentElement.scrollHeight - window.innerHeight)),
      );
      await upperCardsShown(page);
      const start = await pageNow(page);
      await tab(page, category).click();
      const header = await page
        .locator('[data-site-header]')
        .evaluate((element) => element.getBoundingClientRect().bottom);
      await page.waitForFunction(
        (below) => Math.abs(document.querySelector('[data-category-tabs]')!.getBoundingClientRect().top - below) < 2,
        header,
      );
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

describe('the home slider', () => {
  const viewportOf = (page: Page) => page.locator('[data-slider-viewport]');
  /** Where the slides sit against the slider's box: the first one's left, the gap after the last one, the track's padding. */
  const slides = (page: Page) =>
    viewportOf(page).evaluate((view) => {
      const items = [...view.querySelectorAll('li')];
      const box = view.getBoundingClientRect();
      return {
        first: Math.round(items[0]!.getBoundingClientRect().left - box.left),
        lastGap: Math.round(box.right - items.at(-1)!.getBoundingClientRect().right),
        padding: Math.round(parseFloat(getComputedStyle(view.firstElementChild!).paddingLeft)),
      };
    });
  const slidesStill = (page: Page) =>
    stillFor(page, () => document.querySelector('[data-slider-viewport] li')!.getBoundingClientRect().left);
  const bringIntoView = (page: Page) =>
    viewportOf(page).evaluate((element) => element.scrollIntoView({ block: 'center' }));
  /** Brings the slider on screen and passes the mouse over it, which fetches the drag code. */
  const hoverSlider = async (page: Page) => {
    await bringIntoView(page);
    const box = (await viewportOf(page).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 });
    await page.waitForLoadState('networkidle');
    return box;
  };
  const drag = async (page: Page, from: { x: number; y: number }, dx: number, steps: number) => {
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    for (let step = 1; step <= steps; step++) await page.mouse.move(from.x + (dx * step) / steps, from.y);
    await page.mouse.up();
  };
  /** The fixture features more cases than any screen shows: the slides overflow the slider, which scrolls. */
  const expectScrollable = async (page: Page) =>
    expect(
      await viewportOf(page).evaluate((view) => view.scrollWidth > view.clientWidth),
      `${fixture.featuredHome.length} slides overflow the slider`,
    ).toBe(true);

  it('drags with the mouse within its bounds, settling on its ends when pulled past them', async () => {
    const { page, errors, close } = await openPage(home.en, desktop);
    await expectScrollable(page);
    await bringIntoView(page);
    const box = (await viewportOf(page).boundingBox())!;
    const y = box.y + box.height / 2;
    const start = await slides(page);
    expect(start.first).toBe(start.padding);
    expect(start.lastGap).toBeLessThan(start.padding);

    // The first press fetches the drag and drags at once.
    await drag(page, { x: box.x + box.width * 0.8, y }, -300, 10);
    await slidesStill(page);
    const dragged = await slides(page);
    expect(dragged.first).toBeLessThan(start.padding - 100);
    expect(dragged.lastGap).toBeLessThanOrEqual(start.padding);

    // A long pull far past the end settles on it, and back past the start settles on the start.
    await drag(page, { x: box.x + box.width * 0.9, y }, -3000, 20);
    await slidesStill(page);
    expect((await slides(page)).lastGap).toBe(start.padding);
    await drag(page, { x: box.x + 20, y }, 3000, 20);
    await slidesStill(page);
    expect((await slides(page)).first).toBe(start.padding);
    expect(new URL(page.url()).pathname).toBe(home.en);
    expect(errors).toEqual([]);
    await close();
  });

  it('opens a case on a click that is not a drag', async () => {
    const { page, close } = await openPage(home.es, desktop);
    const first = page.locator('.featured__link').first();
    await first.scrollIntoViewIfNeeded();
    await first.click();
    await page.waitForURL(`**${casePath(fixture.featuredHome[0], 'es')}`);
    await close();
  });

  it('opens a case on a click whose press came before the drag script and whose release came after it', async () => {
    const { page, close } = await openPage(home.es, desktop);
    // The drag script is held back until the button is down, then let through before it comes up.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/case-slider-drag.*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.evaluate(() => {
      const record = window as unknown as { dragReady: Promise<void> };
      record.dragReady = new Promise((resolve) =>
        window.addEventListener('lumbre:slider-drag', () => resolve(), { once: true }),
      );
    });
    const first = page.locator('.featured__link').first();
    await first.scrollIntoViewIfNeeded();
    const box = (await first.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    release();
    await page.evaluate(() => (window as unknown as { dragReady: Promise<void> }).dragReady);
    await page.mouse.up();
    await page.waitForURL(`**${casePath(fixture.featuredHome[0], 'es')}`);
    await close();
  });

  it('steps with the keyboard: arrows, End and Home', async () => {
    const { page, close } = await openPage(home.en, desktop);
    await expectScrollable(page);
    await bringIntoView(page);
    const { padding } = await slides(page);
    await viewportOf(page).focus();
    await page.keyboard.press('ArrowRight');
    await slidesStill(page);
    expect((await slides(page)).first).toBeLessThan(padding - 100);
    await page.keyboard.press('End');
    await slidesStill(page);
    expect((await slides(page)).lastGap).toBe(padding);
    await page.keyboard.press('Home');
    await slidesStill(page);
    expect((await slides(page)).first).toBe(padding);
    await close();
  });

  it('scrolls natively on touch screens', async () => {
    const { page, close } = await openPage(home.en, phone.options);
    await expectScrollable(page);
    await bringIntoView(page);
    const { padding } = await slides(page);
    await viewportOf(page).evaluate((element) => element.scrollTo({ left: 300 }));
    expect((await slides(page)).first).toBeLessThan(padding);
    await close();
  });

  it.for(desktops)(
    'keeps scrolling with a trackpad or wheel after the mouse has been over it, at $name',
    async ({ options }) => {
      const { page, close } = await openPage(home.en, options);
      await expectScrollable(page);
      await hoverSlider(page);
      const before = (await slides(page)).first;
      await page.mouse.wheel(400, 0);
      await page.waitForFunction((left) => {
        const view = document.querySelector('[data-slider-viewport]')!;
        return view.querySelector('li')!.getBoundingClientRect().left - view.getBoundingClientRect().left < left - 100;
      }, before);
      await close();
    },
  );

  it.for(desktops)(
    'shares one position and one set of bounds between wheel, keyboard and drag, at $name',
    async ({ options }) => {
      const { page, close } = await openPage(home.en, options);
      await expectScrollable(page);
      await bringIntoView(page);
      const box = (await viewportOf(page).boundingBox())!;
      const middle = { x: box.x + box.width * 0.7, y: box.y + box.height / 2 };
      // The mouse arrives and wheels at once, while the drag code is still on its way; then it drags further.
      await page.mouse.move(middle.x, middle.y);
      await page.mouse.wheel(1000, 0);
      await page.waitForLoadState('networkidle');
      await slidesStill(page);
      await drag(page, middle, -300, 6);
      await slidesStill(page);
      const end = await slides(page);
      expect(end.lastGap, 'no empty space after the last slide').toBeLessThanOrEqual(end.padding + 1);

      await drag(page, { x: box.x + box.width * 0.2, y: middle.y }, 2500, 10);
      await slidesStill(page);
      expect((await slides(page)).first, 'back at the start').toBe(end.padding);
      // The wheel takes it from where the drag left it, to the same end.
      await page.mouse.move(middle.x, middle.y);
      await page.mouse.wheel(2000, 0);
      await page.waitForFunction((padding) => {
        const view = document.querySelector('[data-slider-viewport]')!;
        return (
          Math.round(
            view.getBoundingClientRect().right - view.querySelector('li:last-child')!.getBoundingClientRect().right,
          ) === padding
        );
      }, end.padding);
      await viewportOf(page).focus();
      await page.keyboard.press('Home');
      await slidesStill(page);
      expect((await slides(page)).first).toBe(end.padding);
      await close();
    },
  );

  it.each(desktops)(
    'brings every slide fully into view when it takes keyboard focus, at $name',
    async ({ options }) => {
      const { page, close } = await openPage(home.en, options);
      await page.bringToFront();
      await hoverSlider(page);
      await page.mouse.move(5, 5);
      await viewportOf(page).focus();
      const links = await viewportOf(page).locator('a').count();
      for (let index = 0; index < links; index++) {
        await page.keyboard.press('Tab');
        await stillFor(page, () => [window.scrollY, document.querySelector('[data-slider-viewport]')!.scrollLeft]);
        expect(await page.evaluate(() => document.activeElement!.closest('[data-slider-viewport]') !== null)).toBe(
          true,
        );
        expect(
          await page.evaluate(hiddenPartOf, await page.evaluateHandle(() => document.activeElement!)),
          `slide ${index + 1}`,
        ).toBeNull();
      }
      await close();
    },
  );

  it('stops where it is let go under reduced motion', async () => {
    const { page, close } = await openPage(home.en, { ...desktop, reducedMotion: 'reduce' });
    await expectScrollable(page);
    const box = await hoverSlider(page);
    // A quick 120 px flick.
    await drag(page, { x: box.x + box.width * 0.6, y: box.y + box.height / 2 }, -120, 3);
    const released = await slides(page);
    await slidesStill(page);
    expect(released.first).toBeLessThan(released.padding - 50);
    expect(await slides(page)).toEqual(released);
    await close();
  });
});

describe('custom cursor', () => {
  /** Whether a custom cursor is on screen: rendered, fully opaque (its fade done). */
  const cursorShown = (page: Page) =>
    page.waitForFunction(() =>
      [...document.querySelectorAll('.cursor')].some(
        (cursor) => cursor.getClientRects().length > 0 && getComputedStyle(cursor).opacity === '1',
      ),
    );
  const cursorGone = (page: Page) =>
    page.waitForFunction(
      () =>
        ![...document.querySelectorAll('.cursor')].some(
          (cursor) => cursor.getClientRects().length > 0 && getComputedStyle(cursor).opacity !== '0',
        ),
    );
  const cursorText = (page: Page, text: string) =>
    page.waitForFunction((expected) => document.querySelector('.cursor')?.textContent === expected, text);
  const firstCard = (page: Page) => page.locator('#case-list a.card__link').first();
  const moveOver = async (page: Page, selector: string) => {
    const target = page.locator(selector).first();
    await target.scrollIntoViewIfNeeded();
    const box = (await target.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 3, { steps: 3 });
    await page.mouse.move(box.x + box.width / 2 + 10, box.y + box.height / 3, { steps: 3 });
  };
  const nativeCursorOverCard = (page: Page) => firstCard(page).evaluate((link) => getComputedStyle(link).cursor);
  /** The island has hydrated and decided the screen suits it: its dot is in the page, listening for the mouse. */
  const cursorReady = async (page: Page) => {
    await hydrated(page);
    await page.locator('.cursor').waitFor({ state: 'attached' });
  };

  it("with a mouse at 1280 px: shows after a move, presses, shows a card's label and the soon style", async () => {
    const { page, errors, close } = await openPage(caseList, laptop.options);
    await cursorReady(page);
    await page.mouse.move(200, 200);
    await page.mouse.move(210, 210);
    await cursorShown(page);
    const size = () => page.locator('.cursor').evaluate((cursor) => cursor.getBoundingClientRect().width);
    const idle = await size();
    await page.mouse.down();
    await page.waitForFunction(
      (width) => document.querySelector('.cursor')!.getBoundingClientRect().width < width,
      idle,
    );
    await page.mouse.up();

    await moveOver(page, '#case-list a.card__link');
    await cursorText(page, (await firstCard(page).getAttribute('data-cursor'))!);
    const linkedLook = await page.locator('.cursor').evaluate((cursor) => getComputedStyle(cursor).backgroundColor);

    // A "coming soon" card has its own label and look.
    const soonLabel = await page.locator('#case-list [data-cursor-soon]').first().getAttribute('data-cursor');
    await moveOver(page, '#case-list [data-cursor-soon]');
    await cursorText(page, soonLabel!);
    await page.waitForFunction(
      (before) => getComputedStyle(document.querySelector('.cursor')!).backgroundColor !== before,
      linkedLook,
    );
    expect(errors).toEqual([]);
    await close();
  });

  it('switches off below 768 px and back on above', async () => {
    const { page, close } = await openPage(caseList, desktop);
    await cursorReady(page);
    await moveOver(page, '#case-list a.card__link');
    await cursorShown(page);

    await page.setViewportSize({ width: 700, height: 900 });
    await moveOver(page, '#case-list a.card__link');
    await cursorGone(page);
    expect(await nativeCursorOverCard(page)).not.toBe('none');

    await page.setViewportSize({ width: 1440, height: 900 });
    await moveOver(page, '#case-list a.card__link');
    await cursorShown(page);
    expect(await nativeCursorOverCard(page)).toBe('none');
    await close();
  });

  // The way back (touch to mouse) follows the same media query as the width; Chromium's emulation cannot undo touch.
  it('switches off when the pointer becomes coarse (touch)', async () => {
    const { page, context, close } = await openPage(caseList, desktop);
    await cursorReady(page);
    await moveOver(page, '#case-list a.card__link');
    await cursorShown(page);
    const devtools = await context.newCDPSession(page);
    await devtools.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
    await page.waitForFunction(() => matchMedia('(pointer: coarse)').matches);
    await cursorGone(page);
    expect(await nativeCursorOverCard(page)).not.toBe('none');
    await close();
  });

  it('is never loaded on a phone', async () => {
    const { page, close } = await openPage('', phone.options);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(caseList);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => /Cursor/.test(url))).toEqual([]);
    expect(await page.locator('.cursor').count()).toBe(0);
    await close();
  });

  it('keeps the native cursor on form fields', async () => {
    const { page, close } = await openPage(pagePath('contact', 'en'), desktop);
    await cursorReady(page);
    const fields = await page
      .locator('input, textarea')
      .evaluateAll((inputs) => inputs.map((input) => getComputedStyle(input).cursor));
    expect(fields.every((cursor) => cursor !== 'none')).toBe(true);
    await close();
  });
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
