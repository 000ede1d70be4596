// Rutax — tax dashboard for freelancers; product design and design system. Indigo + mint. Inter + JetBrains Mono.
// Motif: a route line linking due dates.
import type { CaseScenes, Lang } from '../lib/render.ts';
import { place, full, phone, laptop, browser, icon, SHADOW, chip, navList } from '../lib/ui.ts';
import { barChart, lineChart, smoothPath } from '../lib/charts.ts';
import words from './rutax.words.json' with { type: 'json' };

const C = {
  indigo: '#3b2fd1',
  deep: '#1d1670',
  night: '#120e4a',
  mint: '#5ef0c1',
  mintD: '#1fbf8c',
  bg: '#f5f5fb',
  ink: '#12122a',
  mute: '#6e6e8a',
  line: '#e6e6f2',
  soft: '#ecebff',
  amber: '#ffb547',
  red: '#ff5d6c',
};
/** Proper names drawn the same in both languages: the tax regime and clients. */
export const keptNames = ['Monotributo', 'Estudio Norte', 'Café Ñandú', 'Flota Sur'] as const;

const mono = (t: string, size = 14, c = C.ink, w = 600) =>
  `<span style="font:${w} ${size}px 'JetBrains Mono';color:${c};letter-spacing:-.02em">${t}</span>`;

export function rutaxMark(size: number, bg = C.indigo, fg = C.mint): string {
  return `<svg width="${size}" height="${size}" viewBox="0 0 48 48"><rect width="48" height="48" rx="14" fill="${bg}"/><path d="M14 34 C14 22 34 28 34 15" fill="none" stroke="${fg}" stroke-width="5" stroke-linecap="round"/><circle cx="14" cy="35" r="4.5" fill="${fg}"/><circle cx="34" cy="13" r="4.5" fill="none" stroke="${fg}" stroke-width="3.5"/></svg>`;
}
export function rutaxLogo(size: number, ink = C.ink, bg = C.indigo, fg = C.mint): string {
  return `<div style="display:inline-flex;align-items:center;gap:${size * 0.25}px">${rutaxMark(size, bg, fg)}<span style="font:800 ${size * 0.8}px/1 Inter;letter-spacing:-.055em;color:${ink}">rutax</span></div>`;
}

function sidebar(lang: Lang): string {
  const w = words[lang].sidebar;
  const icons = ['home', 'receipt', 'calendar', 'wallet', 'chart', 'settings'];
  return `<div class="abs" style="left:0;top:0;bottom:0;width:240px;background:#fff;border-right:1px solid ${C.line};padding:26px 18px">
    ${rutaxLogo(32)}
    ${navList(
      w.nav.map((label, i): [string, string] => [icons[i]!, label]),
      {
        active: 0,
        top: 40,
        gap: 4,
        radius: 12,
        weight: 600,
        iconSize: 20,
        on: `background:${C.soft};color:${C.indigo}`,
        off: `color:${C.mute}`,
      },
    )}
    <div style="position:absolute;left:18px;right:18px;bottom:24px;padding:16px;border-radius:16px;background:${C.night};color:#fff"><div style="font:600 12px Inter;color:${C.mint};letter-spacing:.08em">MONOTRIBUTO</div><div style="font:800 22px Inter;margin-top:6px;letter-spacing:-.02em">${w.category}</div><div style="height:6px;border-radius:3px;background:rgba(255,255,255,.15);margin-top:12px"><div style="width:64%;height:100%;border-radius:3px;background:${C.mint}"></div></div><div style="font:500 12px Inter;color:rgba(255,255,255,.6);margin-top:8px">${w.cap}</div></div></div>`;
}
export function dashboard(lang: Lang): string {
  const w = words[lang].dashboard;
  const statInk = [C.mintD, C.indigo, C.red];
  const dueInk = [C.red, C.amber, C.indigo, C.mintD];
  const vals = [820, 960, 880, 1120, 1040, 1260, 1180, 1340, 1290, 1460, 1380, 1520];
  return `<div class="abs" style="inset:0;background:${C.bg}">${sidebar(lang)}
    <div class="abs" style="left:280px;right:40px;top:30px;display:flex;align-items:center;justify-content:space-between"><div><div style="font:500 15px Inter;color:${C.mute}">${w.hello}</div><div style="font:800 34px Inter;letter-spacing:-.035em;color:${C.ink};margin-top:2px">${w.title}</div></div><div style="display:flex;gap:12px;align-items:center"><span style="width:46px;height:46px;border-radius:14px;background:#fff;box-shadow:inset 0 0 0 1px ${C.line};display:grid;place-items:center">${icon('bell', 20, C.ink)}</span><span style="height:46px;padding:0 20px;border-radius:14px;background:${C.indigo};display:flex;align-items:center;gap:8px;font:700 15px Inter;color:#fff">${icon('plus', 18, '#fff')}${w.invoice}</span></div></div>
    <div class="abs" style="left:280px;right:40px;top:130px;display:grid;grid-template-columns:repeat(3,1fr);gap:20px">
      ${w.stats
        .map(
          ([t, n, s], i) =>
            `<div style="border-radius:20px;background:${i === 2 ? C.indigo : '#fff'};padding:22px;${i === 2 ? '' : `box-shadow:inset 0 0 0 1px ${C.line}`}"><div style="font:600 14px Inter;color:${i === 2 ? 'rgba(255,255,255,.7)' : C.mute}">${t}</div><div style="margin-top:10px">${mono(n!, 32, i === 2 ? '#fff' : C.ink, 800)}</div><div style="margin-top:10px;font:600 13px Inter;color:${i === 2 ? C.mint : statInk[i]}">${s}</div></div>`,
        )
        .join('')}</div>
    <div class="abs" style="left:280px;top:310px;width:700px;height:560px;border-radius:20px;background:#fff;box-shadow:inset 0 0 0 1px ${C.line};padding:24px">
      <div style="display:flex;justify-content:space-between;align-items:center"><span style="font:700 18px Inter;color:${C.ink}">${w.income}</span><span style="display:flex;gap:6px">${w.ranges.map((t, i) => chip(t, i === 0 ? C.ink : C.bg, i === 0 ? '#fff' : C.mute, 13)).join('')}</span></div>
      <div style="margin-top:30px;position:relative">${barChart(vals, { w: 652, h: 330, colors: C.soft, highlight: 11, hiColor: C.indigo, gap: 14, radius: 8 })}
        <div class="abs" style="left:0;top:0">${lineChart(
          vals.map((v) => v * 0.13),
          { w: 652, h: 330, color: C.mintD, sw: 3, min: 0, max: 260, pad: 26, dash: true },
        )}</div></div>
      <div style="display:flex;justify-content:space-between;margin-top:12px;padding:0 16px">${w.months.map((m) => `<span style="font:600 13px Inter;color:${C.mute}">${m}</span>`).join('')}</div>
      <div style="display:flex;gap:20px;margin-top:18px;font:500 13px Inter;color:${C.mute}"><span style="display:flex;gap:6px;align-items:center"><i style="width:10px;height:10px;border-radius:3px;background:${C.indigo}"></i>${w.billed}</span><span style="display:flex;gap:6px;align-items:center"><i style="width:14px;height:0;border-top:3px dashed ${C.mintD}"></i>${w.taxes}</span></div></div>
    <div class="abs" style="left:1000px;right:40px;top:310px;height:560px;border-radius:20px;background:#fff;box-shadow:inset 0 0 0 1px ${C.line};padding:24px">
      <div style="font:700 18px Inter;color:${C.ink}">${w.due}</div>
      <svg class="abs" style="left:44px;top:86px" width="40" height="420"><path d="M20 10 V410" stroke="${C.line}" stroke-width="3" stroke-dasharray="2 8" stroke-linecap="round"/></svg>
      <div style="margin-top:20px;display:flex;flex-direction:column;gap:18px">${w.dues
        .map(([d, t, v, s], i) => ({ d, t, v, s, c: dueInk[i] }))
        .map(
          ({ d, t, v, c, s }) =>
            `<div style="display:flex;gap:16px;align-items:center;position:relative"><span style="width:40px;height:40px;border-radius:50%;background:#fff;box-shadow:inset 0 0 0 3px ${c};display:grid;place-items:center;flex:none"><i style="width:12px;height:12px;border-radius:50%;background:${c}"></i></span><div style="flex:1;padding:14px 16px;border-radius:16px;background:${C.bg}"><div style="display:flex;justify-content:space-between"><span style="font:700 15px Inter;color:${C.ink}">${t}</span>${mono(v!, 14)}</div><div style="display:flex;justify-content:space-between;margin-top:6px;font:500 13px Inter;color:${C.mute}"><span>${d}</span><span style="color:${c};font-weight:700">${s}</span></div></div></div>`,
        )
        .join('')}</div></div></div>`;
}

function lockScreen(lang: Lang): string {
  const { notes, date } = words[lang].lockScreen;
  return `${full(`background:radial-gradient(120% 80% at 30% 10%,${C.indigo},${C.night} 70%)`)}
    <svg class="abs" style="left:0;top:0" width="390" height="844"><path d="M-20 700 C100 600 300 760 420 560" fill="none" stroke="${C.mint}" stroke-width="2" opacity=".4"/><path d="M-20 740 C120 640 300 800 420 600" fill="none" stroke="${C.mint}" stroke-width="2" opacity=".2"/></svg>
    <div class="abs" style="left:0;right:0;top:96px;text-align:center;font:600 19px Inter;color:rgba(255,255,255,.85)">${date}</div>
    <div class="abs" style="left:0;right:0;top:118px;text-align:center;font:700 96px/1 Inter;letter-spacing:-.04em;color:#fff">9:41</div>
    <div class="abs" style="left:12px;right:12px;top:280px;display:flex;flex-direction:column;gap:10px">${notes.map(([t, s, w], i) => `<div style="display:flex;gap:12px;padding:14px;border-radius:22px;background:rgba(255,255,255,${i === 0 ? 0.92 : 0.72});${i ? `transform:scale(${1 - i * 0.02})` : ''}">${rutaxMark(40)}<div style="flex:1"><div style="display:flex;justify-content:space-between;font:700 14px Inter;color:${C.ink}"><span>Rutax</span><span style="font-weight:500;color:${C.mute};font-size:13px">${w}</span></div><div style="font:700 15px Inter;color:${C.ink};margin-top:3px">${t}</div><div style="font:500 14px Inter;color:#3d3d57;margin-top:2px">${s}</div></div></div>`).join('')}</div>
    <div class="abs" style="left:40px;bottom:48px;width:50px;height:50px;border-radius:50%;background:rgba(255,255,255,.15);display:grid;place-items:center">${icon('bolt', 22, '#fff')}</div><div class="abs" style="right:40px;bottom:48px;width:50px;height:50px;border-radius:50%;background:rgba(255,255,255,.15);display:grid;place-items:center">${icon('eye', 22, '#fff')}</div>`;
}
function payScreen(lang: Lang): string {
  const w = words[lang].payScreen;
  return `${full(`background:${C.bg}`)}
    <div class="abs" style="left:22px;right:22px;top:64px;display:flex;justify-content:space-between;align-items:center">${icon('back', 22, C.ink)}<span style="font:700 17px Inter;color:${C.ink}">${w.title}</span>${icon('close', 22, C.ink)}</div>
    <div class="abs" style="left:22px;right:22px;top:120px;border-radius:26px;background:${C.indigo};padding:24px;color:#fff;overflow:hidden"><div style="font:600 13px Inter;color:rgba(255,255,255,.7)">${w.total}</div><div style="margin-top:8px">${mono(w.amount, 44, '#fff', 800)}</div><div style="margin-top:14px;display:flex;gap:8px">${chip(w.due, 'rgba(255,255,255,.14)', '#fff', 13)}${chip('Cat. D', C.mint, C.night, 13)}</div></div>
    <div class="abs" style="left:22px;right:22px;top:316px;border-radius:20px;background:#fff;box-shadow:inset 0 0 0 1px ${C.line}">${w.parts
      .map(
        ([t, v], i) =>
          `<div style="display:flex;justify-content:space-between;padding:16px 18px;${i < 2 ? `border-bottom:1px solid ${C.line}` : ''}"><span style="font:500 15px Inter;color:${C.mute}">${t}</span>${mono(v!, 15)}</div>`,
      )
      .join('')}</div>
    <div class="abs" style="left:22px;right:22px;top:506px;font:700 15px Inter;color:${C.ink}">${w.payWith}</div>
    <div class="abs" style="left:22px;right:22px;top:538px;display:flex;flex-direction:column;gap:10px">${[
      ['wallet', w.account[0], w.account[1], true],
      ['card', `${w.debit} •••• 2231`, '', false],
    ]
      .map(
        ([ic, t, s, on]) =>
          `<div style="display:flex;align-items:center;gap:12px;padding:14px 16px;border-radius:16px;background:#fff;box-shadow:inset 0 0 0 ${on ? 2 : 1}px ${on ? C.indigo : C.line}">${icon(ic as string, 22, C.indigo)}<span style="flex:1;font:600 15px Inter;color:${C.ink}">${t}</span>${mono(s as string, 13, C.mute, 500)}<span style="width:22px;height:22px;border-radius:50%;box-shadow:inset 0 0 0 ${on ? 7 : 2}px ${on ? C.indigo : C.line}"></span></div>`,
      )
      .join('')}</div>
    <div class="abs" style="left:22px;right:22px;bottom:40px;height:58px;border-radius:18px;background:${C.mint};display:flex;align-items:center;justify-content:center;gap:8px;font:800 17px Inter;color:${C.night}">${w.pay} ${icon('arrow', 18, C.night, 2.6)}</div>`;
}
function homeScreen(lang: Lang): string {
  const w = words[lang].homeScreen;
  return `${full(`background:${C.bg}`)}
    <div class="abs" style="left:22px;right:22px;top:62px;display:flex;justify-content:space-between;align-items:center">${rutaxLogo(30)}${icon('bell', 22, C.ink)}</div>
    <div class="abs" style="left:22px;right:22px;top:116px;border-radius:26px;background:${C.night};padding:22px;color:#fff;position:relative;overflow:hidden"><div style="font:600 13px Inter;color:rgba(255,255,255,.6)">${w.billed}</div><div style="margin-top:6px">${mono(w.total, 34, '#fff', 800)}</div><div style="margin-top:12px">${lineChart([4, 5, 4.6, 6, 5.5, 7, 6.8, 8, 7.6, 9], { w: 302, h: 80, color: C.mint, fill: C.mint, sw: 3, pad: 4 })}</div></div>
    <div class="abs" style="left:22px;right:22px;top:350px;display:grid;grid-template-columns:1fr 1fr;gap:12px">${w.tiles
      .map(
        ([t, v], i) =>
          `<div style="padding:16px;border-radius:20px;background:#fff;box-shadow:inset 0 0 0 1px ${C.line}"><div style="font:600 13px Inter;color:${C.mute}">${t}</div><div style="margin-top:6px">${mono(v!, 22, [C.indigo, C.mintD][i], 800)}</div></div>`,
      )
      .join('')}</div>
    <div class="abs" style="left:22px;right:22px;top:460px;display:flex;align-items:center;gap:14px;padding:16px;border-radius:20px;background:#fff;box-shadow:inset 0 0 0 2px ${C.red}"><span style="width:48px;height:48px;border-radius:14px;background:#ffe8ea;display:grid;place-items:center">${icon('calendar', 22, C.red)}</span><div style="flex:1"><div style="font:700 15px Inter;color:${C.ink}">${w.due}</div><div style="font:600 13px Inter;color:${C.red};margin-top:3px">${w.soon}</div></div>${mono(w.amount, 14)}</div>
    <div class="abs" style="left:22px;right:22px;top:560px;font:700 16px Inter;color:${C.ink}">${w.latest}</div>
    <div class="abs" style="left:22px;right:22px;top:592px">${[
      ['Estudio Norte', 'C-0012', w.invoices[0]],
      ['Café Ñandú', 'C-0011', w.invoices[1]],
      ['Flota Sur', 'C-0010', w.invoices[2]],
    ]
      .map(
        ([n, c, v]) =>
          `<div style="display:flex;justify-content:space-between;align-items:center;padding:12px 0;border-bottom:1px solid ${C.line}"><div><div style="font:600 15px Inter;color:${C.ink}">${n}</div>${mono(c!, 12, C.mute, 500)}</div>${mono(v!, 14)}</div>`,
      )
      .join('')}</div>`;
}

function designSystem(lang: Lang): string {
  const copy = words[lang].designSystem;
  const tile = (x: number, y: number, w: number, h: number, inner: string, bg = '#fff') =>
    `<div class="abs" style="left:${x}px;top:${y}px;width:${w}px;height:${h}px;border-radius:24px;background:${bg};box-shadow:${SHADOW.flat};padding:30px;overflow:hidden">${inner}</div>`;
  const label = (t: string, c = C.mute) =>
    `<div style="font:700 12px Inter;letter-spacing:.14em;color:${c};margin-bottom:20px">${t}</div>`;
  const colors: [string, string, string][] = [
    [C.indigo, 'Indigo 600', '#fff'],
    [C.deep, 'Indigo 900', '#fff'],
    [C.mint, 'Mint 400', C.night],
    [C.soft, 'Indigo 50', C.ink],
    [C.red, copy.alert, '#fff'],
    [C.amber, copy.warning, C.ink],
  ];
  return `${full(`background:${C.bg}`)}
    ${tile(
      60,
      60,
      700,
      330,
      `${label(copy.buttonsTitle)}<div style="display:flex;flex-wrap:wrap;gap:14px">${[
        [copy.buttons[0], C.indigo, '#fff', ''],
        [copy.buttons[1], C.mint, C.night, ''],
        [copy.buttons[2], '#fff', C.ink, `box-shadow:inset 0 0 0 1.5px ${C.line}`],
        [copy.buttons[3], C.soft, C.indigo, ''],
      ]
        .map(
          ([t, b, f, x]) =>
            `<span style="height:54px;padding:0 24px;border-radius:16px;background:${b};color:${f};display:inline-flex;align-items:center;font:700 16px Inter;${x}">${t}</span>`,
        )
        .join('')}</div>
      <div style="display:flex;gap:14px;margin-top:20px;align-items:center">${chip(copy.tags[0]!, '#dcfbef', C.mintD, 14)}${chip(copy.tags[1]!, '#fff1dc', '#b06d00', 14)}${chip(copy.tags[2]!, '#ffe8ea', C.red, 14)}${chip(copy.tags[3]!, C.bg, C.mute, 14)}
      <span style="margin-left:auto;width:60px;height:34px;border-radius:17px;background:${C.indigo};position:relative"><i style="position:absolute;right:4px;top:4px;width:26px;height:26px;border-radius:50%;background:#fff"></i></span><span style="width:60px;height:34px;border-radius:17px;background:${C.line};position:relative"><i style="position:absolute;left:4px;top:4px;width:26px;height:26px;border-radius:50%;background:#fff"></i></span></div>`,
    )}
    ${tile(790, 60, 750, 330, `${label('COLOR')}<div style="display:grid;grid-template-columns:repeat(6,1fr);gap:12px">${colors.map(([c, n, f]) => `<div><div style="height:150px;border-radius:16px;background:${c};display:flex;align-items:flex-end;padding:10px;font:600 11px 'JetBrains Mono';color:${f}">${c.toUpperCase()}</div><div style="font:600 13px Inter;color:${C.ink};margin-top:10px">${n}</div></div>`).join('')}</div>`)}
    ${tile(
      60,
      420,
      520,
      720,
      `${label(copy.typeTitle, 'rgba(255,255,255,.6)')}<div style="font:800 150px/1 Inter;letter-spacing:-.06em;color:#fff">Aa</div><div style="font:600 15px Inter;color:rgba(255,255,255,.6);margin-top:6px">${copy.inter}</div><div style="margin-top:40px">${mono(copy.amount, 64, C.mint, 800)}</div><div style="font:600 15px Inter;color:rgba(255,255,255,.6);margin-top:10px">${copy.mono}</div>
      <div style="margin-top:40px;display:flex;flex-direction:column;gap:10px">${[
        [40, copy.scale[0]],
        [24, copy.scale[1]],
        [16, copy.scale[2]],
      ]
        .map(
          ([s, t]) =>
            `<div style="font:${s === 16 ? 500 : 800} ${s}px Inter;letter-spacing:-.03em;color:#fff">${t}</div>`,
        )
        .join('')}</div>`,
      C.night,
    )}
    ${tile(
      610,
      420,
      930,
      340,
      `${label(copy.fieldsTitle)}<div style="display:grid;grid-template-columns:1fr 1fr;gap:18px">
      <div><div style="font:600 14px Inter;color:${C.ink};margin-bottom:8px">${copy.taxId}</div><div style="height:56px;border-radius:14px;box-shadow:inset 0 0 0 2px ${C.indigo};display:flex;align-items:center;padding:0 16px">${mono('27-31458962-4', 16)}<i style="width:2px;height:22px;background:${C.indigo};margin-left:2px"></i></div></div>
      <div><div style="font:600 14px Inter;color:${C.ink};margin-bottom:8px">${copy.sum}</div><div style="height:56px;border-radius:14px;box-shadow:inset 0 0 0 1.5px ${C.line};display:flex;align-items:center;padding:0 16px;gap:8px">${mono('$', 16, C.mute)}${mono(copy.sumValue, 16)}</div></div>
      <div><div style="font:600 14px Inter;color:${C.ink};margin-bottom:8px">${copy.category}</div><div style="height:56px;border-radius:14px;box-shadow:inset 0 0 0 1.5px ${C.line};display:flex;align-items:center;justify-content:space-between;padding:0 16px;font:600 16px Inter;color:${C.ink}">${copy.categoryValue} ${icon('down', 18, C.mute)}</div></div>
      <div><div style="font:600 14px Inter;color:${C.red};margin-bottom:8px">Email</div><div style="height:56px;border-radius:14px;box-shadow:inset 0 0 0 2px ${C.red};display:flex;align-items:center;padding:0 16px;font:500 16px Inter;color:${C.ink}">flor@estudio</div></div></div>`,
    )}
    ${tile(610, 790, 450, 350, `${label(copy.chartsTitle)}${barChart([40, 62, 50, 78, 70, 96], { w: 390, h: 200, colors: C.soft, highlight: 5, hiColor: C.indigo, gap: 12, radius: 8 })}`)}
    ${tile(
      1090,
      790,
      450,
      350,
      `${label(copy.alertsTitle)}<div style="display:flex;flex-direction:column;gap:12px">${[
        [C.red, '#ffe8ea', copy.alerts[0]],
        [C.mintD, '#dcfbef', copy.alerts[1]],
        [C.indigo, C.soft, copy.alerts[2]],
      ]
        .map(
          ([c, b, t]) =>
            `<div style="display:flex;gap:12px;align-items:center;padding:14px 16px;border-radius:14px;background:${b};font:600 15px Inter;color:${C.ink}"><i style="width:10px;height:10px;border-radius:50%;background:${c}"></i>${t}</div>`,
        )
        .join('')}</div>`,
    )}`;
}

/** The line the banner and the card both carry, at a CSS font size and line height. */
const slogan = (lang: Lang, size: string) => {
  const [first, second] = words[lang].slogan;
  return `<div style="font:800 ${size} Inter;letter-spacing:-.05em;color:#fff">${first}<br><span style="color:${C.mint}">${second}</span></div>`;
};

export function scenes(lang: Lang): CaseScenes {
  const copy = words[lang].scenes;
  const route = (w: number, h: number, pts: [number, number][], op = 0.5) =>
    `<svg class="abs" style="left:0;top:0" width="${w}" height="${h}"><path d="${smoothPath(pts)}" fill="none" stroke="${C.mint}" stroke-width="4" stroke-linecap="round" opacity="${op}"/>${pts
      .slice(1, -1)
      .map(
        ([x, y]) =>
          `<circle cx="${x}" cy="${y}" r="12" fill="${C.night}" stroke="${C.mint}" stroke-width="4" opacity="${op + 0.3}"/>`,
      )
      .join('')}</svg>`;
  const banner = `${full(`background:radial-gradient(90% 90% at 70% 30%,${C.indigo},${C.deep} 55%,${C.night})`)}
    ${route(2000, 1125, [
      [-50, 980],
      [420, 880],
      [760, 1000],
      [1200, 820],
      [1700, 1020],
      [2100, 900],
    ])}
    ${place(110, 100, rutaxLogo(56, '#fff', '#fff', C.indigo))}
    ${place(110, 230, slogan(lang, '76px/.98'))}
    ${place(690, 200, laptop(dashboard(lang)), { s: 0.7 })}
    ${place(1640, 430, phone(homeScreen(lang), { shadow: SHADOW.deep }), { s: 0.76, r: 4 })}`;
  const context1 = `${full(`background:${C.soft}`)}${place(80, 110, browser(dashboard(lang), 1440, 948, { url: `app.rutax.com.ar/${copy.page}`, shadow: SHADOW.soft }), { s: 0.95 })}`;
  const context2 = designSystem(lang);
  const wide = `${full(`background:${C.night}`)}
    ${route(
      2000,
      1000,
      [
        [-50, 820],
        [300, 900],
        [720, 780],
        [1130, 900],
        [1560, 780],
        [2100, 880],
      ],
      0.6,
    )}
    ${place(90, 120, phone(homeScreen(lang)), { s: 0.82 })}
    ${place(520, 80, phone(payScreen(lang)), { s: 0.82 })}
    ${place(950, 120, phone(lockScreen(lang), { statusInk: '#fff', homeInk: '#fff' }), { s: 0.82 })}
    ${place(
      1380,
      80,
      `<div style="width:520px;height:720px;border-radius:30px;background:#fff;box-shadow:${SHADOW.deep};padding:30px;overflow:hidden"><div style="font:700 12px Inter;letter-spacing:.14em;color:${C.mute}">${copy.calendar}</div><div style="display:grid;grid-template-columns:repeat(7,1fr);gap:8px;margin-top:22px">${Array.from(
        { length: 35 },
        (_, i) => {
          const d = i - 2;
          const mark = d === 20 ? C.red : d === 15 ? C.amber : d === 5 ? C.mintD : '';
          return `<span style="height:58px;border-radius:14px;display:grid;place-items:center;font:600 16px Inter;${d < 1 || d > 30 ? 'color:transparent' : mark ? `background:${mark};color:#fff` : `background:${C.bg};color:${C.ink}`}">${d}</span>`;
        },
      ).join('')}</div>
      <div style="margin-top:26px;display:flex;flex-direction:column;gap:10px">${[
        [C.red, 'Monotributo', copy.dates[0]],
        [C.amber, copy.grossIncome, copy.dates[1]],
        [C.mintD, copy.paid, copy.dates[2]],
      ]
        .map(
          ([c, t, d]) =>
            `<div style="display:flex;gap:12px;align-items:center;font:600 15px Inter;color:${C.ink}"><i style="width:12px;height:12px;border-radius:4px;background:${c}"></i>${t}<span style="margin-left:auto">${mono(d!, 14, C.mute, 500)}</span></div>`,
        )
        .join('')}</div></div>`,
    )}`;
  const detail1 = `${full(`background:${C.mint}`)}${place(272, 170, phone(lockScreen(lang), { statusInk: '#fff', homeInk: '#fff' }), { s: 1.5 })}`;
  const detail2 = `${full(`background:${C.indigo}`)}${route(
    1200,
    1500,
    [
      [-50, 1300],
      [300, 1380],
      [700, 1250],
      [1250, 1400],
    ],
    0.6,
  )}${place(272, 170, phone(payScreen(lang), { shadow: SHADOW.deep }), { s: 1.5 })}`;
  const card = `${full(`background:radial-gradient(100% 80% at 60% 20%,${C.indigo},${C.deep} 60%,${C.night})`)}
    ${route(1200, 1500, [
      [-50, 1350],
      [260, 1250],
      [560, 1400],
      [900, 1220],
      [1250, 1330],
    ])}
    ${place(90, 90, rutaxLogo(60, '#fff', '#fff', C.indigo))}
    ${place(90, 220, slogan(lang, '100px/.95'))}
    ${place(400, 520, phone(homeScreen(lang), { shadow: SHADOW.deep }), { s: 1.0, r: -4 })}`;
  return { banner, context1, context2, wide, detail1, detail2, card };
}
