// Gogol — independent bookshop: identity and e-commerce. Deep red + paper beige + black. Fraunces Black.
// Motif: the round blade sign and bold typographic covers.
import type { CaseScenes, Lang } from '../lib/render.ts';
import { place, full, phone, laptop, icon, SHADOW, rng } from '../lib/ui.ts';
import words from './gogol.words.json' with { type: 'json' };

const C = {
  red: '#9e1b1b',
  redD: '#7c1212',
  paper: '#efe6d2',
  paper2: '#e4d8bf',
  ink: '#141210',
  ochre: '#d8a23a',
  slate: '#4b5d67',
  sage: '#8a9a5b',
  pink: '#e8b4a6',
  brown: '#6b4a32',
};
const F = 'Fraunces';

/** The wordmark's second line: part of the brand, so the same in every language, as the client logo draws it. */
const LOGO_WORD = 'LIBRERÍA';

/** Proper names drawn the same in both languages: the authors with accents, and the wordmark. */
export const keptNames = ['Inés Albornoz', 'Julián Etchart', 'Lucía Benavídez', LOGO_WORD] as const;

export function gogolLogo(size: number, ink = C.ink): string {
  return `<div style="display:inline-flex;flex-direction:column;align-items:flex-start;gap:${size * 0.06}px"><span style="font:900 ${size}px/.82 ${F};letter-spacing:-.045em;color:${ink}">Gogol</span><span style="font:600 ${size * 0.16}px/1 Inter;letter-spacing:.42em;color:${ink};margin-left:${size * 0.04}px">${LOGO_WORD}</span></div>`;
}
export function gogolSeal(size: number, bg = C.red, fg = C.paper, lang: Lang = 'es'): string {
  return `<div style="width:${size}px;height:${size}px;border-radius:50%;background:${bg};display:grid;place-items:center;box-shadow:inset 0 0 0 ${size * 0.035}px ${bg}, inset 0 0 0 ${size * 0.05}px ${fg}"><div style="text-align:center"><div style="font:900 ${size * 0.3}px/.8 ${F};letter-spacing:-.05em;color:${fg}">Gogol</div><div style="font:600 ${size * 0.055}px/1 Inter;letter-spacing:.4em;color:${fg};margin-top:${size * 0.06}px">${words[lang].seal.since}</div></div></div>`;
}

/** The books' authors, in the order of their titles (the words' `books`). */
const AUTHORS = [
  'Inés Albornoz',
  'Mateo Sorrentino',
  'Clara Vidal',
  'Julián Etchart',
  'Paula Moreyra',
  'Ramiro Ocampo',
  'Lucía Benavídez',
  'Ernesto Lamas',
  'Ana Iturbe',
];
/** The books in a language: their titles translated, the authors keep their names. */
const books = (lang: Lang) => words[lang].books.titles.map((t, i) => ({ t, a: AUTHORS[i]! }));
export const BOOKS: { t: string; a: string }[] = books('es');
/** A price in pesos: `$ 24.800`, in English `$24,800`. */
const pesos = (n: number, lang: Lang) =>
  lang === 'es' ? `$ ${n.toLocaleString('es-AR')}` : `$${n.toLocaleString('en-US')}`;
const PALS: [string, string, string][] = [
  [C.red, C.paper, C.ink],
  [C.paper, C.ink, C.red],
  [C.ink, C.paper, C.ochre],
  [C.ochre, C.ink, C.paper],
  [C.slate, C.paper, C.pink],
  [C.pink, C.redD, C.ink],
  [C.sage, C.paper, C.ink],
  [C.paper2, C.red, C.slate],
  [C.brown, C.paper, C.ochre],
];

/** Typographic book cover (w × 1.5w). */
export function cover(i: number, w: number, lang: Lang, o: { shadow?: string } = {}): string {
  const b = books(lang)[i % BOOKS.length]!;
  const [bg, fg, acc] = PALS[i % PALS.length]!;
  const h = w * 1.5;
  const k = w / 300;
  const R = rng(i * 31 + 5);
  const art = [
    `<circle cx="${w * 0.5}" cy="${h * 0.58}" r="${w * 0.3}" fill="${acc}"/><rect x="0" y="${h * 0.58}" width="${w}" height="${h * 0.42}" fill="${bg}" opacity=".9"/><path d="M0,${h * 0.6} ${Array.from({ length: 8 }, (_, j) => `Q${((j + 0.5) * w) / 8},${h * 0.56} ${((j + 1) * w) / 8},${h * 0.6}`).join(' ')}" fill="none" stroke="${fg}" stroke-width="${2.5 * k}"/>`,
    Array.from(
      { length: 9 },
      (_, j) =>
        `<path d="M${-w * 0.1},${h * (0.4 + j * 0.05)} C${w * 0.3},${h * (0.34 + j * 0.05)} ${w * 0.6},${h * (0.48 + j * 0.05)} ${w * 1.1},${h * (0.38 + j * 0.05)}" fill="none" stroke="${j % 3 ? fg : acc}" stroke-width="${3 * k}"/>`,
    ).join(''),
    Array.from(
      { length: 14 },
      () => `<circle cx="${R() * w}" cy="${h * 0.3 + R() * h * 0.4}" r="${(1 + R() * 2.5) * k}" fill="${fg}"/>`,
    ).join('') +
      `<circle cx="${w * 0.7}" cy="${h * 0.36}" r="${w * 0.12}" fill="${acc}"/><path d="M${w * 0.64},${h * 0.3} a${w * 0.12},${w * 0.12} 0 1 0 ${w * 0.14},${h * 0.12} a${w * 0.1},${w * 0.1} 0 1 1 ${-w * 0.14},${-h * 0.12}" fill="${bg}"/>`,
    `<rect x="${w * 0.12}" y="${h * 0.3}" width="${w * 0.76}" height="${h * 0.4}" fill="none" stroke="${fg}" stroke-width="${3 * k}"/><path d="M${w * 0.12},${h * 0.7} L${w * 0.5},${h * 0.4} L${w * 0.88},${h * 0.7}" fill="${acc}"/>`,
    `${[0, 1, 2, 3].map((j) => `<rect x="${w * 0.12}" y="${h * (0.3 + j * 0.1)}" width="${w * (0.76 - j * 0.14)}" height="${h * 0.06}" fill="${j % 2 ? acc : fg}"/>`).join('')}`,
    `<path d="M0,${h * 0.62} L${w},${h * 0.62}" stroke="${fg}" stroke-width="${3 * k}"/>${[0.2, 0.45, 0.7].map((x) => `<rect x="${w * x}" y="${h * 0.42}" width="${w * 0.08}" height="${h * 0.2}" fill="${acc}"/><path d="M${w * x},${h * 0.42} L${w * (x + 0.04)},${h * 0.37} L${w * (x + 0.08)},${h * 0.42}Z" fill="${acc}"/>`).join('')}`,
    `<path d="M${w * 0.2},${h * 0.7} C${w * 0.2},${h * 0.3} ${w * 0.8},${h * 0.3} ${w * 0.8},${h * 0.7}" fill="none" stroke="${acc}" stroke-width="${16 * k}"/><circle cx="${w * 0.5}" cy="${h * 0.56}" r="${w * 0.08}" fill="${fg}"/>`,
    Array.from(
      { length: 6 },
      (_, j) =>
        `<circle cx="${w * 0.5}" cy="${h * 0.5}" r="${w * (0.06 + j * 0.06)}" fill="none" stroke="${j % 2 ? acc : fg}" stroke-width="${3 * k}"/>`,
    ).join(''),
    `<path d="M${w * 0.15},${h * 0.72} L${w * 0.5},${h * 0.32} L${w * 0.85},${h * 0.72}Z" fill="${acc}"/><path d="M${w * 0.32},${h * 0.72} L${w * 0.5},${h * 0.5} L${w * 0.68},${h * 0.72}Z" fill="${fg}"/>`,
  ][i % 9];
  const big = i % 3 === 0;
  return `<div style="position:relative;width:${w}px;height:${h}px;background:${bg};overflow:hidden;box-shadow:${o.shadow ?? SHADOW.flat};border-radius:${2 * k}px ${5 * k}px ${5 * k}px ${2 * k}px">
    <svg class="abs" style="left:0;top:0" width="${w}" height="${h}">${art}</svg>
    <div class="abs" style="left:${20 * k}px;right:${20 * k}px;top:${22 * k}px;font:${big ? 900 : 600} ${(big ? 40 : 30) * k}px/.98 ${F};letter-spacing:${big ? '-.03em' : '-.01em'};color:${fg}">${b.t}</div>
    <div class="abs" style="left:${20 * k}px;right:${20 * k}px;bottom:${20 * k}px;display:flex;justify-content:space-between;align-items:flex-end;font:600 ${12 * k}px Inter;letter-spacing:.1em;color:${fg};text-transform:uppercase"><span>${b.a}</span><span style="font:900 ${14 * k}px ${F};letter-spacing:-.02em;text-transform:none">G</span></div>
    <div class="abs" style="left:0;top:0;bottom:0;width:${8 * k}px;background:linear-gradient(90deg,rgba(0,0,0,.18),rgba(255,255,255,.08),transparent)"></div></div>`;
}

function bladeSign(size: number, lang: Lang): string {
  return `<div style="position:relative;width:${size * 1.5}px;height:${size * 1.3}px">
    <div class="abs" style="left:0;top:${size * 0.08}px;width:${size * 1.4}px;height:${size * 0.05}px;background:${C.ink};border-radius:${size * 0.02}px"></div>
    <div class="abs" style="left:${size * 0.02}px;top:0;width:${size * 0.06}px;height:${size * 0.22}px;background:${C.ink};border-radius:${size * 0.02}px"></div>
    <svg class="abs" style="left:${size * 1.08}px;top:${size * 0.08}px" width="${size * 0.3}" height="${size * 0.3}" viewBox="0 0 30 30"><path d="M2 2 C10 10 20 12 28 10" stroke="${C.ink}" stroke-width="3" fill="none"/><circle cx="28" cy="10" r="2.5" fill="${C.ink}"/></svg>
    ${[0.45, 1.15].map((x) => `<div class="abs" style="left:${size * x}px;top:${size * 0.12}px;width:${size * 0.012}px;height:${size * 0.16}px;background:${C.ink}"></div>`).join('')}
    <div class="abs" style="left:${size * 0.3}px;top:${size * 0.26}px;filter:drop-shadow(0 ${size * 0.06}px ${size * 0.06}px rgba(0,0,0,.35))">${gogolSeal(size, C.red, C.paper, lang)}</div></div>`;
}

function tote(w: number, lang: Lang): string {
  const h = w * 1.15;
  return `<div style="position:relative;width:${w}px;height:${h + w * 0.5}px">
    <svg class="abs" style="left:0;top:0" width="${w}" height="${w * 0.6}" viewBox="0 0 100 60"><path d="M26 60 C26 10 74 10 74 60" fill="none" stroke="#d9ccb0" stroke-width="7"/><path d="M26 60 C26 10 74 10 74 60" fill="none" stroke="rgba(0,0,0,.1)" stroke-width="7" stroke-dasharray="1 2"/></svg>
    <div class="abs" style="left:0;top:${w * 0.48}px;width:${w}px;height:${h}px;background:${C.paper};border-radius:${w * 0.015}px;box-shadow:${SHADOW.deep};overflow:hidden">
      ${full(`background-image:repeating-linear-gradient(0deg,rgba(0,0,0,.025) 0 2px,transparent 2px 4px),repeating-linear-gradient(90deg,rgba(0,0,0,.02) 0 2px,transparent 2px 4px)`)}
      <div class="abs" style="left:${w * 0.1}px;top:${w * 0.14}px">${gogolLogo(w * 0.3, C.ink)}</div>
      <svg class="abs" style="left:${w * 0.1}px;top:${w * 0.5}px" width="${w * 0.8}" height="${w * 0.52}" viewBox="0 0 160 104">${[0, 1, 2, 3, 4, 5, 6].map((j) => `<rect x="${6 + j * 21}" y="${20 + (j % 3) * 8}" width="17" height="${84 - (j % 3) * 8}" fill="${[C.red, C.ink, C.red, C.ochre, C.ink, C.red, C.ink][j]}"/>`).join('')}<rect x="150" y="40" width="17" height="64" fill="${C.red}" transform="rotate(-14 150 104)"/><rect x="0" y="100" width="160" height="4" fill="${C.ink}"/></svg>
      <div class="abs" style="left:${w * 0.1}px;bottom:${w * 0.08}px;font:italic 400 ${w * 0.05}px ${F};color:${C.ink}">${words[lang].tote.motto}</div></div></div>`;
}

function storefront(w: number, h: number, lang: Lang): string {
  const k = w / 1600;
  const shelves = Array.from({ length: 4 }, (_, r) => {
    const R = rng(r + 3);
    let x = 0;
    let s = '';
    while (x < 520 * k) {
      const bw = (10 + R() * 12) * k,
        bh = (70 + R() * 30) * k;
      s += `<rect x="${x}" y="${(100 - bh / k) * k + r * 115 * k}" width="${bw}" height="${bh}" fill="${[C.red, C.ochre, C.slate, C.paper, C.sage, C.pink, C.ink][Math.floor(R() * 7)]}"/>`;
      x += bw + 2 * k;
    }
    return s + `<rect x="0" y="${(100 + r * 115) * k}" width="${540 * k}" height="${8 * k}" fill="${C.brown}"/>`;
  }).join('');
  return `<div style="position:relative;width:${w}px;height:${h}px;background:${C.red};overflow:hidden">
    <div class="abs" style="left:0;right:0;top:0;height:${180 * k}px;background:${C.redD}"></div>
    <div class="abs" style="left:${140 * k}px;top:${240 * k}px;width:${1320 * k}px;height:${960 * k}px;background:${C.ink}"></div>
    <div class="abs" style="left:${180 * k}px;top:${280 * k}px;width:${1240 * k}px;height:${140 * k}px;background:${C.paper};display:flex;align-items:center;justify-content:center;gap:${40 * k}px"><span style="font:900 ${110 * k}px/1 ${F};letter-spacing:-.04em;color:${C.ink}">Gogol</span><span style="font:600 ${26 * k}px Inter;letter-spacing:.5em;color:${C.red}">${LOGO_WORD}</span></div>
    <div class="abs" style="left:${180 * k}px;top:${460 * k}px;width:${580 * k}px;height:${700 * k}px;background:#2a221c;box-shadow:inset 0 0 0 ${10 * k}px ${C.ink}"><svg class="abs" style="left:${30 * k}px;top:${60 * k}px" width="${540 * k}" height="${560 * k}">${shelves}</svg>${full(`background:linear-gradient(135deg,rgba(255,255,255,.14),transparent 40%,transparent 60%,rgba(255,255,255,.06))`)}</div>
    <div class="abs" style="left:${800 * k}px;top:${460 * k}px;width:${260 * k}px;height:${740 * k}px;background:${C.redD};box-shadow:inset 0 0 0 ${10 * k}px ${C.ink}"><div class="abs" style="left:${30 * k}px;right:${30 * k}px;top:${30 * k}px;height:${400 * k}px;background:#2a221c"></div><div class="abs" style="right:${40 * k}px;top:${470 * k}px;width:${18 * k}px;height:${60 * k}px;border-radius:${9 * k}px;background:${C.ochre}"></div></div>
    <div class="abs" style="left:${1100 * k}px;top:${460 * k}px;width:${320 * k}px;height:${700 * k}px;background:#2a221c;box-shadow:inset 0 0 0 ${10 * k}px ${C.ink};padding:${50 * k}px ${40 * k}px"><div style="display:grid;grid-template-columns:1fr 1fr;gap:${20 * k}px">${[0, 3, 4, 6].map((i) => cover(i, 110 * k, lang)).join('')}</div><div style="margin-top:${40 * k}px;font:italic 400 ${30 * k}px/1.2 ${F};color:${C.paper}">${words[lang].storefront.hours}</div></div>
    <div class="abs" style="left:0;right:0;bottom:0;height:${60 * k}px;background:#5a1010"></div>
    <div class="abs" style="left:${1290 * k}px;top:${14 * k}px">${bladeSign(160 * k, lang)}</div></div>`;
}

function shopSite(lang: Lang): string {
  const w = words[lang].shopSite;
  const list = books(lang);
  return `<div class="abs" style="inset:0;background:${C.paper}">
    <div style="height:92px;display:flex;align-items:center;padding:0 56px;gap:40px;border-bottom:2px solid ${C.ink}">${gogolLogo(44, C.ink)}<div style="display:flex;gap:32px;font:600 15px Inter;color:${C.ink};margin-left:30px">${w.nav.map((t) => `<span>${t}</span>`).join('')}</div><div style="margin-left:auto;display:flex;gap:22px;align-items:center">${icon('search', 22, C.ink)}${icon('heart', 22, C.ink)}<span style="display:flex;gap:8px;align-items:center;padding:10px 16px;border-radius:99px;background:${C.ink};color:${C.paper};font:700 14px Inter">${icon('bag', 18, C.paper)}3</span></div></div>
    <div class="abs" style="left:56px;top:130px;right:56px;display:flex;justify-content:space-between;align-items:flex-end"><div style="font:900 76px/.9 ${F};letter-spacing:-.04em;color:${C.ink}">${w.title[0]}<br><span style="color:${C.red}">${w.title[1]}</span></div><div style="font:italic 400 22px/1.35 ${F};color:${C.ink};width:360px">${w.text}</div></div>
    <div class="abs" style="left:56px;right:56px;top:340px;display:grid;grid-template-columns:repeat(6,1fr);gap:26px">${[0, 1, 2, 3, 4, 5].map((i) => `<div><div style="height:300px;display:flex;align-items:flex-end;justify-content:center;background:${C.paper2};padding:26px 0">${cover(i, 160, lang)}</div><div style="font:700 16px Inter;color:${C.ink};margin-top:14px">${list[i]!.t}</div><div style="font:500 13px Inter;color:#7d7060;margin-top:3px">${list[i]!.a}</div><div style="display:flex;justify-content:space-between;align-items:center;margin-top:10px"><span style="font:800 16px Inter;color:${C.red}">${pesos([18900, 22500, 16400, 24800, 19900, 21300][i]!, lang)}</span><span style="width:34px;height:34px;border-radius:50%;border:1.5px solid ${C.ink};display:grid;place-items:center">${icon('plus', 16, C.ink)}</span></div></div>`).join('')}</div>
    <div class="abs" style="left:56px;right:56px;bottom:0;height:70px;background:${C.red};display:flex;align-items:center;gap:40px;padding:0 30px;font:600 15px Inter;color:${C.paper};white-space:nowrap;overflow:hidden">${w.perks.map((t) => `<span>✦ ${t}</span>`).join('')}</div></div>`;
}
function bookScreen(lang: Lang): string {
  const b = books(lang)[3]!;
  const w = words[lang].bookScreen;
  return `${full(`background:${C.paper}`)}
    <div class="abs" style="left:22px;right:22px;top:62px;display:flex;justify-content:space-between">${icon('back', 22, C.ink)}${gogolLogo(24, C.ink)}${icon('bag', 22, C.ink)}</div>
    <div class="abs" style="left:0;right:0;top:130px;height:360px;background:${C.paper2};display:grid;place-items:center">${cover(3, 200, lang, { shadow: SHADOW.soft })}</div>
    <div class="abs" style="left:24px;right:24px;top:516px"><div style="font:600 12px Inter;letter-spacing:.14em;color:${C.red}">${w.kicker}</div><div style="font:900 34px/1 ${F};letter-spacing:-.03em;color:${C.ink};margin-top:10px">${b.t}</div><div style="font:500 15px Inter;color:#7d7060;margin-top:6px">${b.a} · ${w.pages}</div>
      <div style="margin-top:16px;padding:14px 16px;border-left:3px solid ${C.red};background:#f6efe0;font:italic 400 16px/1.4 ${F};color:${C.ink}">${w.quote}</div></div>
    <div class="abs" style="left:24px;right:24px;bottom:36px;display:flex;align-items:center;gap:16px"><span style="font:800 22px Inter;color:${C.ink}">${pesos(24800, lang)}</span><span style="flex:1;height:56px;border-radius:99px;background:${C.red};display:flex;align-items:center;justify-content:center;font:700 16px Inter;color:${C.paper}">${w.add}</span></div>`;
}

export function scenes(lang: Lang): CaseScenes {
  const list = books(lang);
  const banner = `${full(`background:${C.red}`)}
    ${place(110, 100, gogolLogo(130, C.paper))}
    ${place(170, 520, bladeSign(420, lang))}
    ${place(860, 120, tote(560, lang), { r: -3 })}
    ${place(1470, 620, `<div style="display:flex;flex-direction:column-reverse;gap:0">${[4, 2, 1, 8].map((i, j) => `<div style="width:${380 - j * 14}px;height:72px;margin-left:${[0, 14, -6, 20][j]}px;background:${PALS[i]![0]};box-shadow:${SHADOW.flat};border-radius:3px;display:flex;align-items:center;padding:0 20px;font:700 20px ${F};color:${PALS[i]![1]}">${list[i]!.t}</div>`).join('')}</div>`)}
    ${place(1540, 150, cover(3, 250, lang, { shadow: SHADOW.deep }), { r: 6 })}`;
  const context1 = storefront(1600, 1200, lang);
  const context2 = `${full(`background:${C.ink}`)}${place(40, 210, laptop(shopSite(lang)), { s: 0.905 })}`;
  const wide = `${full(`background:${C.paper}`)}
    <div class="abs" style="left:0;right:0;top:880px;height:36px;background:${C.brown}"></div><div class="abs" style="left:0;right:0;top:916px;bottom:0;background:${C.paper2}"></div>
    ${place(28, 230, `<div style="display:flex;align-items:flex-end;gap:24px">${[0, 1, 2, 3, 4, 5, 6].map((i) => cover(i, [260, 240, 280, 250, 270, 240, 260][i]!, lang, { shadow: '8px 10px 20px rgba(20,18,16,.25)' })).join('')}</div>`, { style: 'height:650px;display:flex;align-items:flex-end' })}
    ${place(80, 90, `<div style="display:flex;align-items:baseline;gap:40px">${gogolLogo(70, C.ink)}<span style="font:italic 400 36px ${F};color:${C.red}">${words[lang].tote.motto}</span></div>`)}`;
  const detail1 = `${full(`background:${C.ink}`)}${place(200, 110, tote(800, lang))}`;
  const detail2 = `${full(`background:${C.red}`)}${place(272, 170, phone(bookScreen(lang), { shadow: SHADOW.deep }), { s: 1.5 })}`;
  // The tote's words stand clear of the card's lower left corner, where the site sets its VIEW label.
  const card = `${full(`background:${C.red}`)}
    ${place(90, 90, gogolLogo(170, C.paper))}
    ${place(630, 230, bladeSign(380, lang))}
    ${place(110, 470, tote(560, lang), { r: -4 })}`;
  return { banner, context1, context2, wide, detail1, detail2, card };
}
