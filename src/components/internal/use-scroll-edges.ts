import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * `data-content-above` / `data-content-below` while a scroll container's content hides under
 * its pinned top or bottom; styles draw the cues from these alone, so a replacement frame spreading them gets them too.
 */
export interface ScrollEdges {
  'data-content-above'?: '';
  'data-content-below'?: '';
}

const NONE: ScrollEdges = {};
/** Under a pixel of rounding (zoom, fractional layout) is no overflow. */
const SLACK = 1;

function edgesOf(element: HTMLElement): ScrollEdges {
  const above = element.scrollTop > SLACK;
  const below = element.scrollTop + element.clientHeight < element.scrollHeight - SLACK;
  if (!above && !below) return NONE;
  return { ...(above && { 'data-content-above': '' }), ...(below && { 'data-content-below': '' }) };
}

const same = (a: ScrollEdges, b: ScrollEdges) => a['data-content-above'] === b['data-content-above'] && a['data-content-below'] === b['data-content-below'];

/** Watches `ref`'s scroll state on scroll, resize and content changes, read once per frame; re-renders only when an edge changes. */
export function useScrollEdges(ref: RefObject<HTMLElement | null>, enabled: boolean): ScrollEdges {
  const [edges, setEdges] = useState(NONE);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const next = edgesOf(element);
      setEdges((current) => (same(current, next) ? current : next));
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    measure();
    element.addEventListener('scroll', schedule, { passive: true });
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : undefined;
    resized?.observe(element);
    const changed = typeof MutationObserver === 'function' ? new MutationObserver(schedule) : undefined;
    changed?.observe(element, { childList: true, subtree: true, characterData: true });
    return () => {
      cancelAnimationFrame(frame);
      element.removeEventListener('scroll', schedule);
      resized?.disconnect();
      changed?.disconnect();
      setEdges(NONE);
    };
  }, [ref, enabled]);
  return enabled ? edges : NONE;
}
