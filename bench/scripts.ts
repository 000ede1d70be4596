// `npm run bench:scripts`: the JavaScript each page type loads and when each island hydrates, on a desktop with a
// mouse and on a phone. Needs a build (`npm run build`); writes bench/results/scripts.json.
import { writeFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../tests/support/chromium.ts';
import { startSite } from '../tests/support/server.ts';
import { pagePaths } from './pages.ts';
import { devices, measureScripts, type ScriptWeight } from './script-weight.ts';

const site = await startSite();
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const rows: ({ page: string; path: string; device: string; islands: string } & Omit<ScriptWeight, 'hydrations'>)[] = [];
try {
  for (const { type, path } of pagePaths) {
    for (const device of Object.keys(devices) as (keyof typeof devices)[]) {
      const { hydrations, ...weight } = await measureScripts(browser, site.baseURL, path, device);
      rows.push({ page: type, path, device, ...weight, islands: hydrations.map(([name, ms]) => `${name}@${ms}ms`).join(' ') || '(none)' });
    }
  }
} finally {
  await browser.close();
  await site.stop();
}

console.log('JavaScript per page in KB (gzip = gzip -9 of each file): at load, after scrolling, after dragging the slider;');
console.log('islands with their hydration time after navigation start.\n');
console.table(rows);
const heaviest = (key: 'loadGzipKb' | 'scrolledGzipKb' | 'interactedGzipKb') => Math.max(...rows.map((row) => row[key]));
console.log(
  `Heaviest page: ${heaviest('loadGzipKb')} KB gzipped at load, ${heaviest('scrolledGzipKb')} KB after scrolling, ` +
    `${heaviest('interactedGzipKb')} KB after dragging the slider (budget: about 100 KB)`,
);
await writeFile('bench/results/scripts.json', `${JSON.stringify({ measuredAt: new Date().toISOString(), rows }, null, 2)}\n`);
