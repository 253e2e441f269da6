/**
 * The page's list of the session's calls, merged from every part of the relay's stream into one
 * {@link CallList}. A call never vanishes while it runs: one whose part left is kept, ended
 * `cancelled` with `lost`, so whoever follows it learns that it is over.
 */
import { createCallListCore } from '../../store/call-list.js';
import type { CallList, CallState, EndedCall } from '../../store/calls.js';
import type { WirePart } from '../wire.js';
import { isWireCall } from './wire-call.js';

/**
 * How long a call followed by id may stay unseen, while the stream is up, before it counts
 * as lost: the relay's answer that started it can arrive before the stream's event.
 */
const UNSEEN_MS = 10_000;
/** Lost calls kept in the list (the oldest go first). */
const LOST_KEPT = 20;

/** What the remote store does with the list: feed it every change of its parts. */
export interface RemoteCalls {
  readonly list: CallList;
  /** The parts changed (`synced`: the store has heard from the relay, so the list is complete). */
  update(parts: Iterable<WirePart>, synced: boolean): void;
  /** The store closed: followers reject. */
  close(): void;
}

/**
 * `stopCall` POSTs the relay's `stopCall` action and resolves with the HTTP status (0 when
 * the network failed).
 */
export function createRemoteCalls(stopCall: (id: string) => Promise<number>): RemoteCalls {
  const core = createCallListCore(async (id) => {
    const status = await stopCall(id);
    // 409: it had ended already; 404: the session has no such call. Either way nothing runs.
    if (status === 200 || status === 404 || status === 409) return;
    throw new Error(status === 0 ? 'The relay could not be reached: the call was not stopped.' : `The relay refused to stop the call (HTTP ${status}).`);
  }, UNSEEN_MS);
  const lost = new Map<string, EndedCall>();

  return {
    list: core.list,
    update(parts, synced) {
      const before = new Map(core.list.getSnapshot().calls.map((call) => [call.id, call]));
      const now = new Map<string, CallState>();
      for (const part of parts) {
        const calls: unknown = part.calls;
        for (const call of Array.isArray(calls) ? calls : []) {
          if (!isWireCall(call)) continue;
          const old = before.get(call.id);
          // The same state parsed again keeps its object: a view keyed on it does not redraw.
          now.set(call.id, old && JSON.stringify(old) === JSON.stringify(call) ? old : call);
        }
      }
      for (const [id, call] of before) {
        if (now.has(id) || lost.has(id) || call.status !== 'running') continue;
        lost.set(id, { ...call, status: 'cancelled', endedAt: Date.now(), reason: 'lost' });
        if (lost.size > LOST_KEPT) lost.delete(lost.keys().next().value!);
      }
      for (const id of now.keys()) lost.delete(id);
      core.set([...now.values(), ...lost.values()].sort((a, b) => a.startedAt - b.startedAt), synced);
    },
    close: () => core.close(new Error('The remote store is closed.')),
  };
}
