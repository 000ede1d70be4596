import { useEffect, useRef, type ReactNode } from 'react';
import { clampX, dragBounds, edgeResistance, stepTarget } from './slider-math.ts';
import './case-slider.css';

interface Props {
  /** The slider's markup from Astro: `[data-slider-viewport]` holding `[data-slider-track]` of slides. */
  children?: ReactNode;
}

/** How often set-up looks for the slider's elements, and for how long. */
const pollMs = 100;
const pollLimit = 50;

type DraggableInstance = {
  x: number;
  isDragging: boolean;
  applyBounds: (bounds: { minX: number; maxX: number }) => void;
  update: () => void;
  startDrag: (event: PointerEvent) => void;
  kill: () => void;
};

/**
 * The home page's case slider. Touch, trackpads and the keyboard scroll it natively (scroll-snap);
 * with a mouse, a press loads gsap's Draggable with inertia and the track is dragged horizontally within
 * its bounds (minus the overflow to 0, edge resistance 0.7). Arrow keys, Home and End step from slide to slide.
 */
export default function CaseSlider({ children }: Props) {
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let viewport: HTMLElement | null = null;
    let track: HTMLElement | null = null;
    let draggable: DraggableInstance | null = null;
    let gsapTo: ((target: Element, vars: Record<string, unknown>) => void) | null = null;
    let loading: Promise<void> | null = null;
    let moved = false;
    let polls = 0;
    let pollTimer = 0;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)');
    const cleanups: (() => void)[] = [];

    const bounds = () => dragBounds(track?.scrollWidth ?? 0, viewport?.clientWidth ?? 0);
    // Slide starts measured from the track's content edge, so the first slide is at 0 whatever the padding.
    const slideOffsets = () => {
      const slides = [...(track?.children ?? [])] as HTMLElement[];
      const first = slides[0]?.offsetLeft ?? 0;
      return slides.map((slide) => slide.offsetLeft - first);
    };

    /** Loads gsap, Draggable and InertiaPlugin, and hands the track from native scrolling to the drag. */
    const enableDrag = () => {
      if (loading || !viewport || !track) return loading;
      const [view, rail] = [viewport, track];
      loading = Promise.all([import('gsap'), import('gsap/Draggable'), import('gsap/InertiaPlugin')]).then(
        ([{ gsap }, { Draggable }, { InertiaPlugin }]) => {
          gsap.registerPlugin(Draggable, InertiaPlugin);
          gsapTo = (target, vars) => gsap.to(target, vars);
          const start = clampX(-view.scrollLeft, bounds());
          view.dataset.dragReady = '';
          view.scrollLeft = 0;
          gsap.set(rail, { x: start });
          const [instance] = Draggable.create(rail, {
            type: 'x',
            bounds: bounds(),
            edgeResistance,
            inertia: true,
            dragClickables: true,
            minimumMovement: 4,
            cursor: 'grab',
            activeCursor: 'grabbing',
            zIndexBoost: false,
            onDragStart: () => {
              moved = true;
            },
          });
          draggable = (instance as unknown as DraggableInstance) ?? null;
        },
      );
      return loading;
    };

    const setUp = () => {
      const container = root.current;
      viewport = container?.querySelector<HTMLElement>('[data-slider-viewport]') ?? null;
      track = viewport?.querySelector<HTMLElement>('[data-slider-track]') ?? null;
      if (!viewport || !track) {
        if (++polls < pollLimit) pollTimer = window.setTimeout(setUp, pollMs);
        return;
      }
      const view = viewport;
      const finePointer = window.matchMedia('(pointer: fine)');

      // A mouse hovering the slider fetches the drag code; a press starts the drag as soon as it is there.
      const onEnter = (event: PointerEvent) => {
        if (event.pointerType === 'mouse' && finePointer.matches) void enableDrag();
      };
      const onDown = (event: PointerEvent) => {
        if (event.pointerType !== 'mouse' || event.button !== 0 || draggable) return;
        moved = false;
        void enableDrag()?.then(() => draggable?.startDrag(event));
      };
      // A press that turned into a drag must not also open the slide's link.
      const onClick = (event: MouseEvent) => {
        if (moved || draggable?.isDragging) {
          event.preventDefault();
          event.stopPropagation();
        }
        moved = false;
      };
      const onKey = (event: KeyboardEvent) => {
        const keys: Record<string, 1 | -1 | 'start' | 'end'> = { ArrowRight: 1, ArrowLeft: -1, Home: 'start', End: 'end' };
        const step = keys[event.key];
        if (step === undefined) return;
        event.preventDefault();
        const limits = bounds();
        const x = draggable ? draggable.x : -view.scrollLeft;
        const target = step === 'start' ? limits.maxX : step === 'end' ? limits.minX : stepTarget(x, slideOffsets(), step, limits);
        if (draggable && gsapTo && track) {
          gsapTo(track, { x: target, duration: reduce.matches ? 0 : 0.6, ease: 'power3.out', onUpdate: () => draggable?.update() });
        } else {
          view.scrollTo({ left: -target, behavior: reduce.matches ? 'auto' : 'smooth' });
        }
      };
      const onResize = () => {
        if (!draggable || !track || !gsapTo) return;
        const limits = bounds();
        draggable.applyBounds(limits);
        gsapTo(track, { x: clampX(draggable.x, limits), duration: 0 });
        draggable.update();
      };

      view.addEventListener('pointerenter', onEnter);
      view.addEventListener('pointerdown', onDown);
      view.addEventListener('click', onClick, true);
      view.addEventListener('keydown', onKey);
      window.addEventListener('resize', onResize);
      cleanups.push(() => {
        view.removeEventListener('pointerenter', onEnter);
        view.removeEventListener('pointerdown', onDown);
        view.removeEventListener('click', onClick, true);
        view.removeEventListener('keydown', onKey);
        window.removeEventListener('resize', onResize);
      });
    };

    setUp();
    return () => {
      window.clearTimeout(pollTimer);
      cleanups.forEach((cleanup) => cleanup());
      draggable?.kill();
    };
  }, []);

  return (
    <div ref={root} className="case-slider">
      {children}
    </div>
  );
}
