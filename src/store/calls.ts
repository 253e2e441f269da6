/**
 * Tool calls as a page follows them, whether the MCP client runs on the server (the relay's
 * `createCallRunner`) or in the page (`createPageCallRunner`): both give the same {@link CallList}.
 */

/**
 * Why a call was cancelled: `stopped` by someone; `abandoned`: no tab of its session was
 * connected for the grace period; `lost`: its server instance is gone; `closed`: the runner
 * shut down; `expired`: the MCP server no longer accepts the call's kept state.
 */
export type CallEndReason = 'stopped' | 'abandoned' | 'lost' | 'closed' | 'expired';

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
    /** It returned; `result` is absent (with `resultOmitted`) when too large to travel to the page. */
    | { readonly status: 'completed'; readonly endedAt: number; readonly result?: R; readonly resultOmitted?: true }
    /** It threw; `error` is the message (plain text, never markup). */
    | { readonly status: 'failed'; readonly endedAt: number; readonly error: string }
    | { readonly status: 'cancelled'; readonly endedAt: number; readonly reason: CallEndReason }
  );

export type CallStatus = CallState['status'];

export type EndedCall<R = unknown> = Exclude<CallState<R>, { readonly status: 'running' }>;

/** What a {@link CallList} holds now. */
export interface CallsSnapshot<R = unknown> {
  /** The calls running and those that ended a short while ago, oldest first. */
  readonly calls: readonly CallState<R>[];
  /** Whether the list is known yet (a remote list heard from the relay, a page's read what it kept); before that, empty means nothing. */
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
