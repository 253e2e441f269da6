/**
 * The life of one elicitation request, as a pure transition function that every store
 * applies; no view keeps a second copy of these states.
 *
 * ```
 *            stage ┌────────┐ unstage
 *         ┌───────▶│ staged │────────┐
 *         │        └────────┘        ▼
 *   ┌─────────┐  send / cancel   ┌──────┐
 *   │ pending │─────────────────▶│ done │◀── dismiss / supersede / callFinished
 *   └─────────┘                  └──────┘
 *    │ │ │ │ send (URL accepted) ┌──────────┐
 *    │ │ │ └────────────────────▶│ waiting  │  the page is open out of band
 *    │ │ │   send (keep)         ├──────────┤
 *    │ │ └──────────────────────▶│ answered │  sent, shown until dismissed
 *    │ │     refuse              ├──────────┤
 *    │ └────────────────────────▶│ refused  │  answered automatically: decline
 *    │       abort               ├──────────┤
 *    └──────────────────────────▶│ expired  │  ended unsent: its deadline, an abort (with a reason),
 *                                └──────────┘  or its call finished while it held a draft
 *                                              (a `waiting` request expires the same way)
 * ```
 * `staged` moves like `pending`. The caller's promise settles exactly once, on the first move
 * out of `pending`/`staged`. The answered states stay in view only to be read, and each can
 * be dismissed, so no state is a dead end.
 */
import type { ElicitResult } from '../elicitation/types.js';
import type { RequestProblem } from '../elicitation/validate-request.js';

/** Where a request stands while it is in view. */
export type RequestStatus = 'pending' | 'staged' | 'waiting' | 'answered' | 'refused' | 'expired';
/** `done`: answered (or dismissed) and out of view. */
export type LifecycleState = RequestStatus | 'done';

/** Why a request was answered automatically (words are chosen at render time). */
export type RefusalReason =
  /** `problem`: what the request lacks, when the store found it on arrival. */
  | { code: 'invalid-request'; problem?: RequestProblem }
  | { code: 'unsupported-mode'; mode: string }
  | { code: 'render-error' };

/**
 * Why a request ended unsent (`expired`); words are chosen at render time. `stopped`: its
 * call ended while the person was typing; `cancelled`: withdrawn; `disconnected`: what held it
 * is gone (a relay instance, the connection); `state-refused`: the server no longer accepts
 * its `requestState`. Taken from an abort signal's `reason` when it is such an object.
 * `elsewhere`: answered (or cancelled) in another tab of a relay's session while this page
 * held typing; only the remote store sets it, and it never travels on the relay's wire.
 */
export type ExpiryReason = {
  code: 'deadline' | 'stopped' | 'cancelled' | 'call-failed' | 'disconnected' | 'server-restarted' | 'state-refused' | 'elsewhere';
};

const EXPIRY_CODES: ReadonlySet<string> = new Set<ExpiryReason['code']>([
  'deadline',
  'stopped',
  'cancelled',
  'call-failed',
  'disconnected',
  'server-restarted',
  'state-refused',
]);

/** The reason an abort signal carries, when it is one of ours; otherwise the request was `cancelled`. */
export function expiryReasonOf(value: unknown): ExpiryReason {
  const code = typeof value === 'object' && value !== null ? (value as { code?: unknown }).code : undefined;
  return typeof code === 'string' && EXPIRY_CODES.has(code) ? { code: code as ExpiryReason['code'] } : { code: 'cancelled' };
}

export type LifecycleEvent =
  /** The user answered inside a round of several: kept until the round is sent. */
  | { type: 'stage'; answer: ElicitResult }
  /** The user wants to change a staged answer. */
  | { type: 'unstage' }
  /** The answer goes to the server. `url`: accept ⇒ waiting; `keep`: stay in view as `answered`. */
  | { type: 'send'; answer: ElicitResult; url: boolean; keep?: boolean }
  | { type: 'refuse'; reason: RefusalReason }
  /** Ended before an answer (aborted, or its deadline passed: spec, the client answers cancel); a waiting URL request too. */
  | { type: 'abort'; reason?: ExpiryReason }
  /** The user closed the round, or the call finished with this request unanswered. */
  | { type: 'cancel' }
  | { type: 'dismiss' }
  /** The same call asked again: an opened URL is no longer awaited. */
  | { type: 'supersede' }
  /** The call that asked is over; what the user typed is never dropped silently (expired, `stopped`, until dismissed). */
  | { type: 'callFinished'; hasDraft: boolean };

export interface Transition {
  readonly to: LifecycleState;
  /** Resolve the caller's promise with this (only ever on leaving pending/staged). */
  readonly settle?: ElicitResult;
  /** The answer kept with the request for display (staged, sent, refused). */
  readonly answer?: ElicitResult;
  readonly reason?: RefusalReason | ExpiryReason;
}

const CANCEL: ElicitResult = { action: 'cancel' };
const DECLINE: ElicitResult = { action: 'decline' };
const STOPPED: ExpiryReason = { code: 'stopped' };
const CANCELLED: ExpiryReason = { code: 'cancelled' };

/** The next state, or `undefined` when the event does not apply (it is then ignored). */
export function requestTransition(from: LifecycleState, event: LifecycleEvent): Transition | undefined {
  const live = isLive(from);
  switch (event.type) {
    case 'stage':
      return live ? { to: 'staged', answer: event.answer } : undefined;
    case 'unstage':
      return from === 'staged' ? { to: 'pending' } : undefined;
    case 'send': {
      if (!live) return undefined;
      const opened = event.url && event.answer.action === 'accept';
      return { to: opened ? 'waiting' : event.keep ? 'answered' : 'done', settle: event.answer, answer: event.answer };
    }
    case 'refuse':
      return live ? { to: 'refused', settle: DECLINE, answer: DECLINE, reason: event.reason } : undefined;
    case 'abort':
      // A URL page still open out of band ends too: its call is gone, or the person's time ran out.
      if (from === 'waiting') return { to: 'expired', reason: event.reason ?? CANCELLED };
      return live ? { to: 'expired', settle: CANCEL, reason: event.reason ?? CANCELLED } : undefined;
    case 'cancel':
      return live ? { to: 'done', settle: CANCEL } : undefined;
    case 'dismiss':
      return isLive(from) || from === 'done' ? undefined : { to: 'done' };
    case 'supersede':
      return from === 'waiting' ? { to: 'done' } : undefined;
    case 'callFinished':
      if (live) return event.hasDraft ? { to: 'expired', settle: CANCEL, reason: STOPPED } : { to: 'done', settle: CANCEL };
      // A refusal or expiry stays until dismissed: a question that vanished with its call would
      // leave the person guessing why nothing was sent.
      if (from === 'refused' || from === 'expired') return undefined;
      return from === 'done' ? undefined : { to: 'done' };
  }
}

/** Still needs the user's answer (the caller's promise is unsettled). */
export function isLive(status: string): status is 'pending' | 'staged' {
  return status === 'pending' || status === 'staged';
}

/** Still in progress for the user: live, or (URL mode) opened and finished out of band. */
export function isOpen(status: string): status is 'pending' | 'staged' | 'waiting' {
  return isLive(status) || status === 'waiting';
}

/** Some request of the round still needs an answer. */
export function hasLive(requests: readonly { readonly status: string }[]): boolean {
  return requests.some((request) => isLive(request.status));
}
