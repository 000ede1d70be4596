// Pure helpers of the page motion, unit-tested without a DOM.

/** Scroll reveal: 1000 ms, ease-in-sine, once the element's top is 300 px above the bottom of the viewport. */
export const revealOffsetPx = 300;
/** Smooth-scroll interpolation factor of the banner parallax: each frame closes 7 % of the gap. */
export const parallaxLerp = 0.07;
/** Delay, once the page has loaded, before scrolling to the element named by the URL hash. */
export const hashScrollDelayMs = 100;

/** The reveal offset for a viewport: 300 px, or a third of the height on viewports too short for it. */
export function revealOffsetFor(viewportHeight: number): number {
  return viewportHeight >= revealOffsetPx * 2 ? revealOffsetPx : Math.round(viewportHeight / 3);
}

/** One step of linear interpolation from `current` toward `target`. */
export function lerp(current: number, target: number, factor: number): number {
  return current + (target - current) * factor;
}

/**
 * Parallax shift of an element: its centre's distance from the viewport's centre times speed / 100.
 * Speed -20 moves it at a fifth of the scroll, against it; 0 keeps it still.
 */
export function parallaxShift(elementTop: number, elementHeight: number, viewportHeight: number, speed: number): number {
  const distance = elementTop + elementHeight / 2 - viewportHeight / 2;
  // `|| 0` turns -0 into 0.
  return (distance * speed) / 100 || 0;
}

/** The element id a URL hash names, or null (`#` alone, or an undecodable hash). */
export function idFromHash(hash: string): string | null {
  if (hash.length < 2) return null;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
}
