// `npm run bench:lighthouse`: Lighthouse (the npm package, driving Debian's Chromium) on every page type in both
// languages, mobile and desktop, median of 3 runs, beside a minimal Astro page built and served the same way in the
// same run (the floor). LCP is printed in ms and as a ratio to the floor's, which survives a busy machine better
// than milliseconds do, beside each page's first response (headers and brotli HTML, in bytes: tools/lib/first-response.ts). Writes bench/results/lighthouse.json. The npm script builds the site first; RUNS=1 for a
// quick look, PAGES=cases,case for some page types only. How to read the figures: docs/performance.md.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumArgs, chromiumPath } from '../tools/lib/chromium.ts';
import { startSite, type RunningSite } from '../tests/support/server.ts';
import { tempDb } from '../tests/support/contact.ts';
import { pagePaths } from '../tools/lib/pages.ts';
import { firstResponse, firstResponseBudget } from '../tools/lib/first-response.ts';
import { markSvg } from '../src/styles/logo-mark.ts';

const runs = Number(process.env.RUNS ?? 3);
// PAGES=cases,gallery measures those page types only, for a quick look while working on them; such a run prints its
// table but leaves bench/results/lighthouse.json to the full runs.
const onlyTypes = process.env.PAGES?.split(',').map((type) => type.trim());
const measured = onlyTypes ? pagePaths.filter((entry) => onlyTypes.includes(entry.type)) : pagePaths;
if (measured.length === 0)
  throw new Error(
    `PAGES=${process.env.PAGES} names no page type (${[...new Set(pagePaths.map((entry) => entry.type))].join(', ')})`,
  );
const formFactors = ['mobile', 'desktop'] as const;
type FormFactor = (typeof formFactors)[number];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const goals = {
  lcpMs: 1000,
  lcpRatio: 1.1,
  tbtMs: 50,
  cls: 0.01,
  performance: 100,
  firstResponseBytes: firstResponseBudget,
};

interface Measure {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  htmlKb: number;
  scriptKb: number;
  totalKb: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

/**
 * The floor: Astro's minimal template (a title and a heading, no island, no font, no picture), built with the
 * site's own Astro and adapter into tmp/ and served by the site's own server. The adapter runs in middleware mode,
 * as the site's does: in standalone mode its entry would start a server of its own when ours imports it.
 */
async function buildFloor(): Promise<string> {
  const root = 'tmp/bench-floor';
  await rm(root, { recursive: true, force: true });
  await mkdir(`${root}/src/pages`, { recursive: true });
  await mkdir(`${root}/public`, { recursive: true });
  await writeFile(`${root}/public/favicon.svg`, markSvg());
  await writeFile(
    `${root}/astro.config.mjs`,
    "import { defineConfig } from 'astro/config';\nimport node from '@astrojs/node';\n\nexport default defineConfig({ output: 'static', adapter: node({ mode: 'middleware' }) });\n",
  );
  await writeFile(
    `${root}/src/pages/index.astro`,
    `---
---

<html lang="en">
  <head>
    <meta charset="utf-8" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <meta name="viewport" content="width=device-width" />
    <meta name="generator" content={Astro.generator} />
    <title>Astro</title>
  </head>
  <body>
    <h1>Astro</h1>
  </body>
</html>
`,
  );
  const build = spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--root', root], {
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`The floor page did not build:\n${build.stdout}${build.stderr}`);
  return `${root}/dist`;
}

async function measure(port: number, url: string, formFactor: FormFactor, failures: string[]): Promise<Measure> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: [...categories] },
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests =
    (
      lhr.audits['network-requests']?.details as
        { items?: { resourceType: string; transferSize: number }[] } | undefined
    )?.items ?? [];
  const transferred = (type: string) =>
    requests.filter((item) => item.resourceType === type).reduce((sum, item) => sum + item.transferSize, 0);
  for (const id of categories.filter((category) => category !== 'performance')) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const failing = lhr.audits[ref.id];
      if (ref.weight > 0 && failing && failing.score !== null && failing.score < 1)
        failures.push(`${url} ${formFactor} ${id}: ${failing.id} — ${failing.title}`);
    }
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(audit('first-contentful-paint')),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    htmlKb: kb(transferred('Document')),
    scriptKb: kb(transferred('Script')),
    totalKb: kb(audit('total-byte-weight')),
  };
}

/** Runs Lighthouse until `runs` results are in; a run the busy machine spoils (no trace, no paint) is run again. */
async function medianOf(port: number, url: string, formFactor: FormFactor, failures: string[]): Promise<Measure> {
  const measures: Measure[] = [];
  for (let attempt = 0; measures.length < runs; attempt++) {
    try {
      measures.push(await measure(port, url, formFactor, measures.length === 0 ? failures : []));
    } catch (error) {
      if (attempt >= runs * 2) throw error;
      console.error(`retrying ${url} ${formFactor}: ${(error as Error).message}`);
    }
  }
  const keys = Object.keys(measures[0]!) as (keyof Measure)[];
  return Object.fromEntries(
    keys.map((key) => [key, median(measures.map((entry) => entry[key]))]),
  ) as unknown as Measure;
}

const load = () => loadavg().map((value) => Math.round(value * 100) / 100);
const loadAtStart = load();
const floorDist = await buildFloor();
// Contact messages, were any sent, go to a throwaway file.
const db = tempDb();
const servers: RunningSite[] = [];
const site = await startSite({ CONTACT_DB: db.file });
servers.push(site);
const floor = await startSite({ DIST_DIR: floorDist, CONTACT_DB: db.file });
servers.push(floor);
// Lighthouse drives its own Chromium through the DevTools port; headless flags are the tests' own.
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumArgs });
const failures: string[] = [];
const floorMeasures: Record<FormFactor, Measure[]> = { mobile: [], desktop: [] };
const pages: ({ page: string; path: string; formFactor: FormFactor; firstResponseBytes: number } & Measure)[] = [];

try {
  // The floor is measured before the first page, halfway and after the last, so it sees the machine the pages saw.
  const measureFloor = async () => {
    // The template itself has no description or main landmark: its audits are not ours to report.
    for (const formFactor of formFactors)
      floorMeasures[formFactor].push(await medianOf(chrome.port, `${floor.baseURL}/`, formFactor, []));
  };
  await measureFloor();
  for (const [index, { type, path }] of measured.entries()) {
    if (index === Math.floor(measured.length / 2)) await measureFloor();
    const { total: firstResponseBytes } = await firstResponse({ base: site.baseURL }, path);
    for (const formFactor of formFactors) {
      pages.push({
        page: type,
        path,
        formFactor,
        firstResponseBytes,
        ...(await medianOf(chrome.port, site.baseURL + path, formFactor, failures)),
      });
      console.error(`measured ${path} ${formFactor}`);
    }
  }
  await measureFloor();
} finally {
  chrome.kill();
  await Promise.all(servers.map((server) => server.stop()));
  db.remove();
}

const floorLcp = Object.fromEntries(
  formFactors.map((formFactor) => [formFactor, median(floorMeasures[formFactor].map((entry) => entry.lcpMs))]),
) as Record<FormFactor, number>;
const rows = pages.map((row) => ({ ...row, lcpRatio: Math.round((row.lcpMs / floorLcp[row.formFactor]) * 100) / 100 }));
const loadAtEnd = load();

console.log(
  `Lighthouse ${runs > 1 ? `median of ${runs} runs` : '1 run'} per page and form factor (scores 0–100, bytes in KB transferred)`,
);
console.log(
  `Floor (minimal Astro page, same server, same run): LCP ${floorLcp.mobile} ms mobile, ${floorLcp.desktop} ms desktop`,
);
console.log(
  `Machine: ${cpus().length} cores, load average (1, 5, 15 min) ${loadAtStart.join(', ')} at start, ${loadAtEnd.join(', ')} at end\n`,
);
for (const formFactor of formFactors) {
  console.log(`${formFactor}:`);
  console.table(
    rows
      .filter((row) => row.formFactor === formFactor)
      .map(
        ({
          page,
          path,
          performance,
          fcpMs,
          lcpMs,
          lcpRatio,
          firstResponseBytes,
          tbtMs,
          cls,
          htmlKb,
          scriptKb,
          totalKb,
          accessibility,
          bestPractices,
          seo,
        }) => ({
          page,
          path,
          perf: performance,
          'FCP ms': fcpMs,
          'LCP ms': lcpMs,
          'LCP / floor': lcpRatio,
          '1st response B': firstResponseBytes,
          'TBT ms': tbtMs,
          CLS: cls,
          'HTML KB': htmlKb,
          'script KB': scriptKb,
          'total KB': totalKb,
          'a11y/bp/seo': `${accessibility}/${bestPractices}/${seo}`,
        }),
      ),
  );
}
const mobile = rows.filter((row) => row.formFactor === 'mobile');
const misses = mobile.flatMap((row) => [
  ...(row.lcpMs > goals.lcpMs ? [`${row.path}: LCP ${row.lcpMs} ms > ${goals.lcpMs}`] : []),
  ...(row.lcpRatio > goals.lcpRatio ? [`${row.path}: LCP ${row.lcpRatio}× the floor > ${goals.lcpRatio}×`] : []),
  ...(row.firstResponseBytes > goals.firstResponseBytes
    ? [`${row.path}: first response ${row.firstResponseBytes} B > ${goals.firstResponseBytes}`]
    : []),
  ...(row.tbtMs > goals.tbtMs ? [`${row.path}: TBT ${row.tbtMs} ms > ${goals.tbtMs}`] : []),
  ...(row.cls > goals.cls ? [`${row.path}: CLS ${row.cls} > ${goals.cls}`] : []),
  ...(row.performance < goals.performance
    ? [`${row.path}: performance ${row.performance} < ${goals.performance}`]
    : []),
]);
console.log(
  `Mobile goals (LCP ≤ ${goals.lcpMs} ms and ≤ ${goals.lcpRatio}× the floor, first response ≤ ${goals.firstResponseBytes} B, TBT ≤ ${goals.tbtMs} ms, CLS ≤ ${goals.cls}, performance ${goals.performance}): ` +
    (misses.length === 0 ? 'all met' : `missed\n  ${misses.join('\n  ')}`),
);
if (failures.length > 0)
  console.log(`\nAudits below 100 outside performance (first run):\n${[...new Set(failures)].join('\n')}`);
if (!onlyTypes)
  await writeFile(
    'bench/results/lighthouse.json',
    `${JSON.stringify({ measuredAt: new Date().toISOString(), runs, load: { cores: cpus().length, start: loadAtStart, end: loadAtEnd }, floor: { lcpMs: floorLcp, runs: floorMeasures }, rows, failures }, null, 2)}\n`,
  );
