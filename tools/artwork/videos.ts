// Renders the two looping videos into src/assets/videos/ (1280×720, H.264, no audio, ≤ 400 KB), once per language
// (`name-es.mp4`, `name-en.mp4`: their screens hold words), and for a full-width
// banner a wider rendition beside it (`name.1920w.mp4`, 1920×1080, ≤ 900 KB) that wide and dense screens get
// (src/components/Media.astro). Each frame is the scene rendered at time t in Chromium (a pure function of t, so the
// clock is fully controlled), screenshotted, then encoded with ffmpeg. Usage: node tools/artwork/videos.ts [success|welcome|1920w]
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { setScene, closeBrowser, ASSETS, langs, type Lang } from './lib/render.ts';
import { rng, phone, place, full, SHADOW } from './lib/ui.ts';
import { smoothPath } from './lib/charts.ts';
import { stage } from './lib/scenery.ts';
import { keynoteScreen, C as SS } from './scenes/success-summit.ts';
import { todayScreen, journeyScreen, welcomeScreen, teamScreen, weLogo, C as WE } from './scenes/welcome-experience.ts';

const W = 1280,
  H = 720,
  FPS = 25;
const TAU = Math.PI * 2;

type Video = {
  name: string;
  seconds: number;
  crf: number;
  frame: (t: number, T: number, lang: Lang) => string;
  wide?: boolean;
};

/** Each rendition of a video: the scene drawn at a scale (zoomed, so it stays sharp), its file suffix and size budget. */
const renditions = [
  { suffix: '', scale: 1, maxKb: 400 },
  { suffix: '.1920w', scale: 1.5, maxKb: 900 },
];

// ------------------------------------------------------------------ Success Summit: stage in motion
const R = rng(77);
const PARTICLES = Array.from({ length: 70 }, () => ({
  x: R() * W,
  y: R() * H,
  r: 0.8 + R() * 2.2,
  o: 0.25 + R() * 0.55,
  laps: 1 + Math.floor(R() * 2),
  ph: R() * TAU,
  sway: 6 + R() * 18,
}));
function successFrame(t: number, T: number, lang: Lang): string {
  const u = t / T;
  const xs = [0.08, 0.2, 0.32, 0.68, 0.8, 0.92];
  const beams = xs.map((f, i) => ({
    x: W * f,
    angle: (f - 0.5) * -50 + Math.sin(TAU * u + i * 1.1) * 14 * (i % 2 ? 1 : -1),
    spread: 12 + (i % 3) * 2 + Math.sin(TAU * u * 2 + i) * 2,
    color: i % 3 === 1 ? '#ffe3a8' : SS.amber,
    len: H * 1.25,
    op: 0.45 + 0.25 * (0.5 + 0.5 * Math.sin(TAU * u + i * 2.1)),
  }));
  const sw = W * 0.5;
  const screen = keynoteScreen(sw, sw * 0.5625, lang);
  const sweepX = -0.4 + u * 1.8; // glossy sweep crosses the LED screen once per loop
  const sweep = full(
    `background:linear-gradient(100deg,transparent ${(sweepX - 0.12) * 100}%,rgba(255,230,170,.35) ${sweepX * 100}%,transparent ${(sweepX + 0.12) * 100}%);mix-blend-mode:screen`,
  );
  const scene = stage(W, H, {
    bg: SS.bg,
    haze: `rgba(245,165,36,${0.22 + 0.08 * Math.sin(TAU * u)})`,
    beams,
    floor: SS.gold,
    crowd: '#050403',
    seed: 3,
    phones: 0.08,
    crowdRows: 4,
    crowdScale: 1.1,
    screen: `<div style="position:relative;width:100%;height:100%">${screen}${sweep}</div>`,
    screenW: sw,
    screenY: H * 0.17,
    side: '#17130d',
  });
  const dust = PARTICLES.map((p) => {
    const y = (((p.y - u * p.laps * H) % H) + H) % H;
    const x = p.x + Math.sin(TAU * u * p.laps + p.ph) * p.sway;
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${p.r}" fill="#ffe2a8" opacity="${(p.o * (0.6 + 0.4 * Math.sin(TAU * u * p.laps + p.ph))).toFixed(2)}"/>`;
  }).join('');
  return `${scene}<svg class="abs" style="left:0;top:0;mix-blend-mode:screen" width="${W}" height="${H}">${dust}</svg>`;
}

// ------------------------------------------------------------------ Welcome Experience: onboarding screens sliding
const SCREENS = [
  (lang: Lang) => welcomeScreen(lang),
  (lang: Lang) => todayScreen(12, lang),
  (lang: Lang) => journeyScreen(12, lang),
  (lang: Lang) => teamScreen(lang),
  (lang: Lang) => todayScreen(31, lang),
];
const PITCH = 300,
  S = 0.6;
const ease = (x: number) => (x < 0.5 ? 4 * x * x * x : 1 - Math.pow(-2 * x + 2, 3) / 2);
const phoneCache = new Map<string, string>();
function weFrame(t: number, T: number, lang: Lang): string {
  const n = SCREENS.length;
  const stepT = T / n; // one slide per step, the whole strip advances one set per loop
  const k = Math.floor(t / stepT);
  const local = (t - k * stepT) / stepT;
  const moving = Math.min(1, Math.max(0, (local - 0.55) / 0.45));
  const pos = k + ease(moving); // in phone pitches
  const cx = W / 2;
  let phones = '';
  for (let j = -3; j <= n + 3; j++) {
    const x = cx + (j - pos) * PITCH;
    if (x < -PITCH || x > W + PITCH) continue;
    const idx = ((j % n) + n) % n;
    const key = `${lang}${idx}`;
    if (!phoneCache.has(key))
      phoneCache.set(
        key,
        phone(SCREENS[idx]!(lang), {
          shadow: SHADOW.soft,
          statusInk: idx === 0 ? '#fff' : undefined,
          homeInk: idx === 0 ? '#fff' : undefined,
        }),
      );
    const d = Math.min(1, Math.abs(j - pos));
    const sc = S * (1.12 - 0.12 * d);
    const y = H / 2 - (868 * sc) / 2 + 18 + Math.sin(TAU * (t / T) + (j - pos) * 1.3) * 6;
    phones += place(x - (414 * sc) / 2, y, phoneCache.get(key)!, {
      s: sc,
      z: 10 - Math.round(d * 5),
      style: `opacity:${1 - 0.25 * d}`,
    });
  }
  const active = ((Math.round(pos) % n) + n) % n;
  const dots = `<div class="abs" style="left:0;right:0;bottom:26px;display:flex;justify-content:center;gap:10px">${Array.from({ length: n }, (_, i) => `<i style="width:${i === active ? 34 : 10}px;height:10px;border-radius:5px;background:${i === active ? WE.greenD : 'rgba(20,22,26,.25)'}"></i>`).join('')}</div>`;
  const pathPts: [number, number][] = [
    [-100, 620],
    [300, 560],
    [640, 660],
    [980, 540],
    [1400, 600],
  ];
  return `${full(`background:${WE.lilac}`)}
    <svg class="abs" style="left:0;top:0" width="${W}" height="${H}"><path d="${smoothPath(pathPts)}" fill="none" stroke="#fff" stroke-width="70" stroke-linecap="round" opacity=".45"/><path d="${smoothPath(pathPts)}" fill="none" stroke="${WE.lilacD}" stroke-width="4" stroke-dasharray="2 24" stroke-dashoffset="${(-(t / T) * 26 * 20).toFixed(1)}" stroke-linecap="round"/></svg>
    ${place(40, 30, weLogo(34))}
    ${phones}${dots}`;
}

const VIDEOS: Video[] = [
  { name: 'success-summit-banner', seconds: 7, crf: 30, frame: successFrame, wide: true },
  { name: 'welcome-experience-row', seconds: 7.5, crf: 30, frame: weFrame },
];

const only = process.argv[2];
try {
  for (const v of VIDEOS) {
    for (const lang of langs)
      for (const { suffix, scale, maxKb } of renditions) {
        const name = `${v.name}-${lang}${suffix}`;
        if ((suffix && !v.wide) || (only && !name.includes(only))) continue;
        const dir = `/tmp/artwork-frames/${name}`;
        rmSync(dir, { recursive: true, force: true });
        mkdirSync(dir, { recursive: true });
        const N = Math.round(v.seconds * FPS);
        const t0 = Date.now();
        for (let i = 0; i < N; i++) {
          const t = i / FPS; // frame N would equal frame 0: the loop is seamless
          const p = await setScene(v.frame(t, v.seconds, lang), W, H, scale === 1 ? '' : `html{zoom:${scale}}`, scale);
          await p.screenshot({ path: join(dir, `${String(i).padStart(4, '0')}.png`), type: 'png' });
        }
        const out = join(ASSETS, 'videos', `${name}.mp4`);
        mkdirSync(join(ASSETS, 'videos'), { recursive: true });
        let crf = v.crf;
        for (;;) {
          execFileSync('ffmpeg', [
            '-y',
            '-loglevel',
            'error',
            '-framerate',
            String(FPS),
            '-i',
            join(dir, '%04d.png'),
            '-an',
            '-c:v',
            'libx264',
            '-preset',
            'veryslow',
            '-crf',
            String(crf),
            '-pix_fmt',
            'yuv420p',
            '-profile:v',
            'high',
            '-g',
            String(FPS * 2),
            '-movflags',
            '+faststart',
            out,
          ]);
          const size = statSync(out).size;
          console.log(
            `${name}.mp4  ${N} frames  crf ${crf}  ${(size / 1024).toFixed(0)} KB  (${((Date.now() - t0) / 1000).toFixed(0)} s)`,
          );
          if (size <= maxKb * 1024 || crf >= 40) break;
          crf += 2;
        }
      }
  }
} finally {
  await closeBrowser();
}
