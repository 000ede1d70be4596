// Welcome Experience — onboarding platform for the first 90 days at a large company.
// Friendly green + lilac. Bricolage Grotesque. Motif: the winding journey path with milestones.
import type { CaseScenes, Lang } from '../lib/render.ts';
import { place, full, phone, icon, SHADOW } from '../lib/ui.ts';
import { smoothPath } from '../lib/charts.ts';
import { person } from '../lib/people.ts';
import type { PersonOpts } from '../lib/people.ts';
import words from './welcome-experience.words.json' with { type: 'json' };

export const C = {
  green: '#1fae6b',
  greenD: '#11814e',
  greenL: '#d8f3e5',
  lilac: '#c9b6ff',
  lilacD: '#8f74e8',
  lilacL: '#efe9ff',
  cream: '#fbf8f1',
  ink: '#14161a',
  mute: '#6d6f78',
  sun: '#ffcf5a',
};
const B = "'Bricolage Grotesque'";

export function weMark(size: number, bg = C.green, fg = '#fff'): string {
  return `<svg width="${size}" height="${size}" viewBox="0 0 48 48"><circle cx="24" cy="24" r="22" fill="${bg}"/><path d="M14 22 C16 32 32 32 34 22" fill="none" stroke="${fg}" stroke-width="4.5" stroke-linecap="round"/><circle cx="34" cy="14" r="3.5" fill="${fg}"/></svg>`;
}
export function weLogo(size: number, ink = C.ink, bg = C.green, fg = '#fff'): string {
  return `<div style="display:inline-flex;align-items:center;gap:${size * 0.22}px">${weMark(size, bg, fg)}<span style="font:800 ${size * 0.72}px/1 ${B};letter-spacing:-.04em;color:${ink}">welcome</span></div>`;
}
const PEOPLE: PersonOpts[] = [
  { skin: '#f0cdb4', hair: '#3a2418', style: 'bob', shirt: C.lilacD },
  { skin: '#b98261', hair: '#1c1410', style: 'short', shirt: C.green, beard: true },
  { skin: '#7a4b32', hair: '#120c0a', style: 'afro', shirt: C.sun },
  { skin: '#e0b99a', hair: '#8a6a4a', style: 'bun', shirt: C.ink },
];
const face = (i: number, size: number, bg = C.lilacL) =>
  `<span style="display:inline-block;width:${size}px;height:${size}px;border-radius:50%;overflow:hidden;background:${bg};flex:none"><svg width="${size}" height="${size}" viewBox="20 30 160 160">${person(PEOPLE[i % PEOPLE.length]!)}</svg></span>`;

function ring(p: number, size: number, sw: number, c = C.green, bg = C.greenL): string {
  const r = (size - sw) / 2,
    L = 2 * Math.PI * r;
  return `<svg width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${r}" fill="none" stroke="${bg}" stroke-width="${sw}"/><circle cx="${size / 2}" cy="${size / 2}" r="${r}" fill="none" stroke="${c}" stroke-width="${sw}" stroke-linecap="round" stroke-dasharray="${L * p} ${L}" transform="rotate(-90 ${size / 2} ${size / 2})"/></svg>`;
}

/** No proper name drawn here holds Spanish words or accents. */
export const keptNames = [] as const;

// ------------------------------------------------------------------ screens (exported for the video, in Spanish)
export function todayScreen(day = 12, lang: Lang = 'es'): string {
  const w = words[lang].todayScreen;
  const tasks = w.tasks.map(([t, s], i) => [t, s, i < 2] as const);
  return `${full(`background:${C.cream}`)}
    <div class="abs" style="left:22px;right:22px;top:64px;display:flex;justify-content:space-between;align-items:center">${weLogo(30)}${face(0, 40)}</div>
    <div class="abs" style="left:22px;right:22px;top:124px;border-radius:28px;background:${C.green};padding:24px;display:flex;align-items:center;gap:20px;color:#fff">
      <div style="position:relative;width:112px;height:112px">${ring(day / 90, 112, 12, '#fff', 'rgba(255,255,255,.25)')}<div class="abs" style="inset:0;display:grid;place-items:center;text-align:center"><div><div style="font:800 34px/1 ${B}">${day}</div><div style="font:600 12px Inter;opacity:.8">${w.of}</div></div></div></div>
      <div><div style="font:800 30px/1.02 ${B};letter-spacing:-.03em">${w.hello}</div><div style="font:500 15px/1.4 Inter;opacity:.9;margin-top:8px">${w.status}</div></div></div>
    <div class="abs" style="left:22px;right:22px;top:318px;display:flex;justify-content:space-between;align-items:baseline"><span style="font:800 22px ${B};letter-spacing:-.02em;color:${C.ink}">${w.today}</span><span style="font:600 14px Inter;color:${C.greenD}">${w.week}</span></div>
    <div class="abs" style="left:22px;right:22px;top:360px;display:flex;flex-direction:column;gap:10px">${tasks.map(([t, s, done]) => `<div style="display:flex;align-items:center;gap:14px;padding:14px 16px;border-radius:18px;background:#fff;box-shadow:${SHADOW.flat}"><span style="width:28px;height:28px;border-radius:50%;display:grid;place-items:center;${done ? `background:${C.green}` : `box-shadow:inset 0 0 0 2px #d6d3ca`}">${done ? icon('check', 16, '#fff', 3) : ''}</span><div style="flex:1"><div style="font:600 15px Inter;color:${done ? C.mute : C.ink};${done ? 'text-decoration:line-through' : ''}">${t}</div><div style="font:500 12px Inter;color:${C.mute};margin-top:3px">${s}</div></div>${icon('chevron', 18, '#b8b5ad')}</div>`).join('')}</div>
    <div class="abs" style="left:22px;right:22px;top:700px;border-radius:20px;background:${C.lilacL};padding:16px;display:flex;align-items:center;gap:12px">${face(1, 44, '#fff')}<div style="flex:1;font:500 14px/1.35 Inter;color:${C.ink}">${w.note}</div></div>`;
}
/**
 * The 90 days' milestones, drawn on the phone's journey screen and on the wide picture: the day each falls on and where
 * it stands on each. Their words (when, the phone's short what, the wide picture's longer one) are the words' milestones.
 */
const MILESTONES: { day: number; phone: [number, number]; wide: [number, number] }[] = [
  { day: 1, phone: [90, 170], wide: [160, 640] },
  { day: 7, phone: [290, 290], wide: [560, 420] },
  { day: 30, phone: [110, 420], wide: [980, 640] },
  { day: 60, phone: [290, 560], wide: [1400, 400] },
  { day: 90, phone: [130, 690], wide: [1820, 560] },
];
const milestones = (lang: Lang) => MILESTONES.map((m, i) => ({ ...m, ...words[lang].milestones[i]! }));

export function journeyScreen(day = 12, lang: Lang = 'es'): string {
  const w = words[lang].journeyScreen;
  const pts = MILESTONES.map((m) => m.phone);
  return `${full(`background:${C.lilac}`)}
    <div class="abs" style="left:22px;right:22px;top:64px;display:flex;justify-content:space-between;align-items:center;color:${C.ink}">${icon('back', 22, C.ink)}<span style="font:800 18px ${B}">${w.title}</span>${icon('flag', 22, C.ink)}</div>
    <svg class="abs" style="left:0;top:0" width="390" height="844"><path d="${smoothPath(pts)}" fill="none" stroke="#fff" stroke-width="26" stroke-linecap="round" opacity=".6"/><path d="${smoothPath(pts)}" fill="none" stroke="${C.lilacD}" stroke-width="4" stroke-dasharray="2 12" stroke-linecap="round"/><path d="${smoothPath(pts.slice(0, 2))} " fill="none" stroke="${C.green}" stroke-width="10" stroke-linecap="round"/></svg>
    ${milestones(lang)
      .map(({ when, short, day: on, phone: [x, y] }, i) => {
        const done = on <= day;
        const cur = i === 2;
        return `<div class="abs" style="left:${x - 30}px;top:${y - 30}px;width:60px;height:60px;border-radius:50%;display:grid;place-items:center;${done ? `background:${C.green}` : cur ? `background:#fff;box-shadow:0 0 0 10px rgba(255,255,255,.35)` : `background:${C.lilacL}`}">${done ? icon('check', 26, '#fff', 3) : `<span style="font:800 15px ${B};color:${C.lilacD}">${on}</span>`}</div>
      <div class="abs" style="${x < 200 ? `left:${x + 42}px` : `right:${390 - x + 42}px;text-align:right`};top:${y - 22}px"><div style="font:800 19px ${B};color:${C.ink};letter-spacing:-.02em">${when}</div><div style="font:500 13px Inter;color:#4b3f73">${short}</div></div>`;
      })
      .join('')}
    <div class="abs" style="left:22px;right:22px;bottom:34px;height:58px;border-radius:99px;background:${C.ink};display:flex;align-items:center;justify-content:center;gap:8px;font:700 16px Inter;color:#fff">${w.go} ${icon('arrow', 18, '#fff', 2.4)}</div>`;
}
export function welcomeScreen(lang: Lang = 'es'): string {
  const w = words[lang].welcomeScreen;
  return `${full(`background:${C.green}`)}
    <svg class="abs" style="left:0;top:0" width="390" height="844"><circle cx="330" cy="180" r="120" fill="${C.greenD}" opacity=".5"/><circle cx="40" cy="520" r="90" fill="${C.lilac}" opacity=".5"/></svg>
    <div class="abs" style="left:0;right:0;top:150px;display:flex;justify-content:center"><div style="position:relative;width:240px;height:240px;border-radius:50%;background:${C.lilac};overflow:hidden"><svg class="abs" style="left:20px;top:30px" width="200" height="240" viewBox="0 0 200 240">${person(PEOPLE[0]!)}</svg></div></div>
    <div class="abs" style="left:250px;top:150px;width:64px;height:64px;border-radius:50%;background:${C.sun};display:grid;place-items:center;">${icon('sparkle', 34, C.ink, 2.4)}</div>
    <div class="abs" style="left:28px;right:28px;top:440px;font:800 50px/.98 ${B};letter-spacing:-.04em;color:#fff">${w.hello}</div>
    <div class="abs" style="left:28px;right:28px;top:560px;font:500 17px/1.45 Inter;color:rgba(255,255,255,.9)">${w.text}</div>
    <div class="abs" style="left:28px;top:680px;display:flex;gap:6px">${[1, 0, 0].map((on) => `<i style="width:${on ? 26 : 8}px;height:8px;border-radius:4px;background:${on ? '#fff' : 'rgba(255,255,255,.4)'}"></i>`).join('')}</div>
    <div class="abs" style="left:28px;right:28px;bottom:40px;height:58px;border-radius:99px;background:#fff;display:flex;align-items:center;justify-content:center;gap:8px;font:700 17px Inter;color:${C.greenD}">${w.start} ${icon('arrow', 18, C.greenD, 2.4)}</div>`;
}
export function teamScreen(lang: Lang = 'es'): string {
  const w = words[lang].teamScreen;
  return `${full(`background:${C.cream}`)}
    <div class="abs" style="left:22px;right:22px;top:64px;display:flex;justify-content:space-between;align-items:center">${icon('back', 22, C.ink)}<span style="font:800 18px ${B};color:${C.ink}">${w.title}</span>${icon('search', 22, C.ink)}</div>
    <div class="abs" style="left:22px;right:22px;top:116px;border-radius:28px;background:${C.lilac};padding:22px;overflow:hidden">
      <div style="font:600 12px Inter;letter-spacing:.12em;color:#4b3f73">${w.buddy}</div>
      <div style="display:flex;align-items:center;gap:16px;margin-top:14px">${face(1, 86, '#fff')}<div><div style="font:800 28px/1 ${B};letter-spacing:-.03em;color:${C.ink}">Marcos</div><div style="font:500 14px Inter;color:#4b3f73;margin-top:6px">${w.role}</div></div></div>
      <div style="display:flex;gap:8px;margin-top:18px"><span style="flex:1;height:46px;border-radius:99px;background:${C.ink};display:flex;align-items:center;justify-content:center;gap:8px;font:700 14px Inter;color:#fff">${icon('chat', 16, '#fff')}${w.write}</span><span style="flex:1;height:46px;border-radius:99px;background:#fff;display:flex;align-items:center;justify-content:center;gap:8px;font:700 14px Inter;color:${C.ink}">${icon('coffee', 16, C.ink)}${w.coffee}</span></div></div>
    <div class="abs" style="left:22px;right:22px;top:372px;font:800 20px ${B};color:${C.ink}">${w.meet}</div>
    <div class="abs" style="left:22px;right:22px;top:410px;display:flex;flex-direction:column;gap:10px">${w.people
      .map(
        ([n, r], i) =>
          `<div style="display:flex;align-items:center;gap:14px;padding:12px 14px;border-radius:18px;background:#fff;box-shadow:${SHADOW.flat}">${face([2, 3, 0][i]!, 48)}<div style="flex:1"><div style="font:700 15px Inter;color:${C.ink}">${n}</div><div style="font:500 13px Inter;color:${C.mute}">${r}</div></div><span style="padding:8px 12px;border-radius:99px;background:${C.greenL};font:700 12px Inter;color:${C.greenD}">${w.hi}</span></div>`,
      )
      .join('')}</div>`;
}

// ------------------------------------------------------------------ kit
function kitFlatLay(w: number, lang: Lang): string {
  const k = w / 1600;
  const copy = words[lang].kitFlatLay;
  const st = words[lang].stickers;
  const notebook = `<div style="width:${360 * k}px;height:${480 * k}px;border-radius:${10 * k}px;background:${C.green};box-shadow:${SHADOW.soft};position:relative;overflow:hidden"><div class="abs" style="right:${40 * k}px;top:0;bottom:0;width:${22 * k}px;background:${C.lilac}"></div><div class="abs" style="left:${34 * k}px;top:${40 * k}px">${weLogo(40 * k, '#fff', '#fff', C.green)}</div><div class="abs" style="left:${34 * k}px;bottom:${34 * k}px;font:800 ${44 * k}px/.95 ${B};color:#fff;letter-spacing:-.03em">${copy.notebook}</div></div>`;
  const mug = `<svg width="${260 * k}" height="${230 * k}" viewBox="0 0 260 230"><path d="M180 80 C250 70 250 170 180 160" fill="none" stroke="${C.lilacD}" stroke-width="24"/><circle cx="110" cy="115" r="100" fill="${C.lilac}"/><circle cx="110" cy="115" r="82" fill="#5a3a24"/><circle cx="110" cy="115" r="82" fill="url(#cf)"/><defs><radialGradient id="cf"><stop offset="0" stop-color="#c08a5a"/><stop offset=".6" stop-color="#7a4a2a"/><stop offset="1" stop-color="#4a2a16"/></radialGradient></defs><path d="M80 100 C100 90 120 130 140 118" fill="none" stroke="#e8c9a0" stroke-width="6" stroke-linecap="round" opacity=".7"/></svg>`;
  const stickers = `<div style="width:${300 * k}px;height:${390 * k}px;border-radius:${14 * k}px;background:#fff;box-shadow:${SHADOW.soft};padding:${24 * k}px;display:grid;grid-template-columns:1fr 1fr;gap:${18 * k}px;align-items:center;justify-items:center">
    ${weMark(100 * k)}<span style="width:${110 * k}px;height:${110 * k}px;border-radius:50%;background:${C.lilac};display:grid;place-items:center;font:800 ${26 * k}px/1 ${B};text-align:center;color:${C.ink}">${st.day}<br>1</span>
    <span style="padding:${12 * k}px ${16 * k}px;border-radius:99px;background:${C.sun};font:800 ${22 * k}px ${B};color:${C.ink}">${st.hello}</span><span style="width:${100 * k}px;height:${100 * k}px;border-radius:${26 * k}px;background:${C.ink};display:grid;place-items:center">${icon('star', 50 * k, C.sun, 2.4)}</span>
    <span style="grid-column:span 2;padding:${12 * k}px ${20 * k}px;border-radius:${14 * k}px;background:${C.green};font:800 ${24 * k}px ${B};color:#fff;letter-spacing:-.02em">${st.belong}</span></div>`;
  const card = `<div style="width:${380 * k}px;height:${240 * k}px;border-radius:${18 * k}px;background:${C.ink};box-shadow:${SHADOW.soft};padding:${26 * k}px;position:relative;overflow:hidden"><div class="abs" style="right:${-60 * k}px;top:${-60 * k}px;width:${220 * k}px;height:${220 * k}px;border-radius:50%;background:${C.green}"></div>${weLogo(34 * k, '#fff')}<div class="abs" style="left:${26 * k}px;bottom:${26 * k}px;font:500 ${15 * k}px/1.4 Inter;color:rgba(255,255,255,.7)"><b style="font:800 ${26 * k}px ${B};color:#fff">Juli Pereyra</b><br>${copy.role}</div></div>`;
  const pen = `<div style="width:${24 * k}px;height:${360 * k}px;border-radius:${12 * k}px;background:linear-gradient(90deg,${C.greenD},${C.green},${C.greenD});box-shadow:${SHADOW.flat}"></div>`;
  return `${place(170 * k, 300 * k, notebook, { r: -8 })}${place(610 * k, 160 * k, card, { r: 6 })}${place(1100 * k, 160 * k, mug)}${place(640 * k, 520 * k, stickers, { r: -4 })}${place(1080 * k, 500 * k, pen, { r: 30 })}${place(1160 * k, 640 * k, `<div style="width:${300 * k}px;height:${300 * k}px;border-radius:${24 * k}px;background:${C.lilacL};box-shadow:${SHADOW.soft};display:grid;place-items:center">${weLogo(44 * k)}</div>`, { r: 10 })}`;
}

export function scenes(lang: Lang): CaseScenes {
  const w = words[lang].scenes;
  const st = words[lang].stickers;
  const path = (w: number, h: number, pts: [number, number][], sw: number, c = '#fff', op = 0.5) =>
    `<svg class="abs" style="left:0;top:0" width="${w}" height="${h}"><path d="${smoothPath(pts)}" fill="none" stroke="${c}" stroke-width="${sw}" stroke-linecap="round" opacity="${op}"/><path d="${smoothPath(pts)}" fill="none" stroke="${C.lilacD}" stroke-width="${sw * 0.08}" stroke-dasharray="2 ${sw * 0.4}" stroke-linecap="round"/></svg>`;
  const banner = `${full(`background:${C.lilac}`)}
    ${path(
      2000,
      1125,
      [
        [-100, 900],
        [500, 820],
        [900, 400],
        [1400, 700],
        [2100, 200],
      ],
      120,
    )}
    ${place(110, 100, weLogo(56))}
    ${place(110, 820, `<div style="font:800 88px/.95 ${B};letter-spacing:-.045em;color:${C.ink}">${w.headline[0]}<br><span style="color:${C.greenD}">${w.headline[1]}</span></div>`)}
    ${place(760, 170, phone(welcomeScreen(lang), { statusInk: '#fff', homeInk: '#fff' }), { s: 0.98, r: -5 })}
    ${place(1240, 120, phone(todayScreen(12, lang), { shadow: SHADOW.deep }), { s: 0.98, r: 3 })}
    ${place(1660, 720, `<div style="padding:18px 24px;border-radius:22px;background:#fff;box-shadow:${SHADOW.soft};display:flex;align-items:center;gap:14px">${ring(0.33, 60, 9)}<div><div style="font:800 28px/1 ${B};color:${C.ink}">${st.day} 30</div><div style="font:500 14px Inter;color:${C.mute};margin-top:4px">${w.project}</div></div></div>`, { r: -4 })}`;
  const context1 = `${full(`background:${C.green}`)}
    ${path(
      1600,
      1200,
      [
        [-100, 1000],
        [400, 900],
        [800, 400],
        [1200, 800],
        [1700, 300],
      ],
      110,
      '#fff',
      0.25,
    )}
    ${place(110, 170, phone(journeyScreen(12, lang), { shadow: SHADOW.deep }))}
    ${place(593, 110, phone(todayScreen(12, lang), { shadow: SHADOW.deep }))}
    ${place(1076, 170, phone(teamScreen(lang), { shadow: SHADOW.deep }))}`;
  const context2 = `${full(`background:${C.cream}`)}${kitFlatLay(1600, lang)}`;
  const wpts = MILESTONES.map((m) => m.wide);
  const wide = `${full(`background:${C.lilacL}`)}
    <svg class="abs" style="left:0;top:0" width="2000" height="1000"><path d="${smoothPath([[-100, 700], ...wpts, [2100, 500]])}" fill="none" stroke="#fff" stroke-width="90" stroke-linecap="round"/><path d="${smoothPath([[-100, 700], ...wpts, [2100, 500]])}" fill="none" stroke="${C.lilac}" stroke-width="6" stroke-dasharray="4 22" stroke-linecap="round"/><path d="${smoothPath([[-100, 700], ...wpts.slice(0, 3)])}" fill="none" stroke="${C.green}" stroke-width="16" stroke-linecap="round"/></svg>
    ${place(110, 90, `<div style="display:flex;align-items:center;gap:40px">${weLogo(48)}<span style="font:800 54px ${B};letter-spacing:-.04em;color:${C.ink}">${w.journey}</span></div>`)}
    ${milestones(lang)
      .map(({ when, long, day, wide: [x, y] }, i) => {
        const done = i < 3;
        return place(
          x - 55,
          y - 55,
          `<div style="width:110px;height:110px;border-radius:50%;display:grid;place-items:center;${done ? `background:${C.green}` : 'background:#fff'};box-shadow:${SHADOW.lift}">${done ? icon('check', 48, '#fff', 3) : `<span style="font:800 32px ${B};color:${C.lilacD}">${day}</span>`}</div><div style="position:absolute;left:50%;top:${i % 2 ? -110 : 136}px;transform:translateX(-50%);text-align:center;white-space:nowrap"><div style="font:800 34px ${B};letter-spacing:-.03em;color:${C.ink}">${when}</div><div style="font:500 18px Inter;color:${C.mute};margin-top:4px">${long}</div></div>`,
        );
      })
      .join('')}
    ${place(1090, 560, `<div style="display:flex;align-items:center;gap:12px;padding:14px 20px 14px 14px;border-radius:99px;background:#fff;box-shadow:${SHADOW.soft}">${face(0, 54)}<span style="font:700 18px Inter;color:${C.ink}">${w.here}</span></div>`)}`;
  const detail1 = `${full(`background:${C.lilac}`)}${path(
    1200,
    1500,
    [
      [-100, 1300],
      [400, 1000],
      [700, 500],
      [1300, 200],
    ],
    120,
  )}${place(272, 170, phone(todayScreen(12, lang), { shadow: SHADOW.deep }), { s: 1.5 })}`;
  const stick = (inner: string, x: number, y: number, r: number) =>
    place(x, y, `<div style="filter:drop-shadow(0 10px 16px rgba(20,22,26,.16))">${inner}</div>`, { r });
  const detail2 = `${full(`background:${C.green}`)}
    ${place(130, 140, `<div style="width:940px;height:1220px;border-radius:40px;background:#fff;box-shadow:${SHADOW.deep}"></div>`)}
    ${stick(weMark(300), 220, 230, -8)}
    ${stick(`<span style="display:grid;place-items:center;width:330px;height:330px;border-radius:50%;background:${C.lilac};font:800 92px/.9 ${B};text-align:center;color:${C.ink};letter-spacing:-.04em">${st.day}<br>30</span>`, 620, 200, 8)}
    ${stick(`<span style="display:inline-block;padding:34px 56px;border-radius:99px;background:${C.sun};font:800 84px ${B};letter-spacing:-.04em;color:${C.ink}">${st.hello}</span>`, 230, 640, -4)}
    ${stick(`<span style="display:grid;place-items:center;width:250px;height:250px;border-radius:64px;background:${C.ink}">${icon('star', 130, C.sun, 2.2)}</span>`, 720, 620, 10)}
    ${stick(`<span style="display:inline-block;padding:36px 52px;border-radius:40px;background:${C.green};font:800 82px ${B};letter-spacing:-.04em;color:#fff">${st.belong}</span>`, 220, 980, 3)}`;
  const card = `${full(`background:${C.lilac}`)}
    ${path(
      1200,
      1500,
      [
        [-100, 1200],
        [300, 1100],
        [600, 600],
        [900, 900],
        [1300, 300],
      ],
      130,
    )}
    ${place(90, 90, weLogo(56))}
    ${place(170, 330, phone(welcomeScreen(lang), { statusInk: '#fff', homeInk: '#fff' }), { s: 1.0, r: -6 })}
    ${place(620, 420, phone(journeyScreen(12, lang), { shadow: SHADOW.deep }), { s: 1.0, r: 5 })}`;
  return { banner, context1, context2, wide, detail1, detail2, card };
}
