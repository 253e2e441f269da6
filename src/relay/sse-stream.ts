/**
 * One browser's event stream with bounded memory. A part goes out whole once, then only what
 * moved, so a change costs the same however many requests the session holds. While the reader
 * lags, nothing is queued: the stream notes which parts moved and, once drained, sends one change
 * per part (only intermediate versions are missed). A reader behind longer than `stallMs` is
 * closed; its browser resumes from the last event id it got.
 */
import { changeJsonOf, jsonOf } from './parts.js';
import { encodeEventId, type WirePart } from './wire.js';

export interface SseStreamOptions {
  /** Bytes the body may hold unread before the stream coalesces. */
  readonly bufferBytes: number;
  readonly stallMs: number;
  /** The stream ended (closed by either side). */
  onEnd(): void;
}

export interface SseStream {
  readonly body: ReadableStream<Uint8Array>;
  /** The latest state of each part this stream shows. */
  readonly parts: Map<string, WirePart>;
  /** Send text as is (the first lines: `retry`, the snapshot or resume events). */
  raw(text: string): void;
  /** Record a part's new state (or its end) and send it when the reader can take it. */
  deliver(part: WirePart, empty: boolean): void;
  /** A heartbeat, if the reader keeps up; closes a reader stalled past `stallMs`. */
  beat(): void;
  /** Begin live delivery (after the first events). */
  start(): void;
  end(): void;
  readonly ended: boolean;
}

const encoder = new TextEncoder();
const sseEvent = (event: string, id: string, data: string) => `event: ${event}\nid: ${id}\ndata: ${data}\n\n`;

export function createSseStream(options: SseStreamOptions): SseStream {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let ended = false;
  let started = false;
  /** Since when the reader is behind (undefined: it keeps up). */
  let behindSince: number | undefined;
  const parts = new Map<string, WirePart>();
  /** Each part as the client has been sent it: the base of the next change, its version the id. */
  const sent = new Map<string, WirePart>();
  /** Parts that moved while the reader was behind, sent once it catches up. */
  const unsent = new Set<string>();

  const body = new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c;
      },
      pull() {
        behindSince = undefined;
        flush();
      },
      cancel() {
        stream.end();
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: options.bufferBytes }),
  );

  const keepsUp = () => (controller.desiredSize ?? 0) > 0;

  function enqueue(text: string) {
    try {
      controller.enqueue(encoder.encode(text));
    } catch {
      stream.end();
    }
  }

  function sendPart(name: string) {
    const part = parts.get(name);
    const before = sent.get(name);
    if (part) sent.set(name, part);
    else sent.delete(name);
    const id = encodeEventId(new Map([...sent].map(([key, value]) => [key, value.version])));
    // An empty part leaves: `gone` says so without keeping a part with nothing in it.
    if (!part) enqueue(sseEvent('gone', id, JSON.stringify({ part: name })));
    else enqueue(before ? sseEvent('change', id, changeJsonOf(before, part)) : sseEvent('part', id, jsonOf(part)));
  }

  /** Send what moved, oldest first, while the reader takes it. */
  function flush() {
    if (!started || ended) return;
    for (const name of unsent) {
      if (!keepsUp()) {
        behindSince ??= Date.now();
        return;
      }
      unsent.delete(name);
      if (parts.get(name)?.version !== sent.get(name)?.version) sendPart(name);
    }
  }

  const stream: SseStream = {
    body,
    parts,
    raw(text) {
      if (!ended) enqueue(text);
    },
    deliver(part, empty) {
      const known = parts.get(part.part);
      if (known ? known.version >= part.version : empty) return;
      if (empty) parts.delete(part.part);
      else parts.set(part.part, part);
      unsent.add(part.part);
      flush();
    },
    beat() {
      if (ended) return;
      if (behindSince !== undefined && Date.now() - behindSince > options.stallMs) return stream.end();
      // Nothing queued behind a reader that does not read: it would only grow.
      if (keepsUp()) enqueue('event: heartbeat\ndata: {}\n\n');
      else behindSince ??= Date.now();
    },
    start() {
      started = true;
      for (const [name, part] of parts) sent.set(name, part);
      flush();
    },
    end() {
      if (ended) return;
      ended = true;
      unsent.clear();
      try {
        controller.close();
      } catch {
        // Already closed or cancelled by the client.
      }
      options.onEnd();
    },
    get ended() {
      return ended;
    },
  };
  return stream;
}
