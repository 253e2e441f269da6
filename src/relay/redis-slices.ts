/**
 * Slices stored and sent per request, so a change costs the same for 1 request or 50: the head
 * is one hash field, each request another (`seq` keeps arrival order), and a publish writes and
 * sends only what changed since the last write (a message with `from`; without it, whole). A
 * reader applies a message only over its copy at `from`; anything else is read anew.
 */
import { isEmptySlice, type SessionSlice } from './backplane.js';
import { applyContent, diffContent } from './part-changes.js';
import { reply } from './redis-keys.js';
import type { WireRequest } from './wire.js';

/** What one publish writes: the head, the request fields to set and to delete, the message. */
export interface SliceWrite {
  readonly head: string;
  readonly whole: boolean;
  readonly puts: readonly (readonly [id: string, entry: string])[];
  readonly removed: readonly string[];
  readonly message: string;
}

const headOf = (slice: SessionSlice) => ({
  instance: slice.instance,
  session: slice.session,
  part: slice.part,
  version: slice.version,
  refused: slice.refused,
  ...(slice.calls?.length && { calls: slice.calls }),
  ...(slice.tabs && { tabs: slice.tabs }),
});

/** The writing side, on the instance that owns the slices: what it last wrote of each session. */
export function createSliceWriter() {
  const written = new Map<string, { slice: SessionSlice; next: number; seqs: Map<string, number> }>();
  return {
    /** The write that takes Redis from this instance's last write of the session to `slice`. */
    encode(slice: SessionSlice): SliceWrite {
      const last = written.get(slice.session);
      const whole = !last || last.slice.part !== slice.part;
      const state = whole ? { slice, next: 0, seqs: new Map<string, number>() } : { ...last, slice };
      const change = diffContent(whole ? { rounds: [], refused: [] } : last.slice, slice);
      const puts: (readonly [string, string])[] = [];
      const json: string[] = [];
      for (const request of change.put ?? []) {
        const text = JSON.stringify(request);
        let seq = state.seqs.get(request.id);
        if (seq === undefined) state.seqs.set(request.id, (seq = state.next++));
        puts.push([request.id, `{"seq":${seq},"request":${text}}`]);
        json.push(text);
      }
      for (const id of change.removed ?? []) state.seqs.delete(id);
      if (isEmptySlice(slice)) written.delete(slice.session);
      else written.set(slice.session, state);
      const head = JSON.stringify(headOf(slice));
      const extra = `${whole ? '' : `,"from":${last.slice.version}`},"put":[${json.join(',')}]${change.removed ? `,"removed":${JSON.stringify(change.removed)}` : ''}`;
      return { head, whole, puts, removed: change.removed ?? [], message: `${head.slice(0, -1)}${extra}}` };
    },
    /** A write failed: the next one of the session is whole. */
    forget(session: string) {
      written.delete(session);
    },
    /** Redis may have lost everything (a rejoin): every session's next write is whole. */
    reset() {
      written.clear();
    },
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function parse(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return isRecord(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

const isHead = (value: Record<string, unknown> | undefined): value is Record<string, unknown> & Pick<SessionSlice, 'instance' | 'session' | 'part' | 'version' | 'refused'> =>
  value !== undefined && typeof value.instance === 'string' && typeof value.part === 'string' && typeof value.session === 'string' && typeof value.version === 'number' && Array.isArray(value.refused);

const isRequest = (value: unknown): value is WireRequest => isRecord(value) && typeof value.id === 'string' && typeof value.roundId === 'string' && isRecord(value.server);

/** Requests in arrival order as rounds (a round where its first request is). */
function roundsOf(requests: readonly WireRequest[]): SessionSlice['rounds'] {
  const rounds = new Map<string, { id: string; server: WireRequest['server']; requests: WireRequest[] }>();
  for (const request of requests) {
    let round = rounds.get(request.roundId);
    if (!round) rounds.set(request.roundId, (round = { id: request.roundId, server: request.server, requests: [] }));
    round.requests.push(request);
  }
  return [...rounds.values()];
}

const sliceOf = (head: Pick<SessionSlice, 'instance' | 'session' | 'part' | 'version' | 'refused'> & Record<string, unknown>, rounds: SessionSlice['rounds']): SessionSlice => ({
  instance: head.instance,
  session: head.session,
  part: head.part,
  version: head.version,
  rounds,
  refused: head.refused,
  ...(Array.isArray(head.calls) && head.calls.length > 0 && { calls: head.calls as SessionSlice['calls'] }),
  ...(typeof head.tabs === 'number' && head.tabs > 0 && { tabs: head.tabs }),
});

/** The READ script's reply: one slice per instance, those that cannot be read left out. */
export function readSlices(rows: unknown): SessionSlice[] {
  const slices: SessionSlice[] = [];
  for (const row of Array.isArray(rows) ? (rows as unknown[]) : []) {
    if (!Array.isArray(row)) continue;
    const slice = readSlice(String(row[0]), reply.list(row[1]).filter((entry): entry is string => entry !== null));
    if (slice) slices.push(slice);
  }
  return slices;
}

/** A slice as stored: its head and its request fields (any order); `undefined` when unreadable. */
function readSlice(head: string, entries: readonly string[]): SessionSlice | undefined {
  const parsed = parse(head);
  if (!isHead(parsed)) return undefined;
  const requests: { seq: number; request: WireRequest }[] = [];
  for (const text of entries) {
    const entry = parse(text);
    if (entry && typeof entry.seq === 'number' && isRequest(entry.request)) requests.push({ seq: entry.seq, request: entry.request });
  }
  requests.sort((a, b) => a.seq - b.seq);
  return sliceOf(parsed, roundsOf(requests.map((entry) => entry.request)));
}

/** A message as read: the slice's head, and the requests that changed and left since `from` (absent: whole). */
export interface SliceMessage {
  readonly head: Pick<SessionSlice, 'instance' | 'session' | 'part' | 'version' | 'refused'> & Record<string, unknown>;
  readonly from?: number;
  readonly put: readonly WireRequest[];
  readonly removed: readonly string[];
}

export function parseMessage(text: string): SliceMessage | undefined {
  const parsed = parse(text);
  if (!isHead(parsed) || !Array.isArray(parsed.put) || !parsed.put.every(isRequest)) return undefined;
  const removed = Array.isArray(parsed.removed) ? parsed.removed.filter((id): id is string => typeof id === 'string') : [];
  return { head: parsed, ...(typeof parsed.from === 'number' && { from: parsed.from }), put: parsed.put, removed };
}

/** A message over the reader's copy: the new slice; `stale` when the copy is as new; `undefined` when there is no copy at `from`. */
export function applyMessage(message: SliceMessage, copy: SessionSlice | undefined): SessionSlice | 'stale' | undefined {
  const { head } = message;
  if (copy && copy.part === head.part && copy.version >= head.version) return 'stale';
  if (message.from === undefined) return sliceOf(head, roundsOf(message.put));
  if (!copy || copy.part !== head.part || copy.version !== message.from) return undefined;
  return sliceOf(head, applyContent(copy, message).rounds);
}
