/**
 * A part's change as it travels: the requests that moved, each whole, and the ids of those
 * that left, so bytes follow what changed, not what the session holds. Applied to a copy at
 * exactly `from`: a later copy could hold a request that came and went, which the change does not name.
 */
import type { WireCall, WirePart, WirePartChange, WireRefused, WireRequest, WireRound } from './wire.js';

/** What a part holds, without its name and version. */
export interface PartContent {
  readonly rounds: readonly WireRound[];
  readonly refused: readonly WireRefused[];
  readonly calls?: readonly WireCall[];
}

const sameList = <T>(a: readonly T[] = [], b: readonly T[] = []) => a === b || (a.length === b.length && (a.every((item, index) => item === b[index]) || JSON.stringify(a) === JSON.stringify(b)));

/** What moved from `before` to `after`: requests by identity, the notices and calls as wholes when they differ. */
export function diffContent(before: PartContent, after: PartContent): Pick<WirePartChange, 'put' | 'removed' | 'refused' | 'calls'> {
  const old = new Map<string, WireRequest>();
  for (const round of before.rounds) for (const request of round.requests) old.set(request.id, request);
  const put: WireRequest[] = [];
  for (const round of after.rounds) {
    for (const request of round.requests) {
      if (old.get(request.id) !== request) put.push(request);
      old.delete(request.id);
    }
  }
  return {
    ...(put.length > 0 && { put }),
    ...(old.size > 0 && { removed: [...old.keys()] }),
    ...(!sameList(before.refused, after.refused) && { refused: after.refused }),
    ...(!sameList(before.calls, after.calls) && { calls: after.calls ?? [] }),
  };
}

/** The change that takes a client from `before` to `after` (two states of one part). */
export function diffParts(before: WirePart, after: WirePart): WirePartChange {
  return { part: after.part, from: before.version, version: after.version, ...diffContent(before, after) };
}

/** `base` with `change` applied (new requests appended to their round, empty rounds dropped); untouched requests stay the same objects. */
export function applyContent(base: PartContent, change: Pick<WirePartChange, 'put' | 'removed' | 'refused' | 'calls'>): PartContent {
  const put = new Map((change.put ?? []).map((request) => [request.id, request]));
  const removed = new Set(change.removed);
  const rounds = new Map<string, { id: string; server: WireRound['server']; requests: WireRequest[] }>();
  const add = (roundId: string, server: WireRound['server'], request: WireRequest) => {
    let round = rounds.get(roundId);
    if (!round) rounds.set(roundId, (round = { id: roundId, server, requests: [] }));
    round.requests.push(request);
  };
  for (const round of base.rounds) {
    for (const request of round.requests) {
      if (removed.has(request.id)) continue;
      const now = put.get(request.id) ?? request;
      put.delete(request.id);
      add(round.id, round.server, now);
    }
  }
  for (const request of put.values()) if (!removed.has(request.id)) add(request.roundId, request.server, request);
  const calls = change.calls ?? base.calls;
  return { rounds: [...rounds.values()], refused: change.refused ?? base.refused, ...(calls?.length && { calls }) };
}

/** Can `change` be applied to a copy of its part at `version`? Only at the version it starts from. */
export const appliesTo = (change: Pick<WirePartChange, 'from' | 'version'>, version: number) => change.from === version && version < change.version;

/** `part` after `change` (check {@link appliesTo} first). */
export function applyPartChange(part: WirePart, change: WirePartChange): WirePart {
  return { part: part.part, version: change.version, ...applyContent(part, change) };
}
