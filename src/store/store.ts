import type { ElicitResult } from '../elicitation/types.js';
import { isLive, transition, type LifecycleEvent, type RefusalReason } from './lifecycle.js';
import type {
  CallScope,
  ElicitationRound,
  ElicitationSnapshot,
  ElicitationStoreOptions,
  ElicitOptions,
  PendingElicitation,
  RefusedNotice,
} from './types.js';

export interface ElicitationStore {
  /** Ask the user; resolves once with their answer (`cancel` if aborted or closed). */
  elicit(params: unknown, options: ElicitOptions): Promise<ElicitResult>;
  /**
   * The user's answer. A request alone in its round is sent at once; in a larger round
   * the answer is staged until {@link ElicitationStore.sendRound} (answer in any order).
   */
  respond(id: string, result: ElicitResult): void;
  /** Decline automatically (a mode not offered, a request that cannot be shown); kept in view with `reason`. */
  refuse(id: string, reason: RefusalReason): void;
  /** Send every staged answer of a round; only once each live request has one. */
  sendRound(roundId: string): boolean;
  /** The user closes a round: unanswered requests settle `cancel`, answered ones leave view. */
  cancelRound(roundId: string): void;
  /** Back to `pending`: the user wants to change a staged (unsent) answer. */
  reopen(id: string): void;
  /** Remove an answered request (waiting, refused, expired) from view. */
  dismiss(id: string): void;
  /**
   * The call that asked is over (completed, failed or aborted): nothing it asked stays in
   * view, except an expired request that holds what the user typed. Unanswered requests
   * of that call settle `cancel`. `{ serverId }` clears the *answered* requests of a
   * server, for hosts whose SDK does not say which call a request belongs to.
   */
  finishCall(scope: CallScope): void;
  /**
   * Keep the user's unsent input (any serialisable value). It does not notify
   * subscribers: a draft is read when a form mounts ({@link ElicitationStore.getDraft}),
   * and publishing on every keystroke would re-render every open form.
   */
  setDraft(id: string, draft: unknown): void;
  /** The last draft kept for a request, to restore a form after a remount. */
  getDraft(id: string): unknown;
  /** Clear the "declined automatically" notice of a server (by `ServerIdentity.id`). */
  dismissRefused(serverId: string): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): ElicitationSnapshot;
}

interface Entry {
  request: PendingElicitation;
  resolve: (result: ElicitResult) => void;
  /** Removes the abort listener; called once the caller has its answer. */
  release: () => void;
  settled: boolean;
}

const EMPTY: ElicitationSnapshot = { rounds: [], refused: [] };

function urlOf(params: unknown): string | undefined {
  const p = params as { mode?: unknown; url?: unknown } | null;
  return p && p.mode === 'url' && typeof p.url === 'string' ? p.url : undefined;
}

function hasContent(draft: unknown): boolean {
  if (draft === undefined || draft === null || draft === '') return false;
  if (typeof draft !== 'object') return true;
  return Object.values(draft).some(hasContent);
}

/**
 * A framework-free queue of elicitation requests grouped in MRTR rounds; each request
 * moves through the lifecycle of src/store/lifecycle.ts. React reads it with
 * `useSyncExternalStore(store.subscribe, store.getSnapshot)`.
 */
export function createElicitationStore(options: ElicitationStoreOptions = {}): ElicitationStore {
  const maxPending = options.maxPendingPerServer ?? 20;
  const entries = new Map<string, Entry>(); // insertion order = arrival order
  const listeners = new Set<() => void>();
  const roundIds = new Map<string, string>(); // server id + host round id → store round id
  const openedUrls = new Map<string, Set<string>>(); // call (or server) → URLs the user opened
  const refused = new Map<string, RefusedNotice>(); // server id → auto-declined count
  const drafts = new Map<string, unknown>(); // request id → unsent input, outside the snapshot
  let snapshot = EMPTY;
  let counter = 0;

  function publish() {
    const rounds = new Map<string, { server: ElicitationRound['server']; requests: PendingElicitation[] }>();
    for (const { request } of entries.values()) {
      const round = rounds.get(request.roundId) ?? { server: request.server, requests: [] };
      round.requests.push(request);
      rounds.set(request.roundId, round);
    }
    for (const [key, id] of roundIds) if (!rounds.has(id)) roundIds.delete(key);
    snapshot = { rounds: [...rounds].map(([id, round]) => ({ id, ...round })), refused: [...refused.values()] };
    for (const listener of [...listeners]) listener();
  }

  /** Apply one lifecycle event; returns whether it applied. Does not publish. */
  function apply(entry: Entry, event: LifecycleEvent): boolean {
    const step = transition(entry.request.status, event);
    if (!step) return false;
    if (step.settle && !entry.settled) {
      entry.settled = true;
      entry.release();
      entry.resolve(step.settle);
    }
    const { id } = entry.request;
    if (step.to === 'done') {
      entries.delete(id);
      drafts.delete(id);
      return true;
    }
    const base = { ...entry.request } as Record<string, unknown>;
    delete base.answer;
    delete base.reason;
    entry.request = {
      ...base,
      status: step.to,
      ...(step.answer && step.to !== 'expired' && { answer: step.answer }),
      ...(step.reason && { reason: step.reason }),
    } as PendingElicitation;
    if (step.to === 'waiting') rememberOpened(entry.request);
    return true;
  }

  function applyTo(id: string, event: LifecycleEvent) {
    const entry = entries.get(id);
    if (entry && apply(entry, event)) publish();
  }

  /** Calls are recognised by the host's call id, else by server. */
  const scopeOf = (request: { callId?: string; server: { id: string } }) =>
    request.callId !== undefined ? `call:${request.callId}` : `server:${request.server.id}`;

  function rememberOpened(request: PendingElicitation) {
    const url = urlOf(request.params);
    if (url === undefined) return;
    const scope = scopeOf(request);
    openedUrls.set(scope, (openedUrls.get(scope) ?? new Set<string>()).add(url));
  }

  function roundIdFor(serverId: string, explicit: string | undefined): string {
    if (explicit === undefined) return `round-${++counter}`;
    const key = JSON.stringify([serverId, explicit]);
    let id = roundIds.get(key);
    if (id === undefined) roundIds.set(key, (id = `round-${++counter}`));
    return id;
  }

  const roundEntries = (roundId: string) => [...entries.values()].filter((e) => e.request.roundId === roundId);

  const isSingle = (entry: Entry) => roundEntries(entry.request.roundId).length === 1;

  const sendEvent = (entry: Entry, answer: ElicitResult): LifecycleEvent => ({
    type: 'send',
    answer,
    url: urlOf(entry.request.params) !== undefined,
  });

  return {
    elicit(params, { server, key, signal, roundId, callId }) {
      return new Promise<ElicitResult>((resolve) => {
        if (signal?.aborted) return resolve({ action: 'cancel' });
        const waiting = [...entries.values()].filter((e) => !e.settled && e.request.server.id === server.id).length;
        if (waiting >= maxPending) {
          // Flood guard: decline without asking; one counter per server says so.
          refused.set(server.id, { server, count: (refused.get(server.id)?.count ?? 0) + 1 });
          resolve({ action: 'decline' });
          publish();
          return;
        }
        const id = `elicitation-${++counter}`;
        const url = urlOf(params);
        const scope = scopeOf({ callId, server });
        const request: PendingElicitation = {
          id,
          key: key ?? id,
          roundId: roundIdFor(server.id, roundId),
          ...(callId !== undefined && { callId }),
          server,
          params,
          status: 'pending',
          previouslyOpened: url !== undefined && (openedUrls.get(scope)?.has(url) ?? false),
        };
        // The same call asks again: a URL opened in an earlier round is no longer awaited.
        for (const other of [...entries.values()]) {
          if (other.request.roundId !== request.roundId && scopeOf(other.request) === scope) {
            apply(other, { type: 'supersede' });
          }
        }
        const onAbort = () => applyTo(id, { type: 'abort' });
        const entry: Entry = {
          request,
          resolve,
          settled: false,
          release: () => signal?.removeEventListener('abort', onAbort),
        };
        entries.set(id, entry);
        signal?.addEventListener('abort', onAbort, { once: true });
        publish();
      });
    },

    respond(id, result) {
      const entry = entries.get(id);
      if (!entry) return;
      if (apply(entry, isSingle(entry) ? sendEvent(entry, result) : { type: 'stage', answer: result })) publish();
    },

    refuse: (id, reason) => applyTo(id, { type: 'refuse', reason }),

    sendRound(roundId) {
      const round = roundEntries(roundId);
      const live = round.filter((e) => isLive(e.request.status));
      if (live.length === 0 || live.some((e) => e.request.status !== 'staged')) return false;
      for (const entry of live) {
        if (entry.request.status === 'staged') apply(entry, sendEvent(entry, entry.request.answer));
      }
      publish();
      return true;
    },

    cancelRound(roundId) {
      for (const entry of roundEntries(roundId)) {
        if (!apply(entry, { type: 'cancel' })) apply(entry, { type: 'dismiss' });
      }
      publish();
    },

    reopen: (id) => applyTo(id, { type: 'unstage' }),

    dismiss: (id) => applyTo(id, { type: 'dismiss' }),

    finishCall(scope) {
      let changed = false;
      for (const entry of [...entries.values()]) {
        const { request } = entry;
        const byCall = 'callId' in scope && request.callId === scope.callId;
        // By server, only what is already answered: another call may still be asking.
        const byServer = 'serverId' in scope && request.server.id === scope.serverId && entry.settled;
        if (!byCall && !byServer) continue;
        changed = apply(entry, { type: 'callFinished', hasDraft: hasContent(drafts.get(request.id)) }) || changed;
      }
      openedUrls.delete('callId' in scope ? `call:${scope.callId}` : `server:${scope.serverId}`);
      if (changed) publish();
    },

    setDraft(id, draft) {
      if (entries.has(id)) drafts.set(id, draft);
    },

    getDraft: (id) => drafts.get(id),

    dismissRefused(serverId) {
      if (refused.delete(serverId)) publish();
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    getSnapshot: () => snapshot,
  };
}
