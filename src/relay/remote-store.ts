// The browser side of the relay: a store whose requests live on the server, which the outlet, the provider and own components use unchanged.
import type { ElicitResult } from '../elicitation/types.js';
import { isJsonObject } from '../elicitation/json.js';
import type { ActionError, ElicitationConsumer, ElicitationRequest, ElicitationRound, ElicitationSnapshot, RefusedNotice } from '../store/types.js';
import type { CallList } from '../store/calls.js';
import type { RelayAction } from './backplane.js';
import { createRemoteCalls } from './calls/remote-calls.js';
import { createActionPoster, type RetryOptions } from './remote-actions.js';
import { createDrafts, type DraftStorage } from './remote-drafts.js';
import { createKeptRequests } from './remote-kept.js';
import { createRemoteParts, isChange, isPart } from './remote-parts.js';
import type { WireSnapshot } from './wire.js';

export type { DraftStorage } from './remote-drafts.js';

export interface RemoteElicitationStoreOptions {
  /** The relay's handler URL: the event stream (GET) and the actions (POST). */
  url: string;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
  /** @default globalThis.EventSource */
  eventSource?: typeof EventSource;
  /** Where drafts survive a reload (never fields the form masks); `null` keeps them in memory only. @default sessionStorage */
  storage?: DraftStorage | null;
  /** Send cookies to a relay on another origin (EventSource `withCredentials`, fetch `credentials: 'include'`). */
  withCredentials?: boolean;
  /** Reconnection delays after the stream failed: doubling from `initialMs` up to `maxMs`, with jitter. */
  backoff?: { initialMs?: number; maxMs?: number };
  /** How an action whose outcome is unknown (a lost response, `outcome-unknown`) is asked again, with the same `actionId`. */
  retry?: RetryOptions;
}

export interface RemoteElicitationStore extends ElicitationConsumer {
  /** The session's calls from the relay's call runner: list, follow (`settled`) and stop them; every tab sees the same. */
  readonly calls: CallList;
  /** Stop listening (the stream closes); actions still POST. */
  close(): void;
  /** Connect again after the relay refused this browser (`unauthorized`), once the host signed the user in; a refusal is never retried by itself. */
  reconnect(): void;
}

interface ClientState {
  sending?: boolean;
  actionError?: ActionError;
}

/** Heartbeats missed before an open stream counts as dead (half-open) and is replaced. */
const MISSED_HEARTBEATS = 3;
const DEFAULT_HEARTBEAT_MS = 3_000;

/**
 * A store backed by a relay: each action resolves once the relay confirmed it, and never
 * rejects (a failed action leaves the request answerable with `actionError`). It connects on
 * its first subscriber, so it may be created during server rendering, where it opens nothing.
 */
export function createRemoteElicitationStore(options: RemoteElicitationStoreOptions): RemoteElicitationStore {
  const { url } = options;
  const fetchImpl = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const poster = createActionPoster(
    (body) => fetchImpl(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body, credentials: options.withCredentials ? 'include' : 'same-origin' }),
    options.retry,
  );
  const EventSourceImpl = options.eventSource ?? globalThis.EventSource;
  const initialDelay = options.backoff?.initialMs ?? 1_000;
  const maxDelay = options.backoff?.maxMs ?? 30_000;
  const parts = createRemoteParts();
  const client = new Map<string, ClientState>();
  const listeners = new Set<() => void>();
  let connection: ElicitationSnapshot['connection'] = 'connecting';
  let snapshot: ElicitationSnapshot = { rounds: [], refused: [], connection };
  let lastEventId = '';
  let source: EventSource | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let delay = initialDelay;
  let closed = false;
  let heartbeatMs = DEFAULT_HEARTBEAT_MS;
  let watchdog: ReturnType<typeof setTimeout> | undefined;
  let synced = false;
  const calls = createRemoteCalls(async (id) => (await act({ type: 'stopCall', id }, [])).status);

  const drafts = createDrafts(url, options.storage, () => wireRequests());
  const kept = createKeptRequests();
  /** Requests this page's own actions took out of view: their leaving is not another tab's doing. */
  const endedHere = new Set<string>();
  const isEndedHere = (id: string) => endedHere.has(id) || client.get(id)?.sending === true;
  /** Ended requests this page dismissed: out of view at once, whether or not the relay could be told. */
  const dismissedHere = new Set<string>();

  const wireRequests = () => parts.requests();

  function publish() {
    const rounds: ElicitationRound[] = [];
    const refused = new Map<string, RefusedNotice>();
    const view = parts.shown();
    for (const part of view) {
      for (const round of part.rounds) {
        const requests = round.requests.filter((request) => !dismissedHere.has(request.id));
        if (requests.length === 0) continue;
        rounds.push({
          id: round.id,
          server: round.server,
          requests: requests.map((request) => {
            const state = client.get(request.id);
            return (state ? { ...request, ...(state.sending && { sending: true }), ...(state.actionError && { actionError: state.actionError }) } : request) as ElicitationRequest;
          }),
        });
      }
      for (const notice of part.refused) {
        const known = refused.get(notice.server.id);
        refused.set(notice.server.id, { server: notice.server, count: (known?.count ?? 0) + notice.count });
      }
    }
    snapshot = { rounds: kept.merge(rounds, wireRequests()), refused: [...refused.values()], connection };
    for (const listener of [...listeners]) listener();
    calls.update(view, synced);
  }

  /** Forget what belongs to requests that left (answered here, in another tab, or expired and dismissed). */
  function prune(full: boolean) {
    const present = wireRequests();
    for (const id of [...client.keys()]) if (!present.has(id)) client.delete(id);
    for (const id of [...endedHere]) if (!present.has(id)) endedHere.delete(id);
    for (const id of [...dismissedHere]) if (!present.has(id)) dismissedHere.delete(id);
    drafts.prune(kept.withKept(present), full);
  }

  /** The stream's copy cannot take what it sent (it should never happen): start over from a snapshot. */
  function resync() {
    source?.close();
    source = undefined;
    lastEventId = '';
    connect();
  }

  function onEvent(type: 'snapshot' | 'part' | 'change' | 'gone', event: MessageEvent) {
    heard();
    let data: unknown;
    try {
      data = JSON.parse(String(event.data));
    } catch {
      return;
    }
    lastEventId = event.lastEventId;
    const before = parts.shown();
    if (type === 'snapshot') {
      if (!isJsonObject(data) || !Array.isArray(data.parts)) return;
      if (typeof data.heartbeatMs === 'number' && data.heartbeatMs > 0) {
        heartbeatMs = data.heartbeatMs;
        heard();
      }
      synced = true;
      parts.replaceAll((data as unknown as WireSnapshot).parts.filter(isPart));
    } else if (type === 'part') {
      if (!isPart(data)) return;
      parts.put(data);
    } else if (type === 'change') {
      if (!isChange(data)) return;
      // The stream sends each change from the version it last sent: one that does not fit is a bug.
      if (!parts.change(data)) return resync();
    } else {
      if (!isJsonObject(data) || typeof data.part !== 'string') return;
      parts.gone(data.part);
    }
    // Before pruning forgets their drafts: forms another tab ended while this one held typing.
    kept.holdEndedElsewhere(before, wireRequests(), isEndedHere, drafts.get);
    prune(type === 'snapshot');
    publish();
  }

  function setConnection(next: ElicitationSnapshot['connection']) {
    if (connection === next) return;
    connection = next;
    publish();
  }

  /** Silence for MISSED_HEARTBEATS × the interval means a half-open connection (a proxy or sleeping laptop dropped it): replace it, resuming. */
  function heard() {
    clearTimeout(watchdog);
    if (closed || connection === 'unauthorized') return;
    watchdog = setTimeout(() => {
      if (closed || !source) return;
      source.close();
      source = undefined;
      setConnection('offline');
      connect();
    }, heartbeatMs * MISSED_HEARTBEATS);
  }

  /** The relay refused this browser: stop (a retry would be refused again) and say so. */
  function refusedAccess() {
    clearTimeout(retryTimer);
    clearTimeout(watchdog);
    source?.close();
    source = undefined;
    setConnection('unauthorized');
  }

  /** After an HTTP error (EventSource does not say which): ask once whether the relay refuses this browser, else reconnect with backoff. */
  async function retryAfterFailure() {
    let status = 0;
    try {
      const response = await fetchImpl(url, { headers: { accept: 'text/event-stream' }, credentials: options.withCredentials ? 'include' : 'same-origin' });
      status = response.status;
      void response.body?.cancel().catch(() => undefined);
    } catch {
      // Unreachable: back off and try again.
    }
    if (closed || source !== undefined) return;
    if (status === 401 || status === 403) return refusedAccess();
    const wait = Math.min(delay, maxDelay) * (0.5 + Math.random() / 2);
    delay = Math.min(delay * 2, maxDelay);
    retryTimer = setTimeout(connect, wait);
  }

  function connect() {
    if (closed || connection === 'unauthorized') return;
    const target = lastEventId === '' ? url : `${url}${url.includes('?') ? '&' : '?'}lastEventId=${encodeURIComponent(lastEventId)}`;
    const es = new EventSourceImpl(target, { withCredentials: options.withCredentials ?? false });
    source = es;
    es.addEventListener('open', () => {
      if (source !== es) return;
      delay = initialDelay;
      heard();
      setConnection('online');
    });
    for (const type of ['snapshot', 'part', 'change', 'gone'] as const) es.addEventListener(type, (event) => source === es && onEvent(type, event as MessageEvent));
    es.addEventListener('heartbeat', () => source === es && heard());
    es.addEventListener('error', () => {
      if (source !== es) return;
      clearTimeout(watchdog);
      setConnection('offline');
      // CONNECTING: the browser retries by itself. CLOSED: it gave up; find out why, then reconnect, resuming.
      if (es.readyState !== 2) return;
      es.close();
      source = undefined;
      clearTimeout(retryTimer);
      void retryAfterFailure();
    });
  }

  function requestsOfRound(roundId: string): string[] {
    for (const part of parts.shown()) for (const round of part.rounds) if (round.id === roundId) return round.requests.map((r) => r.id);
    return [];
  }

  function mark(ids: readonly string[], state: ClientState) {
    const present = wireRequests();
    for (const id of ids) {
      if (present.has(id)) client.set(id, state);
    }
  }

  /** POST one action; the targets show `sending` until the relay answers. */
  async function act(action: RelayAction, targets: readonly string[]): Promise<{ ok: boolean; status: number; sent?: boolean }> {
    mark(targets, { sending: true });
    if (targets.length > 0) publish();
    const { status, body, ok, error } = await poster.post(action);
    if (status === 401) refusedAccess();
    // The owner's change after the action: shown now, whatever the stream's pace — but only
    // over a part the client still has, shown at the version the change starts from. A reply
    // read after the stream said `gone` for its part is older than that `gone` (the part
    // emptied after this action): applying it would bring finished requests back. The stream
    // alone creates a part, and brings every change in its own order.
    const change = ok && isJsonObject(body) && isChange(body.change) ? body.change : undefined;
    for (const id of change?.removed ?? []) endedHere.add(id);
    if (change && parts.reply(change)) prune(false);
    if (ok) {
      for (const id of targets) client.delete(id);
    } else {
      // A cancel that did not take effect keeps nothing: the request is as the stream shows it.
      kept.release(targets);
      prune(false);
      if (error) mark(targets, { actionError: error });
    }
    publish();
    return { ok, status, ...(isJsonObject(body) && typeof body.sent === 'boolean' && { sent: body.sent }) };
  }

  /** Connects on the first subscribe, not here: a store made during server rendering, or without EventSource, opens nothing. */
  let started = false;
  function start() {
    if (started || closed) return;
    started = true;
    if (typeof EventSourceImpl !== 'function') return setConnection('offline');
    connect();
  }

  return {
    calls: { ...calls.list, subscribe: (listener) => (start(), calls.list.subscribe(listener)) },
    async respond(id, result: ElicitResult) {
      // Held before it goes: the stream may drop the request (and prune its draft) before the reply comes.
      if (result.action === 'cancel') kept.hold(parts.shown(), [id], drafts.get);
      await act({ type: 'respond', id, result }, [id]);
    },
    async refuse(id, reason) {
      await act({ type: 'refuse', id, reason }, [id]);
    },
    async sendRound(roundId) {
      const { ok, sent } = await act({ type: 'sendRound', roundId }, requestsOfRound(roundId));
      return ok && sent === true;
    },
    async cancelRound(roundId) {
      const ids = requestsOfRound(roundId);
      kept.hold(parts.shown(), ids, drafts.get);
      await act({ type: 'cancelRound', roundId }, ids);
    },
    async reopen(id) {
      await act({ type: 'reopen', id }, [id]);
    },
    async dismiss(id) {
      // A cancelled form kept here is this page's alone once the relay let it go.
      const gone = !wireRequests().has(id);
      if (kept.dismiss(id) && gone) {
        prune(false);
        return publish();
      }
      const status = wireRequests().get(id)?.status;
      if (status !== 'answered' && status !== 'expired' && status !== 'refused') return void (await act({ type: 'dismiss', id }, [id]));
      // Ended, it needs nothing more: gone from this page at once, and the relay told so other
      // tabs drop it too. The relay may be down, or no longer know this page (a restarted
      // server, a sign-out): the person can close it all the same.
      dismissedHere.add(id);
      publish();
      await act({ type: 'dismiss', id }, []);
    },
    async dismissRefused(serverId) {
      await act({ type: 'dismissRefused', serverId }, []);
    },
    setDraft: drafts.set,
    getDraft: drafts.get,

    subscribe(listener) {
      start();
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    getSnapshot: () => snapshot,

    close() {
      closed = true;
      calls.close();
      poster.close();
      clearTimeout(retryTimer);
      clearTimeout(watchdog);
      source?.close();
      setConnection('offline');
    },

    reconnect() {
      if (closed || !started || connection !== 'unauthorized') return;
      delay = initialDelay;
      setConnection('connecting');
      connect();
    },
  };
}
