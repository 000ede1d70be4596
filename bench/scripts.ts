// `npm run bench:scripts`: the JavaScript each page type loads (bytes and gzipped) and when each island hydrates,
// on a desktop with a mouse and on a phone: at load, after scrolling the whole page, and after interacting
// (dragging the home slider with the mouse, which is when the drag code loads).
// Needs a build (`npm run build`); writes bench/results/scripts.json.
import { writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContextOptions } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../tests/support/chromium.ts';
import { startSite } from '../tests/support/server.ts';
import { pageTypes } from './pages.ts';

const devices: Record<string, BrowserContextOptions> = {
  desktop: { viewport: { width: 1440, height: 900 } },
  phone: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
};

interface Row {
  page: string;
  path: string;
  device: string;
  loadKb: number;
  loadGzipKb: number;
  scrolledKb: number;
  scrolledGzipKb: number;
  interactedGzipKb: number;
  islands: string;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const site = await startSite();
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const rows: Row[] = [];

try {
  for (const entry of pageTypes) {
    for (const lang of ['es', 'en'] as const) {
      const path = entry[lang];
      if (!path) continue;
      for (const [device, options] of Object.entries(devices)) {
        const context = await browser.newContext({ ...options, baseURL: site.baseURL });
        const page = await context.newPage();
        type Phase = 'load' | 'scroll' | 'interact';
        const scripts = new Map<string, { raw: number; gzip: number; phase: Phase }>();
        let phase: Phase = 'load';
        page.on('response', async (response) => {
          if (response.request().resourceType() !== 'script') return;
          const body = await response.body().catch(() => Buffer.alloc(0));
          scripts.set(response.url(), { raw: body.length, gzip: gzipSync(body, { level: 9 }).length, phase });
        });
        // Record when each island hydrates: Astro removes its `ssr` attribute then.
        await page.addInitScript(() => {
          const start = performance.now();
          const seen = new Map<Element, number>();
          (window as unknown as { __hydrations: () => [string, number][] }).__hydrations = () =>
            [...seen].map(([island, time]) => [(island.getAttribute('component-url') ?? '?').replace(/^.*\/(\w+)\.[\w-]+\.js$/, '$1'), Math.round(time - start)]);
          new MutationObserver((records) => {
            for (const record of records) {
              const island = record.target as Element;
              if (record.attributeName === 'ssr' && !island.hasAttribute('ssr') && !seen.has(island)) seen.set(island, performance.now());
            }
          }).observe(document, { subtree: true, attributes: true, attributeFilter: ['ssr'] });
        });
        await page.goto(path, { waitUntil: 'networkidle' });
        await page.waitForTimeout(500);
        phase = 'scroll';
        await page.evaluate(async () => {
          for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 60));
          }
        });
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(500);
        phase = 'interact';
        const slider = page.locator('[data-slider-viewport]');
        if (device === 'desktop' && (await slider.count()) > 0) {
          await slider.scrollIntoViewIfNeeded();
          const box = (await slider.boundingBox())!;
          await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
          await page.mouse.down();
          await page.mouse.move(box.x + box.width / 2 - 200, box.y + box.height / 2, { steps: 5 });
          await page.mouse.up();
          await page.waitForLoadState('networkidle');
          await page.waitForTimeout(500);
        }
        const hydrations = await page.evaluate(() => (window as unknown as { __hydrations: () => [string, number][] }).__hydrations());
        const all = [...scripts.values()];
        const atLoad = all.filter((script) => script.phase === 'load');
        const scrolled = all.filter((script) => script.phase !== 'interact');
        const sum = (list: typeof all, key: 'raw' | 'gzip') => list.reduce((total, script) => total + script[key], 0);
        rows.push({
          page: entry.type,
          path,
          device,
          loadKb: kb(sum(atLoad, 'raw')),
          loadGzipKb: kb(sum(atLoad, 'gzip')),
          scrolledKb: kb(sum(scrolled, 'raw')),
          scrolledGzipKb: kb(sum(scrolled, 'gzip')),
          interactedGzipKb: kb(sum(all, 'gzip')),
          islands: hydrations.map(([name, time]) => `${name}@${time}ms`).join(' ') || '(none)',
        });
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  await site.stop();
}

console.log('JavaScript per page (KB; gzip = gzip -9 of each file), islands with their hydration time after navigation start\n');
console.table(rows.map(({ path, ...row }) => ({ path, ...row })));
const heaviest = (key: 'loadGzipKb' | 'scrolledGzipKb' | 'interactedGzipKb') => Math.max(...rows.map((row) => row[key]));
console.log(
  `Heaviest page: ${heaviest('loadGzipKb')} KB gzipped at load, ${heaviest('scrolledGzipKb')} KB after scrolling, ` +
    `${heaviest('interactedGzipKb')} KB after dragging the slider (budget: about 100 KB)`,
);
await writeFile('bench/results/scripts.json', `${JSON.stringify({ measuredAt: new Date().toISOString(), rows }, null, 2)}\n`);
