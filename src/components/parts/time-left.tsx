import type { ReactNode } from 'react';
import { cx } from '../../text/cx.js';

/** What the `TimeLeft` part receives: the countdown in words, and "More time" when the host allows it. */
export interface TimeLeftProps {
  /** The countdown in words ("1:45 left to answer"); changes every second while shown. */
  text: string;
  /** Whole seconds left, for a part that draws its own (a ring, a bar). */
  seconds: number;
  /** The last stretch (under 30 seconds): draw it so it stands out. */
  urgent: boolean;
  /** The "More time" button, ready to draw (absent where the deadline cannot move). */
  moreTime?: ReactNode;
  className?: string;
}

/**
 * The default time-left line. Not a live region: it changes every second, and the view says the time aloud only when it matters.
 * @selector .mcpe-TimeLeft[data-urgent]
 */
export function ElicitationTimeLeft({ text, urgent, moreTime, className }: TimeLeftProps) {
  return (
    <div className={cx('mcpe-TimeLeft', className)} data-urgent={urgent || undefined}>
      <span className="mcpe-TimeLeft-text">{text}</span>
      {moreTime}
    </div>
  );
}
