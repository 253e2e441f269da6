import { useCallback, useEffect, useRef, type RefObject } from 'react';
import type { ElicitationMode } from '../../elicitation/types.js';
import type { HostLabels } from '../../i18n/types.js';
import type { ElicitationSnapshot } from '../../store/types.js';
import { announcement } from './announcements.js';

export { AnnounceContext } from '../internal/announce.js';

/**
 * The outlet's one polite live region: `ref` is an element rendered empty from the first
 * render (a region inserted already filled is not read); the returned `say` replaces its text.
 * Every store change is said at most once (announcements.ts); the first snapshot is the
 * baseline, so mounting says nothing. Focus is never moved to say something.
 */
export function useAnnouncer(
  ref: RefObject<HTMLElement | null>,
  snapshot: ElicitationSnapshot,
  text: HostLabels,
  modes: readonly ElicitationMode[] | undefined,
): (message: string) => void {
  const flip = useRef(false);
  const say = useCallback((message: string) => {
    const region = ref.current;
    if (!region || !message) return;
    // The same words twice in a row are still a change (a no-break space, trimmed by readers).
    flip.current = !flip.current;
    region.textContent = flip.current ? message : `${message}\u00a0`;
  }, [ref]);
  const latest = useRef({ text, modes });
  useEffect(() => {
    latest.current = { text, modes };
  });
  const previous = useRef<ElicitationSnapshot>(undefined);
  useEffect(() => {
    const before = previous.current;
    previous.current = snapshot;
    if (before) say(announcement(before, snapshot, latest.current.text, latest.current.modes));
  }, [snapshot, say]);
  return say;
}
