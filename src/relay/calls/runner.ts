/**
 * The call runner: tool calls that belong to a browser session, not to the HTTP request that
 * started them, so a reload loses nothing (docs/guides/server-clients.md). A call ends when its
 * `run` settles, when stopped, when no tab of its session was connected for `graceMs`, when
 * its instance loses the backplane (fail closed) or the runner closes; each end says why.
 */
import type { ElicitResult } from '../../elicitation/types.js';
import type { CallEndReason, CallState, EndedCall } from '../../store/calls.js';
import type { ElicitOptions } from '../../store/types.js';
import { randomId } from '../../store/ids.js';
// The relay module (src/relay/relay.ts), named through src/ so it is not read as the entry.
import type { ElicitationRelay } from '../../relay/relay.js';
import { callsAttachments, type RelayCallsHost, type StopOutcome } from './attach.js';
import type { WireCall } from './wire-call.js';

/** Bounds of what one session's calls may hold. */
export interface CallRunnerLimits {
  /** Calls running at once per session; `start` throws `too-many-calls` beyond it. @default 8 */
  runningPerSession?: number;
  /** Ended calls kept per session (the oldest are forgotten first). @default 20 */
  endedPerSession?: number;
  /** Largest result (JSON, UTF-16 units) that travels to the page; a larger one is listed `resultOmitted`. @default 262144 */
  resultChars?: number;
}

/** Options of {@link createCallRunner}. */
export interface CallRunnerOptions {
  /** The relay whose streams show the calls and whose tabs keep them alive. One runner per relay. */
  relay: ElicitationRelay;
  /** How long a session may have no tab connected before its calls are `abandoned`: longer than a reload and the page's 30 s reconnect backoff. @default 45000 */
  graceMs?: number;
  /** How long an ended call stays listed, so a tab that comes back reads how it ended. @default 600000 */
  keepMs?: number;
  /** Bounds per session. */
  limits?: CallRunnerLimits;
}

/** What a running call is given. */
export interface CallContext {
  /** The call's id (what the page follows). */
  readonly id: string;
  /** The session it belongs to (whose tabs see it). */
  readonly session: string;
  /** Aborted when the call ends early; pass it to the MCP client's call. Its `reason` is `{ code, reason }`. */
  readonly signal: AbortSignal;
  /**
   * `relay.elicit` for this session and call: what it asks carries its `callId`, expires when
   * it is cancelled, and leaves view when it ends. Give it to adapters made per call.
   */
  elicit(params: unknown, options: ElicitOptions): Promise<ElicitResult>;
}

/** What to start: the call's name and arguments as the page lists them, and how to run it. */
export interface CallSpec<R> {
  /** The tool (or prompt) name, listed to the page (at most 256 characters). */
  name: string;
  /** Listed to the page as given (JSON). */
  arguments?: Record<string, unknown>;
  /** Run the call; what it resolves with is the call's result (JSON, it travels to the page). */
  run(call: CallContext): Promise<R>;
}

/** A call just started: its id (answer the page with it) and its end. */
export interface StartedCall<R> {
  readonly id: string;
  /** Settles once, when the call ends, however it ends (never rejects). */
  readonly ended: Promise<EndedCall<R>>;
}

/** The tool calls of a relay's sessions (see {@link createCallRunner}). */
export interface CallRunner {
  /** Start a call for `session`, detached from the HTTP request that asked (answer it `202 { id }`). Throws a {@link CallRunnerError}. */
  start<R>(session: string, spec: CallSpec<R>): StartedCall<R>;
  /** The calls of `session` on every instance, oldest first. */
  list(session: string): Promise<CallState[]>;
  /** Stop call `id` of `session`, wherever it runs; `false` when it had already ended or is unknown. */
  stop(session: string, id: string): Promise<boolean>;
  /** Cancel every running call (`closed`) and clear every timer. Call it before `relay.close()`. */
  close(): void;
}

/** Why `start` refused a call: the session runs too many, or the runner is closed. */
export class CallRunnerError extends Error {
  constructor(
    /** `too-many-calls` (the session's `runningPerSession`) or `closed`. */
    readonly code: 'too-many-calls' | 'closed',
    message: string,
  ) {
    super(message);
    this.name = 'CallRunnerError';
  }
}

/** The code each end gives the requests it cancels (the store's expiry reason). */
const EXPIRY_CODE: Record<CallEndReason, string> = {
  stopped: 'stopped',
  abandoned: 'disconnected',
  lost: 'disconnected',
  closed: 'server-restarted',
  expired: 'state-refused',
};

interface Call {
  state: CallState;
  readonly wire: { state?: CallState; call?: WireCall };
  readonly controller: AbortController;
  readonly settle: (ended: EndedCall) => void;
  forget?: ReturnType<typeof setTimeout>;
}

interface Session {
  readonly calls: Map<string, Call>;
  /** Tabs connected on every instance, as last reported (0 until the first report). */
  tabs: number;
  releaseTabs?: () => void;
  away?: ReturnType<typeof setTimeout>;
}

const isRunning = (call: Call) => call.state.status === 'running';

/**
 * Create the call runner of `relay`.
 *
 * @example
 * ```ts
 * const calls = createCallRunner({ relay });
 * // POST /api/run: start the call, answer at once; the page follows it in `store.calls`.
 * const { id } = calls.start(session, {
 *   name: 'book_trip',
 *   arguments: { city },
 *   run: ({ signal }) => client.callTool({ name: 'book_trip', arguments: { city } }, { signal }),
 * });
 * return Response.json({ id }, { status: 202 });
 * ```
 */
export function createCallRunner(options: CallRunnerOptions): CallRunner {
  const { relay } = options;
  const attach = callsAttachments.get(relay);
  if (!attach) throw new TypeError('createCallRunner: `relay` must be a relay from createElicitationRelay.');
  const graceMs = options.graceMs ?? 45_000;
  const keepMs = options.keepMs ?? 600_000;
  const runningLimit = options.limits?.runningPerSession ?? 8;
  const endedLimit = options.limits?.endedPerSession ?? 20;
  const resultChars = options.limits?.resultChars ?? 262_144;
  const sessions = new Map<string, Session>();
  let closed = false;

  const host: RelayCallsHost = attach({
    callsOf: (session) => [...(sessions.get(session)?.calls.values() ?? [])].map(wireOf),
    stop: (session, id) => stopLocal(session, id, 'stopped'),
    relayDown(reason) {
      if (reason === 'closed') close();
      else for (const [name, session] of sessions) for (const call of [...session.calls.values()]) if (isRunning(call)) end(name, call, cancelled(call, 'lost'));
    },
  });

  /** The call as it travels: the result left out when it is too large (computed once per state). */
  function wireOf(call: Call): WireCall {
    if (call.wire.state === call.state) return call.wire.call!;
    let wire: WireCall = call.state;
    if (call.state.status === 'completed' && call.state.result !== undefined) {
      let size = Infinity;
      try {
        size = JSON.stringify(call.state.result)?.length ?? 0;
      } catch {
        // Not JSON (a cycle, a BigInt): it cannot travel.
      }
      if (size > resultChars) {
        const { result: _omitted, ...rest } = call.state;
        wire = { ...rest, resultOmitted: true };
      }
    }
    call.wire.state = call.state;
    call.wire.call = wire;
    return wire;
  }

  const cancelled = (call: Call, reason: CallEndReason): EndedCall => ({ ...call.state, status: 'cancelled', endedAt: Date.now(), reason });

  /** Arm or disarm the session's grace timer, watch its tabs while it runs something, drop it when empty. */
  function review(name: string) {
    const session = sessions.get(name);
    if (!session) return;
    const running = [...session.calls.values()].some(isRunning);
    if (running && !session.releaseTabs && !closed) {
      session.releaseTabs = host.watchTabs(name, (tabs) => {
        session.tabs = tabs;
        review(name);
      });
    } else if (!running && session.releaseTabs) {
      session.releaseTabs();
      session.releaseTabs = undefined;
      session.tabs = 0;
    }
    if (running && session.tabs === 0 && !closed) {
      session.away ??= setTimeout(() => {
        session.away = undefined;
        for (const call of [...session.calls.values()]) if (isRunning(call)) end(name, call, cancelled(call, 'abandoned'));
      }, graceMs);
    } else if (session.away !== undefined) {
      clearTimeout(session.away);
      session.away = undefined;
    }
    if (session.calls.size === 0 && !session.releaseTabs && session.away === undefined) sessions.delete(name);
  }

  function forget(name: string, id: string) {
    const session = sessions.get(name);
    const call = session?.calls.get(id);
    if (!session || !call) return;
    clearTimeout(call.forget);
    session.calls.delete(id);
    host.changed(name);
    review(name);
  }

  /** The call ends (once): its state, its waiters, its requests, its slot in the session. */
  function end(name: string, call: Call, ended: EndedCall) {
    if (!isRunning(call)) return;
    call.state = ended;
    if (ended.status === 'cancelled') call.controller.abort({ code: EXPIRY_CODE[ended.reason], reason: ended.reason });
    call.settle(ended);
    // What it asked and is answered leaves view; what expired stays, with its draft.
    relay.finishCall(name, { callId: call.state.id });
    if (!closed) call.forget = setTimeout(() => forget(name, call.state.id), keepMs);
    const session = sessions.get(name)!;
    const endedIds = [...session.calls.values()].filter((c) => !isRunning(c)).map((c) => c.state.id);
    for (const id of endedIds.slice(0, Math.max(0, endedIds.length - endedLimit))) forget(name, id);
    host.changed(name);
    review(name);
  }

  function stopLocal(name: string, id: string, reason: CallEndReason): StopOutcome {
    const call = sessions.get(name)?.calls.get(id);
    if (!call) return 'unknown';
    if (!isRunning(call)) return 'ended';
    end(name, call, cancelled(call, reason));
    return 'stopped';
  }

  function close() {
    if (closed) return;
    closed = true;
    for (const [name, session] of sessions) {
      for (const call of [...session.calls.values()]) {
        end(name, call, cancelled(call, 'closed'));
        clearTimeout(call.forget);
      }
      session.releaseTabs?.();
      session.releaseTabs = undefined;
      clearTimeout(session.away);
    }
    sessions.clear();
  }

  return {
    start<R>(name: string, spec: CallSpec<R>): StartedCall<R> {
      if (typeof name !== 'string' || name === '') throw new TypeError('callRunner.start: `session` is required');
      if (typeof spec?.name !== 'string' || spec.name === '' || spec.name.length > 256) throw new TypeError('callRunner.start: `name` must be 1 to 256 characters');
      if (closed) throw new CallRunnerError('closed', 'The call runner is closed.');
      const session = sessions.get(name) ?? { calls: new Map<string, Call>(), tabs: 0 };
      const running = [...session.calls.values()].filter(isRunning).length;
      if (running >= runningLimit) throw new CallRunnerError('too-many-calls', `At most ${runningLimit} calls run at once in a session.`);
      sessions.set(name, session);
      let settle!: (ended: EndedCall) => void;
      const ended = new Promise<EndedCall>((resolve) => (settle = resolve));
      const id = randomId();
      const call: Call = {
        state: { id, name: spec.name, ...(spec.arguments !== undefined && { arguments: spec.arguments }), startedAt: Date.now(), status: 'running' },
        wire: {},
        controller: new AbortController(),
        settle,
      };
      session.calls.set(id, call);
      host.changed(name);
      review(name);
      const { signal } = call.controller;
      const context: CallContext = {
        id,
        session: name,
        signal,
        elicit: (params, elicitOptions) =>
          relay.elicit(params, { ...elicitOptions, session: name, callId: id, signal: elicitOptions.signal ? AbortSignal.any([elicitOptions.signal, signal]) : signal }),
      };
      let running$: Promise<R>;
      try {
        running$ = Promise.resolve(spec.run(context));
      } catch (error) {
        running$ = Promise.reject(error);
      }
      running$.then(
        (result) => end(name, call, { ...call.state, status: 'completed', endedAt: Date.now(), result }),
        (error: unknown) => end(name, call, { ...call.state, status: 'failed', endedAt: Date.now(), error: messageOf(error) }),
      );
      return { id, ended: ended as Promise<EndedCall<R>> };
    },

    list: (name) => host.calls(name),

    async stop(name, id) {
      const here = stopLocal(name, id, 'stopped');
      if (here !== 'unknown') return here === 'stopped';
      return (await host.stop(name, id)) === 'stopped';
    },

    close,
  };
}

/** An error's message as plain text, bounded (it travels to the page). */
function messageOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.length > 2000 ? `${text.slice(0, 2000)}…` : text;
}
