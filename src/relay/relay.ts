/**
 * The elicitation relay: the server side of a UI whose MCP client runs on the server
 * (docs/relay-protocol.md). Per session it keeps one local store (createElicitationStore),
 * the only state machine; the browser reads it over Server-Sent Events and acts on it with
 * POSTs. React-free, Fetch API only.
 */
import type { ElicitContent, ElicitResult } from '../elicitation/types.js';
import { isJsonObject } from '../elicitation/json.js';
import { createElicitationStore } from '../store/store.js';
import type { ElicitationRequest, ElicitationStore, ElicitOptions, RefusalReason } from '../store/types.js';
import type { SchemaValidator } from '../schema/validator.js';
import { getDefaultValidator } from '../schema/validators.js';
import type { ActionReply, BackplaneHandlers, RelayAction, RelayBackplane, SessionSlice } from './backplane.js';
import { createMemoryBackplane } from './memory-backplane.js';
import { BodyError, corsHeaders, fail, originAllowed, randomId, readBody, text } from './http.js';
import { RELAY_PROTOCOL, decodeEventId, encodeEventId, type WirePart, type WireRequest, type WireRound } from './wire.js';

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
  /**
   * Requests kept in view after they can no longer be answered (expired, refused) per
   * session, until the browser dismisses them; beyond it the oldest leave. @default 50
   */
  finishedPerSession?: number;
}

export interface ElicitationRelayOptions {
  /**
   * The host's own authentication: the session a browser request belongs to (from its
   * cookie or token), or `null` to refuse it (401). Required: without it the relay does
   * not start. Only requests elicited for this session are visible to it. Read headers
   * (cookie, authorization) only: the body belongs to the action.
   */
  authorize: (request: Request) => string | null | Promise<string | null>;
  /** Origins (`https://app.example`) whose pages may use the relay; any other gets 403. */
  allowedOrigins: readonly string[];
  /** How instances share sessions; an in-memory one (this process only) by default. */
  backplane?: RelayBackplane;
  limits?: RelayLimits;
  /** Interval of the `heartbeat` event on each stream (a client that hears nothing for 3 × it reconnects). @default 15000 */
  heartbeatMs?: number;
  /** The path the handler answers (`/api/elicitation`); any path when absent. */
  basePath?: string;
  /** Checks answered content against the request's schema. @default getDefaultValidator() (CSP-safe) */
  validator?: SchemaValidator;
}

/** The relay's `elicit` options: the store's, plus the session that may answer. */
export type RelayElicitOptions = ElicitOptions & { session: string };

export interface ElicitationRelay {
  /** This instance's id (a random, opaque string): the `part` its requests travel in. */
  readonly instance: string;
  /** Ask the user of `session`; resolves once (`cancel` if aborted, expired, closed or the backplane is lost). */
  elicit(params: unknown, options: RelayElicitOptions): Promise<ElicitResult>;
  /**
   * See `ElicitationStore.finishCall`, for one session. An expired request stays until the
   * browser dismisses it: the user's draft lives in the browser, so the relay cannot tell
   * whether it holds what they typed (the store keeps exactly those).
   */
  finishCall(session: string, scope: Parameters<ElicitationStore['finishCall']>[0]): void;
  /** Serves the browser: GET = the event stream, POST = an action, OPTIONS = CORS preflight. */
  handler(request: Request): Promise<Response>;
  /** Pending requests settle `cancel`, streams end, the backplane is left. */
  close(): Promise<void>;
}

const REFUSAL_CODES = new Set(['invalid-request', 'unsupported-mode', 'render-error']);
const ACTIONS = new Set(['accept', 'decline', 'cancel']);
const TOMBSTONES = 10_000;
/** What the server's store holds as the draft of an expired request: the real one is in the browser. */
const DRAFT_UNSEEN = 'kept in the browser';

interface Session {
  readonly name: string;
  readonly store: ElicitationStore;
  /** Store id ⇔ relay id (random); the same for round ids. */
  readonly toWire: Map<string, string>;
  readonly fromWire: Map<string, string>;
  slice: SessionSlice;
  /** The store changed since `slice` was built (it is rebuilt once per burst of changes). */
  dirty: boolean;
  unsubscribe: () => void;
}

interface Stream {
  readonly session: string;
  /** What this stream's client has: each part's latest state. */
  readonly parts: Map<string, WirePart>;
  started: boolean;
  send(text: string): void;
  end(): void;
}

const isLiveStatus = (status: string) => status === 'pending' || status === 'staged';

/** A slice as the wire's part, made once per slice (the stream and the POST reply send the same one). */
const parts = new WeakMap<SessionSlice, WirePart>();
function toPart(slice: SessionSlice): WirePart {
  let part = parts.get(slice);
  if (!part) parts.set(slice, (part = { part: slice.instance, version: slice.version, rounds: slice.rounds, refused: slice.refused }));
  return part;
}

/** A part's JSON, serialised once however many streams and replies carry it. */
const partJson = new WeakMap<WirePart, string>();
function jsonOf(part: WirePart): string {
  let text = partJson.get(part);
  if (text === undefined) partJson.set(part, (text = JSON.stringify(part)));
  return text;
}

/** Live requests of a part whose instance is gone: expired (their call can never be answered). */
function expirePart(part: WirePart): WirePart {
  const rounds = part.rounds.map((round) => ({
    ...round,
    requests: round.requests.map((request): WireRequest => {
      if (!isLiveStatus(request.status)) return request;
      const copy = { ...request, status: 'expired' } as Record<string, unknown>;
      delete copy.answer;
      return copy as WireRequest;
    }),
  }));
  return { ...part, version: part.version + 1, rounds };
}

const sseEvent = (event: string, id: string, data: unknown) => `event: ${event}\nid: ${id}\ndata: ${JSON.stringify(data)}\n\n`;
const ssePart = (id: string, part: WirePart) => `event: part\nid: ${id}\ndata: ${jsonOf(part)}\n\n`;

function readResult(value: unknown): ElicitResult | string {
  if (!isJsonObject(value)) return 'result must be an object';
  const action = value.action;
  if (typeof action !== 'string' || !ACTIONS.has(action)) return 'result.action must be accept, decline or cancel';
  if (action !== 'accept' || value.content === undefined) return { action: action as ElicitResult['action'] };
  if (!isJsonObject(value.content)) return 'result.content must be an object';
  // Object.fromEntries defines each key as an own data property: `__proto__` or
  // `constructor` in the answer stay plain keys (JSON.parse made them so too), never a
  // prototype. Nothing below assigns an answer's key with `=`.
  const entries: [string, ElicitContent[string]][] = [];
  for (const [key, item] of Object.entries(value.content)) {
    const ok = typeof item === 'string' || typeof item === 'boolean' || (typeof item === 'number' && Number.isFinite(item)) || (Array.isArray(item) && item.every((v) => typeof v === 'string'));
    if (!ok) return `result.content.${key.slice(0, 64)} must be a string, number, boolean or array of strings`;
    entries.push([key, Array.isArray(item) ? [...(item as string[])] : (item as ElicitContent[string])]);
  }
  return { action: 'accept', content: Object.fromEntries(entries) as ElicitContent };
}

function readAction(body: unknown): RelayAction | string {
  if (!isJsonObject(body)) return 'the body must be a JSON object';
  const str = (key: string) => (typeof body[key] === 'string' && (body[key] as string).length <= 256 ? (body[key] as string) : undefined);
  // Request and round ids are the relay's own (base64url): anything else names nothing, and
  // can never reach the `session + "\n" + id` keys of the routing tables.
  const id = (key: string) => (typeof body[key] === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(body[key] as string) ? (body[key] as string) : undefined);
  switch (body.type) {
    case 'respond': {
      const target = id('id');
      const result = readResult(body.result);
      if (target === undefined) return 'id must be a relay id';
      return typeof result === 'string' ? result : { type: 'respond', id: target, result };
    }
    case 'refuse': {
      const target = id('id');
      const reason = body.reason;
      if (target === undefined) return 'id must be a relay id';
      if (!isJsonObject(reason) || typeof reason.code !== 'string' || !REFUSAL_CODES.has(reason.code)) return 'reason.code is not a refusal code';
      const clean: RefusalReason = reason.code === 'unsupported-mode' ? { code: 'unsupported-mode', mode: String(reason.mode ?? '').slice(0, 64) } : { code: reason.code as 'invalid-request' | 'render-error' };
      return { type: 'refuse', id: target, reason: clean };
    }
    case 'reopen':
    case 'dismiss': {
      const target = id('id');
      return target === undefined ? 'id must be a relay id' : { type: body.type, id: target };
    }
    case 'sendRound':
    case 'cancelRound': {
      const roundId = id('roundId');
      return roundId === undefined ? 'roundId must be a relay id' : { type: body.type, roundId };
    }
    case 'dismissRefused': {
      const serverId = str('serverId');
      return serverId === undefined ? 'serverId must be a string' : { type: 'dismissRefused', serverId };
    }
    default:
      return 'type is not a relay action';
  }
}

/** Does `slice` hold the target of `action`? */
function holds(slice: SessionSlice, action: RelayAction): boolean {
  if (action.type === 'dismissRefused') return slice.refused.some((notice) => notice.server.id === action.serverId);
  if (action.type === 'sendRound' || action.type === 'cancelRound') return slice.rounds.some((round) => round.id === action.roundId);
  return slice.rounds.some((round) => round.requests.some((request) => request.id === action.id));
}

/** Every target id of a slice (request and round ids), so a later action on one can be routed. */
const targetIds = (slice: SessionSlice) => slice.rounds.flatMap((round) => [round.id, ...round.requests.map((r) => r.id)]);

/**
 * Create the relay. Throws a TypeError without `authorize`: a relay that answers anyone's
 * requests must never start by accident.
 */
export function createElicitationRelay(options: ElicitationRelayOptions): ElicitationRelay {
  if (typeof options?.authorize !== 'function') throw new TypeError('createElicitationRelay: `authorize(request) => session | null` is required (it decides who may see and answer each request).');
  if (!Array.isArray(options.allowedOrigins)) throw new TypeError('createElicitationRelay: `allowedOrigins` (an array of origins) is required.');
  const allowed = new Set(options.allowedOrigins);
  const bodyLimit = options.limits?.bodyBytes ?? 65_536;
  const pendingLimit = options.limits?.pendingPerSession ?? 50;
  const streamLimit = options.limits?.streamsPerSession ?? 16;
  const forwardTimeout = options.limits?.forwardTimeoutMs ?? 5_000;
  const finishedLimit = options.limits?.finishedPerSession ?? 50;
  const heartbeatMs = options.heartbeatMs ?? 15_000;
  const basePath = options.basePath?.replace(/\/+$/, '');
  const validator = options.validator ?? getDefaultValidator();
  const backplane = options.backplane ?? createMemoryBackplane();
  const instance = randomId();
  const sessions = new Map<string, Session>();
  const streams = new Map<string, Set<Stream>>();
  const unwatch = new Map<string, Promise<() => Promise<void>>>();
  /** Requests and rounds that left this instance's stores: a later action is a conflict (409), not unknown. */
  const finished = new Map<string, true>(); // `${session}\n${id}`, oldest first
  /** Who owns a target, as last seen in a slice of that session: `${session}\n${id}` → instance. */
  const owners = new Map<string, string>();
  let closed = false;
  let lost = false;
  let versions = 0;
  /** Publishes not yet done: `close()` lets them reach the streams before ending them. */
  const inFlight = new Set<Promise<unknown>>();
  /** Aborted when the relay closes or loses the backplane: every request it holds expires. */
  let lifeline = new AbortController();

  const remember = <V>(map: Map<string, V>, key: string, value: V) => {
    map.delete(key);
    map.set(key, value);
    if (map.size > TOMBSTONES) map.delete(map.keys().next().value!);
  };

  /** Remember who owns the targets of another instance's slice (this instance's own are in `fromWire`). */
  function learn(slice: SessionSlice) {
    if (slice.instance === instance) return;
    for (const id of targetIds(slice)) remember(owners, `${slice.session}\n${id}`, slice.instance);
  }

  // ---- streams -------------------------------------------------------------------------

  function deliver(stream: Stream, part: WirePart, empty: boolean) {
    const known = stream.parts.get(part.part);
    if (known ? known.version >= part.version : empty) return;
    if (empty) stream.parts.delete(part.part);
    else stream.parts.set(part.part, part);
    if (!stream.started) return;
    const id = encodeEventId(new Map([...stream.parts].map(([name, p]) => [name, p.version])));
    // An empty part leaves: `gone` says so without keeping a part with nothing in it.
    stream.send(empty ? sseEvent('gone', id, { part: part.part }) : ssePart(id, part));
  }

  const handlers: BackplaneHandlers = {
    onAction: (session, action) => applyLocal(session, action),
    onSlice(slice) {
      learn(slice);
      const part = toPart(slice);
      const empty = slice.rounds.length === 0 && slice.refused.length === 0;
      for (const stream of streams.get(slice.session) ?? []) deliver(stream, part, empty);
    },
    onInstanceGone(gone) {
      for (const set of streams.values()) {
        for (const stream of set) {
          const part = stream.parts.get(gone);
          if (part) deliver(stream, expirePart(part), false);
        }
      }
    },
    onLost() {
      // Fail closed: nobody can reach these requests any more, so none may be answered later.
      lost = true;
      settleAll();
      for (const set of [...streams.values()]) for (const stream of [...set]) stream.end();
    },
    onRestored() {
      if (closed) return;
      lost = false;
      // What the others last saw may be older than the expiries above: publish every session anew.
      for (const session of sessions.values()) {
        session.dirty = false;
        session.slice = buildSlice(session);
        void backplane.publish(session.slice).catch(() => undefined);
      }
    },
  };
  const ready = backplane.connect(instance, handlers).catch((error: unknown) => {
    lost = true;
    throw error;
  });
  ready.catch(() => undefined);

  // ---- sessions ------------------------------------------------------------------------

  function wireId(session: Session, storeId: string): string {
    let id = session.toWire.get(storeId);
    if (id === undefined) {
      id = randomId();
      session.toWire.set(storeId, id);
      session.fromWire.set(id, storeId);
    }
    return id;
  }

  function buildSlice(session: Session): SessionSlice {
    const snapshot = session.store.getSnapshot();
    const seen = new Set<string>();
    const rounds: WireRound[] = snapshot.rounds.map((round) => {
      seen.add(round.id);
      return {
        id: wireId(session, round.id),
        server: round.server,
        requests: round.requests.map((request) => {
          seen.add(request.id);
          const wire = { ...request, id: wireId(session, request.id), roundId: wireId(session, round.id) } as Record<string, unknown>;
          delete wire.sending;
          delete wire.actionError;
          return wire as WireRequest;
        }),
      };
    });
    // What left the store: a later action on it is a conflict (already answered), never a new request.
    for (const [storeId, id] of [...session.toWire]) {
      if (seen.has(storeId)) continue;
      session.toWire.delete(storeId);
      session.fromWire.delete(id);
      remember(finished, `${session.name}\n${id}`, true);
    }
    // One counter for every session of this instance: a session emptied (its state dropped)
    // and asked again continues above every version a client may still hold for it.
    return { instance, session: session.name, version: ++versions, rounds, refused: snapshot.refused };
  }

  function sessionFor(name: string): Session {
    let session = sessions.get(name);
    if (session) return session;
    const store = createElicitationStore({ maxPendingPerServer: pendingLimit });
    const created: Session = { name, store, toWire: new Map(), fromWire: new Map(), slice: { instance, session: name, version: 0, rounds: [], refused: [] }, dirty: false, unsubscribe: () => undefined };
    session = created;
    sessions.set(name, created);
    // The slice is built after the store's change, not inside it: the call the change
    // settled hears its answer first, and a burst of changes is one publish.
    created.unsubscribe = store.subscribe(() => {
      if (created.dirty) return;
      created.dirty = true;
      queueMicrotask(() => flush(created));
    });
    return session;
  }

  /** Build and publish the slice of a session whose store changed (at most once per change). */
  function flush(session: Session) {
    if (!session.dirty) return;
    trimFinished(session);
    session.dirty = false;
    const slice = (session.slice = buildSlice(session));
    if (slice.rounds.length === 0 && slice.refused.length === 0 && sessions.get(session.name) === session) {
      session.unsubscribe();
      sessions.delete(session.name);
    }
    const publishing = ready.then(() => backplane.publish(slice)).catch(() => undefined);
    inFlight.add(publishing);
    void publishing.finally(() => inFlight.delete(publishing));
  }

  /** Beyond `finishedPerSession` requests nobody can answer any more, the oldest leave (dismissed). */
  function trimFinished(session: Session) {
    const finishedIds: string[] = [];
    for (const round of session.store.getSnapshot().rounds) for (const request of round.requests) if (request.status === 'expired' || request.status === 'refused') finishedIds.push(request.id);
    // Still dirty while it dismisses: the store's notifications queue no second flush.
    for (const id of finishedIds.slice(0, Math.max(0, finishedIds.length - finishedLimit))) void session.store.dismiss(id);
  }

  /**
   * Every pending call settles `cancel` and its request shows expired (the draft kept in the
   * browser), exactly as an abort: the stores see the relay's own signal fire.
   */
  function settleAll() {
    lifeline.abort();
    lifeline = new AbortController();
  }

  const liveCount = (session: Session | undefined, serverId?: string) =>
    session
      ? session.store.getSnapshot().rounds.reduce((n, round) => n + round.requests.filter((r) => isLiveStatus(r.status) && (serverId === undefined || r.server.id === serverId)).length, 0)
      : 0;

  /**
   * Set the validator up for a form's schema once the request is on its way to the browser
   * (a task later), so that checking the answer does not also pay for it. A schema it cannot
   * prepare is refused when the answer is checked, as before.
   */
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

  // ---- actions -------------------------------------------------------------------------

  const reply = (session: Session | undefined, extra: Partial<ActionReply> = {}): ActionReply => {
    if (session) flush(session);
    return { status: 200, ...extra, ...(session && { slice: session.slice }) };
  };
  const missing = (name: string, id: string): ActionReply =>
    finished.has(`${name}\n${id}`) ? { status: 409, error: 'conflict', detail: 'already answered or gone' } : { status: 404, error: 'not-found' };

  function findRequest(session: Session, storeId: string): ElicitationRequest | undefined {
    for (const round of session.store.getSnapshot().rounds) for (const request of round.requests) if (request.id === storeId) return request;
    return undefined;
  }

  async function checkContent(request: ElicitationRequest, result: ElicitResult): Promise<ElicitResult | ActionReply> {
    if (result.action !== 'accept' || request.mode !== 'form') return { action: result.action };
    const schema = request.params.requestedSchema;
    const content = result.content ?? {};
    try {
      const verdict = await validator.validate(schema as object, content);
      if (!verdict.valid) {
        const where = verdict.issues.slice(0, 5).map((issue) => `${issue.path.join('/') || '(root)'}: ${issue.keyword}`).join('; ');
        return { status: 422, error: 'invalid-content', detail: where.slice(0, 500) };
      }
    } catch {
      // The validator could not run: nothing unchecked reaches the MCP server.
      return { status: 422, error: 'invalid-content', detail: 'the schema could not be checked' };
    }
    return { action: 'accept', content };
  }

  /** Apply an action on this instance's store for `name`; the reply says what happened. */
  async function applyLocal(name: string, action: RelayAction): Promise<ActionReply> {
    if (lost || closed) return { status: 503, error: 'unavailable' };
    const session = sessions.get(name);
    // A change not yet in the slice (same tick): its finished ids must answer 409, not 404.
    if (session) flush(session);
    if (action.type === 'dismissRefused') {
      if (!session || !session.store.getSnapshot().refused.some((n) => n.server.id === action.serverId)) return { status: 404, error: 'not-found' };
      await session.store.dismissRefused(action.serverId);
      return reply(session);
    }
    const target = action.type === 'sendRound' || action.type === 'cancelRound' ? action.roundId : action.id;
    const storeId = session?.fromWire.get(target);
    if (!session || storeId === undefined) return missing(name, target);

    if (action.type === 'sendRound' || action.type === 'cancelRound') {
      if (action.type === 'cancelRound') {
        await session.store.cancelRound(storeId);
        return reply(session);
      }
      const sent = await session.store.sendRound(storeId);
      // Not sent (a live request has no staged answer yet) is an answer, as the store's `false`, not an error.
      return reply(session, { sent });
    }

    let request = findRequest(session, storeId);
    if (!request) return missing(name, target);
    switch (action.type) {
      case 'respond': {
        if (!isLiveStatus(request.status)) return { status: 409, error: 'conflict', detail: 'already answered' };
        const checked = await checkContent(request, action.result);
        if ('status' in checked) return checked;
        // The validator may have answered asynchronously: another answer may have won meanwhile.
        request = findRequest(session, storeId);
        if (!request || !isLiveStatus(request.status)) return { status: 409, error: 'conflict', detail: 'already answered' };
        await session.store.respond(storeId, checked);
        return reply(session);
      }
      case 'refuse':
        if (!isLiveStatus(request.status)) return { status: 409, error: 'conflict', detail: 'already answered' };
        await session.store.refuse(storeId, action.reason);
        return reply(session);
      case 'reopen':
        if (request.status !== 'staged') return { status: 409, error: 'conflict', detail: 'not staged' };
        await session.store.reopen(storeId);
        return reply(session);
      case 'dismiss':
        if (isLiveStatus(request.status)) return { status: 409, error: 'conflict', detail: 'still unanswered' };
        await session.store.dismiss(storeId);
        return reply(session);
    }
  }

  /** Find who owns the action's target among the session's slices and have it applied there. */
  async function route(name: string, action: RelayAction): Promise<ActionReply> {
    if (action.type === 'dismissRefused') {
      const holders = (await backplane.slices(name)).filter((slice) => holds(slice, action));
      if (holders.length === 0) return { status: 404, error: 'not-found' };
      const replies = await Promise.all(holders.map((slice) => (slice.instance === instance ? applyLocal(name, action) : backplane.send(slice.instance, name, action, forwardTimeout))));
      return replies.find((r) => r.status !== 200) ?? replies[0]!;
    }
    const target = action.type === 'sendRound' || action.type === 'cancelRound' ? action.roundId : action.id;
    const local = sessions.get(name);
    if ((local && local.fromWire.has(target)) || finished.has(`${name}\n${target}`)) return applyLocal(name, action);
    let owner = (await backplane.slices(name)).find((slice) => holds(slice, action))?.instance;
    owner ??= owners.get(`${name}\n${target}`);
    if (owner === undefined) return { status: 404, error: 'not-found' };
    if (owner === instance) return applyLocal(name, action);
    return backplane.send(owner, name, action, forwardTimeout);
  }

  // ---- HTTP ----------------------------------------------------------------------------

  async function openStream(request: Request, name: string, cors: Record<string, string>): Promise<Response> {
    const set = streams.get(name) ?? new Set<Stream>();
    if (set.size >= streamLimit) return fail(429, 'too-many-streams', `at most ${streamLimit} streams per session`, cors);
    const url = new URL(request.url);
    const resume = decodeEventId(request.headers.get('last-event-id') ?? url.searchParams.get('lastEventId'));
    const encoder = new TextEncoder();
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const timers: { heartbeat?: ReturnType<typeof setInterval> } = {};
    let ended = false;
    const stream: Stream = {
      session: name,
      parts: new Map(),
      started: false,
      send(text) {
        if (ended) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          stream.end();
        }
      },
      end() {
        if (ended) return;
        ended = true;
        clearInterval(timers.heartbeat);
        set.delete(stream);
        if (set.size === 0) {
          streams.delete(name);
          const stop = unwatch.get(name);
          unwatch.delete(name);
          void stop?.then((fn) => fn()).catch(() => undefined);
        }
        try {
          controller.close();
        } catch {
          // Already closed or cancelled by the client.
        }
      },
    };
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
      },
      cancel() {
        stream.end();
      },
    });
    set.add(stream);
    streams.set(name, set);
    if (!unwatch.has(name)) unwatch.set(name, backplane.watch(name));
    request.signal?.addEventListener('abort', () => stream.end(), { once: true });
    try {
      await unwatch.get(name);
      const current = await backplane.slices(name);
      for (const slice of current) {
        learn(slice);
        const known = stream.parts.get(slice.instance);
        if (!known || known.version < slice.version) stream.parts.set(slice.instance, toPart(slice));
      }
    } catch {
      stream.end();
      return fail(503, 'unavailable', 'the backplane cannot be reached', cors);
    }
    const versions = () => new Map([...stream.parts].map(([part, p]) => [part, p.version]));
    stream.send(`retry: 2000\n\n`);
    if (resume === undefined) {
      stream.send(sseEvent('snapshot', encodeEventId(versions()), { protocol: RELAY_PROTOCOL, heartbeatMs, parts: [...stream.parts.values()] }));
    } else {
      // Resume: only what moved since the client's versions; parts it had that left are `gone`.
      const seen = new Map(resume);
      for (const [partName, part] of stream.parts) {
        if (seen.get(partName) === part.version) continue;
        seen.set(partName, part.version);
        stream.send(sseEvent('part', encodeEventId(seen), part));
      }
      for (const partName of resume.keys()) {
        if (stream.parts.has(partName)) continue;
        seen.delete(partName);
        stream.send(sseEvent('gone', encodeEventId(seen), { part: partName }));
      }
    }
    stream.started = true;
    // An event, not a comment: EventSource hides comments, and the client's watchdog must hear it.
    if (!ended) timers.heartbeat = setInterval(() => stream.send('event: heartbeat\ndata: {}\n\n'), heartbeatMs);
    return new Response(body, {
      status: 200,
      headers: { ...cors, 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store, no-transform', connection: 'keep-alive', 'x-accel-buffering': 'no' },
    });
  }

  async function post(request: Request, name: string, cors: Record<string, string>): Promise<Response> {
    const type = request.headers.get('content-type') ?? '';
    if (!/^application\/json\s*(;|$)/i.test(type)) return fail(415, 'unsupported-media-type', 'send application/json', cors);
    let parsed: unknown;
    try {
      parsed = JSON.parse(await readBody(request, bodyLimit));
    } catch (error) {
      if (error instanceof BodyError) return fail(error.status, error.code, error.code === 'payload-too-large' ? `at most ${bodyLimit} bytes` : undefined, cors);
      return fail(400, 'bad-request', 'the body is not JSON', cors);
    }
    const action = readAction(parsed);
    if (typeof action === 'string') return fail(400, 'bad-request', action, cors);
    let answer: ActionReply;
    try {
      answer = await route(name, action);
    } catch {
      answer = { status: 503, error: 'unavailable', detail: 'the owner of this request did not reply' };
    }
    if (answer.status !== 200) return fail(answer.status, answer.error ?? 'unavailable', answer.detail, cors);
    // The part's JSON is the one its stream event carries (serialised once).
    const head = JSON.stringify({ ok: true, ...(answer.sent !== undefined && { sent: answer.sent }) });
    return text(200, answer.slice ? `${head.slice(0, -1)},"part":${jsonOf(toPart(answer.slice))}}` : head, cors);
  }

  return {
    instance,

    elicit(params, { session: name, ...elicitOptions }) {
      if (typeof name !== 'string' || name === '') return Promise.reject(new TypeError('relay.elicit: `session` is required'));
      if (closed || lost) return Promise.resolve({ action: 'cancel' });
      // Bounded per session: more are declined without asking. When one server alone fills
      // the session, the store's own per-server guard declines it and shows the notice.
      const session = sessions.get(name);
      if (liveCount(session) >= pendingLimit && liveCount(session, elicitOptions.server.id) < pendingLimit) return Promise.resolve({ action: 'decline' });
      const { signal } = elicitOptions;
      // A signal per request (the store listens on it): the shared lifeline itself would
      // collect one listener per pending request.
      const asked = sessionFor(name).store.elicit(params, { ...elicitOptions, signal: AbortSignal.any(signal ? [signal, lifeline.signal] : [lifeline.signal]) });
      prepareSoon(params);
      return asked;
    },

    finishCall(name, scope) {
      const session = sessions.get(name);
      if (!session) return;
      // The store keeps an expired request that holds a draft; drafts live in the browser,
      // so every expired request of the call counts as holding one.
      for (const round of session.store.getSnapshot().rounds) {
        for (const request of round.requests) {
          const inScope = 'callId' in scope ? request.callId === scope.callId : request.server.id === scope.serverId;
          if (inScope && request.status === 'expired') session.store.setDraft(request.id, DRAFT_UNSEEN);
        }
      }
      void session.store.finishCall(scope);
    },

    async handler(request) {
      const url = new URL(request.url);
      if (basePath !== undefined && url.pathname.replace(/\/+$/, '') !== basePath) return fail(404, 'not-found');
      const cors = corsHeaders(request, allowed);
      if (!originAllowed(request, allowed)) return fail(403, 'forbidden', 'origin not allowed', { vary: 'Origin' });
      if (request.method === 'OPTIONS') {
        return new Response(null, { status: 204, headers: { ...cors, 'access-control-allow-methods': 'GET, POST', 'access-control-allow-headers': 'content-type, last-event-id', 'access-control-max-age': '600' } });
      }
      if (request.method !== 'GET' && request.method !== 'POST') return fail(405, 'bad-request', 'GET or POST', { ...cors, allow: 'GET, POST, OPTIONS' });
      if (closed) return fail(503, 'unavailable', 'the relay is closed', cors);
      try {
        await ready;
      } catch {
        return fail(503, 'unavailable', 'the backplane cannot be reached', cors);
      }
      if (lost) return fail(503, 'unavailable', 'the backplane was lost', cors);
      let name: string | null;
      try {
        name = await options.authorize(request);
      } catch {
        name = null;
      }
      if (typeof name !== 'string' || name === '') return fail(401, 'unauthorized', undefined, cors);
      return request.method === 'GET' ? openStream(request, name, cors) : post(request, name, cors);
    },

    async close() {
      if (closed) return;
      closed = true;
      settleAll();
      // The streams hear that their requests expired before they end.
      for (const session of [...sessions.values()]) flush(session);
      await Promise.all([...inFlight]);
      for (const set of [...streams.values()]) for (const stream of [...set]) stream.end();
      await ready.then(() => backplane.close()).catch(() => undefined);
    },
  };
}
