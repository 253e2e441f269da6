import type { ElicitResult } from '../elicitation/types.js';
import type { IdentifiedServer } from '../elicitation/server.js';
import type { RefusalReason, RequestStatus } from './lifecycle.js';

export type { RefusalReason, RequestStatus };

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
  /** The request params as received. Untrusted: validate before use. */
  readonly params: unknown;
  /** URL mode: the user opened this URL earlier in the same call (the server asks again). */
  readonly previouslyOpened: boolean;
}

/**
 * One `elicitation/create` as the UI sees it, in one state of its lifecycle
 * (src/store/lifecycle.ts). Immutable: every change replaces the object.
 */
export type PendingElicitation = RequestBase &
  (
    | { readonly status: 'pending' }
    /** Answered inside a round; sent with the round ("Send all"). */
    | { readonly status: 'staged'; readonly answer: ElicitResult }
    /** URL mode: accepted and opened; the user finishes out of band. */
    | { readonly status: 'waiting'; readonly answer: ElicitResult }
    /** Declined automatically; kept in view with its reason until dismissed. */
    | { readonly status: 'refused'; readonly answer: ElicitResult; readonly reason: RefusalReason }
    /** The call was abandoned: `cancel` was sent, the draft is kept for copying. */
    | { readonly status: 'expired' }
  );

/** Requests that arrived together: one MRTR round of one server. */
export interface ElicitationRound {
  readonly id: string;
  readonly server: IdentifiedServer;
  readonly requests: readonly PendingElicitation[];
}

/** Requests of one server declined without asking because too many were pending. */
export interface RefusedNotice {
  readonly server: IdentifiedServer;
  readonly count: number;
}

export interface ElicitationSnapshot {
  readonly rounds: readonly ElicitationRound[];
  readonly refused: readonly RefusedNotice[];
}

export interface ElicitOptions {
  /** Who asks, with the host's own id for it. */
  server: IdentifiedServer;
  /** The `inputRequests` key; generated when absent. */
  key?: string;
  /** Aborts the request: it settles `cancel` and shows as expired. */
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
   * {@link ElicitationStore.finishCall} can clear what it asked.
   */
  callId?: string;
}

/** Which finished call's requests to clear: one call, or every settled one of a server. */
export type CallScope = { callId: string } | { serverId: string };

export interface ElicitationStoreOptions {
  /**
   * At most this many unanswered requests per server; beyond it new ones are declined
   * without asking, so a flooding server cannot bury the page. @default 20
   */
  maxPendingPerServer?: number;
}
