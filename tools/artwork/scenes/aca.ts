// ACA — members app for a nationwide drivers' club. Deep blue + signal yellow. Motif: the dashed centre line.
import type { CaseScenes, Lang } from '../lib/render.ts';
import { place, full, phone, icon, SHADOW, chip, sheet } from '../lib/ui.ts';
import { mapSvg, mountainsSvg, perspRoad } from '../lib/scenery.ts';
import words from './aca.words.json' with { type: 'json' };

const C = {
  navy: '#061a5c',
  blue: '#0b33b8',
  blue2: '#1746e0',
  sky: '#e9eefc',
  yellow: '#ffd21f',
  ink: '#0d0d0f',
  paper: '#f6f4ee',
};

/** Proper names drawn the same in both languages. */
export const keptNames = [
  'Mar del Plata',
  'Lucía',
  'LUCÍA FERREYRA',
  'Ruta 40',
  'Quebrada',
  'Tuyú',
  'Monte Hermoso',
  'Tucumán',
] as const;

export function acaMark(size: number, bg = C.yellow, fg = C.navy): string {
  return `<svg width="${size}" height="${size}" viewBox="0 0 100 100"><rect width="100" height="100" rx="26" fill="${bg}"/><path d="M24 78 L44 22 H56 L76 78" fill="none" stroke="${fg}" stroke-width="11" stroke-linejoin="round"/><path d="M50 40v7M50 56v7M50 72v4" stroke="${fg}" stroke-width="6" stroke-linecap="round"/></svg>`;
}
export function acaLogo(size: number, color = '#fff', markBg = C.yellow, markFg = C.navy): string {
  return `<div style="display:flex;align-items:center;gap:${size * 0.28}px">${acaMark(size, markBg, markFg)}<span style="font:400 ${size * 0.78}px/1 'Archivo Black';letter-spacing:-.02em;color:${color}">ACA</span></div>`;
}

/**
 * Big sweeping road with dashed centre line. `clear` (x, y, width, height) is a box the centre line passes behind, as
 * if under it: where a headline sits, so that no dash runs through its letters; `dashOffset` moves the dashes along
 * so that the last one before the box ends whole.
 */
function road(
  w: number,
  h: number,
  d: string,
  width: number,
  o: {
    asphalt?: string;
    line?: string;
    edge?: string;
    clear?: [number, number, number, number];
    dashOffset?: number;
  } = {},
): string {
  const mask = o.clear
    ? `<mask id="road-clear"><rect width="${w}" height="${h}" fill="#fff"/><rect x="${o.clear[0]}" y="${o.clear[1]}" width="${o.clear[2]}" height="${o.clear[3]}" rx="40" fill="#000"/></mask>`
    : '';
  return `<svg class="abs" style="left:0;top:0" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${mask}
  <path d="${d}" fill="none" stroke="${o.asphalt ?? C.navy}" stroke-width="${width}" stroke-linecap="butt"/>
  ${o.edge ? `<path d="${d}" fill="none" stroke="${o.edge}" stroke-width="${width - 24}" stroke-linecap="butt"/><path d="${d}" fill="none" stroke="${o.asphalt ?? C.navy}" stroke-width="${width - 32}"/>` : ''}
  <path d="${d}" fill="none" stroke="${o.line ?? C.yellow}" stroke-width="${Math.max(6, width * 0.045)}" stroke-dasharray="${width * 0.35} ${width * 0.3}" stroke-dashoffset="${o.dashOffset ?? 0}"${mask ? ' mask="url(#road-clear)"' : ''}/></svg>`;
}

// ------------------------------------------------------------------ screens
const tab = (lang: Lang, active: number, dark = false) => {
  const icons = ['home', 'route', 'wrench', 'star', 'user'];
  return `<div style="position:absolute;left:0;right:0;bottom:0;height:92px;background:${dark ? C.navy : '#fff'};border-top:1px solid ${dark ? 'rgba(255,255,255,.08)' : '#eceef4'};display:flex;justify-content:space-around;padding:12px 10px 0">
  ${words[lang].tab.map((label, i) => `<div style="display:flex;flex-direction:column;align-items:center;gap:5px;font:600 11px Inter;color:${i === active ? (dark ? C.yellow : C.blue) : dark ? 'rgba(255,255,255,.55)' : '#8a90a3'}">${icon(icons[i]!, 24, 'currentColor', 2)}${label}</div>`).join('')}</div>`;
};

export function screenMap(lang: Lang): string {
  const w = words[lang].screenMap;
  return `<div class="abs" style="inset:0">${mapSvg({ w: 390, h: 844, seed: 11, land: '#eef1f8', water: '#bfd3ff', park: '#d9ecd6', road: '#ffffff', major: '#fbe7a1', route: C.blue, routeCasing: '#fff' })}</div>
  <div class="abs" style="left:${390 * 0.74 - 18}px;top:${844 * 0.14 - 44}px">${pinBubble(C.ink)}</div>
  <div class="abs" style="left:${390 * 0.22 - 13}px;top:${844 * 0.86 - 13}px;width:26px;height:26px;border-radius:50%;background:${C.blue};border:5px solid #fff;box-shadow:0 0 0 10px rgba(11,51,184,.18)"></div>
  <div class="abs" style="left:16px;right:16px;top:62px;background:#fff;border-radius:20px;padding:14px 16px;box-shadow:${SHADOW.flat};display:flex;flex-direction:column;gap:10px">
    <div style="display:flex;align-items:center;gap:12px;font:500 15px Inter;color:#60667a"><i style="width:10px;height:10px;border-radius:50%;border:3px solid ${C.blue}"></i>Buenos Aires</div>
    <div style="height:1px;background:#eceef4;margin-left:22px"></div>
    <div style="display:flex;align-items:center;gap:12px;font:700 15px Inter;color:${C.ink}"><i style="width:10px;height:10px;border-radius:2px;background:${C.ink}"></i>Mar del Plata</div>
  </div>
  <div class="abs" style="left:0;right:0;bottom:0;background:#fff;border-radius:28px 28px 0 0;padding:12px 22px 40px;box-shadow:0 -10px 30px rgba(6,26,92,.12)">
    <div style="width:40px;height:5px;border-radius:3px;background:#d9dce6;margin:0 auto 16px"></div>
    <div style="display:flex;align-items:baseline;gap:10px"><span style="font:800 32px/1 Inter;letter-spacing:-.03em;color:${C.ink}">4 h 35 min</span><span style="font:500 17px Inter;color:#7a8094">412 km</span></div>
    <div style="margin-top:8px;font:500 14px Inter;color:#7a8094">${w.via}</div>
    <div style="display:flex;gap:8px;margin:16px 0 18px">${chip(`${icon('fuel', 15, C.blue)} ${w.stops}`, C.sky, C.blue, 13)}${chip(`${icon('hotel', 15, C.blue)} ${w.hotels}`, C.sky, C.blue, 13)}</div>
    <div style="height:58px;border-radius:18px;background:${C.yellow};display:flex;align-items:center;justify-content:center;gap:10px;font:700 18px Inter;color:${C.navy}">${w.start} ${icon('arrow', 20, C.navy, 2.4)}</div>
  </div>`;
}
const pinBubble = (c: string) =>
  `<svg width="36" height="46" viewBox="0 0 36 46"><path d="M18 45s16-14 16-27A16 16 0 0 0 2 18c0 13 16 27 16 27z" fill="${c}"/><circle cx="18" cy="18" r="6" fill="${C.yellow}"/></svg>`;

export function screenHelp(lang: Lang, step = 2): string {
  const w = words[lang].screenHelp;
  return `${full(`background:${C.navy}`)}
  <div class="abs" style="left:0;right:0;top:0;height:360px;overflow:hidden">${mapSvg({ w: 390, h: 360, seed: 4, land: '#0d2470', water: '#12308c', park: '#0f2a7e', road: '#18368f', major: '#2347b0' })}
    <svg class="abs" style="left:0;top:0" width="390" height="360"><path d="M80 300 C140 250 170 200 230 180 S300 120 320 90" fill="none" stroke="${C.yellow}" stroke-width="6" stroke-dasharray="2 12" stroke-linecap="round"/></svg>
    <div class="abs" style="left:206px;top:158px;width:48px;height:48px;border-radius:50%;background:${C.yellow};display:grid;place-items:center;box-shadow:0 0 0 14px rgba(255,210,31,.22),0 0 0 30px rgba(255,210,31,.08)">${icon('car', 26, C.navy, 2.2)}</div>
    <div class="abs" style="left:66px;top:286px;width:28px;height:28px;border-radius:50%;background:#fff;border:7px solid ${C.blue2}"></div>
  </div>
  <div class="abs" style="left:0;right:0;top:120px;text-align:center"><span style="display:inline-flex;gap:8px;align-items:center;padding:9px 16px;border-radius:99px;background:rgba(255,255,255,.12);color:#fff;font:600 13px Inter;backdrop-filter:blur(4px)"><i style="width:8px;height:8px;border-radius:50%;background:${C.yellow}"></i>${w.request}</span></div>
  <div class="abs" style="left:0;right:0;top:330px;bottom:0;background:#fff;border-radius:30px 30px 0 0;padding:26px 24px">
    <div style="font:600 14px Inter;color:#7a8094;text-transform:uppercase;letter-spacing:.08em">${w.coming}</div>
    <div style="display:flex;align-items:baseline;gap:10px;margin-top:6px"><span style="font:400 64px/1 'Archivo Black';letter-spacing:-.03em;color:${C.navy}">18</span><span style="font:700 22px Inter;color:${C.navy}">min</span></div>
    <div style="margin-top:18px;display:flex;align-items:center;gap:14px;padding:14px;border-radius:18px;background:${C.sky}">
      <span style="width:48px;height:48px;border-radius:50%;background:${C.blue};display:grid;place-items:center;color:#fff;font:700 17px Inter">MR</span>
      <div style="flex:1"><div style="font:700 16px Inter;color:${C.ink}">Marcelo R.</div><div style="font:500 13px Inter;color:#6a7088;margin-top:3px">${w.truck} · AB 123 CD</div></div>
      <span style="width:44px;height:44px;border-radius:50%;background:${C.yellow};display:grid;place-items:center">${icon('phone', 20, C.navy, 2)}</span>
    </div>
    <div style="margin-top:22px;display:flex;flex-direction:column;gap:0">
      ${w.steps
        .map(
          (s, i) => `<div style="display:flex;gap:14px;align-items:flex-start;height:${i < 3 ? 48 : 24}px">
        <div style="display:flex;flex-direction:column;align-items:center;width:22px;height:100%">
          <span style="width:22px;height:22px;border-radius:50%;flex:none;display:grid;place-items:center;${i < step ? `background:${C.blue}` : i === step ? `background:${C.yellow};box-shadow:0 0 0 5px rgba(255,210,31,.3)` : 'background:#fff;border:2px solid #d3d7e3'}">${i < step ? icon('check', 14, '#fff', 3) : ''}</span>
          ${i < 3 ? `<span style="flex:1;width:2px;background:${i < step ? C.blue : '#e1e4ec'}"></span>` : ''}
        </div>
        <span style="font:${i === step ? 700 : 500} 15px/22px Inter;color:${i <= step ? C.ink : '#9aa0b2'}">${s}</span></div>`,
        )
        .join('')}
    </div>
  </div>`;
}

export function screenHome(lang: Lang): string {
  const w = words[lang].screenHome;
  const actions: [string, string, string][] = [
    ['wrench', w.actions[0]!, C.yellow],
    ['route', w.actions[1]!, '#fff'],
    ['star', w.actions[2]!, '#fff'],
    ['shield', w.actions[3]!, '#fff'],
  ];
  const benefits: [string, string, string][] = [
    ['hotel', w.benefits[0]!, w.offers[0]!],
    ['fuel', w.benefits[1]!, w.offers[1]!],
    ['car', w.benefits[2]!, '2×1'],
  ];
  return `${full(`background:${C.paper}`)}
  <div class="abs" style="left:0;right:0;top:0;height:400px;background:${C.navy}"></div>
  <div class="abs" style="left:24px;right:24px;top:70px;display:flex;justify-content:space-between;align-items:center">
    <div><div style="font:500 15px Inter;color:rgba(255,255,255,.6)">${w.hello}</div><div style="font:800 28px Inter;letter-spacing:-.02em;color:#fff;margin-top:2px">Lucía</div></div>
    <span style="width:46px;height:46px;border-radius:50%;background:rgba(255,255,255,.1);display:grid;place-items:center;position:relative">${icon('bell', 22, '#fff')}<i style="position:absolute;top:11px;right:12px;width:9px;height:9px;border-radius:50%;background:${C.yellow}"></i></span>
  </div>
  <div class="abs" style="left:24px;top:170px">${memberCard(lang, 342, 'plus')}</div>
  <div class="abs" style="left:24px;right:24px;top:408px;display:grid;grid-template-columns:repeat(4,1fr);gap:10px">
    ${actions.map(([ic, t, bg]) => `<div style="display:flex;flex-direction:column;align-items:center;gap:8px;font:600 12px Inter;color:${C.ink}"><span style="width:70px;height:70px;border-radius:22px;background:${bg};display:grid;place-items:center;box-shadow:${bg === '#fff' ? SHADOW.flat : 'none'}">${icon(ic, 28, C.navy, 2)}</span>${t}</div>`).join('')}
  </div>
  <div class="abs" style="left:24px;right:24px;top:536px">
    <div style="display:flex;justify-content:space-between;align-items:baseline"><span style="font:800 20px Inter;letter-spacing:-.02em;color:${C.ink}">${w.nearby}</span><span style="font:600 14px Inter;color:${C.blue}">${w.all}</span></div>
    ${benefits
      .slice(0, 2)
      .map(
        ([ic, t, v]) =>
          `<div style="margin-top:12px;height:64px;border-radius:18px;background:#fff;display:flex;align-items:center;gap:14px;padding:0 16px;box-shadow:${SHADOW.flat}"><span style="width:38px;height:38px;border-radius:12px;background:${C.sky};display:grid;place-items:center">${icon(ic, 20, C.blue)}</span><span style="flex:1;font:600 15px Inter;color:${C.ink}">${t}</span><span style="font:800 15px Inter;color:${C.blue}">${v}</span></div>`,
      )
      .join('')}
  </div>
  ${tab(lang, 0)}`;
}

/** Membership card at a given width (credit-card ratio). */
export function memberCard(
  lang: Lang,
  w: number,
  level: 'basic' | 'plus' = 'plus',
  variant: 'blue' | 'yellow' | 'ink' = 'blue',
): string {
  const t = words[lang].memberCard;
  const tier = t[level];
  const h = Math.round(w / 1.586);
  const k = w / 342;
  const bg =
    variant === 'blue'
      ? `linear-gradient(135deg,${C.blue2} 0%,${C.blue} 45%,${C.navy} 100%)`
      : variant === 'yellow'
        ? C.yellow
        : '#111318';
  const fg = variant === 'yellow' ? C.navy : '#fff';
  const sub = variant === 'yellow' ? 'rgba(6,26,92,.6)' : 'rgba(255,255,255,.6)';
  return `<div style="position:relative;width:${w}px;height:${h}px;border-radius:${18 * k}px;background:${bg};overflow:hidden;box-shadow:${SHADOW.deep};color:${fg}">
    <svg class="abs" style="left:0;top:0" width="${w}" height="${h}" viewBox="0 0 342 216"><path d="M200 216 C220 150 300 120 342 40" fill="none" stroke="${variant === 'yellow' ? C.navy : C.yellow}" stroke-opacity="${variant === 'yellow' ? 0.12 : 0.9}" stroke-width="5" stroke-dasharray="16 12"/><path d="M160 216 C190 130 270 90 342 0" fill="none" stroke="${fg}" stroke-opacity=".07" stroke-width="60"/></svg>
    <div class="abs" style="left:${20 * k}px;top:${18 * k}px">${acaLogo(28 * k, fg, variant === 'yellow' ? C.navy : C.yellow, variant === 'yellow' ? C.yellow : C.navy)}</div>
    <div class="abs" style="right:${20 * k}px;top:${24 * k}px;font:700 ${11 * k}px Inter;letter-spacing:.14em;text-transform:uppercase;color:${sub}">${tier}</div>
    <div class="abs" style="left:${20 * k}px;bottom:${46 * k}px;font:600 ${17 * k}px 'JetBrains Mono';letter-spacing:.04em">0284 1193 5520</div>
    <div class="abs" style="left:${20 * k}px;bottom:${20 * k}px;font:700 ${12 * k}px Inter;letter-spacing:.1em">LUCÍA FERREYRA</div>
    <div class="abs" style="right:${20 * k}px;bottom:${20 * k}px;font:600 ${11 * k}px Inter;color:${sub}">${t.expires} 08/27</div>
  </div>`;
}

function screenCard(lang: Lang): string {
  const w = words[lang].screenCard;
  return `${full(`background:${C.navy}`)}
  <div class="abs" style="left:24px;right:24px;top:70px;display:flex;align-items:center;justify-content:space-between;color:#fff">${icon('back', 24, '#fff')}<span style="font:700 17px Inter">${w.title}</span>${icon('share', 22, '#fff')}</div>
  <div class="abs" style="left:24px;top:140px">${memberCard(lang, 342, 'plus')}</div>
  <div class="abs" style="left:24px;right:24px;top:390px;border-radius:24px;background:#fff;padding:24px;display:flex;flex-direction:column;align-items:center;gap:14px">
    ${qr(170, C.navy, 5)}
    <div style="font:600 14px Inter;color:#6a7088">${w.show}</div>
  </div>
  <div class="abs" style="left:24px;right:24px;top:690px;display:flex;gap:10px">
    <div style="flex:1;height:56px;border-radius:16px;background:${C.yellow};display:flex;align-items:center;justify-content:center;gap:8px;font:700 16px Inter;color:${C.navy}">${icon('wallet', 20, C.navy)}${w.wallet}</div>
  </div>`;
}

export function qr(size: number, color: string, seed: number): string {
  const n = 25;
  const R = (() => {
    let a = seed;
    return () => (a = (a * 9301 + 49297) % 233280) / 233280;
  })();
  const cell = size / n;
  let s = `<svg width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">`;
  const finder = (x: number, y: number) =>
    `<rect x="${x * cell}" y="${y * cell}" width="${7 * cell}" height="${7 * cell}" rx="${cell * 1.6}" fill="${color}"/><rect x="${(x + 1) * cell}" y="${(y + 1) * cell}" width="${5 * cell}" height="${5 * cell}" rx="${cell}" fill="#fff"/><rect x="${(x + 2) * cell}" y="${(y + 2) * cell}" width="${3 * cell}" height="${3 * cell}" rx="${cell * 0.7}" fill="${color}"/>`;
  for (let y = 0; y < n; y++)
    for (let x = 0; x < n; x++) {
      const inF = (x < 8 && y < 8) || (x > n - 9 && y < 8) || (x < 8 && y > n - 9);
      if (!inF && R() > 0.52)
        s += `<rect x="${x * cell + 0.6}" y="${y * cell + 0.6}" width="${cell - 1.2}" height="${cell - 1.2}" rx="${cell * 0.35}" fill="${color}"/>`;
    }
  return s + finder(0, 0) + finder(n - 7, 0) + finder(0, n - 7) + '</svg>';
}

// ------------------------------------------------------------------ posters
function poster(lang: Lang, kind: 'ruta40' | 'costa' | 'norte', w: number, h: number): string {
  const k = w / 600;
  const titleInk = kind === 'ruta40' ? '#fff' : C.navy;
  let art = '';
  if (kind === 'ruta40') {
    art = `<rect width="${w}" height="${h}" fill="url(#sk40)"/><defs><linearGradient id="sk40" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#5f86ff"/><stop offset=".6" stop-color="#b9ccff"/></linearGradient></defs>
      <circle cx="${w * 0.72}" cy="${h * 0.5}" r="${62 * k}" fill="${C.yellow}"/>
      ${mountainsSvg(w, h, { layers: ['#3a5fd8', '#2143b5', '#132f8e', C.navy], seed: 40, base: 0.64, top: 0.42, snow: '#eef3ff' })}
      ${perspRoad(w, h, { vx: w * 0.52, vy: h * 0.66, asphalt: '#232a4d', edge: 'rgba(255,255,255,.7)', line: C.yellow, width: w * 1.3, wobble: 0.16 })}`;
  } else if (kind === 'costa') {
    art = `<rect width="${w}" height="${h}" fill="${C.yellow}"/><circle cx="${w * 0.7}" cy="${h * 0.56}" r="${80 * k}" fill="#fff"/>
      ${[0, 1, 2, 3]
        .map((i) => {
          const y = h * (0.6 + i * 0.07);
          return `<path d="M0,${y} ${Array.from({ length: 7 }, (_, j) => `Q${((j + 0.5) * w) / 6},${y - (18 - i * 2) * k} ${((j + 1) * w) / 6},${y}`).join(' ')} L${w},${h} L0,${h}Z" fill="${['#5b82f5', '#3560e6', C.blue, C.navy][i]}"/>`;
        })
        .join('')}
      <path d="M${w * 0.12},${h} L${w * 0.2},${h * 0.42} L${w * 0.26},${h * 0.42} L${w * 0.34},${h}Z" fill="#fff"/>
      ${[0, 1, 2].map((i) => `<rect x="${w * 0.19 - i * 2}" y="${h * (0.5 + i * 0.12)}" width="${w * 0.09 + i * 4}" height="${h * 0.045}" fill="#e0371f"/>`).join('')}
      <rect x="${w * 0.19}" y="${h * 0.37}" width="${w * 0.08}" height="${h * 0.05}" rx="${4 * k}" fill="${C.navy}"/><path d="M${w * 0.23},${h * 0.395} L${w * 0.5},${h * 0.33} L${w * 0.5},${h * 0.46}Z" fill="#fff" opacity=".6"/>`;
  } else {
    const bands = ['#ffd21f', '#ff9f1c', '#e0371f', '#3a5fe0', '#7fa4ff'];
    art = `<rect width="${w}" height="${h}" fill="#f3efe4"/><circle cx="${w * 0.3}" cy="${h * 0.5}" r="${58 * k}" fill="#ff9f1c"/>
      <defs><clipPath id="qb"><path d="M-20,${h * 0.75} L${w * 0.15},${h * 0.5} L${w * 0.42},${h * 0.6} L${w * 0.68},${h * 0.44} L${w * 1.05},${h * 0.64} L${w + 20},${h} L-20,${h}Z"/></clipPath></defs>
      <g clip-path="url(#qb)">${bands.map((c, i) => `<path d="M-20,${h * (0.5 + i * 0.06)} C${w * 0.3},${h * (0.44 + i * 0.07)} ${w * 0.6},${h * (0.56 + i * 0.05)} ${w + 20},${h * (0.47 + i * 0.06)} L${w + 20},${h} L-20,${h}Z" fill="${c}"/>`).join('')}</g>
      ${mountainsSvg(w, h, { layers: ['#12308c', C.navy], seed: 9, base: 0.86, top: 0.72 })}
      ${perspRoad(w, h, { vx: w * 0.45, vy: h * 0.8, asphalt: '#232a4d', edge: 'rgba(255,255,255,.7)', line: C.yellow, width: w * 1.1, wobble: -0.1 })}
      ${[0.12, 0.82, 0.9].map((x, i) => `<g transform="translate(${w * x} ${h * (0.84 + i * 0.02)}) scale(${k * (1 + i * 0.2)})"><rect x="-6" y="-70" width="12" height="80" rx="6" fill="#2c8a5a"/><rect x="-26" y="-48" width="10" height="34" rx="5" fill="#2c8a5a"/><rect x="-26" y="-22" width="26" height="10" rx="5" fill="#2c8a5a"/><rect x="14" y="-58" width="10" height="30" rx="5" fill="#2c8a5a"/><rect x="0" y="-34" width="24" height="10" rx="5" fill="#2c8a5a"/></g>`).join('')}`;
  }
  const { travel, title: titles, sub: subs } = words[lang].poster;
  const title = titles[kind];
  const sub = subs[kind];
  return sheet(
    w,
    h,
    `<svg class="abs" style="left:0;top:0" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${art}</svg>
    <div class="abs" style="left:${40 * k}px;top:${40 * k}px;right:${40 * k}px;display:flex;justify-content:space-between;align-items:flex-start">${acaMark(54 * k)}<span style="font:700 ${14 * k}px Inter;letter-spacing:.18em;color:${titleInk};text-transform:uppercase;text-align:right;line-height:1.5">${travel}</span></div>
    <div class="abs" style="left:${38 * k}px;top:${128 * k}px;right:${30 * k}px;font:400 ${(kind === 'ruta40' ? 112 : 86) * k}px/.92 'Archivo Black';letter-spacing:-.04em;color:${titleInk}">${title}</div>
    <div class="abs" style="left:${40 * k}px;bottom:${36 * k}px;font:700 ${17 * k}px Inter;color:#fff;letter-spacing:.01em;padding:${6 * k}px ${12 * k}px;border-radius:${20 * k}px;background:rgba(6,26,92,.5)">${sub}</div>`,
    C.paper,
    SHADOW.deep,
  );
}

// ------------------------------------------------------------------ compositions
export function scenes(lang: Lang): CaseScenes {
  const w = words[lang].scenes;
  const banner = `${full(`background:radial-gradient(120% 90% at 70% 40%,${C.blue} 0%,${C.navy} 70%)`)}
    ${road(2000, 1125, 'M-100,1000 C500,900 700,420 1150,380 S1700,120 2150,60', 300, { asphalt: 'rgba(3,12,48,.55)', clear: [-40, 870, 580, 300], dashOffset: -60 })}
    ${place(120, 110, acaLogo(64))}
    ${place(120, 880, `<div style="font:400 84px/0.95 'Archivo Black';letter-spacing:-.03em;color:#fff">${w.headline[0]}<br><span style="color:${C.yellow}">${w.headline[1]}</span></div>`)}
    ${place(980, 150, phone(screenHelp(lang), { statusInk: '#fff' }), { s: 0.98, r: -6 })}
    ${place(1460, 190, phone(screenMap(lang)), { s: 0.98, r: 6 })}
    ${place(560, 720, memberCard(lang, 440, 'plus'), { r: -12 })}`;

  const context1 = `${full(`background:${C.yellow}`)}
    ${road(1600, 1200, 'M-50,1150 C400,1000 500,600 900,520 S1400,300 1700,160', 220, { asphalt: 'rgba(6,26,92,.08)', line: 'rgba(6,26,92,.18)' })}
    ${place(110, 170, phone(screenHome(lang), { shadow: SHADOW.soft, statusInk: '#fff' }), { s: 1.02 })}
    ${place(590, 110, phone(screenMap(lang), { shadow: SHADOW.soft }), { s: 1.02 })}
    ${place(1070, 170, phone(screenHelp(lang), { shadow: SHADOW.soft, statusInk: '#fff' }), { s: 1.02 })}`;

  const context2 = `${full(`background:${C.paper}`)}
    ${full(`background:radial-gradient(70% 60% at 50% 45%,#ffffff 0%,${C.paper} 70%)`)}
    ${place(170, 190, memberCard(lang, 680, 'basic', 'yellow'), { r: -8 })}
    ${place(600, 470, memberCard(lang, 760, 'plus', 'blue'), { r: 5 })}
    ${place(1160, 150, `<div style="width:230px;height:230px;border-radius:50%;background:${C.navy};color:#fff;display:grid;place-items:center;text-align:center;box-shadow:${SHADOW.soft}"><div><div style="font:400 64px/1 'Archivo Black';color:${C.yellow}">${w.badge[0]}</div><div style="font:700 15px/1.3 Inter;letter-spacing:.14em;margin-top:8px">${w.badge[1]}</div></div></div>`, { r: 12 })}`;

  const wide = `${full(`background:#e9e6dd`)}
    ${full('background:linear-gradient(180deg,rgba(255,255,255,.5),rgba(0,0,0,.04))')}
    ${place(150, 110, poster(lang, 'ruta40', 520, 740))}
    ${place(740, 110, poster(lang, 'costa', 520, 740))}
    ${place(1330, 110, poster(lang, 'norte', 520, 740))}
    ${full('background:linear-gradient(180deg,transparent 88%,rgba(0,0,0,.06))')}`;

  const detail1 = `${full(`background:${C.navy}`)}
    ${place(110, 130, poster(lang, 'ruta40', 980, 1240))}`;

  const detail2 = `${full(`background:${C.yellow}`)}
    ${road(1200, 1500, 'M-80,1400 C300,1300 400,800 700,640 S1100,300 1300,180', 260, { asphalt: C.navy })}
    ${place(222, 150, phone(screenCard(lang), { shadow: SHADOW.deep, statusInk: '#fff', homeInk: '#fff' }), { s: 1.4 })}`;

  const card = `${full(`background:radial-gradient(110% 80% at 60% 30%,${C.blue} 0%,${C.navy} 75%)`)}
    ${road(1200, 1500, 'M-80,1600 C200,1200 600,1150 760,820 S900,250 1300,-40', 280, { asphalt: 'rgba(3,12,48,.6)' })}
    ${place(90, 90, acaLogo(60))}
    ${place(380, 250, phone(screenMap(lang)), { s: 1.12, r: 5 })}
    ${place(90, 1080, memberCard(lang, 460, 'plus'), { r: -10 })}`;

  return { banner, context1, context2, wide, detail1, detail2, card };
}
