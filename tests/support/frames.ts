// Watches a page frame by frame: a probe runs on every animation frame from the document's first one on, so a test
// reads what a visitor saw (opacity over time, scroll positions, rectangles), not the classes meant to cause it.
import type { Page } from 'playwright-core';

export interface Frame<T> {
  /** performance.now() of the frame, in the page's own clock (0 = navigation start). */
  t: number;
  value: T;
}

/**
 * Samples `probe` on every animation frame of every document the page loads from now on; call before `goto`.
 * The probe runs in the page, so it must be self-contained; frames where it returns undefined are skipped.
 */
export async function watchFrames<T>(page: Page, probe: () => T | undefined): Promise<void> {
  await page.addInitScript(`(() => {
    const probe = ${probe.toString()};
    const frames = [];
    window.__frames = frames;
    const tick = () => {
      const value = probe();
      if (value !== undefined) frames.push({ t: performance.now(), value });
      if (!window.__framesStopped) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })()`);
}

/** The frames sampled so far, from `since` (the page's performance.now()) on. */
export function framesSince<T>(page: Page, since = 0): Promise<Frame<T>[]> {
  return page.evaluate(
    (from) => (window as unknown as { __frames: Frame<T>[] }).__frames.filter((frame) => frame.t >= from),
    since,
  );
}

/** The page's clock, to mark the moment an action starts. */
export function pageNow(page: Page): Promise<number> {
  return page.evaluate(() => performance.now());
}

/** Resolves once `read` (run in the page) gives the same answer on `frames` animation frames in a row: what moved has stopped. */
export async function stillFor(
  page: Page,
  read: () => unknown,
  { frames = 5, timeoutMs = 15_000 } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const nextFrame = () => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
  let last = JSON.stringify(await page.evaluate(read));
  for (let same = 0; same < frames;) {
    if (Date.now() > deadline) throw new Error(`Still moving after ${timeoutMs} ms: ${last}`);
    await nextFrame();
    const now = JSON.stringify(await page.evaluate(read));
    same = now === last ? same + 1 : 0;
    last = now;
  }
}

/** Scrolls the page to `y` and resolves once the scroll has been handled and the next frame drawn. */
export function scrollAndPaint(page: Page, y: number): Promise<void> {
  return page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        window.addEventListener('scroll', () => requestAnimationFrame(() => resolve()), { once: true });
        window.scrollTo(0, top);
      }),
    y,
  );
}

/**
 * In the page (for `waitForFunction`): its animations and transitions in time have ended. Those that run forever (the
 * marquee, the spinner) and those tied to the scroll (the chat button's entrance) do not count.
 */
export function pageStill(): boolean {
  return document
    .getAnimations()
    .every(
      (animation) =>
        animation.playState !== 'running' ||
        animation.timeline !== document.timeline ||
        animation.effect?.getComputedTiming().endTime === Infinity,
    );
}
