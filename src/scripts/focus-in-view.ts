// Keyboard focus kept in view on every page: a slide or a tab the keyboard reaches comes fully into its row, and an
// element focused in a part still being laid out stays on screen. Fetched with the menu's script once the page is idle
// (./idle.ts): until then the browser's own scrolling into view serves.
const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)');

/**
 * A row that scrolls sideways (the home slider, the category tabs) scrolls to what takes focus only when it is not
 * wholly in view with its focus ring: a slide or a tab half in view would stay cut. What the keyboard reaches comes
 * all the way in, to its snap point where the row snaps (a nearer stop would snap back); what a pointer presses stays
 * under it.
 */
function bringIntoRow(item: HTMLElement) {
  for (let row = item.parentElement; row && row !== document.body; row = row.parentElement) {
    const style = getComputedStyle(row);
    if (!/auto|scroll/.test(style.overflowX) || row.scrollWidth <= row.clientWidth) continue;
    const [box, area] = [item.getBoundingClientRect(), row.getBoundingClientRect()];
    // Its focus ring counts: a slide that ends at the row's edge would show its ring cut.
    const ring = parseFloat(getComputedStyle(item).outlineOffset) + parseFloat(getComputedStyle(item).outlineWidth);
    if (box.left - ring < area.left || box.right + ring > area.right) {
      const inline = style.scrollSnapType === 'none' ? 'nearest' : 'start';
      item.scrollIntoView({ block: 'nearest', inline, behavior: reduceMotion.matches ? 'instant' : 'smooth' });
    }
    return;
  }
}

/**
 * Focus scrolls its element into view, but a part laid out only as it comes near (content-visibility) can grow a
 * moment later and push the element out again. While the visitor stays on it, each change of the page's size brings
 * it back; any other way of moving through the page (a wheel, a touch, a key) ends that. Only focus the browser shows
 * (:focus-visible, the keyboard's) is followed: what a pointer presses is under it, and a press that opens the menu
 * need not wait for an observer.
 */
function keepFocusInView() {
  let watch: ResizeObserver | undefined;
  const stop = () => {
    watch?.disconnect();
    watch = undefined;
  };
  document.addEventListener('focusin', (event) => {
    const target = event.target;
    stop();
    if (!(target instanceof HTMLElement) || !target.matches(':focus-visible')) return;
    bringIntoRow(target);
    watch = new ResizeObserver(() => {
      if (document.activeElement !== target) return stop();
      const box = target.getBoundingClientRect();
      if (box.top < 0 || box.bottom > window.innerHeight)
        target.scrollIntoView({ block: 'nearest', behavior: 'instant' });
    });
    watch.observe(document.body);
  });
  for (const sign of ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const)
    window.addEventListener(sign, stop, { capture: true, passive: true });
}

keepFocusInView();
