// Isometric boxes (gifts, kits, rooms) drawn as SVG polygons.
export type IsoBoxOpts = {
  a: number;
  b: number;
  c: number;
  top: string;
  left: string;
  right: string;
  lid?: number;
  lidTop?: string;
  lidLeft?: string;
  lidRight?: string;
  ribbon?: string;
  ribbonW?: number;
  bow?: boolean;
  leftArt?: string;
  rightArt?: string;
  topArt?: string;
};
const ISO = { cx: Math.cos(Math.PI / 6), sy: Math.sin(Math.PI / 6) };
export const iso = (x: number, y: number, z: number): [number, number] => [(x - y) * ISO.cx, (x + y) * ISO.sy - z];
/** The corners of an axis-aligned rectangle in isometric space, from one corner to the opposite (one coordinate shared). */
export function isoRect(from: [number, number, number], to: [number, number, number]): [number, number, number][] {
  const [u, v] = [0, 1, 2].filter((axis) => from[axis] !== to[axis]) as [number, number];
  const corner = (alongU: boolean, alongV: boolean) =>
    from.map((value, axis) => ((axis === u && alongU) || (axis === v && alongV) ? to[axis]! : value)) as [
      number,
      number,
      number,
    ];
  return [corner(false, false), corner(true, false), corner(true, true), corner(false, true)];
}
const poly = (pts: [number, number, number][]) =>
  pts
    .map((p) =>
      iso(...p)
        .map((v) => v.toFixed(1))
        .join(','),
    )
    .join(' ');
/** Isometric box (SVG group content; origin = back-top corner projection at 0,0 for z=0). Faces may carry art via a skewed <g>. */
export function isoBox(o: IsoBoxOpts): string {
  const { a, b, c } = o;
  const lid = o.lid ?? 0;
  const face = (pts: [number, number, number][], fill: string) => `<polygon points="${poly(pts)}" fill="${fill}"/>`;
  let s = '';
  // body
  s += face(isoRect([0, b, 0], [a, b, c]), o.left);
  s += face(isoRect([a, 0, 0], [a, b, c]), o.right);
  s += face(isoRect([0, 0, c], [a, b, c]), o.top);
  // art on faces using affine transforms: left face (x along a, z up), right face (y along b, z up)
  if (o.leftArt)
    s += `<g transform="matrix(${ISO.cx},${ISO.sy},0,1,${iso(0, b, 0)[0]},${iso(0, b, c)[1]})">${o.leftArt}</g>`;
  if (o.rightArt)
    s += `<g transform="matrix(${ISO.cx},${-ISO.sy},0,1,${iso(a, b, 0)[0]},${iso(a, b, c)[1]})">${o.rightArt}</g>`;
  if (o.topArt)
    s += `<g transform="matrix(${ISO.cx},${ISO.sy},${-ISO.cx},${ISO.sy},${iso(0, 0, c)[0]},${iso(0, 0, c)[1]})">${o.topArt}</g>`;
  if (lid) {
    const e = Math.min(a, b) * 0.02;
    const z0 = c - lid;
    s += face(isoRect([-e, b + e, z0], [a + e, b + e, c + e]), o.lidLeft ?? o.left);
    s += face(isoRect([a + e, -e, z0], [a + e, b + e, c + e]), o.lidRight ?? o.right);
    s += face(isoRect([-e, -e, c + e], [a + e, b + e, c + e]), o.lidTop ?? o.top);
    if (o.topArt)
      s += `<g transform="matrix(${ISO.cx},${ISO.sy},${-ISO.cx},${ISO.sy},${iso(0, 0, c + e)[0]},${iso(0, 0, c + e)[1]})">${o.topArt}</g>`;
  }
  if (o.ribbon) {
    const rw = o.ribbonW ?? a * 0.1;
    const h = c + (lid ? Math.min(a, b) * 0.02 : 0);
    const ex = lid ? Math.min(a, b) * 0.021 : 0.5;
    // band across x (on left face and top) and across y (on right face and top)
    s += face(isoRect([a / 2 - rw / 2, b + ex, 0], [a / 2 + rw / 2, b + ex, h]), o.ribbon);
    s += face(isoRect([a + ex, b / 2 - rw / 2, 0], [a + ex, b / 2 + rw / 2, h]), o.ribbon);
    s += `<g opacity=".92">${face(isoRect([a / 2 - rw / 2, -ex, h + 0.5], [a / 2 + rw / 2, b + ex, h + 0.5]), o.ribbon)}${face(isoRect([-ex, b / 2 - rw / 2, h + 0.5], [a + ex, b / 2 + rw / 2, h + 0.5]), o.ribbon)}</g>`;
    if (o.bow) {
      const [bx, by] = iso(a / 2, b / 2, h);
      const r = Math.min(a, b) * 0.24;
      s += `<g transform="translate(${bx} ${by})" fill="${o.ribbon}" stroke="rgba(0,0,0,.2)" stroke-width="2.5" stroke-linejoin="round"><path d="M0,0 C${-r * 1.6},${-r * 1.3} ${-r * 1.9},${r * 0.1} ${-r * 0.2},${r * 0.1}Z"/><path d="M0,0 C${r * 1.6},${-r * 1.3} ${r * 1.9},${r * 0.1} ${r * 0.2},${r * 0.1}Z"/><path d="M0,0 L${-r * 0.7},${r * 0.9} L${-r * 0.4},${r * 0.95}Z"/><path d="M0,0 L${r * 0.6},${r * 0.95} L${r * 0.3},${r * 0.9}Z"/><ellipse cx="0" cy="0" rx="${r * 0.22}" ry="${r * 0.18}"/></g>`;
    }
  }
  return s;
}
/** Wraps an isoBox in an svg sized to fit. */
export function isoSvg(o: IsoBoxOpts, pad = 40, shadow = 'rgba(0,0,0,.18)'): string {
  const xs = [iso(0, o.b, 0)[0], iso(o.a, 0, 0)[0]];
  const minX = xs[0]! - pad,
    maxX = xs[1]! + pad;
  const minY = iso(0, 0, o.c)[1] - pad - Math.min(o.a, o.b) * 0.3,
    maxY = iso(o.a, o.b, 0)[1] + pad;
  const w = maxX - minX,
    h = maxY - minY;
  const [gx, gy] = iso(o.a / 2, o.b / 2, 0);
  return `<svg width="${w}" height="${h}" viewBox="${minX} ${minY} ${w} ${h}"><defs><filter id="isoSh" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${Math.min(o.a, o.b) * 0.06}"/></filter></defs><ellipse cx="${gx + 10}" cy="${gy + 12}" rx="${(o.a + o.b) * ISO.cx * 0.52}" ry="${(o.a + o.b) * ISO.sy * 0.55}" fill="${shadow}" filter="url(#isoSh)"/>${isoBox(o)}</svg>`;
}
