// The home slider as a visitor uses it: a mouse drag within its bounds, clicks that are not drags, the keyboard,
// touch, its alignment with the page's column, and reduced motion. On the fixture site, which always features more
// cases than a screen shows.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, useBrowser } from '../support/browser.ts';
import { stillFor } from '../support/frames.ts';
import { hiddenPartOf } from '../support/audit/in-page.ts';
import { laptop, phone, smallTablet, wide } from '../support/viewports.ts';
import { casePath } from '../support/content.ts';
import { fixture } from '../support/fixture-site.ts';
import { pagePath } from '../../src/i18n/routes.ts';
import { idleScriptsTookOver } from '../../tools/lib/script-weight.ts';

useBrowser('fixture');

const desktop = laptop.options;
const home = { es: pagePath('home', 'es'), en: pagePath('home', 'en') };

describe('the home slider', () => {
  const viewportOf = (page: Page) => page.locator('[data-slider-viewport]');
  /** A slide's link: the keyboard scrolls the slider from there (it has no tab stop of its own). */
  const slideLink = (page: Page, which: 'first' | 'last') => viewportOf(page).locator('a')[which]();
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
    const first = page.locator('.featured__slide .card__link').first();
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
    const first = page.locator('.featured__slide .card__link').first();
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
    await slideLink(page, 'first').focus();
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

  // The overflow the mouse's arrival must leave alone is the same at any width.
  it.for([laptop])(
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

  // The bounds follow the slider's width: the narrowest desktop tier and the widest.
  it.for([smallTablet, wide])(
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
      await slideLink(page, 'last').focus();
      await page.keyboard.press('Home');
      await slidesStill(page);
      expect((await slides(page)).first).toBe(end.padding);
      await close();
    },
  );

  // The layout audit walks the real slider at every tier; this one, which always overflows, where the real one may
  // fit: the laptop tier and the widest.
  it.each([laptop, wide])(
    'brings every slide fully into view when it takes keyboard focus, at $name',
    async ({ options }) => {
      const { page, close } = await openPage(home.en, options);
      // Focus kept in view (src/scripts/focus-in-view.ts) comes with the scripts the page fetches once idle.
      await page.waitForFunction(idleScriptsTookOver);
      await page.bringToFront();
      await hoverSlider(page);
      await page.mouse.move(5, 5);
      // The section's "more projects" link, the stop before the slides.
      await page.locator('.featured .cta-link').focus();
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
