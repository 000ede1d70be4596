// Page motion as a visitor sees it, in the standard viewports: the circles' staggered fade, hash links, parallax
// that never makes content overlap, view transitions between pages, reduced motion, and pages that read without
// JavaScript.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { fixtureURL, openPage, useBrowser } from '../support/browser.ts';
import { axeViolations } from '../support/axe.ts';
import { framesSince, stillFor, watchFrames } from '../support/frames.ts';
import { laptop, phone, smallLaptop, tiers, wide } from '../support/viewports.ts';
import { casePath } from '../support/content.ts';
import { fixture } from '../support/fixture-site.ts';
import { pagePath } from '../../src/i18n/routes.ts';

useBrowser();

// Paths from the route table; a case with a video from the fixture site (tests/support/fixture-site.ts).
const home = { es: pagePath('home', 'es'), en: pagePath('home', 'en') };
const services = pagePath('services', 'en');
const culture = pagePath('culture', 'en');
const caseList = pagePath('cases', 'en');

describe('the what-we-do circles', () => {
  // Whether they are in view at load is what changes their course: the phone, the shortest screen and the tallest.
  it.each([phone, smallLaptop, wide])(
    'fade in one after another once in view, never out, at $name',
    async ({ options }) => {
      const { page, close } = await openPage('', options);
      // Each frame: the circles' opacity, and the delay of any fade running on them.
      await watchFrames(page, () => {
        const circles = [...document.querySelectorAll('[data-circle]')];
        if (circles.length !== 4) return undefined;
        return circles.map((circle) => ({
          opacity: Number(getComputedStyle(circle).opacity),
          delay: circle.getAnimations().map((animation) => Number(animation.effect?.getTiming().delay ?? 0))[0] ?? null,
        }));
      });
      await page.goto(services);
      // Below the first screen they wait for the visitor to scroll to them.
      await page
        .locator('[data-circle]')
        .last()
        .evaluate((circle) => circle.scrollIntoView({ block: 'end' }));
      await page.waitForFunction(() =>
        [...document.querySelectorAll('[data-circle]')].every((circle) => getComputedStyle(circle).opacity === '1'),
      );
      const frames = await framesSince<{ opacity: number; delay: number | null }[]>(page);
      const opacities = frames.map(({ value }) => value.map((circle) => circle.opacity));

      expect(opacities[0], 'hidden at first paint, to fade in').toEqual([0, 0, 0, 0]);
      const fadesOut = opacities.flatMap((value, index) =>
        value.flatMap((opacity, circle) =>
          index > 0 && opacity < opacities[index - 1]![circle]! - 0.001
            ? [`circle ${circle + 1} at ${Math.round(frames[index]!.t)} ms`]
            : [],
        ),
      );
      expect(fadesOut, 'no circle ever fades out').toEqual([]);
      // The fades the browser ran, one after another: 0, 500, 1000 and 1500 ms.
      const delays = [0, 1, 2, 3].map((circle) => [
        ...new Set(frames.map(({ value }) => value[circle]!.delay).filter((delay) => delay !== null)),
      ]);
      expect(delays).toEqual([[0], [500], [1000], [1500]]);
      await close();
    },
  );
});

/** The page's scroll position on every frame, and the target's distance from where a hash scroll leaves it. */
const watchScroll = (page: Page) => watchFrames(page, () => Math.round(window.scrollY));

describe('a link with a hash', () => {
  const links = [
    [home.en, 'clients-title'],
    [culture, 'force-title'],
  ] as const;

  // The scroll is the browser's own smooth one, the same at any width; where it stops depends on the header, which
  // the phone and the desktops draw differently.
  it.each([phone, laptop].flatMap((viewport) => links.map(([path, id]) => ({ ...viewport, path, id }))))(
    '$path#$id scrolls smoothly to its element after load at $name',
    async ({ options, path, id }) => {
      const { page, close } = await openPage('', options);
      await watchScroll(page);
      await page.goto(`${path}#${id}`);
      const target = page.locator(`#${id}`);
      const header = await page
        .locator('[data-site-header]')
        .evaluate((element) => element.getBoundingClientRect().bottom);
      await page.waitForFunction(
        ([selector, below]) => Math.abs(document.getElementById(selector)!.getBoundingClientRect().top - below) < 40,
        [id, header] as const,
      );
      await stillFor(page, () => window.scrollY);
      const positions = (await framesSince<number>(page)).map(({ value }) => value);
      const end = positions.at(-1)!;
      expect(positions[0], 'the page opens at its top').toBe(0);
      // A jump has no position between; a busy machine may draw only a few of a smooth scroll's frames.
      const between = new Set(positions.filter((y) => y > 0 && y < end));
      expect(
        between.size,
        `a smooth movement, not a jump: ${[...new Set(positions)].join(' ')}`,
      ).toBeGreaterThanOrEqual(2);
      expect(
        positions.every((y, index) => index === 0 || y >= positions[index - 1]!),
        'one movement, downwards',
      ).toBe(true);
      expect(await target.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThanOrEqual(
        header - 1,
      );
      await close();
    },
  );

  it('jumps straight to its element under reduced motion', async () => {
    const { page, close } = await openPage('', { ...laptop.options, reducedMotion: 'reduce' });
    await watchScroll(page);
    await page.goto(`${culture}#force-title`);
    await page.waitForFunction(() => window.scrollY > 0);
    await stillFor(page, () => window.scrollY);
    const positions = (await framesSince<number>(page)).map(({ value }) => value);
    const end = positions.at(-1)!;
    expect(
      positions.filter((y) => y > 0 && y < end),
      'no frame half-way',
    ).toEqual([]);
    await close();
  });
});

/** Pairs of boxes among `selectors` that overlap by more than a pixel, read in the page. */
const overlapsIn = (page: Page, selectors: string[]) =>
  page.evaluate((selectorList) => {
    const boxes = selectorList.flatMap((selector) =>
      [...document.querySelectorAll(selector)].map((element, index) => ({
        name: `${selector}[${index}]`,
        box: element.getBoundingClientRect(),
      })),
    );
    const found: string[] = [];
    boxes.forEach((a, i) =>
      boxes.slice(i + 1).forEach((b) => {
        const x = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const y = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (x > 1 && y > 1)
          found.push(`${a.name} over ${b.name} by ${Math.round(y)} px at scroll ${Math.round(window.scrollY)}`);
      }),
    );
    return found;
  }, selectors);

describe('the gallery', () => {
  it.each(tiers)(
    'never lets its drifting cards overlap each other or the next section at $name',
    async ({ options, name }) => {
      const { page, close } = await openPage(pagePath('gallery', 'en'), options);
      const parts = ['.gallery__item', 'main > section:last-child'];
      const settled = () =>
        stillFor(page, () =>
          [...document.querySelectorAll<HTMLElement>('[data-speed]')].map((item) => item.style.transform),
        );
      const bottom = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
      const found: string[] = [];
      // One column on the phone, where the issue saw cards overlap from 700 px down; side by side elsewhere, where only the end can.
      const stops = name === phone.name ? [700, 1100, 1300, bottom] : [bottom];
      for (const y of stops) {
        await page.evaluate((top) => window.scrollTo(0, top), Math.min(y, bottom));
        await settled();
        found.push(...(await overlapsIn(page, parts)));
      }
      expect(found).toEqual([]);
      await close();
    },
  );
});

describe('reduced motion', () => {
  it('moves nothing and shows everything', async () => {
    // On the fixture site, whose case has a video: reduced motion must keep it paused.
    const { page, close } = await openPage('', {
      ...laptop.options,
      reducedMotion: 'reduce',
      baseURL: fixtureURL,
    });
    for (const path of [home.en, services, culture, caseList, casePath(fixture.videoCase, 'en')]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const state = await page.evaluate(() => ({
        hiddenReveals: [...document.querySelectorAll('[data-reveal], [data-card-item], [data-circle]')].filter(
          (element) => getComputedStyle(element).opacity !== '1',
        ).length,
        // Time-driven animations are motion; one the scroll drives may fade something in or out (the chat button,
        // the tabs' edges) but never move it.
        runningAnimations: document
          .getAnimations()
          .filter((animation) => animation.playState === 'running' && animation.timeline === document.timeline).length,
        scrollDrivenMovement: document
          .getAnimations()
          .filter((animation) => animation.timeline !== document.timeline)
          .filter((animation) =>
            (animation.effect as KeyframeEffect)
              .getKeyframes()
              .some((frame) =>
                ['transform', 'translate', 'rotate', 'scale', 'top', 'left'].some((property) => property in frame),
              ),
          ).length,
        parallaxMoved: [...document.querySelectorAll<HTMLElement>('[data-parallax], [data-speed]')].filter(
          (element) => element.style.transform !== '' || element.style.getPropertyValue('--drift') !== '',
        ).length,
        playingVideos: [...document.querySelectorAll('video')].filter((video) => !video.paused).length,
      }));
      expect(state, path).toEqual({
        hiddenReveals: 0,
        runningAnimations: 0,
        scrollDrivenMovement: 0,
        parallaxMoved: 0,
        playingVideos: 0,
      });
    }
    await close();
  });

  it('keeps a visible play button on paused videos', async () => {
    const { page, close } = await openPage(casePath(fixture.videoCase, 'en'), {
      ...laptop.options,
      reducedMotion: 'reduce',
      baseURL: fixtureURL,
    });
    await page.waitForLoadState('networkidle');
    const toggle = page.locator('[data-video-toggle]').first();
    expect(await toggle.isVisible()).toBe(true);
    expect(await toggle.getAttribute('aria-label')).toBe(await toggle.getAttribute('data-play'));
    await close();
  });
});

describe('scroll reveals and parallax', () => {
  it('reveals sections on scroll over 1000 ms with ease-in-sine', async () => {
    const { page, close } = await openPage(services, laptop.options);
    const service = page.locator('.service').last();
    expect(await service.evaluate((element) => getComputedStyle(element).opacity)).toBe('0');
    expect(await service.getAttribute('data-revealed')).toBeNull();
    // Read the transition the moment the element is revealed, however late this machine gets there.
    type Started = { opacity: string; transitions: { property: string; duration: unknown; easing: string }[] };
    await service.evaluate((element) => {
      (window as unknown as { revealStarted: Promise<Started> }).revealStarted = new Promise<Started>((resolve) => {
        new MutationObserver((_, observer) => {
          if (!element.hasAttribute('data-revealed')) return;
          observer.disconnect();
          const opacity = getComputedStyle(element).opacity;
          const transitions = element
            .getAnimations()
            .filter((animation): animation is CSSTransition => animation instanceof CSSTransition)
            .map((transition) => ({
              property: transition.transitionProperty,
              duration: transition.effect!.getTiming().duration,
              easing: transition.effect!.getTiming().easing!,
            }));
          resolve({ opacity, transitions });
        }).observe(element, { attributes: true, attributeFilter: ['data-revealed'] });
      });
    });
    await service.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 400));
    const { opacity, transitions } = await page.evaluate(
      () => (window as unknown as { revealStarted: Promise<Started> }).revealStarted,
    );
    expect(opacity).toBe('0');
    expect(transitions).toContainEqual({
      property: 'opacity',
      duration: 1000,
      easing: 'cubic-bezier(0.12, 0, 0.39, 0)',
    });
    await page.waitForFunction(
      () => getComputedStyle([...document.querySelectorAll('.service')].at(-1)!).opacity === '1',
    );
    await close();
  });

  it('drifts the banner against the scroll', async () => {
    const { page, close } = await openPage(culture, laptop.options);
    // Where the picture's top lands in its frame: its box's place and its place in the box.
    const offset = () =>
      page
        .locator('[data-parallax] img')
        .evaluate(
          (picture) =>
            picture.getBoundingClientRect().top -
            picture.closest('[data-parallax]')!.getBoundingClientRect().top +
            parseFloat(getComputedStyle(picture).objectPosition.split(' ')[1]!),
        );
    const before = await offset();
    await page.evaluate(() => window.scrollTo(0, 600));
    await stillFor(page, () => document.querySelector('[data-parallax]')!.getBoundingClientRect().top);
    expect(Math.abs((await offset()) - before)).toBeGreaterThan(5);
    await close();
  });
});

describe('without JavaScript', () => {
  it.each([caseList, home.es, services])('%s shows all content and working links', async (path) => {
    const { page, close } = await openPage(path, { ...laptop.options, javaScriptEnabled: false });
    const hidden = await page
      .locator('[data-reveal], [data-card-item], [data-circle], .service')
      .evaluateAll(
        (elements) =>
          elements.filter((element) => getComputedStyle(element).opacity !== '1' || (element as HTMLElement).hidden)
            .length,
      );
    expect(hidden).toBe(0);
    const links = await page
      .locator('main a[href]')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!));
    expect(links.length).toBeGreaterThan(0);
    expect(
      links.every(
        (href) => href.startsWith('/') || href.startsWith('http') || href.startsWith('mailto:') || href.startsWith('#'),
      ),
    ).toBe(true);
    await close();
  });
});

describe('view transitions between pages', () => {
  /**
   * Records, on the next page, whether it was revealed through a view transition and the names of the parts it
   * animated (read from the animations' pseudo-elements, `::view-transition-old(name)` and the like).
   */
  const recordReveal = (page: Page) =>
    page.addInitScript(() => {
      window.addEventListener('pagereveal', (event) => {
        const transition = (event as Event & { viewTransition: ViewTransition | null }).viewTransition;
        const record = window as unknown as { __reveal: Promise<{ transition: boolean; names: string[] }> };
        const animatedNames = async (transition: ViewTransition) => {
          await transition.ready;
          const names = document
            .getAnimations()
            .map(
              (animation) =>
                /^::view-transition-[a-z-]+\((.+)\)$/.exec(
                  (animation.effect as KeyframeEffect | null)?.pseudoElement ?? '',
                )?.[1] ?? '',
            )
            .filter(Boolean);
          await transition.finished;
          return { transition: true, names: [...new Set(names)].sort() };
        };
        record.__reveal = transition ? animatedNames(transition) : Promise.resolve({ transition: false, names: [] });
      });
    });
  /** What the page recorded once it was revealed (pagereveal fires at its first rendering, after the URL commits). */
  const revealed = async (page: Page) => {
    await page.waitForFunction(() => '__reveal' in window);
    return page.evaluate(
      () => (window as unknown as { __reveal: Promise<{ transition: boolean; names: string[] }> }).__reveal,
    );
  };

  it("grow a case card's picture and name into its page, and leave a page that passes axe", async () => {
    const { page, errors, close } = await openPage(caseList, laptop.options);
    const declared = await page.evaluate(() => {
      const rules = (list: CSSRuleList): CSSRule[] =>
        [...list].flatMap((rule) => [rule, ...('cssRules' in rule ? rules((rule as CSSGroupingRule).cssRules) : [])]);
      return [...document.styleSheets]
        .flatMap((sheet) => rules(sheet.cssRules))
        .some((rule) => rule.cssText.startsWith('@view-transition') && rule.cssText.includes('navigation: auto'));
    });
    expect(declared, '@view-transition { navigation: auto } is in the page CSS').toBe(true);
    await recordReveal(page);
    const card = page.locator('#case-list a.card__link').first();
    const slug = new URL(await card.evaluate((link) => (link as HTMLAnchorElement).href)).pathname.split('/').at(-1)!;
    await card.click();
    await page.waitForURL(`**/${slug}`);
    const { transition, names } = await revealed(page);
    expect(transition).toBe(true);
    expect(names).toEqual(expect.arrayContaining([`case-${slug}-picture`, `case-${slug}-title`, 'root']));
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it("morph one screen's title into the next", async () => {
    const { page, close } = await openPage(services, laptop.options);
    await recordReveal(page);
    await page.locator(`.site-header__nav a[href="${culture}"]`).click();
    await page.waitForURL(`**${culture}`);
    expect((await revealed(page)).names).toContain('page-title');
    await close();
  });

  it('are off under reduced motion: the next page simply appears', async () => {
    const { page, close } = await openPage(caseList, { ...laptop.options, reducedMotion: 'reduce' });
    await recordReveal(page);
    await page.locator('#case-list a.card__link').first().click();
    await page.waitForURL(`**${caseList}/*`);
    expect(await revealed(page)).toEqual({ transition: false, names: [] });
    await close();
  });
});
