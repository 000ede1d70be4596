// AZ Eventos — event production company; identity + booking site. Black + hot coral → magenta gradient. Syne.
import type { CaseScenes, Lang } from '../lib/render.ts';
import { place, full, phone, laptop, browser, icon, SHADOW, chip } from '../lib/ui.ts';
import { stage } from '../lib/scenery.ts';
import words from './azeventos.words.json' with { type: 'json' };

const C = {
  ink: '#0a0a0b',
  ink2: '#151518',
  coral: '#ff5a4e',
  orange: '#ff7a3d',
  magenta: '#e5007d',
  pink: '#ff2d6f',
  paper: '#f5f3ee',
  grey: '#8d8d96',
};
const GRAD = `linear-gradient(115deg,${C.orange} 0%,${C.pink} 48%,${C.magenta} 100%)`;

/** Proper names drawn the same in both languages. */
export const keptNames = [
  'AZ EVENTOS',
  'Noches AZ',
  'NOCHES AZ',
  'Galpón Costanera',
  'GALPÓN COSTANERA',
  'Costanera Sur',
  'Terraza Palermo',
  'Teatro del Bajo',
  'San Telmo',
] as const;

/** Gradient-filled text. */
const gtext = (t: string, css: string) =>
  `<span style="${css};background:${GRAD};-webkit-background-clip:text;background-clip:text;color:transparent">${t}</span>`;

export function azLogo(size: number, mode: 'grad' | 'white' | 'ink' = 'grad'): string {
  const az =
    mode === 'grad'
      ? gtext('AZ', `font:800 ${size}px/0.8 Syne;letter-spacing:-.06em`)
      : `<span style="font:800 ${size}px/0.8 Syne;letter-spacing:-.06em;color:${mode === 'white' ? '#fff' : C.ink}">AZ</span>`;
  return `<div style="display:inline-flex;align-items:flex-end;gap:${size * 0.1}px">${az}<span style="font:600 ${size * 0.26}px/1 Syne;color:${mode === 'ink' ? C.ink : '#fff'};margin-bottom:${size * 0.02}px;letter-spacing:-.01em">eventos</span></div>`;
}

function stageArt(w: number, h: number, seed: number, screen = true, rows = 4, crowdScale = 1): string {
  const beams = [0.12, 0.24, 0.36, 0.64, 0.76, 0.88].map((f, i) => ({
    x: w * f,
    angle: (f - 0.5) * -40 + (i % 2 ? 8 : -8),
    spread: 10 + (i % 3) * 3,
    color: i % 2 ? C.magenta : C.orange,
    len: h * 1.1,
  }));
  beams.push({ x: w * 0.5, angle: 0, spread: 22, color: C.pink, len: h * 1.1, op: 0.5 } as never);
  return stage(w, h, {
    bg: '#050506',
    haze: 'rgba(255,45,111,.35)',
    beams,
    floor: C.pink,
    crowd: '#030304',
    seed,
    phones: 0.12,
    crowdRows: rows,
    crowdScale,
    screen: screen
      ? `<div style="width:100%;height:100%;background:${GRAD};display:grid;place-items:center">${azLogo(w * 0.09, 'white')}</div>`
      : undefined,
    screenW: w * 0.36,
    screenY: h * 0.18,
  });
}

// ------------------------------------------------------------------ website screens (1440×900)
function nav(lang: Lang): string {
  const w = words[lang].nav;
  return `<div style="height:84px;display:flex;align-items:center;padding:0 56px;gap:48px;color:#fff">
    ${azLogo(40)}
    <div style="display:flex;gap:36px;font:500 16px Inter;color:rgba(255,255,255,.72);margin-left:24px"><span style="color:#fff">${w.links[0]}</span><span>${w.links[1]}</span><span>${w.links[2]}</span><span>${w.links[3]}</span></div>
    <span style="margin-left:auto;padding:13px 22px;border-radius:99px;background:${GRAD};font:700 15px Inter;color:#fff">${w.book}</span></div>`;
}
function siteHome(lang: Lang): string {
  const w = words[lang].siteHome;
  return `<div class="abs" style="inset:0;background:${C.ink}">${nav(lang)}
    <div class="abs" style="left:56px;top:170px;width:640px">
      ${chip(w.tagline, 'rgba(255,255,255,.08)', '#fff', 14)}
      <div style="margin-top:28px;font:800 82px/.95 Syne;letter-spacing:-.045em;color:#fff">${w.headline} ${gtext(w.headlineEm, 'font:inherit')}</div>
      <div style="margin-top:28px;font:400 20px/1.5 Inter;color:rgba(255,255,255,.65);width:470px">${w.lede}</div>
      <div style="margin-top:36px;display:flex;gap:14px"><span style="padding:18px 28px;border-radius:99px;background:${GRAD};font:700 17px Inter;color:#fff">${w.quote}</span><span style="padding:18px 28px;border-radius:99px;border:1.5px solid rgba(255,255,255,.25);font:600 17px Inter;color:#fff">${w.seeWork}</span></div>
    </div>
    <div class="abs" style="left:760px;top:120px;width:624px;height:620px;border-radius:28px;overflow:hidden">${stageArt(624, 620, 3, true, 3)}</div>
    <div class="abs" style="left:56px;right:56px;bottom:0;height:100px;border-top:1px solid rgba(255,255,255,.1);display:flex;align-items:center;gap:80px;color:#fff">
      ${w.stats
        .map(
          ([n, t]) =>
            `<div style="display:flex;align-items:baseline;gap:12px"><span style="font:800 34px Syne;letter-spacing:-.03em">${n}</span><span style="font:500 15px Inter;color:rgba(255,255,255,.55)">${t}</span></div>`,
        )
        .join('')}
    </div></div>`;
}
function venueThumb(w: number, h: number, i: number): string {
  const grads = [
    `linear-gradient(160deg,#2a0f1f,#0a0a0b)`,
    `linear-gradient(160deg,#3a1207,#0a0a0b)`,
    `linear-gradient(160deg,#1c0b26,#0a0a0b)`,
  ];
  const shapes = [
    `<div class="abs" style="left:15%;right:15%;bottom:22%;height:38%;border-radius:50% 50% 0 0;background:${GRAD};opacity:.9"></div>`,
    `<div class="abs" style="left:10%;bottom:18%;width:80%;height:12%;background:${C.orange}"></div><div class="abs" style="left:20%;bottom:30%;width:60%;height:34%;border:3px solid ${C.pink};border-radius:6px"></div>`,
    `${[0, 1, 2, 3, 4].map((k) => `<div class="abs" style="left:${10 + k * 18}%;bottom:18%;width:8%;height:${30 + (k % 3) * 14}%;border-radius:99px 99px 0 0;background:${k % 2 ? C.magenta : C.orange}"></div>`).join('')}`,
  ];
  return `<div style="position:relative;width:${w}px;height:${h}px;border-radius:16px;overflow:hidden;background:${grads[i % 3]}">${shapes[i % 3]}<div class="abs" style="left:0;right:0;bottom:0;height:18%;background:rgba(0,0,0,.35)"></div></div>`;
}
function siteBooking(lang: Lang): string {
  const n = words[lang].nav;
  const w = words[lang].siteBooking;
  const days = Array.from({ length: 35 }, (_, i) => i - 2);
  const sel = [14, 15];
  const busy = [3, 7, 8, 21, 27];
  return `<div class="abs" style="inset:0;background:${C.paper};color:${C.ink}">
    <div style="height:84px;display:flex;align-items:center;padding:0 56px;gap:48px;border-bottom:1px solid #e4e1da">${azLogo(40, 'ink')}<div style="display:flex;gap:36px;font:500 16px Inter;color:#5b5b63;margin-left:24px"><span>${n.links[0]}</span><span style="color:${C.ink}">${n.links[1]}</span><span>${n.links[2]}</span><span>${n.links[3]}</span></div><span style="margin-left:auto;display:flex;gap:10px;align-items:center;font:600 15px Inter">${icon('user', 20, C.ink)} ${w.account}</span></div>
    <div class="abs" style="left:56px;top:124px;font:800 60px/1 Syne;letter-spacing:-.04em">${n.book}</div>
    <div class="abs" style="left:56px;top:200px;display:flex;gap:10px">${w.kinds.map((t, i) => chip(t, i === 0 ? C.ink : '#fff', i === 0 ? '#fff' : C.ink, 15, i ? 'border:1px solid #e0ddd5' : '')).join('')}</div>
    <div class="abs" style="left:56px;top:270px;width:560px;height:560px;border-radius:24px;background:#fff;padding:30px;box-shadow:${SHADOW.flat}">
      <div style="display:flex;justify-content:space-between;align-items:center"><span style="font:700 22px Inter">${w.month}</span><span style="display:flex;gap:8px">${icon('back', 20, '#9a9aa2')}${icon('arrow', 20, C.ink)}</span></div>
      <div style="display:grid;grid-template-columns:repeat(7,1fr);margin-top:22px;font:600 13px Inter;color:#9a9aa2;text-align:center">${w.weekdays.map((d) => `<span>${d}</span>`).join('')}</div>
      <div style="display:grid;grid-template-columns:repeat(7,1fr);gap:8px;margin-top:12px">${days
        .map((d) => {
          const isSel = sel.includes(d),
            isBusy = busy.includes(d);
          return `<span style="height:56px;border-radius:14px;display:grid;place-items:center;font:${isSel ? 700 : 500} 17px Inter;${d < 1 || d > 30 ? 'color:transparent' : isSel ? `background:${GRAD};color:#fff` : isBusy ? 'color:#c5c3bd;text-decoration:line-through' : `color:${C.ink};background:#f6f5f1`}">${d}</span>`;
        })
        .join('')}</div>
    </div>
    <div class="abs" style="left:650px;top:270px;width:420px;display:flex;flex-direction:column;gap:16px">
      ${w.venues
        .map(
          ([t, s], i) =>
            `<div style="display:flex;gap:16px;align-items:center;padding:12px;border-radius:20px;background:#fff;${i === 0 ? `box-shadow:0 0 0 2px ${C.pink}` : `box-shadow:${SHADOW.flat}`}">${venueThumb(130, 150, i)}<div style="flex:1"><div style="font:700 19px Inter">${t}</div><div style="font:500 14px Inter;color:#77777f;margin-top:6px">${s}</div><div style="margin-top:14px;display:flex;gap:6px">${chip(w.sound, '#f3f1ec', C.ink, 12)}${chip(w.catering, '#f3f1ec', C.ink, 12)}</div></div></div>`,
        )
        .join('')}
    </div>
    <div class="abs" style="left:1100px;top:270px;width:284px;height:560px;border-radius:24px;background:${C.ink};color:#fff;padding:28px;display:flex;flex-direction:column">
      <div style="font:600 13px Inter;letter-spacing:.12em;color:rgba(255,255,255,.5)">${w.yourEvent}</div>
      <div style="font:800 22px/1.1 Syne;margin-top:14px;letter-spacing:-.02em">${w.eventKind}</div>
      ${['calendar', 'users', 'pin', 'mic']
        .map(
          (ic, i) =>
            `<div style="display:flex;gap:12px;align-items:center;margin-top:20px;font:500 15px Inter;color:rgba(255,255,255,.85)">${icon(ic, 20, C.coral)}${w.summary[i]}</div>`,
        )
        .join('')}
      <div style="margin-top:auto;border-top:1px solid rgba(255,255,255,.12);padding-top:20px;display:flex;justify-content:space-between;font:500 15px Inter;color:rgba(255,255,255,.6)"><span>${w.estimate}</span><span style="color:#fff;font-weight:700">${w.custom}</span></div>
      <div style="margin-top:18px;height:56px;border-radius:99px;background:${GRAD};display:grid;place-items:center;font:700 17px Inter">${w.propose}</div>
    </div></div>`;
}

function phoneTicket(lang: Lang): string {
  const w = words[lang].phoneTicket;
  return `${full(`background:${C.ink}`)}
    <div class="abs" style="left:24px;right:24px;top:70px;display:flex;justify-content:space-between;align-items:center;color:#fff">${icon('back', 24, '#fff')}<span style="font:700 17px Inter">${w.pass}</span>${icon('share', 22, '#fff')}</div>
    <div class="abs" style="left:24px;right:24px;top:130px;height:600px;border-radius:28px;overflow:hidden;background:#fff">
      <div style="height:300px;position:relative;background:${GRAD};overflow:hidden">
        <div class="abs" style="left:-60px;top:-40px;width:320px;height:320px;border-radius:50%;border:40px solid rgba(255,255,255,.16)"></div>
        <div class="abs" style="left:26px;top:26px">${azLogo(46, 'white')}</div>
        <div class="abs" style="left:26px;bottom:26px;font:800 44px/0.95 Syne;letter-spacing:-.03em;color:#fff">Noches<br>AZ · 06</div>
      </div>
      <div style="padding:24px 26px;display:grid;grid-template-columns:1fr 1fr;gap:18px;font:500 13px Inter;color:#8a8a92">
        ${w.ticket
          .map(([k, v]) => `<div>${k}<div style="font:700 17px Inter;color:${C.ink};margin-top:4px">${v}</div></div>`)
          .join('')}
      </div>
      <div style="margin:0 26px;border-top:2px dashed #e6e3dc"></div>
      <div style="padding:20px 26px;display:flex;gap:3px;height:86px;align-items:stretch">${Array.from({ length: 46 }, (_, i) => `<i style="flex:${[1, 2, 1, 3, 1, 1, 2][i % 7]};background:${i % 2 ? 'transparent' : C.ink}"></i>`).join('')}</div>
    </div>
    <div class="abs" style="left:24px;right:24px;top:752px;height:56px;border-radius:99px;background:${GRAD};display:grid;place-items:center;font:700 17px Inter;color:#fff">${w.wallet}</div>`;
}

function poster(w: number, h: number, lang: Lang): string {
  const k = w / 800;
  return `<div style="position:relative;width:${w}px;height:${h}px;overflow:hidden;background:${C.ink};box-shadow:${SHADOW.deep}">
    <div class="abs" style="left:${-200 * k}px;top:${120 * k}px;width:${1200 * k}px;height:${1200 * k}px;border-radius:50%;background:conic-gradient(from 200deg,${C.orange},${C.pink},${C.magenta},${C.ink} 60%,${C.orange});filter:blur(${2 * k}px)"></div>
    <div class="abs" style="left:${100 * k}px;top:${420 * k}px;width:${800 * k}px;height:${800 * k}px;border-radius:50%;background:${C.ink}"></div>
    <div class="abs" style="left:${50 * k}px;top:${50 * k}px;right:${50 * k}px;display:flex;justify-content:space-between;color:#fff;font:600 ${18 * k}px Inter;letter-spacing:.06em"><span>${words[lang].poster.date}</span><span>GALPÓN COSTANERA</span></div>
    <div class="abs" style="left:${44 * k}px;top:${110 * k}px;font:800 ${124 * k}px/.9 Syne;letter-spacing:-.05em;color:#fff">Noches<br><span style="font-size:${330 * k}px;line-height:.8;letter-spacing:-.07em">AZ</span></div>
    <div class="abs" style="left:${50 * k}px;bottom:${60 * k}px;right:${50 * k}px;display:flex;justify-content:space-between;align-items:flex-end;color:#fff"><span style="font:800 ${64 * k}px/1 Syne;letter-spacing:-.03em">06</span>${azLogo(54 * k, 'white')}</div></div>`;
}

function identityBoard(W: number, H: number, lang: Lang): string {
  const w = words[lang].identityBoard;
  const g = 24;
  const cw = (W - g * 4) / 3,
    ch = (H - g * 3) / 2;
  const tile = (x: number, y: number, w: number, h: number, inner: string, bg: string) =>
    `<div class="abs" style="left:${x}px;top:${y}px;width:${w}px;height:${h}px;border-radius:20px;overflow:hidden;background:${bg}">${inner}</div>`;
  const sw = [
    [C.orange, '#FF7A3D'],
    [C.pink, '#FF2D6F'],
    [C.magenta, '#E5007D'],
    [C.ink, '#0A0A0B'],
    [C.paper, '#F5F3EE'],
  ];
  return `${full(`background:#1a1a1e`)}
    ${tile(g, g, cw * 2 + g, ch, `<div class="abs" style="inset:0;display:grid;place-items:center">${azLogo(230, 'white')}</div><div class="abs" style="left:36px;bottom:30px;font:600 16px Inter;color:rgba(255,255,255,.8);letter-spacing:.1em">${w.identity}</div>`, GRAD)}
    ${tile(g * 2 + cw * 2, g, cw, ch, `<div class="abs" style="inset:0;display:grid;place-items:center">${gtext('AZ', 'font:800 190px/1 Syne;letter-spacing:-.06em')}</div>`, C.ink)}
    ${tile(g, g * 2 + ch, cw, ch, `<div class="abs" style="inset:0;display:flex">${sw.map(([c, hx], i) => `<div style="flex:1;background:${c};position:relative"><span style="position:absolute;left:10px;bottom:16px;writing-mode:vertical-rl;transform:rotate(180deg);font:600 13px 'JetBrains Mono';color:${i >= 3 ? (i === 4 ? C.ink : '#fff') : '#fff'}">${hx}</span></div>`).join('')}</div>`, C.ink)}
    ${tile(g * 2 + cw, g * 2 + ch, cw, ch, `<div class="abs" style="left:34px;top:26px;font:800 190px/1 Syne;letter-spacing:-.05em;color:${C.ink}">Aa</div><div class="abs" style="left:36px;bottom:34px;font:600 15px/1.6 Inter;color:#5b5b63">Syne ExtraBold<br><span style="font:800 22px Syne;color:${C.ink}">${w.glyphs}</span></div>`, C.paper)}
    ${tile(g * 3 + cw * 2, g * 2 + ch, cw, ch, `<div class="abs" style="left:50%;top:50%;width:360px;height:210px;margin:-105px 0 0 -180px;transform:rotate(-10deg);border-radius:10px;background:${C.ink};box-shadow:${SHADOW.deep};padding:22px;display:flex;flex-direction:column;justify-content:space-between">${azLogo(40)}<div style="font:500 13px/1.5 Inter;color:rgba(255,255,255,.7)"><b style="color:#fff;font-weight:700">Valentina Sosa</b><br>${w.role}</div></div><div class="abs" style="left:60%;top:60%;width:360px;height:210px;margin:-105px 0 0 -180px;transform:rotate(6deg);border-radius:10px;background:${GRAD};box-shadow:${SHADOW.deep};z-index:-1"></div>`, '#2a2a30')}`;
}

export function scenes(lang: Lang): CaseScenes {
  const w = words[lang].scenes;
  const banner = `${full(`background:${C.ink}`)}
    ${full(`background:radial-gradient(55% 70% at 18% 60%,rgba(255,45,111,.35),transparent 70%)`)}
    ${place(70, 250, gtext('AZ', 'font:800 600px/.8 Syne;letter-spacing:-.07em;display:block'))}
    ${place(120, 150, `<span style="font:600 22px Inter;letter-spacing:.2em;color:rgba(255,255,255,.55)">${w.banner}</span>`)}
    ${place(1010, 250, laptop(siteHome(lang)), { s: 0.56 })}`;
  const context1 = identityBoard(1600, 1200, lang);
  const context2 = `${full(`background:${GRAD}`)}${full('background:radial-gradient(80% 60% at 50% 100%,rgba(0,0,0,.25),transparent)')}
    ${place(100, 110, browser(siteBooking(lang), 1440, 948, { url: w.bookingUrl, shadow: SHADOW.deep }), { s: 0.972 })}`;
  const wide = stageArt(2000, 1000, 9, true, 4);
  const detail1 = `${full('background:#161618')}${full('background:radial-gradient(70% 50% at 50% 40%,rgba(255,90,78,.18),transparent)')}${place(180, 160, poster(840, 1180, lang))}`;
  const detail2 = `${full(`background:${GRAD}`)}${place(-120, 1150, `<div style="width:1500px;height:120px;background:${C.ink};transform:rotate(-16deg);display:flex;align-items:center;gap:40px;padding-left:60px;font:800 64px Syne;color:#fff;white-space:nowrap">${words[lang].phoneTicket.ribbon.repeat(4)}</div>`)}${place(272, 170, phone(phoneTicket(lang), { statusInk: '#fff', homeInk: '#fff' }), { s: 1.5 })}`;
  const card = `${stageArt(1200, 1500, 21, false, 4, 2.2)}${place(0, 330, `<div style="width:1200px;text-align:center">${gtext('AZ', 'font:800 420px/.8 Syne;letter-spacing:-.07em;display:inline-block')}</div>`)}${place(0, 720, `<div style="width:1200px;text-align:center;font:600 26px Inter;letter-spacing:.3em;color:rgba(255,255,255,.8)">EVENTOS</div>`)}`;
  return { banner, context1, context2, wide, detail1, detail2, card };
}
