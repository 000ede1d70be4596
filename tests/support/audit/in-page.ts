// The layout audit's checks that read the page itself: what a visitor would see as broken, whatever the page or
// viewport. They run in the page, installed there together by `installChecks` (./install.ts), so they share their
// helpers; each returns findings that name the element. `hiddenPartOf` alone needs nothing else, so a test may also
// pass it straight to `evaluate`.

export interface Finding {
  rule: string;
  /** The element, as a visitor could find it: tag, id or class, and the start of its text. */
  element: string;
  detail: string;
}

/** How the page is visited: with scripts and motion as most visitors have them, with reduced motion, or without JavaScript. */
export const auditModes = ['motion', 'reduced-motion', 'no-js'] as const;
export type AuditMode = (typeof auditModes)[number];

/** An element as a visitor could find it: its tag, id or first class, and the start of its text or name. */
export function nameOf(element: Element): string {
  const id = element.id ? `#${element.id}` : '';
  const classes =
    typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/)[0]}` : '';
  const text = (
    element.getAttribute('alt') ||
    element.getAttribute('aria-label') ||
    (element as HTMLElement).innerText ||
    element.textContent ||
    ''
  )
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 40);
  return `<${element.tagName.toLowerCase()}${id}${classes}>${text ? ` "${text}"` : ''}`;
}

/** Whether a style paints a background of its own: a colour other than the page's (`page`), a picture or a gradient. */
export function paintsBackground({ backgroundColor, backgroundImage }: CSSStyleDeclaration, page: string): boolean {
  return (
    (backgroundColor !== page && !/rgba\(.*,\s*0\)|transparent/.test(backgroundColor)) || backgroundImage !== 'none'
  );
}

/** The boxes of a node's text, a box per line it takes (a heading's lines, a link's words across a break). */
export function textBoxes(node: Node): DOMRect[] {
  const range = document.createRange();
  range.selectNodeContents(node);
  return [...range.getClientRects()];
}

/** Resolves on the next animation frame. */
export function nextFrame(): Promise<unknown> {
  return new Promise((resolve) => requestAnimationFrame(resolve));
}

/**
 * Null when the element's box is entirely on screen, inside every ancestor that clips it and under no part of the
 * frame that stays put (fixed, or sticky and stuck: the header, the chat button, the category tabs); else what hides
 * it. Self-contained: tests pass it to `evaluate` as it is.
 */
export function hiddenPartOf(element: Element): string | null {
  const box = element.getBoundingClientRect();
  const describe = (r: { left: number; top: number; right: number; bottom: number }) =>
    `${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)}`;
  let view = { left: 0, top: 0, right: innerWidth, bottom: innerHeight };
  for (
    let parent = element.parentElement;
    parent && parent !== document.documentElement;
    parent = parent.parentElement
  ) {
    const style = getComputedStyle(parent);
    // An element laid out as its contents has no box of its own, so its overflow clips nothing.
    if (style.display === 'contents' || (style.overflowX === 'visible' && style.overflowY === 'visible')) continue;
    const clip = parent.getBoundingClientRect();
    view = {
      left: Math.max(view.left, clip.left),
      top: Math.max(view.top, clip.top),
      right: Math.min(view.right, clip.right),
      bottom: Math.min(view.bottom, clip.bottom),
    };
  }
  if (box.left < view.left - 1 || box.top < view.top - 1 || box.right > view.right + 1 || box.bottom > view.bottom + 1)
    return `${describe(box)} outside its visible area ${describe(view)}`;
  // What is drawn on top of it at the middle of each side and the centre (a rounded corner is not the element's to
  // hit): a part of the frame that stays put.
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
}

/**
 * The checks that read the page as it is laid out once everything has been revealed and loaded. `mode` switches on
 * the checks that only make sense there (what motion alone shows, controls that need scripts).
 */
export function auditLaidOutPage(mode: AuditMode): Finding[] {
  const findings: Finding[] = [];
  const root = document.documentElement;
  const viewportWidth = root.clientWidth;
  const add = (rule: string, element: Element, detail: string) =>
    findings.push({ rule, element: nameOf(element), detail });
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
  // An element laid out as its contents has no box of its own, so its overflow clips nothing.
  const boxless = (element: Element) => style(element).display === 'contents';
  const clipsX = (element: Element) => !boxless(element) && style(element).overflowX !== 'visible';
  const clipsY = (element: Element) => !boxless(element) && style(element).overflowY !== 'visible';

  // 1. The page scrolls sideways.
  const sideways = root.scrollWidth - root.clientWidth;
  if (sideways > 0) add('sideways scrolling', root, `the page is ${sideways}px wider than the screen`);

  // Text as the visitor reads it: the line boxes of every text node shown.
  const texts: { element: Element; rects: DOMRect[] }[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim() || parent.closest('script, style, template, noscript')) continue;
    if (!shown(parent)) continue;
    const rects = textBoxes(node).filter((rect) => rect.width > 1 && rect.height > 1);
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
        return `${outside ? 'hidden' : 'cut'} by ${nameOf(parent)} (${round(box.left)}–${round(box.right)} in ${round(clip.left)}–${round(clip.right)})`;
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
      const key = `${nameOf(a.element)}|${nameOf(b.element)}`;
      if (reported.has(key)) continue;
      reported.add(key);
      add('overlapping text', a.element, `overlaps ${nameOf(b.element)} by ${round(overlapX)}×${round(overlapY)}px`);
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

  // 8. A face the font does not have, drawn by the browser: a slanted upright (no italic face) or a thickened weight
  //    (past the faces' range), where `font-synthesis` lets it.
  const faces = [...document.fonts].filter((face) => face.status === 'loaded');
  const checkedFaces = new Set<Element>();
  for (const { element } of texts) {
    if (checkedFaces.has(element)) continue;
    checkedFaces.add(element);
    const css = style(element);
    const family = css.fontFamily
      .split(',')[0]!
      .trim()
      .replace(/^["']|["']$/g, '');
    const own = faces.filter((face) => face.family.replace(/^["']|["']$/g, '') === family);
    if (own.length === 0) continue;
    const slanted = /italic|oblique/.test(css.fontStyle) && !own.some((face) => face.style !== 'normal');
    const weight = Number(css.fontWeight);
    const weights = own.flatMap((face) => face.weight.split(/\s+/).map(Number));
    const thickened = weight > Math.max(...weights) + 50;
    const synthesis = css.getPropertyValue('font-synthesis');
    if (slanted && !/none/.test(css.getPropertyValue('font-synthesis-style') || synthesis))
      add('synthesized face', element, `${family} has no italic face: the browser slants the upright one`);
    if (thickened && !/none/.test(css.getPropertyValue('font-synthesis-weight') || synthesis))
      add(
        'synthesized face',
        element,
        `${family} goes up to ${Math.max(...weights)}: the browser thickens it to ${weight}`,
      );
  }

  // 9. Sibling columns (side by side, started together, each under a heading of one kind: the footer's) start their
  //    headings, and the first line under them, on the same lines.
  /** A column's first text (its heading's, if it has one) and the first text after it outside its element. */
  const firstTwoLines = (column: Element) => {
    const lines: { element: Element; top: number }[] = [];
    // The page's text in document order: past the column's last, none is in it.
    for (const { element, rects } of texts) {
      if (lines.length === 2) break;
      if (!column.contains(element)) {
        if (column.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING) break;
        continue;
      }
      if (!lines.some((earlier) => earlier.element.contains(element))) lines.push({ element, top: rects[0]!.top });
    }
    return lines;
  };
  for (const row of document.querySelectorAll('body *')) {
    const css = style(row);
    if (!/flex|grid/.test(css.display) || (css.display.includes('flex') && css.flexDirection.startsWith('column')))
      continue;
    const columns = [...row.children]
      .filter((column) => shown(column))
      .map((column) => ({ box: column.getBoundingClientRect(), lines: firstTwoLines(column) }))
      .filter(({ lines }) => lines.length === 2 && lines[0]!.element.matches('h1, h2, h3, h4, h5, h6'));
    // Of one kind: the same element and classes, the scoping classes of the components drawing them aside.
    const kind = (heading: Element) =>
      [heading.tagName, ...[...heading.classList].filter((name) => !name.startsWith('astro-')).sort()].join('.');
    for (const { box, lines } of columns) {
      for (const other of columns) {
        if (other.box.left < box.right - 2 || Math.abs(other.box.top - box.top) > 2) continue;
        if (kind(other.lines[0]!.element) !== kind(lines[0]!.element)) continue;
        for (const index of [0, 1]) {
          const gap = other.lines[index]!.top - lines[index]!.top;
          if (Math.abs(gap) <= 3) continue;
          add(
            'misaligned columns',
            (gap > 0 ? other.lines[index]! : lines[index]!).element,
            `starts ${round(Math.abs(gap))}px lower than the same line of the column beside it`,
          );
          break;
        }
      }
    }
  }

  // 11. A blank band: a strip of bare page, with nothing in it, between two coloured bands across the screen (the
  //     page's sections with a background of their own, the footer): the band above ends short of the next one.
  const pageBackground = style(document.body).backgroundColor;
  const bands: [number, number][] = [];
  const filled: [number, number][] = texts.flatMap(({ rects }) =>
    rects.map((rect): [number, number] => [rect.top + scrollY, rect.bottom + scrollY]),
  );
  for (const element of document.querySelectorAll('body *')) {
    if (!shown(element) || isFixed(element)) continue;
    const css = style(element);
    const box = element.getBoundingClientRect();
    const span: [number, number] = [box.top + scrollY, box.bottom + scrollY];
    const coloured = paintsBackground(css, pageBackground);
    // A band is one of the page's sections (a child of main), or the footer, across the screen.
    const section = element.parentElement?.matches('main') || element.matches('body > footer');
    if (coloured && section && box.width >= viewportWidth * 0.9) bands.push(span);
    else if (coloured || element.matches('img, video, svg, canvas, iframe')) filled.push(span);
  }
  bands.sort((x, y) => x[0] - y[0]);
  let bandEnd = -Infinity;
  for (const [top, bottom] of bands) {
    const strip: [number, number] = [bandEnd, top];
    const empty = !filled.some(([from, to]) => from < strip[1] && to > strip[0]);
    if (bandEnd > -Infinity && top - bandEnd > 2 && empty)
      add(
        'blank band',
        document.body,
        `${round(top - bandEnd)}px of bare page between two bands, at y=${round(bandEnd)}`,
      );
    bandEnd = Math.max(bandEnd, bottom);
  }

  // 10. Without JavaScript, every page is styled and nothing waits for a script that will not come.
  if (mode === 'no-js') {
    const styled = [...document.styleSheets].some((sheet) => {
      try {
        return sheet.cssRules.length > 0;
      } catch {
        return true;
      }
    });
    if (!styled) add('unstyled without JavaScript', root, 'no style sheet applies to the page');
    for (const { element } of texts)
      if (/^\s*(loading|cargando)\b|…\s*$/i.test(element.textContent ?? ''))
        add('pending without JavaScript', element, `says "${element.textContent?.trim().slice(0, 40)}"`);
  }
  // 11. Lines as a reader takes them: a heading, title, button, list item, fact or short paragraph never leaves one
  //     word alone on its last line, no line starts with a dash, and an e-mail or a postal code is never broken.
  const wordsByLine = (element: Element) => {
    const lines = new Map<number, string[]>();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!shown(node.parentElement!)) continue;
      for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        // A word broken over two lines counts on the line it starts.
        const first = [...range.getClientRects()].find((rect) => rect.width > 0);
        if (!first) continue;
        const top = Math.round(first.top + first.height / 2);
        const line = [...lines.keys()].find((at) => Math.abs(at - top) < first.height / 2) ?? top;
        lines.set(line, [...(lines.get(line) ?? []), word[0]]);
      }
    }
    return [...lines].sort(([a], [b]) => a - b).map(([, words]) => words);
  };
  const lineSet =
    'h1, h2, h3, h4, h5, h6, li, dd, button, a.cta-link, [class*="__title"], [class*="__name"], figcaption, .statement';
  for (const element of document.querySelectorAll(`${lineSet}, p`)) {
    // The innermost of nested ones (a title inside a list item) is the one whose lines are set.
    if (!shown(element) || element.querySelector(lineSet) || element.closest('[aria-hidden="true"]')) continue;
    const lines = wordsByLine(element);
    const words = lines.flat().length;
    // A paragraph is read as one when it is a line or two of its own (a caption, a helper): twelve words at most.
    if (element.matches('p') && !element.matches(lineSet) && words > 12) continue;
    if (lines.length > 1 && words >= 3 && lines.at(-1)!.length === 1)
      add('one word alone', element, `its last line is "${lines.at(-1)![0]}"`);
    for (const line of lines.slice(1))
      if (/^[—–-]/.test(line[0] ?? '')) add('line starts with a dash', element, `a line starts "${line.join(' ')}"`);
  }
  // A name read whole: an e-mail on one line; a line of an address never ends on a word that leads into the next
  // ("Ciudad de / Buenos Aires").
  for (const element of document.querySelectorAll('a[href^="mailto:"]'))
    if (shown(element) && [...element.getClientRects()].filter((rect) => rect.width > 0).length > 1)
      add('broken name', element, 'the e-mail is broken over two lines');
  for (const element of document.querySelectorAll('address'))
    for (const line of shown(element) ? wordsByLine(element).slice(0, -1) : [])
      if (/^(de|del|la|el|y|en|of|the|and|in)$/i.test(line.at(-1) ?? ''))
        add('broken name', element, `a line ends "${line.join(' ')}"`);
  // 12. Type as a typesetter sets it: an apostrophe curls (it’s), never the typewriter's straight one (it's).
  const textNodes = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = textNodes.nextNode(); node; node = textNodes.nextNode())
    if (/\p{L}'\p{L}/u.test(node.textContent ?? '') && shown(node.parentElement!))
      add('straight apostrophe', node.parentElement!, `"${node.textContent!.trim().slice(0, 60)}"`);
  return findings;
}

/**
 * Text and pictures of the first screen, in the page's flow, still invisible (or nearly: under a tenth of their
 * opacity) once the page has loaded and a couple of seconds have passed with no input: a first screen that waits for
 * a scroll to show what it holds shows a prospect nothing.
 */
export function hiddenOnFirstScreen(): Finding[] {
  const findings: Finding[] = [];
  const top = document.querySelector('[data-site-header]')?.getBoundingClientRect().bottom ?? 0;
  const opacityOf = (element: Element) => {
    let opacity = 1;
    for (let node: Element | null = element; node; node = node.parentElement)
      opacity *= parseFloat(getComputedStyle(node).opacity);
    return opacity;
  };
  const inFlow = (element: Element) => {
    for (let node: Element | null = element; node && node !== document.documentElement; node = node.parentElement)
      if (/fixed|sticky/.test(getComputedStyle(node).position)) return false;
    return true;
  };
  const candidates = new Set<Element>(document.querySelectorAll('main img, main video'));
  const walker = document.createTreeWalker(document.querySelector('main') ?? document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (node.textContent?.trim() && node.parentElement) candidates.add(node.parentElement);
  const reported: Element[] = [];
  for (const element of candidates) {
    if (element.closest('script, style, template, noscript, [aria-hidden="true"], .visually-hidden, dialog')) continue;
    if (!element.checkVisibility({ contentVisibilityAuto: false }) || !inFlow(element)) continue;
    const box = element.getBoundingClientRect();
    if (box.width <= 2 || box.height <= 2 || box.bottom <= top + 1 || box.top >= innerHeight - 1) continue;
    // A picture not drawn yet (still loading, or never asked for) leaves its frame as empty as one at opacity 0.
    const undrawn = element instanceof HTMLImageElement && (!element.complete || element.naturalWidth === 0);
    const hidden = !element.checkVisibility({ visibilityProperty: true }) || opacityOf(element) < 0.1 || undrawn;
    // Reported once, by the outermost element that hides (a card, not each of its words).
    if (hidden && !reported.some((outer) => outer.contains(element))) {
      reported.push(element);
      findings.push({
        rule: 'hidden on the first screen',
        element: nameOf(element),
        detail: `at ${Math.round(box.left)},${Math.round(box.top)}, still invisible after load with no input`,
      });
    }
  }
  return findings;
}
