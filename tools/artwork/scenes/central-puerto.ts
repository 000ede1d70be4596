// Central Puerto — power generator; corporate site + sustainability report on its changing energy mix.
// Navy + teal/green. Instrument Serif headlines, Inter UI. Motif: flowing wind lines and solar arcs.
import type { CaseScenes, Lang } from '../lib/render.ts';
import { place, full, phone, laptop, icon, SHADOW, rng, sheet } from '../lib/ui.ts';
import { smoothPath, donut, lineChart } from '../lib/charts.ts';
import words from './central-puerto.words.json' with { type: 'json' };

const C = {
  navy: '#0b1f3a',
  deep: '#06132a',
  teal: '#14b8a6',
  green: '#7bd389',
  mint: '#e3f4ef',
  paper: '#f3f5f2',
  ink: '#0d0d0f',
  sand: '#e9c46a',
  mute: '#6b7a8f',
};

/** Proper names drawn the same in both languages. */
export const keptNames = ['Central Puerto', 'La Castellana', 'Bahía Blanca'] as const;

export function cpMark(size: number, color = C.teal, color2 = C.green): string {
  return `<svg width="${size}" height="${size}" viewBox="0 0 48 48"><path d="M6 40a18 18 0 0 1 36 0" fill="none" stroke="${color}" stroke-width="5" stroke-linecap="round"/><path d="M14 40a10 10 0 0 1 20 0" fill="none" stroke="${color2}" stroke-width="5" stroke-linecap="round"/><circle cx="24" cy="40" r="3" fill="${color2}"/></svg>`;
}
export function cpLogo(size: number, ink = '#fff'): string {
  return `<div style="display:inline-flex;align-items:center;gap:${size * 0.3}px">${cpMark(size)}<span style="font:600 ${size * 0.56}px/1 Inter;letter-spacing:-.02em;color:${ink}">Central Puerto</span></div>`;
}

/** Parallel flowing lines, like wind over a plain. */
function flowLines(
  w: number,
  h: number,
  o: {
    n: number;
    y0: number;
    gap: number;
    amp: number;
    colors: [string, string];
    seed: number;
    sw?: number;
    op?: number;
    freq?: number;
  },
): string {
  const R = rng(o.seed);
  const ph = R() * 6;
  let s = `<svg class="abs" style="left:0;top:0" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs><linearGradient id="fl${o.seed}" x1="0" x2="1"><stop offset="0" stop-color="${o.colors[0]}"/><stop offset="1" stop-color="${o.colors[1]}"/></linearGradient></defs><g fill="none" stroke="url(#fl${o.seed})" stroke-width="${o.sw ?? 2}" opacity="${o.op ?? 1}" stroke-linecap="round">`;
  const f = o.freq ?? 1;
  for (let i = 0; i < o.n; i++) {
    const pts: [number, number][] = [];
    for (let k = 0; k <= 24; k++) {
      const x = (k / 24) * (w + 200) - 100;
      const u = x / w;
      const y =
        o.y0 +
        i * o.gap +
        o.amp * Math.sin(u * Math.PI * 2 * f + ph + i * 0.09) +
        o.amp * 0.5 * Math.sin(u * Math.PI * 5 * f + ph * 2 - i * 0.05);
      pts.push([x, y]);
    }
    s += `<path d="${smoothPath(pts)}"/>`;
  }
  return s + '</g></svg>';
}

function turbine(x: number, y: number, hgt: number, color: string, rot = 0, sw = 2): string {
  const blade = hgt * 0.42;
  return `<g transform="translate(${x} ${y})" fill="none" stroke="${color}" stroke-width="${sw}" stroke-linejoin="round" stroke-linecap="round">
    <path d="M${-hgt * 0.018},${hgt} L${-hgt * 0.008},0 L${hgt * 0.008},0 L${hgt * 0.018},${hgt}"/>
    <circle cx="0" cy="0" r="${hgt * 0.018}"/>
    ${[0, 120, 240].map((a) => `<path transform="rotate(${a + rot})" d="M0,${-hgt * 0.02} C${hgt * 0.03},${-blade * 0.3} ${hgt * 0.02},${-blade * 0.8} 0,${-blade} C${-hgt * 0.01},${-blade * 0.7} ${-hgt * 0.015},${-blade * 0.3} 0,${-hgt * 0.02}Z"/>`).join('')}</g>`;
}
function solarRow(x: number, y: number, n: number, pw: number, color: string, fill: string): string {
  let s = '';
  for (let i = 0; i < n; i++) {
    const px = x + i * pw * 1.12;
    s += `<g transform="translate(${px} ${y})"><path d="M0,0 L${pw},0 L${pw * 1.18},${pw * 0.5} L${pw * 0.18},${pw * 0.5}Z" fill="${fill}" stroke="${color}" stroke-width="1.5"/>${[1, 2, 3].map((k) => `<path d="M${(pw * k) / 4},0 L${(pw * k) / 4 + pw * 0.18},${pw * 0.5}" stroke="${color}" stroke-width="1" opacity=".7"/>`).join('')}<path d="M${pw * 0.09},${pw * 0.25} L${pw * 1.09},${pw * 0.25}" stroke="${color}" stroke-width="1" opacity=".7"/><path d="M${pw * 0.6},${pw * 0.5} L${pw * 0.6},${pw * 0.8}" stroke="${color}" stroke-width="1.5"/></g>`;
  }
  return s;
}

// ------------------------------------------------------------------ report
const MIX_YEARS = ['2016', '2018', '2020', '2022', '2024'];
function mixChart(w: number, h: number, dark = false): string {
  // share of thermal / hydro / wind / solar per year (stacked 100%)
  const data = [
    [78, 18, 4, 0],
    [72, 17, 9, 2],
    [64, 16, 15, 5],
    [55, 15, 21, 9],
    [46, 16, 25, 13],
  ];
  const cols = [dark ? '#2b3d5c' : '#c9d2de', '#3a86c8', C.teal, C.green];
  const bw = w / data.length - 24;
  return `<svg width="${w}" height="${h + 30}" viewBox="0 0 ${w} ${h + 30}">${data
    .map((d, i) => {
      let y = h;
      return (
        d
          .map((v, k) => {
            const bh = (v / 100) * h;
            y -= bh;
            return `<rect x="${i * (bw + 24) + 12}" y="${y + 1}" width="${bw}" height="${bh - 2}" rx="3" fill="${cols[k]}"/>`;
          })
          .join('') +
        `<text x="${i * (bw + 24) + 12 + bw / 2}" y="${h + 24}" text-anchor="middle" font-family="Inter" font-weight="600" font-size="14" fill="${dark ? '#8fa1bb' : C.mute}">${MIX_YEARS[i]}</text>`
      );
    })
    .join('')}</svg>`;
}
const legend = (lang: Lang, dark = false) =>
  `<div style="display:flex;gap:18px;font:500 13px Inter;color:${dark ? '#a9b7cc' : C.mute}">${[
    dark ? '#2b3d5c' : '#c9d2de',
    '#3a86c8',
    C.teal,
    C.green,
  ]
    .map(
      (c, i) =>
        `<span style="display:flex;align-items:center;gap:6px"><i style="width:10px;height:10px;border-radius:3px;background:${c}"></i>${words[lang].mix.sources[i]}</span>`,
    )
    .join('')}</div>`;

function reportCover(w: number, h: number, lang: Lang): string {
  const k = w / 600;
  const text = words[lang].reportCover;
  return sheet(
    w,
    h,
    `${full(`background:${C.navy}`)}
    ${flowLines(w, h, { n: 34, y0: h * 0.42, gap: 9 * k, amp: 40 * k, colors: [C.teal, C.green], seed: 5, sw: 1.6 * k, freq: 0.8 })}
    <svg class="abs" style="left:0;top:0" width="${w}" height="${h}"><circle cx="${w * 0.78}" cy="${h * 0.3}" r="${70 * k}" fill="none" stroke="${C.sand}" stroke-width="${2 * k}"/><circle cx="${w * 0.78}" cy="${h * 0.3}" r="${46 * k}" fill="${C.sand}"/></svg>
    <div class="abs" style="left:${44 * k}px;top:${44 * k}px">${cpLogo(30 * k)}</div>
    <div class="abs" style="left:${44 * k}px;bottom:${150 * k}px;font:400 ${76 * k}px/.95 'Instrument Serif';color:#fff;letter-spacing:-.01em">${text.title[0]}<br><i>${text.title[1]}</i></div>
    <div class="abs" style="left:${44 * k}px;bottom:${52 * k}px;right:${44 * k}px;display:flex;justify-content:space-between;align-items:flex-end;font:600 ${14 * k}px Inter;color:rgba(255,255,255,.7);letter-spacing:.08em"><span>${text.newMix}</span><span style="font:400 ${54 * k}px/1 'Instrument Serif';color:${C.green};letter-spacing:0">2024</span></div>`,
    C.navy,
    SHADOW.deep,
    3,
  );
}

function spread(w: number, h: number, lang: Lang): string {
  const text = words[lang].spread;
  const pw = w / 2;
  const k = w / 1400;
  const left = `<div class="abs" style="left:0;top:0;width:${pw}px;height:${h}px;background:${C.paper};padding:${60 * k}px">
    <div style="font:600 ${13 * k}px Inter;letter-spacing:.14em;color:${C.teal}">${text.chapter}</div>
    <div style="margin-top:${24 * k}px;font:400 ${84 * k}px/.95 'Instrument Serif';color:${C.navy}">${text.title[0]}<br>${text.title[1]}<br><i style="color:${C.teal}">${text.title[2]}</i></div>
    <div style="margin-top:${36 * k}px;font:400 ${17 * k}px/1.6 Inter;color:#3c4a5e;width:${440 * k}px">${text.text}</div>
    <div class="abs" style="left:${60 * k}px;bottom:${60 * k}px;display:flex;gap:${40 * k}px">${[
      ['38%', text.stats[0]],
      ['−41%', text.stats[1]],
      ['6', text.stats[2]],
    ]
      .map(
        ([n, t]) =>
          `<div><div style="font:400 ${58 * k}px/1 'Instrument Serif';color:${C.navy}">${n}</div><div style="font:500 ${13 * k}px Inter;color:${C.mute};margin-top:${6 * k}px">${t}</div></div>`,
      )
      .join('')}</div></div>`;
  const right = `<div class="abs" style="left:${pw}px;top:0;width:${pw}px;height:${h}px;background:#fff;padding:${60 * k}px">
    <div style="display:flex;justify-content:space-between;align-items:center"><span style="font:700 ${18 * k}px Inter;color:${C.navy}">${words[lang].mix.bySource}</span>${legend(lang)}</div>
    <div style="margin-top:${40 * k}px">${mixChart(pw - 120 * k, h * 0.55)}</div>
    <div style="margin-top:${26 * k}px;display:flex;align-items:center;gap:${14 * k}px;padding:${18 * k}px;border-radius:${14 * k}px;background:${C.mint}">${icon('wind', 28 * k, C.teal)}<span style="font:500 ${15 * k}px/1.4 Inter;color:${C.navy}">${text.windNote}</span></div></div>`;
  return `<div style="position:relative;width:${w}px;height:${h}px;box-shadow:${SHADOW.deep};border-radius:3px;overflow:hidden">${left}${right}
    <div class="abs" style="left:${pw - 60}px;top:0;width:120px;height:${h}px;background:linear-gradient(90deg,transparent,rgba(0,0,0,.12) 48%,rgba(0,0,0,.2) 50%,rgba(255,255,255,.0) 52%,transparent)"></div></div>`;
}

// ------------------------------------------------------------------ website
function site(lang: Lang): string {
  const w = words[lang].site;
  const mix = words[lang].mix;
  return `<div class="abs" style="inset:0;background:${C.paper}">
    <div style="height:80px;display:flex;align-items:center;padding:0 56px;gap:40px;background:${C.navy}">${cpLogo(34)}<div style="margin-left:auto;display:flex;gap:34px;font:500 15px Inter;color:rgba(255,255,255,.7)"><span>${w.nav[0]}</span><span style="color:#fff">${w.nav[1]}</span><span>${w.nav[2]}</span><span>${w.nav[3]}</span></div><span style="padding:11px 18px;border-radius:99px;background:${C.teal};font:600 14px Inter;color:${C.deep}">${w.report}</span></div>
    <div style="position:relative;height:330px;background:${C.navy};overflow:hidden">
      ${flowLines(1440, 330, { n: 26, y0: 256, gap: 7, amp: 30, colors: [C.teal, C.green], seed: 8, sw: 1.4, op: 0.8 })}
      <div class="abs" style="left:56px;top:56px;font:400 80px/.95 'Instrument Serif';color:#fff">${w.title[0]} <i style="color:${C.green}">${w.title[1]}</i></div>
      <div class="abs" style="left:58px;top:188px;font:400 18px/1.5 Inter;color:rgba(255,255,255,.7);width:560px">${w.text}</div>
    </div>
    <div class="abs" style="left:56px;right:56px;top:340px;display:grid;grid-template-columns:1.4fr 1fr 1fr;gap:24px">
      <div style="background:#fff;border-radius:22px;padding:28px;box-shadow:${SHADOW.lift};height:480px">
        <div style="display:flex;justify-content:space-between"><span style="font:700 18px Inter;color:${C.navy}">${mix.bySource}</span>${legend(lang)}</div>
        <div style="margin-top:30px">${mixChart(560, 330)}</div></div>
      <div style="background:#fff;border-radius:22px;padding:28px;box-shadow:${SHADOW.lift};height:480px;display:flex;flex-direction:column">
        <span style="font:700 18px Inter;color:${C.navy}">${w.mix}</span>
        <div style="position:relative;margin:30px auto 0;width:250px;height:250px">${mixDonut('#c9d2de', 250, 34, 2)}
          <div class="abs" style="inset:0;display:grid;place-items:center;text-align:center"><div><div style="font:400 62px/1 'Instrument Serif';color:${C.navy}">38%</div><div style="font:500 14px Inter;color:${C.mute}">${mix.renewable}</div></div></div></div>
        <div style="margin-top:auto;display:flex;justify-content:space-between;font:500 14px Inter;color:${C.mute}"><span>${w.capacity}</span><b style="color:${C.navy}">${w.capacityValue}</b></div></div>
      <div style="display:flex;flex-direction:column;gap:24px">
        <div style="background:${C.navy};border-radius:22px;padding:26px;height:228px;color:#fff;position:relative;overflow:hidden"><div style="display:flex;align-items:center;gap:10px;font:600 14px Inter;color:${C.green}"><i style="width:8px;height:8px;border-radius:50%;background:${C.green};box-shadow:0 0 0 5px rgba(123,211,137,.25)"></i>${w.live}</div><div style="font:400 58px/1 'Instrument Serif';margin-top:18px">${mix.liveMw} <span style="font-size:26px">MW</span></div><div style="font:500 14px Inter;color:rgba(255,255,255,.6);margin-top:6px">${w.generating}</div><div class="abs" style="left:0;bottom:0">${lineChart([4, 5, 4.6, 6, 5.5, 7, 6.8, 8, 7.6, 9], { w: 330, h: 60, color: C.teal, fill: C.teal, sw: 2.5, pad: 4 })}</div></div>
        <div style="background:#fff;border-radius:22px;padding:26px;height:228px;box-shadow:${SHADOW.lift}"><span style="font:700 16px Inter;color:${C.navy}">${w.emissions}</span><div style="font:400 58px/1 'Instrument Serif';color:${C.teal};margin-top:14px">−41%</div><div style="margin-top:10px">${lineChart([9, 8.6, 8.8, 7.5, 7, 6.1, 5.8, 5.2], { w: 280, h: 70, color: C.navy, sw: 2.5, pad: 4 })}</div></div>
      </div></div></div>`;
}
/** The generation mix of 2024 (thermal, hydro, wind, solar) as a donut; thermal's grey suits the ground it is on. */
function mixDonut(thermal: string, size: number, thick: number, gapDeg: number): string {
  const mix = [
    { v: 46, color: thermal },
    { v: 16, color: '#3a86c8' },
    { v: 25, color: C.teal },
    { v: 13, color: C.green },
  ];
  return donut(mix, size, thick, gapDeg);
}
function mobile(lang: Lang): string {
  const w = words[lang].mobile;
  const mix = words[lang].mix;
  return `${full(`background:${C.navy}`)}
    ${flowLines(390, 844, { n: 30, y0: 520, gap: 8, amp: 26, colors: [C.teal, C.green], seed: 3, sw: 1.2, op: 0.5 })}
    <div class="abs" style="left:24px;right:24px;top:66px;display:flex;justify-content:space-between;align-items:center">${cpLogo(26)}${icon('menu', 24, '#fff')}</div>
    <div class="abs" style="left:24px;top:140px;display:flex;align-items:center;gap:10px;font:600 13px Inter;color:${C.green};letter-spacing:.1em"><i style="width:8px;height:8px;border-radius:50%;background:${C.green};box-shadow:0 0 0 5px rgba(123,211,137,.25)"></i>${w.live}</div>
    <div class="abs" style="left:24px;top:170px;font:400 92px/1 'Instrument Serif';color:#fff">${mix.liveMw}<span style="font-size:34px"> MW</span></div>
    <div class="abs" style="left:24px;right:24px;top:300px;border-radius:24px;background:rgba(255,255,255,.06);border:1px solid rgba(255,255,255,.1);padding:22px;display:flex;gap:22px;align-items:center">
      <div style="position:relative;width:130px;height:130px">${mixDonut('#2b3d5c', 130, 20, 3)}<div class="abs" style="inset:0;display:grid;place-items:center;font:400 34px 'Instrument Serif';color:#fff">38%</div></div>
      <div style="display:flex;flex-direction:column;gap:9px;font:500 14px Inter;color:#c3cfe0">${[
        [mix.sources[0], '46%', '#2b3d5c'],
        [mix.sources[2], '25%', C.teal],
        [mix.sources[1], '16%', '#3a86c8'],
        [mix.sources[3], '13%', C.green],
      ]
        .map(
          ([t, v, c]) =>
            `<span style="display:flex;gap:8px;align-items:center;width:150px"><i style="width:10px;height:10px;border-radius:3px;background:${c}"></i>${t}<b style="margin-left:auto;color:#fff">${v}</b></span>`,
        )
        .join('')}</div></div>
    <div class="abs" style="left:24px;right:24px;top:500px;border-radius:24px;background:#fff;padding:22px">
      <div style="font:700 16px Inter;color:${C.navy}">${w.farm}</div><div style="font:500 13px Inter;color:${C.mute};margin-top:4px">${w.farmInfo}</div>
      <div style="margin-top:16px;height:10px;border-radius:5px;background:${C.mint};overflow:hidden"><div style="width:82%;height:100%;background:linear-gradient(90deg,${C.teal},${C.green})"></div></div>
      <div style="margin-top:8px;display:flex;justify-content:space-between;font:600 13px Inter;color:${C.navy}"><span>${w.capacityFactor}</span><span>82%</span></div></div>
    <div class="abs" style="left:24px;right:24px;top:690px;height:56px;border-radius:99px;background:${C.teal};display:flex;align-items:center;justify-content:center;gap:8px;font:700 16px Inter;color:${C.deep}">${icon('doc', 20, C.deep)}${w.download}</div>`;
}

export function scenes(lang: Lang): CaseScenes {
  const landscapeLines = (w: number, h: number, seed: number) =>
    `${flowLines(w, h, { n: 48, y0: h * 0.48, gap: h * 0.009, amp: h * 0.05, colors: [C.teal, C.green], seed, sw: 1.5, op: 0.75, freq: 0.7 })}`;
  const banner = `${full(`background:radial-gradient(90% 80% at 70% 20%,#123056 0%,${C.navy} 50%,${C.deep} 100%)`)}
    ${landscapeLines(2000, 1125, 2)}
    <svg class="abs" style="left:0;top:0" width="2000" height="1125"><circle cx="1740" cy="190" r="86" fill="${C.sand}"/><circle cx="1740" cy="190" r="130" fill="none" stroke="${C.sand}" stroke-opacity=".4" stroke-width="2"/><circle cx="1740" cy="190" r="180" fill="none" stroke="${C.sand}" stroke-opacity=".18" stroke-width="2"/></svg>
    ${place(720, 260, laptop(site(lang)), { s: 0.7 })}
    ${place(200, 230, reportCover(520, 720, lang), { r: -4 })}`;
  const context1 = `${full(`background:#dfe6e3`)}${full('background:radial-gradient(70% 60% at 50% 45%,rgba(255,255,255,.7),transparent)')}${place(100, 190, spread(1400, 820, lang))}`;
  const context2 = `${full(`background:${C.teal}`)}${flowLines(1600, 1200, { n: 40, y0: 520, gap: 12, amp: 70, colors: ['#0e9486', '#52c99a'], seed: 4, sw: 2, freq: 0.6 })}${place(40, 210, laptop(site(lang)), { s: 0.905 })}`;
  let turbines = '';
  [
    [260, 360, 430, 10],
    [520, 420, 360, 40],
    [760, 470, 300, 75],
  ].forEach(([x, y, hgt, r]) => {
    turbines += turbine(x!, y!, hgt!, '#cfe9e3', r, 2.4);
  });
  const wide = `${full(`background:linear-gradient(180deg,${C.deep},${C.navy})`)}
    ${flowLines(2000, 1000, { n: 40, y0: 640, gap: 8, amp: 40, colors: [C.teal, C.green], seed: 12, sw: 1.5, op: 0.7, freq: 0.5 })}
    <svg class="abs" style="left:0;top:0" width="2000" height="1000">${turbines}${solarRow(1180, 700, 6, 110, C.green, 'rgba(123,211,137,.08)')}${solarRow(1240, 790, 6, 110, C.green, 'rgba(123,211,137,.08)')}
      <circle cx="1560" cy="300" r="92" fill="${C.sand}"/>${[140, 190, 240].map((r, i) => `<circle cx="1560" cy="300" r="${r}" fill="none" stroke="${C.sand}" stroke-opacity="${0.4 - i * 0.12}" stroke-width="2"/>`).join('')}</svg>
    ${place(110, 110, `<div style="font:400 120px/.9 'Instrument Serif';color:#fff">+38% <i style="color:${C.green}">${words[lang].mix.renewable}</i></div>`)}`;
  const detail1 = `${full(`background:#d9e3df`)}${place(150, 130, reportCover(900, 1240, lang))}`;
  const detail2 = `${full(`background:${C.navy}`)}${landscapeLines(1200, 1500, 9)}${place(232, 130, phone(mobile(lang), { statusInk: '#fff', homeInk: '#fff' }), { s: 1.45 })}`;
  const card = `${full(`background:radial-gradient(90% 70% at 60% 20%,#123056 0%,${C.navy} 55%,${C.deep} 100%)`)}
    ${flowLines(1200, 1500, { n: 60, y0: 760, gap: 9, amp: 70, colors: [C.teal, C.green], seed: 6, sw: 1.6, op: 0.8, freq: 0.6 })}
    <svg class="abs" style="left:0;top:0" width="1200" height="1500"><circle cx="900" cy="330" r="110" fill="${C.sand}"/>${[160, 215, 270].map((r, i) => `<circle cx="900" cy="330" r="${r}" fill="none" stroke="${C.sand}" stroke-opacity="${0.4 - i * 0.12}" stroke-width="2"/>`).join('')}${turbine(230, 330, 520, '#cfe9e3', 20, 3)}</svg>
    ${place(330, 560, reportCover(600, 820, lang), { r: 4 })}`;
  return { banner, context1, context2, wide, detail1, detail2, card };
}
