// The home slider's mouse drag, fetched only when a mouse comes over the slider (./case-slider.ts). gsap's Draggable
// moves a stand-in that drives the scroller's own scroll position, so the drag, the wheel, trackpads and the keyboard
// share one position and one set of bounds. A throw glides on (InertiaPlugin) to a slide's start, except under reduced
// motion, where the slider stops where it is let go. Only a pull past either end moves the track itself, for as long
// as the pull lasts.
import { gsap } from 'gsap';
import { Draggable } from 'gsap/Draggable';
import { InertiaPlugin } from 'gsap/InertiaPlugin';
import { clampScroll, edgeResistance, maxScroll, nearestRest } from './slider-math.ts';
import type { DragReady } from './case-slider.ts';

gsap.registerPlugin(Draggable, InertiaPlugin);

/** How far, in px, a press moves before it is a drag; less is a click on the slide's link. */
const minimumMovement = 4;

const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)');

function enableDrag(viewport: HTMLElement, track: HTMLElement): DragReady {
  const slideStarts = () => {
    const slides = [...track.children] as HTMLElement[];
    const first = slides[0]?.offsetLeft ?? 0;
    return slides.map((slide) => slide.offsetLeft - first);
  };
  const stand = document.createElement('div');
  const max = () => maxScroll(viewport.scrollWidth, viewport.clientWidth);
  let moved = false;

  /** Shows the stand-in's x as the scroll position; a pull past either end shows as a resisted shift of the track. */
  const show = (x: number) => {
    const wanted = -x;
    const position = clampScroll(wanted, max());
    viewport.scrollLeft = position;
    const beyond = position - wanted;
    track.style.transform = Math.abs(beyond) >= 0.5 ? `translate3d(${beyond.toFixed(1)}px, 0, 0)` : '';
  };
  /** The drag is over: back within bounds; snapping resumes unless reduced motion wants the slider left where it is. */
  const settle = () => {
    show(-clampScroll(viewport.scrollLeft, max()));
    if (!reduceMotion.matches) viewport.removeAttribute('data-snap');
  };

  const [draggable] = Draggable.create(stand, {
    type: 'x',
    trigger: viewport,
    edgeResistance,
    inertia: true,
    snap: { x: (end: number) => -nearestRest(-end, slideStarts(), max()) },
    dragClickables: true,
    minimumMovement,
    cursor: 'grab',
    activeCursor: 'grabbing',
    zIndexBoost: false,
    onPress(this: Draggable) {
      moved = false;
      this.vars.inertia = !reduceMotion.matches;
      gsap.set(stand, { x: -viewport.scrollLeft });
      this.applyBounds({ minX: -max(), maxX: 0 });
      this.update();
    },
    onDragStart() {
      moved = true;
      // Snap points would pull the scroller back while it is dragged.
      viewport.setAttribute('data-snap', 'off');
    },
    onDrag(this: Draggable) {
      show(this.x);
    },
    onThrowUpdate(this: Draggable) {
      show(this.x);
    },
    onRelease(this: Draggable) {
      if (moved && !this.isThrowing) settle();
    },
    onThrowComplete: settle,
  });
  const active = draggable!;

  // A press that turned into a drag must not also open the slide's link.
  viewport.addEventListener(
    'click',
    (event) => {
      if (!moved) return;
      event.preventDefault();
      event.stopPropagation();
      moved = false;
    },
    true,
  );
  // The wheel, a trackpad or the keyboard takes over from a throw still gliding.
  const stop = () => {
    if (!active.isThrowing) return;
    // Killing the throw interrupts it, which Draggable counts as the end of throwing.
    active.tween?.kill();
    settle();
  };
  viewport.addEventListener('wheel', stop, { passive: true });
  viewport.addEventListener('keydown', stop);

  return { viewport, startDrag: (event) => active.startDrag(event), minimumMovement };
}

for (const viewport of document.querySelectorAll<HTMLElement>('[data-slider-viewport]')) {
  const track = viewport.querySelector<HTMLElement>('[data-slider-track]');
  if (track)
    window.dispatchEvent(new CustomEvent<DragReady>('lumbre:slider-drag', { detail: enableDrag(viewport, track) }));
}
