import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openMenu, openPage, useBrowser } from '../support/browser.ts';
import { casePath, readContent } from '../support/content.ts';
import { pageStill, scrollAndPaint } from '../support/frames.ts';
import { hiddenPartOf } from '../support/audit/in-page.ts';
import { laptop, phone } from '../support/viewports.ts';
import { locales, pagePath } from '../../src/i18n/routes.ts';
import { mainPages } from '../../src/i18n/navigation.ts';

useBrowser();

// The studio's facts and the pages' words come from the content files, and the paths from the route table, so a
// marketer's edit keeps this green.
const { cases, certifications, company, ui } = readContent();
const menuButton = { es: ui.es.menu.open, en: ui.en.menu.open } as const;

describe('the full-screen menu', () => {
  it('opens from the hamburger and closes with its close button, returning focus', async () => {
    const { page, errors, close } = await openPage(pagePath('home', 'en'));
    const dialog = page.locator('#site-menu');
    expect(await dialog.isVisible()).toBe(false);
    await openMenu(page);
    await expect(dialog.isVisible()).resolves.toBe(true);
    const facts = [
      ui.es.language.short,
      ui.en.language.short,
      ...company.social.map((link) => link.label.en),
      company.address.street,
      company.email,
    ];
    for (const text of facts) {
      expect(await dialog.textContent()).toContain(text);
    }
    expect(await dialog.locator('a[href^="mailto:"]').getAttribute('href')).toBe(`mailto:${company.email}`);
    expect(await dialog.locator('.badge').count()).toBe(certifications.length);
    await page.getByRole('button', { name: ui.en.menu.close }).click();
    await expect(dialog.isVisible()).resolves.toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(menuButton.en);
    expect(errors).toEqual([]);
    await close();
  });

  it('closes on Escape', async () => {
    const { page, close } = await openPage(pagePath('services', 'es'));
    await openMenu(page);
    await expect(page.locator('#site-menu').isVisible()).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.locator('#site-menu').isVisible()).resolves.toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(menuButton.es);
    await close();
  });

  it('keeps Tab and Shift+Tab out of the page behind, both ways', async () => {
    const { page, close } = await openPage(pagePath('cases', 'en'));
    await openMenu(page);
    // The menu is a modal dialog: the page behind is inert, so past either end focus goes to the browser itself (no
    // element of the page) and the next press brings it back into the menu.
    const where = () =>
      page.evaluate(() => {
        const focused = document.activeElement;
        if (!focused || focused === document.body) return 'browser';
        return focused.closest('#site-menu') ? 'menu' : focused.outerHTML.slice(0, 80);
      });
    for (const key of ['Tab', 'Shift+Tab']) {
      const stops: string[] = [];
      for (let i = 0; i < 30; i++) {
        await page.keyboard.press(key);
        stops.push(await where());
      }
      expect(
        stops.filter((stop) => stop !== 'menu' && stop !== 'browser'),
        key,
      ).toEqual([]);
      expect(
        stops.filter((stop, index) => stop === 'browser' && index < stops.length - 1 && stops[index + 1] !== 'menu'),
        key,
      ).toEqual([]);
      expect(stops.filter((stop) => stop === 'menu').length, key).toBeGreaterThan(20);
    }
    await close();
  });

  it('stops the page behind from scrolling', async () => {
    const { page, close } = await openPage(pagePath('services', 'en'));
    await openMenu(page);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
    await close();
  });

  it('leaves the page where it was: the part under the menu, not drawn while it is open, keeps its place', async () => {
    const { page, close } = await openPage(pagePath('home', 'en'));
    const heading = page.locator('main h2').first();
    // Halfway down, and at the very end, where a page that got shorter under the menu would pull the scroll back.
    for (const share of [0.5, 1]) {
      const top = await page.evaluate((share) => {
        window.scrollTo({ top: document.documentElement.scrollHeight * share, behavior: 'instant' });
        return Math.round(scrollY);
      }, share);
      // At rest there: what the scroll revealed has finished rising into place.
      await page.waitForFunction(pageStill);
      await openMenu(page);
      expect(await heading.evaluate((element) => element.checkVisibility())).toBe(false);
      await page.keyboard.press('Escape');
      expect(await page.evaluate(() => Math.round(scrollY))).toBe(top);
      expect(await heading.evaluate((element) => element.checkVisibility())).toBe(true);
    }
    await close();
  });

  it('centres each language’s short name in its pill', async () => {
    const { page, close } = await openPage(pagePath('home', 'en'));
    await openMenu(page);
    const offsets = await page.locator('#site-menu [data-language]').evaluateAll((links) =>
      links.map((link) => {
        const label = document.createRange();
        label.selectNodeContents(link.firstChild!);
        const [pill, text] = [link.getBoundingClientRect(), label.getBoundingClientRect()];
        return Math.abs((pill.top + pill.bottom) / 2 - (text.top + text.bottom) / 2);
      }),
    );
    expect(
      offsets.every((offset) => offset <= 1),
      `off centre by ${offsets.join(', ')} px`,
    ).toBe(true);
    await close();
  });

  it('closes when a navigation link is followed', async () => {
    const { page, close } = await openPage(pagePath('home', 'es'));
    await openMenu(page);
    await page.locator('#site-menu .menu-nav').getByRole('link', { name: ui.es.nav.culture, exact: true }).click();
    await page.waitForURL(`**${pagePath('culture', 'es')}`);
    await expect(page.locator('#site-menu').isVisible()).resolves.toBe(false);
    await page.goBack();
    await expect(page.locator('#site-menu').isVisible()).resolves.toBe(false);
    await close();
  });

  it('opens and closes without JavaScript', async () => {
    const { page, close } = await openPage(pagePath('home', 'en'), { javaScriptEnabled: false });
    await page.getByRole('button', { name: menuButton.en }).click();
    await expect(page.locator('#site-menu').isVisible()).resolves.toBe(true);
    await page.getByRole('button', { name: ui.en.menu.close }).click();
    await expect(page.locator('#site-menu').isVisible()).resolves.toBe(false);
    await close();
  });
});

describe('the menu on a phone', () => {
  it('keeps its close button on screen and reachable while the menu scrolls, at 390×844', async () => {
    const { page, close } = await openPage(pagePath('home', 'en'), phone.options);
    await openMenu(page);
    const dialog = page.locator('#site-menu');
    const scrollable = await dialog.evaluate((menu) => menu.scrollHeight - menu.clientHeight);
    expect(scrollable, 'the menu is taller than the screen').toBeGreaterThan(0);
    await dialog.evaluate((menu) => menu.scrollTo(0, menu.scrollHeight));
    await page.waitForFunction(() => {
      const menu = document.querySelector('#site-menu')!;
      return Math.abs(menu.scrollTop + menu.clientHeight - menu.scrollHeight) < 2;
    });
    const button = page.locator('#site-menu .menu__close');
    expect(await button.evaluate(hiddenPartOf)).toBeNull();
    expect(
      await button.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return element.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
      }),
      'nothing covers it',
    ).toBe(true);
    await button.tap();
    await expect(dialog.isVisible()).resolves.toBe(false);
    await close();
  });
});

describe('the header', () => {
  it('changes its look past 20 px of scroll', async () => {
    const { page, close } = await openPage(pagePath('culture', 'en'), { viewport: { width: 1280, height: 600 } });
    const header = page.locator('[data-site-header]');
    expect(await header.getAttribute('data-scrolled')).toBeNull();
    await scrollAndPaint(page, 15);
    expect(await header.getAttribute('data-scrolled')).toBeNull();
    await page.evaluate(() => window.scrollTo(0, 25));
    await page.waitForFunction(() => document.querySelector('[data-site-header]')?.hasAttribute('data-scrolled'));
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(() => !document.querySelector('[data-site-header]')?.hasAttribute('data-scrolled'));
    await close();
  });

  it('links the logo home and lists the four main pages, the current one marked in the header and the menu', async () => {
    const { page, close } = await openPage(pagePath('contact', 'es'));
    expect(await page.locator('.site-header__logo').getAttribute('href')).toBe(pagePath('home', 'es'));
    const nav = await page
      .locator('.site-header__nav a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(nav).toEqual(mainPages.map((key) => pagePath(key, 'es')));
    for (const nav of ['.site-header__nav', '.menu-nav'])
      expect(await page.locator(`${nav} a[aria-current="page"]`).getAttribute('href')).toBe(pagePath('contact', 'es'));
    await close();
  });
});

describe('the footer', () => {
  it.each(
    locales.map((lang): [string, string[]] => [pagePath('home', lang), mainPages.map((key) => pagePath(key, lang))]),
  )('on %s links the four main pages with tracking ids', async (path, hrefs) => {
    const { page, close } = await openPage(path);
    const links = await page
      .locator('footer nav a')
      .evaluateAll((as) => as.map((a) => [a.getAttribute('href'), a.getAttribute('data-track')]));
    expect(links.map(([href]) => href)).toEqual(hrefs);
    expect(links.map(([, track]) => track)).toEqual([
      'footer-services',
      'footer-culture',
      'footer-cases',
      'footer-contact',
    ]);
    const text = await page.locator('footer').textContent();
    expect(text).toContain(company.address.street);
    // Under "New projects": the e-mail for new projects, not the studio's general one (the menu's).
    expect(await page.locator('footer a[href^="mailto:"]').getAttribute('href')).toBe(
      `mailto:${company.projectsEmail}`,
    );
    for (const link of company.social) expect(await page.locator(`footer a[href="${link.url}"]`).count()).toBe(1);
    await close();
  });
});

describe('the chat button', () => {
  const aCase = cases[0]!.slug;
  it.each([
    [casePath(aCase, 'en'), pagePath('contact', 'en'), ui.en.chat],
    [casePath(aCase, 'es'), pagePath('contact', 'es'), ui.es.chat],
    [pagePath('gallery', 'en'), pagePath('contact', 'en'), ui.en.chat],
    // An address that names nothing: the not-found page has the button too.
    ['/es/no-existe', pagePath('contact', 'es'), ui.es.chat],
  ])('on %s is there from the first screen, and leads to %s', async (path, target, label) => {
    const { page, close } = await openPage(path);
    const chat = page.getByRole('link', { name: label, exact: true }).and(page.locator('.chat-button'));
    expect(await chat.isVisible()).toBe(true);
    expect(await chat.getAttribute('href')).toBe(target);
    await chat.click();
    await page.waitForURL(`**${target}`);
    await close();
  });

  it.each([phone, laptop])(
    'sits in the header’s band beside the menu button, from the first screen to the end of the page, at $name',
    async ({ options }) => {
      const { page, close } = await openPage(casePath(aCase, 'en'), options);
      // Where the page's words pass under the band by design: a button within it rests over none of them.
      const inTheBand = () =>
        page.evaluate(() => {
          const band = document.querySelector('.site-header')!.getBoundingClientRect();
          const button = document.querySelector('.chat-button')!.getBoundingClientRect();
          const menu = document.querySelector('.menu-button')!.getBoundingClientRect();
          return (
            button.width > 0 && button.top >= band.top && button.bottom <= band.bottom && button.right <= menu.left
          );
        });
      expect(await inTheBand()).toBe(true);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (const share of [0.25, 0.5, 0.75, 1]) {
        await scrollAndPaint(page, Math.round(height * share));
        expect(await inTheBand(), `${share * 100}% down`).toBe(true);
      }
      await close();
    },
  );

  it('takes the place of the header’s own link to the contact page, which shows on the contact page instead', async () => {
    const contactLinks = (page: Page) => page.locator('.site-header__nav a[data-page="contact"]');
    const elsewhere = await openPage(casePath(aCase, 'en'), laptop.options);
    expect(await contactLinks(elsewhere.page).count()).toBe(0);
    await elsewhere.close();
    for (const lang of locales) {
      const { page, close } = await openPage(pagePath('contact', lang), laptop.options);
      expect(await page.locator('.chat-button').count(), lang).toBe(0);
      expect(await contactLinks(page).isVisible(), lang).toBe(true);
      await close();
    }
  });
});
