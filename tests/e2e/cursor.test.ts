// The custom cursor: shown with a mouse on wide screens, off below 768 px and with touch, never loaded on a phone,
// and the native cursor kept on form fields.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, useBrowser } from '../support/browser.ts';
import { laptop, phone } from '../support/viewports.ts';
import { pagePath } from '../../src/i18n/routes.ts';

useBrowser('fixture');

const desktop = laptop.options;
const caseList = pagePath('cases', 'en');

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
  /** The cursor's script has come and decided the screen suits it: its dot is in the page, listening for the mouse. */
  const cursorReady = (page: Page) => page.locator('.cursor').waitFor({ state: 'attached' });

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
