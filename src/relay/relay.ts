/**
 * The elicitation relay: the server side of a UI whose MCP client runs on the server
 * (docs/relay-protocol.md). Per session one local store is the only state machine; the browser
 * reads it over Server-Sent Events and acts with POSTs.
 */
import type { ElicitResult } from '../elicitation/types.js';
import { isJsonObject } from '../elicitation/json.js';
import type { ElicitationStore, ElicitOptions } from '../store/types.js';
import type { SchemaValidator } from '../schema/validator.js';
import { getDefaultValidator } from '../schema/validators.js';
import type { BackplaneHandlers, RelayBackplane } from './backplane.js';
import { callsAttachments, type CallsProvider } from './calls/attach.js';
import { createTabs } from './calls/tabs.js';
import { createHandler } from './handler.js';
import { randomId } from '../store/ids.js';
import { createMemoryBackplane } from './memory-backplane.js';
import { createRouter } from './routing.js';
import { createSessions } from './sessions.js';
import { createStreams } from './streams.js';

/** Bounds of what one session may hold or send. */
export interface RelayLimits {
  /** Largest POST body, in bytes (413 beyond it). @default 65536 */
  bodyBytes?: number;
  /** Unanswered requests per session; more are declined without asking. @default 50 */
  pendingPerSession?: number;
  /** Open streams (tabs) per session on one instance; more get 429. @default 16 */
  streamsPerSession?: number;
  /** How long an instance waits for the owner of a request to reply (503 after). @default 5000 */
  forwardTimeoutMs?: number;
  /** Requests kept in view per session after they can no longer be answered, until dismissed; beyond it the oldest leave. @default 50 */
  finishedPerSession?: number;
  /** Bytes a stream may hold unread; beyond it the stream sends each part's latest state once the reader catches up. @default 262144 */
  streamBufferBytes?: number;
  /** A stream whose reader stays behind this long (dead, or far too slow) is closed. @default 20000 */
  stalledStreamMs?: number;
}

export interface ElicitationRelayOptions {
  /**
   * The host's own authentication: the session of a browser request (from its cookie or token),
   * or `null` to refuse it (401); it sees only its own requests. Required, so a relay never starts open to anyone. Read headers only.
   */
  authorize: (request: Request) => string | null | Promise<string | null>;
  /** Origins (`https://app.example`) whose pages may use the relay; any other gets 403. */
  allowedOrigins: readonly string[];
  /** How instances share sessions; an in-memory one (this process only) by default. */
  backplane?: RelayBackplane;
  limits?: RelayLimits;
  /** Interval of each stream's `heartbeat`; a client hearing nothing for 3 × it reconnects (a dead relay noticed within 9 s). @default 3000 */
  heartbeatMs?: number;
  /** How often an open stream's session is authorized again; for a sign-out that must act at once, call `relay.revoke(session)`. @default 15000 */
  reauthorizeMs?: number;
  /** The path the handler answers (`/api/elicitation`); any path when absent. */
  basePath?: string;
  /** Checks answered content against the request's schema. @default getDefaultValidator() (CSP-safe) */
  validator?: SchemaValidator;
}

/** The relay's `elicit` options: the store's, plus the session that may answer. */
export type RelayElicitOptions = ElicitOptions & { session: string };

export interface ElicitationRelay {
  /** This instance's id (a random, opaque string), as the backplane knows it; the browser never sees it. */
  readonly instance: string;
  /** Ask the user of `session`; resolves once (`cancel` if aborted, expired, closed or the backplane is lost). */
  elicit(params: unknown, options: RelayElicitOptions): Promise<ElicitResult>;
  /**
   * See `ElicitationStore.finishCall`, for one session. An expired request stays until dismissed:
   * the draft lives in the browser, so the relay cannot tell whether it holds what the user typed.
   */
  finishCall(session: string, scope: Parameters<ElicitationStore['finishCall']>[0]): void;
  /** Serves the browser: GET = the event stream, POST = an action, OPTIONS = CORS preflight. */
  handler(request: Request): Promise<Response>;
  /** The session signed out: its streams end on every instance and its browsers then get 401. Its requests stay, for a sign-in. */
  revoke(session: string): Promise<void>;
  /** Pending requests settle `cancel`, streams end, the backplane is left. */
  close(): Promise<void>;
}

/** What the server's store holds as the draft of an expired request: the real one is in the browser. */
const DRAFT_UNSEEN = 'kept in the browser';

/** Create the relay. Throws without `authorize`: a relay that answers anyone's requests must never start by accident. */
export function createElicitationRelay(options: ElicitationRelayOptions): ElicitationRelay {
  if (typeof options?.authorize !== 'function') throw new TypeError('createElicitationRelay: `authorize(request) => session | null` is required (it decides who may see and answer each request).');
  if (!Array.isArray(options.allowedOrigins)) throw new TypeError('createElicitationRelay: `allowedOrigins` (an array of origins) is required.');
  const pendingLimit = options.limits?.pendingPerSession ?? 50;
  const validator = options.validator ?? getDefaultValidator();
  const backplane = options.backplane ?? createMemoryBackplane();
  const instance = randomId();
  let closed = false;
  let lost = false;
  /** Publishes not yet done: `close()` lets them reach the streams before ending them. */
  const inFlight = new Set<Promise<unknown>>();
  /** Aborted when the relay closes or loses the backplane: every request it holds expires. */
  let lifeline = new AbortController();
  /** The call runner attached to this relay (createCallRunner): its calls ride in the slices. */
  let calls: CallsProvider | undefined;

  const sessions = createSessions({
    instance,
    pendingLimit,
    finishedLimit: options.limits?.finishedPerSession ?? 50,
    extras: (name) => (calls ? { calls: calls.callsOf(name), tabs: streams.count(name) } : {}),
    publish(slice) {
      const publishing = ready.then(() => backplane.publish(slice)).catch(() => undefined);
      inFlight.add(publishing);
      void publishing.finally(() => inFlight.delete(publishing));
    },
  });
  const router = createRouter({
    instance,
    sessions,
    backplane,
    validator,
    forwardTimeoutMs: options.limits?.forwardTimeoutMs ?? 5_000,
    unavailable: () => lost || closed,
    calls: () => calls,
  });
  const streams = createStreams({
    backplane,
    heartbeatMs: options.heartbeatMs ?? 3_000,
    streamsPerSession: options.limits?.streamsPerSession ?? 16,
    learn: router.learn,
    bufferBytes: options.limits?.streamBufferBytes ?? 262_144,
    stallMs: options.limits?.stalledStreamMs ?? 20_000,
    reauthorizeMs: options.reauthorizeMs ?? 15_000,
    authorize: options.authorize,
    tabsChanged(name) {
      if (!calls) return;
      sessions.touch(name);
      tabs.localChanged(name);
    },
  });
  const tabs = createTabs({ instance, backplane, localTabs: (name) => streams.count(name) });

  /** Every pending call settles `cancel` and shows expired, exactly as an abort. */
  function settleAll() {
    lifeline.abort();
    lifeline = new AbortController();
  }

  const handlers: BackplaneHandlers = {
    onAction: (session, action) => router.applyLocal(session, action),
    onSlice(slice) {
      router.learn(slice);
      streams.onSlice(slice);
      tabs.onSlice(slice);
    },
    onRevoke: (session) => streams.endSession(session),
    onInstanceGone(gone) {
      router.forget(gone);
      streams.onInstanceGone(gone);
      tabs.onInstanceGone(gone);
    },
    onLost() {
      // Fail closed: nobody can reach these requests any more, so none may be answered later.
      lost = true;
      calls?.relayDown('lost');
      settleAll();
      streams.endAll();
    },
    onRestored() {
      if (closed) return;
      lost = false;
      // What the others last saw may be older than the expiries above: publish every session anew.
      for (const slice of sessions.rebuildAll()) void backplane.publish(slice).catch(() => undefined);
    },
  };
  /** Joined the backplane. A failed first attempt is retried, backing off to every 5 s; meanwhile the relay answers 503 at once. */
  let ready = backplane.connect(instance, handlers);
  let retry: ReturnType<typeof setTimeout> | undefined;
  function joinLater(waitMs: number) {
    lost = true;
    if (closed) return;
    retry = setTimeout(() => {
      const attempt = backplane.connect(instance, handlers);
      attempt.then(
        () => {
          ready = attempt;
          if (!closed) lost = false;
        },
        () => joinLater(Math.min(waitMs * 2, 5_000)),
      );
    }, waitMs);
    (retry as { unref?: () => void }).unref?.();
  }
  ready.catch(() => joinLater(250));

  /** Prepare the validator for a form's schema a task after the request goes out, so checking the answer does not pay for it. */
  function prepareSoon(params: unknown) {
    if (!validator.prepare || !isJsonObject(params) || (params.mode !== undefined && params.mode !== 'form')) return;
    const schema = params.requestedSchema;
    if (!isJsonObject(schema)) return;
    setTimeout(() => {
      try {
        void Promise.resolve(validator.prepare!(schema)).catch(() => undefined);
      } catch {
        // checkContent answers 422 for a schema that cannot be checked.
      }
    }, 0);
  }

  const handler = createHandler({
    allowedOrigins: new Set(options.allowedOrigins),
    basePath: options.basePath?.replace(/\/+$/, ''),
    bodyBytes: options.limits?.bodyBytes ?? 65_536,
    authorize: options.authorize,
    async unavailable() {
      if (closed) return 'the relay is closed';
      try {
        await ready;
      } catch {
        return 'the backplane cannot be reached';
      }
      return lost ? 'the backplane was lost' : undefined;
    },
    openStream: streams.open,
    route: router.route,
  });

  const relay: ElicitationRelay = {
    instance,
    handler,

    elicit(params, { session: name, ...elicitOptions }) {
      if (typeof name !== 'string' || name === '') return Promise.reject(new TypeError('relay.elicit: `session` is required'));
      if (closed || lost) return Promise.resolve({ action: 'cancel' });
      // Bounded per session; one server filling it alone meets the store's per-server guard and its notice.
      const session = sessions.get(name);
      if (sessions.liveCount(session) >= pendingLimit && sessions.liveCount(session, elicitOptions.server.id) < pendingLimit) return Promise.resolve({ action: 'decline' });
      const { signal } = elicitOptions;
      // A signal per request: the shared lifeline itself would collect one listener per pending request.
      const asked = sessions.open(name).store.elicit(params, { ...elicitOptions, signal: AbortSignal.any(signal ? [signal, lifeline.signal] : [lifeline.signal]) });
      prepareSoon(params);
      return asked;
    },

    finishCall(name, scope) {
      const session = sessions.get(name);
      if (!session) return;
      // Drafts live in the browser, so every expired request of the call counts as holding one.
      for (const round of session.store.getSnapshot().rounds) {
        for (const request of round.requests) {
          const inScope = 'callId' in scope ? request.callId === scope.callId : request.server.id === scope.serverId;
          if (inScope && request.status === 'expired') session.store.setDraft(request.id, DRAFT_UNSEEN);
        }
      }
      void session.store.finishCall(scope);
    },

    async revoke(session) {
      streams.endSession(session);
      await ready.then(() => backplane.revoke?.(session)).catch(() => undefined);
    },

    async close() {
      if (closed) return;
      closed = true;
      clearTimeout(retry);
      calls?.relayDown('closed');
      settleAll();
      // The streams hear that their requests expired before they end.
      for (const session of sessions.all()) sessions.flush(session);
      await Promise.all([...inFlight]);
      streams.endAll();
      await ready.then(() => backplane.close()).catch(() => undefined);
    },
  };
  callsAttachments.set(relay, (provider) => {
    if (calls) throw new TypeError('createCallRunner: this relay already has a call runner.');
    calls = provider;
    return {
      changed: (name) => sessions.touch(name),
      watchTabs: tabs.watch,
      calls: async (name) => (await backplane.slices(name)).flatMap((slice) => slice.calls ?? []).sort((a, b) => a.startedAt - b.startedAt),
      async stop(name, id) {
        const answer = await router.route(name, { type: 'stopCall', id }).catch(() => undefined);
        return answer?.status === 200 ? 'stopped' : answer?.status === 409 ? 'ended' : 'unknown';
      },
    };
  });
  return relay;
}
