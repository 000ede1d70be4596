// The layout audit: every page type in both languages, in the six viewports a demanding visitor tries, with scripts
// and motion, with reduced motion and without JavaScript, checked for what a visitor would see as broken
// (tests/support/layout-audit.ts). It also photographs every page and writes a contact sheet to review by eye:
// test-results/layout/index.html (docs/architecture.md says how to run it alone).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { fetchedScriptsTookOver, sharedBrowser, baseURL, useBrowser } from '../support/browser.ts';
import { auditViewports } from '../support/viewports.ts';
import { readContent, casePath } from '../support/content.ts';
import { pagePaths } from '../../tools/lib/pages.ts';
import {
  auditLaidOutPage,
  coveredByFixedParts,
  driftingFrameStops,
  driftSettled,
  uncoveredFrames,
  seeThroughTopBar,
  walkFocus,
  weakFixedEdges,
  type AuditMode,
  type Finding,
} from '../support/layout-audit.ts';

useBrowser();

// AUDIT_VIEWPORTS=1280,390, AUDIT_MODES=no-js and AUDIT_PAGES=home,summit (page types or paths) narrow a run by hand
// (docs/architecture.md);
// npm test runs all.
const chosen = (variable: string | undefined, name: string) =>
  !variable || variable.split(',').some((part) => name.startsWith(part.trim()));
const modes = (['default', 'reduced-motion', 'no-js'] as const).filter((mode) => chosen(process.env.AUDIT_MODES, mode));
const viewports = auditViewports.filter(({ name }) => chosen(process.env.AUDIT_VIEWPORTS, name));
const inAudit = (page: { label: string; path: string }) =>
  !process.env.AUDIT_PAGES ||
  process.env.AUDIT_PAGES.split(',').some((part) => `${page.label} ${page.path}`.includes(part.trim()));

const content = readContent();
/** Every page type, plus a case whose banner is a video (its frame and its sources are audited too). */
const videoCase = content.cases.find((entry) => entry.en.banner.video)?.slug;
const pages = [
  ...pagePaths.map(({ type, lang, path }) => ({ label: `${type} ${lang}`, path })),
  ...(videoCase && !pagePaths.some(({ path }) => path.endsWith(`/${videoCase}`))
    ? (['es', 'en'] as const).map((lang) => ({ label: `case with a video ${lang}`, path: casePath(videoCase, lang) }))
    : []),
].filter(inAudit);

const sheetFolder = path.resolve('test-results/layout');
rmSync(sheetFolder, { recursive: true, force: true });
mkdirSync(sheetFolder, { recursive: true });

interface Shot {
  page: string;
  path: string;
  viewport: string;
  mode: AuditMode;
  file: string;
  findings: Finding[];
}
const shots: Shot[] = [];

/** Scrolls the page to `top` at once (what is measured next forces its layout; frames never come without scripts). */
async function scrollTo(page: Page, top: number) {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
}

/** Everything shown at once: parts laid out only near the screen, lazy pictures, reveals and their fades. */
async function revealEverything(page: Page, mode: AuditMode) {
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
  // Fades and rises still running finish before anything is measured (not the endless marquees, nor what the scroll
  // drives: those follow the scroll, not the clock).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.timeline === document.timeline && animation.effect?.getComputedTiming().iterations !== Infinity,
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** The checks that hold wherever the page is scrolled to, at several places down the page. */
async function edgesDownThePage(page: Page): Promise<Finding[]> {
  const findings: Finding[] = [];
  const { height, screen } = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    screen: innerHeight,
  }));
  for (let top = 0; top < height - screen / 2; top += Math.round(screen * 0.75)) {
    await scrollTo(page, top);
    findings.push(...(await weakFixedEdges(page, `at ${top}px down`)));
  }
  return findings;
}

async function auditPage(
  context: BrowserContext,
  target: { label: string; path: string },
  viewport: string,
  mode: AuditMode,
  touch: boolean,
) {
  const page = await context.newPage();
  await page.goto(target.path);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  if (mode !== 'no-js') {
    // A visitor's first sign of life, which the fetched scripts (the filter, the parallax) wait for.
    await page.evaluate(() => window.dispatchEvent(new Event('scroll')));
    await page.waitForFunction(fetchedScriptsTookOver);
  }
  const findings: Finding[] = [];
  findings.push(...(await page.evaluate(coveredByFixedParts, { where: 'on the first screen', lowerOnly: false })));
  if (mode === 'default' && !touch) findings.push(...(await walkFocus(page)));
  // What passes behind the chat button is the same with less motion or no scripts.
  if (mode === 'default') findings.push(...(await edgesDownThePage(page)));
  await revealEverything(page, mode);
  findings.push(...(await page.evaluate(auditLaidOutPage, mode)));
  findings.push(...(await page.evaluate(uncoveredFrames, { moving: false, where: '' })));
  for (const top of await page.evaluate(driftingFrameStops)) {
    await scrollTo(page, top);
    // The layers drift only where scripts and motion run.
    if (mode === 'default') await page.evaluate(driftSettled);
    findings.push(...(await page.evaluate(uncoveredFrames, { moving: true, where: `at ${top}px down` })));
  }
  await scrollTo(page, await page.evaluate(() => document.documentElement.scrollHeight));
  findings.push(...(await page.evaluate(seeThroughTopBar)));
  findings.push(...(await page.evaluate(coveredByFixedParts, { where: 'at the end of the page', lowerOnly: true })));
  // Photographed from the top, so the header and the sticky bars sit where a visitor first sees them, with every
  // picture loaded: a lazy one the walk down the page passed too fast for would show as an empty frame.
  await scrollTo(page, 0);
  await page.evaluate(async () => {
    for (const image of document.images) image.loading = 'eager';
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
  });
  const file = `${mode}/${target.label.replace(/\s+/g, '-')}@${viewport}.jpg`;
  mkdirSync(path.join(sheetFolder, mode), { recursive: true });
  await page.screenshot({
    path: path.join(sheetFolder, file),
    fullPage: true,
    type: 'jpeg',
    quality: 60,
    scale: 'css',
    animations: 'disabled',
  });
  shots.push({ page: target.label, path: target.path, viewport, mode, file, findings });
  await page.close();
  const lines = findings.map(
    (finding) => `${target.path} @ ${viewport} ${mode}: ${finding.rule}: ${finding.element} ${finding.detail}`,
  );
  if (lines.length > 0) console.log(lines.join('\n'));
  return lines;
}

describe('layout audit', () => {
  // Each viewport and mode has its own browser context; several run at once, since most of the time goes to waiting
  // for the browser (frames, scrolling, screenshots).
  const runs = viewports.flatMap((viewport) => modes.map((mode) => ({ ...viewport, mode })));
  it.concurrent.for(runs)('$name, $mode: every page', { timeout: 900_000 }, async ({ name, options, mode }) => {
    const context = await sharedBrowser().newContext({
      baseURL,
      ...options,
      javaScriptEnabled: mode !== 'no-js',
      reducedMotion: mode === 'reduced-motion' ? 'reduce' : 'no-preference',
    });
    const problems: string[] = [];
    for (const target of pages)
      problems.push(...(await auditPage(context, target, name, mode, Boolean(options.hasTouch))));
    await context.close();
    expect(problems).toEqual([]);
  });
});

afterAll(() => {
  writeFileSync(path.join(sheetFolder, 'index.html'), contactSheet(shots));
});

/** One page to review the whole site by eye: a row per page, a column per viewport, a section per mode. */
function contactSheet(all: Shot[]): string {
  const escape = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
  const viewports = [...new Set(all.map((shot) => shot.viewport))];
  const sections = modes.map((mode) => {
    const rows = pages.map((target) => {
      const cells = viewports.map((viewport) => {
        const shot = all.find(
          (candidate) => candidate.mode === mode && candidate.page === target.label && candidate.viewport === viewport,
        );
        if (!shot) return '<td></td>';
        const notes = shot.findings
          .map((finding) => `<li>${escape(`${finding.rule}: ${finding.element} ${finding.detail}`)}</li>`)
          .join('');
        return `<td${notes ? ' class="bad"' : ''}><a href="${shot.file}"><img src="${shot.file}" loading="lazy" alt="${escape(`${target.label} at ${viewport}`)}"></a>${notes ? `<ul>${notes}</ul>` : ''}</td>`;
      });
      return `<tr><th scope="row">${escape(target.label)}<br><small>${escape(target.path)}</small></th>${cells.join('')}</tr>`;
    });
    return `<h2 id="${mode}">${mode}</h2><table><tr><th></th>${viewports.map((viewport) => `<th scope="col">${viewport}</th>`).join('')}</tr>${rows.join('')}</table>`;
  });
  const total = all.reduce((sum, shot) => sum + shot.findings.length, 0);
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Layout audit: contact sheet</title>
<style>body{font:14px system-ui;margin:1rem}table{border-collapse:collapse}td,th{vertical-align:top;padding:.4rem;border:1px solid #ddd}
td img{width:180px;height:360px;object-fit:cover;object-position:top}td.bad{background:#fde8e6}ul{max-width:180px;padding-left:1rem;font-size:11px}</style>
<h1>Layout audit</h1><p>${all.length} screenshots, ${total} findings. ${modes.map((mode) => `<a href="#${mode}">${mode}</a>`).join(' · ')}</p>${sections.join('')}</html>`;
}
