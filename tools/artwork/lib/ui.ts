// Shared building blocks for the case-study pictures: device mockups, icons, charts, maps, textures.
// Everything returns HTML/SVG strings that are composed into a page and screenshotted.

let uid = 0;
/** Deterministic PRNG so every run produces the same pictures. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type PlaceOpts = { s?: number; r?: number; z?: number; t?: string; origin?: string; style?: string };
/** Absolutely positions a fragment; s = scale, r = rotation (deg), t = extra transform appended. */
export function place(x: number, y: number, html: string, o: PlaceOpts = {}): string {
  const tf = [o.t ?? '', o.s && o.s !== 1 ? `scale(${o.s})` : '', o.r ? `rotate(${o.r}deg)` : '']
    .filter(Boolean)
    .join(' ');
  return `<div class="abs" style="left:${x}px;top:${y}px;transform-origin:${o.origin ?? '0 0'};${tf ? `transform:${tf};` : ''}${o.z !== undefined ? `z-index:${o.z};` : ''}${o.style ?? ''}">${html}</div>`;
}

export const full = (css: string, inner = '') => `<div class="abs" style="inset:0;${css}">${inner}</div>`;

export function grain(opacity = 0.06, freq = 0.85): string {
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' width='320' height='320'><filter id='n'><feTurbulence type='fractalNoise' baseFrequency='${freq}' numOctaves='2' stitchTiles='stitch'/><feColorMatrix type='saturate' values='0'/></filter><rect width='100%' height='100%' filter='url(%23n)'/></svg>`;
  return `<div class="abs" style="inset:0;pointer-events:none;background-image:url(&quot;data:image/svg+xml;utf8,${svg.replace(/#/g, '%23').replace(/"/g, "'")}&quot;);opacity:${opacity};mix-blend-mode:overlay;z-index:50"></div>`;
}

export const SHADOW = {
  soft: '0 40px 80px -20px rgba(10,10,20,.28), 0 20px 40px -20px rgba(10,10,20,.22)',
  deep: '0 70px 120px -30px rgba(0,0,0,.45), 0 30px 60px -30px rgba(0,0,0,.5)',
  lift: '0 24px 48px -12px rgba(10,10,20,.18), 0 4px 12px rgba(10,10,20,.06)',
  flat: '0 12px 24px -8px rgba(10,10,20,.14), 0 2px 4px rgba(10,10,20,.05)',
};

// ---------------------------------------------------------------- icons
const ICONS: Record<string, string> = {
  home: '<path d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z"/>',
  pin: '<path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z"/><circle cx="12" cy="10" r="2.6"/>',
  user: '<circle cx="12" cy="8" r="4"/><path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6"/>',
  users:
    '<circle cx="9" cy="8" r="3.5"/><path d="M2.5 20c1-3.6 3.5-5.5 6.5-5.5s5.5 1.9 6.5 5.5"/><path d="M16 4.6a3.5 3.5 0 0 1 0 6.8M18 14.8c1.8.7 3 2.4 3.6 5.2"/>',
  bell: '<path d="M6 16v-5a6 6 0 0 1 12 0v5l2 2H4z"/><path d="M10 21a2 2 0 0 0 4 0"/>',
  search: '<circle cx="11" cy="11" r="7"/><path d="m20 20-4-4"/>',
  star: '<path d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1L3.2 9.5l6.1-.9z"/>',
  gift: '<rect x="3" y="8" width="18" height="5" rx="1"/><path d="M5 13v8h14v-8M12 8v13M12 8c-1.5-3-5-4-5.5-2S9 8 12 8zm0 0c1.5-3 5-4 5.5-2S15 8 12 8z"/>',
  calendar: '<rect x="3" y="5" width="18" height="16" rx="2"/><path d="M3 10h18M8 3v4M16 3v4"/>',
  chart: '<path d="M4 20V11M10 20V4M16 20v-8M21 20H3"/>',
  check: '<path d="m5 12.5 4.5 4.5L19 7.5"/>',
  arrow: '<path d="M5 12h14M13 6l6 6-6 6"/>',
  back: '<path d="M19 12H5M11 6l-6 6 6 6"/>',
  chevron: '<path d="m9 6 6 6-6 6"/>',
  down: '<path d="m6 9 6 6 6-6"/>',
  plus: '<path d="M12 5v14M5 12h14"/>',
  close: '<path d="M6 6l12 12M18 6 6 18"/>',
  menu: '<path d="M4 7h16M4 12h16M4 17h16"/>',
  heart: '<path d="M12 20s-8-4.8-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.2 12 20 12 20z"/>',
  bag: '<path d="M5 8h14l-1 13H6z"/><path d="M9 8a3 3 0 0 1 6 0"/>',
  wrench: '<path d="M14.5 6.5a4 4 0 0 0 5 5l-8 8a2.1 2.1 0 0 1-3-3l8-8a4 4 0 0 1-2-2z"/><path d="M14.5 6.5 17 4"/>',
  car: '<path d="M4 16V12l2-5h12l2 5v4z"/><path d="M4 12h16"/><circle cx="7.5" cy="16.5" r="1.5"/><circle cx="16.5" cy="16.5" r="1.5"/>',
  phone: '<path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a1 1 0 0 1-1 1A16 16 0 0 1 4 5a1 1 0 0 1 1-1z"/>',
  play: '<path d="M7 4.5v15l13-7.5z" fill="currentColor"/>',
  lock: '<rect x="4" y="10" width="16" height="11" rx="2"/><path d="M8 10V7a4 4 0 0 1 8 0v3"/>',
  doc: '<path d="M6 3h8l4 4v14H6z"/><path d="M14 3v4h4M9 12h6M9 16h6"/>',
  leaf: '<path d="M5 19c0-9 6-14 15-14 0 9-5 15-14 15"/><path d="M5 19 14 10"/>',
  sun: '<circle cx="12" cy="12" r="4"/><path d="M12 2v2M12 20v2M2 12h2M20 12h2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"/>',
  bolt: '<path d="M13 2 4 14h7l-1 8 9-12h-7z"/>',
  wind: '<path d="M3 8h11a3 3 0 1 0-3-3M3 12h16a3 3 0 1 1-3 3M3 16h7"/>',
  filter: '<path d="M4 5h16l-6 8v6l-4-2v-4z"/>',
  grid: '<rect x="4" y="4" width="7" height="7" rx="1.5"/><rect x="13" y="4" width="7" height="7" rx="1.5"/><rect x="4" y="13" width="7" height="7" rx="1.5"/><rect x="13" y="13" width="7" height="7" rx="1.5"/>',
  card: '<rect x="3" y="6" width="18" height="13" rx="2"/><path d="M3 10h18M7 15h4"/>',
  settings:
    '<circle cx="12" cy="12" r="3"/><path d="M12 2v3M12 19v3M2 12h3M19 12h3M5 5l2 2M17 17l2 2M5 19l2-2M17 7l2-2"/>',
  share:
    '<circle cx="6" cy="12" r="2.5"/><circle cx="18" cy="6" r="2.5"/><circle cx="18" cy="18" r="2.5"/><path d="m8.2 10.8 7.6-3.6M8.2 13.2l7.6 3.6"/>',
  clock: '<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3 2"/>',
  chat: '<path d="M4 5h16v11H9l-5 4z"/>',
  route:
    '<circle cx="6" cy="18" r="2.5"/><circle cx="18" cy="6" r="2.5"/><path d="M8.5 18H15a3 3 0 0 0 0-6H9a3 3 0 0 1 0-6h6.5"/>',
  fuel: '<path d="M4 21V5a2 2 0 0 1 2-2h6a2 2 0 0 1 2 2v16M3 21h12M4 10h10M14 8l3 3v6a1.5 1.5 0 0 0 3 0V9l-3-3"/>',
  hotel: '<path d="M3 20V6M3 14h18v6M21 14v-2a3 3 0 0 0-3-3h-7v5"/><circle cx="7" cy="11" r="2"/>',
  shield: '<path d="M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6z"/><path d="m8.5 12 2.5 2.5 4.5-5"/>',
  ticket:
    '<path d="M3 8a2 2 0 0 0 0 4v4h18v-4a2 2 0 0 1 0-4V4H3z" transform="translate(0 2)"/><path d="M14 6v12" stroke-dasharray="2 2"/>',
  mic: '<rect x="9" y="3" width="6" height="11" rx="3"/><path d="M5 11a7 7 0 0 0 14 0M12 18v3"/>',
  live: '<circle cx="12" cy="12" r="3" fill="currentColor"/><path d="M7.5 7.5a6.4 6.4 0 0 0 0 9M16.5 7.5a6.4 6.4 0 0 1 0 9M4.6 4.6a10.5 10.5 0 0 0 0 14.8M19.4 4.6a10.5 10.5 0 0 1 0 14.8"/>',
  book: '<path d="M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2z"/><path d="M4 21a2 2 0 0 1 2-2h13v2"/>',
  coffee:
    '<path d="M4 9h13v6a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5z"/><path d="M17 11h1.5a2.5 2.5 0 0 1 0 5H17M8 3v3M12 3v3"/>',
  receipt: '<path d="M6 3h12v18l-3-2-3 2-3-2-3 2z"/><path d="M9 8h6M9 12h6M9 16h3"/>',
  wallet: '<rect x="3" y="6" width="18" height="14" rx="2"/><path d="M3 10h18M16 15h2"/>',
  trend: '<path d="m3 17 6-6 4 4 8-8"/><path d="M15 7h6v6"/>',
  vote: '<path d="M4 14h16v6H4z"/><path d="m8 10 3 3 6-7"/>',
  eye: '<path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"/><circle cx="12" cy="12" r="3"/>',
  flag: '<path d="M5 21V4M5 4h11l-2 4 2 4H5"/>',
  sparkle: '<path d="M12 3v4M12 17v4M3 12h4M17 12h4M12 7c0 3 2 5 5 5-3 0-5 2-5 5 0-3-2-5-5-5 3 0 5-2 5-5z"/>',
};
export function icon(name: string, size = 24, color = 'currentColor', sw = 2): string {
  const body = ICONS[name] ?? ICONS.star;
  return `<svg width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="${color}" stroke-width="${sw}" stroke-linecap="round" stroke-linejoin="round" style="color:${color};flex:none">${body}</svg>`;
}

// ---------------------------------------------------------------- devices
export function statusBar(color = '#0d0d0f', time = '9:41'): string {
  return `<div style="height:54px;display:flex;align-items:center;justify-content:space-between;padding:6px 30px 0 40px;color:${color};font:600 17px/1 Inter;letter-spacing:-.01em;position:relative;z-index:5">
  <span>${time}</span>
  <span style="display:flex;gap:6px;align-items:center">
    <svg width="18" height="12" viewBox="0 0 18 12" fill="${color}"><rect x="0" y="8" width="3" height="4" rx="1"/><rect x="5" y="5.5" width="3" height="6.5" rx="1"/><rect x="10" y="3" width="3" height="9" rx="1"/><rect x="15" y="0" width="3" height="12" rx="1"/></svg>
    <svg width="16" height="12" viewBox="0 0 16 12" fill="${color}"><path d="M8 2.4c2.3 0 4.4.9 6 2.4l1.3-1.3A10.3 10.3 0 0 0 8 .6 10.3 10.3 0 0 0 .7 3.5L2 4.8a8.5 8.5 0 0 1 6-2.4zm0 3.6c1.3 0 2.5.5 3.4 1.3l1.3-1.3A6.6 6.6 0 0 0 8 4.2 6.6 6.6 0 0 0 3.3 6l1.3 1.3C5.5 6.5 6.7 6 8 6zm0 3.6a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4z"/></svg>
    <svg width="27" height="13" viewBox="0 0 27 13"><rect x=".5" y=".5" width="23" height="12" rx="3.5" fill="none" stroke="${color}" opacity=".4"/><rect x="2" y="2" width="18" height="9" rx="2" fill="${color}"/><rect x="25" y="4.5" width="1.5" height="4" rx=".75" fill="${color}" opacity=".4"/></svg>
  </span></div>`;
}

export type PhoneOpts = {
  bg?: string;
  ink?: string;
  statusInk?: string;
  homeInk?: string;
  frame?: string;
  shadow?: string;
  status?: boolean;
  time?: string;
  homeBar?: boolean;
};
/** A modern phone, 414×868 CSS px outside, 390×844 screen. */
export function phone(screen: string, o: PhoneOpts = {}): string {
  const frame = o.frame ?? '#1b1b1f';
  const ink = o.ink ?? '#0d0d0f';
  return `<div style="position:relative;width:414px;height:868px;border-radius:66px;background:${frame};padding:12px;box-shadow:inset 0 0 0 1.5px rgba(255,255,255,.22), inset 0 0 0 4px ${frame}, inset 0 0 0 5.5px rgba(0,0,0,.6), ${o.shadow ?? SHADOW.deep}">
  <div style="position:absolute;left:-3px;top:190px;width:4px;height:64px;border-radius:2px;background:${frame}"></div>
  <div style="position:absolute;left:-3px;top:270px;width:4px;height:64px;border-radius:2px;background:${frame}"></div>
  <div style="position:absolute;right:-3px;top:230px;width:4px;height:100px;border-radius:2px;background:${frame}"></div>
  <div style="position:relative;width:390px;height:844px;border-radius:54px;overflow:hidden;background:${o.bg ?? '#fff'};color:${ink}">
    ${o.status === false ? '' : statusBar(o.statusInk ?? ink, o.time)}
    <div style="position:absolute;top:11px;left:50%;margin-left:-62px;width:124px;height:36px;border-radius:18px;background:#000;z-index:20"></div>
    ${screen}
    ${o.homeBar === false ? '' : `<div style="position:absolute;bottom:8px;left:50%;margin-left:-68px;width:136px;height:5px;border-radius:3px;background:${o.homeInk ?? ink};opacity:.85;z-index:20"></div>`}
  </div></div>`;
}

export type LaptopOpts = { shadow?: string; shell?: string };
/** A laptop: 1440×900 screen; overall 1680×980. */
export function laptop(screen: string, o: LaptopOpts = {}): string {
  const shell = o.shell ?? '#c9ccd3';
  return `<div style="position:relative;width:1680px;height:980px">
  <div style="position:absolute;left:50%;bottom:-30px;width:1500px;height:60px;margin-left:-750px;border-radius:50%;background:rgba(0,0,0,.35);filter:blur(30px)"></div>
  <div style="position:absolute;left:100px;top:0;width:1480px;height:946px;border-radius:30px 30px 6px 6px;background:#0c0c0e;box-shadow:0 0 0 3px ${shell}, inset 0 0 0 1px rgba(255,255,255,.08)">
    <div style="position:absolute;left:50%;top:8px;margin-left:-5px;width:10px;height:10px;border-radius:50%;background:#1f2126;box-shadow:inset 0 0 0 2px #2c2f36"></div>
    <div style="position:absolute;left:20px;top:24px;width:1440px;height:900px;overflow:hidden;border-radius:4px;background:#fff">${screen}</div>
  </div>
  <div style="position:absolute;left:0;top:949px;width:1680px;height:30px;border-radius:2px 2px 30px 30px / 2px 2px 26px 26px;background:linear-gradient(180deg,#eef0f4 0%,${shell} 35%,#8f939c 100%);box-shadow:${o.shadow ?? '0 30px 50px -20px rgba(0,0,0,.45)'}">
    <div style="position:absolute;left:50%;top:0;width:240px;margin-left:-120px;height:12px;border-radius:0 0 14px 14px;background:linear-gradient(180deg,#9ca0a8,#c5c8cf)"></div>
  </div></div>`;
}

export type WindowOpts = { url?: string; dark?: boolean; shadow?: string; radius?: number; bar?: boolean };
/** A browser window of w×h including its 48px bar. */
export function browser(screen: string, w: number, h: number, o: WindowOpts = {}): string {
  const dark = o.dark ?? false;
  const barBg = dark ? '#1c1c20' : '#f1f1f3';
  const pill = dark ? '#2a2a30' : '#ffffff';
  const txt = dark ? '#9a9aa3' : '#6b6b75';
  const r = o.radius ?? 14;
  return `<div style="position:relative;width:${w}px;height:${h}px;border-radius:${r}px;overflow:hidden;background:${dark ? '#0f0f12' : '#fff'};box-shadow:${o.shadow ?? SHADOW.soft}, 0 0 0 1px rgba(0,0,0,.06)">
  ${
    o.bar === false
      ? ''
      : `<div style="height:48px;background:${barBg};display:flex;align-items:center;padding:0 18px;gap:8px;border-bottom:1px solid ${dark ? '#26262c' : '#e3e3e7'}">
    <i style="width:12px;height:12px;border-radius:50%;background:#ff5f57"></i><i style="width:12px;height:12px;border-radius:50%;background:#febc2e"></i><i style="width:12px;height:12px;border-radius:50%;background:#28c840"></i>
    <div style="margin:0 auto;width:${Math.min(520, w * 0.42)}px;height:28px;border-radius:8px;background:${pill};display:flex;align-items:center;justify-content:center;gap:6px;font:500 13px Inter;color:${txt}">${icon('lock', 12, txt)}${o.url ?? ''}</div>
    <span style="width:52px"></span></div>`
  }
  <div style="position:relative;height:${o.bar === false ? h : h - 48}px;overflow:hidden">${screen}</div></div>`;
}

// ---------------------------------------------------------------- charts
export function smoothPath(pts: [number, number][]): string {
  if (pts.length < 2) return '';
  let d = `M${pts[0]![0].toFixed(1)},${pts[0]![1].toFixed(1)}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[i - 1] ?? pts[i]!;
    const p1 = pts[i]!;
    const p2 = pts[i + 1]!;
    const p3 = pts[i + 2] ?? p2;
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${c1[0]!.toFixed(1)},${c1[1]!.toFixed(1)} ${c2[0]!.toFixed(1)},${c2[1]!.toFixed(1)} ${p2[0].toFixed(1)},${p2[1].toFixed(1)}`;
  }
  return d;
}

export type LineOpts = {
  w: number;
  h: number;
  color: string;
  fill?: string;
  sw?: number;
  min?: number;
  max?: number;
  dots?: boolean;
  grid?: string;
  pad?: number;
  dash?: boolean;
};
export function lineChart(values: number[], o: LineOpts): string {
  const pad = o.pad ?? 8;
  const min = o.min ?? Math.min(...values);
  const max = o.max ?? Math.max(...values);
  const pts = values.map(
    (v, i) =>
      [
        pad + (i / (values.length - 1)) * (o.w - 2 * pad),
        pad + (1 - (v - min) / (max - min || 1)) * (o.h - 2 * pad),
      ] as [number, number],
  );
  const d = smoothPath(pts);
  const id = `g${++uid}`;
  const grid = o.grid
    ? [0, 0.25, 0.5, 0.75, 1]
        .map(
          (f) =>
            `<line x1="0" x2="${o.w}" y1="${pad + f * (o.h - 2 * pad)}" y2="${pad + f * (o.h - 2 * pad)}" stroke="${o.grid}" stroke-width="1"/>`,
        )
        .join('')
    : '';
  return `<svg width="${o.w}" height="${o.h}" viewBox="0 0 ${o.w} ${o.h}">${grid}
  ${o.fill ? `<defs><linearGradient id="${id}" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="${o.fill}" stop-opacity=".45"/><stop offset="1" stop-color="${o.fill}" stop-opacity="0"/></linearGradient></defs><path d="${d} L${pts[pts.length - 1]![0]},${o.h} L${pts[0]![0]},${o.h} Z" fill="url(#${id})"/>` : ''}
  <path d="${d}" fill="none" stroke="${o.color}" stroke-width="${o.sw ?? 3}" stroke-linecap="round" ${o.dash ? 'stroke-dasharray="8 8"' : ''}/>
  ${o.dots ? pts.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${(o.sw ?? 3) + 2}" fill="#fff" stroke="${o.color}" stroke-width="${o.sw ?? 3}"/>`).join('') : ''}</svg>`;
}

export type BarOpts = {
  w: number;
  h: number;
  colors: string | string[];
  gap?: number;
  radius?: number;
  max?: number;
  highlight?: number;
  hiColor?: string;
  horizontal?: boolean;
};
export function barChart(values: number[], o: BarOpts): string {
  const max = o.max ?? Math.max(...values);
  const n = values.length;
  const gap = o.gap ?? 10;
  const bw = (o.w - gap * (n - 1)) / n;
  const col = (i: number) =>
    o.highlight === i ? (o.hiColor ?? '#000') : Array.isArray(o.colors) ? o.colors[i % o.colors.length] : o.colors;
  const r = o.radius ?? Math.min(8, bw / 3);
  return `<svg width="${o.w}" height="${o.h}" viewBox="0 0 ${o.w} ${o.h}">${values
    .map((v, i) => {
      const bh = Math.max(2, (v / max) * o.h);
      return `<rect x="${(i * (bw + gap)).toFixed(1)}" y="${(o.h - bh).toFixed(1)}" width="${bw.toFixed(1)}" height="${bh.toFixed(1)}" rx="${r}" fill="${col(i)}"/>`;
    })
    .join('')}</svg>`;
}

export type Seg = { v: number; color: string };
export function donut(segs: Seg[], size: number, thick: number, gapDeg = 2, bg = 'none'): string {
  const total = segs.reduce((s, x) => s + x.v, 0);
  const r = (size - thick) / 2;
  const c = size / 2;
  let a = -90;
  const arcs = segs.map((s) => {
    const sweep = (s.v / total) * 360 - gapDeg;
    const a0 = (a * Math.PI) / 180;
    const a1 = ((a + sweep) * Math.PI) / 180;
    a += (s.v / total) * 360;
    const large = sweep > 180 ? 1 : 0;
    return `<path d="M${c + r * Math.cos(a0)},${c + r * Math.sin(a0)} A${r},${r} 0 ${large} 1 ${c + r * Math.cos(a1)},${c + r * Math.sin(a1)}" fill="none" stroke="${s.color}" stroke-width="${thick}" stroke-linecap="butt"/>`;
  });
  return `<svg width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><circle cx="${c}" cy="${c}" r="${r}" fill="none" stroke="${bg}" stroke-width="${thick}"/>${arcs.join('')}</svg>`;
}

/** Parliament seat chart: seats arranged in concentric half rings, coloured by bloc. */
export function hemicycle(
  blocs: Seg[],
  w: number,
  o: { rows?: number; dot?: number; inner?: number; empty?: string } = {},
): string {
  const total = blocs.reduce((s, b) => s + b.v, 0);
  const rows = o.rows ?? 6;
  const R = w / 2 - (o.dot ?? 10);
  const r0 = R * (o.inner ?? 0.42);
  const radii = Array.from({ length: rows }, (_, i) => r0 + ((R - r0) * i) / (rows - 1));
  const lens = radii.reduce((s, r) => s + r, 0);
  const counts = radii.map((r) => Math.round((r / lens) * total));
  counts[rows - 1]! += total - counts.reduce((s, c) => s + c, 0);
  const seats: { ang: number; r: number }[] = [];
  radii.forEach((r, i) => {
    for (let k = 0; k < counts[i]!; k++) seats.push({ ang: Math.PI - (Math.PI * k) / (counts[i]! - 1), r });
  });
  seats.sort((a, b) => b.ang - a.ang || a.r - b.r);
  const colors: string[] = [];
  blocs.forEach((b) => {
    for (let i = 0; i < b.v; i++) colors.push(b.color);
  });
  const dot = o.dot ?? 10;
  const h = w / 2 + dot;
  return `<svg width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${seats.map((s, i) => `<circle cx="${(w / 2 + s.r * Math.cos(s.ang)).toFixed(1)}" cy="${(w / 2 - s.r * Math.sin(s.ang)).toFixed(1)}" r="${dot * 0.82}" fill="${colors[i] ?? o.empty ?? '#ccc'}"/>`).join('')}</svg>`;
}

// ---------------------------------------------------------------- illustrations
export type MapOpts = {
  w: number;
  h: number;
  seed: number;
  land: string;
  water: string;
  park: string;
  road: string;
  major: string;
  route?: string;
  routeCasing?: string;
  label?: string;
};
/** Stylised city/road map with an optional highlighted route; returns svg and the route points. */
export function mapSvg(o: MapOpts): string {
  const R = rng(o.seed);
  const { w, h } = o;
  let s = `<svg width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="${o.land}"/>`;
  // water: a river band + a lake
  s += `<path d="M${-50},${h * 0.72} C${w * 0.25},${h * 0.6} ${w * 0.45},${h * 0.9} ${w + 50},${h * 0.78} L${w + 50},${h * 0.86} C${w * 0.45},${h * 0.98} ${w * 0.25},${h * 0.68} ${-50},${h * 0.8}Z" fill="${o.water}"/>`;
  s += `<ellipse cx="${w * 0.82}" cy="${h * 0.18}" rx="${w * 0.16}" ry="${h * 0.07}" fill="${o.water}"/>`;
  for (let i = 0; i < 5; i++) {
    const x = R() * w,
      y = R() * h * 0.9,
      rw = 40 + R() * 90,
      rh = 30 + R() * 70;
    s += `<rect x="${x}" y="${y}" width="${rw}" height="${rh}" rx="14" fill="${o.park}"/>`;
  }
  // minor grid streets, slightly rotated
  s += `<g transform="rotate(-12 ${w / 2} ${h / 2})" stroke="${o.road}" stroke-width="5" opacity=".95">`;
  for (let x = -w; x < w * 2; x += 46 + R() * 30) s += `<line x1="${x}" y1="${-h}" x2="${x}" y2="${h * 2}"/>`;
  for (let y = -h; y < h * 2; y += 46 + R() * 30) s += `<line x1="${-w}" y1="${y}" x2="${w * 2}" y2="${y}"/>`;
  s += `</g>`;
  // major avenues
  s += `<g stroke="${o.major}" stroke-width="11" fill="none" stroke-linecap="round">
    <path d="M-20,${h * 0.3} C${w * 0.3},${h * 0.25} ${w * 0.6},${h * 0.45} ${w + 20},${h * 0.38}"/>
    <path d="M${w * 0.3},-20 C${w * 0.35},${h * 0.4} ${w * 0.2},${h * 0.7} ${w * 0.28},${h + 20}"/>
    <path d="M${w * 0.75},-20 L${w * 0.62},${h + 20}"/></g>`;
  if (o.route) {
    const d = `M${w * 0.22},${h * 0.86} C${w * 0.3},${h * 0.62} ${w * 0.2},${h * 0.5} ${w * 0.42},${h * 0.42} S${w * 0.7},${h * 0.3} ${w * 0.74},${h * 0.14}`;
    s += `<path d="${d}" fill="none" stroke="${o.routeCasing ?? '#fff'}" stroke-width="20" stroke-linecap="round"/><path d="${d}" fill="none" stroke="${o.route}" stroke-width="11" stroke-linecap="round"/>`;
  }
  return s + '</svg>';
}

export function dots(w: number, h: number, step: number, r: number, color: string): string {
  return `<div class="abs" style="inset:0;width:${w}px;height:${h}px;background-image:radial-gradient(${color} ${r}px, transparent ${r + 0.5}px);background-size:${step}px ${step}px"></div>`;
}

/** A row of text pills. */
export const chip = (text: string, bg: string, fg: string, size = 14, extra = '') =>
  `<span style="display:inline-flex;align-items:center;gap:6px;padding:${size * 0.5}px ${size * 0.95}px;border-radius:999px;background:${bg};color:${fg};font:600 ${size}px/1 Inter;white-space:nowrap;${extra}">${text}</span>`;

/** Poster-ish paper with soft shadow. */
export const sheet = (w: number, h: number, inner: string, bg = '#fff', shadow = SHADOW.soft, radius = 2) =>
  `<div style="position:relative;width:${w}px;height:${h}px;background:${bg};border-radius:${radius}px;box-shadow:${shadow};overflow:hidden">${inner}</div>`;

/** Irregular mountain ranges (back to front); the first layer gets snow caps when snow is set. */
export function mountainsSvg(
  w: number,
  h: number,
  o: { layers: string[]; seed: number; base?: number; snow?: string; top?: number },
): string {
  const R = rng(o.seed);
  let s = '';
  const n = o.layers.length;
  o.layers.forEach((c, i) => {
    const baseY = h * ((o.base ?? 0.62) + (i / n) * 0.3);
    const topY = h * ((o.top ?? 0.3) + (i / n) * 0.28);
    const pts: [number, number][] = [[-20, baseY]];
    let x = -20;
    while (x < w + 20) {
      const pw = w * (0.12 + R() * 0.16) * (1 - i * 0.12);
      const py = topY + R() * (baseY - topY) * 0.55;
      const vy = py + (baseY - py) * (0.35 + R() * 0.45);
      pts.push([x + pw * (0.4 + R() * 0.2), py]);
      pts.push([x + pw, vy]);
      x += pw;
    }
    s += `<path d="M${pts.map((p) => `${p[0].toFixed(1)},${p[1].toFixed(1)}`).join(' L')} L${w + 20},${h} L-20,${h} Z" fill="${c}"/>`;
    if (i === 0 && o.snow) {
      for (let k = 1; k < pts.length - 1; k += 2) {
        const [px, py] = pts[k]!;
        const [lx, ly] = pts[k - 1]!;
        const [rx, ry] = pts[k + 1]!;
        const f = 0.22 + R() * 0.08;
        const L = [px + (lx - px) * f, py + (ly - py) * f];
        const Rr = [px + (rx - px) * f, py + (ry - py) * f];
        const mid = [(L[0]! + Rr[0]!) / 2, Math.max(L[1]!, Rr[1]!) - 6];
        s += `<path d="M${px},${py} L${Rr[0]},${Rr[1]} L${(Rr[0]! + mid[0]!) / 2},${mid[1]! - 10} L${mid[0]},${mid[1]! + 4} L${(L[0]! + mid[0]!) / 2},${mid[1]! - 8} L${L[0]},${L[1]} Z" fill="${o.snow}"/>`;
      }
    }
  });
  return s;
}

/** A winding road seen in perspective, from a vanishing point (vx, vy) to the bottom edge. */
export function perspRoad(
  w: number,
  h: number,
  o: { vx: number; vy: number; wobble?: number; width?: number; asphalt: string; line: string; edge?: string },
): string {
  const N = 60;
  const left: string[] = [],
    right: string[] = [];
  const centre: [number, number, number][] = [];
  const wob = o.wobble ?? 0.18;
  const bw = o.width ?? w * 0.8;
  for (let i = 0; i <= N; i++) {
    const t = i / N;
    const e = Math.pow(t, 1.6);
    const y = o.vy + (h - o.vy) * t + 2;
    const cx = o.vx + Math.sin(t * Math.PI * 1.15) * w * wob * t - w * 0.06 * e;
    const hw = 1 + (bw / 2) * e;
    left.push(`${(cx - hw).toFixed(1)},${y.toFixed(1)}`);
    right.unshift(`${(cx + hw).toFixed(1)},${y.toFixed(1)}`);
    centre.push([cx, y, hw]);
  }
  let dashes = '';
  for (let i = 2; i < N; i += 3) {
    const [x0, y0, hw] = centre[i]!;
    const [x1, y1] = centre[Math.min(N, i + 1)]!;
    dashes += `<path d="M${x0},${y0} L${x1},${y1}" stroke="${o.line}" stroke-width="${Math.max(1.5, hw * 0.045)}" stroke-linecap="butt"/>`;
  }
  return `<path d="M${left.join(' L')} L${right.join(' L')} Z" fill="${o.asphalt}"/>${o.edge ? `<path d="M${left.join(' L')}" fill="none" stroke="${o.edge}" stroke-width="3"/><path d="M${right.slice().reverse().join(' L')}" fill="none" stroke="${o.edge}" stroke-width="3"/>` : ''}${dashes}`;
}

export type Beam = { x: number; angle: number; spread: number; color: string; len?: number; op?: number };
export type StageOpts = {
  bg: string;
  haze: string;
  beams: Beam[];
  screen?: string;
  screenW?: number;
  screenH?: number;
  screenY?: number;
  floor: string;
  crowd?: string;
  rim?: string;
  seed: number;
  phones?: number;
  trussY?: number;
  crowdRows?: number;
  crowdScale?: number;
  side?: string;
};
/** A concert / keynote stage: haze, moving-head beams, LED screen, floor and an audience in silhouette. */
export function stage(w: number, h: number, o: StageOpts): string {
  const R = rng(o.seed);
  const trussY = o.trussY ?? h * 0.08;
  const sw = o.screenW ?? w * 0.42,
    sh = o.screenH ?? sw * 0.5625,
    sy = o.screenY ?? h * 0.2;
  const floorY = sy + sh + h * 0.06;
  let beams = '';
  o.beams.forEach((b, i) => {
    const L = b.len ?? h * 1.2;
    const a = (b.angle * Math.PI) / 180,
      sp = (b.spread * Math.PI) / 360;
    const x2 = b.x + Math.sin(a - sp) * L,
      y2 = trussY + Math.cos(a - sp) * L;
    const x3 = b.x + Math.sin(a + sp) * L,
      y3 = trussY + Math.cos(a + sp) * L;
    beams += `<linearGradient id="bm${i}" gradientUnits="userSpaceOnUse" x1="${b.x}" y1="${trussY}" x2="${b.x + Math.sin(a) * L}" y2="${trussY + Math.cos(a) * L}"><stop offset="0" stop-color="${b.color}" stop-opacity="${b.op ?? 0.75}"/><stop offset=".55" stop-color="${b.color}" stop-opacity="${(b.op ?? 0.75) * 0.25}"/><stop offset="1" stop-color="${b.color}" stop-opacity="0"/></linearGradient>
      <polygon points="${b.x - 4},${trussY} ${b.x + 4},${trussY} ${x3},${y3} ${x2},${y2}" fill="url(#bm${i})" filter="url(#soft)" style="mix-blend-mode:screen"/>`;
  });
  const fixtures = o.beams
    .map(
      (b) =>
        `<circle cx="${b.x}" cy="${trussY}" r="${w * 0.006}" fill="#fff"/><circle cx="${b.x}" cy="${trussY}" r="${w * 0.018}" fill="${b.color}" opacity=".35" filter="url(#glow)"/>`,
    )
    .join('');
  let crowd = '';
  const rows = o.crowdRows ?? 4;
  const cs = o.crowdScale ?? 1;
  for (let r = 0; r < rows; r++) {
    const t = r / Math.max(1, rows - 1);
    const hr = (w * 0.011 + t * w * 0.016) * cs;
    const y = h - (rows - r) * hr * 1.6 + hr * 1.2;
    let x = -hr * R() * 2;
    while (x < w + hr * 2) {
      const hh = hr * (0.85 + R() * 0.3);
      const yy = y + (R() - 0.5) * hr * 0.8;
      const sh2 = hh * 2.6;
      crowd += `<path d="M${x - sh2},${h + 10} C${x - sh2},${yy + hh * 1.5} ${x - hh * 1.2},${yy + hh * 1.1} ${x},${yy + hh * 1.1} C${x + hh * 1.2},${yy + hh * 1.1} ${x + sh2},${yy + hh * 1.5} ${x + sh2},${h + 10}Z" fill="${o.crowd ?? '#050507'}"/><ellipse cx="${x}" cy="${yy}" rx="${hh * 0.86}" ry="${hh}" fill="${o.crowd ?? '#050507'}"/>`;
      if (o.rim)
        crowd += `<path d="M${x - hh * 0.8},${yy - hh * 0.3} A${hh * 0.86},${hh} 0 0 1 ${x + hh * 0.8},${yy - hh * 0.3}" fill="none" stroke="${o.rim}" stroke-width="${Math.max(1, hh * 0.07)}" opacity="${0.12 + t * 0.18}"/>`;
      if (o.phones && R() < o.phones * (1 - t * 0.5)) {
        const px = x + hh * (R() > 0.5 ? 1.4 : -1.4),
          py = yy - hh * 2.2;
        crowd += `<path d="M${x + (px > x ? hh * 0.9 : -hh * 0.9)},${yy + hh * 1.3} L${px},${py + hh * 0.9}" stroke="${o.crowd ?? '#050507'}" stroke-width="${hh * 0.55}" stroke-linecap="round"/><rect x="${px - hh * 0.35}" y="${py - hh * 0.3}" width="${hh * 0.7}" height="${hh * 1.15}" rx="${hh * 0.12}" fill="#fff" opacity=".9"/><circle cx="${px}" cy="${py + hh * 0.25}" r="${hh * 0.9}" fill="#fff" opacity=".05"/>`;
      }
      x += hh * (2.1 + R() * 1.2);
    }
  }
  return `<div class="abs" style="inset:0;background:${o.bg};overflow:hidden">
  <div class="abs" style="inset:0;background:radial-gradient(60% 45% at 50% ${((sy + sh / 2) / h) * 100}%,${o.haze},transparent 70%)"></div>
  <svg class="abs" style="left:0;top:0" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
    <defs><filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${w * 0.004}"/></filter><filter id="glow" x="-100%" y="-100%" width="300%" height="300%"><feGaussianBlur stdDeviation="${w * 0.008}"/></filter>
    <linearGradient id="floor" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="${o.floor}" stop-opacity=".42"/><stop offset=".5" stop-color="${o.floor}" stop-opacity=".1"/><stop offset="1" stop-color="${o.floor}" stop-opacity="0"/></linearGradient></defs>
    <rect x="0" y="${trussY - w * 0.004}" width="${w}" height="${w * 0.008}" fill="#1a1a1f"/>
    ${Array.from({ length: Math.ceil(w / (w * 0.02)) }, (_, i) => `<path d="M${i * w * 0.02},${trussY - w * 0.004} l${w * 0.01},${w * 0.008}" stroke="#2a2a31" stroke-width="1.5"/>`).join('')}
    ${o.side ? `<rect x="${w * 0.04}" y="${sy + sh * 0.15}" width="${w * 0.1}" height="${sh * 0.8}" rx="4" fill="${o.side}"/><rect x="${w * 0.86}" y="${sy + sh * 0.15}" width="${w * 0.1}" height="${sh * 0.8}" rx="4" fill="${o.side}"/>` : ''}
    <path d="M${w * 0.1},${floorY} L${w * 0.9},${floorY} L${w * 1.1},${h} L${-w * 0.1},${h}Z" fill="url(#floor)"/>
    <rect x="${w * 0.12}" y="${floorY - 3}" width="${w * 0.76}" height="6" fill="${o.floor}" opacity=".9"/>
    ${beams}${fixtures}
  </svg>
  ${
    o.screen
      ? `<div class="abs" style="left:${(w - sw) / 2}px;top:${sy}px;width:${sw}px;height:${sh}px;overflow:hidden;border-radius:4px;box-shadow:0 0 ${w * 0.06}px ${o.haze}">${o.screen}</div>
  <div class="abs" style="left:${(w - sw) / 2}px;top:${floorY + 6}px;width:${sw}px;height:${sh * 0.5}px;overflow:hidden;opacity:.1;transform:scaleY(-1);filter:blur(8px);-webkit-mask-image:linear-gradient(0deg,#000,transparent)">${o.screen}</div>`
      : ''
  }
  <svg class="abs" style="left:0;top:0" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${crowd}</svg>
  </div>`;
}

export type IsoBoxOpts = {
  a: number;
  b: number;
  c: number;
  top: string;
  left: string;
  right: string;
  lid?: number;
  lidTop?: string;
  lidLeft?: string;
  lidRight?: string;
  ribbon?: string;
  ribbonW?: number;
  bow?: boolean;
  leftArt?: string;
  rightArt?: string;
  topArt?: string;
};
const ISO = { cx: Math.cos(Math.PI / 6), sy: Math.sin(Math.PI / 6) };
export const iso = (x: number, y: number, z: number): [number, number] => [(x - y) * ISO.cx, (x + y) * ISO.sy - z];
const poly = (pts: [number, number, number][]) =>
  pts
    .map((p) =>
      iso(...p)
        .map((v) => v.toFixed(1))
        .join(','),
    )
    .join(' ');
/** Isometric box (SVG group content; origin = back-top corner projection at 0,0 for z=0). Faces may carry art via a skewed <g>. */
export function isoBox(o: IsoBoxOpts): string {
  const { a, b, c } = o;
  const lid = o.lid ?? 0;
  const face = (pts: [number, number, number][], fill: string) => `<polygon points="${poly(pts)}" fill="${fill}"/>`;
  let s = '';
  // body
  s += face(
    [
      [0, b, 0],
      [a, b, 0],
      [a, b, c],
      [0, b, c],
    ],
    o.left,
  );
  s += face(
    [
      [a, 0, 0],
      [a, b, 0],
      [a, b, c],
      [a, 0, c],
    ],
    o.right,
  );
  s += face(
    [
      [0, 0, c],
      [a, 0, c],
      [a, b, c],
      [0, b, c],
    ],
    o.top,
  );
  // art on faces using affine transforms: left face (x along a, z up), right face (y along b, z up)
  if (o.leftArt)
    s += `<g transform="matrix(${ISO.cx},${ISO.sy},0,1,${iso(0, b, 0)[0]},${iso(0, b, c)[1]})">${o.leftArt}</g>`;
  if (o.rightArt)
    s += `<g transform="matrix(${ISO.cx},${-ISO.sy},0,1,${iso(a, b, 0)[0]},${iso(a, b, c)[1]})">${o.rightArt}</g>`;
  if (o.topArt)
    s += `<g transform="matrix(${ISO.cx},${ISO.sy},${-ISO.cx},${ISO.sy},${iso(0, 0, c)[0]},${iso(0, 0, c)[1]})">${o.topArt}</g>`;
  if (lid) {
    const e = Math.min(a, b) * 0.02;
    const z0 = c - lid;
    s += face(
      [
        [-e, b + e, z0],
        [a + e, b + e, z0],
        [a + e, b + e, c + e],
        [-e, b + e, c + e],
      ],
      o.lidLeft ?? o.left,
    );
    s += face(
      [
        [a + e, -e, z0],
        [a + e, b + e, z0],
        [a + e, b + e, c + e],
        [a + e, -e, c + e],
      ],
      o.lidRight ?? o.right,
    );
    s += face(
      [
        [-e, -e, c + e],
        [a + e, -e, c + e],
        [a + e, b + e, c + e],
        [-e, b + e, c + e],
      ],
      o.lidTop ?? o.top,
    );
    if (o.topArt)
      s += `<g transform="matrix(${ISO.cx},${ISO.sy},${-ISO.cx},${ISO.sy},${iso(0, 0, c + e)[0]},${iso(0, 0, c + e)[1]})">${o.topArt}</g>`;
  }
  if (o.ribbon) {
    const rw = o.ribbonW ?? a * 0.1;
    const h = c + (lid ? Math.min(a, b) * 0.02 : 0);
    const ex = lid ? Math.min(a, b) * 0.021 : 0.5;
    // band across x (on left face and top) and across y (on right face and top)
    s += face(
      [
        [a / 2 - rw / 2, b + ex, 0],
        [a / 2 + rw / 2, b + ex, 0],
        [a / 2 + rw / 2, b + ex, h],
        [a / 2 - rw / 2, b + ex, h],
      ],
      o.ribbon,
    );
    s += face(
      [
        [a + ex, b / 2 - rw / 2, 0],
        [a + ex, b / 2 + rw / 2, 0],
        [a + ex, b / 2 + rw / 2, h],
        [a + ex, b / 2 - rw / 2, h],
      ],
      o.ribbon,
    );
    s += `<g opacity=".92">${face(
      [
        [a / 2 - rw / 2, -ex, h + 0.5],
        [a / 2 + rw / 2, -ex, h + 0.5],
        [a / 2 + rw / 2, b + ex, h + 0.5],
        [a / 2 - rw / 2, b + ex, h + 0.5],
      ],
      o.ribbon,
    )}${face(
      [
        [-ex, b / 2 - rw / 2, h + 0.5],
        [a + ex, b / 2 - rw / 2, h + 0.5],
        [a + ex, b / 2 + rw / 2, h + 0.5],
        [-ex, b / 2 + rw / 2, h + 0.5],
      ],
      o.ribbon,
    )}</g>`;
    if (o.bow) {
      const [bx, by] = iso(a / 2, b / 2, h);
      const r = Math.min(a, b) * 0.24;
      s += `<g transform="translate(${bx} ${by})" fill="${o.ribbon}" stroke="rgba(0,0,0,.2)" stroke-width="2.5" stroke-linejoin="round"><path d="M0,0 C${-r * 1.6},${-r * 1.3} ${-r * 1.9},${r * 0.1} ${-r * 0.2},${r * 0.1}Z"/><path d="M0,0 C${r * 1.6},${-r * 1.3} ${r * 1.9},${r * 0.1} ${r * 0.2},${r * 0.1}Z"/><path d="M0,0 L${-r * 0.7},${r * 0.9} L${-r * 0.4},${r * 0.95}Z"/><path d="M0,0 L${r * 0.6},${r * 0.95} L${r * 0.3},${r * 0.9}Z"/><ellipse cx="0" cy="0" rx="${r * 0.22}" ry="${r * 0.18}"/></g>`;
    }
  }
  return s;
}
/** Wraps an isoBox in an svg sized to fit. */
export function isoSvg(o: IsoBoxOpts, pad = 40, shadow = 'rgba(0,0,0,.18)'): string {
  const xs = [iso(0, o.b, 0)[0], iso(o.a, 0, 0)[0]];
  const minX = xs[0]! - pad,
    maxX = xs[1]! + pad;
  const minY = iso(0, 0, o.c)[1] - pad - Math.min(o.a, o.b) * 0.3,
    maxY = iso(o.a, o.b, 0)[1] + pad;
  const w = maxX - minX,
    h = maxY - minY;
  const [gx, gy] = iso(o.a / 2, o.b / 2, 0);
  return `<svg width="${w}" height="${h}" viewBox="${minX} ${minY} ${w} ${h}"><defs><filter id="isoSh" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${Math.min(o.a, o.b) * 0.06}"/></filter></defs><ellipse cx="${gx + 10}" cy="${gy + 12}" rx="${(o.a + o.b) * ISO.cx * 0.52}" ry="${(o.a + o.b) * ISO.sy * 0.55}" fill="${shadow}" filter="url(#isoSh)"/>${isoBox(o)}</svg>`;
}

export type PersonOpts = {
  skin: string;
  hair: string;
  style: 'short' | 'long' | 'bun' | 'curly' | 'bald' | 'side' | 'bob' | 'afro' | 'cap';
  shirt: string;
  collar?: string;
  glasses?: string;
  beard?: boolean;
  accent?: string;
  shade?: string;
};
/** Stylised, faceless bust in a 200×240 box. */
export function person(o: PersonOpts): string {
  const shade = o.shade ?? 'rgba(0,0,0,.12)';
  let back = '',
    front = '';
  const hx = 100,
    hy = 92;
  const top = 'M59,96 A41,50 0 0 1 141,96';
  switch (o.style) {
    case 'long':
      back = `<path d="M55,96 A45,52 0 0 1 145,96 L152,198 C130,208 70,208 48,198Z" fill="${o.hair}"/>`;
      front = `<path d="${top} C138,76 116,64 102,64 C86,64 62,76 59,96Z" fill="${o.hair}"/>`;
      break;
    case 'bob':
      back = `<path d="M55,96 A45,52 0 0 1 145,96 L148,146 C130,156 70,156 52,146Z" fill="${o.hair}"/>`;
      front = `<path d="${top} C136,74 110,66 92,68 C78,70 64,80 59,96Z" fill="${o.hair}"/>`;
      break;
    case 'bun':
      front = `<circle cx="100" cy="40" r="19" fill="${o.hair}"/><path d="${top} C136,78 120,68 100,68 C80,68 64,78 59,96Z" fill="${o.hair}"/>`;
      break;
    case 'curly':
      front = [
        [64, 76],
        [72, 60],
        [86, 50],
        [100, 47],
        [114, 50],
        [128, 60],
        [136, 76],
        [60, 92],
        [140, 92],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="15" fill="${o.hair}"/>`)
        .join('');
      break;
    case 'afro':
      back = `<circle cx="100" cy="80" r="60" fill="${o.hair}"/>`;
      front = `<path d="${top} C134,80 118,74 100,74 C82,74 66,80 59,96Z" fill="${o.hair}"/>`;
      break;
    case 'side':
      front = `<path d="${top} C141,82 134,70 122,64 C106,78 82,82 60,88Z" fill="${o.hair}"/>`;
      break;
    case 'short':
      front = `<path d="${top} C136,80 122,70 100,70 C80,70 64,80 59,96Z" fill="${o.hair}"/>`;
      break;
    case 'cap':
      front = `<path d="M57,88 A43,48 0 0 1 143,88Z" fill="${o.hair}"/><path d="M124,84 L166,90 C164,97 142,96 124,94Z" fill="${o.hair}"/>`;
      break;
    case 'bald':
      break;
  }
  const beard = o.beard
    ? `<path d="M64,100 C66,140 90,146 100,146 C110,146 134,140 136,100 C130,120 116,126 100,126 C84,126 70,120 64,100Z" fill="${o.hair}"/>`
    : '';
  const glasses = o.glasses
    ? `<g fill="none" stroke="${o.glasses}" stroke-width="4"><circle cx="84" cy="98" r="11"/><circle cx="116" cy="98" r="11"/><path d="M95,98 h10"/></g>`
    : '';
  return `<g>${back}
    <path d="M18,240 C18,178 58,160 100,160 C142,160 182,178 182,240Z" fill="${o.shirt}"/>
    ${o.collar ? `<path d="M82,160 L100,190 L118,160Z" fill="${o.collar}"/>` : ''}
    <rect x="86" y="120" width="28" height="46" rx="12" fill="${o.skin}"/><rect x="86" y="128" width="28" height="16" fill="${shade}"/>
    <ellipse cx="61" cy="100" rx="7" ry="10" fill="${o.skin}"/><ellipse cx="139" cy="100" rx="7" ry="10" fill="${o.skin}"/>
    <ellipse cx="${hx}" cy="${hy + 4}" rx="39" ry="46" fill="${o.skin}"/>
    ${beard}${front}${glasses}
    ${o.accent ? `<circle cx="150" cy="200" r="7" fill="${o.accent}"/>` : ''}</g>`;
}
