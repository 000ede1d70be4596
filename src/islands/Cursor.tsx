import { useEffect, useRef, useState } from 'react';
import { cursorMedia, cursorTargetOf } from './cursor-state.ts';
import './cursor.css';

/** How much of the remaining distance the cursor closes each frame, and how hard sticky elements pull it. */
const follow = 0.25;
const stickyPull = 0.35;

/**
 * A custom cursor for wide screens with a fine pointer (hydrated with client:media, never loaded elsewhere). It follows
 * the screen it is on: a window narrowed below 768 px or a pointer that turns coarse gets the native cursor back.
 */
export default function Cursor() {
  // Off in the server's HTML; the first effect decides, so hydration matches.
  const [enabled, setEnabled] = useState(false);
  useEffect(() => {
    const media = window.matchMedia(cursorMedia);
    const update = () => setEnabled(media.matches);
    update();
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return enabled ? <CursorDot /> : null;
}

/**
 * The dot: shown after the first mouse move, pressed while a button is down, showing the text of elements with
 * `data-cursor`, pulled towards elements with `data-cursor-sticky`, styled 'soon' over cards marked `data-cursor-soon`.
 */
function CursorDot() {
  const dot = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  const [active, setActive] = useState(false);
  const [text, setText] = useState<string | null>(null);
  const [soon, setSoon] = useState(false);

  useEffect(() => {
    const element = dot.current;
    if (!element) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const mouse = { x: 0, y: 0 };
    const drawn = { x: 0, y: 0 };
    let sticky: Element | null = null;
    let shown = false;
    let frame = 0;

    const draw = () => {
      let goalX = mouse.x;
      let goalY = mouse.y;
      if (sticky) {
        const box = sticky.getBoundingClientRect();
        goalX += (box.left + box.width / 2 - mouse.x) * stickyPull;
        goalY += (box.top + box.height / 2 - mouse.y) * stickyPull;
      }
      const factor = reduce ? 1 : follow;
      drawn.x += (goalX - drawn.x) * factor;
      drawn.y += (goalY - drawn.y) * factor;
      element.style.transform = `translate3d(${drawn.x.toFixed(1)}px, ${drawn.y.toFixed(1)}px, 0)`;
      const settled = Math.abs(goalX - drawn.x) < 0.1 && Math.abs(goalY - drawn.y) < 0.1;
      frame = settled ? 0 : window.requestAnimationFrame(draw);
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(draw);
    };

    const onMove = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      if (!shown) {
        // The first frame starts under the pointer instead of flying in from the corner.
        drawn.x = event.clientX;
        drawn.y = event.clientY;
        shown = true;
      }
      mouse.x = event.clientX;
      mouse.y = event.clientY;
      setVisible(true);
      const target = cursorTargetOf(event.target instanceof Element ? event.target : null);
      sticky = target.sticky;
      setText(target.text);
      setSoon(target.soon);
      schedule();
    };
    const onDown = () => setActive(true);
    const onUp = () => setActive(false);
    const onLeave = () => {
      shown = false;
      setVisible(false);
    };

    document.documentElement.classList.add('has-custom-cursor');
    window.addEventListener('pointermove', onMove, { passive: true });
    window.addEventListener('pointerdown', onDown);
    window.addEventListener('pointerup', onUp);
    document.documentElement.addEventListener('pointerleave', onLeave);
    return () => {
      window.cancelAnimationFrame(frame);
      document.documentElement.classList.remove('has-custom-cursor');
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerdown', onDown);
      window.removeEventListener('pointerup', onUp);
      document.documentElement.removeEventListener('pointerleave', onLeave);
    };
  }, []);

  return (
    <div
      ref={dot}
      className="cursor"
      aria-hidden="true"
      data-visible={visible ? '' : undefined}
      data-active={active ? '' : undefined}
      data-text={text ? '' : undefined}
      data-soon={soon ? '' : undefined}
    >
      <span className="cursor__text">{text}</span>
    </div>
  );
}
