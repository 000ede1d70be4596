// Culture pictures: studio atmosphere (parallax), illustrated team portrait, and six 'force for good' illustrations
// (the two with words come in each language: force-2-es/-en, force-5-es/-en).
// Agency palette: ink #0d0d0f, paper #f5f3ee, blue #1f3bf5, red #d42a1e, plus soft tints.
import type { Job } from '../lib/render.ts';
import { full, grain, rng } from '../lib/ui.ts';
import { person } from '../lib/people.ts';
import type { PersonOpts } from '../lib/people.ts';

const L = {
  ink: '#0d0d0f',
  paper: '#f5f3ee',
  blue: '#1f3bf5',
  red: '#d42a1e',
  sky: '#cfd6fe',
  blueM: '#8291fa',
  pink: '#f4c9c2',
  sand: '#e7e0d1',
  stone: '#b9b3a6',
  butter: '#f3dfae',
  deep: '#15162b',
};
const SKIN = ['#f3d5c0', '#e8bc9a', '#d19a74', '#b07a56', '#8a5a3c', '#5e3b27', '#f0c8a8', '#c48a62'];
const HAIR = ['#1a1414', '#3b2a20', '#6b4a32', '#c9a27a', '#8f8a86', '#a0452a'];

// ------------------------------------------------------------------ parallax: warm light in the studio
function parallax(): string {
  const R = rng(3);
  const W = 2000,
    H = 1125;
  const leaves = Array.from({ length: 11 }, (_, i) => {
    const a = ((-150 + i * 11 + R() * 6) * Math.PI) / 180,
      len = 520 + R() * 380,
      wd = 26 + R() * 30;
    const bx = 1560,
      by = 1180;
    const tx = bx + Math.cos(a) * len,
      ty = by + Math.sin(a) * len;
    const mx = bx + Math.cos(a) * len * 0.55,
      my = by + Math.sin(a) * len * 0.55;
    const nx = -Math.sin(a) * wd,
      ny = Math.cos(a) * wd;
    return `<path d="M${bx},${by} Q${mx + nx},${my + ny} ${tx},${ty} Q${mx - nx},${my - ny} ${bx},${by}Z" fill="#160d08"/>`;
  }).join('');
  const dust = Array.from(
    { length: 90 },
    () =>
      `<circle cx="${900 + R() * 1000}" cy="${80 + R() * 900}" r="${0.8 + R() * 2.6}" fill="#ffe6c2" opacity="${0.15 + R() * 0.5}"/>`,
  ).join('');
  return `${full('background:linear-gradient(160deg,#2a1a12 0%,#170f0b 45%,#0d0d0f 100%)')}
    <div class="abs" style="left:-300px;top:-200px;width:1500px;height:1200px;border-radius:50%;background:radial-gradient(closest-side,rgba(240,140,70,.55),transparent);filter:blur(20px)"></div>
    <div class="abs" style="left:900px;top:500px;width:1300px;height:900px;border-radius:50%;background:radial-gradient(closest-side,rgba(212,42,30,.35),transparent);filter:blur(30px)"></div>
    <svg class="abs" style="left:0;top:0" width="${W}" height="${H}"><defs>
      <linearGradient id="win" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="#ffcf86"/><stop offset="1" stop-color="#ff8a3a" stop-opacity=".6"/></linearGradient>
      <filter id="bl" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="14"/></filter><filter id="bl2" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="22"/></filter></defs>
      <g filter="url(#bl)" style="mix-blend-mode:screen" transform="translate(1010 90) skewY(8) skewX(-14)">${[0, 1].map((c) => [0, 1, 2].map((r) => `<rect x="${c * 392}" y="${r * 300}" width="380" height="288" rx="4" fill="url(#win)" opacity="${0.95 - r * 0.12 - c * 0.08}"/>`).join('')).join('')}</g>
      <g filter="url(#bl2)" opacity=".7">${leaves}</g>
      <g filter="url(#bl2)" style="mix-blend-mode:screen">${[
        [260, 300, 150, '#ffb36b', 0.5],
        [520, 180, 90, '#ffd9a8', 0.45],
        [180, 700, 110, '#d42a1e', 0.35],
        [640, 560, 70, '#ffcf8a', 0.4],
        [420, 880, 160, '#ff8a3d', 0.25],
      ]
        .map(([x, y, r, c, o]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${c}" opacity="${o}"/>`)
        .join('')}</g>
      ${dust}</svg>
    <div class="abs" style="left:0;right:0;bottom:0;height:300px;background:linear-gradient(transparent,rgba(13,13,15,.6))"></div>
    ${grain(0.07, 0.9)}`;
}

// ------------------------------------------------------------------ team portrait
const TEAM: PersonOpts[] = [
  { skin: SKIN[0]!, hair: HAIR[3]!, style: 'bob', shirt: L.blue },
  { skin: SKIN[4]!, hair: HAIR[0]!, style: 'afro', shirt: L.red, glasses: L.ink },
  { skin: SKIN[1]!, hair: HAIR[1]!, style: 'short', shirt: L.ink, beard: true },
  { skin: SKIN[6]!, hair: HAIR[5]!, style: 'long', shirt: L.sky },
  { skin: SKIN[2]!, hair: HAIR[0]!, style: 'bun', shirt: L.butter },
  { skin: SKIN[5]!, hair: HAIR[0]!, style: 'bald', shirt: L.blue, beard: true },
  { skin: SKIN[7]!, hair: HAIR[2]!, style: 'curly', shirt: L.pink },
  { skin: SKIN[3]!, hair: HAIR[0]!, style: 'side', shirt: L.red, glasses: L.ink },
  { skin: SKIN[0]!, hair: HAIR[4]!, style: 'short', shirt: L.sand, glasses: L.blue },
  { skin: SKIN[5]!, hair: HAIR[0]!, style: 'long', shirt: L.ink },
  { skin: SKIN[1]!, hair: HAIR[2]!, style: 'cap', shirt: L.blueM },
  { skin: SKIN[2]!, hair: HAIR[1]!, style: 'bob', shirt: L.red },
  { skin: SKIN[6]!, hair: HAIR[3]!, style: 'side', shirt: L.blue, beard: true },
  { skin: SKIN[4]!, hair: HAIR[0]!, style: 'bun', shirt: L.sky, glasses: L.red },
];
/** The whole studio, thirty-two people (the culture page's caption says so): the fourteen above and eighteen more. */
const TEAM_SIZE = 32;
function teamMembers(): PersonOpts[] {
  const R = rng(32);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(R() * list.length)]!;
  const styles = ['short', 'long', 'bun', 'curly', 'bald', 'side', 'bob', 'afro', 'cap'] as const;
  const shirts = [L.blue, L.red, L.ink, L.sky, L.butter, L.pink, L.sand, L.blueM];
  const more = Array.from({ length: TEAM_SIZE - TEAM.length }, (): PersonOpts => ({
    skin: pick(SKIN),
    hair: pick(HAIR),
    style: pick(styles),
    shirt: pick(shirts),
    ...(R() < 0.25 ? { glasses: pick([L.ink, L.red, L.blue]) } : {}),
    ...(R() < 0.15 ? { beard: true } : {}),
  }));
  return [...TEAM, ...more];
}
function team(): string {
  const W = 2000,
    H = 1200;
  const members = teamMembers();
  // A group photo: three rows, the back one smaller and fuller, each centred, so that its places fall between those
  // of the row in front; everyone stands inside the frame, a margin from its edges. The front row runs on out of the
  // picture's foot, so that any crop cuts it on one line rather than showing the busts' staggered ends.
  const rows = [
    { count: 12, y: 430, scale: 0.95, toTheFoot: false },
    { count: 11, y: 600, scale: 1.12, toTheFoot: false },
    { count: 9, y: 790, scale: 1.32, toTheFoot: true },
  ];
  const margin = 40;
  let next = 0;
  const figures = rows
    .map(({ count, y, scale, toTheFoot }) => {
      const step = (W - 2 * margin) / count;
      return members
        .slice(next, (next += count))
        .map((p, i) => {
          const x = margin + i * step + step / 2 - 100 * scale;
          // A shirt the colour of the disc or ring behind it would leave a head with no shoulders: a lighter one.
          const around = Math.hypot(x + 100 * scale - 1000, y + 160 * scale - 620);
          const behind = around < 390 ? L.blue : around < 530 ? L.sky : L.paper;
          const shirt = p.shirt === behind ? (behind === L.blue ? L.blueM : L.sand) : p.shirt;
          const top = y + (i % 2 ? 14 : 0);
          // The shirt's flat foot is at 240 in the bust's 200×240 box, 18 to 182 across.
          const foot = top + 239 * scale;
          const torso = toTheFoot
            ? `<rect x="${x + 18 * scale}" y="${foot}" width="${164 * scale}" height="${H - foot}" fill="${shirt}"/>`
            : '';
          return bust({ ...p, shirt }, x, top, scale) + torso;
        })
        .join('');
    })
    .join('');
  return `${full(`background:${L.paper}`)}
    <svg class="abs" style="left:0;top:0" width="${W}" height="${H}">
      <circle cx="1000" cy="620" r="530" fill="${L.sky}"/>
      <circle cx="1000" cy="620" r="390" fill="${L.blue}"/>
      <path d="M0,420 A260,260 0 0 1 260,160 L260,420Z" fill="${L.red}" opacity=".9"/>
      <rect x="1740" y="120" width="150" height="150" rx="75" fill="${L.butter}"/>
      ${[
        [300, 160],
        [1640, 330],
        [1480, 170],
        [560, 300],
      ]
        .map(
          ([x, y], i) =>
            `<path d="M${x},${y! - 26} C${x! + 4},${y! - 4} ${x! + 4},${y! - 4} ${x! + 26},${y} C${x! + 4},${y! + 4} ${x! + 4},${y! + 4} ${x},${y! + 26} C${x! - 4},${y! + 4} ${x! - 4},${y! + 4} ${x! - 26},${y} C${x! - 4},${y! - 4} ${x! - 4},${y! - 4} ${x},${y! - 26}Z" fill="${i % 2 ? L.red : L.ink}"/>`,
        )
        .join('')}
      ${figures}
    </svg>`;
}

// ------------------------------------------------------------------ force for good
const W = 900,
  H = 1125;
const svg = (bg: string, inner: string) =>
  `${full(`background:${bg}`)}<svg class="abs" style="left:0;top:0" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${inner}</svg>`;
const bust = (p: PersonOpts, x: number, y: number, s: number) =>
  `<g transform="translate(${x} ${y}) scale(${s})">${person(p)}</g>`;

function forceTrees(): string {
  return svg(
    L.sky,
    `
    <circle cx="640" cy="250" r="120" fill="${L.red}"/>
    <circle cx="450" cy="520" r="330" fill="${L.paper}"/>
    <path d="M0,900 C200,860 700,860 900,900 L900,1125 L0,1125Z" fill="${L.ink}"/>
    <ellipse cx="450" cy="860" rx="230" ry="60" fill="#2a2420"/>
    <path d="M450,860 C450,760 452,650 450,540" stroke="${L.ink}" stroke-width="16" stroke-linecap="round"/>
    <path d="M450,700 C390,660 330,680 300,610 C370,590 430,620 450,700Z" fill="${L.blue}"/>
    <path d="M452,620 C520,560 590,590 630,520 C550,500 480,540 452,620Z" fill="${L.blueM}"/>
    <path d="M450,560 C420,480 460,430 450,380 C500,440 480,500 450,560Z" fill="${L.blue}"/>
    <path d="M150,1125 C170,980 250,900 340,880 C360,900 350,930 330,940 C290,960 270,1000 280,1125Z" fill="${SKIN[2]}"/>
    <path d="M110,1125 L150,980 L290,1010 L280,1125Z" fill="${L.red}"/>
    <path d="M750,1125 C730,980 650,900 560,880 C540,900 550,930 570,940 C610,960 630,1000 620,1125Z" fill="${SKIN[5]}"/>
    <path d="M790,1125 L750,980 L610,1010 L620,1125Z" fill="${L.blue}"/>
    <g fill="${L.blue}">${[0, 1, 2, 3].map((i) => `<path d="M${120 + i * 26},${360 + (i % 2) * 20} l10,-30 l10,30" fill="none" stroke="${L.blue}" stroke-width="6" stroke-linecap="round"/>`).join('')}</g>
    ${[0, 1, 2, 3, 4].map((i) => `<circle cx="${560 + i * 40}" cy="${840 + (i % 2) * 14}" r="8" fill="${L.stone}"/>`).join('')}`,
  );
}
/** A community workshop: the word on its banner is part of the picture, so each language has its own. */
function forceWorkshop(word: string): string {
  const flags = Array.from(
    { length: 9 },
    (_, i) =>
      `<path d="M${60 + i * 92},${150 + Math.sin((i / 8) * Math.PI) * 40} l46,${4} l-23,60Z" fill="${[L.paper, L.blue, L.butter, L.sky][i % 4]}"/>`,
  ).join('');
  return svg(
    L.red,
    `
    <path d="M40,150 Q450,240 860,150" fill="none" stroke="${L.ink}" stroke-width="4"/>${flags}
    <rect x="150" y="300" width="600" height="300" rx="18" fill="${L.paper}" opacity=".18"/>
    <text x="450" y="480" text-anchor="middle" font-family="Bricolage Grotesque" font-weight="800" font-size="120" fill="${L.paper}" opacity=".9" letter-spacing="-5">${word}</text>
    ${bust({ skin: SKIN[1]!, hair: HAIR[0]!, style: 'curly', shirt: L.blue }, 60, 560, 1.55)}
    ${bust({ skin: SKIN[4]!, hair: HAIR[0]!, style: 'bun', shirt: L.butter, glasses: L.ink }, 320, 520, 1.6)}
    ${bust({ skin: SKIN[0]!, hair: HAIR[4]!, style: 'short', shirt: L.ink, beard: true }, 580, 560, 1.55)}
    <rect x="0" y="870" width="900" height="255" fill="${L.paper}"/>
    <rect x="0" y="870" width="900" height="26" fill="${L.sand}"/>
    <rect x="110" y="930" width="220" height="150" rx="6" fill="#fff" transform="rotate(-6 220 1000)"/><path d="M140,970 h150 M140,1000 h120 M140,1030 h140" stroke="${L.stone}" stroke-width="8" stroke-linecap="round" transform="rotate(-6 220 1000)"/>
    ${[
      [430, L.blue],
      [510, L.red],
      [590, L.butter],
    ]
      .map(
        ([x, c]) =>
          `<ellipse cx="${x}" cy="965" rx="34" ry="12" fill="${c}"/><rect x="${Number(x) - 34}" y="965" width="68" height="60" fill="${c}"/><ellipse cx="${x}" cy="1025" rx="34" ry="12" fill="${c}"/><ellipse cx="${x}" cy="965" rx="26" ry="8" fill="#000" opacity=".2"/>`,
      )
      .join('')}
    <path d="M700,930 L820,1060" stroke="${L.ink}" stroke-width="18" stroke-linecap="round"/><rect x="660" y="900" width="90" height="44" rx="8" fill="${L.ink}" transform="rotate(42 705 922)"/>`,
  );
}
function forceBike(): string {
  const city = Array.from({ length: 9 }, (_, i) => {
    const x = i * 104 - 10,
      h = 220 + ((i * 97) % 180);
    return `<rect x="${x}" y="${760 - h}" width="96" height="${h}" fill="${i % 3 ? '#3452f7' : '#4a63f8'}"/>${Array.from({ length: Math.floor(h / 60) }, (_, r) => `<rect x="${x + 20}" y="${790 - h + r * 60}" width="18" height="26" fill="${L.sky}" opacity=".5"/><rect x="${x + 56}" y="${790 - h + r * 60}" width="18" height="26" fill="${L.sky}" opacity=".5"/>`).join('')}`;
  }).join('');
  const wheel = (cx: number) =>
    `<circle cx="${cx}" cy="880" r="120" fill="none" stroke="${L.paper}" stroke-width="18"/><circle cx="${cx}" cy="880" r="12" fill="${L.paper}"/>${[0, 45, 90, 135].map((a) => `<path d="M${cx + 110 * Math.cos((a * Math.PI) / 180)},${880 + 110 * Math.sin((a * Math.PI) / 180)} L${cx - 110 * Math.cos((a * Math.PI) / 180)},${880 - 110 * Math.sin((a * Math.PI) / 180)}" stroke="${L.paper}" stroke-width="3" opacity=".6"/>`).join('')}`;
  return svg(
    L.blue,
    `
    <circle cx="700" cy="230" r="110" fill="${L.butter}"/>
    ${city}
    <rect x="0" y="760" width="900" height="365" fill="${L.ink}"/>
    ${[0, 1, 2, 3, 4].map((i) => `<rect x="${i * 200 + 20}" y="1050" width="110" height="14" rx="7" fill="${L.paper}" opacity=".5"/>`).join('')}
    ${wheel(230)}${wheel(670)}
    <path d="M230,880 L400,880 L560,700 L330,700 Z M400,880 L330,660 M560,700 L670,880 M545,650 L560,700" fill="none" stroke="${L.red}" stroke-width="18" stroke-linejoin="round" stroke-linecap="round"/>
    <path d="M300,660 h70" stroke="${L.ink}" stroke-width="18" stroke-linecap="round"/><path d="M520,640 h50" stroke="${L.paper}" stroke-width="14" stroke-linecap="round"/>
    <path d="M420,470 L360,650" stroke="${L.paper}" stroke-width="60" stroke-linecap="round"/>
    <path d="M430,500 L540,640" stroke="${SKIN[2]}" stroke-width="22" stroke-linecap="round"/>
    <path d="M360,650 L470,760 L400,880" fill="none" stroke="${L.ink}" stroke-width="34" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="M360,650 L400,780 L330,860" fill="none" stroke="#25262b" stroke-width="30" stroke-linecap="round" stroke-linejoin="round"/>
    <circle cx="440" cy="400" r="46" fill="${SKIN[2]}"/><path d="M392,398 A50,50 0 0 1 490,390 L494,404 L388,410Z" fill="${L.red}"/>
    <rect x="470" y="560" width="70" height="60" rx="10" fill="${L.butter}" transform="rotate(-10 505 590)"/>`,
  );
}
function forceSolar(): string {
  const rays = Array.from({ length: 12 }, (_, i) => {
    const a = (i / 12) * Math.PI * 2;
    return `<path d="M${450 + Math.cos(a) * 190},${330 + Math.sin(a) * 190} L${450 + Math.cos(a) * 250},${330 + Math.sin(a) * 250}" stroke="${L.red}" stroke-width="16" stroke-linecap="round"/>`;
  }).join('');
  const panel = (x: number, y: number) =>
    `<g transform="translate(${x} ${y}) skewX(-28)"><rect width="150" height="96" fill="${L.blue}" stroke="${L.paper}" stroke-width="5"/>${[1, 2].map((i) => `<path d="M${i * 50},0 V96" stroke="${L.sky}" stroke-width="3"/>`).join('')}<path d="M0,48 H150" stroke="${L.sky}" stroke-width="3"/></g>`;
  return svg(
    L.sky,
    `
    <circle cx="450" cy="330" r="150" fill="${L.red}"/>${rays}
    <path d="M0,1125 L0,900 C300,860 600,880 900,840 L900,1125Z" fill="${L.blueM}"/>
    <rect x="150" y="780" width="600" height="345" fill="${L.paper}"/>
    <path d="M100,790 L450,560 L800,790Z" fill="${L.ink}"/>
    ${panel(330, 640)}${panel(480, 640)}${panel(260, 700)}${panel(410, 700)}${panel(560, 700)}
    <rect x="400" y="940" width="100" height="185" rx="6" fill="${L.blue}"/><rect x="200" y="860" width="120" height="100" rx="6" fill="${L.butter}"/><rect x="580" y="860" width="120" height="100" rx="6" fill="${L.butter}"/>
    <path d="M780,1000 l-40,70 h40 l-20,60 l70,-90 h-44 l24,-40Z" fill="${L.red}"/>`,
  );
}
/** Reuse, repair, redesign: the words are part of the picture, so each language has its own. */
function forceCircular(words: string): string {
  const cx = 450,
    cy = 560,
    r = 290;
  const arc = (a0: number, a1: number, c: string) => {
    const p = (a: number, rr = r) => [cx + rr * Math.cos((a * Math.PI) / 180), cy + rr * Math.sin((a * Math.PI) / 180)];
    const [x0, y0] = p(a0),
      [x1, y1] = p(a1);
    const [hx, hy] = p(a1 + 14);
    const [ax, ay] = p(a1, r - 50),
      [bx, by] = p(a1, r + 50);
    return `<path d="M${x0},${y0} A${r},${r} 0 0 1 ${x1},${y1}" fill="none" stroke="${c}" stroke-width="64"/><path d="M${ax},${ay} L${hx},${hy} L${bx},${by}Z" fill="${c}"/>`;
  };
  return svg(
    L.butter,
    `
    ${arc(-80, 10, L.blue)}${arc(40, 130, L.red)}${arc(160, 250, L.ink)}
    <rect x="370" y="430" width="70" height="190" rx="28" fill="${L.sky}"/><rect x="385" y="400" width="40" height="40" rx="8" fill="${L.blue}"/>
    <rect x="460" y="520" width="120" height="100" rx="8" fill="${L.sand}"/><path d="M460,540 h120" stroke="${L.stone}" stroke-width="6"/><path d="M520,520 v20" stroke="${L.stone}" stroke-width="6"/>
    <rect x="300" y="520" width="64" height="100" rx="10" fill="${L.red}"/><rect x="300" y="540" width="64" height="14" fill="${L.paper}" opacity=".6"/>
    <rect x="280" y="620" width="320" height="14" rx="7" fill="${L.ink}"/>
    <text x="450" y="1020" text-anchor="middle" font-family="Bricolage Grotesque" font-weight="800" font-size="64" fill="${L.ink}" letter-spacing="-2">${words}</text>`,
  );
}
function forceMentor(): string {
  return svg(
    L.pink,
    `
    <rect x="90" y="110" width="720" height="470" rx="16" fill="${L.paper}"/><rect x="90" y="580" width="720" height="22" rx="6" fill="${L.stone}"/>
    ${[0, 1, 2, 3, 4].map((i) => `<rect x="${160 + i * 90}" y="${500 - (60 + i * 55)}" width="56" height="${60 + i * 55}" fill="${i === 4 ? L.red : L.blue}"/>`).join('')}
    <path d="M160,400 C300,380 420,300 640,200" fill="none" stroke="${L.red}" stroke-width="8" stroke-linecap="round" stroke-dasharray="2 18"/>
    <path d="M640,200 l-30,6 l18,24Z" fill="${L.red}"/>
    <circle cx="720" cy="210" r="40" fill="none" stroke="${L.ink}" stroke-width="6"/><path d="M700,210 l14,14 l26,-30" fill="none" stroke="${L.ink}" stroke-width="6"/>
    ${bust({ skin: SKIN[3]!, hair: HAIR[4]!, style: 'short', shirt: L.blue, glasses: L.ink, beard: true }, 560, 640, 1.7)}
    <path d="M486,420 L552,668" stroke="${L.ink}" stroke-width="8" stroke-linecap="round"/>
    <path d="M620,930 C580,860 560,790 566,716" stroke="${L.blue}" stroke-width="46" stroke-linecap="round" fill="none"/><circle cx="560" cy="692" r="24" fill="${SKIN[3]}"/>
    ${bust({ skin: SKIN[0]!, hair: HAIR[5]!, style: 'bob', shirt: L.ink }, 20, 700, 1.75)}
    ${bust({ skin: SKIN[5]!, hair: HAIR[0]!, style: 'curly', shirt: L.red }, 300, 760, 1.6)}
    <rect x="0" y="1050" width="900" height="75" fill="${L.ink}"/>`,
  );
}

export function jobs(): Job[] {
  return [
    { out: 'culture/parallax.jpg', w: 2000, h: 1125, html: parallax() },
    { out: 'culture/team.jpg', w: 2000, h: 1200, html: team() },
    { out: 'culture/force-1.jpg', w: 900, h: 1125, html: forceTrees() },
    { out: 'culture/force-2-es.jpg', w: 900, h: 1125, html: forceWorkshop('taller') },
    { out: 'culture/force-2-en.jpg', w: 900, h: 1125, html: forceWorkshop('workshop') },
    { out: 'culture/force-3.jpg', w: 900, h: 1125, html: forceBike() },
    { out: 'culture/force-4.jpg', w: 900, h: 1125, html: forceSolar() },
    { out: 'culture/force-5-es.jpg', w: 900, h: 1125, html: forceCircular('reusar · reparar · rediseñar') },
    { out: 'culture/force-5-en.jpg', w: 900, h: 1125, html: forceCircular('reuse · repair · redesign') },
    { out: 'culture/force-6.jpg', w: 900, h: 1125, html: forceMentor() },
  ];
}
