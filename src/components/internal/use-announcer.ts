import { useCallback, useEffect, useRef, type RefObject } from 'react';
import type { ElicitAction } from '../../elicitation/types.js';
import { isOpen } from '../../store/lifecycle.js';
import type { ElicitationSnapshot } from '../../store/types.js';

export { AnnounceContext } from './announce.js';

/** The action this view's user took on a request (own-actions.ts records them), if any. */
export type OwnAction = (id: string) => ElicitAction | undefined;

/** What to say for one change of the store, from the snapshots before and after it ('' for nothing). */
export type Compose = (before: ElicitationSnapshot, after: ElicitationSnapshot) => string;

/** How long a message stays once nothing waits for the user, so a reader browsing later does not find a request that is over. */
export const CLEAR_AFTER_MS = 3_000;

/**
 * One polite live region: `ref` must be rendered empty from the first render (a region inserted
 * filled is not read). Every store change is said at most once, in the words `compose` gives;
 * the first snapshot is the baseline, so mounting says nothing. Focus is never moved to say something.
 */
export function useAnnouncer(ref: RefObject<HTMLElement | null>, snapshot: ElicitationSnapshot, compose: Compose): (message: string) => void {
  const flip = useRef(false);
  const clearTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const say = useCallback((message: string) => {
    const region = ref.current;
    if (!region || !message) return;
    clearTimeout(clearTimer.current);
    // The same words twice in a row are still a change (a no-break space, trimmed by readers).
    flip.current = !flip.current;
    region.textContent = flip.current ? message : `${message}\u00a0`;
  }, [ref]);
  const latest = useRef(compose);
  useEffect(() => {
    latest.current = compose;
  });
  const previous = useRef<ElicitationSnapshot>(undefined);
  useEffect(() => {
    const before = previous.current;
    previous.current = snapshot;
    if (before) say(latest.current(before, snapshot));
    const waiting = snapshot.rounds.some((round) => round.requests.some((request) => isOpen(request.status)));
    clearTimeout(clearTimer.current);
    if (!waiting && ref.current?.textContent) {
      clearTimer.current = setTimeout(() => {
        if (ref.current) ref.current.textContent = '';
      }, CLEAR_AFTER_MS);
    }
  }, [snapshot, say, ref]);
  useEffect(() => () => clearTimeout(clearTimer.current), []);
  return say;
}
