/**
 * The sessions an instance of the Redis backplane watches (it has streams for them): their
 * channels subscribed while watched, and each instance's slices delivered in version order,
 * never backwards, nothing from an instance reported gone.
 */
import { isEmptySlice, type SessionSlice } from './backplane.js';

/** The subscriber's side the watcher uses (node-redis pub/sub). */
interface Subscriber {
  subscribe(channel: string, listener: (message: string) => unknown): Promise<unknown>;
  unsubscribe(channel: string, listener: (message: string) => unknown): Promise<unknown>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function parseSlice(message: string): SessionSlice | undefined {
  let value: unknown;
  try {
    value = JSON.parse(message);
  } catch {
    return undefined;
  }
  const ok =
    isRecord(value) &&
    typeof value.instance === 'string' &&
    typeof value.part === 'string' &&
    typeof value.session === 'string' &&
    typeof value.version === 'number' &&
    Array.isArray(value.rounds) &&
    Array.isArray(value.refused);
  return ok ? (value as unknown as SessionSlice) : undefined;
}

export interface WatchOptions {
  channel(session: string): string;
  subscriber(): Subscriber;
  /** Whether `instance` was reported gone: its slices are not delivered any more. */
  isGone(instance: string): boolean;
  onSlice(slice: SessionSlice): void;
}

export function createWatcher(options: WatchOptions) {
  /** session → number of `watch` calls not yet released. */
  const watched = new Map<string, number>();
  /** session → instance → its part and the highest version delivered. */
  const delivered = new Map<string, Map<string, { part: string; version: number }>>();
  /** Sessions whose channel the subscriber is on, and the queue that changes it (one at a time). */
  const subscribed = new Set<string>();
  let subscriptions: Promise<unknown> = Promise.resolve();

  function deliver(slice: SessionSlice) {
    if (!watched.has(slice.session) || options.isGone(slice.instance)) return;
    let versions = delivered.get(slice.session);
    if (!versions) delivered.set(slice.session, (versions = new Map()));
    const known = versions.get(slice.instance);
    if (known && known.part === slice.part && known.version >= slice.version) return;
    // An empty slice ends that instance's share of the session; its next part counts from 1 again.
    if (isEmptySlice(slice)) versions.delete(slice.instance);
    else versions.set(slice.instance, { part: slice.part, version: slice.version });
    options.onSlice(slice);
  }

  const onMessage = (message: string) => {
    const slice = parseSlice(message);
    if (slice) deliver(slice);
  };

  /**
   * Subscribe or unsubscribe `session`'s channel to match `watched`, after every earlier
   * change: a stream that closes and one that opens at once never end unsubscribed.
   */
  function sync(session: string): Promise<void> {
    const run = subscriptions.then(async () => {
      const want = watched.has(session);
      if (want === subscribed.has(session)) return;
      if (want) {
        await options.subscriber().subscribe(options.channel(session), onMessage);
        subscribed.add(session);
      } else {
        subscribed.delete(session);
        await options.subscriber().unsubscribe(options.channel(session), onMessage);
      }
    });
    subscriptions = run.catch(() => {});
    return run;
  }

  return {
    /** Watch `session` until the returned function is called (`live` says whether to unsubscribe then). */
    async watch(session: string, live: () => boolean): Promise<() => Promise<void>> {
      const count = watched.get(session) ?? 0;
      watched.set(session, count + 1);
      if (count === 0) {
        try {
          await sync(session);
        } catch (error) {
          watched.delete(session);
          throw error;
        }
      }
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        const left = (watched.get(session) ?? 1) - 1;
        if (left > 0) {
          watched.set(session, left);
          return;
        }
        watched.delete(session);
        delivered.delete(session);
        if (live()) await sync(session).catch(() => {});
      };
    },
    /** After a rejoin: every watched session subscribed (again, if it was left meanwhile). */
    async resubscribe() {
      for (const session of watched.keys()) await sync(session);
    },
    /** An instance is gone: its versions are forgotten (it may come back with new parts). */
    forget(instance: string) {
      for (const versions of delivered.values()) versions.delete(instance);
    },
    /** Leave every session's channel (the subscriber is the host's and stays open). */
    async unsubscribeAll() {
      for (const session of watched.keys()) await options.subscriber().unsubscribe(options.channel(session), onMessage).catch(() => {});
    },
  };
}
