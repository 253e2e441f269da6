/**
 * How relay instances on several machines share sessions (docs/relay-protocol.md, "Many
 * machines"): the call waits on instance A, whose store owns the request, while the browser's
 * stream and POSTs may land on instance B.
 * - **Slices.** Each instance publishes, per session, the requests its stores hold, with a
 *   growing version; a stream shows the merge, and a resumed one sends only moved slices.
 * - **Actions.** B forwards an action to the owner found among the slices; A applies it and
 *   replies with the HTTP status and its new slice. Another session's id finds nothing: 404.
 * - **Liveness.** An instance that stops heartbeating is reported gone within a bounded time,
 *   and its live requests show expired.
 * - **Fail closed.** An instance that loses the backplane cancels its pending requests: nobody
 *   can answer them any more, and no answer may arrive twice.
 * Slices of one instance and session arrive in version order; intermediate ones may be dropped
 * (each is a full state). A slice may be forgotten only when {@link isEmptySlice}.
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
  /** The part this slice travels in (random): new each time the session starts again, so versions never hint at another session's activity. */
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

/** A user action POSTed by the browser, forwarded to its target's owner; the same `actionId` in a session never applies twice. */
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

/** Why the relay refused: the last segment of the problem's `type` URI, stable for clients to switch on. */
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
  /** The owner's latest change of the session's part (status 200), so the browser sees the action's effect at once. */
  readonly change?: WirePartChange;
}

/** A forward that surely never reached the owner (`ownerGone` when it no longer lives); any other rejection leaves the outcome unknown. */
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
  /** This instance lost the backplane: the relay cancels its pending requests (fail closed). Not called by `close()`. */
  onLost(error: unknown): void;
  /**
   * The backplane works again after `onLost`: the relay accepts requests again and republishes
   * each session. Optional: without it the relay stays closed (503) after a loss.
   */
  onRestored?(): void;
  /** A session was revoked (signed out) on some instance: end its streams here. */
  onRevoke?(session: string): void;
}

export interface RelayBackplane {
  /** Join as `instance` and start heartbeating; rejects if the backplane is unreachable. */
  connect(instance: string, handlers: BackplaneHandlers): Promise<void>;
  /** Store `slice` as its instance's latest for its session and notify the watchers. */
  publish(slice: SessionSlice): Promise<void>;
  /** The latest slice of every live instance for `session` (no particular order). */
  slices(session: string): Promise<SessionSlice[]>;
  /**
   * Who owns target `id` of `session`, in one lookup (`gone` once it stopped). Optional: else the
   * relay searches the slices. It stays known a while after the id leaves, so a retried action reaches its first outcome.
   */
  owner?(session: string, id: string): Promise<{ instance: string; gone: boolean } | undefined>;
  /** Deliver `session`'s slices published from now on to `onSlice`, until the returned function is called. */
  watch(session: string): Promise<() => Promise<void>>;
  /** Forward `action` to `instance` and wait for its reply; rejects after `timeoutMs` or if it is gone (the relay answers 503). */
  send(instance: string, session: string, action: RelayAction, timeoutMs: number): Promise<ActionReply>;
  /** Tell every instance (this one included or not) that `session` was revoked (`onRevoke`). */
  revoke?(session: string): Promise<void>;
  /** Leave: stop heartbeating, delete this instance's slices (others see `onInstanceGone`). */
  close(): Promise<void>;
}
