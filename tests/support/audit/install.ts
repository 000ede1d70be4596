// The audit's in-page checks, installed in a page as one script (`window.__audit`), so that they share their
// helpers (an element's name, the geometry of what hides it) the way modules would. `page.evaluate` of the script
// works with JavaScript off too: it runs from the test's side, not as one of the page's scripts.
import type { Page } from 'playwright-core';
import {
  auditLaidOutPage,
  hiddenOnFirstScreen,
  hiddenPartOf,
  nameOf,
  nextFrame,
  paintsBackground,
  textBoxes,
} from './in-page.ts';
import { coveredByFixedParts, cutFocalAreas, driftingFrameStops, seeThroughTopBar, uncoveredFrames } from './frames.ts';
import { faintRing, focusStop, markReachable } from './focus.ts';
import { contrast, fixedEdgeControls, solidColour } from './edges.ts';
import {
  bareEndOfFirstScreen,
  cutAtTheFold,
  firstScreenEnd,
  looksOfKinds,
  offTheGrid,
  saidOnce,
  slicedAtTheFold,
  visibleTop,
} from './consistency.ts';

const checks = {
  nameOf,
  paintsBackground,
  textBoxes,
  nextFrame,
  hiddenPartOf,
  auditLaidOutPage,
  hiddenOnFirstScreen,
  uncoveredFrames,
  cutFocalAreas,
  driftingFrameStops,
  coveredByFixedParts,
  seeThroughTopBar,
  focusStop,
  faintRing,
  markReachable,
  fixedEdgeControls,
  contrast,
  solidColour,
  looksOfKinds,
  saidOnce,
  bareEndOfFirstScreen,
  visibleTop,
  slicedAtTheFold,
  cutAtTheFold,
  firstScreenEnd,
  offTheGrid,
};

declare global {
  interface Window {
    __audit: typeof checks;
  }
}

// Each is a function declaration named as its key, so the functions see each other by name inside the script.
const script = `window.__audit = (() => {
${Object.values(checks).map(String).join('\n')}
return { ${Object.keys(checks).join(', ')} };
})();`;

/** Installs the checks in the document the page shows now (again after each navigation). */
export async function installChecks(page: Page): Promise<void> {
  await page.evaluate(script);
}
