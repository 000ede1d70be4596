// Trufa — artisanal chocolate from Patagonia: packaging, social content, online shop.
// Chocolate brown, pink, mint. DM Serif Display. Motif: Patagonian peaks and lake ripples.
import type { CaseScenes, Lang } from '../lib/render.ts';
import { place, full, phone, laptop, icon, SHADOW, rng } from '../lib/ui.ts';
import words from './trufa.words.json' with { type: 'json' };

const C = {
  choc: '#3b2219',
  dark: '#24140e',
  milk: '#6b3f2a',
  pink: '#f4b6c2',
  rose: '#e98aa0',
  mint: '#a8e6cf',
  mintD: '#5fbf9a',
  cream: '#fbf3ea',
  gold: '#c9a46a',
  berry: '#5b2a4e',
};

export function trufaMark(size: number, c = C.choc): string {
  return `<svg width="${size * 1.4}" height="${size}" viewBox="0 0 56 40"><path d="M2 36 L18 10 L26 22 L34 6 L54 36Z" fill="none" stroke="${c}" stroke-width="3.4" stroke-linejoin="round"/><path d="M14 17 L18 10 L22 17" fill="${c}"/><path d="M30 13 L34 6 L38 13" fill="${c}"/></svg>`;
}
export function trufaLogo(size: number, c = C.choc): string {
  return `<div style="display:inline-flex;flex-direction:column;align-items:center;gap:${size * 0.04}px">${trufaMark(size * 0.45, c)}<span style="font:400 ${size}px/0.9 'DM Serif Display';letter-spacing:-.01em;color:${c}">Trufa</span></div>`;
}

type Flavor = {
  /** Seeds its pattern: the Spanish name's length, so both languages draw the same wrapper. */
  seed: number;
  name: string;
  sub: string;
  bg: string;
  fg: string;
  acc: string;
  pat: 'peaks' | 'ripples' | 'dots' | 'berries' | 'lines';
};
const LOOKS: Omit<Flavor, 'name' | 'sub'>[] = [
  { seed: 14, bg: C.pink, fg: C.choc, acc: C.rose, pat: 'ripples' },
  { seed: 13, bg: C.mint, fg: C.choc, acc: C.mintD, pat: 'peaks' },
  { seed: 8, bg: C.cream, fg: C.berry, acc: C.pink, pat: 'berries' },
  { seed: 10, bg: C.choc, fg: C.pink, acc: C.gold, pat: 'lines' },
  { seed: 12, bg: C.rose, fg: C.cream, acc: '#d46f88', pat: 'dots' },
];

/** Proper names drawn the same in both languages ("Dulce de Leche" is also the flavour's English name). */
export const keptNames = ['Río Negro', 'Dulce de Leche'] as const;

/** The range, named in a language. */
export const flavors = (lang: Lang): Flavor[] =>
  LOOKS.map((look, i) => ({ ...look, ...words[lang].flavors.range[i]! }));

function pattern(f: Flavor, w: number, h: number): string {
  const R = rng(f.seed * 7);
  let s = '';
  if (f.pat === 'peaks')
    for (let row = 0; row < 3; row++) {
      let x = -20;
      const y = h * (0.55 + row * 0.14);
      let d = `M-20,${h}`;
      while (x < w + 40) {
        const pw = w * (0.16 + R() * 0.12);
        d += ` L${x + pw / 2},${y - h * (0.05 + R() * 0.08)} L${x + pw},${y}`;
        x += pw;
      }
      s += `<path d="${d} L${w + 40},${h}Z" fill="${f.acc}" opacity="${0.35 + row * 0.22}"/>`;
    }
  if (f.pat === 'ripples')
    for (let i = 0; i < 12; i++)
      s += `<path d="M0,${h * 0.5 + i * h * 0.045} ${Array.from({ length: 6 }, (_, j) => `Q${((j + 0.5) * w) / 5},${h * 0.5 + i * h * 0.045 - 10} ${((j + 1) * w) / 5},${h * 0.5 + i * h * 0.045}`).join(' ')}" fill="none" stroke="${f.acc}" stroke-width="${w * 0.012}" opacity=".8"/>`;
  if (f.pat === 'berries')
    for (let i = 0; i < 26; i++) {
      const x = R() * w,
        y = h * 0.5 + R() * h * 0.5,
        r = w * (0.02 + R() * 0.03);
      s += `<circle cx="${x}" cy="${y}" r="${r}" fill="${i % 3 ? f.fg : C.mintD}" opacity="${i % 3 ? 0.9 : 0.8}"/>`;
    }
  if (f.pat === 'lines')
    for (let i = 0; i < 16; i++)
      s += `<path d="M${-w * 0.2 + i * w * 0.09},${h} L${w * 0.5 + i * w * 0.09},${h * 0.45}" stroke="${f.acc}" stroke-width="${w * 0.008}" opacity=".8"/>`;
  if (f.pat === 'dots')
    for (let y = 0; y < 10; y++)
      for (let x = 0; x < 7; x++)
        s += `<circle cx="${((x + (y % 2) * 0.5) * w) / 6}" cy="${h * 0.5 + y * h * 0.055}" r="${w * 0.022}" fill="${f.acc}"/>`;
  return `<svg class="abs" style="left:0;top:0" width="${w}" height="${h}">${s}</svg>`;
}

/** Flat-lay chocolate bar wrapper (w × 1.85w). */
export function wrapper(f: Flavor, w: number, o: { shadow?: string } = {}): string {
  const h = w * 1.85;
  const k = w / 360;
  return `<div style="position:relative;width:${w}px;height:${h}px;background:${f.bg};border-radius:${6 * k}px;overflow:hidden;box-shadow:${o.shadow ?? SHADOW.soft}">
    ${pattern(f, w, h)}
    <div class="abs" style="left:0;right:0;top:${h * 0.44}px;height:${h * 0.12}px;background:${f.fg};display:flex;align-items:center;justify-content:center;font:600 ${15 * k}px Inter;letter-spacing:.2em;color:${f.bg}">PATAGONIA · 80 G</div>
    <div class="abs" style="left:0;right:0;top:${40 * k}px;display:flex;justify-content:center">${trufaLogo(92 * k, f.fg)}</div>
    <div class="abs" style="left:${24 * k}px;right:${24 * k}px;top:${h * 0.28}px;text-align:center;font:400 ${36 * k}px/1 'DM Serif Display';color:${f.fg}">${f.name}</div>
    <div class="abs" style="left:${24 * k}px;right:${24 * k}px;top:${h * 0.28 + 46 * k}px;text-align:center;font:500 ${14 * k}px Inter;color:${f.fg};opacity:.8">${f.sub}</div>
    ${full(`background:linear-gradient(100deg,rgba(255,255,255,.18),transparent 30%,transparent 70%,rgba(0,0,0,.08))`)}
    <div class="abs" style="left:0;right:0;top:0;height:${10 * k}px;background:repeating-linear-gradient(90deg,rgba(0,0,0,.08) 0 ${4 * k}px,transparent ${4 * k}px ${8 * k}px)"></div>
    <div class="abs" style="left:0;right:0;bottom:0;height:${10 * k}px;background:repeating-linear-gradient(90deg,rgba(0,0,0,.08) 0 ${4 * k}px,transparent ${4 * k}px ${8 * k}px)"></div></div>`;
}

/** Chocolate bar / pieces made of bevelled squares. */
export function chocolate(cols: number, rows: number, cell: number, color = C.choc, missing: number[] = []): string {
  let s = '';
  for (let y = 0; y < rows; y++)
    for (let x = 0; x < cols; x++) {
      if (missing.includes(y * cols + x)) continue;
      const b = cell * 0.14;
      s += `<g transform="translate(${x * cell} ${y * cell})"><rect width="${cell}" height="${cell}" fill="${color}"/>
      <path d="M0,0 L${cell},0 L${cell - b},${b} L${b},${b}Z" fill="rgba(255,255,255,.16)"/><path d="M0,0 L${b},${b} L${b},${cell - b} L0,${cell}Z" fill="rgba(255,255,255,.08)"/>
      <path d="M${cell},${cell} L0,${cell} L${b},${cell - b} L${cell - b},${cell - b}Z" fill="rgba(0,0,0,.28)"/><path d="M${cell},0 L${cell},${cell} L${cell - b},${cell - b} L${cell - b},${b}Z" fill="rgba(0,0,0,.18)"/>
      <rect x="${b}" y="${b}" width="${cell - 2 * b}" height="${cell - 2 * b}" fill="${color}"/><path d="M${cell * 0.36},${cell * 0.62} L${cell * 0.5},${cell * 0.38} L${cell * 0.64},${cell * 0.62}" fill="none" stroke="rgba(0,0,0,.25)" stroke-width="${cell * 0.04}"/></g>`;
    }
  return `<svg width="${cols * cell}" height="${rows * cell}" style="filter:drop-shadow(0 ${cell * 0.3}px ${cell * 0.4}px rgba(40,15,5,.35))">${s}</svg>`;
}
/** A bar half out of its sleeve. */
function openBar(f: Flavor, w: number): string {
  const cell = w / 3;
  return `<div style="position:relative;width:${w}px;height:${w * 2.4}px">
    <div class="abs" style="left:0;top:0">${chocolate(3, 4, cell)}</div>
    <div class="abs" style="left:${-w * 0.03}px;top:${cell * 2.3}px;width:${w * 1.06}px;height:${w * 1.1}px;overflow:hidden;border-radius:4px;box-shadow:${SHADOW.soft}"><div style="margin-top:${-w * 0.85}px">${wrapper(f, w * 1.06, { shadow: 'none' })}</div></div></div>`;
}

// ------------------------------------------------------------------ screens
function post(i: number, size: number, lang: Lang): string {
  const range = flavors(lang);
  const kinds = [
    () =>
      `<div style="width:100%;height:100%;background:${C.pink};display:grid;place-items:center"><div style="transform:rotate(-14deg)">${wrapper(range[0]!, size * 0.42, { shadow: SHADOW.flat })}</div></div>`,
    () =>
      `<div style="width:100%;height:100%;background:${C.choc};display:grid;place-items:center;text-align:center;font:400 ${size * 0.16}px/1 'DM Serif Display';color:${C.pink}">${words[lang].post.madeIn}</div>`,
    () =>
      `<div style="width:100%;height:100%;background:${C.mint};overflow:hidden;position:relative"><div class="abs" style="left:${size * 0.1}px;top:${size * 0.12}px;transform:rotate(12deg)">${chocolate(3, 3, size * 0.26)}</div></div>`,
    () =>
      `<div style="width:100%;height:100%;background:${C.cream};display:grid;place-items:center">${trufaLogo(size * 0.28)}</div>`,
    () =>
      `<div style="width:100%;height:100%;background:${C.rose};position:relative;overflow:hidden">${pattern(range[1]!, size, size * 1.2).replace('class="abs"', 'class="abs" style="left:0;top:-' + size * 0.2 + 'px"')}<div class="abs" style="left:0;right:0;top:${size * 0.16}px;text-align:center;font:400 ${size * 0.13}px 'DM Serif Display';color:${C.cream}">${range[1]!.name}</div></div>`,
    () =>
      `<div style="width:100%;height:100%;background:${C.dark};display:flex;align-items:center;justify-content:center;gap:${size * 0.04}px">${[0, 2, 3].map((k) => wrapper(range[k]!, size * 0.24, { shadow: 'none' })).join('')}</div>`,
  ];
  return `<div style="width:${size}px;height:${size}px;overflow:hidden">${kinds[i % kinds.length]!()}</div>`;
}
function socialScreen(lang: Lang): string {
  const w = words[lang].socialScreen;
  return `${full(`background:#fff`)}
    <div class="abs" style="left:18px;right:18px;top:62px;display:flex;justify-content:space-between;align-items:center;font:700 18px Inter;color:#111">${icon('back', 22, '#111')}trufa.patagonia${icon('menu', 22, '#111')}</div>
    <div class="abs" style="left:18px;right:18px;top:106px;display:flex;align-items:center;gap:22px">
      <span style="width:84px;height:84px;border-radius:50%;padding:3px;background:linear-gradient(45deg,${C.rose},${C.mint})"><span style="display:grid;place-items:center;width:100%;height:100%;border-radius:50%;background:${C.cream};border:3px solid #fff">${trufaLogo(24)}</span></span>
      ${w.stats
        .map(
          ([n, t]) =>
            `<div style="text-align:center"><div style="font:700 17px Inter;color:#111">${n}</div><div style="font:400 13px Inter;color:#666">${t}</div></div>`,
        )
        .join('')}</div>
    <div class="abs" style="left:18px;right:18px;top:204px;font:400 14px/1.45 Inter;color:#111">${w.bio}</div>
    <div class="abs" style="left:18px;right:18px;top:286px;display:flex;gap:8px">${w.profile.map((t, i) => `<span style="flex:1;height:36px;border-radius:10px;display:grid;place-items:center;font:600 14px Inter;${i === 0 ? `background:${C.choc};color:#fff` : 'background:#efefef;color:#111'}">${t}</span>`).join('')}</div>
    <div class="abs" style="left:0;right:0;top:340px;display:grid;grid-template-columns:repeat(3,129px);gap:2px">${Array.from({ length: 12 }, (_, i) => post(i, 129, lang)).join('')}</div>`;
}
function shop(lang: Lang): string {
  const w = words[lang].shop;
  return `<div class="abs" style="inset:0;background:${C.cream}">
    <div style="height:86px;display:flex;align-items:center;padding:0 60px;border-bottom:1px solid #ecdcca"><div style="display:flex;gap:34px;font:500 15px Inter;color:${C.choc}"><span>${w.nav[0]}</span><span>${w.nav[1]}</span><span>${w.nav[2]}</span></div><div style="margin:0 auto">${trufaLogo(38)}</div><div style="display:flex;gap:22px">${icon('search', 22, C.choc)}${icon('user', 22, C.choc)}<span style="position:relative">${icon('bag', 22, C.choc)}<i style="position:absolute;top:-6px;right:-8px;width:18px;height:18px;border-radius:50%;background:${C.rose};font:700 11px/18px Inter;color:#fff;text-align:center;font-style:normal">2</i></span></div></div>
    <div class="abs" style="left:60px;top:130px;font:400 70px/1 'DM Serif Display';color:${C.choc}">${w.title} <i style="color:${C.rose}">${w.titleEm}</i></div>
    <div class="abs" style="left:62px;top:222px;display:flex;gap:10px">${w.filters.map((t, i) => `<span style="padding:10px 18px;border-radius:99px;font:600 14px Inter;${i === 0 ? `background:${C.choc};color:#fff` : `background:#fff;color:${C.choc}`}">${t}</span>`).join('')}</div>
    <div class="abs" style="left:60px;right:60px;top:290px;display:grid;grid-template-columns:repeat(4,1fr);gap:24px">${flavors(
      lang,
    )
      .slice(0, 4)
      .map(
        (f, i) =>
          `<div><div style="height:400px;border-radius:20px;background:${['#f7e4e6', '#e3f5ec', '#f4ece2', '#efe1da'][i]};display:grid;place-items:center;position:relative"><div style="transform:rotate(${[-8, 6, -5, 9][i]}deg)">${wrapper(f, 170, { shadow: SHADOW.lift })}</div>${i === 1 ? `<span class="abs" style="left:16px;top:16px;padding:7px 12px;border-radius:99px;background:${C.choc};font:700 12px Inter;color:#fff">${w.new}</span>` : ''}</div><div style="display:flex;justify-content:space-between;align-items:flex-start;margin-top:16px"><div><div style="font:400 24px 'DM Serif Display';color:${C.choc}">${f.name}</div><div style="font:500 14px Inter;color:#9b7c6c;margin-top:4px">${f.sub}</div></div><div style="font:700 17px Inter;color:${C.choc}">${w.prices[i]}</div></div><div style="margin-top:14px;height:46px;border-radius:99px;border:1.5px solid ${C.choc};display:flex;align-items:center;justify-content:center;gap:8px;font:600 15px Inter;color:${C.choc}">${icon('plus', 16, C.choc)}${w.add}</div></div>`,
      )
      .join('')}</div></div>`;
}

export function scenes(lang: Lang): CaseScenes {
  const range = flavors(lang);
  const banner = `${full(`background:${C.pink}`)}${full(`background:radial-gradient(60% 70% at 60% 50%,#f9cdd6,transparent)`)}
    ${place(110, 110, trufaLogo(80))}
    ${place(600, 120, wrapper(range[1]!, 330, { shadow: SHADOW.deep }), { r: -12 })}
    ${place(1000, 210, openBar(range[0]!, 320), { r: 8 })}
    ${place(1440, 100, wrapper(range[3]!, 330, { shadow: SHADOW.deep }), { r: 14 })}
    ${place(300, 760, chocolate(2, 1, 110), { r: -24 })}${place(1650, 860, chocolate(1, 2, 100, C.choc), { r: 30 })}`;
  const context1 = `${full(`background:${C.mint}`)}
    ${place(100, 250, wrapper(range[0]!, 300, { shadow: SHADOW.deep }), { r: -10 })}
    ${place(593, 110, phone(socialScreen(lang), { shadow: SHADOW.deep }))}
    ${place(1150, 300, chocolate(2, 3, 120), { r: 12 })}`;
  const context2 = `${full(`background:${C.pink}`)}${place(40, 210, laptop(shop(lang)), { s: 0.905 })}`;
  const wide = `${full(`background:${C.cream}`)}
    ${range.map((f, i) => place(120 + i * 360, 150 + (i % 2) * 70, wrapper(f, 320, { shadow: SHADOW.lift }), { r: [-4, 3, -2, 4, -3][i] })).join('')}
    ${place(40, 820, chocolate(2, 1, 90), { r: -18 })}${place(1860, 90, chocolate(1, 2, 90), { r: 24 })}`;
  const detail1 = `${full(`background:${C.mint}`)}${place(330, 180, wrapper(range[2]!, 560, { shadow: SHADOW.deep }), { r: -6 })}${place(820, 1130, chocolate(2, 2, 110), { r: 20 })}`;
  const detail2 = `${full(`background:${C.cream}`)}${full(`background:radial-gradient(60% 50% at 50% 45%,#fff,transparent)`)}${place(230, 250, openBar(range[4]!, 520), { r: -10 })}`;
  const card = `${full(`background:${C.pink}`)}
    ${place(90, 90, trufaLogo(90))}
    ${place(200, 380, wrapper(range[1]!, 380, { shadow: SHADOW.deep }), { r: -12 })}
    ${place(610, 330, openBar(range[3]!, 380), { r: 10 })}`;
  return { banner, context1, context2, wide, detail1, detail2, card };
}
