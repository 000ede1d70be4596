// Legislativa — open-data portal of a city legislature: bills, votes and sessions in plain language.
// Civic blue + off-white + small red accents. Space Grotesk + JetBrains Mono. Motif: the hemicycle of seats.
import type { CaseScenes, Lang } from '../lib/render.ts';
import { place, full, phone, laptop, browser, icon, SHADOW, chip, navList } from '../lib/ui.ts';
import { hemicycle } from '../lib/charts.ts';
import words from './legislativa.words.json' with { type: 'json' };

const C = {
  blue: '#2346c8',
  deep: '#0f1f5c',
  paper: '#f7f5ef',
  red: '#e03a2f',
  soft: '#e6ebfa',
  mid: '#8aa0ea',
  grey: '#6b7080',
  line: '#e4e1d8',
  ink: '#111318',
  abst: '#c9c6bd',
};
const BLOCS = [
  { v: 38, color: C.blue },
  { v: 5, color: C.abst },
  { v: 17, color: C.red },
];

/** The mark's seats (the scene's mark and the client logo): rows of 5, 8 and 11 on half circles, from the centre, y up. */
export function markSeats(radii: [number, number, number]): { x: number; y: number; outerEnd: boolean }[] {
  return radii.flatMap((r, row) => {
    const n = [5, 8, 11][row]!;
    return Array.from({ length: n }, (_, i) => {
      const a = Math.PI - (Math.PI * i) / (n - 1);
      return { x: r * Math.cos(a), y: r * Math.sin(a), outerEnd: row === 2 && i === n - 1 };
    });
  });
}
export function legMark(size: number, c = C.blue, accent = C.red): string {
  const dots = markSeats([14, 24, 34]).map(
    ({ x, y, outerEnd }) => `<circle cx="${40 + x}" cy="${40 - y}" r="3.2" fill="${outerEnd ? accent : c}"/>`,
  );
  return `<svg width="${size * 1.6}" height="${size}" viewBox="2 0 76 46">${dots.join('')}<rect x="30" y="40" width="20" height="5" rx="2.5" fill="${c}"/></svg>`;
}
export function legLogo(size: number, ink = C.ink, c = C.blue): string {
  return `<div style="display:inline-flex;align-items:center;gap:${size * 0.3}px">${legMark(size, c)}<span style="font:700 ${size * 0.74}px/1 'Space Grotesk';letter-spacing:-.03em;color:${ink}">Legislativa</span></div>`;
}
const mono = (t: string, size = 13, c = C.grey, w = 400) =>
  `<span style="font:${w} ${size}px 'JetBrains Mono';color:${c}">${t}</span>`;
type Status = 'passed' | 'committee' | 'rejected' | 'floor';
const STATUS: Record<Status, [string, string]> = {
  passed: [C.soft, C.blue],
  committee: ['#f1efe8', '#5a5d68'],
  rejected: ['#fde8e6', C.red],
  floor: [C.blue, '#fff'],
};
/** The bills on show: file number, topic (an index into the dashboard's `topics`) and status; titles in `bills`. */
const BILLS: [string, number, Status][] = [
  ['1482/24', 0, 'passed'],
  ['1519/24', 1, 'floor'],
  ['1377/24', 2, 'committee'],
  ['1290/24', 3, 'passed'],
  ['1603/24', 4, 'committee'],
  ['1244/24', 5, 'rejected'],
];

/** Proper names drawn the same in both languages. */
export const keptNames = ['Legislativa'] as const;

const status = (s: Status, lang: Lang) => {
  const [bg, fg] = STATUS[s];
  return chip(words[lang].status[s], bg, fg, 13);
};

function sideNav(lang: Lang, active = 1): string {
  const w = words[lang].sideNav;
  return `<div class="abs" style="left:0;top:0;bottom:0;width:250px;background:${C.deep};padding:28px 22px;color:#fff">
    ${legLogo(26, '#fff', '#fff')}
    ${navList(
      (['home', 'doc', 'vote', 'calendar', 'users', 'chart'] as const).map((name, i) => [name, w.nav[i]!]),
      {
        active,
        top: 44,
        gap: 6,
        radius: 10,
        weight: 500,
        iconSize: 19,
        on: 'background:rgba(255,255,255,.1);color:#fff',
        off: 'color:rgba(255,255,255,.6)',
      },
    )}
    <div style="position:absolute;left:22px;right:22px;bottom:28px;padding:16px;border-radius:14px;background:rgba(255,255,255,.06);font:500 13px/1.5 Inter;color:rgba(255,255,255,.7)"><b style="color:#fff">${w.api}</b><br>${w.apiText}</div></div>`;
}
function dashboard(lang: Lang): string {
  const w = words[lang].dashboard;
  const titles = words[lang].bills.titles;
  return `<div class="abs" style="inset:0;background:${C.paper}">${sideNav(lang, 1)}
    <div class="abs" style="left:290px;right:40px;top:30px;display:flex;align-items:center;gap:16px">
      <div style="flex:1;height:52px;border-radius:14px;background:#fff;box-shadow:inset 0 0 0 1px ${C.line};display:flex;align-items:center;gap:12px;padding:0 18px;font:500 16px Inter;color:#8b8e99">${icon('search', 20, C.grey)}${w.search}</div>
      <span style="height:52px;padding:0 18px;border-radius:14px;background:#fff;box-shadow:inset 0 0 0 1px ${C.line};display:flex;align-items:center;gap:8px;font:600 15px Inter;color:${C.ink}">${icon('filter', 18, C.ink)}${w.filters}</span></div>
    <div class="abs" style="left:290px;top:120px;font:700 50px/1 'Space Grotesk';letter-spacing:-.03em;color:${C.ink}">${w.title}</div>
    <div class="abs" style="left:290px;top:186px;display:flex;gap:10px">${[`${w.all} · 412`, w.topics[0]!, w.topics[1]!, w.topics[2]!, w.topics[4]!].map((t, i) => chip(t, i === 0 ? C.ink : '#fff', i === 0 ? '#fff' : C.ink, 14, i ? `box-shadow:inset 0 0 0 1px ${C.line}` : '')).join('')}</div>
    <div class="abs" style="left:290px;top:246px;width:720px;border-radius:18px;background:#fff;box-shadow:inset 0 0 0 1px ${C.line};overflow:hidden">
      <div style="display:grid;grid-template-columns:130px 1fr 130px 140px;column-gap:16px;padding:14px 22px;font:600 12px Inter;letter-spacing:.08em;color:${C.grey};border-bottom:1px solid ${C.line}">${w.columns.map((t) => `<span>${t}</span>`).join('')}</div>
      ${BILLS.map(([e, topic, st], i) => `<div style="display:grid;grid-template-columns:130px 1fr 130px 140px;column-gap:16px;align-items:center;padding:0 22px;height:90px;${i < BILLS.length - 1 ? `border-bottom:1px solid ${C.line}` : ''}">${mono(`${w.file} ${e}`, 13)}<span style="font:600 16px/1.3 Inter;color:${C.ink}">${titles[i]}</span><span style="font:500 14px Inter;color:${C.grey}">${w.topics[topic]}</span><span>${status(st, lang)}</span></div>`).join('')}
    </div>
    <div class="abs" style="left:1040px;right:40px;top:246px;display:flex;flex-direction:column;gap:20px">
      <div style="border-radius:18px;background:${C.blue};color:#fff;padding:22px;height:310px;position:relative;overflow:hidden"><div style="display:flex;gap:8px;align-items:center;font:600 13px Inter;letter-spacing:.08em"><i style="width:8px;height:8px;border-radius:50%;background:${C.red};box-shadow:0 0 0 4px rgba(224,58,47,.35)"></i>${w.live}</div><div style="font:700 26px/1.1 'Space Grotesk';margin-top:14px;letter-spacing:-.02em">${w.studentPass.join('<br>')}</div><div class="abs" style="left:22px;bottom:18px">${liveVote(9, 'rgba(255,255,255,.35)', 'rgba(255,255,255,.14)')}</div></div>
      <div style="border-radius:18px;background:#fff;box-shadow:inset 0 0 0 1px ${C.line};padding:22px;height:280px"><div style="font:700 16px Inter;color:${C.ink}">${w.byTopic}</div><div style="margin-top:14px;display:flex;flex-direction:column;gap:10px">${[
        [w.topics[0]!, 86],
        [w.topics[1]!, 64],
        [w.topics[4]!, 48],
        [w.topics[6]!, 41],
        [w.topics[7]!, 33],
      ]
        .map(
          ([t, v]) =>
            `<div><div style="display:flex;justify-content:space-between;font:500 13px Inter;color:${C.grey}"><span>${t}</span>${mono(String(v), 13, C.ink, 600)}</div><div style="height:8px;border-radius:4px;background:${C.soft};margin-top:6px"><div style="height:100%;width:${(v as number) / 0.9}%;border-radius:4px;background:${C.blue}"></div></div></div>`,
        )
        .join('')}</div></div>
    </div></div>`;
}

function voteBoard(w: number, h: number, lang: Lang): string {
  const k = w / 1400;
  const vote = words[lang].vote;
  const blocs: [string, number, number, number][] = (
    [
      [18, 0, 1],
      [9, 2, 0],
      [7, 1, 3],
      [2, 2, 9],
      [2, 0, 4],
    ] as const
  ).map(([a, ab, c], i) => [vote.blocs[i]!, a, ab, c]);
  return `<div style="position:relative;width:${w}px;height:${h}px;border-radius:${24 * k}px;background:#fff;box-shadow:${SHADOW.soft};overflow:hidden;padding:${56 * k}px">
    <div style="display:flex;justify-content:space-between;align-items:flex-start"><div>${mono(vote.label, 15 * k, C.grey)}<div style="font:700 ${56 * k}px/1 'Space Grotesk';letter-spacing:-.03em;color:${C.ink};margin-top:${14 * k}px">${words[lang].bills.titles[0]}</div></div>${chip(`${icon('check', 18 * k, '#fff', 3)} ${vote.passed}`, C.blue, '#fff', 20 * k)}</div>
    <div class="abs" style="left:${56 * k}px;top:${250 * k}px">${hemicycle(BLOCS, 700 * k, { rows: 4, dot: 22 * k })}</div>
    <div class="abs" style="left:${56 * k}px;top:${660 * k}px;width:${700 * k}px;display:flex;justify-content:space-around">${[
      ['38', vote.tally[0]!, C.blue],
      ['17', vote.tally[1]!, C.red],
      ['5', vote.tally[2]!, '#9a978f'],
    ]
      .map(
        ([n, t, c]) =>
          `<div style="text-align:center"><div style="font:700 ${64 * k}px/1 'Space Grotesk';color:${c}">${n}</div><div style="font:500 ${16 * k}px Inter;color:${C.grey};margin-top:${6 * k}px">${t}</div></div>`,
      )
      .join('')}</div>
    <div class="abs" style="left:${830 * k}px;top:${250 * k}px;right:${56 * k}px"><div style="font:700 ${18 * k}px Inter;color:${C.ink};margin-bottom:${22 * k}px">${vote.blocsTitle}</div>
      ${blocs
        .map(([n, a, ab, c]) => {
          const t = a + ab + c;
          return `<div style="margin-bottom:${26 * k}px"><div style="display:flex;justify-content:space-between;font:500 ${15 * k}px Inter;color:${C.ink}"><span>${n}</span>${mono(`${a} · ${ab} · ${c}`, 14 * k, C.grey)}</div><div style="display:flex;gap:${3 * k}px;height:${16 * k}px;margin-top:${8 * k}px"><i style="flex:${a};background:${C.blue};border-radius:${4 * k}px"></i>${ab ? `<i style="flex:${ab};background:${C.abst};border-radius:${4 * k}px"></i>` : ''}${c ? `<i style="flex:${c};background:${C.red};border-radius:${4 * k}px"></i>` : ''}</div><div style="display:none">${t}</div></div>`;
        })
        .join('')}</div></div>`;
}

/** The vote in session on the student pass (for, abstaining, against, absent), drawn on the civic blue. */
function liveVote(dot: number, abstaining: string, absent: string): string {
  const vote = [
    { v: 31, color: '#fff' },
    { v: 4, color: abstaining },
    { v: 12, color: C.red },
    { v: 13, color: absent },
  ];
  return hemicycle(vote, 300, { rows: 4, dot });
}
/** The session's agenda: time, bill (an index into `bills`) and status. */
const AGENDA: [string, number, Status][] = [
  ['10:12', 0, 'passed'],
  ['10:48', 1, 'floor'],
  ['—', 3, 'committee'],
];
function sessionScreen(lang: Lang): string {
  const w = words[lang].sessionScreen;
  const titles = words[lang].bills.titles;
  return `${full(`background:${C.paper}`)}
    <div class="abs" style="left:0;right:0;top:0;height:420px;background:${C.blue}"></div>
    <div class="abs" style="left:22px;right:22px;top:64px;display:flex;justify-content:space-between;align-items:center">${legLogo(20, '#fff', '#fff')}${icon('bell', 22, '#fff')}</div>
    <div class="abs" style="left:22px;top:118px;display:flex;gap:8px;align-items:center;font:600 12px Inter;letter-spacing:.1em;color:#fff"><i style="width:8px;height:8px;border-radius:50%;background:${C.red};box-shadow:0 0 0 4px rgba(224,58,47,.4)"></i>${w.live}</div>
    <div class="abs" style="left:22px;right:22px;top:146px;font:700 32px/1.05 'Space Grotesk';letter-spacing:-.02em;color:#fff">${w.studentPass}</div>
    <div class="abs" style="left:45px;top:240px">${liveVote(10, 'rgba(255,255,255,.4)', 'rgba(255,255,255,.16)')}</div>
    <div class="abs" style="left:22px;right:22px;top:400px;border-radius:20px;background:#fff;padding:16px 20px;display:flex;justify-content:space-between;box-shadow:${SHADOW.flat}">${[
      ['31', w.tally[0]!, C.blue],
      ['12', w.tally[1]!, C.red],
      ['4', w.tally[2]!, '#9a978f'],
      ['13', w.tally[3]!, C.grey],
    ]
      .map(
        ([n, t, c]) =>
          `<div style="text-align:center"><div style="font:700 26px 'Space Grotesk';color:${c}">${n}</div><div style="font:500 12px Inter;color:${C.grey}">${t}</div></div>`,
      )
      .join('')}</div>
    <div class="abs" style="left:22px;right:22px;top:510px"><div style="font:700 16px Inter;color:${C.ink};margin-bottom:12px">${w.agenda}</div>
      ${AGENDA.map(([t, b, s]) => `<div style="display:flex;gap:12px;align-items:center;padding:14px 0;border-bottom:1px solid ${C.line}">${mono(t, 12)}<span style="flex:1;font:600 14px Inter;color:${C.ink}">${titles[b]}</span>${status(s, lang)}</div>`).join('')}</div>`;
}

function explainer(w: number, h: number, lang: Lang): string {
  const k = w / 900;
  const text = words[lang].explainer;
  return `<div style="position:relative;width:${w}px;height:${h}px;border-radius:${28 * k}px;background:#fff;box-shadow:${SHADOW.soft};padding:${64 * k}px">
    ${mono(text.label, 16 * k)}
    <div style="font:700 ${78 * k}px/.98 'Space Grotesk';letter-spacing:-.035em;color:${C.ink};margin-top:${22 * k}px">${text.title}</div>
    <div style="margin-top:${50 * k}px;display:flex;flex-direction:column;gap:${34 * k}px">${[
      ['leaf', text.points[0]],
      ['calendar', text.points[1]],
      ['eye', text.points[2]],
    ]
      .map(
        ([ic, t], i) =>
          `<div style="display:flex;gap:${24 * k}px;align-items:flex-start"><span style="flex:none;width:${64 * k}px;height:${64 * k}px;border-radius:${18 * k}px;background:${i === 0 ? C.blue : C.soft};display:grid;place-items:center">${icon(ic!, 30 * k, i === 0 ? '#fff' : C.blue)}</span><span style="font:500 ${28 * k}px/1.3 Inter;color:${C.ink};padding-top:${10 * k}px">${t}</span></div>`,
      )
      .join('')}</div>
    <svg class="abs" style="left:${64 * k}px;bottom:${150 * k}px" width="${w - 128 * k}" height="${260 * k}" viewBox="0 0 772 260">${[
      0, 1, 2, 3, 4, 5,
    ]
      .map((i) => {
        const x = 76 + i * 124,
          r = 46 + (i % 3) * 12;
        return `<rect x="${x - 5}" y="${200 - r}" width="10" height="${r + 40}" rx="5" fill="${C.deep}"/><circle cx="${x}" cy="${200 - r * 1.5}" r="${r}" fill="${i % 2 ? C.blue : C.mid}"/>`;
      })
      .join('')}<rect x="0" y="236" width="772" height="12" rx="6" fill="${C.soft}"/></svg>
    <div class="abs" style="left:${64 * k}px;right:${64 * k}px;bottom:${56 * k}px;display:flex;justify-content:space-between;align-items:center;border-top:1px solid ${C.line};padding-top:${28 * k}px">${legLogo(30 * k)}${chip(`${icon('check', 16 * k, '#fff', 3)} ${words[lang].vote.passed} 38–17`, C.blue, '#fff', 17 * k)}</div></div>`;
}

export function scenes(lang: Lang): CaseScenes {
  const w = words[lang].scenes;
  const { tally } = words[lang].vote;
  const dotsBg = (c: string) =>
    full(`background-image:radial-gradient(${c} 2px,transparent 2.5px);background-size:28px 28px;opacity:.6`);
  const banner = `${full(`background:${C.paper}`)}${dotsBg('#dcd8cc')}
    ${place(110, 560, hemicycle(BLOCS, 720, { rows: 4, dot: 24 }))}${place(
      110,
      980,
      `<div style="display:flex;gap:26px;font:500 18px Inter;color:${C.grey}">${[
        [`38 ${tally[0]}`, C.blue],
        [`17 ${tally[1]}`, C.red],
        [`5 ${tally[2]}`, C.abst],
      ]
        .map(
          ([t, c]) =>
            `<span style="display:flex;align-items:center;gap:8px"><i style="width:12px;height:12px;border-radius:50%;background:${c}"></i>${t}</span>`,
        )
        .join('')}</div>`,
    )}
    ${place(110, 110, legLogo(48))}
    ${place(110, 200, `<div style="font:700 64px/1 'Space Grotesk';letter-spacing:-.035em;color:${C.ink}">${w.headline[0]}<br><span style="color:${C.blue}">${w.headline[1]}</span></div>`)}
    ${place(880, 200, laptop(dashboard(lang)), { s: 0.64 })}`;
  const context1 = `${full(`background:${C.blue}`)}${dotsBg('rgba(255,255,255,.14)')}${place(80, 110, browser(dashboard(lang), 1440, 948, { url: w.url, shadow: SHADOW.deep }), { s: 0.95 })}`;
  const context2 = `${full(`background:${C.soft}`)}${place(100, 160, voteBoard(1400, 880, lang))}`;
  const wide = `${full(`background:${C.deep}`)}${dotsBg('rgba(255,255,255,.07)')}
    ${place(110, 100, `<div style="font:700 84px/1 'Space Grotesk';letter-spacing:-.035em;color:#fff">${w.wideTitle}</div>`)}
    ${place(112, 208, mono(w.wideLabel, 20, 'rgba(255,255,255,.6)'))}
    <svg class="abs" style="left:0;top:0" width="2000" height="1000"><path d="M170 620 H1850" stroke="rgba(255,255,255,.18)" stroke-width="6"/><path d="M170 620 H1430" stroke="${C.mid}" stroke-width="10" stroke-linecap="round"/></svg>
    ${w.stages
      .map((s, i) => {
        const x = 170 + i * 420;
        const done = i < 3,
          cur = i === 3;
        return `${place(x - 40, 580, `<div style="width:80px;height:80px;border-radius:50%;display:grid;place-items:center;${done ? `background:${C.mid}` : cur ? `background:#fff;box-shadow:0 0 0 16px rgba(255,255,255,.14)` : 'background:#26346e'}">${done ? icon('check', 36, C.deep, 3) : cur ? `<i style="width:24px;height:24px;border-radius:50%;background:${C.red}"></i>` : ''}</div>`)}
      ${place(x - 40, 700, `<div style="font:700 36px 'Space Grotesk';color:${done || cur ? '#fff' : 'rgba(255,255,255,.4)'};letter-spacing:-.02em">${s}</div><div style="margin-top:10px">${mono(w.stageDates[i]!, 18, done || cur ? C.mid : 'rgba(255,255,255,.3)')}</div>`)}`;
      })
      .join('')}
    ${place(1130, 300, `<div style="width:460px;border-radius:22px;background:#fff;padding:26px;box-shadow:${SHADOW.deep}"><div style="display:flex;justify-content:space-between;align-items:center">${mono(w.onFloor, 14)}${status('floor', lang)}</div><div style="font:600 22px/1.4 Inter;color:${C.ink};margin-top:14px">${w.floorNote}</div></div>`, { r: -2 })}
    ${place(170, 860, `<div style="display:flex;gap:16px">${w.facts.map((t) => chip(t, 'rgba(255,255,255,.08)', '#fff', 19)).join('')}</div>`)}`;
  const detail1 = `${full(`background:${C.blue}`)}${dotsBg('rgba(255,255,255,.14)')}${place(272, 170, phone(sessionScreen(lang), { statusInk: '#fff' }), { s: 1.5 })}`;
  const detail2 = `${full(`background:${C.paper}`)}${dotsBg('#dcd8cc')}${place(150, 190, explainer(900, 1120, lang))}`;
  const card = `${full(`background:${C.blue}`)}${dotsBg('rgba(255,255,255,.12)')}
    ${place(
      -200,
      760,
      hemicycle(
        [
          { v: 38, color: '#fff' },
          { v: 5, color: 'rgba(255,255,255,.35)' },
          { v: 17, color: C.red },
        ],
        1600,
        { rows: 4, dot: 44 },
      ),
    )}
    ${place(100, 100, legLogo(50, '#fff', '#fff'))}
    ${place(100, 220, `<div style="font:700 96px/.95 'Space Grotesk';letter-spacing:-.04em;color:#fff">${w.headline[0]}<br><span style="color:${C.deep}">${w.headline[1]}</span></div>`)}
    ${place(610, 520, phone(sessionScreen(lang), { statusInk: '#fff' }), { s: 0.95, r: 6 })}`;
  return { banner, context1, context2, wide, detail1, detail2, card };
}
