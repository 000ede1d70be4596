// Verifies that every contracted asset exists with its exact pixel size (and the size budgets).
// Usage: node tools/artwork/check.ts
import { existsSync, readFileSync, statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import sharp from 'sharp';
import { ASSETS, artworkCases, cardPicturePath, cardSize, casePicturePath, casePictures, langs } from './lib/render.ts';
import type { Lang } from './lib/render.ts';

const expect: [string, number, number][] = [];
/** One file for both languages (a picture without words), or one in each. */
const inEachLanguage = (out: (lang?: Lang) => string, w: number, h: number) => {
  for (const lang of existsSync(join(ASSETS, out())) ? [undefined] : langs) expect.push([out(lang), w, h]);
};
for (const c of artworkCases)
  for (const { file, w, h } of casePictures) inEachLanguage((lang) => casePicturePath(c, file, lang), w, h);
for (const c of [...artworkCases, 'sapify', 'nodos'])
  inEachLanguage((lang) => cardPicturePath(c, lang), cardSize.w, cardSize.h);
expect.push(['culture/parallax.jpg', 2000, 1125], ['culture/team.jpg', 2000, 1200]);
for (const name of ['force-1', 'force-2-es', 'force-2-en', 'force-3', 'force-4', 'force-5-es', 'force-5-en', 'force-6'])
  expect.push([`culture/${name}.jpg`, 900, 1125]);

let bad = 0;
const budget = (w: number) => (w >= 2000 ? 250 : 180) * 1024;
for (const [rel, w, h] of expect) {
  const f = join(ASSETS, rel);
  if (!existsSync(f)) {
    console.log(`MISSING ${rel}`);
    bad++;
    continue;
  }
  const m = await sharp(f).metadata();
  const size = statSync(f).size;
  const ok = m.width === w && m.height === h && m.format === 'jpeg';
  if (!ok) bad++;
  console.log(
    `${ok ? 'ok ' : 'BAD'} ${rel}  ${m.width}×${m.height} ${m.format}  ${(size / 1024).toFixed(0)} KB${size > budget(w) ? '  (over budget)' : ''}`,
  );
}
const LOGOS = [
  'aca',
  'azeventos',
  'central-puerto',
  'experiencias',
  'legislativa',
  'success-summit',
  'trufa',
  'welcome-experience',
  'gogol',
  'rutax',
  'sapify',
  'nodos',
  'numeros-que-importan',
];
for (const id of LOGOS) {
  const f = join(ASSETS, 'clients', `${id}.svg`);
  if (!existsSync(f)) {
    console.log(`MISSING clients/${id}.svg`);
    bad++;
    continue;
  }
  const s = readFileSync(f, 'utf8');
  const vb = s.match(/viewBox="0 0 ([\d.]+) ([\d.]+)"/);
  const wh = s.match(/width="([\d.]+)" height="([\d.]+)"/);
  const problems = [
    !vb && 'no viewBox',
    vb && Math.abs(Number(vb[2]) - 80) > 0.01 && 'height ≠ 80',
    !wh && 'no width/height',
    wh && vb && (wh[1] !== vb[1] || wh[2] !== vb[2]) && 'size ≠ viewBox',
    /<text|<tspan|<foreignObject|<image/.test(s) && 'contains text/image',
    /NaN/.test(s) && 'NaN',
    /stroke=/.test(s) && 'uses strokes',
    [...s.matchAll(/fill="([^"]+)"/g)].some((x) => x[1] !== '#0d0d0f') && 'other fill colour',
  ].filter(Boolean);
  if (problems.length) bad++;
  console.log(
    `${problems.length ? 'BAD' : 'ok '} clients/${id}.svg  ${vb?.[1]}×${vb?.[2]}  ${s.length} B  ${problems.join(', ')}`,
  );
}
for (const v of ['success-summit-banner', 'welcome-experience-row'].flatMap((name) =>
  langs.map((lang) => `${name}-${lang}`),
)) {
  const f = join(ASSETS, 'videos', `${v}.mp4`);
  if (!existsSync(f)) {
    console.log(`MISSING videos/${v}.mp4`);
    bad++;
    continue;
  }
  let probe;
  try {
    probe = JSON.parse(
      execFileSync('ffprobe', ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', f], { encoding: 'utf8' }),
    );
  } catch (error) {
    // A machine without ffmpeg still gets the pictures' and logos' verdict, and a line saying what it lacks.
    console.log(
      `BAD videos/${v}.mp4  not probed (${(error as Error).message}; ffprobe comes with apt-get install ffmpeg)`,
    );
    bad++;
    continue;
  }
  const streams = probe.streams as {
    codec_type: string;
    codec_name: string;
    width: number;
    height: number;
    pix_fmt: string;
  }[];
  const vs = streams.find((s) => s.codec_type === 'video');
  const size = statSync(f).size;
  const dur = Number(probe.format.duration);
  const ok =
    vs &&
    vs.codec_name === 'h264' &&
    vs.width === 1280 &&
    vs.height === 720 &&
    vs.pix_fmt === 'yuv420p' &&
    !streams.some((s) => s.codec_type === 'audio') &&
    size <= 400 * 1024 &&
    dur >= 6 &&
    dur <= 8;
  if (!ok) bad++;
  // faststart: the moov atom comes before mdat
  const head = readFileSync(f)
    .subarray(0, 64 * 1024)
    .toString('latin1');
  const fast =
    head.indexOf('moov') !== -1 && (head.indexOf('mdat') === -1 || head.indexOf('moov') < head.indexOf('mdat'));
  console.log(
    `${ok && fast ? 'ok ' : 'BAD'} videos/${v}.mp4  ${vs?.codec_name} ${vs?.width}×${vs?.height} ${vs?.pix_fmt} ${dur.toFixed(2)} s  ${(size / 1024).toFixed(0)} KB  faststart=${fast}`,
  );
  if (!fast) bad++;
}
const du = (d: string): number =>
  readdirSync(d).reduce((s, f) => {
    const p = join(d, f);
    const st = statSync(p);
    return s + (st.isDirectory() ? du(p) : st.size);
  }, 0);
console.log(`total src/assets: ${(du(ASSETS) / 1024 / 1024).toFixed(2)} MB`);
console.log(bad ? `${bad} problem(s)` : 'all good');
process.exit(bad ? 1 : 0);
