/**
 * The Redis backplane's writes of this instance's slices: per request (redis-slices.ts), with
 * the owner keys of the ids that changed, and fenced (redis-keys.ts): a session is registered
 * in the instance's slot before its first non-empty write, and left after its empty one.
 * Writes of one session run one after another, so a register and a leave never cross.
 */
import { isEmptySlice, type SessionSlice } from './backplane.js';
import type { createFence } from './redis-fence.js';
import { OWNER_KEEP_MS, reply, type RedisKeys } from './redis-keys.js';
import type { createScripts } from './redis-scripts.js';
import { createSliceWriter } from './redis-slices.js';

export interface WritesOptions {
  scripts: ReturnType<typeof createScripts>;
  fence: ReturnType<typeof createFence>;
  key: RedisKeys;
  /** This incarnation's token (new at each join). */
  token(): string;
  /** A write was refused: the incarnation that wrote it (still this one) was buried. */
  onFenced(): void;
}

/** Request, round and call ids of a slice: the targets an action can name. */
const idsOf = (slice: SessionSlice) => new Set([...slice.rounds.flatMap((round) => [round.id, ...round.requests.map((request) => request.id)]), ...(slice.calls ?? []).map((call) => call.id)]);

export function createWrites({ scripts, fence, key, token, onFenced }: WritesOptions) {
  /** session → the ids whose owner keys this instance set, so a publish touches only the ids that changed. */
  const ownedIds = new Map<string, Set<string>>();
  /** What this instance last wrote of each session: a publish writes and sends what changed since. */
  const writer = createSliceWriter();
  /** Sessions registered under the current token (where a burial must fence). */
  const registered = new Set<string>();
  /** session → its write under way. */
  const writing = new Map<string, Promise<void>>();

  function fenced(session: string, used: string): never {
    writer.forget(session);
    // A write begun before a rejoin carries the old token: refused, but this incarnation is fine.
    if (used === token()) onFenced();
    throw new Error('redis backplane: not live, slice not published');
  }

  async function writeNow(slice: SessionSlice): Promise<void> {
    const { session, instance } = slice;
    const used = token();
    const empty = isEmptySlice(slice);
    const before = ownedIds.get(session) ?? new Set<string>();
    const now = idsOf(slice);
    const added = [...now].filter((id) => !before.has(id));
    const removed = [...before].filter((id) => !now.has(id));
    if (now.size === 0) ownedIds.delete(session);
    else ownedIds.set(session, now);
    const owner = (id: string) => key.owner(session, id);
    const write = writer.encode(slice);
    // Redis may or may not hold a failed write: the next one of the session is whole.
    const failed = (error: unknown): never => {
      writer.forget(session);
      throw error;
    };
    if (!empty && !registered.has(session)) {
      if (!(await fence.register(instance, used, session).catch(failed))) fenced(session, used);
      if (used === token()) registered.add(session);
    }
    const written = await scripts
      .run(
        'publish',
        [key.slices(session), key.requests(session, instance), key.writers(session), key.fenced(session), ...added.map(owner), ...removed.map(owner)],
        [instance, used, write.head, empty ? '1' : '0', key.sessionChannel(session), String(added.length), String(OWNER_KEEP_MS), write.message, write.whole ? '1' : '0', String(write.puts.length), ...write.puts.flat(), ...write.removed],
      )
      .catch(failed);
    if (reply.number(written) !== 1) fenced(session, used);
    // Only once the slice is gone: a burial meanwhile still finds the session (and clears nothing).
    if (empty && registered.delete(session)) await fence.unregister(instance, used, session).catch(() => {});
  }

  return {
    /** Write `slice` after the session's write under way, if any; rejects when it was not written. */
    write(slice: SessionSlice): Promise<void> {
      const run = (writing.get(slice.session) ?? Promise.resolve()).catch(() => {}).then(() => writeNow(slice));
      writing.set(slice.session, run);
      void run.catch(() => {}).finally(() => writing.get(slice.session) === run && writing.delete(slice.session));
      return run;
    },
    /** A new incarnation, and Redis may have come back empty: every owner key and slice is written again, whole. */
    reset() {
      ownedIds.clear();
      registered.clear();
      writer.reset();
    },
  };
}
