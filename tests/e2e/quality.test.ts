// Site-wide quality gates: every referenced URL resolves, each page is findable (title, description, one h1), the
// skip link works, no page scrolls sideways, and axe passes with the menu open. Keyboard reach and focus on every page
// are the layout audit's (tests/e2e/layout.test.ts).
import { describe, expect, it } from 'vitest';
import { baseURL, fixtureURL, openMenu, openPage, useBrowser } from '../support/browser.ts';
import { axeViolations } from '../support/axe.ts';
import { allPages } from '../support/site.ts';
import { laptop, narrowest } from '../support/viewports.ts';
import { casePath, readContent } from '../support/content.ts';
import { fixture } from '../support/fixture-site.ts';
import { pagePaths, pageTypes } from '../../tools/lib/pages.ts';
import { pagePath } from '../../src/i18n/routes.ts';

useBrowser();

// The cases and categories come from the content files and the paths from the route table, so a marketer's edit keeps this green.
const content = readContent();
const longestWord = (text: string) => Math.max(...text.split(/\s+/).map((word) => word.length));
/** The Spanish case whose title has the longest word: where a title would first push a page sideways. */
const widestSpanishCase = content.cases.reduce((widest, entry) =>
  longestWord(entry.es.title) > longestWord(widest.es.title) ? entry : widest,
).slug;

const crawlRoots = ['/', '/404.html', '/es/404', '/en/404', ...allPages.map(({ path }) => path)];

/** Internal URLs a page references: links, pictures (src and srcset), scripts, styles, posters, video sources. */
function referencedUrls(html: string): string[] {
  const urls: string[] = [];
  for (const [, attribute, value] of html.matchAll(
    /\s(href|src|poster|srcset|component-url|renderer-url)="([^"]*)"/g,
  )) {
    const candidates =
      attribute === 'srcset' ? value!.split(',').map((item) => item.trim().split(/\s+/)[0]!) : [value!];
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
    for (const [page, html] of pages)
      for (const url of referencedUrls(html)) if (!referenced.has(url)) referenced.set(url, page);
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
      const skips = levels.flatMap((level, index) =>
        index > 0 && level > levels[index - 1]! + 1 ? [`h${levels[index - 1]}→h${level}`] : [],
      );
      expect(skips, path).toEqual([]);
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
      const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1];
      for (const [kind, value] of [
        ['title', title],
        ['description', description],
      ] as const) {
        expect(value, `${path} ${kind}`).toBeTruthy();
        expect(seen[kind].get(value!), `${path} repeats the ${kind} of ${seen[kind].get(value!)}`).toBeUndefined();
        seen[kind].set(value!, path);
      }
    }
  });
});

describe('keyboard', () => {
  // Every focus stop of every page, in six viewports, is walked by the layout audit (tests/e2e/layout.test.ts); here,
  // what the skip link does.
  it.each(pagePaths.filter(({ type }) => type === 'home').map(({ path }) => path))(
    '%s: the skip link moves focus to the main content',
    async (path) => {
      const { page, close } = await openPage(path, { ...laptop.options, reducedMotion: 'reduce' });
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.classList.contains('skip-link'))).toBe(true);
      await page.waitForFunction(() => document.querySelector('.skip-link')!.getBoundingClientRect().top >= 0);
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
      await close();
    },
  );
});

describe('layout', () => {
  const paths: string[] = [
    ...pageTypes.flatMap((entry) => entry.en ?? []),
    pagePath('home', 'es'),
    casePath(widestSpanishCase, 'es'),
  ];

  // The layout audit checks every page at each tier; the narrowest phone sits below the phone tier's width.
  it(`scrolls no page sideways at ${narrowest.name}`, async () => {
    const { page, close } = await openPage('', { ...narrowest.options, reducedMotion: 'reduce' });
    const overflowing: string[] = [];
    for (const path of paths) {
      await page.goto(path, { waitUntil: 'networkidle' });
      const extra = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      if (extra > 0) overflowing.push(`${path} (+${extra}px)`);
    }
    expect(overflowing).toEqual([]);
    await close();
  });
});

describe('accessibility of states', () => {
  it.each([pagePath('home', 'es'), casePath(content.cases[0]!.slug, 'en')])(
    '%s passes axe with the menu open',
    async (path) => {
      const { page, close } = await openPage(path, { reducedMotion: 'reduce' });
      await openMenu(page);
      expect(await axeViolations(page)).toEqual([]);
      await close();
    },
  );

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
