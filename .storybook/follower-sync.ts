/**
 * Storybook 10.6's dev server keeps its shared stores (statuses, test providers, the checklist,
 * the Vitest addon's state) in the Node process; the manager page holds followers that ask
 * the server for the current state once (`__EXISTING_STATE_REQUEST`) and reject 1 s after
 * asking (storybook/dist/manager/globals-runtime.js, `prepareThis`). Nothing handles that
 * rejection, so it is a page error, "Timed out waiting for leader state for UniversalStore
 * follower", and the store stays in its ERROR status: it ignores the answer when it comes
 * (`handleChannelEvents` drops a response to a store that is no longer syncing) and throws on
 * `setState`.
 *
 * On a loaded machine the answer does come, late: the 1 s is wall-clock time on the manager's
 * main thread, counted while that thread renders the whole manager (about 3 s of script here
 * under load) and while the server compiles the preview's first modules. Seen with the server
 * at low priority and the load average at 11: every answer arrived 0.7–2 s after the request,
 * and every first load logged the four page errors.
 *
 * `keepListening` makes each follower ask again, once a second, until the answer arrives — the
 * first answer to any of its requests resolves it, with the leader's state — and reject as
 * before only when the server has not answered within `giveUpMs` (by default Storybook's own
 * horizon for a silent server channel, its 15 s heartbeat plus 5 s of latency, after which
 * the manager says "Server timed out"). Each attempt keeps Storybook's 1 s.
 */

/** The fields of Storybook's UniversalStore (storybook/manager-api, experimental) used here. */
export interface UniversalStoreFollower {
  readonly id: string;
  readonly actor: { readonly id: string; readonly type: string };
  syncing?: Syncing;
  emitToChannel(event: { type: string }, eventInfo: { actor: unknown }): void;
}

interface Syncing {
  state: string;
  promise: Promise<void>;
  resolve?: () => void;
  reject?: (reason?: unknown) => void;
}

/** UniversalStore.InternalEventType.EXISTING_STATE_REQUEST and ProgressState.PENDING. */
const EXISTING_STATE_REQUEST = '__EXISTING_STATE_REQUEST';
const PENDING = 'PENDING';

/** The manager declares the server gone after its heartbeat (15 s) plus the latency it allows (5 s). */
export const SERVER_SILENT_MS = 20_000;

export interface KeepListeningOptions {
  /** How long each request waits before the follower asks again (Storybook's own 1 s). */
  retryMs?: number;
  /** After this long without an answer, the follower rejects as Storybook's would. */
  giveUpMs?: number;
  now?: () => number;
}

/**
 * Call before the followers are prepared (before storybook's manager runtime runs, as
 * .storybook/manager.ts is): a follower already synced, or a leader, is left alone.
 */
export function keepListening(stores: readonly UniversalStoreFollower[], options: KeepListeningOptions = {}): void {
  const { retryMs = 1_000, giveUpMs = SERVER_SILENT_MS, now = Date.now } = options;
  for (const store of stores) {
    const original = store.syncing;
    if (store.actor.type !== 'FOLLOWER' || !original || original.state !== PENDING || !original.reject) continue;
    const giveUp = original.reject;
    let firstTimeout: number | undefined;
    // Storybook's resolve and reject read and write `store.syncing.state`: this object's.
    const syncing: Syncing = {
      state: PENDING,
      promise: original.promise,
      resolve: original.resolve,
      reject: (reason) => {
        if (syncing.state !== PENDING) return;
        firstTimeout ??= now();
        if (now() - firstTimeout + retryMs >= giveUpMs) {
          giveUp(reason);
          return;
        }
        store.emitToChannel({ type: EXISTING_STATE_REQUEST }, { actor: store.actor });
        setTimeout(() => syncing.reject?.(reason), retryMs);
      },
    };
    store.syncing = syncing;
  }
}
