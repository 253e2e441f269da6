import type { AppResource } from '../elicitation/app-resource.js';
import type { ElicitationMode, ElicitResult } from '../elicitation/types.js';
import { isJsonObject } from '../elicitation/json.js';
import { getRequestMode } from '../elicitation/protocol.js';
import { checkElicitRequest, isModeSupported } from '../elicitation/validate-request.js';
import { DEFAULT_TIME_TO_ANSWER, extendedDeadline, personDeadline, timerDelay } from './deadline.js';
import { randomId } from './ids.js';
import { hasContent, holdsTyping } from './draft.js';
import { expiryReasonOf, isLive, requestTransition, type LifecycleEvent, type RefusalReason } from './lifecycle.js';
import type {
  ElicitationRequest,
  ElicitationRound,
  ElicitationSnapshot,
  ElicitationStore,
  ElicitationStoreOptions,
  RefusedNotice,
  RequestContent,
  WaitingEvent,
} from './types.js';

export type { ElicitationStore };

interface Entry {
  request: ElicitationRequest;
  resolve: (result: ElicitResult) => void;
  /** (Re)starts the deadline timer from `request.deadline`. */
  arm: () => void;
  /** Removes the abort listener and the deadline timer; called once nothing is awaited any more. */
  release: () => void;
  /** URL mode: the call's round runner, told what the person does while the request waits. */
  onWaiting?: (event: WaitingEvent) => void;
}

const EMPTY: ElicitationSnapshot = { rounds: [], refused: [], connection: 'online' };
const ALL_MODES: readonly ElicitationMode[] = ['form', 'url'];

const urlOf = (request: RequestContent): string | undefined => (request.mode === 'url' ? request.params.url : undefined);

/** Checked once, on arrival (the one place modes are judged): what cannot be shown is refused at once. */
function classify(params: unknown, modes: readonly ElicitationMode[]): { content: RequestContent; refusal?: RefusalReason } {
  const check = checkElicitRequest(params);
  if (!check.ok) {
    const { problem } = check;
    const reason: RefusalReason = problem === 'unknown-mode' ? { code: 'unsupported-mode', mode: String(check.mode) } : { code: 'invalid-request', problem };
    return { content: { mode: 'invalid', params, problem }, refusal: reason };
  }
  const content: RequestContent = check.mode === 'url' ? { mode: 'url', params: check.params } : { mode: 'form', params: check.params };
  return isModeSupported(check.mode, modes) ? { content } : { content, refusal: { code: 'unsupported-mode', mode: check.mode } };
}

interface Arrival {
  id: string;
  key?: string;
  roundId: string;
  callId?: string;
  deadline?: number;
  moreTime?: number;
  followed?: boolean;
  app?: AppResource;
  server: ElicitationRound['server'];
  /** Whether the person opened `url` earlier in the call: `true` once they then said they had finished there. */
  opened?: (url: string) => boolean | undefined;
}

/**
 * The request `elicit` enters, classified: pure (no timer, no listener), so a lone
 * ElicitationHost can draw it during render, even on a server, and enter it from an effect.
 */
function arriving(params: unknown, arrival: Arrival, modes: readonly ElicitationMode[]): { request: ElicitationRequest; refusal?: RefusalReason } {
  const { content, refusal } = classify(params, modes);
  const url = urlOf(content);
  const opened = url === undefined ? undefined : arrival.opened?.(url);
  const request = {
    id: arrival.id,
    key: arrival.key ?? arrival.id,
    roundId: arrival.roundId,
    ...(arrival.callId !== undefined && { callId: arrival.callId }),
    ...(arrival.deadline !== undefined && { deadline: arrival.deadline }),
    ...(arrival.moreTime !== undefined && { moreTime: arrival.moreTime }),
    ...(arrival.followed && content.mode === 'url' && { followed: true }),
    ...(arrival.app && content.mode === 'form' && { app: arrival.app }),
    server: arrival.server,
    ...content,
    status: 'pending',
    previouslyOpened: opened !== undefined,
    // Asked again after "I’ve finished": the server says it still waits.
    ...(opened && { checkedAt: Date.now() }),
  } as ElicitationRequest;
  return refusal ? { request, refusal } : { request };
}

/** A request as a store would hold it on arrival, without a store: what a lone ElicitationHost draws until its effect entered it. */
export function previewRequest(params: unknown, arrival: Omit<Arrival, 'roundId' | 'opened'>, modes: readonly ElicitationMode[] = ALL_MODES): ElicitationRequest {
  const { request, refusal } = arriving(params, { ...arrival, roundId: arrival.id }, modes);
  if (!refusal) return request;
  const step = requestTransition('pending', { type: 'refuse', reason: refusal })!;
  return { ...request, status: 'refused', answer: step.answer!, reason: refusal } as ElicitationRequest;
}

/**
 * A framework-free queue of elicitation requests grouped in MRTR rounds (src/store/lifecycle.ts).
 * React reads it with `useSyncExternalStore(store.subscribe, store.getSnapshot)`.
 */
export function createElicitationStore(options: ElicitationStoreOptions = {}): ElicitationStore {
  const maxPending = options.maxPendingPerServer ?? 20;
  const modes = options.modes ?? ALL_MODES;
  const keep = options.keepAnswered ?? false;
  const timeToAnswer = { ...DEFAULT_TIME_TO_ANSWER, ...options.timeToAnswer };
  const entries = new Map<string, Entry>(); // insertion order = arrival order
  const listeners = new Set<() => void>();
  const roundIds = new Map<string, string>(); // server id + host round id → store round id
  const openedUrls = new Map<string, Map<string, boolean>>(); // call (or server) → URL the user opened → then said "I’ve finished"
  const refused = new Map<string, RefusedNotice>(); // server id → auto-declined count
  const drafts = new Map<string, unknown>(); // request id → unsent input, outside the snapshot
  let snapshot = EMPTY;

  function publish() {
    const rounds = new Map<string, { server: ElicitationRound['server']; requests: ElicitationRequest[] }>();
    for (const { request } of entries.values()) {
      const round = rounds.get(request.roundId) ?? { server: request.server, requests: [] };
      round.requests.push(request);
      rounds.set(request.roundId, round);
    }
    for (const [key, id] of roundIds) if (!rounds.has(id)) roundIds.delete(key);
    snapshot = { rounds: [...rounds].map(([id, round]) => ({ id, ...round })), refused: [...refused.values()], connection: 'online' };
    for (const listener of [...listeners]) listener();
  }

  /** Apply one lifecycle event; returns whether it applied. Does not publish. */
  function apply(entry: Entry, event: LifecycleEvent): boolean {
    const from = entry.request.status;
    const step = requestTransition(from, event);
    if (!step) return false;
    // A URL page open out of band keeps its abort listener and deadline: both still end it.
    if (step.to !== 'waiting' && (step.settle || from === 'waiting')) entry.release();
    // `transition` settles only on leaving pending/staged, which happens once per request.
    if (step.settle) entry.resolve(step.settle);
    // The person stopped waiting (or their time ran out): the call's runner answers `cancel`.
    if (from === 'waiting' && event.type !== 'supersede' && event.type !== 'callFinished') entry.onWaiting?.({ type: 'cancel' });
    const { id } = entry.request;
    if (step.to === 'done') {
      entries.delete(id);
      drafts.delete(id);
      return true;
    }
    const base = { ...entry.request } as Record<string, unknown>;
    delete base.answer;
    delete base.reason;
    // Waiting starts afresh: a "still waiting" before it was about an earlier press of I've finished.
    if (step.to === 'waiting') delete base.checkedAt;
    entry.request = {
      ...base,
      status: step.to,
      ...(step.answer && step.to !== 'expired' && { answer: step.answer }),
      ...(step.reason && { reason: step.reason }),
    } as ElicitationRequest;
    if (step.to === 'waiting') {
      // Accepting a page opened before is "I’ve finished" (or Open again).
      rememberOpened(entry.request, entry.request.previouslyOpened);
      entry.onWaiting?.({ type: 'opened', stillWaiting: () => entry.request.status === 'waiting' && change(entry, { checkedAt: Date.now() }) });
    }
    return true;
  }

  /** Update a request still in view (a round runner may hold one that has left). */
  function change(entry: Entry, update: Partial<ElicitationRequest>) {
    if (entries.get(entry.request.id) !== entry) return;
    entry.request = { ...entry.request, ...update } as ElicitationRequest;
    publish();
  }

  function applyTo(id: string, event: LifecycleEvent) {
    const entry = entries.get(id);
    if (entry && apply(entry, event)) publish();
  }

  /** Calls are recognised by the host's call id, else by server. */
  const scopeOf = (request: { callId?: string; server: { id: string } }) =>
    request.callId !== undefined ? `call:${request.callId}` : `server:${request.server.id}`;

  function rememberOpened(request: ElicitationRequest, finished: boolean) {
    const url = urlOf(request);
    if (url === undefined) return;
    const scope = scopeOf(request);
    openedUrls.set(scope, (openedUrls.get(scope) ?? new Map<string, boolean>()).set(url, finished));
  }

  function roundIdFor(serverId: string, explicit: string | undefined): string {
    if (explicit === undefined) return randomId();
    const key = JSON.stringify([serverId, explicit]);
    let id = roundIds.get(key);
    if (id === undefined) roundIds.set(key, (id = randomId()));
    return id;
  }

  const roundEntries = (roundId: string) => [...entries.values()].filter((e) => e.request.roundId === roundId);

  const isSingle = (entry: Entry) => roundEntries(entry.request.roundId).length === 1;

  // The person's own cancel of a request that holds what they typed stays in view (answered,
  // `cancel`) until dismissed, with the typing shown and Copy answers: closing a filled form
  // never throws the typing away unseen. The server gets `cancel` at once all the same.
  const typedInto = ({ request }: Entry) => request.mode === 'form' && holdsTyping(request.params.requestedSchema, drafts.get(request.id));
  const sendEvent = (entry: Entry, answer: ElicitResult): LifecycleEvent => ({
    type: 'send',
    answer,
    url: entry.request.mode === 'url',
    keep: keep || (answer.action === 'cancel' && typedInto(entry)),
  });

  return {
    elicit(params, { server, key, signal, roundId, callId, deadline: hostDeadline, moreTime: hostMoreTime, onWaiting, app, previouslyOpened }) {
      return new Promise<ElicitResult>((resolve) => {
        if (signal?.aborted) return resolve({ action: 'cancel' });
        const waiting = [...entries.values()].filter((e) => isLive(e.request.status) && e.request.server.id === server.id).length;
        if (waiting >= maxPending) {
          // Flood guard: decline without asking; one counter per server says so.
          refused.set(server.id, { server, count: (refused.get(server.id)?.count ?? 0) + 1 });
          resolve({ action: 'decline' });
          publish();
          return;
        }
        const id = randomId();
        const scope = scopeOf({ callId, server });
        const clock = personDeadline(getRequestMode(isJsonObject(params) ? params : undefined), { deadline: hostDeadline, moreTime: hostMoreTime }, timeToAnswer, Date.now());
        const { request, refusal } = arriving(
          params,
          { id, key, roundId: roundIdFor(server.id, roundId), callId, ...clock, followed: onWaiting !== undefined, app, server, opened: (url) => openedUrls.get(scope)?.get(url) ?? (previouslyOpened ? false : undefined) },
          modes,
        );
        // The same call asks again: a URL opened in an earlier round is no longer awaited.
        for (const other of [...entries.values()]) {
          if (other.request.roundId !== request.roundId && scopeOf(other.request) === scope) {
            apply(other, { type: 'supersede' });
          }
        }
        const onAbort = () => applyTo(id, { type: 'abort', reason: expiryReasonOf(signal?.reason) });
        let timer: ReturnType<typeof setTimeout> | undefined;
        // A deadline expires the request like an abort; a timer fires early at most (2^31 ms).
        const onDeadline = () => {
          const { deadline } = entry.request;
          if (deadline !== undefined && deadline > Date.now()) entry.arm();
          else applyTo(id, { type: 'abort', reason: { code: 'deadline' } });
        };
        const entry: Entry = {
          request,
          resolve,
          arm() {
            clearTimeout(timer);
            const { deadline } = entry.request;
            timer = deadline === undefined ? undefined : setTimeout(onDeadline, timerDelay(deadline, Date.now()));
          },
          release: () => {
            signal?.removeEventListener('abort', onAbort);
            clearTimeout(timer);
          },
          ...(onWaiting && { onWaiting }),
        };
        entries.set(id, entry);
        entry.arm();
        signal?.addEventListener('abort', onAbort, { once: true });
        if (refusal) apply(entry, { type: 'refuse', reason: refusal });
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
        const event: LifecycleEvent = typedInto(entry) ? sendEvent(entry, { action: 'cancel' }) : { type: 'cancel' };
        if (!apply(entry, event)) apply(entry, { type: 'dismiss' });
      }
      publish();
    },

    reopen: (id) => applyTo(id, { type: 'unstage' }),

    extendDeadline(id) {
      const entry = entries.get(id);
      if (!entry) return;
      const { deadline, moreTime, status } = entry.request;
      if (deadline === undefined || moreTime === undefined || !(isLive(status) || status === 'waiting')) return;
      change(entry, { deadline: extendedDeadline(deadline, moreTime, Date.now()) });
      entry.arm();
    },

    urlFinished(id) {
      const entry = entries.get(id);
      if (entry?.request.status !== 'waiting') return;
      rememberOpened(entry.request, true);
      entry.onWaiting?.({ type: 'finished' });
    },

    dismiss: (id) => applyTo(id, { type: 'dismiss' }),

    finishCall(scope) {
      let changed = false;
      for (const entry of [...entries.values()]) {
        const { request } = entry;
        const byCall = 'callId' in scope && request.callId === scope.callId;
        // By server, only what is already answered: another call may still be asking.
        const byServer = 'serverId' in scope && request.server.id === scope.serverId && !isLive(request.status);
        if (!byCall && !byServer) continue;
        // A cancel that kept the typing is the call's answer, so its call ends right after:
        // the typing stays for copying until the person dismisses it, as it was kept for.
        if (request.status === 'answered' && request.answer.action === 'cancel' && typedInto(entry)) continue;
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
