// The case slider's geometry: drag bounds and keyboard steps, as pure functions.

export interface Bounds {
  minX: number;
  maxX: number;
}

/** Edge resistance of the drag: 0.7 of any pull past a bound is absorbed. */
export const edgeResistance = 0.7;

/** The track may move from minus its overflow (its last slide flush right) to 0 (its first slide flush left). */
export function dragBounds(trackWidth: number, viewportWidth: number): Bounds {
  const overflow = Math.max(0, trackWidth - viewportWidth);
  return { minX: overflow === 0 ? 0 : -overflow, maxX: 0 };
}

export function clampX(x: number, { minX, maxX }: Bounds): number {
  // `+ 0` turns -0 into 0.
  return Math.min(maxX, Math.max(minX, x)) + 0;
}

/**
 * Where one keyboard step takes the track: to the next (direction 1) or previous (-1) slide start,
 * given the slides' left offsets inside the track; the result stays within bounds.
 */
export function stepTarget(x: number, slideOffsets: readonly number[], direction: 1 | -1, bounds: Bounds): number {
  const position = -x;
  const starts = [...slideOffsets].sort((a, b) => a - b);
  const tolerance = 1;
  const next =
    direction === 1 ? starts.find((start) => start > position + tolerance) : [...starts].reverse().find((start) => start < position - tolerance);
  if (next === undefined) return direction === 1 ? bounds.minX : bounds.maxX;
  return clampX(-next, bounds);
}
