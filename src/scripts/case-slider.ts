// Enhances the home slider's server-rendered markup (src/components/home/FeaturedCases.astro): a native horizontal
// scroller with snap points, which touch, trackpads, wheels and the arrow keys move slide by slide by themselves.
// This sends Home and End to its ends (natively they scroll the page) and, when a mouse comes over the slider,
// fetches the mouse drag (./case-slider-drag.ts, with gsap) by its URL: no import, so this script stays inline in
// the page and a phone fetches nothing. It touches only the scroll position; the drag adds `data-snap="off"`, which
// the slider's styles declare. A slide that takes focus comes fully into view as in any row (./focus-in-view.ts).
import dragScript from './case-slider-drag.ts?module-url';

const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
const finePointer = window.matchMedia('(pointer: fine)');

/** What the drag script (./case-slider-drag.ts) announces once it has set a slider up. */
export interface DragReady {
  viewport: HTMLElement;
  startDrag: (event: PointerEvent) => void;
  /** How far, in px, a press must move to become a drag rather than a click. */
  minimumMovement: number;
}

function enhance(viewport: HTMLElement) {
  const behavior = (): ScrollBehavior => (reduceMotion.matches ? 'instant' : 'smooth');
  viewport.addEventListener('keydown', (event) => {
    if (event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    viewport.scrollTo({ left: event.key === 'Home' ? 0 : viewport.scrollWidth, behavior: behavior() });
  });

  let requested = false;
  let drag: DragReady | null = null;
  let pressed: PointerEvent | null = null;
  const fetchDrag = () => {
    if (requested) return;
    requested = true;
    void import(/* @vite-ignore */ dragScript);
  };
  window.addEventListener('lumbre:slider-drag', (event) => {
    const announced = (event as CustomEvent<DragReady>).detail;
    if (announced.viewport === viewport) drag = announced;
  });
  viewport.addEventListener('pointerenter', (event) => {
    if (event.pointerType === 'mouse' && finePointer.matches) fetchDrag();
  });
  // A press that comes before the drag script becomes a drag, from where it started, once the script is there and the
  // pointer moves as far as a drag needs; released before that, it stays a click on the slide's link.
  viewport.addEventListener('pointerdown', (event) => {
    if (drag || event.pointerType !== 'mouse' || event.button !== 0) return;
    pressed = event;
    fetchDrag();
  });
  window.addEventListener('pointermove', (event) => {
    if (!pressed || !drag) return;
    if (Math.hypot(event.clientX - pressed.clientX, event.clientY - pressed.clientY) < drag.minimumMovement) return;
    drag.startDrag(pressed);
    pressed = null;
  });
  window.addEventListener('pointerup', () => (pressed = null));
}

document.querySelectorAll<HTMLElement>('[data-slider-viewport]').forEach(enhance);
