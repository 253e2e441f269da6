import { useLayoutEffect, type RefObject } from 'react';

/** Each folded bar's height from its top to the bottom of the view, in px. */
const bars = new Map<HTMLElement, number>();

function write(doc: Document) {
  const room = Math.max(0, ...bars.values());
  if (room > 0) doc.documentElement.style.setProperty('--mcpe-folded-bar', `${Math.ceil(room)}px`);
  else doc.documentElement.style.removeProperty('--mcpe-folded-bar');
}

/**
 * While a modal is folded to a bar fixed at the bottom of the view, the end of the page would
 * sit under it and could never be scrolled clear of it. The bar says how much of the view it
 * takes (`--mcpe-folded-bar` on the root element); the stylesheet gives the document that much
 * room at its end and as scroll padding (styles.css, "Folded to a bar"), so the page's last
 * line, and a control reached by Tab, scroll into view above the bar. Room, not a spacer in
 * the outlet: the outlet may be anywhere in the page, and the page end is what must clear.
 */
export function useFoldedRoom(ref: RefObject<HTMLElement | null>, folded: boolean) {
  useLayoutEffect(() => {
    const bar = ref.current;
    if (!folded || !bar) return;
    const view = bar.ownerDocument.defaultView;
    const measure = () => {
      bars.set(bar, (view?.innerHeight ?? 0) - bar.getBoundingClientRect().top);
      write(bar.ownerDocument);
    };
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : undefined;
    observer?.observe(bar);
    view?.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      view?.removeEventListener('resize', measure);
      bars.delete(bar);
      write(bar.ownerDocument);
    };
  }, [ref, folded]);
}
