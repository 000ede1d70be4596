// `npm run bench:lighthouse`: Lighthouse (the npm package, driving Debian's Chromium) on every page type in both
// languages, mobile and desktop, median of 3 runs. Prints the four category scores, LCP, TBT, CLS, script and total
// bytes, and writes bench/results/lighthouse.json. Needs a build. RUNS=1 for a quick look.
import { writeFile } from 'node:fs/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumArgs, chromiumPath } from '../tests/support/chromium.ts';
import { startSite } from '../tests/support/server.ts';
import { pagePaths } from './pages.ts';

const runs = Number(process.env.RUNS ?? 3);
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Measure {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptKb: number;
  totalKb: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const site = await startSite();
// Lighthouse drives its own Chromium through the DevTools port; headless flags are the tests' own.
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumArgs });
const rows: ({ page: string; path: string; formFactor: string } & Measure)[] = [];
const failures: string[] = [];

try {
  for (const { type, path } of pagePaths) {
    for (const formFactor of ['mobile', 'desktop'] as const) {
      const measures: Measure[] = [];
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(
          site.baseURL + path,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] },
          formFactor === 'desktop' ? desktopConfig : undefined,
        );
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse returned nothing for ${path}`);
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        const resources = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
        measures.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcpMs: Math.round(audit('largest-contentful-paint')),
          tbtMs: Math.round(audit('total-blocking-time')),
          cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
          scriptKb: Math.round((resources.find((item) => item.resourceType === 'script')?.transferSize ?? 0) / 102.4) / 10,
          totalKb: Math.round(audit('total-byte-weight') / 102.4) / 10,
        });
        if (run === 0) {
          for (const id of categories) {
            for (const ref of lhr.categories[id]?.auditRefs ?? []) {
              const failing = lhr.audits[ref.id];
              if (ref.weight > 0 && failing && failing.score !== null && failing.score < 1 && id !== 'performance') {
                failures.push(`${path} ${formFactor} ${id}: ${failing.id} — ${failing.title}`);
              }
            }
          }
        }
      }
      const keys = Object.keys(measures[0]!) as (keyof Measure)[];
      const row = Object.fromEntries(keys.map((key) => [key, median(measures.map((measure) => measure[key]))])) as unknown as Measure;
      rows.push({ page: type, path, formFactor, ...row });
      console.error(`measured ${path} ${formFactor}`);
    }
  }
} finally {
  chrome.kill();
  await site.stop();
}

console.log(`Lighthouse ${runs > 1 ? `median of ${runs} runs` : '1 run'} per page and form factor (scores 0–100, bytes in KB transferred)\n`);
console.table(rows);
const mobile = rows.filter((row) => row.formFactor === 'mobile');
console.log(
  `Mobile: lowest performance ${Math.min(...mobile.map((r) => r.performance))} (target ≥ 98), accessibility ${Math.min(...rows.map((r) => r.accessibility))}, ` +
    `best practices ${Math.min(...rows.map((r) => r.bestPractices))}, SEO ${Math.min(...rows.map((r) => r.seo))} (targets 100); ` +
    `worst CLS ${Math.max(...rows.map((r) => r.cls))}, worst TBT ${Math.max(...rows.map((r) => r.tbtMs))} ms`,
);
if (failures.length > 0) console.log(`\nAudits below 100 outside performance (first run):\n${[...new Set(failures)].join('\n')}`);
await writeFile('bench/results/lighthouse.json', `${JSON.stringify({ measuredAt: new Date().toISOString(), runs, rows, failures }, null, 2)}\n`);
