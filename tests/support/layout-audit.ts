// The layout audit: what a visitor would see as broken, read from the page itself, whatever the page or viewport.
// Each check runs in the page (passed to `evaluate`, so each is self-contained) and returns findings that name the
// element; tests/e2e/layout.test.ts runs them on every page type, language, viewport and mode.
import type { Page } from 'playwright-core';
import sharp from 'sharp';

export interface Finding {
  rule: string;
  /** The element, as a visitor could find it: tag, id or class, and the start of its text. */
  element: string;
  detail: string;
}

/** How the page is visited: scripts and motion as most visitors have them, reduced motion, or no JavaScript. */
export type AuditMode = 'default' | 'reduced-motion' | 'no-js';

/**
 * In the page: the checks that read the page as it is laid out once everything has been revealed and loaded.
 * `mode` switches on the checks that only make sense there (what motion alone shows, controls that need scripts).
 */
export function auditLaidOutPage(mode: AuditMode): Finding[] {
  const findings: Finding[] = [];
  const root = document.documentElement;
  const viewportWidth = root.clientWidth;
  const name = (element: Element): string => {
    const id = element.id ? `#${element.id}` : '';
    const classes =
      typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/)[0]}` : '';
    const text = (
      element.getAttribute('alt') ||
      element.getAttribute('aria-label') ||
      (element as HTMLElement).innerText ||
      ''
    )
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 40);
    return `<${element.tagName.toLowerCase()}${id}${classes}>${text ? ` "${text}"` : ''}`;
  };
  const add = (rule: string, element: Element, detail: string) =>
    findings.push({ rule, element: name(element), detail });
  const round = (value: number) => Math.round(value);
  /** Shown to a visitor: rendered, visible, not faded out, not the 1 px box of a visually-hidden label. */
  const shown = (element: Element) => {
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: false }))
      return false;
    if (element.closest('[aria-hidden="true"], .visually-hidden, dialog:not([open])')) return false;
    const box = element.getBoundingClientRect();
    return box.width > 2 && box.height > 2;
  };
  const style = (element: Element) => getComputedStyle(element);
  const isFixed = (element: Element) => {
    for (let node: Element | null = element; node && node !== root; node = node.parentElement) {
      const position = style(node).position;
      if (position === 'fixed' || position === 'sticky') return true;
    }
    return false;
  };
  const scrollsX = (element: Element) =>
    /auto|scroll/.test(style(element).overflowX) && element.scrollWidth > element.clientWidth + 1;
  const clipsX = (element: Element) => style(element).overflowX !== 'visible';
  const clipsY = (element: Element) => style(element).overflowY !== 'visible';

  // 1. The page scrolls sideways.
  const sideways = root.scrollWidth - root.clientWidth;
  if (sideways > 0) add('sideways scrolling', root, `the page is ${sideways}px wider than the screen`);

  // Text as the visitor reads it: the line boxes of every text node shown.
  interface TextBox {
    element: Element;
    rects: DOMRect[];
  }
  const texts: TextBox[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim() || parent.closest('script, style, template, noscript')) continue;
    if (!shown(parent)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((rect) => rect.width > 1 && rect.height > 1);
    if (rects.length > 0) texts.push({ element: parent, rects });
  }

  // 2. Text that runs off the screen or is cut by a box it does not fit, where no scrolling can bring it into view.
  //    Motion may carry content past a clipping edge (a marquee); under reduced motion, it must not.
  const unreachable = (element: Element, rects: DOMRect[], partialIsCrop: boolean): string | null => {
    const box = rects.reduce(
      (all, rect) => ({
        left: Math.min(all.left, rect.left),
        right: Math.max(all.right, rect.right),
        top: Math.min(all.top, rect.top),
        bottom: Math.max(all.bottom, rect.bottom),
      }),
      { left: Infinity, right: -Infinity, top: Infinity, bottom: -Infinity },
    );
    for (
      let parent = element.parentElement;
      parent && parent !== document.body && parent !== root;
      parent = parent.parentElement
    ) {
      if (scrollsX(parent)) return null;
      const clip = parent.getBoundingClientRect();
      const cutX = clipsX(parent) && (box.left < clip.left - 1 || box.right > clip.right + 1);
      const cutY = clipsY(parent) && (box.top < clip.top - 1 || box.bottom > clip.bottom + 1);
      const outside =
        box.right <= clip.left || box.left >= clip.right || box.bottom <= clip.top || box.top >= clip.bottom;
      if ((cutX || cutY) && (!partialIsCrop || outside))
        return `${outside ? 'hidden' : 'cut'} by ${name(parent)} (${round(box.left)}–${round(box.right)} in ${round(clip.left)}–${round(clip.right)})`;
    }
    if (box.right > viewportWidth + 1 || box.left < -1)
      return `off the screen's side (${round(box.left)}–${round(box.right)} of ${viewportWidth})`;
    return null;
  };
  // Under reduced motion nothing moves, so what sits past a clipping edge (a marquee's far logos) is never seen.
  const onlyThroughMotion = mode === 'reduced-motion';
  const checkedReach = new Set<Element>();
  for (const { element, rects } of texts) {
    if (checkedReach.has(element) || isFixed(element)) continue;
    checkedReach.add(element);
    const problem = unreachable(element, rects, false);
    // With motion, text wholly outside a clipping box is a marquee's, which comes round; text cut in part never does.
    if (problem && (onlyThroughMotion || !problem.startsWith('hidden'))) add('unreachable content', element, problem);
  }
  if (onlyThroughMotion) {
    for (const picture of document.querySelectorAll('img[alt]:not([alt=""]), video')) {
      if (picture.closest('[aria-hidden="true"]') || !picture.checkVisibility({ visibilityProperty: true })) continue;
      const problem = unreachable(picture, [picture.getBoundingClientRect()], true);
      if (problem) add('unreachable content', picture, `${problem}: only motion would show it`);
    }
  }

  // 3. Text boxes that overlap other text (in the page's coordinates; the frame's fixed parts are checked elsewhere).
  const lines = texts
    .filter(({ element }) => !isFixed(element))
    // A line's box includes room for accents and descenders that tight leading lets neighbours share: only the band
    // the letters themselves fill counts.
    .flatMap(({ element, rects }) =>
      rects.map((rect) => ({
        element,
        left: rect.left,
        right: rect.right,
        top: rect.top + scrollY + rect.height * 0.3,
        bottom: rect.bottom + scrollY - rect.height * 0.2,
      })),
    )
    .sort((a, b) => a.top - b.top);
  const reported = new Set<string>();
  for (let i = 0; i < lines.length; i++) {
    const a = lines[i]!;
    for (let j = i + 1; j < lines.length && lines[j]!.top < a.bottom - 2; j++) {
      const b = lines[j]!;
      if (a.element === b.element || a.element.contains(b.element) || b.element.contains(a.element)) continue;
      const overlapX = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const overlapY = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (overlapX <= 2 || overlapY <= 2) continue;
      const key = `${name(a.element)}|${name(b.element)}`;
      if (reported.has(key)) continue;
      reported.add(key);
      add('overlapping text', a.element, `overlaps ${name(b.element)} by ${round(overlapX)}×${round(overlapY)}px`);
    }
  }

  // 4. A heading's superscript (or other inline mark) wrapped onto a line of its own, away from the word it marks.
  for (const mark of document.querySelectorAll(':is(h1, h2, h3, h4, h5, h6) :is(sup, sub, small)')) {
    if (!shown(mark)) continue;
    const heading = mark.closest('h1, h2, h3, h4, h5, h6')!;
    const before = document.createRange();
    before.setStart(heading, 0);
    before.setEndBefore(mark);
    const previous = [...before.getClientRects()].filter((rect) => rect.width > 1).at(-1);
    const box = mark.getBoundingClientRect();
    if (!previous) continue;
    const sameLine = box.top < previous.bottom && box.bottom > previous.top && box.left >= previous.right - 2;
    if (!sameLine)
      add(
        'stranded inline mark',
        mark,
        `on a line of its own at ${round(box.left)},${round(box.top)}, after text ending at ${round(previous.right)},${round(previous.top)}`,
      );
  }

  // 5. Pictures and videos shown larger than their source (their frames are checked by `uncoveredFrames`).
  const ratio = window.devicePixelRatio;
  for (const media of document.querySelectorAll<HTMLImageElement | HTMLVideoElement>('img, video')) {
    if (!media.checkVisibility({ visibilityProperty: true }) || media.closest('[aria-hidden="true"]:not(picture)'))
      continue;
    const box = media.getBoundingClientRect();
    if (box.width < 2 || box.height < 2) continue;
    const fit = style(media).objectFit;
    // The pixels the box needs: cover crops, so the source must be as wide as the box at the picture's own ratio.
    const naturalWidth = media instanceof HTMLImageElement ? media.naturalWidth : media.videoWidth;
    const naturalHeight = media instanceof HTMLImageElement ? media.naturalHeight : media.videoHeight;
    if (!naturalWidth || !naturalHeight) continue;
    const needed =
      (fit === 'cover' ? Math.max(box.width, (box.height * naturalWidth) / naturalHeight) : box.width) * ratio;
    if (media instanceof HTMLImageElement) {
      const source = [
        ...(media.parentElement instanceof HTMLPictureElement ? media.parentElement.querySelectorAll('source') : []),
      ].find((candidate) =>
        candidate.srcset
          .split(',')
          .some((item) => new URL(item.trim().split(/\s+/)[0]!, location.href).href === media.currentSrc),
      );
      const candidates = (source?.srcset ?? media.srcset)
        .split(',')
        .map((item) => item.trim().split(/\s+/))
        .filter(([, descriptor]) => descriptor?.endsWith('w'))
        .map(([url, descriptor]) => ({ url: new URL(url!, location.href).href, width: parseInt(descriptor!, 10) }));
      const chosen = candidates.find((candidate) => candidate.url === media.currentSrc);
      const larger = candidates.filter((candidate) => chosen && candidate.width > chosen.width);
      if (chosen && larger.length > 0 && chosen.width < needed * 0.95) {
        add(
          'soft picture',
          media,
          `shows the ${chosen.width}w source in a box that needs ${round(needed)}px (sizes="${media.sizes}"), while ${larger.map((l) => `${l.width}w`).join(', ')} exist`,
        );
      }
    } else if (naturalWidth < needed * 0.95) {
      add('soft picture', media, `a ${naturalWidth}×${naturalHeight} video in a box that needs ${round(needed)}px`);
    }
  }

  // 6. A row that scrolls sideways starts at the page's column, not detached from the headings above it.
  const column = document.querySelector('main .container');
  if (column) {
    const columnLeft = column.getBoundingClientRect().left + parseFloat(style(column).paddingLeft);
    // Any row made to scroll sideways, whether or not it overflows on this screen (on a wide one it may not).
    for (const row of document.querySelectorAll('main *')) {
      if (!/auto|scroll/.test(style(row).overflowX) || !shown(row) || row.scrollLeft > 0) continue;
      const first = [...row.querySelectorAll('li, a, button')].find(shown);
      if (!first) continue;
      const left = first.getBoundingClientRect().left;
      if (Math.abs(left - columnLeft) > 2)
        add('detached row', first, `the row starts at x=${round(left)}, the page's column at x=${round(columnLeft)}`);
    }
  }

  // 7. Without JavaScript, a control must do something: a button outside a form (or an invoker), a link back to
  //    this very page by another query (a static page ignores it).
  if (mode === 'no-js') {
    for (const control of document.querySelectorAll<HTMLElement>('button, a[href]')) {
      if (!shown(control)) continue;
      if (control instanceof HTMLButtonElement) {
        const invokes = control.hasAttribute('commandfor') || control.hasAttribute('popovertarget');
        if (!invokes && !(control.form && control.type === 'submit') && !control.closest('summary'))
          add('dead without JavaScript', control, 'a button that needs a script');
        continue;
      }
      const target = new URL((control as HTMLAnchorElement).href);
      const here = new URL(location.href);
      const samePage = target.origin === here.origin && target.pathname === here.pathname;
      const namesPlace = target.hash.length > 1 && document.getElementById(decodeURIComponent(target.hash.slice(1)));
      if (samePage && !namesPlace && target.search !== '' && target.search !== here.search)
        add('dead without JavaScript', control, `links to ${target.pathname}${target.search}, the same static page`);
    }
  }
  return findings;
}

/**
 * In the page: pictures and videos cropped to fill a frame (`object-fit: cover` in a box that clips) that leave part
 * of it uncovered. `moving` picks the frames whose picture drifts with the scroll (checked wherever they are on
 * screen) or the others (checked once).
 */
export function uncoveredFrames({ moving, where }: { moving: boolean; where: string }): Finding[] {
  const findings: Finding[] = [];
  const name = (element: Element) => {
    const classes =
      typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/)[0]}` : '';
    return `<${element.tagName.toLowerCase()}${classes}> "${(element.getAttribute('alt') ?? '').slice(0, 40)}"`;
  };
  for (const media of document.querySelectorAll<HTMLImageElement | HTMLVideoElement>('img, video')) {
    if (!media.checkVisibility({ visibilityProperty: true }) || getComputedStyle(media).objectFit !== 'cover') continue;
    let frame: Element | null = media.parentElement;
    let drifts = media.matches('[data-parallax], [data-speed]');
    for (; frame && frame !== document.body; frame = frame.parentElement) {
      const style = getComputedStyle(frame);
      if (style.overflowX !== 'visible' || style.overflowY !== 'visible') break;
      drifts ||= frame.matches('[data-parallax], [data-speed]');
    }
    if (!frame || frame === document.body || drifts !== moving) continue;
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
        element: name(media),
        detail: `${Math.round(box.width)}×${Math.round(box.height)} leaves ${gaps.join('/')}px (left/right/top/bottom) of its ${Math.round(area.width)}×${Math.round(area.height)} frame uncovered ${where}`,
      });
    }
  }
  return findings;
}

/** In the page: for each layer that drifts with the scroll, the scroll positions that show its frame entering and leaving. */
export function driftingFrameStops(): number[] {
  const stops: number[] = [];
  // A [data-speed] layer is a whole card moving; a [data-parallax] layer moves a picture inside the frame around it.
  for (const layer of document.querySelectorAll('[data-parallax]')) {
    const area = (layer.parentElement ?? layer).getBoundingClientRect();
    // The drift is largest at the two ends (and nothing at the centre): the frame a third in from the bottom, and a
    // third of it left under the header.
    const top = area.top + scrollY;
    stops.push(top - innerHeight + area.height / 3, top + (2 * area.height) / 3 - 80);
  }
  return [...new Set(stops.map((stop) => Math.max(0, Math.round(stop))))];
}

/** In the page: waits until the layers that drift with the scroll have come to rest. */
export async function driftSettled(): Promise<void> {
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const layers = [...document.querySelectorAll('[data-parallax], [data-speed]')];
  let last = '';
  for (let still = 0, frames = 0; still < 3 && frames < 180; frames++) {
    await frame();
    const now = JSON.stringify(layers.map((layer) => layer.getBoundingClientRect().top));
    still = now === last ? still + 1 : 0;
    last = now;
  }
}

/** In the page: text and controls that the frame's fixed parts (header, chat button) cover where the page is now. */
export function coveredByFixedParts({ where, lowerOnly }: { where: string; lowerOnly: boolean }): Finding[] {
  const findings: Finding[] = [];
  const name = (element: Element): string => {
    const classes =
      typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/)[0]}` : '';
    const text = (element.getAttribute('aria-label') || element.textContent || '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 40);
    return `<${element.tagName.toLowerCase()}${classes}>${text ? ` "${text}"` : ''}`;
  };
  const fixedParts = [...document.querySelectorAll<HTMLElement>('body *')].filter((element) => {
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
    const range = document.createRange();
    range.selectNodeContents(node);
    items.push({ element: parent, rects: [...range.getClientRects()] });
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
        fixedParts.some((other) => other.contains(element))
      )
        continue;
      const inView = rects.filter((rect) => rect.bottom > 0 && rect.top < innerHeight && rect.width > 1);
      if (inView.some((rect) => covers(area, rect))) {
        reported.add(element);
        findings.push({
          rule: 'covered by a fixed part',
          element: name(element),
          detail: `under ${name(part)} ${where}`,
        });
      }
    }
  }
  return findings;
}

/** In the page: whether the fixed bar at the top is solid where content scrolls under it (text would run under it). */
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
        element: `<${element.tagName.toLowerCase()}.${element.className.split(' ')[0]}>`,
        detail: `background ${style.backgroundColor} with the page scrolled under it`,
      });
  }
  return findings;
}

/**
 * In the page, after a key press: the element that has focus (numbered on first visit), once the scrolling its focus
 * started has settled, and what hides it if a visitor could not see all of it: outside the screen, cut by a box
 * around it, or under a fixed part or a sticky one that is stuck (the header, the chat button, the category tabs).
 */
export async function focusStop(): Promise<{
  id: string;
  name: string;
  hidden: string | null;
  ring: boolean;
  skipLink: boolean;
} | null> {
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body) return null;
  element.dataset.auditStop ??= String(document.querySelectorAll('[data-audit-stop]').length);
  // A focus a visitor can see: an outline at least 2 px wide, or a ring drawn with box-shadow.
  const focusStyle = getComputedStyle(element);
  const ring =
    (focusStyle.outlineStyle !== 'none' && parseFloat(focusStyle.outlineWidth) >= 2) || focusStyle.boxShadow !== 'none';
  // A skip link: a link to the main content (or to something that holds it).
  const target =
    element instanceof HTMLAnchorElement && element.hash.length > 1
      ? document.getElementById(decodeURIComponent(element.hash.slice(1)))
      : null;
  const skipLink = Boolean(target && (target.tagName === 'MAIN' || target.querySelector('main')));
  // Focus scrolls the page at once; a smooth scroll of a row (a slider bringing its slide into view, which may start
  // a few frames later) ends when the box has stopped moving for a while.
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  let scroller = false;
  for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
    scroller ||= /auto|scroll/.test(getComputedStyle(parent).overflowX);
  }
  let last = JSON.stringify(element.getBoundingClientRect());
  for (let still = 0, frames = 0; scroller && still < 8 && frames < 120; frames++) {
    await frame();
    const now = JSON.stringify(element.getBoundingClientRect());
    still = now === last ? still + 1 : 0;
    last = now;
  }
  const describe = (r: { left: number; top: number; right: number; bottom: number }) =>
    `${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)}`;
  const classes =
    typeof element.className === 'string' && element.className ? `.${element.className.split(' ')[0]}` : '';
  const name = `<${element.tagName.toLowerCase()}${classes}> "${(element.getAttribute('aria-label') || element.innerText || '').replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
  const result = (hidden: string | null) => ({ id: element.dataset.auditStop!, name, hidden, ring, skipLink });
  /** What hides the focused element now, or null. */
  const hiddenNow = (): string | null => {
    const box = element.getBoundingClientRect();
    let view = { left: 0, top: 0, right: innerWidth, bottom: innerHeight };
    for (
      let parent = element.parentElement;
      parent && parent !== document.documentElement;
      parent = parent.parentElement
    ) {
      const style = getComputedStyle(parent);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const clip = parent.getBoundingClientRect();
      view = {
        left: Math.max(view.left, clip.left),
        top: Math.max(view.top, clip.top),
        right: Math.min(view.right, clip.right),
        bottom: Math.min(view.bottom, clip.bottom),
      };
    }
    if (
      box.left < view.left - 1 ||
      box.top < view.top - 1 ||
      box.right > view.right + 1 ||
      box.bottom > view.bottom + 1
    )
      return `${describe(box)} outside its visible area ${describe(view)}`;
    // What is drawn on top of it, at the middle of each side and the centre (a rounded corner is not the element's to
    // hit): a part of the frame that stays put (fixed, or sticky and stuck).
    const inset = 3;
    const [middleX, middleY] = [(box.left + box.right) / 2, (box.top + box.bottom) / 2];
    const points = [
      [box.left + inset, middleY],
      [box.right - inset, middleY],
      [middleX, box.top + inset],
      [middleX, box.bottom - inset],
      [middleX, middleY],
    ] as const;
    for (const [x, y] of points) {
      const top = document.elementFromPoint(x, y);
      if (!top || element.contains(top) || top.contains(element)) continue;
      for (let cover: Element | null = top; cover && cover !== document.body; cover = cover.parentElement) {
        const position = getComputedStyle(cover).position;
        if (position === 'fixed' || position === 'sticky')
          return `${describe(box)} under ${cover.tagName.toLowerCase()}.${String(cover.className).split(' ')[0]} ${describe(cover.getBoundingClientRect())}`;
      }
    }
    return null;
  };
  // A page that settles a moment after focus scrolled (a part laid out only as it comes near) gets those frames.
  let hidden = hiddenNow();
  for (let frames = 0; hidden && frames < 10; frames++) {
    await frame();
    hidden = hiddenNow();
  }
  return result(hidden);
}

/** In the page: numbers what a keyboard should reach (shown, enabled, not in a closed dialog or removed from the order). */
export function markReachable(): number {
  let count = 0;
  for (const element of document.querySelectorAll<HTMLElement>(
    'a[href], button, input, select, textarea, [tabindex]',
  )) {
    const hidden =
      element.closest('dialog:not([open]), [inert], [hidden]') ||
      element.getClientRects().length === 0 ||
      getComputedStyle(element).visibility === 'hidden';
    if (hidden || (element as HTMLButtonElement).disabled || element.tabIndex < 0) continue;
    element.dataset.auditReachable = String(count++);
  }
  return count;
}

/**
 * Walks the focus order with Tab to its end, then back with Shift+Tab: the first stop is a skip link, every stop
 * shows its focus and can be seen whole, and everything a keyboard should reach is reached.
 */
export async function walkFocus(page: Page, limit = 200): Promise<Finding[]> {
  const findings: Finding[] = [];
  await page.evaluate(() => {
    window.scrollTo({ top: 0, behavior: 'instant' });
    (document.activeElement as HTMLElement | null)?.blur();
  });
  await page.evaluate(markReachable);
  const seen: string[] = [];
  for (const [key, direction] of [
    ['Tab', 'forward'],
    ['Shift+Tab', 'back'],
  ] as const) {
    for (let press = 0; press < limit; press++) {
      await page.keyboard.press(key);
      const stop = await page.evaluate(focusStop);
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
        seen.push(stop.id);
      }
      if (stop.hidden && !first)
        findings.push({ rule: 'hidden focus', element: stop.name, detail: `${direction}: ${stop.hidden}` });
      if (direction === 'back' && stop.id === seen[0]) break;
    }
  }
  const missed = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-audit-reachable]:not([data-audit-stop])')].map(
      (element) =>
        `<${element.tagName.toLowerCase()}> "${(element.getAttribute('aria-label') || element.innerText || '').trim().slice(0, 40)}"`,
    ),
  );
  for (const element of missed)
    findings.push({ rule: 'out of keyboard reach', element, detail: 'shown and interactive, never reached with Tab' });
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  return findings;
}

/** WCAG's contrast ratio of two sRGB colours (0–255 channels). */
export function contrast(a: readonly number[], b: readonly number[]): number {
  const luminance = ([r, g, b]: readonly number[]) => {
    const [R, G, B] = [r!, g!, b!].map((channel) => {
      const c = channel / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/**
 * The chat button (any small fixed control) against what is behind it, here: every pixel around its edge must
 * differ by 3:1 from at least one of the colours the control draws its edge with (WCAG 1.4.11).
 */
export async function weakFixedEdges(page: Page, where: string): Promise<Finding[]> {
  const controls = await page.evaluate(() => {
    const colour = (value: string) => {
      const match = /rgba?\(([^)]+)\)/.exec(value);
      if (!match) return null;
      const [r, g, b, a = '1'] = match[1]!.split(/[\s,/]+/).filter(Boolean);
      return Number(a) >= 0.9 ? [Number(r), Number(g), Number(b)] : null;
    };
    return [...document.querySelectorAll<HTMLElement>('body a, body button')]
      .filter(
        (element) =>
          getComputedStyle(element).position === 'fixed' &&
          element.checkVisibility({ visibilityProperty: true, opacityProperty: true }),
      )
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return (
          box.width < innerWidth / 2 &&
          box.left > 8 &&
          box.top > 8 &&
          box.right < innerWidth - 8 &&
          box.bottom < innerHeight - 8
        );
      })
      .map((element, index) => {
        element.dataset.auditEdge = String(index);
        const style = getComputedStyle(element);
        // The edge colours: the outline and the solid rings of box-shadow (no blur), then the fill.
        const rings = [
          ...style.boxShadow.matchAll(/(rgba?\([^)]+\))\s+(-?[\d.]+)px\s+(-?[\d.]+)px\s+([\d.]+)px\s+([\d.]+)px/g),
        ]
          .filter(([, , , , blur, spread]) => Number(blur) === 0 && Number(spread) > 0)
          .map(([, value]) => colour(value!));
        const outline =
          style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 ? colour(style.outlineColor) : null;
        const box = element.getBoundingClientRect();
        const reach = Math.max(
          0,
          ...[...style.boxShadow.matchAll(/0px\s+0px\s+0px\s+([\d.]+)px/g)].map(([, spread]) => Number(spread)),
          outline ? parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset) : 0,
        );
        return {
          index,
          name: `<${element.tagName.toLowerCase()}.${element.className.split(' ')[0]}>`,
          edges: [outline, ...rings, colour(style.backgroundColor)].filter(
            (value): value is number[] => value !== null,
          ),
          clip: {
            x: box.left - reach - 3,
            y: box.top - reach - 3,
            width: box.width + 2 * reach + 6,
            height: box.height + 2 * reach + 6,
          },
          inner: {
            x: box.left - reach,
            y: box.top - reach,
            width: box.width + 2 * reach,
            height: box.height + 2 * reach,
          },
        };
      });
  });
  const findings: Finding[] = [];
  for (const control of controls) {
    // What is behind it: the same place with the control out of the way.
    await page.evaluate(
      (index) =>
        document.querySelector<HTMLElement>(`[data-audit-edge="${index}"]`)!.style.setProperty('visibility', 'hidden'),
      control.index,
    );
    const picture = await page.screenshot({ clip: control.clip, scale: 'css', animations: 'disabled' });
    await page.evaluate(
      (index) =>
        document.querySelector<HTMLElement>(`[data-audit-edge="${index}"]`)!.style.removeProperty('visibility'),
      control.index,
    );
    const { data, info } = await sharp(picture).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    let around = 0;
    let weak = 0;
    for (let y = 0; y < info.height; y++) {
      for (let x = 0; x < info.width; x++) {
        const inside = x >= 3 && y >= 3 && x < info.width - 3 && y < info.height - 3;
        if (inside) continue;
        around++;
        const offset = (y * info.width + x) * info.channels;
        const pixel = [data[offset]!, data[offset + 1]!, data[offset + 2]!];
        if (Math.max(...control.edges.map((edge) => contrast(edge, pixel))) < 3) weak++;
      }
    }
    if (weak > around * 0.02)
      findings.push({
        rule: 'weak edge',
        element: control.name,
        detail: `${Math.round((100 * weak) / around)} % of its edge is under 3:1 against what is behind it ${where}`,
      });
  }
  return findings;
}
