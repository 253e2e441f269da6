import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type { ElicitationRound } from '../../store/types.js';

const CONTROL = ':is(input, select, textarea, button):not([disabled])';

/**
 * In a round, the unanswered question after the one just answered (wrapping around): its
 * first field, or the control it marks as where to start (a listed question's Answer).
 */
function nextQuestion(scope: HTMLElement, answered: string): HTMLElement | null {
  const items = [...scope.querySelectorAll<HTMLElement>('.mcpe-Round-item')];
  const at = items.findIndex((item) => item.getAttribute('data-request-id') === answered);
  if (at < 0) return null;
  for (const item of [...items.slice(at + 1), ...items.slice(0, at)]) {
    if (item.getAttribute('data-status') !== 'pending') continue;
    const target =
      item.querySelector<HTMLElement>('[data-question-focus]') ??
      item.querySelector<HTMLElement>(`form ${CONTROL}`) ??
      item.querySelector<HTMLElement>(CONTROL);
    if (target) return target;
  }
  return null;
}

/**
 * When the request that held focus is answered, its controls vanish and focus would fall
 * to `<body>`. Move it on, in this order: the next question of the same round that still
 * needs an answer, that round's "Send all", any request still waiting, the fallback.
 * A request that merely arrives never takes focus (the user may be typing elsewhere).
 */
export function useFocusRescue(
  rootRef: RefObject<HTMLElement | null>,
  fallbackRef: RefObject<HTMLElement | null>,
  rounds: readonly ElicitationRound[],
) {
  const focused = useRef<{ round?: string; request?: string }>({});
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    // Remember the request the user works in: focus, or a press (SchemaForm's buttons keep
    // focus where it was on mousedown, so a click may not move focus at all).
    const track = (event: Event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target || !root.contains(target)) {
        if (event.type === 'pointerdown') focused.current = {};
        return;
      }
      focused.current = {
        round: target.closest('[data-round-id]')?.getAttribute('data-round-id') ?? undefined,
        request: target.closest('[data-request-id]')?.getAttribute('data-request-id') ?? undefined,
      };
    };
    // Focus the user moved elsewhere is theirs: forget the request then. (Round ids are
    // the store's own `round-N`, safe in a selector.)
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && !root.contains(event.relatedTarget)) focused.current = {};
    };
    root.addEventListener('focusin', track);
    root.addEventListener('focusout', onFocusOut);
    document.addEventListener('pointerdown', track, true);
    return () => {
      root.removeEventListener('focusin', track);
      root.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('pointerdown', track, true);
    };
  }, [rootRef]);

  const signature = rounds.map((round) => round.requests.map((r) => `${r.id}:${r.status}`).join(',')).join(';');
  useLayoutEffect(() => {
    const { round, request } = focused.current;
    const active = document.activeElement;
    if ((!request && !round) || (active && active !== document.body)) return;
    focused.current = {};
    const root = rootRef.current;
    const scope = (round && root?.querySelector<HTMLElement>(`[data-round-id="${round}"]`)) || root;
    const target =
      (scope && request ? nextQuestion(scope, request) : null) ??
      scope?.querySelector<HTMLElement>(`[data-status="pending"] ${CONTROL}`) ??
      scope?.querySelector<HTMLElement>(`[data-send-all]:not([disabled])`) ??
      root?.querySelector<HTMLElement>(`[data-status="pending"] ${CONTROL}`) ??
      fallbackRef.current;
    target?.focus();
  }, [signature, rootRef, fallbackRef]);
}
