import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hydrated, openPage, useBrowser } from '../support/browser.ts';
import { cardCategorySlugs } from '../../src/lib/categories.ts';
import { waitFor } from '../support/wait.ts';

useBrowser();

const desktop = { viewport: { width: 1280, height: 800 } };
const phone = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };

const visibleCards = (page: Page) =>
  page.locator('#case-list [data-card-item]').evaluateAll((items) => items.filter((item) => !(item as HTMLElement).hidden).map((item) => item.getAttribute('data-categories')));

/** Waits until the list shows a non-empty set of cards, every one of them in the category. */
const filteredTo = (page: Page, list: string, slug: string) =>
  page.waitForFunction(
    ([list, slug]) => {
      const visible = [...document.querySelectorAll<HTMLElement>(`${list} [data-card-item]`)].filter((item) => !item.hidden);
      return visible.length > 0 && visible.every((item) => (item.dataset.categories ?? '').split(' ').includes(slug));
    },
    [list, slug] as const,
  );

describe('case filter', () => {
  it.each(['/en/case-studies', '/es/casos-de-estudio'])('%s filters by every category, keeps it in the URL and follows the back button', async (path) => {
    const { page, errors, close } = await openPage(path, desktop);
    await hydrated(page);
    expect(await visibleCards(page)).toHaveLength(12);
    const counts: Record<string, number> = {};
    for (const category of cardCategorySlugs) {
      const tab = page.locator(`[data-category-tabs] button[data-category="${category}"]`);
      await tab.click();
      expect(await tab.getAttribute('aria-pressed')).toBe('true');
      await filteredTo(page, '#case-list', category);
      const shown = await visibleCards(page);
      const expected = await page
        .locator('#case-list [data-card-item]')
        .evaluateAll((items, slug) => items.filter((item) => (item.getAttribute('data-categories') ?? '').split(' ').includes(slug)).length, category);
      expect(shown).toHaveLength(expected);
      expect(shown.length).toBeLessThan(12);
      counts[category] = shown.length;
      expect(new URL(page.url()).searchParams.get('category')).toBe(category);
    }
    await page.locator('[data-category-tabs] button[data-category="all"]').click();
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLElement>('#case-list [data-card-item]')].every((item) => !item.hidden));
    expect(new URL(page.url()).searchParams.has('category')).toBe(false);

    await page.goBack();
    await page.waitForFunction(() => new URL(location.href).searchParams.get('category') === 'marketing');
    await page.waitForFunction((count) => document.querySelectorAll('#case-list [data-card-item]:not([hidden])').length === count, counts.marketing);
    expect(await page.locator('[data-category-tabs] button[data-category="marketing"]').getAttribute('aria-pressed')).toBe('true');
    expect(errors).toEqual([]);
    await close();
  });

  it('opens a shared filtered URL already filtered', async () => {
    const { page, close } = await openPage('/en/case-studies?category=content', desktop);
    await page.waitForFunction(() => document.querySelectorAll('#case-list [data-card-item][hidden]').length > 0);
    const shown = await visibleCards(page);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((categories) => categories!.split(' ').includes('content'))).toBe(true);
    await close();
  });

  it('clears the list, refills it after 50 ms and scrolls to the tabs after 100 ms more', async () => {
    const { page, close } = await openPage('/en/case-studies', desktop);
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // The page's timers run on a paused fake clock from here, so the 50 and 100 ms are stepped, not raced on a busy machine.
    await page.clock.install();
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    const state = () =>
      page.evaluate(() => ({
        visible: document.querySelectorAll('#case-list [data-card-item]:not([hidden])').length,
        scrollY: window.scrollY,
      }));
    const settle = () => page.waitForTimeout(40); // real time for React to commit what a timer scheduled
    await page.evaluate(() => document.querySelector<HTMLButtonElement>('[data-category-tabs] button[data-category="design"]')!.click());
    await settle();
    expect((await state()).visible).toBe(0);

    await page.clock.runFor(49);
    await settle();
    expect((await state()).visible).toBe(0);

    await page.clock.runFor(1);
    await page.waitForFunction(() => document.querySelectorAll('#case-list [data-card-item]:not([hidden])').length > 0);
    await settle();
    // The shorter list may clamp the scroll position; from here it must hold still until the 100 ms have passed.
    const refilled = await state();
    await page.clock.runFor(99);
    await settle();
    expect(await state()).toEqual(refilled);

    await page.clock.runFor(1);
    const header = await page.locator('[data-site-header]').evaluate((element) => element.getBoundingClientRect().height);
    await page.waitForFunction(
      (top) => Math.abs(document.querySelector('.case-filter__anchor')!.getBoundingClientRect().top - top) < 4,
      header,
    );
    expect((await state()).scrollY).toBeLessThan(refilled.scrollY);
    await close();
  });

  it('pins the tab bar once the page is scrolled past 50 px, without moving the content', async () => {
    const { page, close } = await openPage('/en/case-studies', desktop);
    await hydrated(page);
    const tabs = page.locator('[data-category-tabs]');
    const gridTop = () => page.locator('#case-list').evaluate((grid) => grid.getBoundingClientRect().top + window.scrollY);
    const before = await gridTop();
    expect(await tabs.getAttribute('data-fixed')).toBeNull();
    await page.evaluate(() => window.scrollTo(0, 40));
    await page.waitForTimeout(50);
    expect(await tabs.getAttribute('data-fixed')).toBeNull();
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.waitForFunction(() => document.querySelector('[data-category-tabs]')?.hasAttribute('data-fixed'));
    const header = await page.locator('[data-site-header]').evaluate((element) => element.getBoundingClientRect().height);
    expect(await tabs.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBe(Math.round(header));
    expect(await gridTop()).toBe(before);
    await close();
  });

  it('filters the gallery with the same tabs', async () => {
    const { page, close } = await openPage('/en/test-case-studies', desktop);
    await hydrated(page);
    await page.locator('[data-category-tabs] button[data-category="design"]').click();
    await page.waitForFunction(() => new URL(location.href).searchParams.get('category') === 'design');
    await filteredTo(page, '.gallery', 'design');
    expect(await page.locator('.gallery [data-card-item][hidden]').count()).toBeGreaterThan(0);
    await close();
  });
});

describe('case slider', () => {
  const trackX = (page: Page) =>
    page.locator('[data-slider-track]').evaluate((track) => new DOMMatrixReadOnly(getComputedStyle(track).transform).m41);
  /** Waits until the inertia has run out: the track has not moved over five polls 100 ms apart. */
  const atRest = async (page: Page) => {
    let last = NaN;
    let still = 0;
    await waitFor(
      'the slider to come to rest',
      async () => {
        const x = await trackX(page);
        still = x === last ? still + 1 : 0;
        last = x;
        return still >= 5;
      },
      { timeoutMs: 10_000, intervalMs: 100 },
    );
    return last;
  };
  const limits = (page: Page) =>
    page.locator('[data-slider-viewport]').evaluate((viewport) => {
      const track = viewport.querySelector<HTMLElement>('[data-slider-track]')!;
      return { minX: -(track.scrollWidth - viewport.clientWidth), maxX: 0 };
    });

  it('drags horizontally with the mouse, within bounds, stopping at the edges', async () => {
    const { page, errors, close } = await openPage('/en', desktop);
    const viewport = page.locator('[data-slider-viewport]');
    await viewport.scrollIntoViewIfNeeded();
    await hydrated(page);
    const box = (await viewport.boundingBox())!;
    const y = box.y + box.height / 2;
    const { minX } = await limits(page);
    expect(minX).toBeLessThan(0);

    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    await page.waitForFunction(() => document.querySelector('[data-slider-viewport]')?.hasAttribute('data-drag-ready'));
    for (let step = 1; step <= 10; step++) await page.mouse.move(box.x + box.width * 0.8 - step * 40, y + step);
    await page.mouse.up();
    const afterLeft = await atRest(page);
    expect(afterLeft).toBeLessThan(-100);
    expect(afterLeft).toBeGreaterThanOrEqual(minX - 0.5);

    // A long pull far past the end settles on the bound.
    await page.mouse.move(box.x + box.width * 0.9, y);
    await page.mouse.down();
    for (let step = 1; step <= 20; step++) await page.mouse.move(box.x + box.width * 0.9 - step * 150, y);
    await page.mouse.up();
    expect(Math.abs((await atRest(page)) - minX)).toBeLessThan(1);

    // And back past the start settles on 0.
    await page.mouse.move(box.x + 20, y);
    await page.mouse.down();
    for (let step = 1; step <= 20; step++) await page.mouse.move(box.x + 20 + step * 150, y);
    await page.mouse.up();
    expect(Math.abs(await atRest(page))).toBeLessThan(1);
    expect(new URL(page.url()).pathname).toBe('/en');
    expect(errors).toEqual([]);
    await close();
  });

  it('opens a case on a click that is not a drag', async () => {
    const { page, close } = await openPage('/es', desktop);
    const first = page.locator('.featured__link').first();
    await first.scrollIntoViewIfNeeded();
    await hydrated(page);
    await first.click();
    await page.waitForURL('**/es/casos-de-estudio/success-summit');
    await close();
  });

  it('scrolls with the keyboard', async () => {
    const { page, close } = await openPage('/en', desktop);
    const viewport = page.locator('[data-slider-viewport]');
    await viewport.scrollIntoViewIfNeeded();
    await hydrated(page);
    await viewport.focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => document.querySelector('[data-slider-viewport]')!.scrollLeft > 100);
    await page.keyboard.press('End');
    const { minX } = await limits(page);
    await page.waitForFunction((end) => Math.abs(document.querySelector('[data-slider-viewport]')!.scrollLeft + end) < 2, minX);
    await page.keyboard.press('Home');
    await page.waitForFunction(() => document.querySelector('[data-slider-viewport]')!.scrollLeft < 2);
    await close();
  });

  it('scrolls natively on touch screens', async () => {
    const { page, close } = await openPage('/en', phone);
    const viewport = page.locator('[data-slider-viewport]');
    await viewport.scrollIntoViewIfNeeded();
    expect(await viewport.evaluate((element) => getComputedStyle(element).overflowX)).toBe('auto');
    await viewport.evaluate((element) => element.scrollTo({ left: 300 }));
    expect(await viewport.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await close();
  });
});

describe('custom cursor', () => {
  it('is loaded at 1280 px with a mouse: shows after a move, presses, shows text and the soon style', async () => {
    const { page, errors, close } = await openPage('/en/case-studies', desktop);
    await hydrated(page);
    const cursor = page.locator('.cursor');
    expect(await cursor.count()).toBe(1);
    expect(await cursor.getAttribute('data-visible')).toBeNull();
    await page.mouse.move(200, 200);
    await page.waitForFunction(() => document.querySelector('.cursor')?.hasAttribute('data-visible'));
    await page.mouse.down();
    await page.waitForFunction(() => document.querySelector('.cursor')?.hasAttribute('data-active'));
    await page.mouse.up();

    const linked = page.locator('#case-list a.card__link').first();
    await linked.scrollIntoViewIfNeeded();
    const linkBox = (await linked.boundingBox())!;
    await page.mouse.move(linkBox.x + linkBox.width / 2, linkBox.y + 100);
    await page.waitForFunction(() => document.querySelector('.cursor .cursor__text')?.textContent === 'VIEW');
    expect(await cursor.getAttribute('data-soon')).toBeNull();

    const soon = page.locator('#case-list .card--soon .card__link').first();
    await soon.scrollIntoViewIfNeeded();
    const soonBox = (await soon.boundingBox())!;
    await page.mouse.move(soonBox.x + soonBox.width / 2, soonBox.y + 100);
    await page.waitForFunction(() => document.querySelector('.cursor')?.hasAttribute('data-soon'));
    expect(await page.locator('.cursor__text').textContent()).toBe('SOON');
    expect(errors).toEqual([]);
    await close();
  });

  it('is never loaded on a 375 px phone', async () => {
    const { page, close } = await openPage('', phone);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/en/case-studies');
    await page.waitForLoadState('networkidle');
    expect(scripts.some((url) => /Cursor/.test(url))).toBe(false);
    expect(await page.locator('.cursor[data-visible]').count()).toBe(0);
    await close();
  });

  it('keeps the native cursor on form fields', async () => {
    const { page, close } = await openPage('/en/say-hello', desktop);
    await hydrated(page);
    const fields = await page.locator('input, textarea').evaluateAll((inputs) => inputs.map((input) => getComputedStyle(input).cursor));
    expect(fields.every((cursor) => cursor !== 'none')).toBe(true);
    await close();
  });
});
