/**
 * Tool calls that outlive the page that started them, for the "MCP client on the server"
 * placement (server-clients.ts). A call belongs to the browser session, not to the HTTP
 * request that asked for it, so a reload does not stop it: the relay shows its pending
 * request to the reloaded tab with the draft (docs/guides/server-clients.md), and the page
 * finds the call in `list` and follows it with `wait`.
 *
 * A call ends when its tool does, when the user stops it, or when no tab of the session has
 * had the relay's stream open for `graceMs`: then nobody is left to answer, so the call is
 * cancelled and its request expires (nothing is sent). The grace must be longer than a
 * reload and than the page's reconnect backoff (the remote store waits up to 30 s between
 * attempts), so a tab that is still there never loses its call.
 */
import type { CallToolResult } from '@modelcontextprotocol/client';
import { errorText } from '../shared/error-text.ts';
import type { CallInfo, CallWait, RunOutcome, RunReply } from '../shared/server-api.ts';
import type { WireLeg } from '../shared/wire-log.ts';

export interface SessionCallsOptions {
  /** How long a session may have no tab connected before its running call is cancelled. @default 45000 */
  graceMs?: number;
  /** How long an ended call stays readable (`wait`) and, until a page read it, listed. @default 600000 */
  keepMs?: number;
}

/** What a running call is given: its abort signal, and where its notes for the log go. */
export interface CallLog {
  readonly signal: AbortSignal;
  note(text: string): void;
}

interface Call extends CallInfo {
  readonly controller: AbortController;
  readonly legs: Map<number, WireLeg>;
  readonly notes: string[];
  /** How it ended; `undefined` while it runs. */
  reply?: RunReply;
  /** A page received `reply`: no longer listed. */
  read: boolean;
  /** Pending `wait`s, woken when it ends. */
  readonly waiters: Set<() => void>;
  abandoned: boolean;
  forget?: ReturnType<typeof setTimeout>;
}

interface Session {
  readonly calls: Call[];
  /** Open relay streams (tabs) of the session. */
  tabs: number;
  away?: ReturnType<typeof setTimeout>;
}

/** Ended calls kept per session (the oldest go first); one runs at a time. */
const KEPT_PER_SESSION = 8;
let ids = 0;

export function createSessionCalls({ graceMs = 45_000, keepMs = 600_000 }: SessionCallsOptions = {}) {
  const sessions = new Map<string, Session>();
  let closed = false;
  const sessionOf = (name: string) => sessions.get(name) ?? sessions.set(name, { calls: [], tabs: 0 }).get(name)!;
  const runningOf = (name: string) => sessions.get(name)?.calls.find((call) => !call.reply);

  /** Arm or disarm the session's grace timer, and drop a session with nothing left. */
  function review(name: string) {
    const session = sessions.get(name);
    if (!session) return;
    const running = runningOf(name);
    if (running && session.tabs === 0) {
      session.away ??= setTimeout(() => {
        session.away = undefined;
        running.abandoned = true;
        running.controller.abort();
      }, graceMs);
    } else {
      clearTimeout(session.away);
      session.away = undefined;
    }
    if (session.calls.length === 0 && session.tabs === 0 && !session.away) sessions.delete(name);
  }

  function forget(name: string, call: Call) {
    clearTimeout(call.forget);
    const calls = sessions.get(name)?.calls ?? [];
    if (calls.includes(call)) calls.splice(calls.indexOf(call), 1);
    review(name);
  }

  function end(name: string, call: Call, outcome: RunOutcome) {
    call.reply = { ...outcome, legs: [...call.legs.values()], notes: call.notes };
    for (const wake of call.waiters) wake();
    if (closed) return;
    call.forget = setTimeout(() => forget(name, call), keepMs);
    review(name);
  }

  return {
    /** Whether the session has a call that has not ended (one at a time). */
    isRunning: (name: string) => runningOf(name) !== undefined,

    /** A `tools/call` leg of the session's running call (its wire log). */
    leg(name: string, leg: WireLeg) {
      runningOf(name)?.legs.set(leg.seq, leg);
    },

    /** Start `tool`; `undefined` when the session already runs a call. */
    start(name: string, tool: string, run: (log: CallLog) => Promise<CallToolResult>): CallInfo | undefined {
      if (closed || runningOf(name)) return undefined;
      const calls = sessions.get(name)?.calls ?? [];
      for (const old of calls.slice(0, Math.max(0, calls.length - KEPT_PER_SESSION + 1))) forget(name, old);
      const call: Call = { id: String(++ids), tool, controller: new AbortController(), legs: new Map(), notes: [], read: false, waiters: new Set(), abandoned: false };
      sessionOf(name).calls.push(call);
      review(name);
      const { signal } = call.controller;
      const outcomeOf = (error: unknown): RunOutcome =>
        call.abandoned
          ? { status: 'failed', error: `Cancelled: no tab of this session was connected for ${Math.round(graceMs / 1000)} s, so nobody could answer.` }
          : signal.aborted
            ? { status: 'stopped' }
            : { status: 'failed', error: errorText(error) };
      run({ signal, note: (text) => call.notes.push(text) }).then(
        (result) => end(name, call, { status: 'done', result }),
        (error: unknown) => end(name, call, outcomeOf(error)),
      );
      return { id: call.id, tool };
    },

    /** The calls a page of the session should show: running, or ended and not yet read. */
    list: (name: string): CallInfo[] => (sessions.get(name)?.calls ?? []).filter((call) => !call.read).map(({ id, tool }) => ({ id, tool })),

    /**
     * How call `id` of the session ended, once it has (at most `maxMs` later, or when
     * `signal` aborts: then `running`); `undefined` for a call the session does not have.
     */
    async wait(name: string, id: string, signal: AbortSignal, maxMs: number): Promise<CallWait | undefined> {
      const call = sessions.get(name)?.calls.find((c) => c.id === id);
      if (!call) return undefined;
      if (!call.reply && !signal.aborted) {
        let wake!: () => void;
        const woken = new Promise<void>((resolve) => (wake = resolve));
        const timer = setTimeout(wake, maxMs);
        call.waiters.add(wake);
        signal.addEventListener('abort', wake, { once: true });
        await woken;
        clearTimeout(timer);
        call.waiters.delete(wake);
        signal.removeEventListener('abort', wake);
      }
      if (!call.reply || signal.aborted) return { status: 'running' };
      // Read: a reload from now on no longer lists it (another tab's `wait` still gets it).
      call.read = true;
      return call.reply;
    },

    /** The user's Stop: abort the session's running call. */
    stop: (name: string) => runningOf(name)?.controller.abort(),

    /** A tab of the session opened the relay's stream; `closed` fires when it ends. */
    tabOpened(name: string, closed: AbortSignal) {
      if (closed.aborted) return;
      sessionOf(name).tabs += 1;
      review(name);
      closed.addEventListener('abort', () => {
        const session = sessions.get(name);
        if (!session) return; // closed meanwhile
        session.tabs -= 1;
        review(name);
      }, { once: true });
    },

    /** Sessions holding state (calls, tabs or a timer): for tests, to see nothing is left. */
    size: () => sessions.size,

    /** Abort every call and clear every timer. */
    close() {
      closed = true;
      for (const session of sessions.values()) {
        clearTimeout(session.away);
        for (const call of session.calls) {
          clearTimeout(call.forget);
          call.controller.abort();
        }
      }
      sessions.clear();
    },
  };
}

export type SessionCalls = ReturnType<typeof createSessionCalls>;
