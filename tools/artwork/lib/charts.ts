// Charts for the pictures' screens and posters: smooth paths, line, bar and donut charts, a parliament's hemicycle.

let uid = 0;
export function smoothPath(pts: [number, number][]): string {
  if (pts.length < 2) return '';
  let d = `M${pts[0]![0].toFixed(1)},${pts[0]![1].toFixed(1)}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[i - 1] ?? pts[i]!;
    const p1 = pts[i]!;
    const p2 = pts[i + 1]!;
    const p3 = pts[i + 2] ?? p2;
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${c1[0]!.toFixed(1)},${c1[1]!.toFixed(1)} ${c2[0]!.toFixed(1)},${c2[1]!.toFixed(1)} ${p2[0].toFixed(1)},${p2[1].toFixed(1)}`;
  }
  return d;
}

export type LineOpts = {
  w: number;
  h: number;
  color: string;
  fill?: string;
  sw?: number;
  min?: number;
  max?: number;
  dots?: boolean;
  grid?: string;
  pad?: number;
  dash?: boolean;
};
export function lineChart(values: number[], o: LineOpts): string {
  const pad = o.pad ?? 8;
  const min = o.min ?? Math.min(...values);
  const max = o.max ?? Math.max(...values);
  const pts = values.map(
    (v, i) =>
      [
        pad + (i / (values.length - 1)) * (o.w - 2 * pad),
        pad + (1 - (v - min) / (max - min || 1)) * (o.h - 2 * pad),
      ] as [number, number],
  );
  const d = smoothPath(pts);
  const id = `g${++uid}`;
  const grid = o.grid
    ? [0, 0.25, 0.5, 0.75, 1]
        .map(
          (f) =>
            `<line x1="0" x2="${o.w}" y1="${pad + f * (o.h - 2 * pad)}" y2="${pad + f * (o.h - 2 * pad)}" stroke="${o.grid}" stroke-width="1"/>`,
        )
        .join('')
    : '';
  return `<svg width="${o.w}" height="${o.h}" viewBox="0 0 ${o.w} ${o.h}">${grid}
  ${o.fill ? `<defs><linearGradient id="${id}" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="${o.fill}" stop-opacity=".45"/><stop offset="1" stop-color="${o.fill}" stop-opacity="0"/></linearGradient></defs><path d="${d} L${pts[pts.length - 1]![0]},${o.h} L${pts[0]![0]},${o.h} Z" fill="url(#${id})"/>` : ''}
  <path d="${d}" fill="none" stroke="${o.color}" stroke-width="${o.sw ?? 3}" stroke-linecap="round" ${o.dash ? 'stroke-dasharray="8 8"' : ''}/>
  ${o.dots ? pts.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${(o.sw ?? 3) + 2}" fill="#fff" stroke="${o.color}" stroke-width="${o.sw ?? 3}"/>`).join('') : ''}</svg>`;
}

export type BarOpts = {
  w: number;
  h: number;
  colors: string | string[];
  gap?: number;
  radius?: number;
  max?: number;
  highlight?: number;
  hiColor?: string;
  horizontal?: boolean;
};
export function barChart(values: number[], o: BarOpts): string {
  const max = o.max ?? Math.max(...values);
  const n = values.length;
  const gap = o.gap ?? 10;
  const bw = (o.w - gap * (n - 1)) / n;
  const col = (i: number) =>
    o.highlight === i ? (o.hiColor ?? '#000') : Array.isArray(o.colors) ? o.colors[i % o.colors.length] : o.colors;
  const r = o.radius ?? Math.min(8, bw / 3);
  return `<svg width="${o.w}" height="${o.h}" viewBox="0 0 ${o.w} ${o.h}">${values
    .map((v, i) => {
      const bh = Math.max(2, (v / max) * o.h);
      return `<rect x="${(i * (bw + gap)).toFixed(1)}" y="${(o.h - bh).toFixed(1)}" width="${bw.toFixed(1)}" height="${bh.toFixed(1)}" rx="${r}" fill="${col(i)}"/>`;
    })
    .join('')}</svg>`;
}

export type Seg = { v: number; color: string };
export function donut(segs: Seg[], size: number, thick: number, gapDeg = 2, bg = 'none'): string {
  const total = segs.reduce((s, x) => s + x.v, 0);
  const r = (size - thick) / 2;
  const c = size / 2;
  let a = -90;
  const arcs = segs.map((s) => {
    const sweep = (s.v / total) * 360 - gapDeg;
    const a0 = (a * Math.PI) / 180;
    const a1 = ((a + sweep) * Math.PI) / 180;
    a += (s.v / total) * 360;
    const large = sweep > 180 ? 1 : 0;
    return `<path d="M${c + r * Math.cos(a0)},${c + r * Math.sin(a0)} A${r},${r} 0 ${large} 1 ${c + r * Math.cos(a1)},${c + r * Math.sin(a1)}" fill="none" stroke="${s.color}" stroke-width="${thick}" stroke-linecap="butt"/>`;
  });
  return `<svg width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><circle cx="${c}" cy="${c}" r="${r}" fill="none" stroke="${bg}" stroke-width="${thick}"/>${arcs.join('')}</svg>`;
}

/** Parliament seat chart: seats arranged in concentric half rings, coloured by bloc. */
export function hemicycle(
  blocs: Seg[],
  w: number,
  o: { rows?: number; dot?: number; inner?: number; empty?: string } = {},
): string {
  const total = blocs.reduce((s, b) => s + b.v, 0);
  const rows = o.rows ?? 6;
  const R = w / 2 - (o.dot ?? 10);
  const r0 = R * (o.inner ?? 0.42);
  const radii = Array.from({ length: rows }, (_, i) => r0 + ((R - r0) * i) / (rows - 1));
  const lens = radii.reduce((s, r) => s + r, 0);
  const counts = radii.map((r) => Math.round((r / lens) * total));
  counts[rows - 1]! += total - counts.reduce((s, c) => s + c, 0);
  const seats: { ang: number; r: number }[] = [];
  radii.forEach((r, i) => {
    for (let k = 0; k < counts[i]!; k++) seats.push({ ang: Math.PI - (Math.PI * k) / (counts[i]! - 1), r });
  });
  seats.sort((a, b) => b.ang - a.ang || a.r - b.r);
  const colors: string[] = [];
  blocs.forEach((b) => {
    for (let i = 0; i < b.v; i++) colors.push(b.color);
  });
  const dot = o.dot ?? 10;
  const h = w / 2 + dot;
  return `<svg width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${seats.map((s, i) => `<circle cx="${(w / 2 + s.r * Math.cos(s.ang)).toFixed(1)}" cy="${(w / 2 - s.r * Math.sin(s.ang)).toFixed(1)}" r="${dot * 0.82}" fill="${colors[i] ?? o.empty ?? '#ccc'}"/>`).join('')}</svg>`;
}
