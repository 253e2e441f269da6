/**
 * The sessions an instance watches for its streams: each instance's slices rebuilt from the
 * published changes, delivered in version order, never from an instance reported gone. A change
 * that does not fit the copy has the slice read anew; changes arriving meanwhile wait for it.
 */
import { isEmptySlice, type SessionSlice } from './backplane.js';
import { applyMessage, parseMessage, type SliceMessage } from './redis-slices.js';

/** The subscriber's side the watcher uses (node-redis pub/sub). */
interface Subscriber {
  subscribe(channel: string, listener: (message: string) => unknown): Promise<unknown>;
  unsubscribe(channel: string, listener: (message: string) => unknown): Promise<unknown>;
}

export interface WatchOptions {
  channel(session: string): string;
  subscriber(): Subscriber;
  /** Whether `instance` was reported gone: its slices are not delivered any more. */
  isGone(instance: string): boolean;
  onSlice(slice: SessionSlice): void;
  /** One instance's slice of a session as Redis holds it now (undefined: none). */
  read(session: string, instance: string): Promise<SessionSlice | undefined>;
}

export function createWatcher(options: WatchOptions) {
  /** session → number of `watch` calls not yet released. */
  const watched = new Map<string, number>();
  /** session → instance → the latest slice delivered: the copy the next change applies to. */
  const delivered = new Map<string, Map<string, SessionSlice>>();
  /** `${session}\n${instance}` read anew, and the changes that arrived meanwhile. */
  const reading = new Map<string, SliceMessage[]>();
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
    else versions.set(slice.instance, slice);
    options.onSlice(slice);
  }

  function take(message: SliceMessage) {
    const { session, instance } = message.head;
    if (!watched.has(session) || options.isGone(instance)) return;
    const key = `${session}\n${instance}`;
    const waiting = reading.get(key);
    if (waiting) return void waiting.push(message);
    const slice = applyMessage(message, delivered.get(session)?.get(instance));
    if (slice === 'stale') return;
    if (slice) return deliver(slice);
    reading.set(key, [message]);
    void options
      .read(session, instance)
      .catch(() => null)
      .then((read) => {
        const queued = reading.get(key) ?? [];
        reading.delete(key);
        // None in Redis any more: the part this change belongs to ended meanwhile.
        if (read === undefined) deliver({ instance, session, part: message.head.part, version: message.head.version, rounds: [], refused: [] });
        else if (read) deliver(read);
        // What still does not fit is dropped: the next change reads the slice again.
        for (const next of queued) {
          const slice = applyMessage(next, delivered.get(session)?.get(instance));
          if (slice && slice !== 'stale') deliver(slice);
        }
      });
  }

  const onMessage = (text: string) => {
    const message = parseMessage(text);
    if (message) take(message);
  };

  /** Subscribe or unsubscribe `session`'s channel to match `watched`, in order, so a stream closing as another opens never ends unsubscribed. */
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
    /** A slice read while `session` is watched: the copy the next change applies to, if there is none yet. */
    seed(slice: SessionSlice) {
      if (!watched.has(slice.session) || options.isGone(slice.instance) || isEmptySlice(slice)) return;
      let versions = delivered.get(slice.session);
      if (!versions) delivered.set(slice.session, (versions = new Map()));
      if (!versions.has(slice.instance)) versions.set(slice.instance, slice);
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
