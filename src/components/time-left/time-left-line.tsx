import { useEffect, useRef, useState } from 'react';
import { timerDelay } from '../../store/deadline.js';
import { timeLeftAnnouncement, timeLeftAt } from '../../store/time-left.js';
import { useElicitationLabels, useParts } from '../provider/elicitation-provider.js';
import { ElicitationTimeLeft } from '../parts/time-left.js';

export interface TimeLeftLineProps {
  /** When the request (or the round's first request) expires, ms since the epoch; absent: never. */
  deadline?: number;
  /** "More time" (the store's `extendDeadline`), where the host lets the deadline move. */
  onMoreTime?: () => void;
}

/**
 * A view's one clock: the `TimeLeft` part while the countdown shows (store/time-left.ts),
 * and a polite live region of its own, rendered empty from the start, that says the time
 * twice. One timer, woken only when what is shown changes (every second while counting,
 * once at the threshold otherwise); the form around it never re-renders for it.
 */
export function TimeLeftLine({ deadline, onMoreTime }: TimeLeftLineProps) {
  const text = useElicitationLabels().host;
  const { Button, TimeLeft = ElicitationTimeLeft } = useParts();
  const [now, setNow] = useState(() => Date.now());
  const shown = timeLeftAt(deadline, now);
  const regionRef = useRef<HTMLSpanElement>(null);
  const phase = useRef(shown.phase);

  useEffect(() => {
    // Read the clock afresh: the deadline may have moved (More time) since `now` was read.
    const fresh = timeLeftAt(deadline, Date.now());
    const stale = fresh.phase !== shown.phase || fresh.seconds !== shown.seconds;
    if (!stale && fresh.nextChangeIn === undefined) return;
    const timer = setTimeout(() => setNow(Date.now()), stale ? 0 : timerDelay(Date.now() + fresh.nextChangeIn!, Date.now()));
    return () => clearTimeout(timer);
  }, [deadline, shown.phase, shown.seconds]);

  useEffect(() => {
    const before = phase.current;
    phase.current = shown.phase;
    const seconds = timeLeftAnnouncement(before, shown.phase, shown.seconds);
    if (seconds !== undefined && regionRef.current) regionRef.current.textContent = text.announceTimeLeft(seconds);
  }, [shown.phase, shown.seconds, text]);

  const counting = shown.phase === 'shown' || shown.phase === 'soon';
  return (
    <>
      <span ref={regionRef} role="status" className="mcpe-TimeLeft-announcer mcpe-VisuallyHidden" />
      {counting && (
        <TimeLeft
          text={text.timeLeft(shown.seconds)}
          seconds={shown.seconds}
          urgent={shown.phase === 'soon'}
          moreTime={onMoreTime && <Button className="mcpe-TimeLeft-more" onClick={onMoreTime}>{text.moreTime}</Button>}
        />
      )}
    </>
  );
}
