// `npm run bench:scripts`: the JavaScript each page type fetches and which frameworks among it, on a desktop with a
// mouse and on a touch phone scrolled to the bottom. Needs a build (`npm run build`);
// writes bench/results/scripts.json.
import { writeFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../tools/lib/chromium.ts';
import { startSite } from '../tests/support/server.ts';
import { pagePaths } from '../tools/lib/pages.ts';
import { measureScripts } from '../tools/lib/script-weight.ts';

const site = await startSite();
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const rows: Record<string, string | number>[] = [];
try {
  for (const { type, path } of pagePaths) {
    const desktop = await measureScripts(browser, site.baseURL, path, 'desktop');
    const phone = await measureScripts(browser, site.baseURL, path, 'phone');
    rows.push({
      page: type,
      path,
      'inline (in every figure)': phone.inlineGzipKb,
      'desktop load': desktop.loadGzipKb,
      'desktop scrolled': desktop.scrolledGzipKb,
      'desktop after drag': desktop.interactedGzipKb,
      'phone load': phone.loadGzipKb,
      'phone, scrolled to the bottom': phone.scrolledGzipKb,
      'script files on the phone': phone.scrolledFiles.join(' ') || 'none',
      'frameworks on the phone': phone.scrolledFrameworks.join(' ') || 'none',
    });
  }
} finally {
  await browser.close();
  await site.stop();
}

console.log(
  "Gzipped KB of script (gzip -9 of each file, and of the page's inline scripts together, counted in every figure):",
);
console.log(
  'a 1440 px desktop with a mouse at load, after scrolling to the end and after dragging the home slider; a 375 px',
);
console.log(
  'touch phone at load and scrolled to the bottom, with the script files and frameworks (React, gsap) it fetched.\n',
);
console.table(rows);
const heaviest = (key: string) => Math.max(...rows.map((row) => Number(row[key])));
console.log(
  `Heaviest page: ${heaviest('desktop load')} KB gzipped at load, ${heaviest('desktop after drag')} KB after dragging the slider ` +
    `(budget: about 100 KB); on a phone scrolled to the bottom, ${heaviest('phone, scrolled to the bottom')} KB.`,
);
await writeFile(
  'bench/results/scripts.json',
  `${JSON.stringify({ measuredAt: new Date().toISOString(), rows }, null, 2)}\n`,
);
