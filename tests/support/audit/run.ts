// The layout audit's visits: which pages, in which viewports and modes, and what each visit checks. The checks
// themselves run in the page (./in-page.ts, ./frames.ts, ./focus.ts, ./edges.ts); tests/e2e/layout.test.ts runs the
// visits with motion and layout-without-motion.test.ts the others, so the two workers share them.
//
// With scripts and motion, every page is visited afresh at every layout tier, since scripts set things up for the
// screen they load in (the drift of the banners, what is revealed where). There, the checks that follow the keyboard
// and the scroll (the focus walk, the chat button's edges, drifting banners) take one language per tier, the two
// taking turns from tier to tier: what they test (sticky bars, rows that scroll, what passes behind a fixed button)
// does not change with the words, and both languages still meet each of them. With reduced motion and without
// JavaScript nothing is set up to move: a page is visited once on the phone and once at the widest desktop tier, then
// narrowed to each of the others in turn, which lays it out again as a visit at that width would.
import { expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseURL, fetchedScriptsTookOver } from '../browser.ts';
import { casePath, readContent } from '../content.ts';
import { wholeCaseList } from '../case-list.ts';
import { desktops, phone, tiers, type NamedViewport } from '../viewports.ts';
import { pagePaths } from '../../../tools/lib/pages.ts';
import { ContactSheet } from './contact-sheet.ts';
import { walkFocus } from './focus.ts';
import { weakFixedEdges } from './edges.ts';
import { installChecks } from './install.ts';
import type { AuditMode, Finding } from './in-page.ts';
import { LookBook } from './consistency.ts';

export interface AuditPage {
  /** The page type and language ("home es"), or the kind of case. */
  label: string;
  type: string;
  lang: string;
  path: string;
}

// AUDIT_VIEWPORTS=1280,390 (their widths) and AUDIT_PAGES=home,summit (page types or paths) narrow a run by hand
// (docs/architecture.md).
const chosen = (variable: string | undefined, matches: (part: string) => boolean) =>
  !variable || variable.split(',').some((part) => matches(part.trim()));

const videoCase = readContent().cases.find((entry) => entry.en.banner.video)?.slug;
/**
 * Every page type in every language, and a case whose banner is a video (its frame and sources are audited too), in
 * English alone: the case page type is audited in both languages already, and the video changes only the banner.
 */
export const auditPages: AuditPage[] = [
  ...pagePaths.map(({ type, lang, path }) => ({ label: `${type} ${lang}`, type, lang, path })),
  ...(videoCase && !pagePaths.some(({ path }) => path.endsWith(`/${videoCase}`))
    ? [{ label: 'case with a video en', type: 'case with a video', lang: 'en', path: casePath(videoCase, 'en') }]
    : []),
].filter((page) => chosen(process.env.AUDIT_PAGES, (part) => `${page.label} ${page.path}`.includes(part)));

/** The language picker at `/`, which only a visitor without JavaScript stays on (a script sends the others on). */
const pickerPage: AuditPage = { label: 'language picker', type: 'picker', lang: 'es', path: '/' };
const noScriptPages = [
  ...auditPages,
  ...(chosen(process.env.AUDIT_PAGES, (part) => 'picker /'.includes(part)) ? [pickerPage] : []),
];

const inRun = (viewport: NamedViewport) =>
  chosen(process.env.AUDIT_VIEWPORTS, (part) => viewport.name.startsWith(part));

/** Whether a page gets the keyboard and scroll checks at this tier: its languages take turns. */
function takesItsTurn(page: AuditPage, tier: NamedViewport): boolean {
  const langs = auditPages.filter((other) => other.type === page.type).map((other) => other.lang);
  return langs[tiers.indexOf(tier) % langs.length] === page.lang;
}

/** A laptop screen's taller height (1440×900, 1280×800 and the like), where the first screen is checked again. */
const tallLaptop = 900;

/** Scrolls the page to `top` at once (what is measured next forces its layout). */
const scrollTo = (page: Page, top: number) =>
  page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);

/**
 * Opens the page, installs the checks and, with scripts, gives the visitor's first sign of life. With motion (where a
 * page's clock can be moved on), first the first screen as it stands two seconds after load with no input: what it
 * finds there, and its shot for the contact sheet.
 */
async function visit(
  page: Page,
  target: AuditPage,
  mode: AuditMode,
  first?: { sheet: ContactSheet; viewport: string },
): Promise<Finding[]> {
  await page.goto(target.path);
  await installChecks(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const findings: Finding[] = [];
  if (first) {
    // Two seconds on: the page's timers on its test clock, and the fades and rises its styles run (on the document's
    // own timeline, which no test clock moves) carried as far on, or to their end.
    await page.clock.runFor(2000);
    await page.evaluate(() => {
      for (const animation of document.getAnimations()) {
        const timing = animation.effect?.getComputedTiming();
        if (animation.timeline !== document.timeline || !timing || timing.iterations === Infinity) continue;
        const end = Number(timing.endTime);
        animation.currentTime = Math.min(end, Number(animation.currentTime ?? 0) + 2000);
      }
    });
    // Pictures come over the network, in real time, which the page's clock does not move: the first screen's get up
    // to five seconds to arrive, and one still missing then is what a visitor would see too.
    await page
      .waitForFunction(() => window.__audit.hiddenOnFirstScreen().length === 0, undefined, { timeout: 5000 })
      .catch(() => undefined);
    findings.push(
      ...(await page.evaluate(() => [...window.__audit.hiddenOnFirstScreen(), ...window.__audit.firstScreenEnd()])),
    );
    await first.sheet.firstScreen(page, target.label, first.viewport);
    // Where a first screen ends moves with the screen's height alone: a laptop's is seen 900 px tall as well.
    const size = page.viewportSize()!;
    if (size.width >= 1024 && size.height < tallLaptop) {
      await page.setViewportSize({ width: size.width, height: tallLaptop });
      const taller = await page.evaluate(() => window.__audit.firstScreenEnd());
      findings.push(
        ...taller.map((finding) => ({ ...finding, detail: `${finding.detail} (${size.width}×${tallLaptop})` })),
      );
      await page.setViewportSize(size);
    }
  }
  if (mode !== 'no-js') {
    // The fetched scripts (the filter, the parallax) wait for it.
    await page.evaluate(() => window.dispatchEvent(new Event('scroll')));
    await page.waitForFunction(fetchedScriptsTookOver);
  }
  return findings;
}

/** Everything shown at once: parts laid out only near the screen, lazy pictures, reveals and their fades. */
async function revealEverything(page: Page, mode: AuditMode): Promise<void> {
  // A case list with scripts joins its later pages as the end nears: all of them first, so that its end is the page's.
  if (mode !== 'no-js' && (await page.locator('[data-case-filter]').count()) > 0) await wholeCaseList(page);
  await page.evaluate(() => {
    document.documentElement.setAttribute('data-laid-out', '');
    document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]').forEach((image) => (image.loading = 'eager'));
  });
  // At the bottom of the page the motion script reveals whatever is left.
  await scrollTo(page, await page.evaluate(() => document.documentElement.scrollHeight));
  await page.waitForFunction(
    (scripts) =>
      [...document.images].every((image) => image.complete || image.getClientRects().length === 0) &&
      [...document.querySelectorAll('video')].every(
        (video) => !scripts || video.readyState >= 1 || video.getClientRects().length === 0,
      ),
    mode !== 'no-js',
  );
  // Fades and rises still running are finished before anything is measured: their end is what stays on screen (not
  // the endless marquees, nor what the scroll drives: those follow the scroll, not the clock).
  await page.evaluate(() => {
    for (const animation of document.getAnimations())
      if (animation.timeline === document.timeline && animation.effect?.getComputedTiming().iterations !== Infinity)
        animation.finish();
  });
}

/** The checks of a page laid out in full, and of its end, where the page is scrolled to its bottom. */
async function laidOutChecks(page: Page, mode: AuditMode): Promise<Finding[]> {
  await revealEverything(page, mode);
  const findings = await page.evaluate(
    (mode) => [
      ...window.__audit.auditLaidOutPage(mode),
      ...window.__audit.uncoveredFrames({ moving: false, where: '' }),
      ...window.__audit.cutFocalAreas({ moving: false, where: '' }),
      ...window.__audit.saidOnce(),
      ...window.__audit.offTheGrid(),
    ],
    mode,
  );
  await scrollTo(page, await page.evaluate(() => document.documentElement.scrollHeight));
  findings.push(
    ...(await page.evaluate(() => [
      ...window.__audit.seeThroughTopBar(),
      ...window.__audit.coveredByFixedParts({ where: 'at the end of the page', lowerOnly: true }),
    ])),
  );
  return findings;
}

/**
 * Stops on the way down the page, where a visitor may rest: the chat button's edge (what passes behind it changes) and
 * what the frame's fixed parts cover there.
 */
async function downThePage(page: Page): Promise<Finding[]> {
  const findings: Finding[] = [];
  const { height, screen } = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    screen: innerHeight,
  }));
  for (let top = 0; top < height - screen / 2; top += Math.round(screen * 0.75)) {
    await scrollTo(page, top);
    findings.push(...(await weakFixedEdges(page, `at ${top}px down`)));
    findings.push(
      ...(await page.evaluate(
        (where) => window.__audit.coveredByFixedParts({ where, lowerOnly: false, midPage: true }),
        `at ${top}px down`,
      )),
    );
  }
  return findings;
}

/**
 * Drifting banners as they enter and leave the screen. The page's clock is a test clock (installed with the context)
 * that runs as time does and is moved on here, so each drift comes to rest at once instead of easing for a second.
 */
async function driftingFrames(page: Page): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const top of await page.evaluate(() => window.__audit.driftingFrameStops())) {
    await page.evaluate(
      (y) =>
        new Promise<void>((resolve) => {
          if (Math.round(window.scrollY) === y) return resolve();
          window.addEventListener('scroll', () => resolve(), { once: true });
          window.scrollTo({ top: y, behavior: 'instant' });
        }),
      top,
    );
    await page.clock.runFor(3000);
    findings.push(
      ...(await page.evaluate(
        (where) => [
          ...window.__audit.uncoveredFrames({ moving: true, where }),
          ...window.__audit.cutFocalAreas({ moving: true, where }),
        ],
        `at ${top}px down`,
      )),
    );
  }
  return findings;
}

const say = (target: AuditPage, viewport: string, mode: AuditMode, findings: Finding[]) =>
  findings.map(
    (finding) => `${target.path} @ ${viewport} ${mode}: ${finding.rule}: ${finding.element} ${finding.detail}`,
  );

/** A fresh visit of every page at every tier with scripts and motion. */
export async function auditWithMotion(browser: Browser, tier: NamedViewport, sheet: ContactSheet): Promise<string[]> {
  const context = await browser.newContext({ baseURL, ...tier.options, reducedMotion: 'no-preference' });
  await context.clock.install();
  const page = await context.newPage();
  // What a page's scripts report as going wrong (a script that throws, a policy that blocks something) is a finding.
  let errors: Finding[] = [];
  const noted = (detail: string) => errors.push({ rule: 'console error', element: '<page>', detail });
  page.on('pageerror', (error) => noted(error.message));
  page.on('console', (message) => message.type() === 'error' && noted(message.text()));
  const problems: string[] = [];
  const looks = new LookBook();
  for (const target of auditPages) {
    errors = [];
    const findings = await visit(page, target, 'motion', { sheet, viewport: tier.name });
    const turn = takesItsTurn(target, tier);
    findings.push(
      ...(await page.evaluate(() =>
        window.__audit.coveredByFixedParts({ where: 'on the first screen', lowerOnly: false }),
      )),
    );
    if (turn && !tier.touch) findings.push(...(await walkFocus(page)));
    if (turn) findings.push(...(await downThePage(page)));
    findings.push(...(await laidOutChecks(page, 'motion')));
    looks.add(target.path, await page.evaluate(() => window.__audit.looksOfKinds()));
    if (turn) findings.push(...(await driftingFrames(page)));
    findings.push(...errors);
    await sheet.take(page, target.label, target.path, tier.name, findings);
    problems.push(...say(target, tier.name, 'motion', findings));
  }
  await context.close();
  return [...problems, ...looks.differences(`@ ${tier.name} motion`)];
}

/**
 * With reduced motion, or without JavaScript: each page on the phone, then at the widest desktop tier, narrowed to each
 * of the others in turn. Widest first, since a page keeps the pictures and videos it chose for a wider screen but asks
 * for new ones when it grows (the visits with motion check each tier's own choice).
 */
export async function auditWithoutMotion(
  browser: Browser,
  mode: Exclude<AuditMode, 'motion'>,
  sheet: ContactSheet,
): Promise<string[]> {
  const settings = {
    baseURL,
    javaScriptEnabled: mode !== 'no-js',
    reducedMotion: mode === 'reduced-motion' ? ('reduce' as const) : ('no-preference' as const),
  };
  const problems: string[] = [];
  const check = async (page: Page, target: AuditPage, viewport: NamedViewport) => {
    const findings = await page.evaluate(() => [
      ...window.__audit.coveredByFixedParts({ where: 'on the first screen', lowerOnly: false }),
      ...window.__audit.firstScreenEnd(),
    ]);
    findings.push(...(await laidOutChecks(page, mode)));
    await sheet.take(page, target.label, target.path, viewport.name, findings);
    problems.push(...say(target, viewport.name, mode, findings));
  };
  const widths = desktops.filter(inRun).reverse();
  for (const [first, ...others] of [inRun(phone) ? [phone] : [], widths]) {
    if (!first) continue;
    const context = await browser.newContext({ ...settings, ...first.options });
    const page = await context.newPage();
    for (const target of mode === 'no-js' ? noScriptPages : auditPages) {
      await page.setViewportSize(first.options.viewport!);
      await visit(page, target, mode);
      await check(page, target, first);
      for (const viewport of others) {
        await page.setViewportSize(viewport.options.viewport!);
        await scrollTo(page, 0);
        // What follows the scroll (the chat button keeps out of the first screen) catches up on the next frame: a
        // screenshot of one pixel makes the page draw one, with its scripts off too.
        await page.screenshot({ clip: { x: 0, y: 0, width: 1, height: 1 } });
        await check(page, target, viewport);
      }
    }
    await context.close();
  }
  return problems;
}

/** The tiers a run audits (all, unless AUDIT_VIEWPORTS narrows it). */
export const auditTiers = tiers.filter(inRun);

/** Fails with every finding, one line each. */
export function expectNoFindings(problems: string[]): void {
  if (problems.length > 0) console.log(problems.join('\n'));
  expect(problems).toEqual([]);
}
