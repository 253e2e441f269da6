// Slices as the wire's parts, serialised once per slice however many streams carry them, and a gone instance's part expired.
import { isLive } from '../store/lifecycle.js';
import type { SessionSlice } from './backplane.js';
import { loseRunningCalls } from './calls/wire-call.js';
import { diffParts } from './part-changes.js';
import type { WirePart, WirePartChange, WireRequest } from './wire.js';

/** A slice as the wire's part, made once per slice (the stream and the POST reply send the same one). */
const parts = new WeakMap<SessionSlice, WirePart>();
export function toPart(slice: SessionSlice): WirePart {
  let part = parts.get(slice);
  if (!part) parts.set(slice, (part = { part: slice.part, version: slice.version, rounds: slice.rounds, refused: slice.refused, ...(slice.calls?.length && { calls: slice.calls }) }));
  instances.set(part, slice.instance);
  return part;
}

/** The instance holding a part (it expires with it). */
const instances = new WeakMap<WirePart, string>();
export const instanceOf = (part: WirePart) => instances.get(part);

/** A part's JSON, serialised once however many streams and replies carry it. */
const partJson = new WeakMap<WirePart, string>();
export function jsonOf(part: WirePart): string {
  let text = partJson.get(part);
  if (text === undefined) partJson.set(part, (text = JSON.stringify(part)));
  return text;
}

/** The change from `before` to `after` (the latest asked of each `after`: the streams of a session share it). */
const changes = new WeakMap<WirePart, { before: WirePart; change: WirePartChange; json?: string }>();
function changeEntry(before: WirePart, after: WirePart) {
  let entry = changes.get(after);
  if (entry?.before !== before) changes.set(after, (entry = { before, change: diffParts(before, after) }));
  return entry;
}
export const changeOf = (before: WirePart, after: WirePart): WirePartChange => changeEntry(before, after).change;
export function changeJsonOf(before: WirePart, after: WirePart): string {
  const entry = changeEntry(before, after);
  return (entry.json ??= JSON.stringify(entry.change));
}

/** A part the browser has nothing to show of (its instance may still count tabs): it leaves. */
export const isEmptyPart = (part: WirePart): boolean => part.rounds.length === 0 && part.refused.length === 0 && !part.calls?.length;

/** Live requests of a part whose instance is gone: expired (their call can never be answered); running calls end `lost`. */
export function expirePart(part: WirePart): WirePart {
  const rounds = part.rounds.map((round) => ({
    ...round,
    requests: round.requests.map((request): WireRequest => {
      if (!isLive(request.status)) return request;
      const copy = { ...request, status: 'expired' } as Record<string, unknown>;
      delete copy.answer;
      return copy as WireRequest;
    }),
  }));
  const calls = loseRunningCalls(part.calls, Date.now());
  const expired = { ...part, version: part.version + 1, rounds, ...(calls && { calls }) };
  instances.set(expired, instances.get(part)!);
  return expired;
}
