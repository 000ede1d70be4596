import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, useBrowser } from '../support/browser.ts';
import { axeViolations } from '../support/axe.ts';
import { allPages, caseSlugs } from '../support/site.ts';

useBrowser();

const hrefs = (page: Page, selector: string) => page.locator(selector).evaluateAll((links) => links.map((a) => a.getAttribute('href')));

/** Every <img> that assistive technology sees has a non-empty alt; repeats inside aria-hidden may be empty. */
async function imagesWithoutAlt(page: Page): Promise<string[]> {
  return page.locator('img').evaluateAll((images) =>
    images
      .filter((img) => !img.closest('[aria-hidden="true"]') && !(img.getAttribute('alt') ?? '').trim())
      .map((img) => img.getAttribute('src') ?? '?'),
  );
}

describe('home', () => {
  it.each([
    ['es', 'VER', '/es/casos-de-estudio'],
    ['en', 'VIEW', '/en/case-studies'],
  ])('in %s shows the hero, badges, three featured cases, two logo rows and certifications', async (lang, view, list) => {
    const { page, close } = await openPage(`/${lang}`);
    expect(await page.locator('.home-quote a').getAttribute('href')).toBe(lang === 'es' ? '/es/nuestra-cultura' : '/en/our-culture');
    expect(await page.locator('.home-badges .badge').count()).toBe(3);

    const featured = page.locator('.featured__link');
    expect(await featured.count()).toBe(3);
    expect(await hrefs(page, '.featured__link')).toEqual(
      ['success-summit', 'welcome-experience', 'numeros-que-importan'].map((slug) => `${list}/${slug}`),
    );
    for (const link of await featured.all()) {
      expect(await link.getAttribute('data-cursor')).toBe(view);
      expect(await link.getAttribute('data-track')).toMatch(/^home-featured-/);
      expect((await link.locator('img').getAttribute('alt'))?.length).toBeGreaterThan(10);
    }
    expect(await page.locator('a[data-track="home-more-projects"]').getAttribute('href')).toBe(list);

    for (const side of ['left', 'right']) {
      const items = page.locator(`[data-marquee="${side}"] .marquee__item`);
      expect(await items.count()).toBe(18);
      const visible = page.locator(`[data-marquee="${side}"] .marquee__item:not([aria-hidden="true"]) img`);
      const names = await visible.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')));
      expect(names).toHaveLength(6);
      expect(new Set(names).size).toBe(6);
      const sources = await items.locator('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')));
      expect(new Set(sources).size).toBe(6);
    }
    expect(await page.locator('.clients__caption').textContent()).toBeTruthy();

    const certifications = page.locator('.certifications__item');
    expect(await certifications.count()).toBe(3);
    const external = await certifications.locator('a[target="_blank"]').evaluateAll((links) => links.map((a) => [a.getAttribute('href'), a.getAttribute('rel')]));
    expect(external.map(([href]) => new URL(href!).hostname)).toEqual(['www.bcorporation.net', 'www.greatplacetowork.com.ar']);
    expect(external.every(([, rel]) => rel?.includes('noopener'))).toBe(true);
    await close();
  });
});

describe('what we do', () => {
  it.each(['/es/que-hacemos', '/en/what-we-do'])('%s shows the circles, five service rows and three featured cases', async (path) => {
    const { page, close } = await openPage(path);
    const circles = page.locator('[data-circle]');
    expect(await circles.count()).toBe(4);
    expect(await circles.evaluateAll((items) => items.map((item) => item.className.match(/circle--([a-z-]+)/)?.[1]))).toEqual([
      'blue',
      'blue-outline',
      'red',
      'ink',
    ]);
    expect(await circles.evaluateAll((items) => items.map((item) => item.getAttribute('data-delay')))).toEqual(['0', '500', '1000', '1500']);
    expect(await page.locator('.hero__sup').textContent()).toBeTruthy();
    const rows = page.locator('.service');
    expect(await rows.count()).toBe(5);
    expect(await rows.evaluateAll((items) => items.map((item) => item.id))).toEqual(['strategy', 'design', 'development', 'content', 'marketing']);
    for (const row of await rows.all()) {
      expect(await row.locator('.service__bullets').count()).toBe(2);
      expect(await row.locator('.service__bullets li').count()).toBeGreaterThanOrEqual(4);
    }
    const list = path.startsWith('/es') ? '/es/casos-de-estudio' : '/en/case-studies';
    expect(await hrefs(page, '.case-grid .card__link')).toEqual(['aca', 'legislativa', 'central-puerto'].map((slug) => `${list}/${slug}`));
    expect(await page.locator('a[data-track="services-all-cases"]').getAttribute('href')).toBe(list);
    await close();
  });
});

describe('our culture', () => {
  it.each(['/es/nuestra-cultura', '/en/our-culture'])('%s shows every section', async (path) => {
    const { page, close } = await openPage(path);
    expect(await page.locator('[data-parallax] img').count()).toBe(1);
    expect(await page.locator('.founder blockquote').textContent()).toBeTruthy();
    expect(await page.locator('.founder figcaption').textContent()).toMatch(/COO/);
    expect(await page.locator('.process__text').textContent()).toBeTruthy();
    expect(await page.locator('.certifications__item').count()).toBe(3);
    expect(await page.locator('.certifications__item a[target="_blank"]').count()).toBe(2);
    expect(await page.locator('.force__item').count()).toBe(12);
    expect(await page.locator('.force__item:not([aria-hidden="true"]) img').count()).toBe(6);
    expect(await page.locator('.team__figure img').getAttribute('alt')).toBeTruthy();
    await close();
  });
});

describe('case studies', () => {
  it.each([
    ['/es/casos-de-estudio', 'VER', 'PRONTO', '/es/escribinos'],
    ['/en/case-studies', 'VIEW', 'SOON', '/en/say-hello'],
  ])('%s lists twelve cards, ten linked and two coming soon', async (path, view, soon, contact) => {
    const { page, close } = await openPage(path);
    const tabs = await page.locator('[data-category-tabs] .tabs__tab').evaluateAll((items) => items.map((item) => item.getAttribute('data-category')));
    expect(tabs).toEqual(['all', 'strategies', 'design', 'development', 'content', 'marketing']);
    const cards = page.locator('#case-list [data-card]');
    expect(await cards.count()).toBe(12);
    const linked = page.locator('#case-list a.card__link');
    expect(await linked.count()).toBe(10);
    expect(await linked.evaluateAll((links) => links.map((a) => a.getAttribute('data-cursor')))).toEqual(Array(10).fill(view));
    const soonCards = page.locator('#case-list .card--soon');
    expect(await soonCards.count()).toBe(2);
    expect(await soonCards.locator('.card__label').allTextContents()).toEqual([soon, soon]);
    expect(await soonCards.locator('a').count()).toBe(0);
    const names = await page.locator('#case-list .card__name--desktop').allTextContents();
    expect(names.some((name) => /sapify/i.test(name))).toBe(true);
    expect(names.some((name) => /nodos/i.test(name))).toBe(true);
    for (const href of await hrefs(page, '#case-list a.card__link')) {
      expect(caseSlugs).toContain(href!.split('/').at(-1));
    }
    // The order of src/content/cards.yaml.
    const order = [...(await readFile('src/content/cards.yaml', 'utf8')).matchAll(/^- id: (\S+)/gm)].map(([, id]) => id);
    const shown = await page.locator('#case-list [data-card-item]').evaluateAll((items) => items.map((item) => item.getAttribute('data-card-id')));
    expect(shown).toEqual(order);
    expect(await page.locator('a[data-track="cases-lets-make"]').getAttribute('href')).toBe(contact);
    await close();
  });

  it('the English gallery shows the tabs and three picture cards', async () => {
    const { page, close } = await openPage('/en/test-case-studies');
    expect(await page.locator('[data-category-tabs] .tabs__tab').count()).toBe(6);
    const items = page.locator('.gallery__item');
    expect(await items.count()).toBe(3);
    expect(await items.evaluateAll((list) => list.map((item) => item.getAttribute('data-speed')))).toEqual(['-20', '0', '-20']);
    await close();
  });
});

describe('case detail', () => {
  it.each(allPages.filter(({ place }) => place.key === 'case').map(({ path, lang }) => [path, lang] as const))(
    '%s has every section',
    async (path, lang) => {
      const { page, close } = await openPage(path);
      const columns = await page.locator('.case-header__column').count();
      expect(columns).toBeGreaterThanOrEqual(1);
      expect(columns).toBeLessThanOrEqual(3);
      for (const link of await page.locator('.case-header__cta a').all()) {
        expect(await link.getAttribute('target')).toBe('_blank');
      }
      expect(await page.locator('[data-parallax] > :is(picture, figure)').count()).toBe(1);
      expect(await page.locator('.context .media-row').count()).toBeGreaterThanOrEqual(1);
      expect(await page.locator('.challenge__subtitle').textContent()).toBeTruthy();
      expect(await page.locator('.media-rows').count()).toBe(2);
      expect(await page.locator('.description__body p').count()).toBeGreaterThanOrEqual(1);
      expect(await page.locator('a[data-track="case-more-projects"]').getAttribute('href')).toBe(
        lang === 'es' ? '/es/casos-de-estudio' : '/en/case-studies',
      );
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
    const { page, close } = await openPage('/en/case-studies/success-summit');
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

describe('every page', () => {
  // With reduced motion nothing is mid-reveal, so axe measures the colours a reader ends up seeing.
  it.each(allPages.map(({ path }) => path))('%s passes axe (WCAG 2.2 AA), has alt text and no console errors', async (path) => {
    const { page, errors, close } = await openPage(path, { reducedMotion: 'reduce' });
    await page.waitForLoadState('networkidle');
    expect(await imagesWithoutAlt(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it.each(['/es', '/en/case-studies', '/es/nuestra-cultura', '/en/case-studies/trufa'])('%s reads whole with JavaScript off', async (path) => {
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
  });
});
