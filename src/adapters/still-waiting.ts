/**
 * URL mode "still waiting" for a call whose rounds the host runs: after the retry carried
 * `accept`, a server whose out-of-band step is not finished answers `input_required` again
 * with the same `requestState` and nothing new to ask. The call keeps its URL request waiting,
 * asks again with a bounded backoff (at once on "I'm done"), and answers `cancel` when the
 * person stops waiting. The SDK's own loop would retry every 250 ms and fail after 10 rounds.
 */
import type { ElicitResult } from '../elicitation/types.js';
import type { WaitingEvent } from '../store/types.js';

/** When to ask again: from `firstMs`, doubling, never more than `maxMs` apart. */
export interface WaitingChecks {
  /** @default 1000 */
  firstMs?: number;
  /** @default 30000 */
  maxMs?: number;
}

/** The delay before the check after `checks` "still waiting" answers. */
export function checkDelay(checks: number, { firstMs = 1_000, maxMs = 30_000 }: WaitingChecks = {}): number {
  return Math.min(maxMs, firstMs * 2 ** Math.min(checks, 30));
}

/** What the next leg carries: `cancel` for the URL requests the person stopped waiting on. */
export type NextCheck = Readonly<Record<string, ElicitResult>>;

/** The URL requests of one call that wait out of band, and what the person does about them. */
export interface WaitingFollower {
  /** The store's `onWaiting` for the request asked under `key`. */
  follow(key: string): (event: WaitingEvent) => void;
  /** Some URL request of the call waits (a requestState-only answer is "still waiting"). */
  readonly waiting: boolean;
  /** The server answered "still waiting": every waiting request says when it was checked. */
  stillWaiting(): void;
  /**
   * Resolves when it is time to ask again: after `delayMs`, at once on "I'm done", or when the
   * person stops waiting (with `cancel` for those keys); rejects when `signal` aborts.
   */
  next(delayMs: number, signal: AbortSignal): Promise<NextCheck>;
  /** The call asked something new: what waited is over. */
  clear(): void;
}

const CANCEL: ElicitResult = { action: 'cancel' };

export function createWaitingFollower(): WaitingFollower {
  const open = new Map<string, () => void>(); // key → its stillWaiting
  const cancelled = new Set<string>();
  let finished = false;
  let wake: (() => void) | undefined;

  return {
    follow: (key) => (event) => {
      if (event.type === 'opened') open.set(key, event.stillWaiting);
      else if (open.has(key)) {
        if (event.type === 'cancel') {
          open.delete(key);
          cancelled.add(key);
        } else finished = true;
        wake?.();
      }
    },
    get waiting() {
      return open.size > 0 || cancelled.size > 0;
    },
    stillWaiting() {
      for (const mark of open.values()) mark();
    },
    next(delayMs, signal) {
      return new Promise((resolve, reject) => {
        const done = () => {
          clearTimeout(timer);
          signal.removeEventListener('abort', onAbort);
          wake = undefined;
          finished = false;
          const keys = [...cancelled];
          cancelled.clear();
          resolve(Object.fromEntries(keys.map((key) => [key, CANCEL])));
        };
        const onAbort = () => {
          clearTimeout(timer);
          wake = undefined;
          reject(signal.reason);
        };
        const timer = setTimeout(done, delayMs);
        if (signal.aborted) return onAbort();
        signal.addEventListener('abort', onAbort, { once: true });
        wake = done;
        if (finished || cancelled.size > 0) done();
      });
    },
    clear() {
      open.clear();
      cancelled.clear();
      finished = false;
    },
  };
}
