// Pure helpers of the parallax (./parallax.ts), unit-tested without a DOM.

/** Smooth-scroll interpolation factor of the banner parallax: each frame closes 7 % of the gap. */
export const parallaxLerp = 0.07;

/**
 * How far a banner's picture drifts either way, in its frame's heights: half the 16 % by which ParallaxMedia.astro
 * makes the picture's box taller than its frame.
 */
export const bannerDrift = 0.08;

/** One step of linear interpolation from `current` toward `target`. */
export function lerp(current: number, target: number, factor: number): number {
  return current + (target - current) * factor;
}

/**
 * Parallax shift of an element: its centre's distance from the viewport's centre times speed / 100.
 * Speed -20 moves it at a fifth of the scroll, against it; 0 keeps it still. `limit` caps the shift either way: a
 * picture larger than its frame by that much on each side never uncovers the frame.
 */
export function parallaxShift(
  elementTop: number,
  elementHeight: number,
  viewportHeight: number,
  speed: number,
  limit = Infinity,
): number {
  const distance = elementTop + elementHeight / 2 - viewportHeight / 2;
  const shift = Math.max(-limit, Math.min(limit, (distance * speed) / 100));
  // `|| 0` turns -0 into 0.
  return shift || 0;
}
