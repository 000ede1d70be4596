// `npm run bench:build`: build time and output size with the real cases, then with 100 and 500 generated ones,
// each in a temporary copy of the project (nothing is committed). Prints milliseconds per page to show that the
// cost grows linearly, and the heaviest first response among the pages (tools/lib/first-response.ts) with the case
// list's, which is paged so as not to grow with the cases. The copies share node_modules, and so Astro's image cache:
// generated cases reuse one case's pictures, so the figures measure pages, not picture encoding (docs/performance.md
// gives a clean build).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { copyProject } from '../tests/support/project-copy.ts';
import { caseSlugs } from '../tests/support/site.ts';
import { startSite } from '../tests/support/server.ts';
import { tempDb } from '../tests/support/contact.ts';
import { builtPagePaths, firstResponse } from '../tools/lib/first-response.ts';
import { pagePath } from '../src/i18n/routes.ts';
import { locales } from '../src/i18n/routes.ts';

const sizes = (process.env.CASES ?? '0,100,500').split(',').map(Number);
const template = 'trufa';

async function folderSize(dir: string): Promise<{ bytes: number; pages: number }> {
  let bytes = 0;
  let pages = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    bytes += (await stat(file)).size;
    if (entry.name === 'index.html') pages++;
  }
  return { bytes, pages };
}

interface Row {
  cases: number;
  pages: number;
  buildSeconds: number;
  msPerPage: number;
  outputMB: number;
  /** Headers and brotli HTML of the Spanish case list, and of the heaviest page. */
  caseListBytes: number;
  heaviestBytes: number;
  heaviestPage: string;
}

/** Every page's first response from the copy's own server: the case list's, and the heaviest. */
async function firstResponses(dir: string): Promise<Pick<Row, 'caseListBytes' | 'heaviestBytes' | 'heaviestPage'>> {
  const db = tempDb();
  const site = await startSite({ CONTACT_DB: db.file }, undefined, dir);
  try {
    let heaviest = { page: '', bytes: 0 };
    for (const page of builtPagePaths(path.join(dir, 'dist/client'))) {
      const { total } = await firstResponse({ base: site.baseURL }, page);
      if (total > heaviest.bytes) heaviest = { page, bytes: total };
    }
    const caseList = await firstResponse({ base: site.baseURL }, pagePath('cases', 'es'));
    return { caseListBytes: caseList.total, heaviestBytes: heaviest.bytes, heaviestPage: heaviest.page };
  } finally {
    await site.stop();
    db.remove();
  }
}

const rows: Row[] = [];
for (const extra of sizes) {
  const project = await copyProject();
  try {
    for (const lang of locales) {
      const source = await readFile(path.join(project.dir, `src/content/cases/${lang}/${template}.md`), 'utf8');
      for (let index = 1; index <= extra; index++) {
        const slug = `generated-${String(index).padStart(4, '0')}`;
        const copy = source.replace(/^title: .*$/m, `title: "Generated case ${index}"`).replace(/^listed: .*$/m, '');
        await writeFile(path.join(project.dir, `src/content/cases/${lang}/${slug}.md`), copy);
      }
    }
    const started = performance.now();
    const { code, output } = await project.build();
    const ms = performance.now() - started;
    if (code !== 0) throw new Error(`build with ${extra} generated cases failed:\n${output.slice(-2000)}`);
    const { bytes, pages } = await folderSize(path.join(project.dir, 'dist/client'));
    rows.push({
      cases: caseSlugs.length + extra,
      pages,
      buildSeconds: Math.round(ms / 100) / 10,
      msPerPage: Math.round(ms / pages),
      outputMB: Math.round(bytes / 1024 / 102.4) / 10,
      ...(await firstResponses(project.dir)),
    });
    console.error(`built ${caseSlugs.length + extra} cases in ${Math.round(ms / 1000)} s`);
  } finally {
    await project.remove();
  }
}

console.log('Build scaling (temporary copies; image cache shared)\n');
console.table(rows);
// The marginal cost of a page (time added over pages added) is what shows whether growth is linear.
rows.slice(1).forEach((row, index) => {
  const previous = rows[index]!;
  const marginal = ((row.buildSeconds - previous.buildSeconds) * 1000) / (row.pages - previous.pages);
  console.log(`${previous.cases} → ${row.cases} cases: ${Math.round(marginal)} ms per added page`);
});
await writeFile(
  'bench/results/build-scaling.json',
  `${JSON.stringify({ measuredAt: new Date().toISOString(), rows }, null, 2)}\n`,
);
