/** The state every {@link CallList} shares: one immutable snapshot, its listeners, and the followers waiting for a call to end. */
import type { CallList, CallsSnapshot, CallState, EndedCall } from './calls.js';

export interface CallListCore<R = unknown> {
  readonly list: CallList<R>;
  /** Replace the calls (oldest first; unchanged calls keep their objects); `synced`: the list is complete. */
  set(calls: readonly CallState<R>[], synced: boolean): void;
  /** Followers still waiting reject with `reason`; later ones at once. */
  close(reason: Error): void;
}

interface Follower<R> {
  readonly resolve: (ended: EndedCall<R>) => void;
  readonly reject: (reason: unknown) => void;
  unseen?: ReturnType<typeof setTimeout>;
}

/**
 * `unseenMs`: how long a followed id may stay absent from a synced list before it counts as
 * `lost` (0: at once, for a list that knows every call it will ever have).
 */
export function createCallListCore<R = unknown>(stop: (id: string) => Promise<void>, unseenMs: number): CallListCore<R> {
  let snapshot: CallsSnapshot<R> = { calls: [], synced: false };
  const listeners = new Set<() => void>();
  const followers = new Map<string, Set<Follower<R>>>();
  let closed: Error | undefined;

  function release(id: string, follower: Follower<R>) {
    clearTimeout(follower.unseen);
    const set = followers.get(id);
    set?.delete(follower);
    if (set?.size === 0) followers.delete(id);
  }

  const lost = (id: string): EndedCall<R> => ({ id, name: '', startedAt: 0, status: 'cancelled', endedAt: Date.now(), reason: 'lost' });

  /** Settle the followers of ended calls; time those following a call the list does not have. */
  function review() {
    for (const [id, set] of [...followers]) {
      const call = snapshot.calls.find((c) => c.id === id);
      for (const follower of [...set]) {
        if (call && call.status !== 'running') {
          release(id, follower);
          follower.resolve(call);
        } else if (call || !snapshot.synced) {
          clearTimeout(follower.unseen);
          follower.unseen = undefined;
        } else if (unseenMs === 0) {
          release(id, follower);
          follower.resolve(lost(id));
        } else {
          follower.unseen ??= setTimeout(() => {
            release(id, follower);
            follower.resolve(lost(id));
          }, unseenMs);
        }
      }
    }
  }

  const list: CallList<R> = {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop,
    settled(id, { signal } = {}) {
      return new Promise<EndedCall<R>>((resolve, reject) => {
        if (signal?.aborted) return reject(signal.reason);
        if (closed) return reject(closed);
        const onAbort = () => {
          release(id, follower);
          reject(signal!.reason);
        };
        const follower: Follower<R> = {
          resolve: (ended) => {
            signal?.removeEventListener('abort', onAbort);
            resolve(ended);
          },
          reject: (reason) => {
            signal?.removeEventListener('abort', onAbort);
            reject(reason);
          },
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        followers.set(id, (followers.get(id) ?? new Set()).add(follower));
        review();
      });
    },
  };

  return {
    list,
    set(calls, synced) {
      const next = synced || snapshot.synced;
      const same = next === snapshot.synced && calls.length === snapshot.calls.length && calls.every((call, index) => call === snapshot.calls[index]);
      if (!same) {
        snapshot = { calls, synced: next };
        for (const listener of [...listeners]) listener();
      }
      review();
    },
    close(reason) {
      closed = reason;
      for (const [id, set] of [...followers]) {
        for (const follower of [...set]) {
          release(id, follower);
          follower.reject(reason);
        }
      }
    },
  };
}
