// The audit's rules of a page agreeing with itself and with the site's other pages (issue 39): one look for each kind
// of element wherever it shows, each link with its own mark, nothing said twice at once, and a first screen that ends
// on content, its headings and buttons whole. Installed in the page with the other checks (./install.ts); the looks
// are compared across pages by `LookBook`, on the test's side.
import type { Finding } from './in-page.ts';

// In the page these are the installed helpers beside these functions (./install.ts), not imports: a function handed
// to the page keeps only its own source.
declare const nameOf: typeof import('./in-page.ts').nameOf;
declare const paintsBackground: typeof import('./in-page.ts').paintsBackground;
declare const textBoxes: typeof import('./in-page.ts').textBoxes;

/** An element of a kind drawn one way on every page, with its look: the parts of its style that make it. */
export interface KindLook {
  kind: string;
  look: string;
  element: string;
}

/** The kinds of element on the page that should look alike everywhere, each with its look. */
export function looksOfKinds(): KindLook[] {
  const type = ['font-family', 'font-size', 'font-weight', 'letter-spacing', 'text-transform'];
  const kinds: [kind: string, selector: string, properties: string[]][] = [
    [
      'call to action',
      '.cta-link',
      [...type, 'padding-top', 'padding-left', 'min-height', 'border-top-width', 'border-top-left-radius'],
    ],
    ['section title', '.section-title', [...type, 'line-height']],
    ['label above a heading', '.eyebrow', type],
    ['card name', '.card__name', [...type, 'line-height']],
  ];
  const looks: KindLook[] = [];
  for (const [kind, selector, properties] of kinds)
    for (const element of document.querySelectorAll(selector)) {
      if (!element.checkVisibility() || element.closest('.visually-hidden, [aria-hidden="true"]')) continue;
      const style = getComputedStyle(element);
      const look = properties.map((property) => `${property}: ${style.getPropertyValue(property)}`).join('; ');
      looks.push({ kind, look, element: nameOf(element) });
    }
  return looks;
}

/**
 * A link's own mark, and words said once: a text link to another site shows ↗ and a call to action within the site
 * →; no two labels of one section of the page say the same words on one screen.
 */
export function saidOnce(): Finding[] {
  const findings: Finding[] = [];
  const shown = (element: Element) =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
    !element.closest('.visually-hidden, [aria-hidden="true"], dialog:not([open])');
  const mark = (element: Element) => getComputedStyle(element, '::after').content;
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    if (!shown(link)) continue;
    // A link that is a picture and its name (a certification's badge) is marked by its picture.
    const textOnly = !link.querySelector('svg, img');
    if (link.target === '_blank' && textOnly && !mark(link).includes('↗'))
      findings.push({ rule: 'unmarked link', element: nameOf(link), detail: 'opens another site without its ↗' });
    if (link.matches('.cta-link') && link.target !== '_blank' && !mark(link).includes('→'))
      findings.push({ rule: 'unmarked link', element: nameOf(link), detail: 'a call to action without its →' });
  }
  const labels = [...document.querySelectorAll('main :is(h1, h2, h3, h4, p, li, dt, label, legend, button, a)')];
  const words = (element: Element) => (element as HTMLElement).innerText.replace(/\s+/g, ' ').trim().toLowerCase();
  const said = labels
    .filter(shown)
    .map((element) => {
      const box = element.getBoundingClientRect();
      return { element, words: words(element), top: box.top + scrollY, bottom: box.bottom + scrollY };
    })
    .filter(({ words }) => words.length >= 3);
  // Read as one: in the same section of the page, both whole within one screen below the header.
  const screen = innerHeight - (document.querySelector('[data-site-header]')?.getBoundingClientRect().height ?? 0);
  const sectionOf = (element: Element) => element.closest('main > *');
  for (const [index, first] of said.entries())
    for (const second of said.slice(index + 1)) {
      if (first.words !== second.words || first.element.contains(second.element)) continue;
      const span = Math.max(first.bottom, second.bottom) - Math.min(first.top, second.top);
      if (second.element.contains(first.element) || span > screen) continue;
      if (sectionOf(first.element) !== sectionOf(second.element)) continue;
      // The same link twice (a card's picture and its name) is one thing said once.
      const target = (element: Element) => element.closest('a')?.getAttribute('href');
      if (target(first.element) && target(first.element) === target(second.element)) continue;
      findings.push({
        rule: 'said twice',
        element: nameOf(first.element),
        detail: `and ${nameOf(second.element)} say the same on one screen, ${Math.round(second.top - first.top)}px apart`,
      });
    }
  return findings;
}

/**
 * The first screen of a page that goes on below it ends on content, not on a strip of bare page above the fold (the
 * next section starting just out of sight). A page that fits one screen (the language picker) is composed in it.
 */
export function bareEndOfFirstScreen(): Finding[] {
  const header = document.querySelector('[data-site-header]')?.getBoundingClientRect().bottom ?? 0;
  const fold = innerHeight;
  let lowest = header;
  // What shows at least half a line's worth above the fold: a heading whose top peeks in is not yet seen.
  const reach = (box: DOMRect) => {
    if (box.width > 2 && box.height > 0 && box.top < fold - Math.min(24, box.height / 2))
      lowest = Math.max(lowest, Math.min(box.bottom, fold));
  };
  const main = document.querySelector('main') ?? document.body;
  const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim() || !node.parentElement?.checkVisibility({ visibilityProperty: true })) continue;
    for (const rect of textBoxes(node)) reach(rect);
  }
  const pageBackground = getComputedStyle(document.body).backgroundColor;
  for (const element of main.querySelectorAll('*')) {
    const style = getComputedStyle(element);
    const drawn =
      element.matches('img, video, svg, canvas, hr') ||
      paintsBackground(style, pageBackground) ||
      parseFloat(style.borderTopWidth) > 0 ||
      parseFloat(style.borderBottomWidth) > 0;
    if (drawn && element.checkVisibility({ visibilityProperty: true })) reach(element.getBoundingClientRect());
  }
  const bare = fold - lowest;
  return bare > Math.max(96, fold * 0.15)
    ? [{ rule: 'bare first screen', element: '<main>', detail: `ends in ${Math.round(bare)}px of bare page` }]
    : [];
}

/** The nearest top edge above an element that clips it (an overflow other than visible), else its own. */
export function visibleTop(element: Element): number {
  let top = element.getBoundingClientRect().top;
  for (let parent = element.parentElement; parent; parent = parent.parentElement)
    if (getComputedStyle(parent).overflowY !== 'visible') top = Math.max(top, parent.getBoundingClientRect().top);
  return top;
}

/**
 * A wide picture or video that enters the first screen shows enough of itself to be seen, not a strip at the fold
 * (a banner's top 60 px under a case's header reads as a page left unfinished). Checked in a desktop window (64rem
 * and wider, where the screens' opening blocks set their words side by side): on a phone or tablet the browser's
 * bars move the fold as the visitor scrolls.
 */
export function slicedAtTheFold(): Finding[] {
  if (innerWidth < 1024) return [];
  const least = Math.min(120, innerHeight * 0.15);
  return [...document.querySelectorAll('main img, main video')].flatMap((media): Finding[] => {
    const shown = innerHeight - visibleTop(media);
    if (media.getBoundingClientRect().width < innerWidth / 2 || shown <= 0 || shown >= least) return [];
    const name = media.getAttribute('alt')?.slice(0, 40) ?? media.tagName.toLowerCase();
    return [
      {
        rule: 'sliced at the fold',
        element: `<${media.tagName.toLowerCase()}> "${name}"`,
        detail: `shows ${Math.round(shown)}px`,
      },
    ];
  });
}

/**
 * No heading's line and no button or link of a line's height is cut by the fold of a desktop window (a title's top
 * peeking in, half a Continue): what the eye lands on is shown whole or left for the next screen. Pictures and
 * cards, taller than a line, are `slicedAtTheFold`'s.
 */
export function cutAtTheFold(): Finding[] {
  if (innerWidth < 1024) return [];
  const main = document.querySelector('main') ?? document.body;
  const cut = (box: DOMRect) => box.width > 2 && box.top < innerHeight - 1 && box.bottom > innerHeight + 1;
  return [...main.querySelectorAll('h1, h2, h3, h4, button, a')].flatMap((element): Finding[] => {
    if (!element.checkVisibility({ visibilityProperty: true })) return [];
    const box = element.getBoundingClientRect();
    const parts = element.matches('a, button') ? (box.height <= 96 ? [box] : []) : textBoxes(element);
    const part = parts.find(cut);
    return part
      ? [
          {
            rule: 'cut at the fold',
            element: nameOf(element),
            detail: `${Math.round(part.top)}–${Math.round(part.bottom)}px`,
          },
        ]
      : [];
  });
}

/** How the first screen ends, where the page goes on: not in bare page, nor on a sliver of a picture or a line. */
export function firstScreenEnd(): Finding[] {
  if (document.documentElement.scrollHeight <= innerHeight + 1) return [];
  return [...bareEndOfFirstScreen(), ...slicedAtTheFold(), ...cutAtTheFold()];
}

/**
 * Every line of text sits in the page's content column, the one the header's logo and menu button line up with,
 * except in a row that scrolls sideways or moves on its own (its items come and go).
 */
export function offTheGrid(): Finding[] {
  const findings: Finding[] = [];
  const logo = document.querySelector('[data-site-header] a')?.getBoundingClientRect();
  const menu = document.querySelector('[data-site-header] button[aria-haspopup]')?.getBoundingClientRect();
  if (!logo || !menu) return [];
  // A line's box may overhang its column by a glyph's side bearing or a trailing space: 3 px is not a step off it.
  const [left, right] = [logo.left - 3, menu.right + 3];
  const moving = (element: Element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (/auto|scroll|hidden|clip/.test(style.overflowX) && node.scrollWidth > node.clientWidth + 1) return true;
      if (style.position === 'fixed') return true;
    }
    return false;
  };
  const reported = new Set<Element>();
  for (const root of document.querySelectorAll('main, body > footer')) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || reported.has(parent)) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      if (parent.closest('.visually-hidden, [aria-hidden="true"]') || moving(parent)) continue;
      const outside = textBoxes(node).find((rect) => rect.width > 0 && (rect.left < left || rect.right > right));
      if (!outside) continue;
      reported.add(parent);
      findings.push({
        rule: 'off the grid',
        element: nameOf(parent),
        detail: `a line at x=${Math.round(outside.left)}–${Math.round(outside.right)}, outside the content column ${Math.round(left + 3)}–${Math.round(right - 3)}`,
      });
    }
  }
  return findings;
}

/** The looks of every page of a run at one tier: a kind drawn two ways is a finding. */
export class LookBook {
  readonly #looks = new Map<string, Map<string, string>>();

  /** Notes what `looks` says of the page at `path`. */
  add(path: string, looks: KindLook[]): void {
    for (const { kind, look, element } of looks) {
      const seen = this.#looks.get(kind) ?? new Map<string, string>();
      if (!seen.has(look)) seen.set(look, `${element} on ${path}`);
      this.#looks.set(kind, seen);
    }
  }

  /** Each kind with more than one look: what differs, and where each look was first met. */
  differences(where: string): string[] {
    return [...this.#looks]
      .filter(([, looks]) => looks.size > 1)
      .map(([kind, looks]) => {
        const parsed = [...looks].map(([look, first]) => ({ parts: look.split('; '), first }));
        const differing = parsed[0]!.parts.filter((part) => parsed.some(({ parts }) => !parts.includes(part)));
        const properties = new Set(differing.map((part) => part.split(':')[0]));
        const shown = parsed.map(
          ({ parts, first }) => `${parts.filter((part) => properties.has(part.split(':')[0])).join(', ')} (${first})`,
        );
        return `${where}: one look per kind: a ${kind} looks ${looks.size} ways: ${shown.join(' · ')}`;
      });
  }
}
