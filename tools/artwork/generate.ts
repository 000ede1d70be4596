// Renders the raster artwork into src/assets/ (cases, cards, culture).
// Usage: node tools/artwork/generate.ts [filter ...]
//   filter = a module name (aca, culture, upcoming, …) or a substring of an output path; none = everything.
import { existsSync } from 'node:fs';
import { artworkCases, caseJobs, renderJob, closeBrowser } from './lib/render.ts';
import type { CaseScenes, Job, Lang } from './lib/render.ts';

// Every case's scenes, then the coming-soon cards and the culture page's pictures.
const MODULES = [...artworkCases, 'upcoming', 'culture'];

/** A case's module draws its scenes, rendered into the files of the case it is named for; the others list jobs. */
type SceneModule = { scenes: (lang: Lang) => CaseScenes } | { jobs: () => Job[] };

const filters = process.argv.slice(2);
let total = 0;
const t0 = Date.now();
try {
  for (const name of MODULES) {
    if (!existsSync(new URL(`./scenes/${name}.ts`, import.meta.url))) {
      console.warn(`(no scenes/${name}.ts yet)`);
      continue;
    }
    if (filters.length && !filters.includes(name) && !filters.some((f) => f.includes('/') || f.includes('.'))) continue;
    const mod = (await import(`./scenes/${name}.ts`)) as SceneModule;
    const jobs = ('scenes' in mod ? caseJobs(name, mod.scenes) : mod.jobs()).filter(
      (j) => !filters.length || filters.includes(name) || filters.some((f) => j.out.includes(f)),
    );
    for (const job of jobs) {
      const r = await renderJob(job);
      total += r.bytes;
      console.log(`${(r.bytes / 1024).toFixed(0).padStart(5)} KB  ${job.w}×${job.h}  ${r.out}`);
    }
  }
} finally {
  await closeBrowser();
}
console.log(`done: ${(total / 1024 / 1024).toFixed(2)} MB in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
