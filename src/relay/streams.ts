/**
 * The browsers' event streams (Server-Sent Events), per session: what each stream's client
 * has (each part's latest state), the snapshot or the resume difference when it opens,
 * `part`/`gone` events as slices arrive, heartbeats.
 */
import type { RelayBackplane, SessionSlice } from './backplane.js';
import { fail } from './http.js';
import { expirePart, instanceOf, isEmptyPart, jsonOf, toPart } from './parts.js';
import { RELAY_PROTOCOL, decodeEventId, encodeEventId, type WirePart } from './wire.js';

export interface StreamsOptions {
  readonly backplane: RelayBackplane;
  readonly heartbeatMs: number;
  readonly streamsPerSession: number;
  /** A slice seen while a stream opens (so the router knows its owner). */
  learn(slice: SessionSlice): void;
  /** A stream of `session` opened or ended (the call runner counts tabs). */
  tabsChanged(session: string): void;
}

export interface Streams {
  /** Answer a GET: the stream of `session` (or 429 / 503). */
  open(request: Request, session: string, cors: Record<string, string>): Promise<Response>;
  /** A slice of a watched session arrived: send it to that session's streams. */
  onSlice(slice: SessionSlice): void;
  /** An instance is gone: its live requests show expired on every stream that has its part. */
  onInstanceGone(instance: string): void;
  /** End every stream (the relay closed or lost its backplane). */
  endAll(): void;
  /** Streams of `session` open on this instance. */
  count(session: string): number;
}

interface Stream {
  readonly session: string;
  /** What this stream's client has: each part's latest state. */
  readonly parts: Map<string, WirePart>;
  started: boolean;
  send(text: string): void;
  end(): void;
}

const sseEvent = (event: string, id: string, data: unknown) => `event: ${event}\nid: ${id}\ndata: ${JSON.stringify(data)}\n\n`;
const ssePart = (id: string, part: WirePart) => `event: part\nid: ${id}\ndata: ${jsonOf(part)}\n\n`;

const SSE_HEADERS = { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store, no-transform', connection: 'keep-alive', 'x-accel-buffering': 'no' };

function deliver(stream: Stream, part: WirePart, empty: boolean) {
  const known = stream.parts.get(part.part);
  if (known ? known.version >= part.version : empty) return;
  if (empty) stream.parts.delete(part.part);
  else stream.parts.set(part.part, part);
  if (!stream.started) return;
  const id = encodeEventId(new Map([...stream.parts].map(([name, p]) => [name, p.version])));
  // An empty part leaves: `gone` says so without keeping a part with nothing in it.
  stream.send(empty ? sseEvent('gone', id, { part: part.part }) : ssePart(id, part));
}

export function createStreams(options: StreamsOptions): Streams {
  const { backplane, heartbeatMs } = options;
  const streams = new Map<string, Set<Stream>>();
  const unwatch = new Map<string, Promise<() => Promise<void>>>();

  async function open(request: Request, name: string, cors: Record<string, string>): Promise<Response> {
    const set = streams.get(name) ?? new Set<Stream>();
    if (set.size >= options.streamsPerSession) return fail(429, 'too-many-streams', `at most ${options.streamsPerSession} streams per session`, cors);
    const url = new URL(request.url);
    const resume = decodeEventId(request.headers.get('last-event-id') ?? url.searchParams.get('lastEventId'));
    const encoder = new TextEncoder();
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const timers: { heartbeat?: ReturnType<typeof setInterval> } = {};
    let ended = false;
    const stream: Stream = {
      session: name,
      parts: new Map(),
      started: false,
      send(text) {
        if (ended) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          stream.end();
        }
      },
      end() {
        if (ended) return;
        ended = true;
        clearInterval(timers.heartbeat);
        set.delete(stream);
        if (set.size === 0) {
          streams.delete(name);
          const stop = unwatch.get(name);
          unwatch.delete(name);
          void stop?.then((fn) => fn()).catch(() => undefined);
        }
        options.tabsChanged(name);
        try {
          controller.close();
        } catch {
          // Already closed or cancelled by the client.
        }
      },
    };
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
      },
      cancel() {
        stream.end();
      },
    });
    set.add(stream);
    streams.set(name, set);
    options.tabsChanged(name);
    if (!unwatch.has(name)) unwatch.set(name, backplane.watch(name));
    request.signal?.addEventListener('abort', () => stream.end(), { once: true });
    try {
      await unwatch.get(name);
      const current = await backplane.slices(name);
      for (const slice of current) {
        options.learn(slice);
        const known = stream.parts.get(slice.part);
        if (!known || known.version < slice.version) stream.parts.set(slice.part, toPart(slice));
      }
    } catch {
      stream.end();
      return fail(503, 'unavailable', 'the backplane cannot be reached', cors);
    }
    const versions = () => new Map([...stream.parts].map(([part, p]) => [part, p.version]));
    stream.send(`retry: 2000\n\n`);
    if (resume === undefined) {
      stream.send(sseEvent('snapshot', encodeEventId(versions()), { protocol: RELAY_PROTOCOL, heartbeatMs, parts: [...stream.parts.values()] }));
    } else {
      // Resume: only what moved since the client's versions; parts it had that left are `gone`.
      const seen = new Map(resume);
      for (const [partName, part] of stream.parts) {
        if (seen.get(partName) === part.version) continue;
        seen.set(partName, part.version);
        stream.send(sseEvent('part', encodeEventId(seen), part));
      }
      for (const partName of resume.keys()) {
        if (stream.parts.has(partName)) continue;
        seen.delete(partName);
        stream.send(sseEvent('gone', encodeEventId(seen), { part: partName }));
      }
    }
    stream.started = true;
    // An event, not a comment: EventSource hides comments, and the client's watchdog must hear it.
    if (!ended) timers.heartbeat = setInterval(() => stream.send('event: heartbeat\ndata: {}\n\n'), heartbeatMs);
    return new Response(body, { status: 200, headers: { ...cors, ...SSE_HEADERS } });
  }

  return {
    open,
    onSlice(slice) {
      const part = toPart(slice);
      const empty = isEmptyPart(part);
      for (const stream of streams.get(slice.session) ?? []) deliver(stream, part, empty);
    },
    onInstanceGone(gone) {
      for (const set of streams.values()) {
        for (const stream of set) {
          for (const part of [...stream.parts.values()]) if (instanceOf(part) === gone) deliver(stream, expirePart(part), false);
        }
      }
    },
    endAll() {
      for (const set of [...streams.values()]) for (const stream of [...set]) stream.end();
    },
    count: (session) => streams.get(session)?.size ?? 0,
  };
}
