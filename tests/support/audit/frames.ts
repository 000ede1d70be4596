// In the page: pictures and videos cropped to fill a frame, and the frame's fixed parts (header, chat button) over
// what a visitor reads. Installed with the other checks (./install.ts); `nameOf` comes from ./in-page.ts.
import type { Finding } from './in-page.ts';

// In the page these are the installed helpers beside this module's functions (./install.ts), not imports: a
// function handed to the page keeps only its own source.
declare const nameOf: typeof import('./in-page.ts').nameOf;
declare const textBoxes: typeof import('./in-page.ts').textBoxes;

/**
 * Pictures and videos cropped to fill a frame (`object-fit: cover` in a box that clips) that leave part of it
 * uncovered. `moving` picks the frames whose picture drifts with the scroll (checked wherever they are on screen) or
 * the others (checked once).
 */
export function uncoveredFrames({ moving, where }: { moving: boolean; where: string }): Finding[] {
  const findings: Finding[] = [];
  for (const media of document.querySelectorAll<HTMLImageElement | HTMLVideoElement>('img, video')) {
    if (!media.checkVisibility({ visibilityProperty: true }) || getComputedStyle(media).objectFit !== 'cover') continue;
    let frame: Element | null = media.parentElement;
    for (; frame && frame !== document.body; frame = frame.parentElement) {
      const style = getComputedStyle(frame);
      if (style.overflowX !== 'visible' || style.overflowY !== 'visible') break;
    }
    if (!frame || frame === document.body || !!media.closest('[data-parallax], [data-speed]') !== moving) continue;
    const frameStyle = getComputedStyle(frame);
    if (/auto|scroll/.test(frameStyle.overflowX + frameStyle.overflowY)) continue;
    const box = media.getBoundingClientRect();
    const area = frame.getBoundingClientRect();
    // A drifting picture shows a gap only while its frame is on screen; a picture much smaller than its frame is a
    // logo on a band, not a fill.
    if (moving && (area.bottom <= 0 || area.top >= innerHeight)) continue;
    const shared =
      Math.max(0, Math.min(box.right, area.right) - Math.max(box.left, area.left)) *
      Math.max(0, Math.min(box.bottom, area.bottom) - Math.max(box.top, area.top));
    if (shared < 0.5 * area.width * area.height) continue;
    const gaps = [box.left - area.left, area.right - box.right, box.top - area.top, area.bottom - box.bottom].map(
      Math.round,
    );
    if (gaps.some((gap) => gap > 1)) {
      findings.push({
        rule: 'uncovered frame',
        element: nameOf(media),
        detail: `${Math.round(box.width)}×${Math.round(box.height)} leaves ${gaps.join('/')}px (left/right/top/bottom) of its ${Math.round(area.width)}×${Math.round(area.height)} frame uncovered ${where}`,
      });
    }
  }
  return findings;
}

/**
 * Pictures and videos whose focal area (their `crop` frame's `data-focus`: what every crop keeps whole,
 * src/lib/focus.ts) the crop cuts: part of the area lies outside what the picture's box shows of it (`object-fit` and
 * `object-position`), or outside the frame, which clips a picture's taller box. What the screen's edge hides is not a crop. `moving` picks the pictures
 * that drift with the scroll (checked at each drift stop) or the others (checked once, laid out in full).
 */
export function cutFocalAreas({ moving, where }: { moving: boolean; where: string }): Finding[] {
  const findings: Finding[] = [];
  const cropped = [...document.querySelectorAll<HTMLElement>('.crop[data-focus]')].flatMap((frame) =>
    [...frame.querySelectorAll<HTMLImageElement | HTMLVideoElement>('img, video')].map((media) => ({ frame, media })),
  );
  for (const { frame, media } of cropped) {
    // A banner the parallax script has not taken over (no scripts, reduced motion) rests: it is checked laid out.
    const drifts = frame.matches('[data-parallax][data-enhanced]');
    if (!media.checkVisibility({ visibilityProperty: true }) || drifts !== moving) continue;
    const [x = 0, y = 0, width = 0, height = 0, ratio = 1] = (frame.dataset.focus ?? '').split(' ').map(Number);
    const style = getComputedStyle(media);
    const box = media.getBoundingClientRect();
    // A transform (a card's zoom under the pointer) scales what object-position placed.
    const scale = media.offsetWidth > 0 ? box.width / media.offsetWidth : 1;
    let drawn = { left: box.left, top: box.top, width: box.width, height: box.height };
    if (style.objectFit === 'cover') {
      const w = Math.max(box.width, box.height * ratio);
      const h = Math.max(box.height, box.width / ratio);
      const [px = '50%', py = '50%'] = style.objectPosition.split(' ');
      const offset = (value: string, free: number) =>
        value.endsWith('%') ? (free * parseFloat(value)) / 100 : parseFloat(value) * scale;
      drawn = {
        left: box.left + offset(px, box.width - w),
        top: box.top + offset(py, box.height - h),
        width: w,
        height: h,
      };
    }
    const area = {
      left: drawn.left + (x / 100) * drawn.width,
      right: drawn.left + ((x + width) / 100) * drawn.width,
      top: drawn.top + (y / 100) * drawn.height,
      bottom: drawn.top + ((y + height) / 100) * drawn.height,
    };
    const frameBox = frame.getBoundingClientRect();
    const shown = {
      left: Math.max(box.left, frameBox.left),
      right: Math.min(box.right, frameBox.right),
      top: Math.max(box.top, frameBox.top),
      bottom: Math.min(box.bottom, frameBox.bottom),
    };
    const cut = [
      shown.left - area.left,
      area.right - shown.right,
      shown.top - area.top,
      area.bottom - shown.bottom,
    ].map((length) => Math.max(0, Math.round(length)));
    if (cut.some((length) => length > 1)) {
      findings.push({
        rule: 'cut focal area',
        element: nameOf(media),
        detail: `its focal area (${x} ${y} ${width} ${height} %) loses ${cut.join('/')}px (left/right/top/bottom) to its ${Math.round(shown.right - shown.left)}×${Math.round(shown.bottom - shown.top)} crop ${where}`,
      });
    }
  }
  return findings;
}

/** For each layer that drifts with the scroll, the scroll positions that show its frame entering and leaving. */
export function driftingFrameStops(): number[] {
  const stops: number[] = [];
  // A [data-speed] layer is a whole card moving; a [data-parallax] frame moves its picture inside it.
  for (const frame of document.querySelectorAll('[data-parallax]')) {
    const area = frame.getBoundingClientRect();
    // The drift is largest at the two ends (and nothing at the centre): the frame a third in from the bottom, and a
    // third of it left under the header.
    const top = area.top + scrollY;
    stops.push(top - innerHeight + area.height / 3, top + (2 * area.height) / 3 - 80);
  }
  return [...new Set(stops.map((stop) => Math.max(0, Math.round(stop))))];
}

/**
 * Text and controls that the frame's fixed parts (header, chat button) cover where the page is now. `midPage`: a stop
 * on the way down, where the page passes under the frame's bands (the header, across the screen) by design, so a band
 * and what lies in its stripe are left out, and anything else that rests over the page's words is a finding.
 */
export function coveredByFixedParts({
  where,
  lowerOnly,
  midPage = false,
}: {
  where: string;
  lowerOnly: boolean;
  midPage?: boolean;
}): Finding[] {
  const findings: Finding[] = [];
  const allFixed = [...document.querySelectorAll<HTMLElement>('body *')].filter((element) => {
    const style = getComputedStyle(element);
    if (
      style.position !== 'fixed' ||
      !element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) ||
      element.closest('dialog')
    )
      return false;
    const box = element.getBoundingClientRect();
    // At the end of the page, only what is pinned to the bottom of the screen can hide what is left there for good.
    return box.bottom > 0 && box.top < innerHeight && (!lowerOnly || box.top > innerHeight / 2);
  });
  const bands = allFixed
    .map((element) => element.getBoundingClientRect())
    .filter((box) => box.width >= innerWidth * 0.9);
  const inABand = (box: DOMRect) => bands.some((band) => box.top >= band.top - 1 && box.bottom <= band.bottom + 1);
  const fixedParts = midPage ? allFixed.filter((element) => !inABand(element.getBoundingClientRect())) : allFixed;
  const covers = (cover: DOMRect, box: DOMRect) =>
    Math.min(cover.right, box.right) - Math.max(cover.left, box.left) > 2 &&
    Math.min(cover.bottom, box.bottom) - Math.max(cover.top, box.top) > 2;
  const reported = new Set<Element>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const items: { element: Element; rects: DOMRect[] }[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (
      !parent ||
      !node.textContent?.trim() ||
      parent.closest('script, style, template, [aria-hidden="true"], .visually-hidden, dialog')
    )
      continue;
    if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    items.push({ element: parent, rects: textBoxes(node) });
  }
  for (const control of document.querySelectorAll('a[href], button, input, textarea, select')) {
    if (
      control.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
      !control.closest('dialog:not([open])')
    )
      items.push({ element: control, rects: [control.getBoundingClientRect()] });
  }
  for (const part of fixedParts) {
    const area = part.getBoundingClientRect();
    for (const { element, rects } of items) {
      if (
        part.contains(element) ||
        element.contains(part) ||
        reported.has(element) ||
        allFixed.some((other) => other.contains(element))
      )
        continue;
      const inView = rects.filter((rect) => rect.bottom > 0 && rect.top < innerHeight && rect.width > 1);
      if (inView.some((rect) => covers(area, rect))) {
        reported.add(element);
        findings.push({
          rule: 'covered by a fixed part',
          element: nameOf(element),
          detail: `under ${nameOf(part)} ${where}`,
        });
      }
    }
  }
  return findings;
}

/** Whether the fixed bar at the top is solid where content scrolls under it (text would run under it). */
export function seeThroughTopBar(): Finding[] {
  const findings: Finding[] = [];
  for (const element of document.querySelectorAll<HTMLElement>('body *')) {
    const style = getComputedStyle(element);
    if (style.position !== 'fixed' || element.closest('dialog')) continue;
    const box = element.getBoundingClientRect();
    if (box.top > 1 || box.width < innerWidth / 2 || box.height < 10) continue;
    const alpha = /rgba?\(([^)]+)\)/
      .exec(style.backgroundColor)?.[1]
      ?.split(/[\s,/]+/)
      .filter(Boolean)[3];
    const opacity = alpha === undefined ? 1 : parseFloat(alpha);
    if (opacity < 0.85)
      findings.push({
        rule: 'see-through bar',
        element: nameOf(element),
        detail: `background ${style.backgroundColor} with the page scrolled under it`,
      });
  }
  return findings;
}
