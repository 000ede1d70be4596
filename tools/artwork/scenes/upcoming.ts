// Cards for the two upcoming projects: Sapify (farm-to-table supply app) and Nodos (network of coworking spaces).
// Teasers: the product is only hinted at. The pictures never say 'coming soon' themselves: the site lays its own
// label (PRONTO / SOON, in the page's language) over their bottom-left corner, which they keep clear.
import { cardPicturePath, cardSize, inEachLanguage, type Job, type Lang } from '../lib/render.ts';
import words from './upcoming.words.json' with { type: 'json' };
import { place, full, phone, SHADOW, rng } from '../lib/ui.ts';
import { iso, isoRect } from '../lib/iso.ts';

const S = { lime: '#c6f432', forest: '#14532d', deep: '#0b3a1f', leaf: '#2f7d4a', cream: '#f3f7e6' };
const N = { orange: '#ff6b1a', grey: '#d9d3cc', greyD: '#8c857d', warm: '#efebe6', ink: '#2b2724' };

export function sapifyLogo(size: number, ink = S.lime, leaf = S.lime): string {
  return `<div style="display:inline-flex;align-items:center;gap:${size * 0.14}px"><svg width="${size * 0.9}" height="${size}" viewBox="0 0 36 40"><path d="M4 36 C4 16 18 4 34 4 C34 22 24 36 4 36Z" fill="${leaf}"/><path d="M6 34 L24 16" stroke="${S.forest}" stroke-width="3" stroke-linecap="round"/></svg><span style="font:800 ${size}px/1 'Bricolage Grotesque';letter-spacing:-.05em;color:${ink}">sapify</span></div>`;
}
export function nodosLogo(size: number, ink = N.ink, c = N.orange): string {
  return `<div style="display:inline-flex;align-items:center;gap:${size * 0.2}px"><svg width="${size}" height="${size}" viewBox="0 0 40 40"><path d="M8 30 L20 10 L32 30 Z" fill="none" stroke="${ink}" stroke-width="3"/><circle cx="20" cy="10" r="6" fill="${c}"/><circle cx="8" cy="30" r="6" fill="${ink}"/><circle cx="32" cy="30" r="6" fill="${ink}"/></svg><span style="font:800 ${size * 0.9}px/1 Syne;letter-spacing:-.04em;color:${ink}">nodos</span></div>`;
}

function produce(seed: number, w: number, h: number): string {
  const R = rng(seed);
  let s = '';
  for (let i = 0; i < 26; i++) {
    const x = R() * w,
      y = R() * h,
      r = 30 + R() * 60,
      rot = R() * 360,
      k = Math.floor(R() * 4);
    const c = R() > 0.5 ? S.lime : S.leaf;
    if (k === 0)
      s += `<g transform="translate(${x} ${y}) rotate(${rot})"><path d="M0,${-r} C${r * 0.9},${-r * 0.6} ${r * 0.9},${r * 0.6} 0,${r} C${-r * 0.9},${r * 0.6} ${-r * 0.9},${-r * 0.6} 0,${-r}Z" fill="${c}"/><path d="M0,${-r * 0.8} L0,${r * 0.8}" stroke="${S.forest}" stroke-width="4"/></g>`;
    if (k === 1)
      s += `<circle cx="${x}" cy="${y}" r="${r * 0.6}" fill="${c}"/><path d="M${x - 8},${y - r * 0.6} l8,-14 l8,14" fill="${S.forest}"/>`;
    if (k === 2)
      s += `<g transform="translate(${x} ${y}) rotate(${rot})"><path d="M${-r * 0.25},${-r} L${r * 0.25},${-r} L0,${r}Z" fill="${c}"/><path d="M0,${-r} l-10,-18 M0,${-r} l10,-18" stroke="${S.lime}" stroke-width="6" stroke-linecap="round"/></g>`;
    if (k === 3)
      s += `<g transform="translate(${x} ${y})">${[0, 1, 2].map((j) => `<circle cx="${(j - 1) * r * 0.35}" cy="${Math.abs(j - 1) * r * 0.15}" r="${r * 0.28}" fill="${c}"/>`).join('')}</g>`;
  }
  return `<svg class="abs" style="left:0;top:0" width="${w}" height="${h}">${s}</svg>`;
}

function sapifyScreen(lang: Lang): string {
  return `${full(`background:${S.cream}`)}
    <div class="abs" style="left:22px;right:22px;top:64px">${sapifyLogo(30, S.forest, S.leaf)}</div>
    <div class="abs" style="left:22px;right:22px;top:120px;font:800 40px/1 'Bricolage Grotesque';letter-spacing:-.04em;color:${S.forest}">${words[lang].fromTheFarm}</div>
    <div class="abs" style="left:22px;right:22px;top:230px;display:grid;grid-template-columns:1fr 1fr;gap:12px">${words[lang].produce.map((t, i) => `<div style="height:190px;border-radius:20px;background:${i % 3 ? S.lime : S.forest};padding:14px;display:flex;flex-direction:column;justify-content:flex-end;font:700 15px Inter;color:${i % 3 ? S.forest : S.lime}">${t}</div>`).join('')}</div>
    <div class="abs" style="left:22px;right:22px;bottom:40px;height:58px;border-radius:18px;background:${S.forest};display:grid;place-items:center;font:700 17px Inter;color:${S.lime}">${words[lang].order}</div>`;
}

function network(w: number, h: number, seed: number): string {
  const R = rng(seed);
  const pts: [number, number, number][] = [];
  for (let i = 0; i < 30; i++) pts.push([60 + R() * (w - 120), 280 + R() * (h - 720), R()]);
  let s = '';
  pts.forEach((p, i) => {
    const near = pts
      .map((q, j) => [j, Math.hypot(q[0] - p[0], q[1] - p[1])] as [number, number])
      .filter(([j]) => j !== i)
      .sort((a, b) => a[1] - b[1])
      .slice(0, 2);
    near.forEach(([j]) => {
      if (j > i)
        s += `<path d="M${p[0]},${p[1]} L${pts[j]![0]},${pts[j]![1]}" stroke="${N.greyD}" stroke-width="3" opacity=".55"/>`;
    });
  });
  pts.forEach(([x, y, r], i) => {
    const on = i % 4 === 0;
    s += on
      ? `<circle cx="${x}" cy="${y}" r="${40}" fill="${N.orange}" opacity=".18"/><circle cx="${x}" cy="${y}" r="18" fill="${N.orange}"/>`
      : `<circle cx="${x}" cy="${y}" r="${8 + r * 8}" fill="${N.ink}"/>`;
  });
  return `<svg class="abs" style="left:0;top:0" width="${w}" height="${h}">${s}</svg>`;
}
/** Isometric coworking desk block. */
function isoRoom(x: number, y: number, s: number): string {
  const P = (a: number, b: number, c: number) =>
    iso(a * s, b * s, c * s)
      .map((v, i) => (v + (i ? y : x)).toFixed(1))
      .join(',');
  const face = (pts: [number, number, number][], fill: string) =>
    `<polygon points="${pts.map((p) => P(...p)).join(' ')}" fill="${fill}"/>`;
  let g =
    face(isoRect([0, 0, 0], [10, 10, 0]), '#e2dbd2') +
    face(isoRect([0, 10, 0], [10, 10, -0.6]), N.greyD) +
    face(isoRect([10, 0, 0], [10, 10, -0.6]), '#6f6962');
  g += face(isoRect([0, 0, 0], [0, 10, 6]), N.grey) + face(isoRect([0, 0, 0], [10, 0, 6]), '#e6e0d9');
  [
    [2, 3],
    [6, 3],
    [2, 7],
    [6, 7],
  ].forEach(([a, b], i) => {
    g += face(isoRect([a!, b!, 1.4], [a! + 2.6, b! + 1.6, 1.4]), i === 1 ? N.orange : '#fff');
    g += face(isoRect([a!, b! + 1.6, 0], [a! + 2.6, b! + 1.6, 1.4]), i === 1 ? '#d9560f' : N.grey);
    g += face(isoRect([a! + 2.6, b!, 0], [a! + 2.6, b! + 1.6, 1.4]), i === 1 ? '#b8480c' : N.greyD);
  });
  g += `<circle cx="${P(8.6, 1.2, 0).split(',')[0]}" cy="${Number(P(8.6, 1.2, 0).split(',')[1]) - 30}" r="${s * 0.9}" fill="#6b8f5a"/>`;
  return g;
}

export function jobs(): Job[] {
  const sapify = (
    lang: Lang,
  ) => `${full(`background:radial-gradient(90% 70% at 50% 40%,${S.leaf},${S.forest} 55%,${S.deep})`)}
    <div class="abs" style="inset:0;opacity:.55;filter:blur(1px)">${produce(5, 1200, 1500)}</div>
    <div class="abs" style="left:600px;top:760px;width:900px;height:900px;margin:-450px 0 0 -450px;border-radius:50%;background:${S.lime};opacity:.95"></div>
    ${place(390, 330, `<div style="filter:blur(7px)">${phone(sapifyScreen(lang), { shadow: SHADOW.deep })}</div>`, { s: 1.02, r: -8 })}
    ${place(90, 90, sapifyLogo(96))}`;
  const nodos = (lang: Lang) => `${full(`background:${N.warm}`)}
    ${network(1200, 1500, 21)}
    <svg class="abs" style="left:0;top:0" width="1200" height="1500">${isoRoom(600, 520, 42)}</svg>
    <div class="abs" style="left:0;right:0;bottom:0;height:520px;background:linear-gradient(transparent,${N.warm} 70%)"></div>
    ${place(90, 90, nodosLogo(110))}
    ${place(90, 1080, `<div style="font:800 84px/.95 Syne;letter-spacing:-.04em;color:${N.ink}">${words[lang].workNear.replace('{orange}', N.orange)}</div>`)}`;
  return [
    ...inEachLanguage(sapify, (lang) => cardPicturePath('sapify', lang), cardSize),
    ...inEachLanguage(nodos, (lang) => cardPicturePath('nodos', lang), cardSize),
  ];
}
