/**
 * Helpers of the relay unit tests: real Fetch API `Request`s into `relay.handler`, and a
 * reader of its Server-Sent Events stream.
 */
import type { IdentifiedServer } from '../../src/elicitation/server';
import { appliesTo, applyPartChange } from '../../src/relay/part-changes';
import type { WirePart, WirePartChange } from '../../src/relay/wire';

export const ORIGIN = 'https://app.example';
export const BASE = 'https://app.example/api/elicitation';
export const SERVER: IdentifiedServer = { id: 'srv', name: 'Test server' };

/** `authorize` of the tests: the session is the `x-session` header. */
export const bySessionHeader = (request: Request) => request.headers.get('x-session');

export function get(session: string | null, init: { origin?: string | null; lastEventId?: string; signal?: AbortSignal; query?: string } = {}) {
  const headers = new Headers();
  if (session !== null) headers.set('x-session', session);
  if (init.origin !== null) headers.set('origin', init.origin ?? ORIGIN);
  if (init.lastEventId !== undefined) headers.set('last-event-id', init.lastEventId);
  return new Request(BASE + (init.query ?? ''), { method: 'GET', headers, signal: init.signal });
}

export function post(session: string | null, body: unknown, init: { origin?: string | null; contentType?: string; raw?: string } = {}) {
  const headers = new Headers({ 'content-type': init.contentType ?? 'application/json' });
  if (session !== null) headers.set('x-session', session);
  if (init.origin !== null) headers.set('origin', init.origin ?? ORIGIN);
  return new Request(BASE, { method: 'POST', headers, body: init.raw ?? JSON.stringify(body) });
}

export interface SseEvent {
  event: string;
  id?: string;
  data: unknown;
}

/** Reads SSE events from a stream response as they arrive. */
export function readEvents(response: Response) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: SseEvent[] = [];
  const comments: string[] = [];
  let buffer = '';
  let waiters: (() => void)[] = [];
  let done = false;
  void (async () => {
    for (;;) {
      const { value, done: end } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (end) break;
      buffer += value;
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const event: Partial<SseEvent> & { data?: unknown } = {};
        let data: string | undefined;
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) comments.push(line);
          else if (line.startsWith('event: ')) event.event = line.slice(7);
          else if (line.startsWith('id: ')) event.id = line.slice(4);
          else if (line.startsWith('data: ')) data = (data === undefined ? '' : data + '\n') + line.slice(6);
        }
        if (event.event) events.push({ event: event.event, id: event.id, data: data === undefined ? undefined : JSON.parse(data) });
      }
      for (const wake of waiters) wake();
      waiters = [];
    }
    done = true;
    for (const wake of waiters) wake();
  })();
  const changed = () => new Promise<void>((resolve) => waiters.push(resolve));
  return {
    events,
    comments,
    get done() {
      return done;
    },
    /** Waits until `count` events arrived (or the stream ended). */
    async until(count: number, timeoutMs = 2000) {
      const stop = Date.now() + timeoutMs;
      while (events.length < count && !done) {
        if (Date.now() > stop) throw new Error(`only ${events.length} of ${count} events: ${JSON.stringify(events.map((e) => e.event))}`);
        await Promise.race([changed(), new Promise((r) => setTimeout(r, 50))]);
      }
      return events;
    },
    cancel: () => reader.cancel(),
  };
}

interface Part {
  part: string;
  version: number;
  rounds: { id: string; requests: { id: string; status: string; roundId: string; deadline?: number }[] }[];
  refused: unknown[];
}

/** The requests a client holds after applying `events` in order (snapshot, part, change, gone). */
export function applyEvents(events: readonly SseEvent[], start = new Map<string, Part>()) {
  const parts = new Map(start);
  for (const { event, data } of events) {
    if (event === 'snapshot') {
      parts.clear();
      for (const part of (data as { parts: Part[] }).parts) parts.set(part.part, part);
    } else if (event === 'part') parts.set((data as Part).part, data as Part);
    else if (event === 'change') {
      const change = data as WirePartChange;
      const known = parts.get(change.part);
      if (!known || !appliesTo(change, known.version)) throw new Error(`a change the client cannot apply: ${JSON.stringify(change)} over ${known?.version}`);
      parts.set(change.part, applyPartChange(known as unknown as WirePart, change) as unknown as Part);
    } else if (event === 'gone') parts.delete((data as { part: string }).part);
  }
  return parts;
}

export const requestsOf = (parts: Map<string, Part>) => [...parts.values()].flatMap((part) => part.rounds.flatMap((round) => round.requests));

export const FORM = {
  mode: 'form',
  message: 'Your name?',
  requestedSchema: { type: 'object', properties: { name: { type: 'string', minLength: 2 } }, required: ['name'] },
} as const;

export const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));
