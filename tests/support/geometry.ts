// Geometry read in the page, for tests that check what a visitor can actually see.

/**
 * Runs in the page (pass it to `evaluate`): null when the element's box is entirely on screen, inside every
 * ancestor that clips it and under none of the frame's fixed parts (header, chat button); else what hides it.
 */
export function hiddenPartOf(element: Element): string | null {
  const box = element.getBoundingClientRect();
  const slack = 1;
  const describe = (r: { left: number; top: number; right: number; bottom: number }) =>
    `${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)}`;
  let view = { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight };
  for (
    let parent = element.parentElement;
    parent && parent !== document.documentElement;
    parent = parent.parentElement
  ) {
    const style = getComputedStyle(parent);
    if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
    const clip = parent.getBoundingClientRect();
    view = {
      left: Math.max(view.left, clip.left),
      top: Math.max(view.top, clip.top),
      right: Math.min(view.right, clip.right),
      bottom: Math.min(view.bottom, clip.bottom),
    };
  }
  if (
    box.left < view.left - slack ||
    box.top < view.top - slack ||
    box.right > view.right + slack ||
    box.bottom > view.bottom + slack
  ) {
    return `box ${describe(box)} outside its visible area ${describe(view)}`;
  }
  for (const cover of document.querySelectorAll<HTMLElement>('[data-site-header], .chat-button')) {
    if (cover.contains(element)) continue;
    const style = getComputedStyle(cover);
    if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) continue;
    const area = cover.getBoundingClientRect();
    const overlaps =
      area.left < box.right - slack &&
      area.right > box.left + slack &&
      area.top < box.bottom - slack &&
      area.bottom > box.top + slack;
    if (overlaps) return `box ${describe(box)} under ${cover.className || cover.tagName} ${describe(area)}`;
  }
  return null;
}
