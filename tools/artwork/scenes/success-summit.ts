// Success Summit — two-day business summit: brand, website, live broadcast. Amber/gold on near-black. Unbounded.
// Motif: the summit peak rising over a horizon of light.
import type { CaseScenes, Lang } from '../lib/render.ts';
import { place, full, phone, laptop, browser, icon, SHADOW, chip } from '../lib/ui.ts';
import { stage } from '../lib/scenery.ts';
import { person } from '../lib/people.ts';
import type { PersonOpts } from '../lib/people.ts';
import words from './success-summit.words.json' with { type: 'json' };

export const C = {
  bg: '#0b0a08',
  bg2: '#15120d',
  amber: '#f5a524',
  gold: '#d9a441',
  light: '#f6efe2',
  mute: '#9b907c',
  line: '#2a251c',
};
export const GOLD = `linear-gradient(120deg,#ffd37a 0%,${C.amber} 45%,#c9812a 100%)`;

export function ssMark(size: number, c = C.amber): string {
  return `<svg width="${size}" height="${size}" viewBox="0 0 48 48"><path d="M4 38 L20 14 L28 26 L33 19 L44 38" fill="none" stroke="${c}" stroke-width="4.5" stroke-linejoin="round" stroke-linecap="round"/><circle cx="35" cy="9" r="4" fill="${c}"/><path d="M4 44 H44" stroke="${c}" stroke-width="3" stroke-linecap="round" opacity=".55"/></svg>`;
}
export function ssLogo(size: number, ink = C.light, c = C.amber): string {
  return `<div style="display:inline-flex;align-items:center;gap:${size * 0.28}px">${ssMark(size, c)}<span style="font:800 ${size * 0.34}px/1.05 Unbounded;letter-spacing:.02em;color:${ink}">SUCCESS<br>SUMMIT</span></div>`;
}
/** Proper names drawn the same in both languages. */
export const keptNames = [
  'Martina Ríos',
  'MARTINA RÍOS',
  'Lucas Benítez',
  'Sofía Quiroga',
  'Tomás Ibarra',
  'Córdoba',
] as const;

const gold = (t: string, css: string) =>
  `<span style="${css};background:${GOLD};-webkit-background-clip:text;background-clip:text;color:transparent">${t}</span>`;

/** The speakers (their roles are in the words file). */
export const SPEAKERS: { name: string; p: PersonOpts }[] = [
  {
    name: 'Martina Ríos',
    p: { skin: '#e0b99a', hair: '#2a1a12', style: 'long', shirt: '#2b2418' },
  },
  {
    name: 'Diego Ferrari',
    p: { skin: '#c99872', hair: '#1c1410', style: 'short', shirt: '#3a3022', beard: true },
  },
  {
    name: 'Ana Okafor',
    p: { skin: '#7a4b32', hair: '#120c0a', style: 'afro', shirt: '#2b2418', glasses: '#d9a441' },
  },
  {
    name: 'Lucas Benítez',
    p: { skin: '#f0cdb4', hair: '#8a6a4a', style: 'side', shirt: '#3a3022', glasses: '#1a1a1a' },
  },
  {
    name: 'Sofía Quiroga',
    p: { skin: '#b98261', hair: '#3a2418', style: 'bun', shirt: '#2b2418' },
  },
  {
    name: 'Tomás Ibarra',
    p: { skin: '#d6a985', hair: '#2a1a12', style: 'curly', shirt: '#3a3022' },
  },
];
/** When the talks start; the first is on now. */
const TIMES = ['09:30', '10:30', '11:45', '13:00'];

/** Gold-toned speaker portrait. */
export function portrait(i: number, size: number, bg = C.bg2): string {
  const s = SPEAKERS[i % SPEAKERS.length]!;
  return `<div style="position:relative;width:${size}px;height:${size * 1.15}px;border-radius:${size * 0.06}px;overflow:hidden;background:radial-gradient(80% 70% at 50% 35%,#3a2c16,${bg})">
    <svg class="abs" style="left:0;bottom:0" width="${size}" height="${size * 1.2}" viewBox="0 0 200 240">${person(s.p)}</svg>
    ${full(`background:linear-gradient(180deg,transparent 60%,rgba(11,10,8,.6));mix-blend-mode:multiply`)}</div>`;
}

export function keynoteScreen(
  w: number,
  h: number,
  lang: Lang = 'es',
  title = words[lang].keynoteScreen.title,
): string {
  const k = w / 1000;
  return `<div style="position:relative;width:${w}px;height:${h}px;background:radial-gradient(80% 90% at 75% 60%,#3b2a10,${C.bg} 70%);overflow:hidden">
    <svg class="abs" style="left:0;top:0" width="${w}" height="${h}" viewBox="0 0 1000 562">${Array.from({ length: 14 }, (_, i) => `<path d="M${480 + i * 6} 562 L720 ${150 + i * 4} L${960 - i * 6} 562" fill="none" stroke="${C.amber}" stroke-opacity="${0.5 - i * 0.03}" stroke-width="2"/>`).join('')}<circle cx="800" cy="120" r="34" fill="${C.amber}"/></svg>
    <div class="abs" style="left:${60 * k}px;top:${56 * k}px">${ssLogo(54 * k)}</div>
    <div class="abs" style="left:${60 * k}px;top:${200 * k}px;font:800 ${64 * k}px/1.05 Unbounded;letter-spacing:-.02em;color:${C.light}">${title}</div>
    <div class="abs" style="left:${60 * k}px;bottom:${52 * k}px;font:600 ${20 * k}px Inter;color:${C.mute};letter-spacing:.08em">${words[lang].keynoteScreen.opening}</div></div>`;
}

export function stageScene(
  w: number,
  h: number,
  seed: number,
  o: { rows?: number; crowdScale?: number; screenW?: number } = {},
  lang: Lang = 'es',
): string {
  const xs = [0.08, 0.2, 0.32, 0.68, 0.8, 0.92];
  const beams = xs.map((f, i) => ({
    x: w * f,
    angle: (f - 0.5) * -50 + (i % 2 ? 6 : -6),
    spread: 12 + (i % 3) * 2,
    color: i % 3 === 1 ? '#ffe3a8' : C.amber,
    len: h * 1.2,
    op: 0.6,
  }));
  const sw = o.screenW ?? w * 0.5;
  return stage(w, h, {
    bg: C.bg,
    haze: 'rgba(245,165,36,.28)',
    beams,
    floor: C.gold,
    crowd: '#050403',
    seed,
    phones: 0.08,
    crowdRows: o.rows ?? 4,
    crowdScale: o.crowdScale ?? 1,
    screen: keynoteScreen(sw, sw * 0.5625, lang),
    screenW: sw,
    screenY: h * 0.17,
    side: '#17130d',
  });
}

function badge(w: number, i: number, lang: Lang, role = words[lang].badge.role): string {
  const s = SPEAKERS[i]!;
  const k = w / 400;
  const h = w * 1.45;
  return `<div style="position:relative;width:${w}px;height:${h}px">
    <div class="abs" style="left:${w / 2 - 26 * k}px;top:${-900 * k}px;width:${52 * k}px;height:${930 * k}px;background:repeating-linear-gradient(90deg,${C.amber} 0 ${8 * k}px,#e0931c ${8 * k}px ${10 * k}px);box-shadow:inset 0 0 ${10 * k}px rgba(0,0,0,.25)"></div>
    <div class="abs" style="left:${w / 2 - 34 * k}px;top:${-6 * k}px;width:${68 * k}px;height:${40 * k}px;border-radius:${8 * k}px;background:linear-gradient(#d8d8d8,#9a9a9a)"></div>
    <div class="abs" style="left:0;top:${24 * k}px;width:${w}px;height:${h - 24 * k}px;border-radius:${22 * k}px;background:${C.bg2};box-shadow:${SHADOW.deep}, inset 0 0 0 1px rgba(255,255,255,.06);overflow:hidden;padding:${34 * k}px">
      <div class="abs" style="left:${w / 2 - 24 * k}px;top:${18 * k}px;width:${48 * k}px;height:${12 * k}px;border-radius:${6 * k}px;background:${C.bg}"></div>
      <div style="margin-top:${22 * k}px">${ssLogo(52 * k)}</div>
      <div style="margin-top:${40 * k}px;width:${150 * k}px">${portrait(i, 150 * k)}</div>
      <div style="margin-top:${26 * k}px;font:800 ${34 * k}px/1.05 Unbounded;letter-spacing:-.02em;color:${C.light}">${s.name.replace(' ', '<br>')}</div>
      <div style="margin-top:${12 * k}px;font:500 ${17 * k}px Inter;color:${C.mute}">${words[lang].summit.roles[i]}</div>
      <div class="abs" style="left:0;right:0;bottom:0;height:${92 * k}px;background:${GOLD};display:flex;align-items:center;justify-content:space-between;padding:0 ${34 * k}px;font:800 ${24 * k}px Unbounded;color:${C.bg};letter-spacing:.06em">${role}<span style="font:700 ${16 * k}px Inter;letter-spacing:0">${words[lang].badge.date}</span></div></div></div>`;
}

function site(lang: Lang): string {
  const w = words[lang].site;
  const { talks } = words[lang].summit;
  return `<div class="abs" style="inset:0;background:${C.bg};color:${C.light}">
    <div style="height:84px;display:flex;align-items:center;padding:0 60px;gap:40px">${ssLogo(40)}<div style="margin-left:auto;display:flex;gap:36px;font:500 15px Inter;color:${C.mute}"><span style="color:${C.light}">${w.nav[0]}</span><span>${w.nav[1]}</span><span>${w.nav[2]}</span><span>${w.nav[3]}</span></div><span style="padding:13px 22px;border-radius:99px;background:${GOLD};font:700 15px Inter;color:${C.bg}">${w.tickets}</span></div>
    <div class="abs" style="left:60px;top:140px;font:700 16px Inter;letter-spacing:.16em;color:${C.amber}">${w.when}</div>
    <div class="abs" style="left:56px;top:180px;font:800 92px/1 Unbounded;letter-spacing:-.04em">${gold('Success', 'font:inherit')}<br>Summit 2025</div>
    <div class="abs" style="left:60px;top:410px;font:400 20px/1.5 Inter;color:${C.mute};width:520px">${w.lede}</div>
    <div class="abs" style="left:820px;top:130px;width:560px;height:380px;border-radius:22px;overflow:hidden">${stageScene(560, 380, 4, { rows: 3, crowdScale: 1.2 }, lang)}</div>
    <div class="abs" style="left:60px;top:560px;width:640px;border-top:1px solid ${C.line}">${TIMES.slice(0, 3)
      .map(
        (t, i) =>
          `<div style="display:flex;align-items:center;gap:26px;height:86px;border-bottom:1px solid ${C.line}"><span style="font:600 16px 'JetBrains Mono';color:${C.amber}">${t}</span><span style="flex:1;font:700 20px Inter">${talks[i]}</span><span style="font:500 15px Inter;color:${C.mute}">${SPEAKERS[i]!.name}</span>${icon('arrow', 18, C.mute)}</div>`,
      )
      .join('')}</div>
    <div class="abs" style="left:820px;top:560px;display:grid;grid-template-columns:repeat(4,126px);gap:18px">${[0, 1, 2, 3].map((i) => `<div>${portrait(i, 126)}<div style="font:700 14px Inter;margin-top:10px">${SPEAKERS[i]!.name}</div></div>`).join('')}</div></div>`;
}

function player(w: number, lang: Lang): string {
  const pw = w - 420;
  const ph = pw * 0.5625;
  const s = words[lang].summit;
  const t = words[lang].player;
  return `<div class="abs" style="inset:0;background:${C.bg};color:${C.light}">
    <div style="height:72px;display:flex;align-items:center;padding:0 30px;gap:20px;border-bottom:1px solid ${C.line}">${ssLogo(32)}<span style="margin-left:20px;display:flex;gap:8px;align-items:center;padding:7px 12px;border-radius:8px;background:#e5402a;font:800 13px Inter;letter-spacing:.08em;color:#fff">${icon('live', 16, '#fff')}${s.live}</span><span style="font:500 15px Inter;color:${C.mute}">${t.watching}</span></div>
    <div class="abs" style="left:30px;top:96px;width:${pw - 30}px;height:${ph}px;border-radius:16px;overflow:hidden">${stageScene(pw - 30, ph, 12, { rows: 3, crowdScale: 1.5, screenW: (pw - 30) * 0.56 }, lang)}
      <div class="abs" style="left:28px;bottom:96px;display:flex;align-items:stretch;box-shadow:${SHADOW.deep}"><span style="width:10px;background:${GOLD}"></span><div style="background:rgba(11,10,8,.88);padding:14px 22px"><div style="font:800 22px Unbounded;letter-spacing:-.01em">Martina Ríos</div><div style="font:500 15px Inter;color:${C.mute};margin-top:4px">${s.roles[0]} · ${s.talks[0]}</div></div></div>
      <div class="abs" style="left:0;right:0;bottom:0;height:64px;background:linear-gradient(transparent,rgba(0,0,0,.8));display:flex;align-items:center;gap:18px;padding:0 24px">${icon('play', 22, '#fff')}<div style="flex:1;height:5px;border-radius:3px;background:rgba(255,255,255,.25)"><div style="width:100%;height:100%;border-radius:3px;background:${C.amber}"></div></div><span style="font:600 14px Inter">${s.live}</span>${icon('settings', 20, '#fff')}</div></div>
    <div class="abs" style="right:30px;top:96px;width:360px;height:${ph}px;border-radius:16px;background:${C.bg2};padding:20px;display:flex;flex-direction:column;gap:16px">
      <div style="font:700 16px Inter">${t.liveChat}</div>
      ${t.chat.map(({ from: u, text: m }, i) => `<div style="display:flex;gap:10px"><span style="width:30px;height:30px;border-radius:50%;flex:none;background:${['#3a2c16', '#5a4420', '#2a251c'][i % 3]};display:grid;place-items:center;font:700 12px Inter;color:${C.amber}">${u[0]}</span><div style="font:400 14px/1.4 Inter;color:${C.light}"><b style="color:${i === 2 ? C.amber : C.mute};font-weight:600">${u}</b><br>${m}</div></div>`).join('')}
      <div style="margin-top:auto;height:46px;border-radius:12px;background:${C.bg};border:1px solid ${C.line};display:flex;align-items:center;padding:0 14px;font:500 14px Inter;color:${C.mute}">${t.typeMessage}</div></div>
    <div class="abs" style="left:30px;top:${96 + ph + 24}px;display:flex;gap:12px">${t.rooms.map((r, i) => chip(r, i === 0 ? C.light : C.bg2, i === 0 ? C.bg : C.light, 15)).join('')}</div></div>`;
}

function agendaScreen(lang: Lang): string {
  const s = words[lang].summit;
  const w = words[lang].agendaScreen;
  return `${full(`background:${C.bg}`)}
    <div class="abs" style="left:22px;right:22px;top:64px;display:flex;justify-content:space-between;align-items:center">${ssLogo(30)}${icon('ticket', 24, C.light)}</div>
    <div class="abs" style="left:22px;right:22px;top:128px;border-radius:22px;overflow:hidden;height:200px">${keynoteScreen(346, 200, lang)}<span class="abs" style="left:14px;top:14px;display:flex;gap:6px;align-items:center;padding:6px 10px;border-radius:7px;background:#e5402a;font:800 11px Inter;letter-spacing:.08em;color:#fff">${icon('live', 13, '#fff')}${s.live}</span></div>
    <div class="abs" style="left:22px;top:350px;display:flex;gap:8px">${w.days.map((t, i) => chip(t, i === 0 ? C.amber : C.bg2, i === 0 ? C.bg : C.light, 14)).join('')}</div>
    <div class="abs" style="left:22px;right:22px;top:404px">${TIMES.map((t, i) => {
      const now = i === 0;
      return `<div style="display:flex;gap:14px;align-items:center;padding:14px 0;border-bottom:1px solid ${C.line}"><span style="font:600 13px 'JetBrains Mono';color:${now ? C.amber : C.mute};width:44px">${t}</span><div style="width:44px">${portrait(i, 44)}</div><div style="flex:1"><div style="font:700 15px Inter;color:${C.light}">${s.talks[i]}</div><div style="font:500 12px Inter;color:${C.mute};margin-top:3px">${SPEAKERS[i]!.name}</div></div>${now ? `<i style="width:9px;height:9px;border-radius:50%;background:${C.amber};box-shadow:0 0 0 5px rgba(245,165,36,.25)"></i>` : icon('plus', 18, C.mute)}</div>`;
    }).join('')}</div>`;
}

export function scenes(lang: Lang): CaseScenes {
  const w = words[lang].scenes;
  const banner = stageScene(2000, 1125, 1, { rows: 4, crowdScale: 1.1 }, lang);
  const context1 = `${full(`background:radial-gradient(90% 80% at 50% 30%,#2a2010,${C.bg} 70%)`)}
    ${place(230, 250, badge(500, 0, lang), { r: -5 })}${place(870, 210, badge(500, 2, lang, w.press), { r: 4 })}`;
  const context2 = `${full(`background:${GOLD}`)}${place(40, 210, laptop(site(lang)), { s: 0.905 })}`;
  const wide = `${full(`background:#1c1812`)}${place(80, 60, browser(player(1840, lang), 1840, 880, { url: w.liveUrl, dark: true, shadow: SHADOW.deep }))}`;
  const detail1 = `${full(`background:radial-gradient(80% 70% at 50% 40%,#2a2010,${C.bg} 75%)`)}${place(250, 180, badge(700, 0, lang))}`;
  const detail2 = `${full(`background:${GOLD}`)}${place(272, 170, phone(agendaScreen(lang), { statusInk: C.light, homeInk: C.light }), { s: 1.5 })}`;
  const card = `${stageScene(1200, 1500, 7, { rows: 4, crowdScale: 2, screenW: 900 }, lang)}`;
  return { banner, context1, context2, wide, detail1, detail2, card };
}
