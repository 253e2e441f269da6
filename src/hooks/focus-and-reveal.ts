/**
 * Where `element` can be seen: inside the viewport and inside every scroll container
 * around it, clear of what each reserves with scroll-padding (a modal's pinned header and
 * actions, styles.css).
 */
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

/**
 * Focus `element` and make sure the user sees it. `focus()` scrolls only when focus
 * moves: on the element that already has it (the first invalid field, still focused
 * after the user wheel-scrolled down and clicked Submit, whose mouse press keeps focus
 * where it was) the browser scrolls nothing. Then it is centred in what hides it.
 */
export function focusAndReveal(element: HTMLElement): void {
  element.focus();
  if (!inView(element)) element.scrollIntoView?.({ block: 'center', inline: 'nearest' });
}
