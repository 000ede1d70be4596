// Pure helpers of the page motion (./motion.ts), unit-tested without a DOM; the parallax has its own (./parallax-math.ts),
// so that the inline motion script and the parallax file share no module.

/** Scroll reveal: 1000 ms, ease-in-sine, once the element's top is 300 px above the bottom of the viewport. */
export const revealOffsetPx = 300;
/** Delay, once the page has loaded, before scrolling to the element named by the URL hash. */
export const hashScrollDelayMs = 100;

/** The reveal offset for a viewport: 300 px, or a third of the height on viewports too short for it. */
export function revealOffsetFor(viewportHeight: number): number {
  return viewportHeight >= revealOffsetPx * 2 ? revealOffsetPx : Math.round(viewportHeight / 3);
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
