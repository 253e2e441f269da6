// @vitest-environment node
/**
 * `mcp-elicitation-react/relay/node` in a real Express 5 app and on plain node:http: the
 * stream and an answer go through it (also behind express.json()), a closed connection ends
 * the relay's stream, and a client that reads slowly holds back the relay instead of filling
 * the server's memory.
 */
import { afterEach, describe, expect, it } from 'vitest';
import express from 'express';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { createElicitationRelay, type ElicitationRelay } from '../../src/relay/relay';
import { toNodeHandler } from '../../src/relay-node';
import { FORM, ORIGIN, SERVER, bySessionHeader, tick } from './relay-helpers';

const servers: Server[] = [];
const relays: ElicitationRelay[] = [];
afterEach(async () => {
  await Promise.all(relays.splice(0).map((relay) => relay.close()));
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => (server.closeAllConnections(), server.close(done)))));
});

async function listen(server: Server) {
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function relayOf(options: Partial<Parameters<typeof createElicitationRelay>[0]> = {}) {
  const relay = createElicitationRelay({ authorize: bySessionHeader, allowedOrigins: [ORIGIN], heartbeatMs: 60_000, ...options });
  relays.push(relay);
  return relay;
}

/** The first `count` SSE events of a fetch response. */
async function firstEvents(response: Response, count: number) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  while (text.split('\n\n').length <= count) {
    const { value, done } = await reader.read();
    if (done) break;
    text += value;
  }
  void reader.cancel();
  return text;
}

describe('toNodeHandler', () => {
  it.each([
    ['express, mounted', true],
    ['express after express.json()', false],
  ])('%s: streams the session and takes its answer', async (_, raw) => {
    const relay = relayOf({ basePath: '/api/elicitation' });
    const app = express();
    if (!raw) app.use(express.json());
    app.all('/api/elicitation', toNodeHandler(relay.handler));
    const base = await listen(createServer(app));
    const asked = relay.elicit(FORM, { session: 'alice', server: SERVER });
    const headers = { origin: ORIGIN, 'x-session': 'alice' };
    const stream = await fetch(`${base}/api/elicitation`, { headers });
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const text = await firstEvents(stream, 2);
    const id = /"id":"([A-Za-z0-9_-]{22})","key"/.exec(text)![1]!;
    const answer = await fetch(`${base}/api/elicitation`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ type: 'respond', id, result: { action: 'accept', content: { name: 'Ada' } } }) });
    expect(answer.status).toBe(200);
    await expect(asked).resolves.toEqual({ action: 'accept', content: { name: 'Ada' } });
    const problem = await fetch(`${base}/api/elicitation`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ type: 'respond', id: 'x'.repeat(22), result: { action: 'decline' } }) });
    expect(problem.status).toBe(404);
    expect(problem.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  });

  it('a closed connection ends the relay’s stream (its slot is free)', async () => {
    const relay = relayOf({ limits: { streamsPerSession: 1 } });
    const base = await listen(createServer(toNodeHandler(relay.handler)));
    const headers = { origin: ORIGIN, 'x-session': 'alice' };
    const first = new AbortController();
    const one = await fetch(base, { headers, signal: first.signal });
    expect(one.status).toBe(200);
    expect((await fetch(base, { headers })).status).toBe(429);
    first.abort();
    await tick(100);
    const again = await fetch(base, { headers });
    expect(again.status).toBe(200);
    void again.body!.cancel();
  });

  it('a client that reads slowly holds back the stream: the server keeps a bounded amount unsent', async () => {
    const relay = relayOf({ limits: { streamBufferBytes: 64 * 1024 } });
    let response!: ServerResponse;
    const handle = toNodeHandler(relay.handler);
    const base = await listen(createServer((req, res) => ((response = res), void handle(req, res))));
    const big = { ...FORM, message: 'x'.repeat(64 * 1024) };
    void relay.elicit(big, { session: 'alice', server: SERVER, roundId: 'r' });
    void relay.elicit(FORM, { session: 'alice', server: SERVER, roundId: 'r' });
    // A raw socket that sends the request and then reads nothing.
    const { port } = new URL(base);
    const socket = connect(Number(port), '127.0.0.1');
    socket.pause();
    socket.setNoDelay(true);
    socket.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${ORIGIN}\r\nx-session: alice\r\n\r\n`);
    await tick(200);
    // Many versions of the 64 kB part: each change is a new full part.
    const reader = await relay.handler(new Request('http://x/', { headers: { origin: ORIGIN, 'x-session': 'alice' } }));
    const snapshot = JSON.parse(/data: (.*)/.exec(await firstEvents(reader, 2))![1]!) as { parts: { rounds: { requests: { id: string; params: { message: string } }[] }[] }[] };
    const id = snapshot.parts[0]!.rounds[0]!.requests.find((r) => r.params.message.length > 1000)!.id;
    for (let n = 0; n < 100; n += 1) {
      await relay.handler(new Request('http://x/', { method: 'POST', headers: { origin: ORIGIN, 'x-session': 'alice', 'content-type': 'application/json' }, body: JSON.stringify({ type: 'respond', id, result: { action: 'decline' } }) }));
      await relay.handler(new Request('http://x/', { method: 'POST', headers: { origin: ORIGIN, 'x-session': 'alice', 'content-type': 'application/json' }, body: JSON.stringify({ type: 'reopen', id }) }));
    }
    await tick(100);
    // 200 versions × 64 kB = 13 MB were due; Node holds at most one chunk past its high-water mark.
    expect(response.writableLength).toBeLessThan(512 * 1024);
    socket.destroy();
  });
});
