/**
 * How relay instances on several machines share sessions (docs/relay-protocol.md, "Many
 * machines"). The MCP call that asked waits on instance A, whose local store owns the
 * request; the browser's stream and its POSTs may land on instance B.
 *
 * - **Slices.** Each instance publishes, per session, its *slice*: the requests its own
 *   stores hold for that session, with a version that grows on every publish. A stream on
 *   any instance shows the merge of the session's slices; a stream sends each slice whole
 *   once (`part` events), then what moved from one version to the next (`change` events),
 *   and a resumed stream sends only slices whose version moved.
 * - **Actions.** B finds the owner of a request id (or round id) among the session's slices
 *   and forwards the action to it; A applies it through its store and replies with the
 *   HTTP status B answers with (200 / 404 / 409 / 422) and A's new slice. An action for
 *   another session's id finds no slice holding it: 404, as on one machine.
 * - **Liveness.** Each instance heartbeats; one that stops (crash, partition) is reported
 *   gone within a bounded time (`onInstanceGone`), and the instances holding streams show
 *   its live requests as expired.
 * - **Fail closed.** When the backplane is lost on A (`onLost`), A cancels its pending
 *   requests (they show expired): nobody can answer them any more, and no answer may arrive
 *   twice. When it works again (`onRestored`), A takes new requests.
 *
 * An implementation delivers each instance's slices of one session in version order and may
 * drop intermediate versions (a slice is a full state, not a diff). Ids are opaque strings.
 * It may forget a slice that is empty by {@link isEmptySlice}, and only then.
 */
import type { ElicitResult } from '../elicitation/types.js';
import type { RefusalReason } from '../store/lifecycle.js';
import type { WireCall } from './calls/wire-call.js';
import type { WirePartChange, WireRefused, WireRound } from './wire.js';

/** One instance's share of one session: the requests (in rounds) its stores hold for it. */
export interface SessionSlice {
  /** The instance that owns these requests (`RelayBackplane.connect`'s `instance`). */
  readonly instance: string;
  readonly session: string;
  /**
   * The part this slice travels in (opaque, random): one per session on an instance, new
   * each time the session starts again after it emptied, so its versions restart at 1 and
   * never say anything about another session's activity.
   */
  readonly part: string;
  /** Grows by at least 1 on every publish of this part; starts at 1. */
  readonly version: number;
  /** In arrival order. Only `pending`/`staged` requests can still be answered. */
  readonly rounds: readonly WireRound[];
  readonly refused: readonly WireRefused[];
  /** The calls this instance runs (or ended lately) for the session, when it has a call runner. */
  readonly calls?: readonly WireCall[];
  /** Streams (tabs) of the session open on this instance, published when it has a call runner. */
  readonly tabs?: number;
}

/** A slice with nothing in it: a backplane may drop it (it ends that instance's share of the session). */
export const isEmptySlice = (slice: SessionSlice): boolean => slice.rounds.length === 0 && slice.refused.length === 0 && !slice.calls?.length && !slice.tabs;

/**
 * A user action the browser POSTed, forwarded to the instance that owns its target.
 * `actionId` (optional, the browser's own random id) makes it idempotent: the same id again
 * in the same session never applies twice and gets the first outcome.
 */
export type RelayAction = { readonly actionId?: string } & (
  | { readonly type: 'respond'; readonly id: string; readonly result: ElicitResult }
  | { readonly type: 'refuse'; readonly id: string; readonly reason: RefusalReason }
  | { readonly type: 'reopen'; readonly id: string }
  | { readonly type: 'dismiss'; readonly id: string }
  | { readonly type: 'sendRound'; readonly roundId: string }
  | { readonly type: 'cancelRound'; readonly roundId: string }
  | { readonly type: 'dismissRefused'; readonly serverId: string }
  /** Stop a running call (createCallRunner). */
  | { readonly type: 'stopCall'; readonly id: string }
);

/**
 * Why the relay refused: the last segment of the problem's `type` URI and its `error` member
 * (docs/relay-protocol.md, "Problems"). Stable: a client may switch on it.
 */
export type RelayErrorCode =
  | 'not-found'
  | 'already-answered'
  | 'gone'
  | 'conflict'
  | 'invalid-content'
  | 'bad-request'
  | 'unsupported-media-type'
  | 'payload-too-large'
  | 'forbidden'
  | 'unauthorized'
  | 'too-many-streams'
  | 'outcome-unknown'
  | 'unavailable';

/** One field of a refused answer: which, and what is wrong with it (`required`, `format`, `unexpected`…). */
export interface FieldProblem {
  /** The field's key in the form (the schema's property name). */
  readonly field: string;
  /** The broken rule: a JSON Schema keyword, or `unexpected` for a key the form does not have. */
  readonly problem: string;
}

/** The owner's reply to a forwarded action: the HTTP status the receiving instance answers with. */
export interface ActionReply {
  readonly status: 200 | 404 | 409 | 422 | 503;
  /** Set when `status` is not 200. */
  readonly error?: RelayErrorCode;
  /** For log lines only (which field failed, …); never markup. */
  readonly detail?: string;
  /** `invalid-content`: one entry per field that failed, in the form's order. */
  readonly fields?: readonly FieldProblem[];
  /** `sendRound`: whether the round was sent (every live request had a staged answer). */
  readonly sent?: boolean;
  /**
   * The owner's latest change of the session's part (status 200): the browser sees the
   * action's effect at once, sent per request changed, not as the whole part.
   */
  readonly change?: WirePartChange;
}

/**
 * A forward that never reached the owner (nobody received it), so it surely was not applied;
 * `ownerGone` when the owner no longer lives. `send` rejects with it; any other rejection
 * leaves the outcome unknown.
 */
export class ActionNotDelivered extends Error {
  constructor(
    message: string,
    readonly ownerGone: boolean,
  ) {
    super(message);
    this.name = 'ActionNotDelivered';
  }
}

/** What an instance does for the backplane; the relay passes these to `connect`. */
export interface BackplaneHandlers {
  /** Another instance forwarded an action on this instance's request: apply it and reply. */
  onAction(session: string, action: RelayAction): Promise<ActionReply>;
  /** A slice of a session this instance `watch`es was published (by any instance, itself included). */
  onSlice(slice: SessionSlice): void;
  /** An instance stopped heartbeating or closed: its live requests are expired everywhere. */
  onInstanceGone(instance: string): void;
  /**
   * This instance lost the backplane (connection dropped, heartbeat could not be written):
   * the relay cancels its pending requests (fail closed). Not called by `close()`.
   */
  onLost(error: unknown): void;
  /**
   * The backplane works again after `onLost` (this instance joined again). The relay then
   * accepts requests and streams again and publishes each session's slice anew (the requests
   * it cancelled show expired). Optional: a backplane that never rejoins does not call it,
   * and the relay stays closed (503) after a loss.
   */
  onRestored?(): void;
  /** A session was revoked (signed out) on some instance: end its streams here. */
  onRevoke?(session: string): void;
}

export interface RelayBackplane {
  /**
   * Join as `instance` (random, unique per relay) and start heartbeating. Resolves once
   * published slices and forwarded actions can flow; rejects if the backplane is unreachable.
   */
  connect(instance: string, handlers: BackplaneHandlers): Promise<void>;
  /** Store `slice` as its instance's latest for its session and notify the watchers. */
  publish(slice: SessionSlice): Promise<void>;
  /** The latest slice of every live instance for `session` (no particular order). */
  slices(session: string): Promise<SessionSlice[]>;
  /**
   * Who owns target `id` (a request, round or call id) of `session`, in one lookup; `gone`
   * when that instance stopped. Optional: without it the relay searches the session's slices.
   * After the id leaves every slice its owner stays known a while, so a retried action with
   * the same `actionId` reaches the instance that knows its first outcome.
   */
  owner?(session: string, id: string): Promise<{ instance: string; gone: boolean } | undefined>;
  /**
   * Deliver the slices of `session` published from now on to `onSlice` until the returned
   * function is called. The relay watches a session while it has a stream for it.
   */
  watch(session: string): Promise<() => Promise<void>>;
  /**
   * Forward `action` to `instance` and wait for its reply; rejects after `timeoutMs` or if
   * the instance is gone (the relay answers 503, and the request stays as it was).
   */
  send(instance: string, session: string, action: RelayAction, timeoutMs: number): Promise<ActionReply>;
  /** Tell every instance (this one included or not) that `session` was revoked (`onRevoke`). */
  revoke?(session: string): Promise<void>;
  /** Leave: stop heartbeating, delete this instance's slices (others see `onInstanceGone`). */
  close(): Promise<void>;
}
