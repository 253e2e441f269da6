import type { ElicitResult } from '../elicitation/types.js';
import type { ServerIdentity } from '../components/server-badge/server-badge.js';

/**
 * Where one request stands:
 * - `pending`: waiting for the user;
 * - `answered`: the user chose, but the round is not sent yet ("send all");
 * - `expired`: the originating call was aborted; nothing was sent, the draft is kept;
 * - `opened`: URL mode, the user consented and the page was opened; kept in view as
 *   "waiting for you to finish" until the server's next request or a dismissal;
 * - `refused`: declined automatically (e.g. a mode the host does not offer); kept in
 *   view with its notice until dismissed.
 */
export type RequestStatus = 'pending' | 'answered' | 'expired' | 'opened' | 'refused';

/** One `elicitation/create` as the UI sees it. Immutable: updates replace the object. */
export interface PendingElicitation {
  /** Unique per store; stable for the request's life (use it as a React key). */
  readonly id: string;
  /** The `inputRequests` key (2026-07-28) or the JSON-RPC id (2025-11-25), as a string. */
  readonly key: string;
  readonly roundId: string;
  readonly server: ServerIdentity;
  /** The request params as received. Untrusted: validate before use. */
  readonly params: unknown;
  readonly status: RequestStatus;
  /** The staged or final answer. */
  readonly answer?: ElicitResult;
  /** URL mode: the user opened this URL in an earlier round (the same call asks again). */
  readonly previouslyOpened?: boolean;
}

/** Requests that arrived together: one MRTR round of one server. */
export interface ElicitationRound {
  readonly id: string;
  readonly server: ServerIdentity;
  readonly requests: readonly PendingElicitation[];
}

/** Requests of one server declined without asking because too many were pending. */
export interface RefusedNotice {
  readonly server: ServerIdentity;
  readonly count: number;
}

export interface ElicitationSnapshot {
  readonly rounds: readonly ElicitationRound[];
  readonly refused: readonly RefusedNotice[];
}

export interface ElicitOptions {
  server: ServerIdentity;
  /** The `inputRequests` key; generated when absent. */
  key?: string;
  /** Aborts the request: it settles `cancel` and shows as expired. */
  signal?: AbortSignal;
  /** Group explicitly; by default requests of one server arriving in the same task form a round. */
  roundId?: string;
}

export interface ElicitationStoreOptions {
  /**
   * At most this many unanswered requests per server; beyond it new ones are declined
   * without asking, so a flooding server cannot bury the page. @default 20
   */
  maxPendingPerServer?: number;
}
