// @vitest-environment node
/**
 * The relay behind a real reverse proxy: Debian's nginx, HTTP/1.1 and HTTP/2, in front of the
 * relay on Node's http server (toNodeHandler). Events cross it as they happen (nginx buffers
 * a proxied response unless told not to), heartbeats keep a quiet stream open past nginx's
 * read timeout, and a stream the proxy dropped resumes from its last event without losing a
 * request asked while it was down.
 */
import { createServer, type Server } from 'node:http';
import { connect } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createElicitationRelay, type ElicitationRelay } from '../../src/relay/relay';
import { toNodeHandler } from '../../src/relay-node';
import { startNginx, type RunningNginx } from './nginx-harness';
import { FORM, ORIGIN, SERVER, bySessionHeader, tick } from './relay-helpers';
import { appliesTo, applyPartChange } from '../../src/relay/part-changes';
import type { WirePart, WirePartChange } from '../../src/relay/wire';

/** nginx ends an upstream response silent this long… */
const PROXY_READ_TIMEOUT_S = 2;
/** …so the relay's heartbeat must come more often. */
const HEARTBEAT_MS = 500;

interface Event {
  event: string;
  id?: string;
  data: unknown;
  at: number;
}

/** SSE events as they arrive from a stream of text chunks. */
function follow(chunks: AsyncIterable<string | Uint8Array>) {
  const events: Event[] = [];
  let ended = false;
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of chunks) {
        buffer += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event: Partial<Event> = { at: Date.now() };
          for (const line of block.split('\n')) {
            if (line.startsWith('event: ')) event.event = line.slice(7);
            else if (line.startsWith('id: ')) event.id = line.slice(4);
            else if (line.startsWith('data: ')) event.data = JSON.parse(line.slice(6));
          }
          if (event.event) events.push(event as Event);
        }
      }
    } catch {
      // The connection dropped.
    }
    ended = true;
  })();
  return {
    events,
    ended: () => ended,
    async until(ok: (events: Event[]) => boolean, ms: number, what: string) {
      for (const limit = Date.now() + ms; !ok(events); await tick(10)) if (Date.now() > limit || ended) throw new Error(`${what}: not within ${ms} ms (${ended ? 'ended' : 'open'}; ${events.map((e) => e.event).join(',')})`);
    },
  };
}

const HEADERS = { origin: ORIGIN, 'x-session': 'alice', accept: 'text/event-stream' };

/** A stream through nginx over HTTP/1.1 (fetch). */
async function openHttp1(base: string, lastEventId?: string) {
  const abort = new AbortController();
  const response = await fetch(`${base}/api/elicitation`, { headers: { ...HEADERS, ...(lastEventId && { 'last-event-id': lastEventId }) }, signal: abort.signal });
  expect(response.status).toBe(200);
  return { ...follow(response.body as unknown as AsyncIterable<Uint8Array>), close: () => abort.abort() };
}

/** A stream through nginx over HTTP/2 (node:http2, cleartext with prior knowledge). */
async function openHttp2(base: string) {
  const session = connect(base);
  session.on('error', () => {});
  const stream = session.request({ ':path': '/api/elicitation', ...HEADERS });
  const status = await new Promise<number>((resolve, reject) => {
    stream.once('response', (headers) => resolve(Number(headers[':status'])));
    stream.once('error', reject);
  });
  expect(status).toBe(200);
  return { ...follow(stream), close: () => (stream.close(), session.close()) };
}

const pendingIds = (events: Event[]) => {
  const parts = new Map<string, { rounds: { requests: { id: string; status: string }[] }[] }>();
  for (const { event, data } of events) {
    if (event === 'snapshot') for (const part of (data as { parts: { part: string }[] }).parts) parts.set(part.part, part as never);
    if (event === 'part') parts.set((data as { part: string }).part, data as never);
    if (event === 'change') {
      const change = data as WirePartChange;
      const known = parts.get(change.part) as unknown as WirePart | undefined;
      if (known && appliesTo(change, known.version)) parts.set(change.part, applyPartChange(known, change) as never);
    }
    if (event === 'gone') parts.delete((data as { part: string }).part);
  }
  return [...parts.values()].flatMap((part) => part.rounds.flatMap((round) => round.requests)).filter((request) => request.status === 'pending').map((request) => request.id);
};

describe('the relay behind nginx', () => {
  let relay: ElicitationRelay;
  let server: Server;
  let nginx: RunningNginx;

  beforeAll(async () => {
    relay = createElicitationRelay({ authorize: bySessionHeader, allowedOrigins: [ORIGIN], heartbeatMs: HEARTBEAT_MS });
    server = createServer(toNodeHandler(relay.handler));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    nginx = await startNginx(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, PROXY_READ_TIMEOUT_S);
  }, 30_000);

  afterAll(async () => {
    await nginx?.stop();
    await nginx?.remove();
    await relay?.close();
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  it.each([
    ['HTTP/1.1', () => openHttp1(nginx.http1)],
    ['HTTP/2', () => openHttp2(nginx.http2)],
  ])('%s: a request reaches the page as it is asked, and heartbeats keep the quiet stream open past the proxy’s read timeout', async (_, open) => {
    const stream = await open();
    await stream.until((events) => events.some((e) => e.event === 'snapshot'), 3000, 'the snapshot');
    const askedAt = Date.now();
    const asked = relay.elicit({ ...FORM, message: `Through nginx ${askedAt}` }, { session: 'alice', server: SERVER });
    // Buffered by nginx, the part would wait for more bytes (or the heartbeat after it).
    await stream.until((events) => events.some((e) => (e.event === 'part' || e.event === 'change') && e.at >= askedAt), HEARTBEAT_MS / 2, 'the part, unbuffered');
    // Quiet for twice nginx's read timeout: only heartbeats cross.
    await tick(PROXY_READ_TIMEOUT_S * 2000 + 500);
    expect(stream.ended()).toBe(false);
    expect(stream.events.filter((e) => e.event === 'heartbeat' && e.at > askedAt).length).toBeGreaterThanOrEqual(PROXY_READ_TIMEOUT_S * 2);
    stream.close();
    relay.finishCall('alice', { serverId: SERVER.id });
    void asked;
  }, 20_000);

  it('a stream the proxy dropped resumes from its last event: a request asked while it was down arrives, none is lost', async () => {
    void relay.elicit({ ...FORM, message: 'Before the drop' }, { session: 'bob-drop', server: SERVER });
    const bob = await fetch(`${nginx.http1}/api/elicitation`, { headers: { ...HEADERS, 'x-session': 'bob-drop' } });
    const first = follow(bob.body as unknown as AsyncIterable<Uint8Array>);
    await first.until((events) => pendingIds(events).length === 1, 3000, 'the first request');
    const lastId = first.events.filter((e) => e.id).at(-1)!.id!;

    await nginx.stop();
    for (const limit = Date.now() + 3000; !first.ended() && Date.now() < limit; ) await tick(20);
    expect(first.ended()).toBe(true);
    void relay.elicit({ ...FORM, message: 'While the proxy was down' }, { session: 'bob-drop', server: SERVER });
    await tick(100);
    await nginx.start();

    const resumed = await fetch(`${nginx.http1}/api/elicitation`, { headers: { ...HEADERS, 'x-session': 'bob-drop', 'last-event-id': lastId } });
    expect(resumed.status).toBe(200);
    const after = follow(resumed.body as unknown as AsyncIterable<Uint8Array>);
    // The page applies what the resumed stream sends over what it had.
    await after.until((events) => pendingIds([...first.events, ...events]).length === 2, 3000, 'both requests after the resume');
  }, 20_000);
});
