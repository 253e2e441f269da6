// A session's tab count on every instance, for the call runner's grace period: each slice carries its instance's count.
import type { RelayBackplane, SessionSlice } from '../backplane.js';

export interface TabsOptions {
  readonly instance: string;
  readonly backplane: RelayBackplane;
  /** Streams of `session` open on this instance. */
  localTabs(session: string): number;
}

export interface Tabs {
  /** Report the session's tabs everywhere, soon and on every change, until released. */
  watch(session: string, onTabs: (tabs: number) => void): () => void;
  /** A slice arrived from the backplane (any instance, any watched session). */
  onSlice(slice: SessionSlice): void;
  onInstanceGone(instance: string): void;
  /** This instance's own streams of `session` changed. */
  localChanged(session: string): void;
}

interface Watched {
  readonly listeners: Set<(tabs: number) => void>;
  /** Other instances' latest counts, with the version they came with. */
  readonly remote: Map<string, { part: string; version: number; tabs: number }>;
  release?: Promise<() => Promise<void>>;
  last?: number;
}

export function createTabs(options: TabsOptions): Tabs {
  const { instance, backplane } = options;
  const watched = new Map<string, Watched>();

  function report(session: string) {
    const entry = watched.get(session);
    if (!entry) return;
    let tabs = options.localTabs(session);
    for (const { tabs: count } of entry.remote.values()) tabs += count;
    if (tabs === entry.last) return;
    entry.last = tabs;
    for (const listener of [...entry.listeners]) listener(tabs);
  }

  function take(entry: Watched, slice: SessionSlice) {
    if (slice.instance === instance) return;
    const known = entry.remote.get(slice.instance);
    if (known && known.part === slice.part && known.version >= slice.version) return;
    entry.remote.set(slice.instance, { part: slice.part, version: slice.version, tabs: slice.tabs ?? 0 });
  }

  return {
    watch(session, onTabs) {
      let entry = watched.get(session);
      if (!entry) {
        const created: Watched = { listeners: new Set(), remote: new Map() };
        entry = created;
        watched.set(session, created);
        // Watch first, then read: a slice published in between arrives through the watch.
        created.release = backplane.watch(session);
        void created.release
          .then(() => backplane.slices(session))
          .then((slices) => {
            for (const slice of slices) take(created, slice);
          })
          .catch(() => undefined)
          .finally(() => report(session));
      } else {
        const known = entry;
        // Never synchronously: the caller is still setting itself up.
        queueMicrotask(() => known.last !== undefined && known.listeners.has(onTabs) && onTabs(known.last));
      }
      entry.listeners.add(onTabs);
      return () => {
        const current = watched.get(session);
        if (!current?.listeners.delete(onTabs) || current.listeners.size > 0) return;
        watched.delete(session);
        void current.release?.then((stop) => stop()).catch(() => undefined);
      };
    },
    onSlice(slice) {
      const entry = watched.get(slice.session);
      if (!entry) return;
      take(entry, slice);
      report(slice.session);
    },
    onInstanceGone(gone) {
      for (const [session, entry] of watched) if (entry.remote.delete(gone)) report(session);
    },
    localChanged: (session) => report(session),
  };
}
