// Chromium + sharp rendering helpers for the artwork generator.
// Fonts come from @fontsource packages installed OUTSIDE the repo (see ../README.md).
import { readFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { chromiumArgs, chromiumPath } from '../../lib/chromium.ts';

export const DEPS = process.env.ARTWORK_DEPS ?? '/tmp/artwork-deps';
export const REPO = new URL('../../../', import.meta.url).pathname;
export const ASSETS = join(REPO, 'src/assets');

const fontsource = (pkg: string, file: string) => join(DEPS, 'node_modules/@fontsource', pkg, 'files', file);

type Face = { family: string; pkg: string; weight: number; style?: 'normal' | 'italic' };
const FACES: Face[] = [
  ...[400, 500, 600, 700, 800].map((weight) => ({ family: 'Inter', pkg: 'inter', weight })),
  { family: 'Archivo Black', pkg: 'archivo-black', weight: 400 },
  ...[600, 700, 800].map((weight) => ({ family: 'Syne', pkg: 'syne', weight })),
  { family: 'Instrument Serif', pkg: 'instrument-serif', weight: 400 },
  { family: 'Instrument Serif', pkg: 'instrument-serif', weight: 400, style: 'italic' },
  ...[400, 600, 900].map((weight) => ({ family: 'Fraunces', pkg: 'fraunces', weight })),
  ...[300, 400].map((weight) => ({ family: 'Fraunces', pkg: 'fraunces', weight, style: 'italic' as const })),
  ...[400, 500, 700].map((weight) => ({ family: 'Space Grotesk', pkg: 'space-grotesk', weight })),
  ...[400, 600, 800].map((weight) => ({ family: 'JetBrains Mono', pkg: 'jetbrains-mono', weight })),
  { family: 'Anton', pkg: 'anton', weight: 400 },
  ...[400, 600, 800].map((weight) => ({ family: 'Unbounded', pkg: 'unbounded', weight })),
  { family: 'DM Serif Display', pkg: 'dm-serif-display', weight: 400 },
  { family: 'DM Serif Display', pkg: 'dm-serif-display', weight: 400, style: 'italic' },
  ...[400, 600, 800].map((weight) => ({ family: 'Bricolage Grotesque', pkg: 'bricolage-grotesque', weight })),
];

let fontCss = '';
function fontFaces(): string {
  if (fontCss) return fontCss;
  fontCss = FACES.map((f) => {
    const style = f.style ?? 'normal';
    const data = readFileSync(fontsource(f.pkg, `${f.pkg}-latin-${f.weight}-${style}.woff2`)).toString('base64');
    return `@font-face{font-family:'${f.family}';font-style:${style};font-weight:${f.weight};src:url(data:font/woff2;base64,${data}) format('woff2');}`;
  }).join('\n');
  return fontCss;
}

export function documentHtml(body: string, w: number, h: number, css = ''): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
${fontFaces()}
*{box-sizing:border-box;margin:0;padding:0}
html,body{width:${w}px;height:${h}px;overflow:hidden}
body{position:relative;text-wrap:pretty;font-family:'Inter',sans-serif;-webkit-font-smoothing:antialiased;text-rendering:geometricPrecision;font-feature-settings:'ss01','cv11'}
.abs{position:absolute}
svg{display:block}
${css}
</style></head><body>${body}</body></html>`;
}

let browser: Browser | undefined;
let page: Page | undefined;

export async function getPage(): Promise<Page> {
  if (page) return page;
  browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--force-color-profile=srgb', '--font-render-hinting=none'],
  });
  page = await browser.newPage({ viewport: { width: 1200, height: 800 }, deviceScaleFactor: 1 });
  return page;
}

export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = undefined;
  page = undefined;
}

/** Lays out a scene of w×h CSS pixels; `scale` > 1 renders it larger (with `html{zoom}` in `css`), for a sharper rendition. */
export async function setScene(body: string, w: number, h: number, css = '', scale = 1): Promise<Page> {
  const p = await getPage();
  await p.setViewportSize({ width: Math.round(w * scale), height: Math.round(h * scale) });
  await p.setContent(documentHtml(body, w, h, css), { waitUntil: 'load' });
  await p.evaluate(() => document.fonts.ready);
  return p;
}

export type Job = { out: string; w: number; h: number; html: string; css?: string; quality?: number };

/** The site's languages: every case picture is drawn in each, its words in that language. */
export const langs = ['es', 'en'] as const;
export type Lang = (typeof langs)[number];

/**
 * The pictures every case has (src/content/cases reference them by these names and sizes), plus its card: what a
 * case's module, scenes/{slug}.ts, draws with its `scenes(lang)`, every word in that language.
 */
export interface CaseScenes {
  banner: string;
  context1: string;
  context2: string;
  wide: string;
  detail1: string;
  detail2: string;
  card: string;
}

/** The cases with artwork, each drawn by scenes/{slug}.ts (its pictures and its card) into files named for its slug. */
export const artworkCases = [
  'aca',
  'azeventos',
  'central-puerto',
  'experiencias',
  'legislativa',
  'numeros-que-importan',
  'success-summit',
  'trufa',
  'welcome-experience',
  'gogol',
  'rutax',
] as const;

/** Each case picture: its scene, its file in src/assets/cases/{slug}/ (with `-{lang}` before `.jpg`) and its size. */
export const casePictures: { scene: Exclude<keyof CaseScenes, 'card'>; file: string; w: number; h: number }[] = [
  { scene: 'banner', file: 'banner', w: 2000, h: 1125 },
  { scene: 'context1', file: 'context-1', w: 1600, h: 1200 },
  { scene: 'context2', file: 'context-2', w: 1600, h: 1200 },
  { scene: 'wide', file: 'wide', w: 2000, h: 1000 },
  { scene: 'detail1', file: 'detail-1', w: 1200, h: 1500 },
  { scene: 'detail2', file: 'detail-2', w: 1200, h: 1500 },
];

/** A case picture's file in src/assets/: `cases/aca/banner-en.jpg`, or `cases/trufa/detail-2.jpg` for both. */
export const casePicturePath = (slug: string, file: string, lang?: Lang) =>
  `cases/${slug}/${file}${lang ? `-${lang}` : ''}.jpg`;

/** A card picture, src/assets/cards/{slug}-{lang}.jpg (or {slug}.jpg for both). */
export const cardSize = { w: 1200, h: 1500 };

/** A card's file in src/assets/: `cards/aca-en.jpg`, or `cards/trufa.jpg` for both. */
export const cardPicturePath = (slug: string, lang?: Lang) => `cards/${slug}${lang ? `-${lang}` : ''}.jpg`;

/**
 * One picture drawn in each language: a file per language, or one for both where no language changes what it draws
 * (the same picture twice would be one file to the site's build, named for either language).
 */
export function inEachLanguage(
  draw: (lang: Lang) => string,
  out: (lang?: Lang) => string,
  size: { w: number; h: number },
): Job[] {
  const drawn = Object.fromEntries(langs.map((lang) => [lang, draw(lang)])) as Record<Lang, string>;
  const wordless = langs.every((lang) => drawn[lang] === drawn.es);
  return (wordless ? [undefined] : langs).map((lang) => ({ out: out(lang), ...size, html: drawn[lang ?? 'es'] }));
}

/** A case's pictures and its card, each in each language. */
export function caseJobs(slug: string, scenes: (lang: Lang) => CaseScenes): Job[] {
  const drawn = Object.fromEntries(langs.map((lang) => [lang, scenes(lang)])) as Record<Lang, CaseScenes>;
  return [
    ...casePictures.flatMap(({ scene, file, w, h }) =>
      inEachLanguage(
        (lang) => drawn[lang][scene],
        (lang) => casePicturePath(slug, file, lang),
        { w, h },
      ),
    ),
    ...inEachLanguage(
      (lang) => drawn[lang].card,
      (lang) => cardPicturePath(slug, lang),
      cardSize,
    ),
  ];
}

/** Renders one picture to src/assets/{out} as a JPEG of exactly w×h pixels. */
export async function renderJob(job: Job): Promise<{ out: string; bytes: number }> {
  const p = await setScene(job.html, job.w, job.h, job.css);
  const png = await p.screenshot({ type: 'png', clip: { x: 0, y: 0, width: job.w, height: job.h } });
  const target = join(ASSETS, job.out);
  mkdirSync(dirname(target), { recursive: true });
  const info = await sharp(png)
    .jpeg({ quality: job.quality ?? 80, mozjpeg: true })
    .toFile(target);
  return { out: job.out, bytes: info.size };
}
