// The custom cursor for wide screens with a fine pointer, fetched by the layout's script only where its media query
// (`data-cursor-media` on <html>, which that script writes) matches: a phone never fetches it. It follows the screen
// it is on: a window narrowed below 768 px or a pointer that turns coarse gets the native cursor back, and the
// cursor comes back with the screen. Its style is a file of its own, fetched with it.
import cursorStyle from './cursor.css?url';
import { cursorTargetOf } from './cursor-state.ts';

/** How much of the remaining distance the cursor closes each frame, and how hard sticky elements pull it. */
const follow = 0.25;
const stickyPull = 0.35;

/**
 * Shows the dot: after the first mouse move, pressed while a button is down, showing the text of elements with
 * `data-cursor`, pulled towards elements with `data-cursor-sticky`, styled 'soon' over cards marked
 * `data-cursor-soon`. Returns what takes it away again.
 */
function startCursor(): () => void {
  const dot = document.createElement('div');
  dot.className = 'cursor';
  dot.setAttribute('aria-hidden', 'true');
  const label = dot.appendChild(document.createElement('span'));
  label.className = 'cursor__text';
  document.body.append(dot);

  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const mouse = { x: 0, y: 0 };
  const drawn = { x: 0, y: 0 };
  /**
   * What the dot shows, written to it in its next frame rather than in the pointer's events: the hit tests of the
   * events that follow would otherwise restyle it first, and a click pressed and released within one frame changes
   * nothing at all.
   */
  const wanted = { visible: false, active: false, text: null as string | null, soon: false };
  let sticky: Element | null = null;
  let frame = 0;
  const mark = (name: string, on: boolean) => dot.toggleAttribute(`data-${name}`, on);

  const draw = () => {
    mark('visible', wanted.visible);
    mark('active', wanted.active);
    mark('text', wanted.text !== null);
    mark('soon', wanted.soon);
    if (label.textContent !== (wanted.text ?? '')) label.textContent = wanted.text;
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
    dot.style.transform = `translate3d(${drawn.x.toFixed(1)}px, ${drawn.y.toFixed(1)}px, 0)`;
    const settled = Math.abs(goalX - drawn.x) < 0.1 && Math.abs(goalY - drawn.y) < 0.1;
    frame = settled ? 0 : window.requestAnimationFrame(draw);
  };
  const schedule = () => {
    if (!frame) frame = window.requestAnimationFrame(draw);
  };

  const onMove = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    if (!wanted.visible) {
      // The first frame starts under the pointer instead of flying in from the corner.
      drawn.x = event.clientX;
      drawn.y = event.clientY;
    }
    mouse.x = event.clientX;
    mouse.y = event.clientY;
    const target = cursorTargetOf(event.target instanceof Element ? event.target : null);
    sticky = target.sticky;
    Object.assign(wanted, { visible: true, text: target.text, soon: target.soon });
    schedule();
  };
  const press = (active: boolean) => () => {
    wanted.active = active;
    schedule();
  };
  const onDown = press(true);
  const onUp = press(false);
  const onLeave = () => {
    wanted.visible = false;
    schedule();
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
    dot.remove();
  };
}

const media = window.matchMedia(document.documentElement.dataset.cursorMedia ?? 'not all');
let stop: (() => void) | null = null;
const follows = () => {
  if (media.matches && !stop) stop = startCursor();
  else if (!media.matches && stop) {
    stop();
    stop = null;
  }
};
// The style first: without it the dot would be an unstyled box in the page.
const style = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: cursorStyle });
style.addEventListener('load', () => {
  follows();
  media.addEventListener('change', follows);
});
document.head.append(style);
