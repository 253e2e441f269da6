/**
 * What the person is shown of their clock at a moment: pure, so a view's one timer wakes only
 * when this changes. Hidden while there is plenty (a countdown from the first second is noise
 * and pressure), and said aloud twice: when it shows, and shortly before the end.
 */

/** The countdown shows from here on (and from the start when a request arrives with less). */
export const SHOWN_FROM_MS = 2 * 60_000;
/** The second, last announcement: enough time left to act on it (send, or ask for more). */
export const SOON_MS = 30_000;

/** `hidden`: plenty of time; `shown`: counting down; `soon`: the last stretch; `over`: the deadline passed. */
export type TimeLeftPhase = 'hidden' | 'shown' | 'soon' | 'over';

export interface TimeLeft {
  readonly phase: TimeLeftPhase;
  /** Whole seconds left, rounded up (what the countdown reads); 0 once over. */
  readonly seconds: number;
  /** Milliseconds until this changes (the next second, or the threshold); absent when nothing will. */
  readonly nextChangeIn?: number;
}

const NEVER: TimeLeft = { phase: 'hidden', seconds: Infinity };

/**
 * The time left of a request with `deadline` (ms since the epoch; absent: never) at `now`.
 * `seen`: the countdown has shown already; it stays (`shown`) when More time moves the
 * deadline back beyond the threshold, so the line, its button and the person's focus on
 * it do not vanish under them.
 */
export function timeLeftAt(deadline: number | undefined, now: number, seen = false): TimeLeft {
  if (deadline === undefined || !(deadline < Infinity)) return NEVER;
  const left = deadline - now;
  if (left <= 0) return { phase: 'over', seconds: 0 };
  const seconds = Math.ceil(left / 1000);
  if (left > SHOWN_FROM_MS && !seen) return { phase: 'hidden', seconds, nextChangeIn: left - SHOWN_FROM_MS };
  // Wake as the displayed second changes (left crosses a whole second).
  return { phase: left > SOON_MS ? 'shown' : 'soon', seconds, nextChangeIn: left - (seconds - 1) * 1000 };
}

/**
 * The seconds to announce on a phase change: on showing and on the last stretch, never at
 * the end; and the new time once More time moved the deadline (`moved`), as the answer to the press.
 */
export function timeLeftAnnouncement(before: TimeLeftPhase, after: TimeLeftPhase, seconds: number, moved = false): number | undefined {
  if (after === 'hidden' || after === 'over') return undefined;
  if (moved) return seconds;
  if (before === after || before === 'soon') return undefined;
  return seconds;
}

/** The earliest deadline among requests (a round's countdown is its first deadline). */
export function earliestDeadline(requests: readonly { readonly deadline?: number }[]): number | undefined {
  let earliest: number | undefined;
  for (const { deadline } of requests) if (deadline !== undefined && (earliest === undefined || deadline < earliest)) earliest = deadline;
  return earliest;
}
