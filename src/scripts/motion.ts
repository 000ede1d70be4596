// Page motion without a framework: scroll reveals, staggered circles, parallax, hash scrolling.
// Content is visible without JavaScript: only this script hides what it is about to reveal,
// and with prefers-reduced-motion it hides and moves nothing.
import { hashScrollDelayMs, idFromHash, lerp, parallaxLerp, parallaxShift, revealOffsetFor } from './motion-math.ts';

const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
const root = document.documentElement;

function scrollToHash() {
  const id = idFromHash(window.location.hash);
  const target = id ? document.getElementById(id) : null;
  if (!target) return;
  window.setTimeout(() => target.scrollIntoView({ behavior: reduceMotion.matches ? 'auto' : 'smooth', block: 'start' }), hashScrollDelayMs);
}

function setUpReveals() {
  const targets = () => document.querySelectorAll<HTMLElement>('[data-reveal]:not([data-revealed]), [data-card-item]:not([data-revealed])');
  const reveal = (element: HTMLElement) => element.setAttribute('data-revealed', '');
  const offset = revealOffsetFor(window.innerHeight);
  // What is already on screen stays as it is: hiding it now would only make it blink.
  targets().forEach((element) => {
    if (element.getBoundingClientRect().top < window.innerHeight - offset) reveal(element);
  });
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        reveal(entry.target as HTMLElement);
        observer.unobserve(entry.target);
      }
    },
    { rootMargin: `0px 0px -${offset}px 0px` },
  );
  const observeAll = () => targets().forEach((element) => observer.observe(element));
  for (const circle of document.querySelectorAll<HTMLElement>('[data-circle]')) {
    circle.style.transitionDelay = `${Number(circle.dataset.delay ?? 0)}ms`;
  }
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
  // The case filter asks for a refresh after refilling the list: the visible cards fade up again.
  window.addEventListener('lumbre:refresh', () => {
    for (const item of document.querySelectorAll<HTMLElement>('[data-card-item]:not([hidden])')) {
      item.removeAttribute('data-revealed');
      observer.unobserve(item);
    }
    observeAll();
  });
}

function setUpParallax() {
  const layers = [
    ...[...document.querySelectorAll<HTMLElement>('[data-parallax]')].map((element) => ({ element, speed: -15, frame: element.parentElement ?? element })),
    ...[...document.querySelectorAll<HTMLElement>('[data-speed]')].map((element) => ({ element, speed: Number(element.dataset.speed), frame: element })),
  ]
    .filter(({ speed }) => speed !== 0 && Number.isFinite(speed))
    .map((layer) => ({ ...layer, current: 0 }));
  if (layers.length === 0) return;
  let pending = 0;
  const tick = () => {
    // Every layer is measured before any is moved, so a frame costs one layout, not one per layer.
    const rects = layers.map(({ frame }) => frame.getBoundingClientRect());
    let moving = false;
    layers.forEach((layer, index) => {
      const rect = rects[index]!;
      if (rect.bottom < -200 || rect.top > window.innerHeight + 200) return;
      const target = parallaxShift(rect.top, rect.height, window.innerHeight, layer.speed);
      layer.current = lerp(layer.current, target, parallaxLerp);
      if (Math.abs(target - layer.current) > 0.1) moving = true;
      layer.element.style.transform = `translate3d(0, ${layer.current.toFixed(2)}px, 0)`;
    });
    pending = moving ? window.requestAnimationFrame(tick) : 0;
  };
  const kick = () => {
    if (!pending) pending = window.requestAnimationFrame(tick);
  };
  window.addEventListener('scroll', kick, { passive: true });
  window.addEventListener('resize', kick);
  kick();
}

scrollToHash();
if (!reduceMotion.matches) {
  setUpReveals();
  setUpParallax();
}
