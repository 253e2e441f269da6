/** Whether `element` is inside the viewport and every scroll container, clear of their scroll-padding (pinned header and actions). */
function inView(element: HTMLElement): boolean {
  const view = element.ownerDocument.defaultView;
  if (!view) return true;
  let top = 0;
  let bottom = view.innerHeight;
  for (let node = element.parentElement; node; node = node.parentElement) {
    const style = view.getComputedStyle(node);
    if (style.overflowY === 'visible' || style.overflowY === 'clip') continue;
    const inner = node.getBoundingClientRect().top + node.clientTop;
    top = Math.max(top, inner + (parseFloat(style.scrollPaddingTop) || 0));
    bottom = Math.min(bottom, inner + node.clientHeight - (parseFloat(style.scrollPaddingBottom) || 0));
  }
  const box = element.getBoundingClientRect();
  return box.top >= top && box.bottom <= bottom;
}

/** The nearest ancestor that scrolls vertically. */
function scrollParent(element: HTMLElement): HTMLElement | null {
  const view = element.ownerDocument.defaultView;
  for (let node = element.parentElement; node && view; node = node.parentElement) {
    const overflow = view.getComputedStyle(node).overflowY;
    if ((overflow === 'auto' || overflow === 'scroll') && node.scrollHeight > node.clientHeight) return node;
  }
  return null;
}

/** Pixels to scroll so `element` clears a sticky header or action row drawn over it (negative: up). */
function overlap(element: HTMLElement): number {
  const box = element.getBoundingClientRect();
  const document = element.ownerDocument;
  const view = document.defaultView;
  if (!view || box.height === 0 || box.height > view.innerHeight || typeof document.elementFromPoint !== 'function') return 0;
  const x = box.left + Math.min(box.width / 2, 16);
  for (const edge of ['top', 'bottom'] as const) {
    let hit = document.elementFromPoint(x, edge === 'top' ? box.top + 1 : box.bottom - 1);
    if (hit === null || hit === element || element.contains(hit)) continue;
    while (hit && view.getComputedStyle(hit).position !== 'sticky') hit = hit.parentElement;
    if (!hit) continue;
    const pinned = hit.getBoundingClientRect();
    // Clear it by the rhythm's unit too, so the focus ring shows. The direction follows the edge it
    // is pinned to: a control wholly under the pinned actions has them over its top edge too.
    const toBottom = view.getComputedStyle(hit).top === 'auto';
    return toBottom ? box.bottom - pinned.top + 8 : box.top - pinned.bottom - 8;
  }
  return 0;
}

/** Scroll `element` into sight: browsers scroll a focused control only when outside the scrollport, not when under a sticky header. */
export function revealIfHidden(element: HTMLElement, block: ScrollLogicalPosition = 'center'): void {
  if (!inView(element)) element.scrollIntoView?.({ block, inline: 'nearest' });
  const by = overlap(element);
  // No scrolling ancestor: the page itself scrolls (an inline form under its pinned footer).
  if (by !== 0) (scrollParent(element) ?? element.ownerDocument.defaultView)?.scrollBy({ top: by });
}

/**
 * Focus `element` and make sure the user sees it: `focus()` scrolls nothing on the element that
 * already has focus (the first invalid field, still focused when the user scrolled down and clicked Submit).
 */
export function focusAndReveal(element: HTMLElement): void {
  element.focus();
  revealIfHidden(element);
}
