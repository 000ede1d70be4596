// Shared building blocks for the case-study pictures: placement, shadows, icons, device mockups, small pieces.
// Everything returns HTML/SVG strings that are composed into a page and screenshotted; charts, scenery, isometric
// boxes and people are in the modules beside this one.
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

export type NavOpts = {
  active: number;
  top: number;
  gap: number;
  radius: number;
  weight: number;
  iconSize: number;
  /** The active row's colours (CSS), and the others'. */
  on: string;
  off: string;
};
/** A dashboard's side navigation: an icon and a label per row, the active row highlighted. */
export function navList(items: [icon: string, label: string][], o: NavOpts): string {
  const row = ([name, label]: [string, string], i: number) =>
    `<div style="display:flex;gap:12px;align-items:center;padding:11px 12px;border-radius:${o.radius}px;font:${o.weight} 15px Inter;${i === o.active ? o.on : o.off}">${icon(name, o.iconSize, 'currentColor')}${label}</div>`;
  return `<div style="margin-top:${o.top}px;display:flex;flex-direction:column;gap:${o.gap}px">${items.map(row).join('')}</div>`;
}

export function dots(w: number, h: number, step: number, r: number, color: string): string {
  return full(
    `width:${w}px;height:${h}px;background-image:radial-gradient(${color} ${r}px, transparent ${r + 0.5}px);background-size:${step}px ${step}px`,
  );
}

/** A row of text pills. */
export const chip = (text: string, bg: string, fg: string, size = 14, extra = '') =>
  `<span style="display:inline-flex;align-items:center;gap:6px;padding:${size * 0.5}px ${size * 0.95}px;border-radius:999px;background:${bg};color:${fg};font:600 ${size}px/1 Inter;white-space:nowrap;${extra}">${text}</span>`;

/** Poster-ish paper with soft shadow. */
export const sheet = (w: number, h: number, inner: string, bg = '#fff', shadow = SHADOW.soft, radius = 2) =>
  `<div style="position:relative;width:${w}px;height:${h}px;background:${bg};border-radius:${radius}px;box-shadow:${shadow};overflow:hidden">${inner}</div>`;
