// Larger illustrations: a stylised city map, mountain ranges, a road in perspective, a keynote stage with its crowd.
import { full, rng } from './ui.ts';

export type MapOpts = {
  w: number;
  h: number;
  seed: number;
  land: string;
  water: string;
  park: string;
  road: string;
  major: string;
  route?: string;
  routeCasing?: string;
  label?: string;
};
/** Stylised city/road map with an optional highlighted route; returns svg and the route points. */
export function mapSvg(o: MapOpts): string {
  const R = rng(o.seed);
  const { w, h } = o;
  let s = `<svg width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="${o.land}"/>`;
  // water: a river band + a lake
  s += `<path d="M${-50},${h * 0.72} C${w * 0.25},${h * 0.6} ${w * 0.45},${h * 0.9} ${w + 50},${h * 0.78} L${w + 50},${h * 0.86} C${w * 0.45},${h * 0.98} ${w * 0.25},${h * 0.68} ${-50},${h * 0.8}Z" fill="${o.water}"/>`;
  s += `<ellipse cx="${w * 0.82}" cy="${h * 0.18}" rx="${w * 0.16}" ry="${h * 0.07}" fill="${o.water}"/>`;
  for (let i = 0; i < 5; i++) {
    const x = R() * w,
      y = R() * h * 0.9,
      rw = 40 + R() * 90,
      rh = 30 + R() * 70;
    s += `<rect x="${x}" y="${y}" width="${rw}" height="${rh}" rx="14" fill="${o.park}"/>`;
  }
  // minor grid streets, slightly rotated
  s += `<g transform="rotate(-12 ${w / 2} ${h / 2})" stroke="${o.road}" stroke-width="5" opacity=".95">`;
  for (let x = -w; x < w * 2; x += 46 + R() * 30) s += `<line x1="${x}" y1="${-h}" x2="${x}" y2="${h * 2}"/>`;
  for (let y = -h; y < h * 2; y += 46 + R() * 30) s += `<line x1="${-w}" y1="${y}" x2="${w * 2}" y2="${y}"/>`;
  s += `</g>`;
  // major avenues
  s += `<g stroke="${o.major}" stroke-width="11" fill="none" stroke-linecap="round">
    <path d="M-20,${h * 0.3} C${w * 0.3},${h * 0.25} ${w * 0.6},${h * 0.45} ${w + 20},${h * 0.38}"/>
    <path d="M${w * 0.3},-20 C${w * 0.35},${h * 0.4} ${w * 0.2},${h * 0.7} ${w * 0.28},${h + 20}"/>
    <path d="M${w * 0.75},-20 L${w * 0.62},${h + 20}"/></g>`;
  if (o.route) {
    const d = `M${w * 0.22},${h * 0.86} C${w * 0.3},${h * 0.62} ${w * 0.2},${h * 0.5} ${w * 0.42},${h * 0.42} S${w * 0.7},${h * 0.3} ${w * 0.74},${h * 0.14}`;
    s += `<path d="${d}" fill="none" stroke="${o.routeCasing ?? '#fff'}" stroke-width="20" stroke-linecap="round"/><path d="${d}" fill="none" stroke="${o.route}" stroke-width="11" stroke-linecap="round"/>`;
  }
  return s + '</svg>';
}

/** Irregular mountain ranges (back to front); the first layer gets snow caps when snow is set. */
export function mountainsSvg(
  w: number,
  h: number,
  o: { layers: string[]; seed: number; base?: number; snow?: string; top?: number },
): string {
  const R = rng(o.seed);
  let s = '';
  const n = o.layers.length;
  o.layers.forEach((c, i) => {
    const baseY = h * ((o.base ?? 0.62) + (i / n) * 0.3);
    const topY = h * ((o.top ?? 0.3) + (i / n) * 0.28);
    const pts: [number, number][] = [[-20, baseY]];
    let x = -20;
    while (x < w + 20) {
      const pw = w * (0.12 + R() * 0.16) * (1 - i * 0.12);
      const py = topY + R() * (baseY - topY) * 0.55;
      const vy = py + (baseY - py) * (0.35 + R() * 0.45);
      pts.push([x + pw * (0.4 + R() * 0.2), py]);
      pts.push([x + pw, vy]);
      x += pw;
    }
    s += `<path d="M${pts.map((p) => `${p[0].toFixed(1)},${p[1].toFixed(1)}`).join(' L')} L${w + 20},${h} L-20,${h} Z" fill="${c}"/>`;
    if (i === 0 && o.snow) {
      for (let k = 1; k < pts.length - 1; k += 2) {
        const [px, py] = pts[k]!;
        const [lx, ly] = pts[k - 1]!;
        const [rx, ry] = pts[k + 1]!;
        const f = 0.22 + R() * 0.08;
        const L = [px + (lx - px) * f, py + (ly - py) * f];
        const Rr = [px + (rx - px) * f, py + (ry - py) * f];
        const mid = [(L[0]! + Rr[0]!) / 2, Math.max(L[1]!, Rr[1]!) - 6];
        s += `<path d="M${px},${py} L${Rr[0]},${Rr[1]} L${(Rr[0]! + mid[0]!) / 2},${mid[1]! - 10} L${mid[0]},${mid[1]! + 4} L${(L[0]! + mid[0]!) / 2},${mid[1]! - 8} L${L[0]},${L[1]} Z" fill="${o.snow}"/>`;
      }
    }
  });
  return s;
}

/** A winding road seen in perspective, from a vanishing point (vx, vy) to the bottom edge. */
export function perspRoad(
  w: number,
  h: number,
  o: { vx: number; vy: number; wobble?: number; width?: number; asphalt: string; line: string; edge?: string },
): string {
  const N = 60;
  const left: string[] = [],
    right: string[] = [];
  const centre: [number, number, number][] = [];
  const wob = o.wobble ?? 0.18;
  const bw = o.width ?? w * 0.8;
  for (let i = 0; i <= N; i++) {
    const t = i / N;
    const e = Math.pow(t, 1.6);
    const y = o.vy + (h - o.vy) * t + 2;
    const cx = o.vx + Math.sin(t * Math.PI * 1.15) * w * wob * t - w * 0.06 * e;
    const hw = 1 + (bw / 2) * e;
    left.push(`${(cx - hw).toFixed(1)},${y.toFixed(1)}`);
    right.unshift(`${(cx + hw).toFixed(1)},${y.toFixed(1)}`);
    centre.push([cx, y, hw]);
  }
  let dashes = '';
  for (let i = 2; i < N; i += 3) {
    const [x0, y0, hw] = centre[i]!;
    const [x1, y1] = centre[Math.min(N, i + 1)]!;
    dashes += `<path d="M${x0},${y0} L${x1},${y1}" stroke="${o.line}" stroke-width="${Math.max(1.5, hw * 0.045)}" stroke-linecap="butt"/>`;
  }
  return `<path d="M${left.join(' L')} L${right.join(' L')} Z" fill="${o.asphalt}"/>${o.edge ? `<path d="M${left.join(' L')}" fill="none" stroke="${o.edge}" stroke-width="3"/><path d="M${right.slice().reverse().join(' L')}" fill="none" stroke="${o.edge}" stroke-width="3"/>` : ''}${dashes}`;
}

export type Beam = { x: number; angle: number; spread: number; color: string; len?: number; op?: number };
export type StageOpts = {
  bg: string;
  haze: string;
  beams: Beam[];
  screen?: string;
  screenW?: number;
  screenH?: number;
  screenY?: number;
  floor: string;
  crowd?: string;
  rim?: string;
  seed: number;
  phones?: number;
  trussY?: number;
  crowdRows?: number;
  crowdScale?: number;
  side?: string;
};
/** A concert / keynote stage: haze, moving-head beams, LED screen, floor and an audience in silhouette. */
export function stage(w: number, h: number, o: StageOpts): string {
  const R = rng(o.seed);
  const trussY = o.trussY ?? h * 0.08;
  const sw = o.screenW ?? w * 0.42,
    sh = o.screenH ?? sw * 0.5625,
    sy = o.screenY ?? h * 0.2;
  const floorY = sy + sh + h * 0.06;
  let beams = '';
  o.beams.forEach((b, i) => {
    const L = b.len ?? h * 1.2;
    const a = (b.angle * Math.PI) / 180,
      sp = (b.spread * Math.PI) / 360;
    const x2 = b.x + Math.sin(a - sp) * L,
      y2 = trussY + Math.cos(a - sp) * L;
    const x3 = b.x + Math.sin(a + sp) * L,
      y3 = trussY + Math.cos(a + sp) * L;
    beams += `<linearGradient id="bm${i}" gradientUnits="userSpaceOnUse" x1="${b.x}" y1="${trussY}" x2="${b.x + Math.sin(a) * L}" y2="${trussY + Math.cos(a) * L}"><stop offset="0" stop-color="${b.color}" stop-opacity="${b.op ?? 0.75}"/><stop offset=".55" stop-color="${b.color}" stop-opacity="${(b.op ?? 0.75) * 0.25}"/><stop offset="1" stop-color="${b.color}" stop-opacity="0"/></linearGradient>
      <polygon points="${b.x - 4},${trussY} ${b.x + 4},${trussY} ${x3},${y3} ${x2},${y2}" fill="url(#bm${i})" filter="url(#soft)" style="mix-blend-mode:screen"/>`;
  });
  const fixtures = o.beams
    .map(
      (b) =>
        `<circle cx="${b.x}" cy="${trussY}" r="${w * 0.006}" fill="#fff"/><circle cx="${b.x}" cy="${trussY}" r="${w * 0.018}" fill="${b.color}" opacity=".35" filter="url(#glow)"/>`,
    )
    .join('');
  let crowd = '';
  const rows = o.crowdRows ?? 4;
  const cs = o.crowdScale ?? 1;
  for (let r = 0; r < rows; r++) {
    const t = r / Math.max(1, rows - 1);
    const hr = (w * 0.011 + t * w * 0.016) * cs;
    const y = h - (rows - r) * hr * 1.6 + hr * 1.2;
    let x = -hr * R() * 2;
    while (x < w + hr * 2) {
      const hh = hr * (0.85 + R() * 0.3);
      const yy = y + (R() - 0.5) * hr * 0.8;
      const sh2 = hh * 2.6;
      crowd += `<path d="M${x - sh2},${h + 10} C${x - sh2},${yy + hh * 1.5} ${x - hh * 1.2},${yy + hh * 1.1} ${x},${yy + hh * 1.1} C${x + hh * 1.2},${yy + hh * 1.1} ${x + sh2},${yy + hh * 1.5} ${x + sh2},${h + 10}Z" fill="${o.crowd ?? '#050507'}"/><ellipse cx="${x}" cy="${yy}" rx="${hh * 0.86}" ry="${hh}" fill="${o.crowd ?? '#050507'}"/>`;
      if (o.rim)
        crowd += `<path d="M${x - hh * 0.8},${yy - hh * 0.3} A${hh * 0.86},${hh} 0 0 1 ${x + hh * 0.8},${yy - hh * 0.3}" fill="none" stroke="${o.rim}" stroke-width="${Math.max(1, hh * 0.07)}" opacity="${0.12 + t * 0.18}"/>`;
      if (o.phones && R() < o.phones * (1 - t * 0.5)) {
        const px = x + hh * (R() > 0.5 ? 1.4 : -1.4),
          py = yy - hh * 2.2;
        crowd += `<path d="M${x + (px > x ? hh * 0.9 : -hh * 0.9)},${yy + hh * 1.3} L${px},${py + hh * 0.9}" stroke="${o.crowd ?? '#050507'}" stroke-width="${hh * 0.55}" stroke-linecap="round"/><rect x="${px - hh * 0.35}" y="${py - hh * 0.3}" width="${hh * 0.7}" height="${hh * 1.15}" rx="${hh * 0.12}" fill="#fff" opacity=".9"/><circle cx="${px}" cy="${py + hh * 0.25}" r="${hh * 0.9}" fill="#fff" opacity=".05"/>`;
      }
      x += hh * (2.1 + R() * 1.2);
    }
  }
  return `<div class="abs" style="inset:0;background:${o.bg};overflow:hidden">
  ${full(`background:radial-gradient(60% 45% at 50% ${((sy + sh / 2) / h) * 100}%,${o.haze},transparent 70%)`)}
  <svg class="abs" style="left:0;top:0" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
    <defs><filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${w * 0.004}"/></filter><filter id="glow" x="-100%" y="-100%" width="300%" height="300%"><feGaussianBlur stdDeviation="${w * 0.008}"/></filter>
    <linearGradient id="floor" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="${o.floor}" stop-opacity=".42"/><stop offset=".5" stop-color="${o.floor}" stop-opacity=".1"/><stop offset="1" stop-color="${o.floor}" stop-opacity="0"/></linearGradient></defs>
    <rect x="0" y="${trussY - w * 0.004}" width="${w}" height="${w * 0.008}" fill="#1a1a1f"/>
    ${Array.from({ length: Math.ceil(w / (w * 0.02)) }, (_, i) => `<path d="M${i * w * 0.02},${trussY - w * 0.004} l${w * 0.01},${w * 0.008}" stroke="#2a2a31" stroke-width="1.5"/>`).join('')}
    ${o.side ? `<rect x="${w * 0.04}" y="${sy + sh * 0.15}" width="${w * 0.1}" height="${sh * 0.8}" rx="4" fill="${o.side}"/><rect x="${w * 0.86}" y="${sy + sh * 0.15}" width="${w * 0.1}" height="${sh * 0.8}" rx="4" fill="${o.side}"/>` : ''}
    <path d="M${w * 0.1},${floorY} L${w * 0.9},${floorY} L${w * 1.1},${h} L${-w * 0.1},${h}Z" fill="url(#floor)"/>
    <rect x="${w * 0.12}" y="${floorY - 3}" width="${w * 0.76}" height="6" fill="${o.floor}" opacity=".9"/>
    ${beams}${fixtures}
  </svg>
  ${
    o.screen
      ? `<div class="abs" style="left:${(w - sw) / 2}px;top:${sy}px;width:${sw}px;height:${sh}px;overflow:hidden;border-radius:4px;box-shadow:0 0 ${w * 0.06}px ${o.haze}">${o.screen}</div>
  <div class="abs" style="left:${(w - sw) / 2}px;top:${floorY + 6}px;width:${sw}px;height:${sh * 0.5}px;overflow:hidden;opacity:.1;transform:scaleY(-1);filter:blur(8px);-webkit-mask-image:linear-gradient(0deg,#000,transparent)">${o.screen}</div>`
      : ''
  }
  <svg class="abs" style="left:0;top:0" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${crowd}</svg>
  </div>`;
}
