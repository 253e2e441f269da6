/**
 * Nobody answers a call that is gone, yet some clients let a question outlive its call
 * (docs/guides/time-and-calls.md). `during(call)` ties the requests asked while the call runs
 * to it, so they expire with it. Which call asked is not on the wire: a request is tied to
 * every call running when it arrives and ends once all of them have (never early).
 */
import type { ExpiryReason } from '../store/lifecycle.js';

export interface CallsInFlight {
  /** Run the call; the requests it asks meanwhile end with it. Resolves or rejects as it does. */
  during<T>(call: () => Promise<T>): Promise<T>;
  /** The signal of a request arriving now: aborts once every call running now has ended; none when no call runs. */
  signal(): AbortSignal | undefined;
}

export function createCallsInFlight(): CallsInFlight {
  const running = new Set<Promise<ExpiryReason>>();
  return {
    async during(call) {
      let end!: (reason: ExpiryReason) => void;
      const ended = new Promise<ExpiryReason>((resolve) => (end = resolve));
      running.add(ended);
      try {
        const result = await call();
        end({ code: 'stopped' });
        return result;
      } catch (error) {
        end({ code: 'call-failed' });
        throw error;
      } finally {
        running.delete(ended);
      }
    },
    signal() {
      if (running.size === 0) return undefined;
      const controller = new AbortController();
      void Promise.all(running).then((reasons) => controller.abort(reasons.at(-1)));
      return controller.signal;
    },
  };
}

/** An adapter's handler, with the `during` of its calls. */
export type WithCalls<H> = H & Pick<CallsInFlight, 'during'>;

/** Every signal that is there, as one (`undefined` when none is). */
export function anySignal(...signals: Array<AbortSignal | undefined>): AbortSignal | undefined {
  const present = signals.filter((signal): signal is AbortSignal => signal !== undefined);
  return present.length > 1 ? AbortSignal.any(present) : present[0];
}
