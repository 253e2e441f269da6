import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type { ElicitationRound } from '../../store/types.js';

const CONTROL = ':is(input, select, textarea, button):not([disabled])';

/** In a round, the unanswered question after the one just answered (wrapping): its first field, or its marked start. */
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

/** A round's or a request's own element: marks content that is the outlet's even where a replacement frame portals it. */
const OWN = '[data-round-id], [data-request-id]';

interface Focused {
  round?: string;
  request?: string;
  /** The round's own element, which a replacement frame may have portalled out of the outlet (MUI's Dialog). */
  scope?: Element;
}

/**
 * When the request holding focus is answered, its controls vanish and focus would fall to
 * `<body>`. Move it on: the round's next unanswered question, its Send all, any waiting
 * request, the fallback. Portalled content is followed by the library's own `data-round-id`
 * and `data-request-id`. A request that merely arrives never takes focus.
 */
export function useFocusRescue(
  rootRef: RefObject<HTMLElement | null>,
  fallbackRef: RefObject<HTMLElement | null>,
  rounds: readonly ElicitationRound[],
) {
  const focused = useRef<Focused>({});
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const ours = (node: Node | null): node is Element => node instanceof Element && (root.contains(node) || !!node.closest(OWN));
    // The request the user works in: focus, or a press (SchemaForm's buttons keep focus on mousedown).
    const track = (event: Event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!ours(target)) {
        if (event.type === 'pointerdown') focused.current = {};
        return;
      }
      const scope = target.closest('[data-round-id]') ?? undefined;
      focused.current = {
        round: scope?.getAttribute('data-round-id') ?? undefined,
        request: target.closest('[data-request-id]')?.getAttribute('data-request-id') ?? undefined,
        scope,
      };
    };
    // Focus moved elsewhere is the user's: forget the request. (Round ids are safe in a selector.)
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && !ours(event.relatedTarget) && !event.relatedTarget.contains(focused.current.scope ?? null)) focused.current = {};
    };
    document.addEventListener('focusin', track);
    document.addEventListener('focusout', onFocusOut);
    document.addEventListener('pointerdown', track, true);
    // A frame focuses its first field in its own (child) effect, before this one listens.
    track({ type: 'focusin', target: document.activeElement } as unknown as Event);
    return () => {
      document.removeEventListener('focusin', track);
      document.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('pointerdown', track, true);
    };
  }, [rootRef]);

  const signature = rounds.map((round) => round.requests.map((r) => `${r.id}:${r.status}`).join(',')).join(';');
  useLayoutEffect(() => {
    const { round, request, scope: seen } = focused.current;
    const active = document.activeElement;
    // Lost: on <body>, or on a container around the round (a modal's own element).
    const lost = !active || active === document.body || (!!seen?.isConnected && active !== seen && active.contains(seen));
    if ((!request && !round) || !lost) return;
    focused.current = {};
    const root = rootRef.current;
    const scope = (seen?.isConnected ? (seen as HTMLElement) : round && root?.querySelector<HTMLElement>(`[data-round-id="${round}"]`)) || root;
    const target =
      (scope && request ? nextQuestion(scope, request) : null) ??
      scope?.querySelector<HTMLElement>(`[data-status="pending"] ${CONTROL}`) ??
      scope?.querySelector<HTMLElement>(`[data-send-all]:not([disabled])`) ??
      root?.querySelector<HTMLElement>(`[data-status="pending"] ${CONTROL}`) ??
      fallbackRef.current;
    target?.focus();
  }, [signature, rootRef, fallbackRef]);
}
