// Page motion without a framework: scroll reveals, staggered circles, hash scrolling, and the parallax fetched where
// a page has layers for it. Content is visible without JavaScript: only this script (and CSS that applies where
// scripts run) hides what it is about to reveal, and with prefers-reduced-motion it hides and moves nothing.
// It is inline in every page; what the first paint does not need stays out of it (./parallax.ts).
import { hashScrollDelayMs, idFromHash, revealOffsetFor } from './motion-math.ts';
import parallaxScript from './parallax.ts?module-url';

const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
const root = document.documentElement;

/**
 * The element a URL's hash names is scrolled to smoothly 100 ms after the page has loaded: until load the browser keeps
 * re-anchoring the hash itself. global.css keeps the browser's own instant jump at the top until this runs; under
 * reduced motion that jump is left alone, instant as it should be.
 */
function scrollToHash() {
  const id = idFromHash(window.location.hash);
  const target = id ? document.getElementById(id) : null;
  const release = () => root.setAttribute('data-hash-scrolled', '');
  if (!target || reduceMotion.matches) {
    release();
    return;
  }
  const scroll = () =>
    window.setTimeout(() => {
      release();
      // Parts laid out only as they come near (content-visibility) would change size on the way and move the target.
      root.setAttribute('data-laid-out', '');
      window.addEventListener('scrollend', () => root.removeAttribute('data-laid-out'), { once: true });
      target.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }, hashScrollDelayMs);
  if (document.readyState === 'complete') scroll();
  else window.addEventListener('load', scroll, { once: true });
}

function setUpReveals() {
  const targets = () =>
    document.querySelectorAll<HTMLElement>(
      '[data-reveal=""]:not([data-revealed]), [data-card-item]:not([data-revealed])',
    );
  const reveal = (element: Element) => element.setAttribute('data-revealed', '');
  const offset = revealOffsetFor(window.innerHeight);
  // What is already on the first screen, even a card's top edge, stays as it is: hiding it would only make it blink,
  // or leave the first screen empty below its heading until the visitor scrolls. The offset is for what scrolls in.
  targets().forEach((element) => {
    if (element.getBoundingClientRect().top < window.innerHeight) reveal(element);
  });
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        reveal(entry.target);
        observer.unobserve(entry.target);
      }
    },
    { rootMargin: `0px 0px -${offset}px 0px` },
  );
  const observeAll = () => targets().forEach((element) => observer.observe(element));
  root.classList.add('motion-ready');
  observeAll();
  // Elements too close to the end of the page never cross the offset line: show them once the bottom is reached.
  window.addEventListener(
    'scroll',
    () => {
      if (window.scrollY + window.innerHeight >= root.scrollHeight - 2) targets().forEach(reveal);
    },
    { passive: true },
  );
  // The case filter empties its list before refilling it: the cards come back unrevealed, out of sight, and marked
  // so their fade is the quick one (global.css)...
  window.addEventListener('lumbre:filter-cleared', () => {
    for (const item of document.querySelectorAll('[data-card-item]')) {
      item.removeAttribute('data-revealed');
      item.setAttribute('data-refilled', '');
      observer.unobserve(item);
    }
  });
  // ...and fade up once it refreshes the view.
  window.addEventListener('lumbre:refresh', observeAll);
}

/**
 * The circles start hidden from the first paint (global.css, wherever scripts run) and fade in one after another,
 * with the delays their markup declares, as soon as any part of them comes into view.
 */
function setUpGroups() {
  for (const circle of document.querySelectorAll<HTMLElement>('[data-circle]')) {
    circle.style.setProperty('--reveal-delay', `${Number(circle.dataset.delay ?? 0)}ms`);
  }
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      entry.target.setAttribute('data-revealed', '');
      observer.unobserve(entry.target);
    }
  });
  document.querySelectorAll('[data-reveal="group"]').forEach((group) => observer.observe(group));
}

scrollToHash();
if (!reduceMotion.matches) {
  setUpReveals();
  setUpGroups();
  // The layers drift with the scroll, so their code is a file of its own, fetched at the first scroll: the first
  // screen's font and picture have the connections to themselves. A layer glides from where it is to its place.
  if (document.querySelector('[data-parallax], [data-speed]')) {
    const fetchParallax = () =>
      document.head.append(Object.assign(document.createElement('script'), { type: 'module', src: parallaxScript }));
    window.addEventListener('scroll', fetchParallax, { once: true, passive: true });
  }
}
