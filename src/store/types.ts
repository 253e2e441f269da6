import type { ElicitResult, ElicitationMode } from '../elicitation/types.js';
import type { FormRequestParams, RequestProblem, UrlRequestParams } from '../elicitation/validate-request.js';
import type { IdentifiedServer } from '../elicitation/server.js';
import type { AppResource } from '../elicitation/app-resource.js';
import type { ExpiryReason, RefusalReason, RequestStatus } from './lifecycle.js';

export type { ExpiryReason, RefusalReason, RequestStatus };

export type { FormRequestParams, UrlRequestParams };

/**
 * What a request asks, checked and classified once when it enters the store
 * (src/elicitation/validate-request.ts). Fields are read from the schema outside the store
 * (src/schema/form-model.ts), so that the store carries no schema code.
 */
export type RequestContent =
  | { readonly mode: 'form'; readonly params: FormRequestParams }
  | { readonly mode: 'url'; readonly params: UrlRequestParams }
  /** Cannot be shown (`problem` says why): refused on arrival, with that reason. */
  | { readonly mode: 'invalid'; readonly params: unknown; readonly problem: RequestProblem };

/** Why an action on a request did not take effect (a remote store's answer); it stays answerable. */
export interface ActionError {
  /**
   * `invalid-content`: the server refused the answer (`fields` says why); `answered-elsewhere`:
   * another tab answered first; `gone`: it ended, nothing was sent; `conflict`: it changed
   * meanwhile; `unreachable`: nothing was applied; `unknown`: the server could not say whether
   * it arrived (sending again is safe); `refused`: not allowed (session, origin); `failed`: anything else.
   */
  readonly code: 'invalid-content' | 'answered-elsewhere' | 'gone' | 'conflict' | 'unreachable' | 'unknown' | 'refused' | 'failed';
  /** Detail for logs, never shown as markup. */
  readonly detail?: string;
  /** `invalid-content`: each field the server refused and the rule it broke (`required`, `format`, `unexpected`…). */
  readonly fields?: readonly { readonly field: string; readonly problem: string }[];
}

export interface RequestBase {
  /** Unique per store; stable for the request's life (use it as a React key). */
  readonly id: string;
  /** The `inputRequests` key (2026-07-28) or the JSON-RPC id (2025-11-25), as a string. */
  readonly key: string;
  /** The round it belongs to, unique per store (requests of one server answered together). */
  readonly roundId: string;
  /** The originating call, when the host named it (see `ElicitOptions.callId`). */
  readonly callId?: string;
  readonly server: IdentifiedServer;
  /** URL mode: the user opened this URL earlier in the same call (the server asks again). */
  readonly previouslyOpened: boolean;
  /**
   * When the request expires unanswered (ms since the epoch, the person's clock): the host's
   * deadline, else the store's `timeToAnswer`; absent if the host said never (`Infinity`).
   */
  readonly deadline?: number;
  /**
   * How much one "More time" adds (ms), when the deadline is the host's own to move; absent
   * when it mirrors a timeout outside the host, which ends the call whatever the person does.
   */
  readonly moreTime?: number;
  /**
   * URL mode: when the server last said it still waits for the person to finish on the page (ms
   * since the epoch): a "still waiting" answer while `waiting`, or, on a request for a page opened
   * earlier in the call, the same page asked for again after they said "I’ve finished".
   */
  readonly checkedAt?: number;
  /**
   * URL mode: the call's round runner follows this request while it waits, so "I'm done" asks
   * the server again. Absent where nobody would (an SDK's own rounds): offer no "I'm done" there.
   */
  readonly followed?: true;
  /** An action on this request is not confirmed yet (only remote stores): views lock the request and say so. */
  readonly sending?: boolean;
  /** The last action on this request did not take effect; the request is unchanged. */
  readonly actionError?: ActionError;
  /** The server's own MCP App for this form request, when the host agreed ({@link ElicitOptions.app}). */
  readonly app?: AppResource;
}

/**
 * One `elicitation/create` as the UI sees it, in one state of its lifecycle
 * (src/store/lifecycle.ts). Immutable: every change replaces the object.
 */
export type ElicitationRequest = RequestBase &
  RequestContent &
  (
    | { readonly status: 'pending' }
    /** Answered inside a round; sent with the round ("Send all"). */
    | { readonly status: 'staged'; readonly answer: ElicitResult }
    /** URL mode: accepted and opened; the user finishes out of band. */
    | { readonly status: 'waiting'; readonly answer: ElicitResult }
    /**
     * Sent, and kept in view saying what went out (stores made with `keepAnswered`; and the
     * person's own `cancel` of a form they had typed into, so the typing stays to copy).
     */
    | { readonly status: 'answered'; readonly answer: ElicitResult }
    /** Declined automatically; kept in view with its reason until dismissed. */
    | { readonly status: 'refused'; readonly answer: ElicitResult; readonly reason: RefusalReason }
    /**
     * Ended unsent (`reason`: its deadline, the call stopped, the server cancelled…): the
     * caller's promise settled `cancel` (only a deadline's reaches the server; in the other
     * endings the call that would carry it is gone), the draft is kept for copying. A remote
     * store's older server may omit `reason`.
     */
    | { readonly status: 'expired'; readonly reason?: ExpiryReason }
  );

/** Requests that arrived together: one MRTR round of one server. */
export interface ElicitationRound {
  readonly id: string;
  readonly server: IdentifiedServer;
  readonly requests: readonly ElicitationRequest[];
}

/** Requests of one server declined without asking because too many were pending. */
export interface RefusedNotice {
  readonly server: IdentifiedServer;
  readonly count: number;
}

export interface ElicitationSnapshot {
  readonly rounds: readonly ElicitationRound[];
  readonly refused: readonly RefusedNotice[];
  /**
   * Whether the store reaches the owner of its requests (a remote store): `offline` while
   * reconnecting; `unauthorized` until the host signs the user in again and reconnects. A local store is always `online`.
   */
  readonly connection?: 'online' | 'connecting' | 'offline' | 'unauthorized';
}

export interface ElicitOptions {
  /** Who asks, with the host's own id for it. */
  server: IdentifiedServer;
  /** The `inputRequests` key; generated when absent. */
  key?: string;
  /** Aborts the request: it settles `cancel` and shows as expired, with the signal's `reason` if it is an {@link ExpiryReason}, else `cancelled`. */
  signal?: AbortSignal;
  /** Requests with the same `roundId` (per server) are one MRTR round, shown and sent together. */
  roundId?: string;
  /** The originating call, so that its later rounds are recognised and {@link ElicitationProducer.finishCall} can clear what it asked. */
  callId?: string;
  /**
   * When the request expires unanswered (ms since the epoch); `Infinity` means never. Without
   * it the store's `timeToAnswer` applies. Where a timeout outside the host ends the call first,
   * give that moment, so the person does not answer into a call that has already given up.
   */
  deadline?: number;
  /** With a `deadline` of the host's own: what one "More time" adds (ms); without it such a deadline cannot move. */
  moreTime?: number;
  /** URL mode: how the call's round runner follows the request while it waits out of band. */
  onWaiting?: (event: WaitingEvent) => void;
  /**
   * URL mode: the person already allowed and opened this page in this call, before this store
   * knew it (a round kept across a reload): it shows as awaited ("I’ve finished"), as
   * {@link RequestBase.previouslyOpened}, not as a new consent.
   */
  previouslyOpened?: boolean;
  /**
   * The server's own UI for this form request (MCP Apps), after both sides negotiated it
   * (`withAppForms` from `/apps`). The answer is still checked against the schema; the native form is the fallback.
   */
  app?: AppResource;
}

/** A URL request waiting while the person finishes out of band, as the call's round runner hears it. */
export type WaitingEvent =
  /** The person opened the page; call `stillWaiting` for each "still waiting" answer (the request's `checkedAt`). */
  | { readonly type: 'opened'; readonly stillWaiting: () => void }
  /** "I'm done" ({@link ElicitationConsumer.urlFinished}): ask the server again now. */
  | { readonly type: 'finished' }
  /** The person stopped waiting, or their deadline passed: answer `cancel`. */
  | { readonly type: 'cancel' };

/** Which finished call's requests to clear: one call, or every settled one of a server. */
export type CallScope = { callId: string } | { serverId: string };

export interface ElicitationStoreOptions {
  /** Unanswered requests per server beyond which new ones are declined unasked, so a flooding server cannot bury the page. @default 20 */
  maxPendingPerServer?: number;
  /**
   * How long a request waits for an answer when the host gives no `deadline`, per mode (ms;
   * `Infinity`: never). @default { form: 600000, url: 1800000 } (10 and 30 minutes)
   */
  timeToAnswer?: Partial<Record<ElicitationMode, number>>;
  /** Modes this client offers; a request in another mode is declined on arrival, with its reason in view. @default ['form', 'url'] */
  modes?: readonly ElicitationMode[];
  /** Keep a sent request in view (`answered`) until dismissed. @default false */
  keepAnswered?: boolean;
}

/** A store action's result: at once (a local store) or once the owner confirmed it (a remote store). */
export type MaybePromise<T> = T | Promise<T>;

/** The side that asks (an MCP client's handler, or the relay): enters requests and ends calls, never answers. */
export interface ElicitationProducer {
  /** Ask the user; resolves once with their answer (`cancel` if aborted or closed). */
  elicit(params: unknown, options: ElicitOptions): Promise<ElicitResult>;
  /**
   * The call that asked is over: its unanswered requests settle `cancel`. Only requests that
   * hold what the user typed or say why nothing was sent stay in view until dismissed.
   * `{ serverId }` clears a server's answered requests, for SDKs that do not name the call.
   */
  finishCall(scope: CallScope): MaybePromise<void>;
}

/**
 * The side that shows and answers. A remote store applies actions once its owner confirms, so
 * views never assume an action took effect: they render the snapshot (`sending`, `actionError`).
 */
export interface ElicitationConsumer {
  /** The user's answer: sent at once when alone in its round, else staged until {@link ElicitationConsumer.sendRound}. */
  respond(id: string, result: ElicitResult): MaybePromise<void>;
  /** Decline automatically (a mode not offered, a request that cannot be shown); kept in view with `reason`. */
  refuse(id: string, reason: RefusalReason): MaybePromise<void>;
  /** Send every staged answer of a round; only once each live request has one. Resolves whether it sent. */
  sendRound(roundId: string): MaybePromise<boolean>;
  /** The user closes a round: unanswered requests settle `cancel`, answered ones leave view. */
  cancelRound(roundId: string): MaybePromise<void>;
  /** Back to `pending`: the user wants to change a staged (unsent) answer. */
  reopen(id: string): MaybePromise<void>;
  /** "More time": move the deadline by the request's `moreTime`. Optional: without it views offer no "More time". */
  extendDeadline?(id: string): MaybePromise<void>;
  /** URL mode, `waiting`: "I'm done", so the round runner asks the server again now. Optional. */
  urlFinished?(id: string): MaybePromise<void>;
  /** Remove an answered request (waiting, answered, refused, expired) from view. */
  dismiss(id: string): MaybePromise<void>;
  /** Keep the user's unsent input. Does not notify: publishing every keystroke would re-render every open form. */
  setDraft(id: string, draft: unknown): void;
  /** The last draft kept for a request, to restore a form after a remount. */
  getDraft(id: string): unknown;
  /** Clear the "declined automatically" notice of a server (by `ServerIdentity.id`). */
  dismissRefused(serverId: string): MaybePromise<void>;
  subscribe(listener: () => void): () => void;
  getSnapshot(): ElicitationSnapshot;
}

/** Both sides in one object: the local store, where the MCP client and the views share the page. */
export interface ElicitationStore extends ElicitationProducer, ElicitationConsumer {}
