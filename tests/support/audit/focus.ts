// The keyboard's walk through a page: Tab to the end and Shift+Tab back, each stop seen whole, with a visible ring,
// nothing a keyboard should reach left out. `focusStop` and `markReachable` run in the page (./install.ts).
import type { Page } from 'playwright-core';
import { idleScriptsTookOver } from '../../../tools/lib/script-weight.ts';
import type { Finding } from './in-page.ts';

// In the page these are the installed helpers beside this module's functions (./install.ts), not imports: a
// function handed to the page keeps only its own source.
declare const hiddenPartOf: typeof import('./in-page.ts').hiddenPartOf;
declare const nameOf: typeof import('./in-page.ts').nameOf;
declare const nextFrame: typeof import('./in-page.ts').nextFrame;
declare const contrast: typeof import('./edges.ts').contrast;
declare const solidColour: typeof import('./edges.ts').solidColour;

export interface FocusStop {
  /** The stop's number, given on its first visit. */
  id: string;
  name: string;
  /** What hides it, once the scrolling its focus started has ended; null when a visitor sees all of it. */
  hidden: string | null;
  /** An outline at least 2 px wide, or a ring drawn with box-shadow. */
  ring: boolean;
  /**
   * What is wrong with the ring: focus changing the control's shape, a box around it cutting the ring off, or a ring
   * under 3:1 against the colour behind it (WCAG 1.4.11).
   */
  ringProblem: string | null;
  /** A link to the main content (or to something that holds it). */
  skipLink: boolean;
}

/** In the page, after a key press: the element that has focus, and whether a visitor can see it. */
export async function focusStop(): Promise<FocusStop | null> {
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body) return null;
  element.dataset.auditStop ??= String(document.querySelectorAll('[data-audit-stop]').length);
  const focusStyle = getComputedStyle(element);
  const ring =
    (focusStyle.outlineStyle !== 'none' && parseFloat(focusStyle.outlineWidth) >= 2) || focusStyle.boxShadow !== 'none';
  const target =
    element instanceof HTMLAnchorElement && element.hash.length > 1
      ? document.getElementById(decodeURIComponent(element.hash.slice(1)))
      : null;
  const skipLink = Boolean(target && (target.tagName === 'MAIN' || target.querySelector('main')));
  // Focus scrolls the page at once; a row that scrolls sideways (the slider, the tabs) may bring the element in
  // smoothly from the next frame on: followed until it has stopped.
  const rows: Element[] = [];
  for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
    if (/auto|scroll/.test(getComputedStyle(parent).overflowX) && parent.scrollWidth > parent.clientWidth)
      rows.push(parent);
  }
  // With its ring: a row brings in the ring of what takes focus, too.
  const ringRoom = ring ? parseFloat(focusStyle.outlineOffset) + parseFloat(focusStyle.outlineWidth) : 0;
  const inItsRows = () => {
    const box = element.getBoundingClientRect();
    return rows.every((row) => {
      const area = row.getBoundingClientRect();
      return box.left - ringRoom >= area.left - 1 && box.right + ringRoom <= area.right + 1;
    });
  };
  if (!inItsRows()) {
    // Once it has moved, it has arrived at its `scrollend` (a busy machine may hold a smooth scroll still for a few
    // frames on the way); half a second without moving, nothing is bringing it in.
    const position = () => rows.map((row) => row.scrollLeft).join();
    const before = position();
    let ended = false;
    const end = () => (ended = true);
    for (const row of rows) row.addEventListener('scrollend', end);
    for (let frames = 0; frames < 240 && !ended; frames++) {
      await nextFrame();
      if (frames >= 30 && position() === before) break;
    }
    for (const row of rows) row.removeEventListener('scrollend', end);
  }
  // A page that settles a moment after focus scrolled (a part laid out only as it comes near) gets those frames.
  let hidden = hiddenPartOf(element);
  for (let frames = 0; hidden && frames < 10; frames++) {
    await nextFrame();
    hidden = hiddenPartOf(element);
  }
  // Once it has come to rest: the ring follows the control's shape (focus leaves its corners as they were, recorded by `markReachable`), and no
  // box around it that clips cuts the ring off (an outline reaches its offset and width out of the control).
  let ringProblem: string | null = null;
  const corners = element.dataset.auditRadius;
  if (corners !== undefined && corners !== focusStyle.borderRadius)
    ringProblem = `focus reshapes it: its corners go from ${corners} to ${focusStyle.borderRadius}`;
  const reach =
    focusStyle.outlineStyle === 'none' ? 0 : parseFloat(focusStyle.outlineOffset) + parseFloat(focusStyle.outlineWidth);
  if (!ringProblem && reach > 0) ringProblem = faintRing(element, focusStyle);
  if (!ringProblem && reach > 0) {
    const box = element.getBoundingClientRect();
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      const clip = getComputedStyle(parent);
      const [clipsX, clipsY] = [clip.overflowX !== 'visible', clip.overflowY !== 'visible'];
      if (!clipsX && !clipsY) continue;
      const area = parent.getBoundingClientRect();
      const cut = [
        clipsY && box.top - reach < area.top - 0.5 && 'top',
        clipsY && box.bottom + reach > area.bottom + 0.5 && 'bottom',
        clipsX && box.left - reach < area.left - 0.5 && 'left',
        clipsX && box.right + reach > area.right + 0.5 && 'right',
      ].filter(Boolean);
      if (cut.length > 0) {
        ringProblem = `its ring is cut off at the ${cut.join(' and ')} by ${nameOf(parent)}`;
        break;
      }
    }
  }
  return { id: element.dataset.auditStop!, name: nameOf(element), hidden, ring, ringProblem, skipLink };
}

/**
 * In the page: how an outline drawn around the element fails to stand out from the colour behind it (the nearest
 * ancestor's solid background; none where a picture or a gradient is behind), or null.
 */
export function faintRing(element: Element, style: CSSStyleDeclaration): string | null {
  const ring = solidColour(style.outlineColor);
  if (!ring) return null;
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    const behind = getComputedStyle(parent);
    if (behind.backgroundImage !== 'none') return null;
    const colour = solidColour(behind.backgroundColor);
    if (!colour) continue;
    const ratio = contrast(ring, colour);
    return ratio < 3 ? `its ring is ${ratio.toFixed(1)}:1 against ${behind.backgroundColor} behind it` : null;
  }
  return null;
}

/** In the page: numbers what a keyboard should reach (shown, enabled, not in a closed dialog or out of the order). */
export function markReachable(): number {
  let count = 0;
  for (const element of document.querySelectorAll<HTMLElement>(
    'a[href], button, input, select, textarea, [tabindex]',
  )) {
    // Not drawn: no box, hidden, or in a part the page keeps out of sight (`content-visibility: hidden`).
    const hidden =
      element.closest('dialog:not([open]), [inert], [hidden]') ||
      !element.checkVisibility({ visibilityProperty: true });
    if (hidden || (element as HTMLButtonElement).disabled || element.tabIndex < 0) continue;
    element.dataset.auditReachable = String(count++);
    // Its corners before any focus, for the walk to see whether focus reshapes it.
    element.dataset.auditRadius = getComputedStyle(element).borderRadius;
  }
  return count;
}

/**
 * Walks the focus order with Tab to its end, then back with Shift+Tab: the first stop is a skip link, every stop
 * shows its focus and can be seen whole, and everything a keyboard should reach is reached.
 */
export async function walkFocus(page: Page, limit = 200): Promise<Finding[]> {
  const findings: Finding[] = [];
  // Focus kept in view (src/scripts/focus-in-view.ts) comes with the scripts the page fetches once idle.
  await page.waitForFunction(idleScriptsTookOver);
  await page.evaluate(() => {
    window.scrollTo({ top: 0, behavior: 'instant' });
    (document.activeElement as HTMLElement | null)?.blur();
    return window.__audit.markReachable();
  });
  const seen: string[] = [];
  for (const [key, direction] of [
    ['Tab', 'forward'],
    ['Shift+Tab', 'back'],
  ] as const) {
    for (let press = 0; press < limit; press++) {
      await page.keyboard.press(key);
      const stop = await page.evaluate(() => window.__audit.focusStop());
      if (!stop) {
        if (direction === 'forward' && seen.length === 0) continue;
        break;
      }
      // Forward, the walk ends where it began again; back, at the first stop. The first stop is the skip link,
      // which shows only once focused, by a transition that focus starts.
      const first = seen.length === 0 || stop.id === seen[0];
      if (direction === 'forward' && seen.includes(stop.id)) break;
      if (direction === 'forward') {
        if (seen.length === 0 && !stop.skipLink)
          findings.push({
            rule: 'no skip link',
            element: stop.name,
            detail: 'the first Tab stop is not a link to the main content',
          });
        if (!stop.ring)
          findings.push({
            rule: 'invisible focus',
            element: stop.name,
            detail: 'no outline or ring shows where the focus is',
          });
        else if (stop.ringProblem)
          findings.push({ rule: 'broken focus ring', element: stop.name, detail: stop.ringProblem });
        seen.push(stop.id);
      }
      if (stop.hidden && !first)
        findings.push({ rule: 'hidden focus', element: stop.name, detail: `${direction}: ${stop.hidden}` });
      if (direction === 'back' && stop.id === seen[0]) break;
    }
  }
  const missed = await page.evaluate(() =>
    [...document.querySelectorAll('[data-audit-reachable]:not([data-audit-stop])')].map((element) =>
      window.__audit.nameOf(element),
    ),
  );
  for (const element of missed)
    findings.push({ rule: 'out of keyboard reach', element, detail: 'shown and interactive, never reached with Tab' });
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  return findings;
}
