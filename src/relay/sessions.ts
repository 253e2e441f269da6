/**
 * This instance's sessions: one local store per session (the only state machine), its ids
 * as the wire shows them, and its slice, rebuilt and published once per burst of changes.
 */
import { randomId } from '../store/ids.js';
import { createElicitationStore } from '../store/store.js';
import type { ElicitationRequest, ElicitationStore } from '../store/types.js';
import { isEmptySlice, type SessionSlice } from './backplane.js';
import type { WireCall } from './calls/wire-call.js';
import { isLive } from '../store/lifecycle.js';
import type { WireRequest, WireRound } from './wire.js';

const TOMBSTONES = 10_000;

export interface Session {
  readonly name: string;
  readonly store: ElicitationStore;
  /** The request and round ids of the last slice (the store's own: random, shown as they are). */
  ids: Set<string>;
  slice: SessionSlice;
  /** The slice before `slice`: an action's reply carries the change between them. */
  previous: SessionSlice;
  /** The store changed since `slice` was built (it is rebuilt once per burst of changes). */
  dirty: boolean;
  unsubscribe: () => void;
}

export interface SessionsOptions {
  readonly instance: string;
  readonly pendingLimit: number;
  readonly finishedLimit: number;
  publish(slice: SessionSlice): void;
  /** What the slice carries besides the store's requests: the call runner's calls, the tabs it counts. */
  extras?(session: string): { readonly calls?: readonly WireCall[]; readonly tabs?: number };
}

export interface Sessions {
  get(name: string): Session | undefined;
  /** The session, created on first use. */
  open(name: string): Session;
  /** Build and publish the slice of a session whose store changed (at most once per change). */
  flush(session: Session): void;
  /** Something of the slice besides the store changed (`extras`): publish the session again. */
  touch(name: string): void;
  all(): Session[];
  /** Rebuild every session's slice (after the backplane came back), for publishing anew. */
  rebuildAll(): SessionSlice[];
  /** Did `id` leave this session's store? A later action on it is a conflict. */
  isFinished(name: string, id: string): boolean;
  /** Unanswered requests of a session, of one server when given. */
  liveCount(session: Session | undefined, serverId?: string): number;
  findRequest(session: Session, id: string): ElicitationRequest | undefined;
}

/** A request as the wire shows it, made once per state: an unchanged request stays the same object, so a change carries only what moved. */
const wireRequests = new WeakMap<ElicitationRequest, WireRequest>();
function wireOf(request: ElicitationRequest): WireRequest {
  let wire = wireRequests.get(request);
  if (!wire) {
    const copy = { ...request } as Record<string, unknown>;
    delete copy.sending;
    delete copy.actionError;
    wireRequests.set(request, (wire = copy as WireRequest));
  }
  return wire;
}

/** Remember `key` last, forgetting the oldest beyond TOMBSTONES. */
export function remember<V>(map: Map<string, V>, key: string, value: V) {
  map.delete(key);
  map.set(key, value);
  if (map.size > TOMBSTONES) map.delete(map.keys().next().value!);
}

export function createSessions(options: SessionsOptions): Sessions {
  const { instance } = options;
  const sessions = new Map<string, Session>();
  /** Requests and rounds that left this instance's stores: a later action is a conflict (409), not unknown. */
  const finished = new Map<string, true>(); // `${session}\n${id}`, oldest first

  function buildSlice(session: Session): SessionSlice {
    const snapshot = session.store.getSnapshot();
    const ids = new Set<string>();
    const rounds: WireRound[] = snapshot.rounds.map((round) => {
      ids.add(round.id);
      return {
        id: round.id,
        server: round.server,
        requests: round.requests.map((request) => {
          ids.add(request.id);
          return wireOf(request);
        }),
      };
    });
    // What left the store: a later action on it is a conflict (already answered), never a new request.
    for (const id of session.ids) if (!ids.has(id)) remember(finished, `${session.name}\n${id}`, true);
    session.ids = ids;
    // Versions count this session's changes only; a session emptied and asked again is a new part.
    const extras = options.extras?.(session.name);
    return {
      instance,
      session: session.name,
      part: session.slice.part,
      version: session.slice.version + 1,
      rounds,
      refused: snapshot.refused,
      ...(extras?.calls?.length && { calls: extras.calls }),
      ...(extras?.tabs && { tabs: extras.tabs }),
    };
  }

  /** Beyond `finishedPerSession` requests nobody can answer any more, the oldest leave (dismissed). */
  function trimFinished(session: Session) {
    const finishedIds: string[] = [];
    for (const round of session.store.getSnapshot().rounds) for (const request of round.requests) if (request.status === 'expired' || request.status === 'refused') finishedIds.push(request.id);
    // Still dirty while it dismisses: the store's notifications queue no second flush.
    for (const id of finishedIds.slice(0, Math.max(0, finishedIds.length - options.finishedLimit))) void session.store.dismiss(id);
  }

  function flush(session: Session) {
    if (!session.dirty) return;
    trimFinished(session);
    session.dirty = false;
    session.previous = session.slice;
    const slice = (session.slice = buildSlice(session));
    if (isEmptySlice(slice) && sessions.get(session.name) === session) {
      session.unsubscribe();
      sessions.delete(session.name);
    }
    options.publish(slice);
  }

  function open(name: string): Session {
    let session = sessions.get(name);
    if (session) return session;
    const store = createElicitationStore({ maxPendingPerServer: options.pendingLimit });
    const start: SessionSlice = { instance, session: name, part: randomId(), version: 0, rounds: [], refused: [] };
    const created: Session = { name, store, ids: new Set(), slice: start, previous: start, dirty: false, unsubscribe: () => undefined };
    session = created;
    sessions.set(name, created);
    // The slice is built after the store's change, not inside it: the call the change
    // settled hears its answer first, and a burst of changes is one publish.
    created.unsubscribe = store.subscribe(() => changed(created));
    return session;
  }

  function changed(session: Session) {
    if (session.dirty) return;
    session.dirty = true;
    queueMicrotask(() => flush(session));
  }

  return {
    get: (name) => sessions.get(name),
    open,
    flush,
    touch: (name) => changed(open(name)),
    all: () => [...sessions.values()],
    rebuildAll: () =>
      [...sessions.values()].map((session) => {
        session.dirty = false;
        session.previous = session.slice;
        return (session.slice = buildSlice(session));
      }),
    isFinished: (name, id) => finished.has(`${name}\n${id}`),
    liveCount: (session, serverId) =>
      session
        ? session.store.getSnapshot().rounds.reduce((n, round) => n + round.requests.filter((r) => isLive(r.status) && (serverId === undefined || r.server.id === serverId)).length, 0)
        : 0,
    findRequest(session, id) {
      for (const round of session.store.getSnapshot().rounds) for (const request of round.requests) if (request.id === id) return request;
      return undefined;
    },
  };
}
