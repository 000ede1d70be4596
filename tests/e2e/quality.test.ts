// Site-wide quality gates: every referenced URL resolves, each page is findable (title, description, one h1),
// everything interactive is reachable by keyboard with a visible focus, and axe passes with the menu open.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseURL, fixtureURL, hydrated, openMenu, openPage, useBrowser } from '../support/browser.ts';
import { axeViolations } from '../support/axe.ts';
import { allPages } from '../support/site.ts';
import { hiddenPartOf } from '../support/geometry.ts';
import { desktops, layoutViewports } from '../support/viewports.ts';
import { casePath, readContent } from '../support/content.ts';
import { fixture } from '../support/fixture-site.ts';
import { pagePaths, pageTypes } from '../../bench/pages.ts';
import { pagePath } from '../../src/i18n/routes.ts';

useBrowser();

// The cases and categories come from the content files and the paths from the route table, so a marketer's edit keeps this green.
const content = readContent();
const longestWord = (text: string) => Math.max(...text.split(/\s+/).map((word) => word.length));
/** The Spanish case whose title has the longest word: where a title would first push a page sideways. */
const widestSpanishCase = content.cases.reduce((widest, entry) => (longestWord(entry.es.title) > longestWord(widest.es.title) ? entry : widest)).slug;

const crawlRoots = ['/', '/404.html', '/es/404', '/en/404', ...allPages.map(({ path }) => path)];

/** Internal URLs a page references: links, pictures (src and srcset), scripts, styles, posters, video sources. */
function referencedUrls(html: string): string[] {
  const urls: string[] = [];
  for (const [, attribute, value] of html.matchAll(/\s(href|src|poster|srcset|component-url|renderer-url)="([^"]*)"/g)) {
    const candidates = attribute === 'srcset' ? value!.split(',').map((item) => item.trim().split(/\s+/)[0]!) : [value!];
    for (const url of candidates) {
      if (url.startsWith('/') && !url.startsWith('//')) urls.push(url.replace(/&amp;/g, '&').split('#')[0]!);
    }
  }
  return urls;
}

async function inBatches<T>(items: T[], size: number, run: (item: T) => Promise<void>) {
  for (let start = 0; start < items.length; start += size) await Promise.all(items.slice(start, start + size).map(run));
}

describe('links', () => {
  it('every internal link, picture, video, script and stylesheet of every page resolves', async () => {
    const pages = new Map<string, string>();
    await inBatches(crawlRoots, 8, async (path) => {
      const response = await fetch(baseURL + path);
      pages.set(path, await response.text());
    });
    const referenced = new Map<string, string>();
    for (const [page, html] of pages) for (const url of referencedUrls(html)) if (!referenced.has(url)) referenced.set(url, page);
    expect(referenced.size).toBeGreaterThan(200);
    const broken: string[] = [];
    await inBatches([...referenced], 16, async ([url, page]) => {
      const response = await fetch(baseURL + url, { redirect: 'manual' });
      await response.arrayBuffer();
      if (response.status !== 200) broken.push(`${url} (${response.status}) on ${page}`);
    });
    expect(broken).toEqual([]);
  });
});

describe('search basics', () => {
  it('gives every page and language its own title and description, and exactly one h1', async () => {
    const seen = { title: new Map<string, string>(), description: new Map<string, string>() };
    for (const { path } of allPages) {
      const html = await (await fetch(baseURL + path)).text();
      expect(html.match(/<h1[\s>]/g), path).toHaveLength(1);
      // Headings never skip a level on the way down (h2 to h4, say), so their outline reads as a table of contents.
      const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map(([, level]) => Number(level));
      const skips = levels.flatMap((level, index) => (index > 0 && level > levels[index - 1]! + 1 ? [`h${levels[index - 1]}→h${level}`] : []));
      expect(skips, path).toEqual([]);
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
      const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1];
      for (const [kind, value] of [['title', title], ['description', description]] as const) {
        expect(value, `${path} ${kind}`).toBeTruthy();
        expect(seen[kind].get(value!), `${path} repeats the ${kind} of ${seen[kind].get(value!)}`).toBeUndefined();
        seen[kind].set(value!, path);
      }
    }
  });
});

/** Tabs through the page and returns, for each focus stop, a selector-ish label, whether its focus ring shows and what hides it. */
async function tabThrough(page: Page, limit: number) {
  const stops: { id: string; visible: boolean; hidden: string | null }[] = [];
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
      return { id: element.dataset.focusId ?? '?', visible: outlined || style.boxShadow !== 'none' };
    });
    if (!stop) continue;
    if (stops.some((seen) => seen.id === stop.id)) break;
    stops.push({ ...stop, hidden: await page.evaluate(hiddenPartOf, await page.evaluateHandle(() => document.activeElement!)) });
  }
  return stops;
}

describe('keyboard', () => {
  it.each(pagePaths.map(({ path }) => path))('%s at 1280×720: a skip link first, then every interactive element, each with a visible focus, fully on screen', async (path) => {
    const { page, close } = await openPage(path, { ...desktops[0]!.options, reducedMotion: 'reduce' });
    // Focus styles follow the page that has the browser's focus; another test file's page may have it.
    await page.bringToFront();
    await page.waitForLoadState('networkidle');
    // Islands that wait for a visitor's first touch are left as they are.
    await hydrated(page);
    // Number every element a keyboard user should reach: visible, enabled, not in the closed menu, not removed from the tab order.
    const expected = await page.evaluate(() => {
      const candidates = document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]');
      let index = 0;
      const ids: string[] = [];
      for (const element of candidates) {
        const hidden = element.closest('dialog:not([open]), [inert], [hidden]') || element.getClientRects().length === 0;
        const disabled = (element as HTMLButtonElement).disabled || element.tabIndex < 0;
        const style = getComputedStyle(element);
        if (hidden || disabled || style.visibility === 'hidden') continue;
        element.dataset.focusId = String(index++);
        ids.push(element.dataset.focusId);
      }
      return ids;
    });
    const stops = await tabThrough(page, expected.length + 10);
    expect(await page.locator('[data-focus-id="0"]').getAttribute('class')).toContain('skip-link');
    expect(stops[0]?.id).toBe('0');
    const missing = expected.filter((id) => !stops.some((stop) => stop.id === id));
    const labels = await page.evaluate((ids) => ids.map((id) => document.querySelector(`[data-focus-id="${id}"]`)?.outerHTML.slice(0, 120)), missing);
    expect(labels).toEqual([]);
    expect(stops.filter((stop) => !stop.visible)).toEqual([]);
    // The skip link shows only while focused, so it is checked below; every other stop is scrolled fully into view.
    expect(stops.slice(1).filter((stop) => stop.hidden).map((stop) => `${stop.id}: ${stop.hidden}`)).toEqual([]);

    // The skip link shows when focused and moves focus to the main content.
    await page.locator('.skip-link').focus();
    await page.waitForFunction(() => document.querySelector('.skip-link')!.getBoundingClientRect().top >= 0);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    await close();
  });
});

describe('layout', () => {
  const paths: string[] = [...pageTypes.flatMap((entry) => entry.en ?? []), pagePath('home', 'es'), casePath(widestSpanishCase, 'es')];

  it.each(layoutViewports)('scrolls no page sideways at $name', async ({ options }) => {
    const { page, close } = await openPage('', { ...options, reducedMotion: 'reduce' });
    const overflowing: string[] = [];
    for (const path of paths) {
      await page.goto(path, { waitUntil: 'networkidle' });
      const extra = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (extra > 0) overflowing.push(`${path} (+${extra}px)`);
    }
    expect(overflowing).toEqual([]);
    await close();
  });
});

describe('accessibility of states', () => {
  it.each([pagePath('home', 'es'), casePath(content.cases[0]!.slug, 'en')])('%s passes axe with the menu open', async (path) => {
    const { page, close } = await openPage(path, { reducedMotion: 'reduce' });
    await openMenu(page);
    expect(await axeViolations(page)).toEqual([]);
    await close();
  });

  it('passes axe on a phone-sized case list with a filter chosen', async () => {
    // On the fixture site, where the tab hides some cards.
    const { page, close } = await openPage(`${pagePath('cases', 'es')}?category=${fixture.narrowing.at(-1)}`, {
      viewport: { width: 375, height: 740 },
      reducedMotion: 'reduce',
      baseURL: fixtureURL,
    });
    await page.waitForFunction(() => document.querySelectorAll('#case-list [data-card-item][hidden]').length > 0);
    expect(await axeViolations(page)).toEqual([]);
    await close();
  });
});
