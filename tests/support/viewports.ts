// The viewports the browser tests look at the site in: one per layout tier. The CSS changes its layout at 40, 48, 56
// and 64 rem and stops widening the page's column at 90 rem (--max-width in src/styles/global.css), which splits
// the widths into six bands; each band has one viewport, the narrowest a phone held in the hand (touch, no mouse).
// A width inside a band lays the page out as the others of its band do, so one stands for all of them.
import type { BrowserContextOptions } from 'playwright-core';

export interface NamedViewport {
  name: string;
  options: BrowserContextOptions;
  /** A touch screen without a fine pointer: no keyboard walk, no custom cursor, no drag. */
  touch: boolean;
}

const screen = (width: number, height: number): NamedViewport => ({
  name: `${width}×${height}`,
  options: { viewport: { width, height } },
  touch: false,
});

/** Below 40 rem: a phone held in the hand. */
export const phone: NamedViewport = {
  name: '390×844 touch',
  options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  touch: true,
};
/** 40–48 rem: two columns of cards, the phone's header. */
export const smallTablet = screen(720, 900);
/** 48–56 rem: a tablet held upright. */
export const tablet = screen(768, 1024);
/** 56–64 rem: a small laptop or a tablet on its side, short. */
export const smallLaptop = screen(960, 640);
/** 64–90 rem: the common laptop, the shortest of its band (1366×768 and 1440×900 lay out as it does). */
export const laptop = screen(1280, 720);
/** Past 90 rem: the column stops growing and the page gets margins. */
export const wide = screen(1920, 1080);

/** The narrowest phone the site is laid out for, below the phone tier's width: the page must not scroll sideways. */
export const narrowest = screen(360, 740);

/** Every layout tier, narrowest first. */
export const tiers: NamedViewport[] = [phone, smallTablet, tablet, smallLaptop, laptop, wide];

/** The tiers with a mouse and a keyboard. */
export const desktops: NamedViewport[] = tiers.filter((viewport) => !viewport.touch);
