// Measures the JavaScript a page runs (raw and gzipped): the script files it fetches and the scripts inlined in its
// HTML, and which frameworks it fetched, in Chromium: at load, after scrolling through the
// page to the bottom, and after dragging the home slider with the mouse. Shared by `npm run bench:scripts` and the
// script-budget test.
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContextOptions } from 'playwright-core';

export const devices: Record<'desktop' | 'phone', BrowserContextOptions> = {
  desktop: { viewport: { width: 1440, height: 900 } },
  // A touch phone: no fine pointer, no hover.
  phone: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
};

export type Framework = 'react' | 'gsap';

/** Which framework a script file is part of, told by what its code contains rather than by its file name. */
export function frameworkOf(code: string): Framework | null {
  if (/Symbol\.for\(["'`]react\./.test(code)) return 'react';
  // gsap's core and its plugins all keep their state on the `_gsap` property of what they animate.
  if (/\b_gsap\b/.test(code)) return 'gsap';
  return null;
}

export interface ScriptWeight {
  /** Scripts inlined in the HTML (JSON-LD and other data left out): part of every figure below. */
  inlineKb: number;
  inlineGzipKb: number;
  loadKb: number;
  loadGzipKb: number;
  scrolledKb: number;
  scrolledGzipKb: number;
  /** Script files fetched by the time the page was scrolled to the bottom, by name (`case-filter`). */
  scrolledFiles: string[];
  interactedGzipKb: number;
  /** Frameworks fetched by the time the page was scrolled to the bottom (before any drag). */
  scrolledFrameworks: Framework[];
}

/** A script file's name without folder and hash: `case-filter`, `CaseFilter.astro script`. */
const fileName = (url: string) =>
  new URL(url).pathname
    .split('/')
    .at(-1)!
    .replace(/(\.[\w-]+)?\.js$/, '')
    .replace(/\.astro_astro_type_script_index_\d+_lang$/, '.astro script');

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
type Phase = 'load' | 'scroll' | 'interact';

/**
 * In the page: the scripts fetched once it has loaded and the browser is idle (the menu's with focus kept in view, the
 * contact form's) have taken over what they enhance, which they mark `data-enhanced`.
 */
export function idleScriptsTookOver(): boolean {
  return document.querySelector('#site-menu:not([data-enhanced]), .stepper:not([data-enhanced])') === null;
}

export async function measureScripts(
  browser: Browser,
  baseURL: string,
  path: string,
  device: keyof typeof devices,
): Promise<ScriptWeight> {
  const context = await browser.newContext({ ...devices[device], baseURL });
  const page = await context.newPage();
  const scripts = new Map<string, { raw: number; gzip: number; phase: Phase; framework: Framework | null }>();
  const files = new Set<string>();
  const pending: Promise<void>[] = [];
  let phase: Phase = 'load';
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const seenIn = phase;
    if (seenIn !== 'interact') files.add(fileName(response.url()));
    pending.push(
      response
        .body()
        .then(
          (body) =>
            void scripts.set(response.url(), {
              raw: body.length,
              gzip: gzipSync(body, { level: 9 }).length,
              phase: seenIn,
              framework: frameworkOf(body.toString('utf8')),
            }),
        )
        .catch(() => undefined),
    );
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.waitForFunction(idleScriptsTookOver);
  const inline = await page.evaluate(() =>
    [...document.scripts]
      .filter((script) => !script.src && ['', 'module', 'text/javascript'].includes(script.type))
      .map((script) => script.text),
  );
  phase = 'scroll';
  // Down the page a frame at a time, as a reader would, to the very bottom.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(idleScriptsTookOver);
  phase = 'interact';
  const slider = page.locator('[data-slider-viewport]');
  if (device === 'desktop' && (await slider.count()) > 0) {
    await slider.scrollIntoViewIfNeeded();
    const box = (await slider.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    // The drag's code comes with this first hover: a press before it is there is a click on a card, which navigates.
    await page.waitForFunction(
      () => document.querySelector<HTMLElement>('[data-slider-viewport]')?.style.cursor === 'grab',
    );
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 200, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await page.waitForLoadState('networkidle');
  }
  await Promise.all(pending);
  await context.close();
  // Inline scripts travel inside the page's compressed HTML: gzipped together, as they are sent.
  const inlineCode = Buffer.from(inline.join('\n'));
  const all = [
    ...scripts.values(),
    {
      raw: inlineCode.length,
      gzip: inline.length ? gzipSync(inlineCode, { level: 9 }).length : 0,
      phase: 'load' as Phase,
      framework: null,
    },
  ];
  const sum = (phases: Phase[], key: 'raw' | 'gzip') =>
    all.filter((s) => phases.includes(s.phase)).reduce((total, s) => total + s[key], 0);
  return {
    inlineKb: kb(inlineCode.length),
    inlineGzipKb: kb(all.at(-1)!.gzip),
    loadKb: kb(sum(['load'], 'raw')),
    loadGzipKb: kb(sum(['load'], 'gzip')),
    scrolledKb: kb(sum(['load', 'scroll'], 'raw')),
    scrolledGzipKb: kb(sum(['load', 'scroll'], 'gzip')),
    scrolledFiles: [...files].sort(),
    interactedGzipKb: kb(sum(['load', 'scroll', 'interact'], 'gzip')),
    scrolledFrameworks: [
      ...new Set(all.filter((s) => s.phase !== 'interact' && s.framework).map((s) => s.framework!)),
    ].sort(),
  };
}
