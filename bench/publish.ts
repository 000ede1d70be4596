// `npm run bench:publish`: how long a marketer waits, from pressing Publish to the live site showing the change, on
// the editing host as an operator runs it (tests/support/editing-host.ts): a change of words, and a new case in both
// languages with its client and four new pictures (each encoded in every width the site shows it at). Beside them,
// the site's own build (`astro build`) of the same checkout, which a publish runs once. Median of RUNS (3) each.
import { spawnSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { dump } from 'js-yaml';
import path from 'node:path';
import { casePath } from '../tests/support/content.ts';
import { frontmatterOf } from '../tests/support/editor-page.ts';
import {
  publishButton,
  saveCommitted,
  signedIn,
  startEditingHost,
  type EditingHostLab,
} from '../tests/support/editing-host.ts';
import { caseSlugs } from '../tests/support/site.ts';
import { waitFor } from '../tests/support/wait.ts';
import { locales } from '../src/i18n/routes.ts';

const runs = Number(process.env.RUNS ?? 3);
const ana = { name: 'Ana Pérez', password: 'una frase para medir' };
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const seconds = (ms: number) => Math.round(ms / 100) / 10;

/** Presses Publish as its button does, and times it until the live page at `pathname` holds `text`. */
async function publishUntilLive(lab: EditingHostLab, cookie: string, pathname: string, text: string) {
  const press = await publishButton(lab, cookie);
  const live = await lab.live();
  const started = performance.now();
  await press();
  await waitFor(
    `${pathname} to show the change live`,
    async () => (await (await fetch(live.baseURL + pathname)).text()).includes(text),
    { timeoutMs: 600_000, intervalMs: 100 },
  );
  return performance.now() - started;
}

const lab = await startEditingHost([ana]);
try {
  const cookie = await signedIn(lab, ana);
  const words: number[] = [];
  const pictures: number[] = [];
  const slug = caseSlugs[0]!;
  for (let run = 1; run <= runs; run++) {
    // Words: a case's summary.
    const file = `src/content/cases/es/${slug}.md`;
    const summary = `Un resumen nuevo, la vez ${run} que se mide cuánto tarda en publicarse.`;
    const saved = await readFile(lab.inCheckout(file), 'utf8');
    const body = saved.slice(saved.indexOf('\n---\n', 4) + 5);
    const written = `---\n${dump({ ...frontmatterOf(saved), summary })}---\n${body}`;
    await saveCommitted(lab, cookie, { [file]: written });
    words.push(await publishUntilLive(lab, cookie, casePath(slug, 'es'), summary));

    // A new case in both languages, copied from an existing one, with four pictures of its own (new bytes: encoded).
    const copy = `medida-${run}`;
    const assets: Record<string, Buffer> = {};
    const additions: Record<string, string | Buffer> = {};
    for (const lang of locales) {
      let text = await readFile(lab.inCheckout(`src/content/cases/${lang}/${slug}.md`), 'utf8');
      for (const [index, [, src = '']] of [...text.matchAll(/src: (\S+\.(?:jpe?g|png|webp))/g)].slice(0, 4).entries()) {
        const own = `../../../assets/cases/${copy}/picture-${index}.jpg`;
        assets[`src/assets/cases/${copy}/picture-${index}.jpg`] ??= Buffer.concat([
          await readFile(path.resolve(path.dirname(lab.inCheckout(`src/content/cases/${lang}/x.md`)), src)),
          Buffer.from(`${copy}-${index}`),
        ]);
        text = text.replaceAll(src, own);
      }
      additions[`src/content/cases/${lang}/${copy}.md`] = text.replace(/^title: .*$/m, `title: Medida ${run}`);
    }
    await saveCommitted(lab, cookie, { ...additions, ...assets });
    pictures.push(await publishUntilLive(lab, cookie, casePath(copy, 'es'), `Medida ${run}`));
  }

  // The site's own build of the same checkout, for scale.
  const built = performance.now();
  const build = spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], {
    cwd: lab.checkout.dir,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
  });
  const buildMs = performance.now() - built;
  if (build.status !== 0) throw new Error('The site’s build failed');

  const results = {
    measuredAt: new Date().toISOString(),
    runs,
    wordsSeconds: words.map(seconds),
    picturesSeconds: pictures.map(seconds),
    medianWordsSeconds: seconds(median(words)),
    medianPicturesSeconds: seconds(median(pictures)),
    siteBuildSeconds: seconds(buildMs),
  };
  console.table([
    {
      change: 'words (a case’s summary)',
      'click to live, s': results.medianWordsSeconds,
      runs: results.wordsSeconds.join(', '),
    },
    {
      change: 'a new case, 4 new pictures',
      'click to live, s': results.medianPicturesSeconds,
      runs: results.picturesSeconds.join(', '),
    },
    { change: 'the site’s build alone', 'click to live, s': results.siteBuildSeconds, runs: '1' },
  ]);
  await writeFile('bench/results/publish.json', `${JSON.stringify(results, null, 2)}\n`);
} finally {
  await lab.stop();
}
