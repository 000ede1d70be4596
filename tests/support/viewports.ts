// The viewports the motion and layout checks run in: the screens a demanding visitor tried (issue 13), from a
// 390 px phone held in the hand to the common laptop and desktop sizes, 1280×720 and 1366×768 included.
import type { BrowserContextOptions } from 'playwright-core';

export interface NamedViewport {
  name: string;
  options: BrowserContextOptions;
}

const desktop = (width: number, height: number): NamedViewport => ({
  name: `${width}×${height}`,
  options: { viewport: { width, height } },
});

/** Laptops and desktops with a mouse. */
export const desktops: NamedViewport[] = [
  desktop(1280, 720),
  desktop(1366, 768),
  desktop(1440, 900),
  desktop(1536, 864),
];

/** A phone with touch and no fine pointer. */
export const phone: NamedViewport = {
  name: '390×844 touch',
  options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
};

/** The motion checks: the phone first, then the desktops. */
export const standardViewports: NamedViewport[] = [phone, ...desktops];

/** The layout checks: the standard viewports, with the narrowest phone, a tablet and a wide screen around them. */
export const layoutViewports: NamedViewport[] = [
  desktop(360, 740),
  phone,
  desktop(768, 1024),
  ...desktops,
  desktop(1920, 1080),
];

/** The layout audit's six: the phone in the hand, a tablet upright, and the common laptop and desktop screens. */
export const auditViewports: NamedViewport[] = [
  phone,
  desktop(768, 1024),
  desktop(1280, 720),
  desktop(1366, 768),
  desktop(1440, 900),
  desktop(1920, 1080),
];
