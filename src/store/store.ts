import type { ElicitResult } from '../elicitation/types.js';
import type {
  ElicitationRound,
  ElicitationSnapshot,
  ElicitationStoreOptions,
  ElicitOptions,
  PendingElicitation,
  RefusedNotice,
} from './types.js';

export interface ElicitationStore {
  /** Ask the user; resolves once with their answer (or `cancel` if aborted). */
  elicit(params: unknown, options: ElicitOptions): Promise<ElicitResult>;
  /**
   * Record the user's answer. In a round of one it is sent at once; in a larger round it
   * is staged until {@link ElicitationStore.sendRound} (answer in any order).
   * `keepVisible`: the answer was automatic (e.g. an unsupported mode); a lone request
   * stays in view as `refused` so the user can read why, until dismissed.
   */
  respond(id: string, result: ElicitResult, options?: { keepVisible?: boolean }): void;
  /** Send every staged answer of a round; only once each request has one. */
  sendRound(roundId: string): boolean;
  /** Settle every unanswered request of a round with `cancel` (the user closed it). */
  cancelRound(roundId: string): void;
  /**
   * Keep the user's unsent input (any serialisable value). It does not notify
   * subscribers: a draft is read when a form mounts ({@link ElicitationStore.getDraft}),
   * and publishing on every keystroke would re-render every open form.
   */
  setDraft(id: string, draft: unknown): void;
  /** The last draft kept for a request, to restore a form after a remount. */
  getDraft(id: string): unknown;
  /** Back to `pending`: the user wants to change a staged (unsent) answer. */
  reopen(id: string): void;
  /** Remove an expired or opened request from view. */
  dismiss(id: string): void;
  /** Clear the "declined automatically" notice of a server. */
  dismissRefused(serverName: string): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): ElicitationSnapshot;
}

interface Entry {
  request: PendingElicitation;
  settle: (result: ElicitResult) => void;
  settled: boolean;
}

const EMPTY: ElicitationSnapshot = { rounds: [], refused: [] };

/**
 * A framework-free queue of elicitation requests grouped in MRTR rounds. React reads it
 * with `useSyncExternalStore(store.subscribe, store.getSnapshot)`.
 */
export function createElicitationStore(options: ElicitationStoreOptions = {}): ElicitationStore {
  const maxPending = options.maxPendingPerServer ?? 20;
  const entries = new Map<string, Entry>(); // insertion order = arrival order
  const listeners = new Set<() => void>();
  const openRounds = new Map<string, string>(); // server name → round still accepting arrivals
  const openedUrls = new Map<string, Set<string>>(); // server name → URLs the user opened
  const refused = new Map<string, RefusedNotice>(); // server name → auto-declined count
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
    snapshot = { rounds: [...rounds].map(([id, round]) => ({ id, ...round })), refused: [...refused.values()] };
    for (const listener of [...listeners]) listener();
  }

  function update(id: string, patch: Partial<PendingElicitation>) {
    const entry = entries.get(id);
    if (!entry) return;
    entry.request = { ...entry.request, ...patch };
    publish();
  }

  /** Resolve the caller's promise once; the entry leaves the view unless kept for display. */
  function settle(entry: Entry, result: ElicitResult, keep: boolean) {
    if (entry.settled) return;
    entry.settled = true;
    entry.settle(result);
    if (!keep) remove(entry.request.id);
  }

  /**
   * Send the answer. What stays in view: an opened URL, as "waiting for you to finish"
   * (spec: offer manual retry/cancel; the next round asking for it is recognised), and an
   * automatic refusal, so its notice can be read.
   */
  function finish(entry: Entry, answer: ElicitResult, keepVisible: boolean) {
    const { request } = entry;
    const url = urlOf(request.params);
    const opened = url !== undefined && answer.action === 'accept';
    settle(entry, answer, opened || keepVisible);
    if (opened) {
      openedUrls.set(request.server.name, (openedUrls.get(request.server.name) ?? new Set<string>()).add(url));
      entry.request = { ...request, status: 'opened', answer };
    } else if (keepVisible) {
      entry.request = { ...request, status: 'refused', answer };
    }
  }

  function remove(id: string) {
    entries.delete(id);
    drafts.delete(id);
  }

  function roundEntries(roundId: string) {
    return [...entries.values()].filter((entry) => entry.request.roundId === roundId);
  }

  function roundIdFor(server: string, explicit?: string) {
    if (explicit) return explicit;
    const open = openRounds.get(server);
    if (open) return open;
    const id = `round-${++counter}`;
    openRounds.set(server, id);
    // The SDK dispatches one round's requests synchronously (Promise.all); the round
    // closes at the end of the current task, so the next call's requests form a new one.
    setTimeout(() => openRounds.delete(server), 0);
    return id;
  }

  function urlOf(params: unknown): string | undefined {
    const p = params as { mode?: unknown; url?: unknown } | null;
    return p && p.mode === 'url' && typeof p.url === 'string' ? p.url : undefined;
  }

  return {
    elicit(params, { server, key, signal, roundId }) {
      return new Promise<ElicitResult>((resolve) => {
        const id = `elicitation-${++counter}`;
        const url = urlOf(params);
        const request: PendingElicitation = {
          id,
          key: key ?? id,
          roundId: roundIdFor(server.name, roundId),
          server,
          params,
          status: 'pending',
          previouslyOpened: url !== undefined && (openedUrls.get(server.name)?.has(url) ?? false),
        };
        const entry: Entry = { request, settle: resolve, settled: false };
        if (signal?.aborted) return resolve({ action: 'cancel' });
        const waiting = [...entries.values()].filter(
          (e) => !e.settled && e.request.server.name === server.name,
        ).length;
        if (waiting >= maxPending) {
          // Flood guard: decline without asking; one counter per server says so.
          const previous = refused.get(server.name);
          refused.set(server.name, { server, count: (previous?.count ?? 0) + 1 });
          resolve({ action: 'decline' });
          publish();
          return;
        }
        // The server asks again: whatever was opened before is superseded by this round.
        for (const [otherId, other] of entries) {
          if (other.request.status === 'opened' && other.request.server.name === server.name) remove(otherId);
        }
        entries.set(id, entry);
        signal?.addEventListener(
          'abort',
          () => {
            if (entry.settled) return;
            settle(entry, { action: 'cancel' }, true);
            update(id, { status: 'expired' });
          },
          { once: true },
        );
        publish();
      });
    },

    respond(id, result, { keepVisible = false } = {}) {
      const entry = entries.get(id);
      if (!entry || entry.settled) return;
      if (roundEntries(entry.request.roundId).length === 1) {
        finish(entry, result, keepVisible);
        publish();
      } else {
        update(id, { status: 'answered', answer: result });
      }
    },

    sendRound(roundId) {
      const live = roundEntries(roundId).filter((entry) => !entry.settled);
      if (live.length === 0 || live.some((entry) => entry.request.status !== 'answered')) return false;
      for (const entry of live) finish(entry, entry.request.answer!, false);
      publish();
      return true;
    },

    cancelRound(roundId) {
      for (const entry of roundEntries(roundId)) {
        if (entry.settled) remove(entry.request.id);
        else settle(entry, { action: 'cancel' }, false);
      }
      publish();
    },

    reopen(id) {
      const entry = entries.get(id);
      if (entry && !entry.settled && entry.request.status === 'answered') update(id, { status: 'pending', answer: undefined });
    },

    setDraft(id, draft) {
      if (entries.has(id)) drafts.set(id, draft);
    },

    getDraft: (id) => drafts.get(id),

    dismiss(id) {
      const entry = entries.get(id);
      if (!entry || !entry.settled) return;
      remove(id);
      publish();
    },

    dismissRefused(serverName) {
      if (refused.delete(serverName)) publish();
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    getSnapshot: () => snapshot,
  };
}
