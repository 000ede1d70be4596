// The home slider's drag geometry in scroll positions (0 = first slide at the start), as pure functions.

/** Edge resistance of the mouse drag: 0.7 of any pull past either end is absorbed. */
export const edgeResistance = 0.7;

/** The farthest the slider scrolls: its content's overflow, or 0 when everything fits. */
export function maxScroll(contentWidth: number, viewportWidth: number): number {
  return Math.max(0, contentWidth - viewportWidth);
}

export function clampScroll(position: number, max: number): number {
  // `+ 0` turns -0 into 0.
  return Math.min(max, Math.max(0, position)) + 0;
}

/** Where the slider may come to rest: each slide's start, as far as the scroller can go, and its end. */
export function restingPoints(slideStarts: readonly number[], max: number): number[] {
  return [...new Set([...slideStarts.map((start) => clampScroll(start, max)), max])].sort((a, b) => a - b);
}

/** The resting point nearest to `position`. */
export function nearestRest(position: number, slideStarts: readonly number[], max: number): number {
  const points = restingPoints(slideStarts, max);
  return points.reduce(
    (best, point) => (Math.abs(point - position) < Math.abs(best - position) ? point : best),
    points[0] ?? 0,
  );
}
