// Experiencias — online store of gift experiences (choose, pay, redeem). Terracotta + cream. Fraunces.
// Motif: the arch (a door / a sunset) framing each experience.
import type { CaseScenes, Lang } from '../lib/render.ts';
import { place, full, phone, icon, SHADOW, rng } from '../lib/ui.ts';
import { isoSvg } from '../lib/iso.ts';
import words from './experiencias.words.json' with { type: 'json' };

const C = {
  terra: '#c8553d',
  terra2: '#a8432f',
  cream: '#f4ead8',
  sand: '#ead7b7',
  brown: '#3a1f16',
  sage: '#8a9a5b',
  blush: '#f2b8a2',
  sun: '#f0a93b',
  sky: '#f7d9c4',
  paper: '#fbf6ee',
};

export function expMark(size: number, c = C.terra): string {
  return `<svg width="${size * 0.8}" height="${size}" viewBox="0 0 40 50"><path d="M4 48V22a16 16 0 0 1 32 0v26" fill="none" stroke="${c}" stroke-width="5"/><circle cx="20" cy="30" r="6" fill="${c}"/></svg>`;
}
export function expLogo(size: number, ink = C.brown, mark = C.terra): string {
  return `<div style="display:inline-flex;align-items:flex-end;gap:${size * 0.2}px">${expMark(size, mark)}<span style="font:italic 400 ${size * 0.9}px/0.9 Fraunces;letter-spacing:-.02em;color:${ink}">Experiencias</span></div>`;
}

/** Proper names drawn the same in both languages (the brand, places; upper-cased on the detail screen). */
export const keptNames = ['Experiencias', 'Capilla del Señor', 'CAPILLA DEL SEÑOR', 'Luján de Cuyo'] as const;

type Kind = 'globo' | 'vino' | 'kayak' | 'spa' | 'cocina' | 'caballo';
type Exp = { kind: Kind; title: string; place: string; price: string; cat: string };
/** The experiences on sale and their prices in pesos; their words are in `exps`. */
const PRICES: [Kind, string][] = [
  ['globo', '$ 189.000'],
  ['vino', '$ 72.000'],
  ['kayak', '$ 54.000'],
  ['spa', '$ 96.000'],
  ['cocina', '$ 48.000'],
  ['caballo', '$ 65.000'],
];
/** The experiences in a language: in English, prices written the English way ($189,000). */
const exps = (lang: Lang): Exp[] =>
  PRICES.map(([kind, price]) => ({
    kind,
    ...words[lang].exps[kind],
    price: lang === 'es' ? price : price.replace('$ ', '$').replace(/\./g, ','),
  }));
export const EXPS: Exp[] = exps('es');

/** Flat illustration of an experience, drawn inside a w×h box. */
export function expArt(kind: Kind, w: number, h: number): string {
  const R = rng(kind.length * 13);
  const hills = (y: number, c: string, amp: number, seed: number) => {
    const r = rng(seed);
    return `<path d="M0,${h * y} C${w * 0.25},${h * (y - amp * (0.5 + r()))} ${w * 0.55},${h * (y + amp * r())} ${w},${h * (y - amp * r())} L${w},${h} L0,${h}Z" fill="${c}"/>`;
  };
  let s = '';
  switch (kind) {
    case 'globo': {
      s = `<rect width="${w}" height="${h}" fill="${C.sky}"/><circle cx="${w * 0.78}" cy="${h * 0.28}" r="${w * 0.09}" fill="#fff" opacity=".7"/>${hills(0.74, '#e3a27e', 0.12, 3)}${hills(0.84, C.terra, 0.08, 5)}`;
      const bx = w * 0.42,
        by = h * 0.36,
        r = w * 0.2;
      s += `<g><path d="M${bx - r},${by} A${r},${r * 1.05} 0 1 1 ${bx + r},${by} C${bx + r},${by + r * 0.6} ${bx + r * 0.35},${by + r * 1.05} ${bx + r * 0.22},${by + r * 1.25} L${bx - r * 0.22},${by + r * 1.25} C${bx - r * 0.35},${by + r * 1.05} ${bx - r},${by + r * 0.6} ${bx - r},${by}Z" fill="${C.terra}"/>
        <path d="M${bx - r * 0.45},${by - r * 0.95} C${bx - r * 0.6},${by} ${bx - r * 0.3},${by + r} ${bx - r * 0.12},${by + r * 1.25} L${bx + r * 0.12},${by + r * 1.25} C${bx + r * 0.3},${by + r} ${bx + r * 0.6},${by} ${bx + r * 0.45},${by - r * 0.95} A${r},${r} 0 0 0 ${bx - r * 0.45},${by - r * 0.95}Z" fill="${C.sun}"/>
        <path d="M${bx - r * 0.12},${by - r * 1.04} C${bx - r * 0.2},${by} ${bx - r * 0.1},${by + r} ${bx - r * 0.05},${by + r * 1.25} L${bx + r * 0.05},${by + r * 1.25} C${bx + r * 0.1},${by + r} ${bx + r * 0.2},${by} ${bx + r * 0.12},${by - r * 1.04}Z" fill="${C.cream}"/>
        <path d="M${bx - r * 0.2},${by + r * 1.25} L${bx - r * 0.14},${by + r * 1.5} M${bx + r * 0.2},${by + r * 1.25} L${bx + r * 0.14},${by + r * 1.5}" stroke="${C.brown}" stroke-width="${w * 0.006}"/>
        <rect x="${bx - r * 0.17}" y="${by + r * 1.5}" width="${r * 0.34}" height="${r * 0.24}" rx="${r * 0.04}" fill="${C.brown}"/></g>
        <g transform="translate(${w * 0.8} ${h * 0.5}) scale(.35)" opacity=".9"><ellipse cx="0" cy="0" rx="${r * 0.9}" ry="${r}" fill="${C.sage}"/><rect x="${-r * 0.15}" y="${r * 1.1}" width="${r * 0.3}" height="${r * 0.25}" fill="${C.brown}"/></g>`;
      break;
    }
    case 'vino': {
      s = `<rect width="${w}" height="${h}" fill="#f6dcc0"/><circle cx="${w * 0.3}" cy="${h * 0.36}" r="${w * 0.12}" fill="${C.sun}"/>
        <path d="M0,${h * 0.5} L${w * 0.18},${h * 0.32} L${w * 0.3},${h * 0.42} L${w * 0.5},${h * 0.24} L${w * 0.72},${h * 0.44} L${w * 0.86},${h * 0.34} L${w},${h * 0.46} L${w},${h} L0,${h}Z" fill="#b9a2a0"/>
        <path d="M${w * 0.44},${h * 0.29} L${w * 0.5},${h * 0.24} L${w * 0.57},${h * 0.3} L${w * 0.53},${h * 0.31} L${w * 0.5},${h * 0.28} L${w * 0.47},${h * 0.31}Z" fill="#fff"/>
        <rect y="${h * 0.52}" width="${w}" height="${h * 0.48}" fill="${C.sage}"/>`;
      for (let i = 0; i < 9; i++) {
        const t = i / 8;
        s += `<path d="M${w * 0.5},${h * 0.52} L${w * (-0.8 + t * 2.6)},${h}" stroke="#5d6b35" stroke-width="${w * (0.012 + t * 0.0)}" opacity=".9"/>`;
      }
      s += `<rect y="${h * 0.5}" width="${w}" height="${h * 0.04}" fill="#6f7f42"/>`;
      break;
    }
    case 'kayak': {
      s = `<rect width="${w}" height="${h}" fill="#f4c9a6"/><circle cx="${w * 0.5}" cy="${h * 0.5}" r="${w * 0.2}" fill="${C.sun}"/>
        <rect y="${h * 0.5}" width="${w}" height="${h * 0.5}" fill="${C.terra2}"/>
        ${[0, 1, 2, 3, 4].map((i) => `<rect x="${w * (0.32 + (i % 2) * 0.04)}" y="${h * (0.54 + i * 0.05)}" width="${w * (0.36 - i * 0.03)}" height="${h * 0.012}" rx="${h * 0.006}" fill="${C.sun}" opacity="${0.8 - i * 0.12}"/>`).join('')}
        <path d="M0,${h * 0.5} C${w * 0.1},${h * 0.36} ${w * 0.2},${h * 0.4} ${w * 0.24},${h * 0.5}Z" fill="${C.brown}" opacity=".8"/><path d="M${w * 0.78},${h * 0.5} C${w * 0.84},${h * 0.3} ${w * 0.95},${h * 0.36} ${w},${h * 0.42} L${w},${h * 0.5}Z" fill="${C.brown}" opacity=".8"/>
        <path d="M${w * 0.3},${h * 0.76} Q${w * 0.5},${h * 0.82} ${w * 0.7},${h * 0.76} Q${w * 0.5},${h * 0.78} ${w * 0.3},${h * 0.76}Z" fill="${C.brown}"/>
        <circle cx="${w * 0.5}" cy="${h * 0.7}" r="${w * 0.025}" fill="${C.brown}"/><path d="M${w * 0.5},${h * 0.72} L${w * 0.5},${h * 0.77}" stroke="${C.brown}" stroke-width="${w * 0.03}"/>
        <path d="M${w * 0.36},${h * 0.66} L${w * 0.64},${h * 0.8}" stroke="${C.brown}" stroke-width="${w * 0.008}"/>`;
      break;
    }
    case 'spa': {
      s = `<rect width="${w}" height="${h}" fill="#eadfcf"/>
        <ellipse cx="${w * 0.5}" cy="${h * 0.78}" rx="${w * 0.55}" ry="${h * 0.2}" fill="#9fb7b0"/><ellipse cx="${w * 0.5}" cy="${h * 0.78}" rx="${w * 0.42}" ry="${h * 0.13}" fill="#bcd3cc"/>
        ${[0, 1, 2].map((i) => `<path d="M${w * (0.36 + i * 0.14)},${h * 0.62} c${-w * 0.06},${-h * 0.08} ${w * 0.06},${-h * 0.14} 0,${-h * 0.24}" fill="none" stroke="#fff" stroke-width="${w * 0.018}" stroke-linecap="round" opacity=".85"/>`).join('')}
        ${[0, 1, 2].map((i) => `<ellipse cx="${w * (0.16 + i * 0.06)}" cy="${h * (0.86 - i * 0.06)}" rx="${w * (0.09 - i * 0.015)}" ry="${h * 0.025}" fill="${[C.brown, '#6b4a3a', '#8a6a58'][i]}"/>`).join('')}
        <path d="M${w * 0.84},${h * 0.7} C${w * 0.78},${h * 0.5} ${w * 0.9},${h * 0.4} ${w * 0.86},${h * 0.28}" stroke="${C.sage}" stroke-width="${w * 0.01}" fill="none"/>${[0, 1, 2, 3].map((i) => `<ellipse cx="${w * (0.86 + (i % 2 ? 0.04 : -0.04))}" cy="${h * (0.36 + i * 0.08)}" rx="${w * 0.045}" ry="${h * 0.018}" transform="rotate(${i % 2 ? -30 : 30} ${w * (0.86 + (i % 2 ? 0.04 : -0.04))} ${h * (0.36 + i * 0.08)})" fill="${C.sage}"/>`).join('')}`;
      break;
    }
    case 'cocina': {
      s = `<rect width="${w}" height="${h}" fill="${C.blush}"/>`;
      for (let i = 0; i < 8; i++)
        for (let j = 0; j < 5; j++)
          if ((i + j) % 2)
            s += `<rect x="${(i * w) / 8}" y="${h * 0.55 + (j * h * 0.45) / 5}" width="${w / 8}" height="${(h * 0.45) / 5}" fill="${C.terra}" opacity=".55"/>`;
      s += `<rect y="${h * 0.55}" width="${w}" height="${h * 0.45}" fill="${C.cream}" opacity=".35"/>
        <ellipse cx="${w * 0.5}" cy="${h * 0.62}" rx="${w * 0.3}" ry="${h * 0.09}" fill="${C.cream}"/><path d="M${w * 0.2},${h * 0.6} C${w * 0.22},${h * 0.84} ${w * 0.78},${h * 0.84} ${w * 0.8},${h * 0.6}Z" fill="${C.brown}"/>
        <ellipse cx="${w * 0.5}" cy="${h * 0.6}" rx="${w * 0.3}" ry="${h * 0.06}" fill="${C.sun}"/>${[0, 1, 2, 3, 4].map(() => `<circle cx="${w * (0.3 + R() * 0.4)}" cy="${h * (0.58 + R() * 0.04)}" r="${w * 0.02}" fill="${C.terra}"/>`).join('')}
        ${[0, 1, 2].map((i) => `<path d="M${w * (0.4 + i * 0.1)},${h * 0.48} c${-w * 0.04},${-h * 0.06} ${w * 0.04},${-h * 0.1} 0,${-h * 0.18}" fill="none" stroke="#fff" stroke-width="${w * 0.014}" stroke-linecap="round" opacity=".9"/>`).join('')}`;
      break;
    }
    case 'caballo': {
      s = `<rect width="${w}" height="${h}" fill="#f3d3b3"/><circle cx="${w * 0.7}" cy="${h * 0.3}" r="${w * 0.1}" fill="#fff" opacity=".8"/>${hills(0.55, '#d99a76', 0.18, 8)}${hills(0.68, C.terra, 0.1, 9)}${hills(0.84, C.terra2, 0.06, 10)}`;
      for (let i = 0; i < 5; i++) {
        const x = w * (0.1 + i * 0.2),
          y = h * (0.7 + (i % 2) * 0.05);
        s += `<path d="M${x},${y} l${w * 0.02},${-h * 0.08} l${w * 0.02},${h * 0.08}Z" fill="#5d6b35"/>`;
      }
      break;
    }
  }
  return `<svg width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" preserveAspectRatio="xMidYMid slice">${s}</svg>`;
}
/** Arch-framed art. */
const archArt = (kind: Kind, w: number, h: number, bg = 'transparent') =>
  `<div style="width:${w}px;height:${h}px;border-radius:${w / 2}px ${w / 2}px 0 0;overflow:hidden;background:${bg}">${expArt(kind, w, h)}</div>`;

// ------------------------------------------------------------------ screens
const price = (p: string, size = 15) => `<span style="font:600 ${size}px Inter;color:${C.brown}">${p}</span>`;
function browseScreen(lang: Lang): string {
  const w = words[lang].browseScreen;
  return `${full(`background:${C.paper}`)}
    <div class="abs" style="left:22px;right:22px;top:62px;display:flex;justify-content:space-between;align-items:center">${expLogo(26)}<span style="display:flex;gap:14px">${icon('search', 22, C.brown)}${icon('bag', 22, C.brown)}</span></div>
    <div class="abs" style="left:22px;top:116px;font:400 44px/1 Fraunces;letter-spacing:-.02em;color:${C.brown}">${w.title[0]} <i style="color:${C.terra}">${w.title[1]}</i></div>
    <div class="abs" style="left:22px;top:178px;display:flex;gap:8px">${w.chips.map((t, i) => `<span style="padding:9px 14px;border-radius:99px;font:600 13px Inter;${i === 0 ? `background:${C.brown};color:#fff` : `background:#fff;color:${C.brown};box-shadow:inset 0 0 0 1px #eadfcd`}">${t}</span>`).join('')}</div>
    <div class="abs" style="left:22px;right:22px;top:232px;display:grid;grid-template-columns:1fr 1fr;gap:14px">
      ${exps(lang)
        .slice(0, 4)
        .map(
          (e) =>
            `<div><div style="position:relative;border-radius:18px;overflow:hidden;height:190px">${expArt(e.kind, 166, 190)}<span style="position:absolute;top:10px;right:10px;width:32px;height:32px;border-radius:50%;background:rgba(255,255,255,.85);display:grid;place-items:center">${icon('heart', 16, C.terra)}</span></div><div style="font:600 15px Inter;color:${C.brown};margin-top:10px">${e.title}</div><div style="font:500 12px Inter;color:#9a8576;margin-top:3px">${e.place}</div><div style="margin-top:6px">${price(e.price, 14)}</div></div>`,
        )
        .join('')}
    </div>`;
}
function detailScreen(lang: Lang): string {
  const e = exps(lang)[0]!;
  const w = words[lang].detailScreen;
  return `${full(`background:${C.paper}`)}
    <div class="abs" style="left:0;top:0;width:390px;height:430px">${expArt(e.kind, 390, 430)}</div>
    <div class="abs" style="left:20px;right:20px;top:62px;display:flex;justify-content:space-between">${['back', 'heart'].map((i) => `<span style="width:42px;height:42px;border-radius:50%;background:rgba(255,255,255,.9);display:grid;place-items:center">${icon(i, 20, C.brown)}</span>`).join('')}</div>
    <div class="abs" style="left:0;right:0;top:400px;bottom:0;background:${C.paper};border-radius:30px 30px 0 0;padding:26px 24px">
      <div style="font:600 12px Inter;letter-spacing:.12em;color:${C.terra}">${e.cat.toUpperCase()} · ${e.place.toUpperCase()}</div>
      <div style="font:400 38px/1.02 Fraunces;letter-spacing:-.02em;color:${C.brown};margin-top:10px">${e.title}<br><i>${w.forTwo}</i></div>
      <div style="display:flex;gap:8px;margin-top:16px">${(['users', 'clock', 'star'] as const)
        .map(
          (ic, i) =>
            `<span style="display:flex;gap:6px;align-items:center;padding:8px 12px;border-radius:12px;background:#fff;font:600 13px Inter;color:${C.brown};box-shadow:inset 0 0 0 1px #eee2d0">${icon(ic, 15, C.terra)}${w.facts[i]}</span>`,
        )
        .join('')}</div>
      <div style="font:400 15px/1.5 Inter;color:#7a6558;margin-top:16px">${w.text}</div>
      <div style="position:absolute;left:24px;right:24px;bottom:38px;display:flex;align-items:center;gap:16px"><div><div style="font:500 12px Inter;color:#9a8576">${w.from}</div>${price(e.price, 22)}</div><span style="flex:1;height:58px;border-radius:99px;background:${C.terra};display:flex;align-items:center;justify-content:center;gap:8px;font:700 17px Inter;color:#fff">${icon('gift', 20, '#fff')}${w.give}</span></div>
    </div>`;
}
function checkoutScreen(lang: Lang): string {
  const e = exps(lang)[0]!;
  const w = words[lang].checkoutScreen;
  return `${full(`background:${C.paper}`)}
    <div class="abs" style="left:22px;right:22px;top:64px;display:flex;align-items:center;gap:12px">${icon('back', 22, C.brown)}<span style="font:700 17px Inter;color:${C.brown}">${w.gift}</span><span style="margin-left:auto;font:600 13px Inter;color:#9a8576">${w.step}</span></div>
    <div class="abs" style="left:22px;right:22px;top:104px;height:4px;border-radius:2px;background:${C.terra}"></div>
    <div class="abs" style="left:22px;right:22px;top:130px;display:flex;gap:14px;padding:12px;border-radius:20px;background:#fff;box-shadow:${SHADOW.flat}"><div style="width:84px;height:84px;border-radius:14px;overflow:hidden">${expArt(e.kind, 84, 84)}</div><div style="flex:1;padding-top:4px"><div style="font:600 16px Inter;color:${C.brown}">${e.title} ${w.forTwo}</div><div style="font:500 13px Inter;color:#9a8576;margin-top:4px">${e.place}</div><div style="margin-top:8px">${price(e.price)}</div></div></div>
    <div class="abs" style="left:22px;right:22px;top:250px;border-radius:20px;background:${C.cream};padding:18px 20px"><div style="font:600 12px Inter;letter-spacing:.1em;color:${C.terra}">${w.message}</div><div style="font:italic 400 24px/1.25 Fraunces;color:${C.brown};margin-top:8px">${w.note}</div><div style="font:500 13px Inter;color:#9a8576;margin-top:10px">${w.from}</div></div>
    <div class="abs" style="left:22px;right:22px;top:426px"><div style="font:700 15px Inter;color:${C.brown};margin-bottom:10px">${w.delivery}</div><div style="display:grid;grid-template-columns:1fr 1fr;gap:10px">${w.options
      .map(
        ([t, s], i) =>
          `<div style="padding:14px;border-radius:16px;background:#fff;box-shadow:inset 0 0 0 ${i === 0 ? 2 : 1}px ${i === 0 ? C.terra : '#eadfcd'}">${icon(i === 0 ? 'chat' : 'gift', 20, C.terra)}<div style="font:600 14px Inter;color:${C.brown};margin-top:8px">${t}</div><div style="font:500 12px Inter;color:#9a8576;margin-top:2px">${s}</div></div>`,
      )
      .join('')}</div></div>
    <div class="abs" style="left:22px;right:22px;top:590px;display:flex;align-items:center;gap:12px;padding:14px 16px;border-radius:16px;background:#fff;box-shadow:inset 0 0 0 1px #eadfcd"><span style="width:40px;height:28px;border-radius:6px;background:${C.brown};display:grid;place-items:center">${icon('card', 18, '#fff')}</span><span style="font:600 14px Inter;color:${C.brown}">•••• 4821</span><span style="margin-left:auto;font:600 13px Inter;color:${C.terra}">${w.change}</span></div>
    <div class="abs" style="left:22px;right:22px;top:690px;display:flex;justify-content:space-between;font:600 15px Inter;color:${C.brown}"><span>${w.total}</span><span style="font-size:20px">${e.price}</span></div>
    <div class="abs" style="left:22px;right:22px;top:730px;height:58px;border-radius:99px;background:${C.terra};display:flex;align-items:center;justify-content:center;gap:8px;font:700 17px Inter;color:#fff">${icon('lock', 18, '#fff')}${w.pay}</div>`;
}
function redeemScreen(lang: Lang): string {
  const w = words[lang].redeemScreen;
  return `${full(`background:${C.terra}`)}
    <div class="abs" style="left:0;right:0;top:90px;text-align:center">${expMark(54, C.cream)}</div>
    <div class="abs" style="left:24px;right:24px;top:170px;text-align:center;font:400 44px/1 Fraunces;color:${C.cream};letter-spacing:-.02em">${w.title}</div>
    <div class="abs" style="left:24px;right:24px;top:232px;text-align:center;font:500 15px/1.45 Inter;color:rgba(255,255,255,.8)">${w.text}</div>
    <div class="abs" style="left:45px;top:318px">${archArt('globo', 300, 260, C.cream)}</div>
    <div class="abs" style="left:24px;right:24px;top:600px;height:64px;border-radius:18px;background:rgba(255,255,255,.14);border:1.5px dashed rgba(255,255,255,.5);display:grid;place-items:center;font:600 22px 'JetBrains Mono';letter-spacing:.12em;color:#fff">EXP-7K2Q-9M</div>
    <div class="abs" style="left:24px;right:24px;top:690px;height:58px;border-radius:99px;background:${C.cream};display:flex;align-items:center;justify-content:center;gap:8px;font:700 17px Inter;color:${C.terra2}">${w.redeem} ${icon('arrow', 18, C.terra2, 2.4)}</div>`;
}

function giftBox(scale: number): string {
  const art = (w: number, h: number) =>
    `<g opacity=".16">${Array.from({ length: 6 }, (_, i) => `<path d="M${w * (0.1 + i * 0.17)},${h} V${h * 0.5} a${w * 0.06},${w * 0.06} 0 0 1 ${w * 0.12},0 V${h}" fill="none" stroke="${C.cream}" stroke-width="5"/>`).join('')}</g>`;
  return isoSvg(
    {
      a: 340 * scale,
      b: 260 * scale,
      c: 200 * scale,
      lid: 56 * scale,
      top: '#d8694f',
      left: C.terra,
      right: C.terra2,
      lidTop: '#dc7359',
      lidLeft: '#c95a41',
      lidRight: '#ac4731',
      ribbon: C.cream,
      ribbonW: 38 * scale,
      bow: true,
      leftArt: art(340 * scale, 200 * scale),
      rightArt: art(260 * scale, 200 * scale),
    },
    60 * scale,
    'rgba(58,31,22,.28)',
  );
}
function tagCard(w: number, lang: Lang): string {
  const text = words[lang].tagCard.text;
  return `<div style="position:relative;width:${w}px;height:${w * 1.35}px;border-radius:${w * 0.05}px;background:${C.paper};box-shadow:${SHADOW.soft};padding:${w * 0.09}px;display:flex;flex-direction:column;align-items:center">
    <span style="width:${w * 0.09}px;height:${w * 0.09}px;border-radius:50%;box-shadow:inset 0 0 0 2px ${C.sand};background:#efe3cf"></span>
    <div style="margin-top:${w * 0.07}px">${archArt('globo', w * 0.6, w * 0.56, C.cream)}</div>
    <div style="font:italic 400 ${w * 0.15}px/1 Fraunces;color:${C.brown};margin-top:${w * 0.08}px">${text}</div>
    <div style="margin-top:auto">${expLogo(w * 0.07)}</div></div>`;
}

export function scenes(lang: Lang): CaseScenes {
  const w = words[lang].scenes;
  const bigArch = (x: number, y: number, w: number, h: number, c: string) =>
    `<div class="abs" style="left:${x}px;top:${y}px;width:${w}px;height:${h}px;border-radius:${w / 2}px ${w / 2}px 0 0;background:${c}"></div>`;
  const banner = `${full(`background:${C.cream}`)}
    ${bigArch(560, 120, 900, 1100, C.sand)}${bigArch(700, 300, 620, 900, C.terra)}
    <div class="abs" style="left:840px;top:440px;width:340px;height:340px;border-radius:50%;background:${C.sun}"></div>
    ${place(110, 110, expLogo(46))}
    ${place(110, 760, `<div style="font:400 110px/.92 Fraunces;letter-spacing:-.03em;color:${C.brown}">${w.headline[0]}<br><i style="color:${C.terra}">${w.headline[1]}</i></div>`)}
    ${place(790, 190, phone(browseScreen(lang), { shadow: SHADOW.deep }), { s: 0.98 })}
    ${place(1240, 470, giftBox(1.0))}
    ${place(1590, 190, tagCard(230, lang), { r: 8 })}`;
  const context1 = `${full(`background:${C.terra}`)}
    ${bigArch(-100, 420, 560, 900, C.terra2)}${bigArch(1240, 480, 480, 900, C.terra2)}
    ${place(120, 170, phone(browseScreen(lang), { shadow: SHADOW.deep }))}
    ${place(593, 110, phone(detailScreen(lang), { shadow: SHADOW.deep, statusInk: C.brown }))}
    ${place(1066, 170, phone(checkoutScreen(lang), { shadow: SHADOW.deep }))}`;
  const context2 = `${full(`background:${C.sand}`)}${full(`background:radial-gradient(60% 60% at 45% 55%,${C.cream},transparent)`)}
    ${place(360, 170, giftBox(1.4))}
    ${place(1130, 190, tagCard(300, lang), { r: 7 })}
    ${place(160, 120, expLogo(40))}`;
  const cardsRow = exps(lang)
    .map(
      (e) =>
        `<div style="width:360px;flex:none"><div style="border-radius:180px 180px 20px 20px;overflow:hidden;height:540px;box-shadow:${SHADOW.lift}">${expArt(e.kind, 360, 540)}</div><div style="margin-top:22px;font:400 36px/1.05 Fraunces;letter-spacing:-.01em;color:${C.brown}">${e.title}</div><div style="margin-top:8px;display:flex;justify-content:space-between;font:500 16px Inter;color:#9a8576"><span>${e.place}</span>${price(e.price, 16)}</div></div>`,
    )
    .join('');
  const wide = `${full(`background:${C.cream}`)}
    ${place(-230, 190, `<div style="display:flex;gap:44px">${cardsRow}</div>`)}
    ${place(110, 80, `<div style="display:flex;gap:14px;align-items:center">${expLogo(34)}<span style="margin-left:40px;font:600 15px Inter;letter-spacing:.14em;color:#9a8576">${w.tagline}</span></div>`)}`;
  const detail1 = `${full(`background:${C.blush}`)}${bigArch(150, 260, 900, 1400, C.terra)}${place(272, 170, phone(checkoutScreen(lang), { shadow: SHADOW.deep }), { s: 1.5 })}`;
  const detail2 = `${full(`background:${C.cream}`)}${bigArch(110, 170, 980, 1500, C.sand)}${place(272, 170, phone(redeemScreen(lang), { shadow: SHADOW.deep, statusInk: '#fff', homeInk: '#fff' }), { s: 1.5 })}`;
  // The gift stands in front of the phone's corner, clear of its price and button and whole inside any crop.
  const card = `${full(`background:${C.cream}`)}
    ${bigArch(140, 260, 920, 1400, C.terra)}
    <div class="abs" style="left:390px;top:420px;width:420px;height:420px;border-radius:50%;background:${C.sun}"></div>
    ${place(100, 90, expLogo(44))}
    ${place(360, 360, phone(detailScreen(lang), { shadow: SHADOW.deep, statusInk: C.brown }), { s: 1.05, r: -4 })}
    ${place(730, 1060, giftBox(0.55))}`;
  return { banner, context1, context2, wide, detail1, detail2, card };
}
