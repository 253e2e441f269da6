/**
 * The browsers' event streams (Server-Sent Events), per session: what each stream's client
 * has (each part's latest state), the snapshot or the resume difference when it opens,
 * `part`/`gone` events as slices arrive, heartbeats.
 */
import type { RelayBackplane, SessionSlice } from './backplane.js';
import { fail } from './http.js';
import { expirePart, instanceOf, isEmptyPart, toPart } from './parts.js';
import { createSseStream, type SseStream } from './sse-stream.js';
import { RELAY_PROTOCOL, decodeEventId, encodeEventId, type WirePart } from './wire.js';

export interface StreamsOptions {
  readonly backplane: RelayBackplane;
  readonly heartbeatMs: number;
  readonly streamsPerSession: number;
  /** A slice seen while a stream opens (so the router knows its owner). */
  learn(slice: SessionSlice): void;
  /** A stream of `session` opened or ended (the call runner counts tabs). */
  tabsChanged(session: string): void;
  /** Bytes a stream's body may hold unread before it coalesces (see sse-stream.ts). */
  readonly bufferBytes: number;
  readonly stallMs: number;
  readonly reauthorizeMs: number;
  authorize(request: Request): string | null | Promise<string | null>;
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
  endSession(session: string): void;
  /** Streams of `session` open on this instance. */
  count(session: string): number;
}

const sseEvent = (event: string, id: string, data: unknown) => `event: ${event}\nid: ${id}\ndata: ${JSON.stringify(data)}\n\n`;

/** The longest stretch an instance's death is fanned out to streams without yielding. */
const FAN_OUT_SLICE_MS = 3;

const SSE_HEADERS = { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store, no-transform', connection: 'keep-alive', 'x-accel-buffering': 'no' };

export function createStreams(options: StreamsOptions): Streams {
  const { backplane, heartbeatMs } = options;
  const streams = new Map<string, Set<SseStream>>();
  const unwatch = new Map<string, Promise<() => Promise<void>>>();

  async function stillAuthorized(request: Request, session: string): Promise<boolean> {
    try {
      return (await options.authorize(request)) === session;
    } catch {
      return false;
    }
  }

  async function open(request: Request, name: string, cors: Record<string, string>): Promise<Response> {
    const set = streams.get(name) ?? new Set<SseStream>();
    if (set.size >= options.streamsPerSession) return fail(429, 'too-many-streams', `at most ${options.streamsPerSession} streams per session`, cors);
    const url = new URL(request.url);
    const resume = decodeEventId(request.headers.get('last-event-id') ?? url.searchParams.get('lastEventId'));
    const timers: { heartbeat?: ReturnType<typeof setInterval>; check?: ReturnType<typeof setInterval> } = {};
    const stream = createSseStream({
      bufferBytes: options.bufferBytes,
      stallMs: options.stallMs,
      onEnd() {
        clearInterval(timers.heartbeat);
        clearInterval(timers.check);
        set.delete(stream);
        if (set.size === 0) {
          streams.delete(name);
          const stop = unwatch.get(name);
          unwatch.delete(name);
          void stop?.then((fn) => fn()).catch(() => undefined);
        }
        options.tabsChanged(name);
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
    stream.raw(`retry: 2000\n\n`);
    if (resume === undefined) {
      stream.raw(sseEvent('snapshot', encodeEventId(versions()), { protocol: RELAY_PROTOCOL, heartbeatMs, parts: [...stream.parts.values()] }));
    } else {
      // Resume: only what moved since the client's versions; parts it had that left are `gone`.
      const seen = new Map(resume);
      for (const [partName, part] of stream.parts) {
        if (seen.get(partName) === part.version) continue;
        seen.set(partName, part.version);
        stream.raw(sseEvent('part', encodeEventId(seen), part));
      }
      for (const partName of resume.keys()) {
        if (stream.parts.has(partName)) continue;
        seen.delete(partName);
        stream.raw(sseEvent('gone', encodeEventId(seen), { part: partName }));
      }
    }
    stream.start();
    if (!stream.ended) {
      // An event, not a comment: EventSource hides comments, and the client's watchdog must hear it.
      timers.heartbeat = setInterval(() => stream.beat(), heartbeatMs);
      // The session is checked again while the stream is open: a signed-out browser stops hearing.
      timers.check = setInterval(() => void stillAuthorized(request, name).then((yes) => yes || stream.end()), options.reauthorizeMs);
    }
    return new Response(stream.body, { status: 200, headers: { ...cors, ...SSE_HEADERS } });
  }

  return {
    open,
    onSlice(slice) {
      const part = toPart(slice);
      const empty = isEmptyPart(part);
      for (const stream of streams.get(slice.session) ?? []) stream.deliver(part, empty);
    },
    onInstanceGone(gone) {
      // In slices of a few milliseconds: with a thousand streams one loop would hold every
      // other session's answers for 100 ms and more. Each part is expired once.
      const queue = [...streams.values()].flatMap((set) => [...set]);
      const expired = new Map<WirePart, WirePart>();
      const step = () => {
        const until = performance.now() + FAN_OUT_SLICE_MS;
        while (queue.length > 0 && performance.now() < until) {
          const stream = queue.pop()!;
          for (const part of [...stream.parts.values()]) {
            if (instanceOf(part) !== gone) continue;
            let now = expired.get(part);
            if (!now) expired.set(part, (now = expirePart(part)));
            stream.deliver(now, false);
          }
        }
        if (queue.length > 0) setTimeout(step, 0);
      };
      step();
    },
    endAll() {
      for (const set of [...streams.values()]) for (const stream of [...set]) stream.end();
    },
    endSession(session) {
      for (const stream of [...(streams.get(session) ?? [])]) stream.end();
    },
    count: (session) => streams.get(session)?.size ?? 0,
  };
}
