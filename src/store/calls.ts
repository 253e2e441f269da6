/**
 * Tool calls as a page follows them, wherever the MCP client runs: on the server through
 * the relay (`createCallRunner` in `/relay`, read in the page as `remoteStore.calls`) or
 * in the page (`createPageCallRunner`). Both give the page the same {@link CallList}, so a
 * host lists, follows and stops calls with the same code in either placement. Types only.
 */

/**
 * Why a call was cancelled:
 * - `stopped`: someone stopped it (a tab's Stop, or the host);
 * - `abandoned`: no tab of its session was connected for the runner's grace period, so
 *   nobody was left to answer what it asked;
 * - `lost`: the server instance that ran it is gone (crashed, or cut off from the others);
 * - `closed`: the runner was closed (the server shut down);
 * - `expired`: the MCP server no longer accepts the call's kept state (a page reloaded
 *   after the server restarted, or after the state's own lifetime).
 */
export type CallEndReason = 'stopped' | 'abandoned' | 'lost' | 'closed' | 'expired';

/** What every state of a call has. */
export interface CallBase {
  /** Random and unique (the runner's): use it as a React key and to follow the call. */
  readonly id: string;
  /** The tool (or prompt, resource) the call runs. */
  readonly name: string;
  /** The arguments it was started with, as the host passed them. */
  readonly arguments?: Readonly<Record<string, unknown>>;
  /** When it started (ms since the epoch, the runner's clock). */
  readonly startedAt: number;
}

/** One call, in one state. Immutable: every change replaces the object. */
export type CallState<R = unknown> = CallBase &
  (
    | { readonly status: 'running' }
    /**
     * It returned. `result` is what it returned; absent (with `resultOmitted`) when it was
     * larger than the runner lets travel to the page (the host still has it on the server).
     */
    | { readonly status: 'completed'; readonly endedAt: number; readonly result?: R; readonly resultOmitted?: true }
    /** It threw; `error` is the message (plain text, never markup). */
    | { readonly status: 'failed'; readonly endedAt: number; readonly error: string }
    | { readonly status: 'cancelled'; readonly endedAt: number; readonly reason: CallEndReason }
  );

/** `running`, `completed`, `failed` or `cancelled`. */
export type CallStatus = CallState['status'];

/** A call that is over. */
export type EndedCall<R = unknown> = Exclude<CallState<R>, { readonly status: 'running' }>;

/** What a {@link CallList} holds now. */
export interface CallsSnapshot<R = unknown> {
  /** The calls running and those that ended a short while ago, oldest first. */
  readonly calls: readonly CallState<R>[];
  /**
   * The list is known: a remote list has heard from the relay at least once, a page's has
   * read what it kept across the reload. Before that, an empty list means nothing.
   */
  readonly synced: boolean;
}

/**
 * The calls a page can list, follow and stop. Read it like a store
 * (`useSyncExternalStore(calls.subscribe, calls.getSnapshot)`).
 */
export interface CallList<R = unknown> {
  /** The same object until something changes. */
  getSnapshot(): CallsSnapshot<R>;
  /** Called after every change; returns the function that unsubscribes. */
  subscribe(listener: () => void): () => void;
  /**
   * Stop a running call: it ends `cancelled` with reason `stopped`, and what it asked that
   * is still unanswered expires (nothing is sent). Resolves once the runner confirmed it;
   * a call that already ended is left as it ended.
   */
  stop(id: string): Promise<void>;
  /**
   * How call `id` ended, once it has; at once for a call that already ended. A call this
   * list does not know (it never saw it, or forgot it) settles `cancelled` with `lost`
   * once the list is sure of it, so a follower never waits for ever. Rejects only with
   * `signal`'s reason.
   */
  settled(id: string, options?: { signal?: AbortSignal }): Promise<EndedCall<R>>;
}
