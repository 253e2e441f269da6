import { useEffect, useRef, type RefObject } from 'react';
import type { ElicitationRound } from '../../store/types.js';

const CONTROL = ':is(input, select, textarea, button):not([disabled])';

/** Where to start in a request: a question's marked control, its form's first field, or its first control. */
function startOf(root: HTMLElement, id: string): HTMLElement | null {
  // Compared, not put in a selector: a remote store's ids come from its server.
  const item = [...root.querySelectorAll<HTMLElement>('[data-request-id]')].find((el) => el.getAttribute('data-request-id') === id);
  if (!item) return null;
  return item.querySelector<HTMLElement>('[data-question-focus]') ?? item.querySelector<HTMLElement>(`form ${CONTROL}`) ?? item.querySelector<HTMLElement>(CONTROL);
}

/** A field the person types in (a chat composer): Tab from it keeps its meaning. */
const typingIn = (element: HTMLElement) =>
  element.isContentEditable || element instanceof HTMLTextAreaElement || (element instanceof HTMLInputElement && !/^(button|submit|reset|checkbox|radio|range|color|file|image)$/.test(element.type));

/**
 * Inline, a request that arrives is where the user's next step is, without pulling them
 * out of what they are doing:
 * - when focus is nowhere (on `<body>`: the control that caused the request is gone or
 *   disabled) or parked where the outlet left it (its fallback, after the previous
 *   request or round was answered), focus moves into the new request;
 * - when focus is on a control outside the outlet (the Run button that caused it, still
 *   focused), the next Tab from that control goes into the request, however far the
 *   outlet is in the page's order; Shift+Tab and every other key keep their meaning. Not from
 *   a field the person types in: Tab there goes on as it always does (the request is
 *   announced, and reached in the page's order).
 * As a dialog, the modal takes focus itself (ElicitationFrame, internal/dialog-shell.tsx).
 */
export function useFocusArrivals(
  rootRef: RefObject<HTMLElement | null>,
  fallbackRef: RefObject<HTMLElement | null>,
  rounds: readonly ElicitationRound[],
  presentation: 'dialog' | 'inline',
) {
  const seen = useRef<Set<string> | undefined>(undefined);
  const pending = rounds.flatMap((round) => round.requests.filter((r) => r.status === 'pending').map((r) => r.id));
  const signature = pending.join(',');
  useEffect(() => {
    const root = rootRef.current;
    const ids = signature ? signature.split(',') : [];
    // Requests already there when the outlet mounts are not arrivals.
    const first = seen.current === undefined;
    seen.current ??= new Set();
    const arrived = ids.filter((id) => !seen.current!.has(id));
    for (const id of arrived) seen.current.add(id);
    if (first || presentation !== 'inline' || !root || arrived.length === 0) return;
    const id = arrived[0]!;
    const active = root.ownerDocument.activeElement;
    const parked = !active || active === root.ownerDocument.body || active === root || active === fallbackRef.current;
    const cleanups: (() => void)[] = [];
    const stop = () => cleanups.splice(0).forEach((cleanup) => cleanup());
    if (parked) {
      // Its form may still be loading (lazy-bodies.ts): focus its start once it is drawn,
      // unless the user has gone somewhere meanwhile.
      const tryFocus = () => {
        const now = root.ownerDocument.activeElement;
        if (now !== active && now !== root.ownerDocument.body) return stop();
        const target = startOf(root, id);
        if (!target) return;
        stop();
        target.focus();
      };
      const observer = new MutationObserver(tryFocus);
      observer.observe(root, { childList: true, subtree: true });
      cleanups.push(() => observer.disconnect());
      tryFocus();
    } else if (active instanceof HTMLElement && !root.contains(active) && !typingIn(active)) {
      const trigger = active;
      const onKeyDown = (event: KeyboardEvent) => {
        if (event.key !== 'Tab' || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
        const target = event.target === trigger ? startOf(root, id) : null;
        stop();
        if (!target) return;
        event.preventDefault();
        target.focus();
      };
      // Once focus leaves the trigger, the offer is over.
      const onFocusOut = () => stop();
      trigger.addEventListener('keydown', onKeyDown);
      trigger.addEventListener('focusout', onFocusOut);
      cleanups.push(() => {
        trigger.removeEventListener('keydown', onKeyDown);
        trigger.removeEventListener('focusout', onFocusOut);
      });
    }
    return stop;
  }, [signature, rootRef, fallbackRef, presentation]);
}
