/**
 * The person's clock: how long a request may wait for a human, as opposed to the machine's
 * timeouts (docs/guides/time-and-calls.md). It never waits for ever unless the host says `Infinity`.
 */
import type { ElicitationMode } from '../elicitation/types.js';

/** How long a request waits for the person when the host gives no deadline, per mode (ms). */
export type TimeToAnswer = Readonly<Record<ElicitationMode, number>>;

/** Half an hour for a URL, where the person signs in, pays or approves on another site. */
export const DEFAULT_TIME_TO_ANSWER: TimeToAnswer = { form: 10 * 60_000, url: 30 * 60_000 };

/** The largest delay `setTimeout` takes (2^31 - 1 ms); a longer one fires at once. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

export interface PersonDeadline {
  /** When the request expires (ms since the epoch); absent: never. */
  deadline?: number;
  /** How much one "More time" adds; absent when the deadline is not the host's own to move. */
  moreTime?: number;
}

/** A host's deadline may mirror a machine timeout, so it moves only when the host says by how much (`moreTime`). */
export function personDeadline(mode: string, host: { deadline?: number; moreTime?: number }, timeToAnswer: TimeToAnswer, now: number): PersonDeadline {
  const wait = timeToAnswer[mode === 'url' ? 'url' : 'form'];
  const deadline = host.deadline ?? now + wait;
  const moreTime = host.deadline === undefined ? (host.moreTime ?? wait) : host.moreTime;
  if (!(deadline < Infinity)) return {};
  return moreTime! > 0 && moreTime! < Infinity ? { deadline, moreTime: moreTime! } : { deadline };
}

/** One "More time": from the later of the deadline and now, so time already lost is not lost twice. */
export const extendedDeadline = (deadline: number, moreTime: number, now: number) => Math.max(deadline, now) + moreTime;

/** A `setTimeout` delay for a deadline (never negative, never beyond what a timer takes). */
export const timerDelay = (deadline: number, now: number) => Math.min(Math.max(0, deadline - now), MAX_TIMER_MS);
