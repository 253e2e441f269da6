import type { ReactNode } from 'react';

export interface RoundHeaderProps {
  /** Put on the element that holds `server` and `count`: the round's frame is named by it. */
  titleId: string;
  /** The server line (the `ServerBadge` part, drawn). */
  server: ReactNode;
  /** How many questions ("3 questions"). */
  count: string;
  /** How far the round is: answered, being filled in, nothing sent before Send all. Not a live region. */
  progress: string;
  /** Some question needs attention after Send all (say it in the danger colour). */
  attention: boolean;
}

/**
 * The header of a round: server and question count (the frame's name), then the progress line.
 * @selector .mcpe-Round-header, .mcpe-Round-progress[data-attention]
 */
export function ElicitationRoundHeader({ titleId, server, count, progress, attention }: RoundHeaderProps) {
  return (
    <div className="mcpe-Round-header">
      <div id={titleId} className="mcpe-Round-title">
        {server}
        <span className="mcpe-Round-count">{count}</span>
      </div>
      <p className="mcpe-Round-progress" data-attention={attention || undefined}>
        {progress}
      </p>
    </div>
  );
}
