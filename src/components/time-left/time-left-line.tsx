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
 * A view's one clock: the `TimeLeft` part and its own polite live region, which says the time
 * twice, and again after More time (the line and focus on its button stay). One timer, woken
 * only when what is shown changes; the form around it never re-renders for it.
 */
export function TimeLeftLine({ deadline, onMoreTime }: TimeLeftLineProps) {
  const text = useElicitationLabels().host;
  const { Button, TimeLeft = ElicitationTimeLeft } = useParts();
  const [now, setNow] = useState(() => Date.now());
  const [seen, setSeen] = useState(false);
  const shown = timeLeftAt(deadline, now, seen);
  const counting = shown.phase === 'shown' || shown.phase === 'soon';
  if (counting && !seen) setSeen(true);
  const regionRef = useRef<HTMLSpanElement>(null);
  const said = useRef({ phase: shown.phase, deadline });

  useEffect(() => {
    // Read the clock afresh: the deadline may have moved since `now` was read.
    const fresh = timeLeftAt(deadline, Date.now(), seen);
    const stale = fresh.phase !== shown.phase || fresh.seconds !== shown.seconds;
    if (!stale && fresh.nextChangeIn === undefined) return;
    const timer = setTimeout(() => setNow(Date.now()), stale ? 0 : timerDelay(Date.now() + fresh.nextChangeIn!, Date.now()));
    return () => clearTimeout(timer);
  }, [deadline, seen, shown.phase, shown.seconds]);

  useEffect(() => {
    const before = said.current;
    said.current = { phase: shown.phase, deadline };
    const moved = before.deadline !== undefined && deadline !== undefined && deadline > before.deadline;
    const seconds = timeLeftAnnouncement(before.phase, shown.phase, shown.seconds, moved);
    if (seconds !== undefined && regionRef.current) regionRef.current.textContent = text.announceTimeLeft(seconds);
  }, [shown.phase, shown.seconds, deadline, text]);

  // The clock is read with the press, so the moved deadline renders in the same paint.
  const moreTime = () => {
    onMoreTime?.();
    setNow(Date.now());
  };
  return (
    <>
      <span ref={regionRef} role="status" className="mcpe-TimeLeft-announcer mcpe-VisuallyHidden" />
      {counting && (
        <TimeLeft
          text={text.timeLeft(shown.seconds)}
          seconds={shown.seconds}
          urgent={shown.phase === 'soon'}
          moreTime={onMoreTime && <Button className="mcpe-TimeLeft-more" onClick={moreTime}>{text.moreTime}</Button>}
        />
      )}
    </>
  );
}
