import type { ElicitResult, ElicitationMode } from '../elicitation/types.js';
import type { FormRequestParams, RequestProblem, UrlRequestParams } from '../elicitation/validate-request.js';
import type { IdentifiedServer } from '../elicitation/server.js';
import type { AppResource } from '../elicitation/app-resource.js';
import type { ExpiryReason, RefusalReason, RequestStatus } from './lifecycle.js';

export type { ExpiryReason, RefusalReason, RequestStatus };

export type { FormRequestParams, UrlRequestParams };

/**
 * What a request asks, checked and classified once, when it enters the store
 * (src/elicitation/validate-request.ts): views narrow on `mode` and read what was checked.
 * A form's fields are read from `params.requestedSchema` once per request by
 * `formModel` (src/schema/form-model.ts), outside the store so that the store carries no
 * schema code (docs/guides/development.md, "The request model").
 */
export type RequestContent =
  | { readonly mode: 'form'; readonly params: FormRequestParams }
  | { readonly mode: 'url'; readonly params: UrlRequestParams }
  /** Cannot be shown (`problem` says why): refused on arrival, with that reason. */
  | { readonly mode: 'invalid'; readonly params: unknown; readonly problem: RequestProblem };

/** Why an action on a request did not take effect (a remote store's answer); it stays answerable. */
export interface ActionError {
  /**
   * `invalid-content`: the server checked the answer against the schema and refused it
   * (`fields` says which); `answered-elsewhere`: another tab or action answered it first;
   * `gone`: it ended (expired, or its server instance stopped), nothing was sent;
   * `conflict`: it changed meanwhile (not staged any more, still unanswered);
   * `unreachable`: the network or the server failed, nothing was applied; `unknown`: the
   * server could not say whether it arrived (sending again is safe: it never applies
   * twice); `refused`: not allowed (session, origin); `failed`: anything else.
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
   * When the request expires unanswered (ms since the epoch): the person's clock. Set on
   * every request (the host's deadline, else the store's `timeToAnswer`) unless the host
   * said never (`Infinity`). A URL request keeps it while it waits out of band.
   */
  readonly deadline?: number;
  /**
   * How much one "More time" adds (ms), when the deadline is the host's own to move
   * ({@link ElicitationConsumer.extendDeadline}); absent for a deadline that mirrors a timeout
   * outside the host (the server gives up then whatever the person does).
   */
  readonly moreTime?: number;
  /**
   * URL mode, `waiting`: when the server last answered "still waiting" (ms since the
   * epoch): the person said they were done, or the call checked again, and the page out
   * of band is not finished yet. Absent until the first such answer.
   */
  readonly checkedAt?: number;
  /**
   * URL mode: the call's round runner follows this request while it waits (it gave
   * `onWaiting`), so "I'm done" ({@link ElicitationConsumer.urlFinished}) asks the server
   * again. Absent where nobody would (an SDK's own rounds, 2025-11-25): offer no "I'm done" there.
   */
  readonly followed?: true;
  /**
   * An action on this request is on its way and not confirmed yet (a store whose actions
   * travel, such as the relay's remote store). Views lock the request and say so; the local
   * store never sets it, its actions take effect at once.
   */
  readonly sending?: boolean;
  /** The last action on this request did not take effect; the request is unchanged. */
  readonly actionError?: ActionError;
  /**
   * A form request the server asked to draw with its own MCP App, and the host agreed
   * ({@link ElicitOptions.app}). Only form requests carry it.
   */
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
    /** Sent, and kept in view saying what went out (stores made with `keepAnswered`). */
    | { readonly status: 'answered'; readonly answer: ElicitResult }
    /** Declined automatically; kept in view with its reason until dismissed. */
    | { readonly status: 'refused'; readonly answer: ElicitResult; readonly reason: RefusalReason }
    /**
     * Ended unsent (`reason` says why: its deadline, the call stopped, the server cancelled…):
     * `cancel` was sent, the draft is kept for copying. `reason` may be missing from a remote
     * store whose server predates it.
     */
    | { readonly status: 'expired'; readonly reason?: ExpiryReason }
  );

/** @deprecated The old name of {@link ElicitationRequest}: it holds answered requests too. */
export type PendingElicitation = ElicitationRequest;

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
   * Whether the store can reach the owner of its requests (a remote store: the relay);
   * `offline` while reconnecting; `unauthorized` when the owner refuses this browser (signed
   * out, a session the server no longer knows): it stays so until the host signs the user in
   * again and reconnects (`RemoteElicitationStore.reconnect`). A local store is always `online`.
   */
  readonly connection?: 'online' | 'connecting' | 'offline' | 'unauthorized';
}

export interface ElicitOptions {
  /** Who asks, with the host's own id for it. */
  server: IdentifiedServer;
  /** The `inputRequests` key; generated when absent. */
  key?: string;
  /**
   * Aborts the request: it settles `cancel` and shows as expired, with the signal's
   * `reason` when it is an {@link ExpiryReason} (`controller.abort({ code: 'call-failed' })`),
   * else `cancelled`.
   */
  signal?: AbortSignal;
  /**
   * Requests with the same `roundId` (per server) are one MRTR round, shown and sent
   * together. Without it a request is a round of its own. The adapters set it from what
   * the protocol says (see src/adapters).
   */
  roundId?: string;
  /**
   * The originating call (e.g. a `tools/call` the host runs), so that its later rounds
   * are recognised ("still waiting" for a URL opened before) and
   * {@link ElicitationProducer.finishCall} can clear what it asked.
   */
  callId?: string;
  /**
   * When the request expires unanswered (ms since the epoch): it then settles `cancel` and
   * shows as expired (`deadline`), like an abort. Without it the store's `timeToAnswer` for
   * the mode applies; `Infinity` means never (only when something else bounds the wait).
   * Where a timeout outside the host ends the call first (docs/guides/time-and-calls.md),
   * give that moment here so the person sees the time left instead of answering into a
   * call that has already given up.
   */
  deadline?: number;
  /**
   * With a `deadline` of the host's own: one "More time" adds this much (ms). Without it a
   * given `deadline` cannot be moved; the store's default deadline can, by its own length
   * (or by this, when given).
   */
  moreTime?: number;
  /**
   * URL mode: how the call's round runner follows the request once the person opened the
   * page and it waits out of band ("still waiting" rounds, `WaitingEvent`).
   */
  onWaiting?: (event: WaitingEvent) => void;
  /**
   * The server's own UI for this form request (MCP Apps), read by the host from that server
   * after both sides negotiated app-rendered elicitation (the `/apps` entry's `withAppForms`
   * does both). Ignored for any other mode. The answer is still checked against the
   * request's schema, and the native form is the fallback.
   */
  app?: AppResource;
}

/**
 * A URL request waiting while the person finishes out of band (spec, MRTR: the client
 * learns the outcome only by retrying), as the call's round runner hears it.
 */
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
  /**
   * At most this many unanswered requests per server; beyond it new ones are declined
   * without asking, so a flooding server cannot bury the page. @default 20
   */
  maxPendingPerServer?: number;
  /**
   * The person's clock: how long a request waits for an answer when the host gives no
   * `deadline`, per mode (ms; `Infinity`: never). A URL request's time covers the page out
   * of band too. @default { form: 600000, url: 1800000 } (10 and 30 minutes)
   */
  timeToAnswer?: Partial<Record<ElicitationMode, number>>;
  /**
   * Modes this client offers; a request in another mode is refused on arrival
   * (`decline`, kept in view with its reason). @default ['form', 'url']
   */
  modes?: readonly ElicitationMode[];
  /**
   * Keep a sent request in view (`answered`, saying what went out) until dismissed,
   * instead of removing it. A standalone `ElicitationHost` uses it. @default false
   */
  keepAnswered?: boolean;
}

/** A store action's result: at once (a local store) or once the owner confirmed it (a remote store). */
export type MaybePromise<T> = T | Promise<T>;

/**
 * The side that asks: an MCP client's elicitation handler (the adapters) or the relay on the
 * server. It enters requests and ends calls; it never answers.
 */
export interface ElicitationProducer {
  /** Ask the user; resolves once with their answer (`cancel` if aborted or closed). */
  elicit(params: unknown, options: ElicitOptions): Promise<ElicitResult>;
  /**
   * The call that asked is over (completed, failed or aborted): nothing it asked stays in
   * view, except a request that holds what the user typed (an unanswered one settles
   * `cancel` and shows as expired, `stopped`) and one already expired or refused, which
   * says why nothing was sent until dismissed. Unanswered requests of that call settle
   * `cancel`. `{ serverId }` clears the *answered* requests of a server, for hosts whose
   * SDK does not say which call a request belongs to.
   */
  finishCall(scope: CallScope): MaybePromise<void>;
}

/**
 * The side that shows and answers: what views read and call. The local store applies
 * actions at once; a remote store (the relay's, in the browser) sends them over the network
 * and updates its snapshot when the owner confirms. Views never assume an action took
 * effect: they render the snapshot (`sending`, `actionError`). Components take this side
 * only, so a store whose requests are created elsewhere fits them.
 */
export interface ElicitationConsumer {
  /**
   * The user's answer. A request alone in its round is sent at once; in a larger round
   * the answer is staged until {@link ElicitationConsumer.sendRound} (answer in any order).
   */
  respond(id: string, result: ElicitResult): MaybePromise<void>;
  /** Decline automatically (a mode not offered, a request that cannot be shown); kept in view with `reason`. */
  refuse(id: string, reason: RefusalReason): MaybePromise<void>;
  /** Send every staged answer of a round; only once each live request has one. Resolves whether it sent. */
  sendRound(roundId: string): MaybePromise<boolean>;
  /** The user closes a round: unanswered requests settle `cancel`, answered ones leave view. */
  cancelRound(roundId: string): MaybePromise<void>;
  /** Back to `pending`: the user wants to change a staged (unsent) answer. */
  reopen(id: string): MaybePromise<void>;
  /**
   * "More time": move the deadline of an unanswered (or waiting) request by its
   * `moreTime`; does nothing on a request without one. Optional: a store that cannot do
   * it leaves it out, and views then offer no "More time".
   */
  extendDeadline?(id: string): MaybePromise<void>;
  /**
   * URL mode, `waiting`: the person says they finished on the page ("I'm done"); the
   * call's round runner asks the server again now instead of at its next check. Optional,
   * like {@link ElicitationConsumer.extendDeadline}.
   */
  urlFinished?(id: string): MaybePromise<void>;
  /** Remove an answered request (waiting, answered, refused, expired) from view. */
  dismiss(id: string): MaybePromise<void>;
  /**
   * Keep the user's unsent input (any serialisable value). It does not notify
   * subscribers: a draft is read when a form mounts ({@link ElicitationConsumer.getDraft}),
   * and publishing on every keystroke would re-render every open form.
   */
  setDraft(id: string, draft: unknown): void;
  /** The last draft kept for a request, to restore a form after a remount. */
  getDraft(id: string): unknown;
  /** Clear the "declined automatically" notice of a server (by `ServerIdentity.id`). */
  dismissRefused(serverId: string): MaybePromise<void>;
  subscribe(listener: () => void): () => void;
  getSnapshot(): ElicitationSnapshot;
}

/**
 * Both sides in one object: the local request store (`createElicitationStore`), where the
 * MCP client and the views live in the same page.
 */
export interface ElicitationStore extends ElicitationProducer, ElicitationConsumer {}
