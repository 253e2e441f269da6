/**
 * What the person is shown of their clock (deadline.ts) at a moment: pure, so a view keeps
 * one timer that wakes only when this changes. Time left stays out of sight while there is
 * plenty of it (a countdown from the first second is noise and pressure), shows from
 * `SHOWN_FROM_MS`, and is said aloud twice: when it shows, and shortly before the end.
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

/** The time left of a request with `deadline` (ms since the epoch; absent: never) at `now`. */
export function timeLeftAt(deadline: number | undefined, now: number): TimeLeft {
  if (deadline === undefined || !(deadline < Infinity)) return NEVER;
  const left = deadline - now;
  if (left <= 0) return { phase: 'over', seconds: 0 };
  const seconds = Math.ceil(left / 1000);
  if (left > SHOWN_FROM_MS) return { phase: 'hidden', seconds, nextChangeIn: left - SHOWN_FROM_MS };
  // Wake as the displayed second changes (left crosses a whole second).
  return { phase: left > SOON_MS ? 'shown' : 'soon', seconds, nextChangeIn: left - (seconds - 1) * 1000 };
}

/**
 * What to say when the phase moves from `before` to `after`, as the seconds it announces:
 * once on reaching the countdown, once on reaching the last stretch; never on the way back
 * (More time), never on the end (the request's own expiry notice says that).
 */
export function timeLeftAnnouncement(before: TimeLeftPhase, after: TimeLeftPhase, seconds: number): number | undefined {
  if (before === after || after === 'hidden' || after === 'over' || before === 'soon') return undefined;
  return seconds;
}

/** The earliest deadline among requests (a round's countdown is its first deadline). */
export function earliestDeadline(requests: readonly { readonly deadline?: number }[]): number | undefined {
  let earliest: number | undefined;
  for (const { deadline } of requests) if (deadline !== undefined && (earliest === undefined || deadline < earliest)) earliest = deadline;
  return earliest;
}
