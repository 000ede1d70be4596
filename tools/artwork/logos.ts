// Writes the thirteen client logos to src/assets/clients/{id}.svg: single colour (#0d0d0f), all text as paths
// (opentype.js reading the .woff files of the @fontsource packages), only filled shapes, tight viewBox 80 units high.
// Usage: node tools/artwork/logos.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ASSETS } from './lib/render.ts';
import { font } from './lib/measure.ts';
import { markSeats } from './scenes/legislativa.ts';

const INK = '#0d0d0f';
const H = 80;
type Box = { x1: number; y1: number; x2: number; y2: number };
type Part = { d: string; box: Box; rule?: 'evenodd' };

/** Text outline starting at x with its baseline at y; tracking in em. */
function text(
  str: string,
  pkg: string,
  weight: number,
  size: number,
  x: number,
  y: number,
  o: { tracking?: number; style?: string; anchor?: 'start' | 'middle' } = {},
): Part {
  const f = font(pkg, weight, o.style ?? 'normal') as unknown as {
    charToGlyph: (c: string) => { advanceWidth: number; getPath: (x: number, y: number, s: number) => OtPath };
    getKerningValue: (a: unknown, b: unknown) => number;
    unitsPerEm: number;
  };
  type Cmd = { type: string; x?: number; y?: number; x1?: number; y1?: number; x2?: number; y2?: number };
  type OtPath = { commands: Cmd[]; getBoundingBox: () => Box };
  const n = (v: number | undefined) => {
    if (v === undefined || !Number.isFinite(v)) throw new Error(`bad coordinate in ${str}`);
    return +v.toFixed(2);
  };
  const ser = (cs: Cmd[]) =>
    cs
      .map((c) =>
        c.type === 'Z'
          ? 'Z'
          : c.type === 'Q'
            ? `Q${n(c.x1)} ${n(c.y1)} ${n(c.x)} ${n(c.y)}`
            : c.type === 'C'
              ? `C${n(c.x1)} ${n(c.y1)} ${n(c.x2)} ${n(c.y2)} ${n(c.x)} ${n(c.y)}`
              : `${c.type}${n(c.x)} ${n(c.y)}`,
      )
      .join('');
  const scale = size / f.unitsPerEm;
  const glyphs = [...str].map((c) => f.charToGlyph(c));
  const widths = glyphs.map(
    (g, i) =>
      g.advanceWidth * scale +
      (i < glyphs.length - 1 ? f.getKerningValue(g, glyphs[i + 1]) * scale + (o.tracking ?? 0) * size : 0),
  );
  const total = widths.reduce((a, b) => a + b, 0);
  let cx = o.anchor === 'middle' ? x - total / 2 : x;
  const ds: string[] = [];
  const box: Box = { x1: Infinity, y1: Infinity, x2: -Infinity, y2: -Infinity };
  glyphs.forEach((g, i) => {
    const p = g.getPath(cx, y, size);
    const d = ser(p.commands);
    if (d) {
      ds.push(d);
      const b = p.getBoundingBox();
      box.x1 = Math.min(box.x1, b.x1);
      box.y1 = Math.min(box.y1, b.y1);
      box.x2 = Math.max(box.x2, b.x2);
      box.y2 = Math.max(box.y2, b.y2);
    }
    cx += widths[i]!;
  });
  return { d: ds.join(''), box };
}
const shape = (d: string, box: Box, rule?: 'evenodd'): Part => ({ d, box, rule });
const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r},${cy}a${r},${r} 0 1,0 ${2 * r},0a${r},${r} 0 1,0 ${-2 * r},0Z`;
const rrect = (x: number, y: number, w: number, h: number, r: number) =>
  `M${x + r},${y}H${x + w - r}A${r},${r} 0 0 1 ${x + w},${y + r}V${y + h - r}A${r},${r} 0 0 1 ${x + w - r},${y + h}H${x + r}A${r},${r} 0 0 1 ${x},${y + h - r}V${y + r}A${r},${r} 0 0 1 ${x + r},${y}Z`;
/** Annular sector (ring segment) from angle a0 to a1 (degrees, 0 = +x, clockwise in screen coords). */
function ring(cx: number, cy: number, r: number, t: number, a0: number, a1: number, capRound = true): string {
  const rad = (a: number) => (a * Math.PI) / 180;
  const P = (rr: number, a: number) =>
    `${(cx + rr * Math.cos(rad(a))).toFixed(2)},${(cy + rr * Math.sin(rad(a))).toFixed(2)}`;
  const R0 = r + t / 2,
    R1 = r - t / 2;
  const large = Math.abs(a1 - a0) > 180 ? 1 : 0;
  const cap = capRound ? `A${t / 2},${t / 2} 0 0 1 ` : 'L';
  return `M${P(R0, a0)}A${R0},${R0} 0 ${large} 1 ${P(R0, a1)}${cap}${P(R1, a1)}A${R1},${R1} 0 ${large} 0 ${P(R1, a0)}${cap}${P(R0, a0)}Z`;
}
/** Thick line segment as a filled polygon with round caps. */
function bar(x1: number, y1: number, x2: number, y2: number, w: number, round = true): string {
  const dx = x2 - x1,
    dy = y2 - y1,
    L = Math.hypot(dx, dy);
  const nx = (-dy / L) * (w / 2),
    ny = (dx / L) * (w / 2);
  const cap = (ax: number, ay: number) =>
    round ? `A${w / 2},${w / 2} 0 0 1 ${ax.toFixed(2)},${ay.toFixed(2)}` : `L${ax.toFixed(2)},${ay.toFixed(2)}`;
  return `M${(x1 + nx).toFixed(2)},${(y1 + ny).toFixed(2)}L${(x2 + nx).toFixed(2)},${(y2 + ny).toFixed(2)}${cap(x2 - nx, y2 - ny)}L${(x1 - nx).toFixed(2)},${(y1 - ny).toFixed(2)}${cap(x1 + nx, y1 + ny)}Z`;
}
function svg(id: string, label: string, parts: Part[]): void {
  const box = parts.reduce(
    (b, p) => ({
      x1: Math.min(b.x1, p.box.x1),
      y1: Math.min(b.y1, p.box.y1),
      x2: Math.max(b.x2, p.box.x2),
      y2: Math.max(b.y2, p.box.y2),
    }),
    { x1: Infinity, y1: Infinity, x2: -Infinity, y2: -Infinity },
  );
  const s = H / (box.y2 - box.y1);
  const w = Math.ceil((box.x2 - box.x1) * s * 100) / 100;
  const paths = parts.map((p) => `<path${p.rule ? ` fill-rule="${p.rule}"` : ''} d="${p.d}"/>`).join('');
  const out = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${H}" viewBox="0 0 ${w} ${H}" role="img" aria-label="${label}"><g fill="${INK}" transform="scale(${+s.toFixed(5)}) translate(${+(-box.x1).toFixed(3)} ${+(-box.y1).toFixed(3)})">${paths}</g></svg>\n`;
  const dir = join(ASSETS, 'clients');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${id}.svg`), out);
  console.log(`${id}.svg  ${w}×${H}  ${out.length} B`);
}

// ------------------------------------------------------------------ the thirteen
// ACA: rounded square with the road "A" cut out, + wordmark in Archivo Black
{
  const sq = rrect(0, 0, 100, 100, 26);
  const legs = bar(26, 82, 42, 22, 11, false) + bar(74, 82, 58, 22, 11, false);
  const dashes = rrect(46.5, 40, 7, 9, 2) + rrect(46.5, 56, 7, 9, 2) + rrect(46.5, 72, 7, 8, 2);
  const t = text('ACA', 'archivo-black', 400, 96, 122, 85);
  svg('aca', 'ACA', [shape(sq + legs + dashes, { x1: 0, y1: 0, x2: 100, y2: 100 }, 'evenodd'), t]);
}
// AZ Eventos: huge AZ in Syne ExtraBold with "eventos" tucked on the baseline
{
  const az = text('AZ', 'syne', 800, 120, 0, 100, { tracking: -0.06 });
  const ev = text('eventos', 'syne', 600, 34, az.box.x2 + 8, 100);
  svg('azeventos', 'AZ Eventos', [az, ev]);
}
// Central Puerto: two half rings rising from a point + Inter SemiBold
{
  const mark = ring(40, 80, 34, 10, 180, 360) + ring(40, 80, 17, 10, 180, 360) + circle(40, 80, 5.5);
  const t = text('Central Puerto', 'inter', 600, 58, 96, 80, { tracking: -0.02 });
  svg('central-puerto', 'Central Puerto', [shape(mark, { x1: 1, y1: 41, x2: 79, y2: 85.5 }), t]);
}
// Experiencias: arch with a sun inside + Fraunces italic
{
  const arch = `M0,100V46A34,34 0 0 1 68,46V100H56V46A22,22 0 0 0 12,46V100Z`;
  const sun = circle(34, 62, 10);
  // Extra bold: at 400 the italic's hairlines inked a fifth of its box, and it read a size smaller than its neighbours.
  const t = text('Experiencias', 'fraunces', 800, 92, 84, 100, { style: 'italic', tracking: -0.02 });
  svg('experiencias', 'Experiencias', [shape(arch + sun, { x1: 0, y1: 12, x2: 68, y2: 100 }), t]);
}
// Legislativa: hemicycle of seats (full enough to weigh as much as its name) + Space Grotesk Bold
{
  const r = 5.6;
  let dots = markSeats([22, 36, 50])
    .map(({ x, y }) => circle(55 + x, 60 - y, r))
    .join('');
  dots += rrect(40, 62, 30, 7, 3.5);
  const t = text('Legislativa', 'space-grotesk', 700, 70, 124, 69, { tracking: -0.03 });
  // The outer seats reach 50 units from the centre (55, 60), and their radius beyond.
  svg('legislativa', 'Legislativa', [shape(dots, { x1: 5 - r, y1: 10 - r, x2: 105 + r, y2: 69 }), t]);
}
// Success Summit: solid summit with sun, stacked Unbounded
{
  const peak = `M0,92 L32,40 L46,62 L56,48 L80,92Z`;
  const sun = circle(62, 26, 8);
  const base = rrect(0, 98, 80, 6, 3);
  const t1 = text('SUCCESS', 'unbounded', 800, 44, 100, 56, { tracking: 0.02 });
  const t2 = text('SUMMIT', 'unbounded', 800, 44, 100, 104, { tracking: 0.02 });
  svg('success-summit', 'Success Summit', [shape(peak + sun + base, { x1: 0, y1: 18, x2: 80, y2: 104 }), t1, t2]);
}
// Trufa: Patagonian peaks over a DM Serif wordmark (stacked, centred)
{
  const t = text('Trufa', 'dm-serif-display', 400, 120, 0, 150, { anchor: 'middle' });
  const cx = (t.box.x1 + t.box.x2) / 2;
  const m = `M${cx - 60},${t.box.y1 - 12}L${cx - 26},${t.box.y1 - 66}L${cx - 10},${t.box.y1 - 42}L${cx + 10},${t.box.y1 - 76}L${cx + 60},${t.box.y1 - 12}Z`;
  const snow = `M${cx - 26},${t.box.y1 - 66}L${cx - 35},${t.box.y1 - 52}L${cx - 17},${t.box.y1 - 52}Z M${cx + 10},${t.box.y1 - 76}L${cx - 1},${t.box.y1 - 58}L${cx + 21},${t.box.y1 - 58}Z`;
  svg('trufa', 'Trufa', [
    shape(m + snow, { x1: cx - 60, y1: t.box.y1 - 76, x2: cx + 60, y2: t.box.y1 - 12 }, 'evenodd'),
    t,
  ]);
}
// Welcome: smiling circle (smile cut out) + Bricolage ExtraBold lowercase
{
  const disc = circle(50, 50, 48);
  const smile = ring(50, 46, 22, 10, 20, 160);
  const eye = circle(72, 28, 7);
  const t = text('welcome', 'bricolage-grotesque', 800, 96, 112, 80, { tracking: -0.04 });
  svg('welcome-experience', 'Welcome', [shape(disc + smile + eye, { x1: 2, y1: 2, x2: 98, y2: 98 }, 'evenodd'), t]);
}
// Gogol: Fraunces Black with tracked LIBRERÍA underneath
{
  const g = text('Gogol', 'fraunces', 900, 130, 0, 100, { tracking: -0.045 });
  const l = text('LIBRERÍA', 'inter', 600, 22, 4, 134, { tracking: 0.42 });
  svg('gogol', 'Gogol', [g, l]);
}
// Rutax: rounded square with a route cut out + Inter ExtraBold
{
  const sq = rrect(0, 0, 100, 100, 28);
  // the S-shaped route as one offset outline (so it can be cut out with evenodd), a start dot and an end ring
  const bez = (t: number): [number, number] => {
    const m = 1 - t;
    return [
      m ** 3 * 24 + 3 * m * m * t * 24 + 3 * m * t * t * 76 + t ** 3 * 76,
      m ** 3 * 78 + 3 * m * m * t * 46 + 3 * m * t * t * 58 + t ** 3 * 26,
    ];
  };
  const L: string[] = [],
    Rr: string[] = [];
  const t0 = 0.16,
    t1 = 0.8,
    w = 5;
  for (let i = 0; i <= 24; i++) {
    const t = t0 + ((t1 - t0) * i) / 24;
    const [x, y] = bez(t),
      [x2, y2] = bez(t + 0.001);
    const len = Math.hypot(x2 - x, y2 - y),
      nx = (-(y2 - y) / len) * w,
      ny = ((x2 - x) / len) * w;
    L.push(`${(x + nx).toFixed(2)},${(y + ny).toFixed(2)}`);
    Rr.unshift(`${(x - nx).toFixed(2)},${(y - ny).toFixed(2)}`);
  }
  const routeD = `M${L.join('L')}A${w},${w} 0 0 1 ${Rr[0]}L${Rr.join('L')}A${w},${w} 0 0 1 ${L[0]}Z`;
  const start = circle(24, 78, 9),
    end = circle(76, 24, 11) + circle(76, 24, 5);
  const t = text('rutax', 'inter', 800, 104, 118, 80, { tracking: -0.055 });
  svg('rutax', 'Rutax', [shape(sq + routeD + start + end, { x1: 0, y1: 0, x2: 100, y2: 100 }, 'evenodd'), t]);
}
// Sapify: leaf with a vein cut out + Bricolage
{
  const leaf = `M4,96 C4,44 40,6 92,6 C92,58 58,96 4,96Z`;
  const vein = bar(16, 84, 60, 40, 7);
  const t = text('sapify', 'bricolage-grotesque', 800, 100, 108, 78, { tracking: -0.05 });
  svg('sapify', 'Sapify', [shape(leaf + vein, { x1: 4, y1: 6, x2: 92, y2: 96 }, 'evenodd'), t]);
}
// Nodos: three nodes joined in a triangle + Syne
{
  const A: [number, number] = [50, 14],
    B: [number, number] = [14, 86],
    Cc: [number, number] = [86, 86];
  const frame = bar(A[0], A[1], B[0], B[1], 7) + bar(B[0], B[1], Cc[0], Cc[1], 7) + bar(Cc[0], Cc[1], A[0], A[1], 7);
  const nodes = circle(...A, 13) + circle(...B, 13) + circle(...Cc, 13);
  const t = text('nodos', 'syne', 800, 100, 118, 80, { tracking: -0.04 });
  svg('nodos', 'Nodos', [shape(frame + nodes, { x1: 1, y1: 1, x2: 99, y2: 99 }), t]);
}
// Números que importan: the campaign's N° tile (its posters' mark) with its name stacked in Anton, as its figures are
{
  const tile = rrect(0, 0, 100, 100, 8);
  const no = text('N°', 'anton', 400, 62, 50, 73, { anchor: 'middle' });
  const top = text('NÚMEROS', 'anton', 400, 58, 118, 46, { tracking: 0.01 });
  const bottom = text('QUE IMPORTAN', 'anton', 400, 58, 118, 100, { tracking: 0.01 });
  svg('numeros-que-importan', 'Números que importan', [
    shape(tile + no.d, { x1: 0, y1: 0, x2: 100, y2: 100 }, 'evenodd'),
    top,
    bottom,
  ]);
}
