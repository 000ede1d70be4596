// Números que importan — data-storytelling campaign that turns an impact report into shareable figures.
// Black / white + electric blue. Anton for the huge numbers, Inter for the rest.
import type { CaseScenes, Lang } from '../lib/render.ts';
import { place, full, phone, SHADOW } from '../lib/ui.ts';
import { barChart, lineChart, donut } from '../lib/charts.ts';
import { fitSize } from '../lib/measure.ts';
import words from './numeros-que-importan.words.json' with { type: 'json' };

const C = { blue: '#0a3cff', ink: '#0b0b0c', white: '#ffffff', off: '#f2f2ef', grey: '#8c8c93', wall: '#1b1b1e' };

export function nqiMark(size: number, bg = C.blue, fg = '#fff'): string {
  return `<span style="display:inline-grid;place-items:center;width:${size}px;height:${size}px;background:${bg};color:${fg};font:400 ${size * 0.5}px/1 Anton;letter-spacing:.01em">N°</span>`;
}
export function nqiLogo(size: number, ink = C.ink, bg = C.blue, fg = '#fff'): string {
  return `<div style="display:inline-flex;align-items:center;gap:${size * 0.3}px">${nqiMark(size, bg, fg)}<span style="font:800 ${size * 0.34}px/1.02 Inter;letter-spacing:-.01em;color:${ink};text-transform:uppercase">Números<br>que importan</span></div>`;
}

type Tone = 'blue' | 'white' | 'black';
const TONES: Record<Tone, { bg: string; fg: string; sub: string; acc: string }> = {
  blue: { bg: C.blue, fg: '#fff', sub: 'rgba(255,255,255,.8)', acc: C.ink },
  white: { bg: '#fff', fg: C.ink, sub: '#55555c', acc: C.blue },
  black: { bg: C.ink, fg: '#fff', sub: 'rgba(255,255,255,.7)', acc: C.blue },
};
type Stat = { n: string; t: string; tone: Tone };
/** Each stat's tone, in the order of the words' stats. */
const STAT_TONES: Tone[] = ['blue', 'white', 'black', 'white', 'blue'];
/** The stats, in a language. */
const statsIn = (lang: Lang): Stat[] => words[lang].stats.map((s, i) => ({ ...s, tone: STAT_TONES[i]! }));
/** Proper names drawn the same in both languages. */
export const keptNames = ['Números que importan'] as const;

/** Font size so that an Anton number fits in maxW. */
export function fitAnton(n: string, maxW: number, maxFs: number): number {
  return fitSize(n, maxW, maxFs, 'anton', 400, -0.01);
}
/** Poster / post with a huge number. */
function statCard(
  w: number,
  h: number,
  s: Stat,
  lang: Lang,
  o: { shadow?: string; radius?: number; index?: string } = {},
): string {
  const T = TONES[s.tone];
  const k = Math.min(w, h * 0.8) / 600;
  const fs = fitAnton(s.n, w - 60 * k, h * 0.5);
  return `<div style="position:relative;width:${w}px;height:${h}px;background:${T.bg};border-radius:${o.radius ?? 0}px;overflow:hidden;box-shadow:${o.shadow ?? 'none'}">
    <div class="abs" style="left:${34 * k}px;top:${30 * k}px;right:${34 * k}px;display:flex;justify-content:space-between;align-items:center;font:700 ${15 * k}px Inter;letter-spacing:.12em;color:${T.sub}"><span>${o.index ?? words[lang].statCard.report}</span>${nqiMark(40 * k, T.acc, s.tone === 'blue' ? '#fff' : s.tone === 'white' ? '#fff' : '#fff')}</div>
    <div class="abs" style="left:${26 * k}px;right:${20 * k}px;top:${h * 0.5}px;transform:translateY(-58%);font:400 ${fs}px/.86 Anton;letter-spacing:-.01em;color:${T.fg};white-space:nowrap">${s.n}</div>
    <div class="abs" style="left:${34 * k}px;right:${34 * k}px;bottom:${34 * k}px;font:700 ${30 * k}px/1.12 Inter;letter-spacing:-.02em;color:${T.fg}">${s.t}</div></div>`;
}
function dotMatrix(n: number, on: number, cell: number, onC: string, offC: string): string {
  const cols = 10;
  let s = `<svg width="${cols * cell}" height="${Math.ceil(n / cols) * cell}">`;
  for (let i = 0; i < n; i++)
    s += `<circle cx="${(i % cols) * cell + cell / 2}" cy="${Math.floor(i / cols) * cell + cell / 2}" r="${cell * 0.38}" fill="${i < on ? onC : offC}"/>`;
  return s + '</svg>';
}
function chartPost(w: number, kind: 'bars' | 'dots' | 'line' | 'donut', lang: Lang, dark = false): string {
  const k = w / 600;
  const copy = words[lang].chartPost;
  const bg = dark ? C.ink : C.off,
    fg = dark ? '#fff' : C.ink;
  const body = {
    bars: `<div style="font:400 ${120 * k}px/1 Anton;color:${fg}">+340%</div><div style="margin-top:${24 * k}px">${barChart([12, 18, 26, 35, 52], { w: 520 * k, h: 210 * k, colors: dark ? '#3a3a40' : '#cfcfd4', highlight: 4, hiColor: C.blue, gap: 14 * k, radius: 2 })}</div>`,
    dots: `<div style="display:flex;gap:${26 * k}px;align-items:center">${dotMatrix(100, 72, 30 * k, C.blue, dark ? '#2c2c31' : '#d9d9dd')}<div style="font:400 ${78 * k}px/1 Anton;color:${fg}">72<br>${copy.outOf}<br>100</div></div>`,
    line: `<div style="font:400 ${120 * k}px/1 Anton;color:${fg}">48</div><div style="margin-top:${20 * k}px">${lineChart([3, 6, 9, 15, 22, 31, 40, 48], { w: 520 * k, h: 200 * k, color: C.blue, fill: C.blue, sw: 5 * k, dots: true })}</div>`,
    donut: `<div style="position:relative;width:${330 * k}px;height:${330 * k}px;margin:${10 * k}px auto 0">${donut(
      [
        { v: 9, color: C.blue },
        { v: 1, color: dark ? '#2c2c31' : '#d9d9dd' },
      ],
      330 * k,
      60 * k,
      0,
    )}<div class="abs" style="inset:0;display:grid;place-items:center;font:400 ${96 * k}px Anton;color:${fg}">9/10</div></div>`,
  }[kind];
  const cap = copy.captions[kind];
  return `<div style="position:relative;width:${w}px;height:${w}px;background:${bg};overflow:hidden;padding:${34 * k}px">
    <div style="font:700 ${15 * k}px Inter;letter-spacing:.12em;color:${dark ? 'rgba(255,255,255,.6)' : C.grey};margin-bottom:${26 * k}px">${cap.toUpperCase()}</div>${body}
    <div class="abs" style="right:${30 * k}px;bottom:${30 * k}px">${nqiMark(40 * k)}</div></div>`;
}

function storyScreen(lang: Lang): string {
  const w = words[lang].story;
  return `${full(`background:${C.blue}`)}
    <div class="abs" style="left:14px;right:14px;top:58px;display:flex;gap:4px">${[1, 1, 0.5, 0, 0].map((f) => `<i style="flex:1;height:3px;border-radius:2px;background:rgba(255,255,255,.35);overflow:hidden"><b style="display:block;width:${f * 100}%;height:100%;background:#fff"></b></i>`).join('')}</div>
    <div class="abs" style="left:16px;top:74px;display:flex;gap:10px;align-items:center;font:700 14px Inter;color:#fff">${nqiMark(32, '#fff', C.blue)}numerosqueimportan<span style="opacity:.6;font-weight:500">${w.ago}</span></div>
    <div class="abs" style="left:18px;top:170px;font:700 16px Inter;letter-spacing:.12em;color:rgba(255,255,255,.75)">${w.year}</div>
    <div class="abs" style="left:10px;top:190px;font:400 ${fitAnton(w.families, 358, 196)}px/1 Anton;color:#fff;letter-spacing:-.01em">${w.families}</div>
    <div class="abs" style="left:22px;right:22px;top:420px;font:700 34px/1.1 Inter;letter-spacing:-.02em;color:#fff">${w.text}</div>
    <div class="abs" style="left:22px;top:560px">${dotMatrix(60, 44, 34, '#fff', 'rgba(255,255,255,.25)')}</div>
    <div class="abs" style="left:16px;right:16px;bottom:36px;display:flex;gap:10px;align-items:center"><span style="flex:1;height:48px;border-radius:99px;border:1.5px solid rgba(255,255,255,.6);display:flex;align-items:center;padding:0 18px;font:500 15px Inter;color:rgba(255,255,255,.8)">${w.message}</span><svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="#fff" stroke-width="2"><path d="M12 20s-8-4.8-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.2 12 20 12 20z"/></svg></div>`;
}

export function scenes(lang: Lang): CaseScenes {
  const stats = statsIn(lang);
  const copy = words[lang].scenes;
  const paste = (w: number, h: number, s: Stat, r: number) =>
    `<div style="transform:rotate(${r}deg)">${statCard(w, h, s, lang, { shadow: '0 30px 60px -20px rgba(0,0,0,.6)' })}</div>`;
  const banner = `${full(`background:${C.wall}`)}${full('background:radial-gradient(60% 70% at 50% 40%,rgba(255,255,255,.08),transparent)')}
    ${place(130, 150, paste(560, 780, stats[0]!, -1.5))}
    ${place(720, 120, paste(560, 780, stats[1]!, 1))}
    ${place(1310, 170, paste(560, 780, stats[2]!, -0.8))}`;
  const posts = [
    chartPost(440, 'bars', lang),
    statCard(440, 440, stats[0]!, lang),
    chartPost(440, 'dots', lang, true),
    statCard(440, 440, stats[3]!, lang),
    chartPost(440, 'donut', lang, true),
    statCard(440, 440, stats[2]!, lang),
    chartPost(440, 'line', lang),
    statCard(440, 440, stats[4]!, lang),
    chartPost(440, 'bars', lang, true),
  ];
  const context1 = `${full('background:#e7e7e3')}${place(120, -28, `<div style="display:grid;grid-template-columns:repeat(3,440px);gap:20px;transform:rotate(-6deg);transform-origin:50% 50%">${posts.map((p) => `<div style="box-shadow:${SHADOW.lift}">${p}</div>`).join('')}</div>`)}`;
  const context2 = `${full(`background:#fff`)}
    ${place(100, 90, nqiLogo(64))}
    ${place(100, 250, `<div style="font:400 ${fitAnton('72%', 600, 300)}px/.82 Anton;color:${C.blue}">72%</div><div style="font:700 34px/1.15 Inter;letter-spacing:-.02em;color:${C.ink};width:520px;margin-top:26px">${copy.safeWater}</div>`)}
    ${place(100, 800, dotMatrix(100, 72, 34, C.blue, '#dedee2'), { t: 'rotate(0)' })}
    ${place(
      760,
      110,
      `<div style="width:740px;height:980px;background:${C.ink};padding:50px;position:relative"><div style="font:700 16px Inter;letter-spacing:.12em;color:rgba(255,255,255,.6)">${copy.perYear}</div>
      <div style="font:400 150px/1 Anton;color:#fff;margin-top:24px">3×</div>
      <div style="position:absolute;left:50px;right:50px;bottom:120px">${barChart([140, 190, 250, 310, 390, 460], { w: 640, h: 430, colors: '#34343a', highlight: 5, hiColor: C.blue, gap: 22, radius: 2 })}</div>
      <div style="position:absolute;left:50px;right:50px;bottom:70px;display:flex;justify-content:space-between;font:600 16px 'JetBrains Mono';color:rgba(255,255,255,.5)">${['2019', '2020', '2021', '2022', '2023', '2024'].map((y) => `<span style="width:90px;text-align:center">${y}</span>`).join('')}</div></div>`,
    )}`;
  const wide = `${full(`background:${C.ink}`)}${full('background:radial-gradient(50% 80% at 50% 30%,rgba(10,60,255,.25),transparent)')}
    ${[0, 1, 2, 3].map((i) => place(90 + i * 470, 110, statCard(420, 620, [stats[1], stats[0], stats[2], stats[4]][i]!, lang, { shadow: '0 40px 80px -20px rgba(0,0,0,.8)' }))).join('')}
    ${[0, 1, 2, 3].map((i) => place(90 + i * 470, 740, `<div style="width:420px;height:620px;transform:scaleY(-1);opacity:.16;-webkit-mask-image:linear-gradient(0deg,#000,transparent 40%)">${statCard(420, 620, [stats[1], stats[0], stats[2], stats[4]][i]!, lang)}</div>`)).join('')}`;
  const detail1 = `${full(`background:${C.wall}`)}${place(120, 110, paste(960, 1280, stats[0]!, 0))}`;
  const detail2 = `${full(`background:#fff`)}${place(-200, 120, `<div style="font:400 900px/.8 Anton;color:#f0f0ee;white-space:nowrap">${words[lang].story.families}</div>`)}${place(272, 170, phone(storyScreen(lang), { statusInk: '#fff', homeInk: '#fff' }), { s: 1.5 })}`;
  // The dots keep to the right: the site sets its VIEW label in the card's lower left corner.
  const card = `${full(`background:${C.blue}`)}
    ${place(70, 70, nqiLogo(64, '#fff', '#fff', C.blue))}
    ${place(40, 310, `<div style="font:400 ${fitAnton('72%', 1080, 620)}px/.8 Anton;color:#fff;letter-spacing:-.01em">72%</div>`)}
    ${place(80, 900, `<div style="font:700 56px/1.08 Inter;letter-spacing:-.03em;color:#fff;width:900px">${copy.safeWater}</div>`)}
    ${place(560, 1180, dotMatrix(30, 22, 56, '#fff', 'rgba(255,255,255,.25)'))}`;
  return { banner, context1, context2, wide, detail1, detail2, card };
}
