/**
 * The call runner for an MCP client that runs in the page: the same {@link CallList} as the
 * relay's `remoteStore.calls`. It runs a call's MRTR rounds itself; with `storage`, the round
 * a call waits on survives a reload, questions coming back with what was typed (masked fields
 * left empty). If the server then refuses the kept `requestState`, the questions show expired
 * with the answers given and the call ends `cancelled`, `expired`.
 */
import type { IdentifiedServer } from '../elicitation/server.js';
import { isJsonObject } from '../elicitation/json.js';
import { isInputRequiredResult } from '../elicitation/protocol.js';
import type { ElicitResult, InputRequiredResult, InputResponses } from '../elicitation/types.js';
import { createCallListCore } from '../store/call-list.js';
import type { CallEndReason, CallList, CallState, EndedCall } from '../store/calls.js';
import { randomId } from '../store/ids.js';
import type { ElicitationStore, ElicitOptions } from '../store/types.js';
import { collectInputResponses, type CollectOptions, type RetryParams } from './input-responses.js';
import { answerAsDraft, forgetCall, keepableDraft, keepCall, readKeptCalls, type CallStorage, type KeptCall, type KeptRound } from './kept-rounds.js';
import { checkDelay, createWaitingFollower, type WaitingChecks } from './still-waiting.js';

/** The params of one leg of a call (`tools/call`; `prompts/get` takes the same); pass them on as they are. */
export interface CallLegParams {
  name: string;
  arguments?: Record<string, unknown>;
  inputResponses?: InputResponses;
  requestState?: string;
  [key: string]: unknown;
}

export interface PageCallRunnerOptions {
  /** The page's store: the calls' questions are asked there. */
  store: ElicitationStore;
  /** How a question is asked, when not straight in the store (e.g. `withAppForms`). @default store.elicit */
  elicit?: (params: unknown, options: ElicitOptions) => Promise<ElicitResult>;
  /** Who is asking (the host's own id for this server; its `url`, when given, guards a resumed call). */
  server: IdentifiedServer;
  /**
   * Send one leg and resolve with the server's result, `input_required` included. With the
   * MCP SDK v2: `(params, { signal }) => client.request({ method: 'tools/call', params }, { allowInputRequired: true, signal })`.
   */
  send: (params: CallLegParams, options: { signal: AbortSignal }) => Promise<unknown>;
  /** Where a waiting round survives a reload (`sessionStorage`), masked fields left out; `null` keeps nothing. @default null */
  storage?: CallStorage | null;
  /** Rounds one call may ask before it fails; "still waiting" answers do not count (the person's deadline bounds them). @default 10 */
  maxRounds?: number;
  /** How often a call asks again while a URL page is open out of band ("still waiting"). */
  waitingChecks?: WaitingChecks;
  /** How long an ended call stays listed. @default 600000 */
  keepMs?: number;
  /** Sampling and roots requests of a round (see `collectInputResponses`). */
  answerOther?: CollectOptions['answerOther'];
}

export interface PageCallSpec<R> {
  name: string;
  arguments?: Record<string, unknown>;
  /** Run the call yourself (the SDK runs its rounds): listed and stoppable, but it does not survive a reload. */
  run?: (call: { readonly id: string; readonly signal: AbortSignal }) => Promise<R>;
}

export interface PageCallRunner {
  /** The calls, to list, follow and stop (the same interface as `remoteStore.calls`). */
  readonly calls: CallList;
  /** Start a call; follow it with `calls.settled(id)` or `ended`. */
  start<R>(spec: PageCallSpec<R>): { readonly id: string; readonly ended: Promise<EndedCall<R>> };
  /** The page is going away (a client-side route change): stop listening for it hiding; nothing is stopped or forgotten. */
  close(): void;
}

/** A retry refused because the server no longer accepts the call's state (MCP: -32602, "Invalid or expired requestState"). */
const isStateRefused = (error: unknown, leg: CallLegParams) =>
  (leg.requestState !== undefined || leg.inputResponses !== undefined) && typeof error === 'object' && error !== null && (error as { code?: unknown }).code === -32602;

class CallEnded extends Error {
  constructor(readonly reason: CallEndReason) {
    super(reason);
  }
}

interface Running {
  state: CallState;
  readonly controller: AbortController;
  readonly settle: (ended: EndedCall) => void;
  readonly ended: Promise<EndedCall>;
  /** The round it waits on, kept for the page hiding (drafts are read then). */
  round?: { result: InputRequiredResult; keys: readonly string[] };
  /** URL pages the person allowed and opened in this call, kept with its round: a reload does not ask consent for them again. */
  readonly opened: Set<string>;
}

/** A URL-mode request's page, read from its params (the store checks them). */
const urlOf = (params: unknown) => (isJsonObject(params) && params.mode === 'url' && typeof params.url === 'string' ? params.url : undefined);

export function createPageCallRunner(options: PageCallRunnerOptions): PageCallRunner {
  const { store, server, send } = options;
  const ask = options.elicit ?? store.elicit;
  const storage = options.storage ?? null;
  const maxRounds = options.maxRounds ?? 10;
  const keepMs = options.keepMs ?? 600_000;
  const calls = new Map<string, Running>();
  let closed = false;
  const core = createCallListCore(async (id) => {
    const call = calls.get(id);
    if (call) end(call, { ...call.state, status: 'cancelled', endedAt: Date.now(), reason: 'stopped' });
  }, 0);

  const publish = () => core.set([...calls.values()].map((call) => call.state), true);

  const requestIdOf = (callId: string, key: string) => {
    for (const round of store.getSnapshot().rounds) for (const request of round.requests) if (request.callId === callId && request.key === key) return request.id;
    return undefined;
  };

  /** Once the store holds the question (`ask` may take a while: an app form is read first), before its form mounts. */
  function whenAsked(callId: string, key: string, signal: AbortSignal, then: (id: string) => void) {
    const found = requestIdOf(callId, key);
    if (found !== undefined) return then(found);
    const stop = () => {
      unsubscribe();
      signal.removeEventListener('abort', stop);
    };
    const unsubscribe = store.subscribe(() => {
      const id = requestIdOf(callId, key);
      if (id === undefined) return;
      stop();
      then(id);
    });
    signal.addEventListener('abort', stop, { once: true });
  }

  const kept = (call: Running, round?: KeptRound): KeptCall => {
    const { id, name, startedAt } = call.state;
    return { id, name, startedAt, ...(call.state.arguments && { arguments: { ...call.state.arguments } }), ...(server.url !== undefined && { url: server.url }), ...(round && { round }) };
  };

  /** What the person typed in the questions of a waiting round (secrets left out), for the storage. */
  function draftsOf(call: Running): Record<string, Record<string, unknown>> {
    const drafts: Record<string, Record<string, unknown>> = {};
    for (const key of call.round?.keys ?? []) {
      const id = requestIdOf(call.state.id, key);
      const draft = id === undefined ? undefined : keepableDraft(call.round!.result.inputRequests?.[key]?.params, store.getDraft(id));
      if (draft) drafts[key] = draft;
    }
    return drafts;
  }

  function keepRound(call: Running, result: InputRequiredResult, drafts?: Record<string, Record<string, unknown>>) {
    call.round = { result, keys: Object.keys(result.inputRequests ?? {}) };
    const round: KeptRound = {
      inputRequests: result.inputRequests ?? {},
      ...(result.requestState !== undefined && { requestState: result.requestState }),
      ...(drafts && { drafts }),
      ...(call.opened.size > 0 && { opened: [...call.opened] }),
    };
    if (!closed) keepCall(storage, server.id, kept(call, round));
  }

  /** The page hides (a reload, a closed tab, a phone's app switch): keep what was typed. */
  function keepDrafts() {
    for (const call of calls.values()) {
      if (call.state.status !== 'running' || !call.round) continue;
      keepRound(call, call.round.result, draftsOf(call));
    }
  }

  function end(call: Running, ended: EndedCall) {
    if (call.state.status !== 'running') return;
    call.state = ended;
    call.round = undefined;
    if (ended.status === 'cancelled') call.controller.abort({ code: ended.reason === 'expired' ? 'state-refused' : 'stopped', reason: ended.reason });
    if (!closed) forgetCall(storage, server.id, ended.id);
    void store.finishCall({ callId: ended.id });
    call.settle(ended);
    publish();
    setTimeout(() => {
      calls.delete(ended.id);
      publish();
    }, keepMs);
  }

  function begin(state: CallState): Running {
    let settle!: (ended: EndedCall) => void;
    const ended = new Promise<EndedCall>((resolve) => (settle = resolve));
    const call: Running = { state, controller: new AbortController(), settle, ended, opened: new Set() };
    calls.set(state.id, call);
    return call;
  }

  /** A refused round's questions, back in view as expired with the answers given, so nothing typed goes unshown. */
  function showRefused(call: Running, result: InputRequiredResult, retry: RetryParams) {
    const gone = new AbortController();
    for (const [key, request] of Object.entries(result.inputRequests ?? {})) {
      if (request.method !== 'elicitation/create') continue;
      void store.elicit(request.params, { server, key, roundId: `${call.state.id}:refused`, callId: call.state.id, signal: gone.signal });
      const id = requestIdOf(call.state.id, key);
      const draft = answerAsDraft(retry.inputResponses?.[key]);
      if (id !== undefined && draft) store.setDraft(id, draft);
    }
    gone.abort({ code: 'state-refused' });
  }

  /** Run the rounds: from the first leg, or from a round kept across a reload. */
  async function drive(call: Running, resumed?: KeptRound): Promise<unknown> {
    const { signal } = call.controller;
    const base: CallLegParams = { name: call.state.name, ...(call.state.arguments && { arguments: { ...call.state.arguments } }) };
    let leg = base;
    let waiting: InputRequiredResult | undefined = resumed && { resultType: 'input_required', inputRequests: resumed.inputRequests, ...(resumed.requestState !== undefined && { requestState: resumed.requestState }) };
    let drafts = resumed?.drafts;
    for (const url of resumed?.opened ?? []) call.opened.add(url);
    let answered: { result: InputRequiredResult; retry: RetryParams } | undefined;
    const waits = createWaitingFollower();
    let checks = 0;
    for (let rounds = 0; ; ) {
      let result: unknown = waiting;
      if (!result) {
        try {
          result = await send(leg, { signal });
        } catch (error) {
          if (!signal.aborted && answered && isStateRefused(error, leg)) {
            showRefused(call, answered.result, answered.retry);
            throw new CallEnded('expired');
          }
          throw error;
        }
      }
      waiting = undefined;
      if (signal.aborted) throw new CallEnded('stopped');
      if (!isInputRequiredResult(result)) return result;
      const asksNothing = Object.keys(result.inputRequests ?? {}).length === 0;
      if (asksNothing && waits.waiting) {
        // "Still waiting" on a URL page open out of band: not a round; ask again later.
        waits.stillWaiting();
        const cancels = await waits.next(checkDelay(checks++, options.waitingChecks), signal).catch(() => {
          throw new CallEnded('stopped');
        });
        const state = result.requestState === undefined ? {} : { requestState: result.requestState };
        leg = { ...base, ...state, ...(Object.keys(cancels).length > 0 && { inputResponses: cancels }) };
        continue;
      }
      if (rounds++ >= maxRounds) throw new Error(`${call.state.name} asked for input more than ${maxRounds} times; stopped.`);
      if (!asksNothing) waits.clear();
      keepRound(call, result, drafts);
      const given = drafts;
      drafts = undefined;
      const retry = await collectInputResponses(result, {
        ...(options.answerOther && { answerOther: options.answerOther }),
        elicit: (params, key, round) => {
          const url = urlOf(params);
          // Opened before a reload: the store shows it awaited, as it would have without one.
          const opened = url !== undefined && call.opened.has(url);
          const asked = ask(params, { server, key, roundId: round.id, callId: call.state.id, signal, onWaiting: waits.follow(key), ...(opened && { previouslyOpened: true }) });
          const draft = given?.[key];
          if (draft) whenAsked(call.state.id, key, signal, (id) => store.setDraft(id, draft));
          return asked;
        },
      });
      if (signal.aborted) throw new CallEnded('stopped');
      for (const [key, request] of Object.entries(result.inputRequests ?? {})) {
        const url = request.method === 'elicitation/create' ? urlOf(request.params) : undefined;
        if (url !== undefined && retry.inputResponses?.[key]?.action === 'accept') call.opened.add(url);
      }
      // A reload while the retry is on its way brings the questions back with these answers.
      const sentDrafts = Object.fromEntries(Object.keys(result.inputRequests ?? {}).flatMap((key) => {
        const draft = keepableDraft(result.inputRequests?.[key]?.params, answerAsDraft(retry.inputResponses?.[key]));
        return draft ? [[key, draft]] : [];
      }));
      keepRound(call, result, sentDrafts);
      call.round = undefined;
      answered = { result, retry };
      leg = { ...base, ...retry };
    }
  }

  function run<R>(call: Running, work: Promise<R>) {
    work.then(
      (result) => end(call, { ...call.state, status: 'completed', endedAt: Date.now(), result }),
      (error: unknown) =>
        end(call, error instanceof CallEnded ? { ...call.state, status: 'cancelled', endedAt: Date.now(), reason: error.reason } : { ...call.state, status: 'failed', endedAt: Date.now(), error: error instanceof Error ? error.message : String(error) }),
    );
  }

  // The calls a reload interrupted: a waiting round is asked again; a leg that was on its way is lost.
  for (const keptCall of readKeptCalls(storage, server.id)) {
    if (keptCall.url !== undefined && keptCall.url !== server.url) continue;
    const { id, name, startedAt } = keptCall;
    const call = begin({ id, name, startedAt, ...(keptCall.arguments && { arguments: keptCall.arguments }), status: 'running' });
    if (keptCall.round) run(call, drive(call, keptCall.round));
    else end(call, { ...call.state, status: 'cancelled', endedAt: Date.now(), reason: 'lost' });
  }
  publish();

  const onHide = () => {
    if (globalThis.document?.visibilityState !== 'visible') keepDrafts();
  };
  if (storage) {
    globalThis.addEventListener?.('pagehide', keepDrafts);
    globalThis.document?.addEventListener('visibilitychange', onHide);
  }

  return {
    calls: core.list,
    start<R>(spec: PageCallSpec<R>) {
      if (typeof spec?.name !== 'string' || spec.name === '') throw new TypeError('pageCallRunner.start: `name` is required');
      const call = begin({ id: randomId(), name: spec.name, ...(spec.arguments !== undefined && { arguments: spec.arguments }), startedAt: Date.now(), status: 'running' });
      publish();
      if (spec.run) {
        run(call, Promise.resolve().then(() => spec.run!({ id: call.state.id, signal: call.controller.signal })));
      } else {
        keepCall(storage, server.id, kept(call));
        run(call, drive(call));
      }
      return { id: call.state.id, ended: call.ended as Promise<EndedCall<R>> };
    },
    close() {
      closed = true;
      globalThis.removeEventListener?.('pagehide', keepDrafts);
      globalThis.document?.removeEventListener('visibilitychange', onHide);
    },
  };
}
