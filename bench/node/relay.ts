/**
 * The relay on loopback (bench/relay.mjs loads this with Vite's module runner): with 1,000
 * pending requests across 200 browser streams, the time from an answer POST leaving the
 * "browser" to the server-side `elicit` promise settling, per backplane:
 * - memory: one relay, the in-memory backplane;
 * - Redis, owner: two relays on one redis-server, the POST to the instance that holds the request;
 * - Redis, forwarded: the POST to the other instance, which forwards it through Redis.
 * The floor is a bare loopback HTTP round trip (a POST answered 200 by node:http) in the
 * same process and run. Everything runs in this one process: client, relays, one clock.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createConnection, createServer as createNetServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { createClient } from 'redis';
import { createElicitationRelay, type ElicitationRelay } from '../../src/relay/relay.ts';
import { createRedisBackplane } from '../../src/relay/redis-backplane.ts';
import type { RelayBackplane } from '../../src/relay/backplane.ts';

const ORIGIN = 'http://bench.test';
const STREAMS = 200;
const PER_STREAM = 5;

export interface LatencyRow {
  name: string;
  samples: number;
  p50: number;
  p99: number;
  max: number;
}

export interface RelayBenchResult {
  pending: number;
  streams: number;
  rows: LatencyRow[];
  /** Why the Redis rows are missing, when they are. */
  redisSkipped?: string;
}

function summarize(name: string, samples: number[]): LatencyRow {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return { name, samples: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted[sorted.length - 1]! };
}

interface Served {
  url: string;
  close(): Promise<void>;
}

/** Node's http server → Fetch Request → the relay's handler → streamed Response. */
async function serve(handler: (request: Request) => Promise<Response>): Promise<Served> {
  const sockets = new Set<Socket>();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const controller = new AbortController();
    res.on('close', () => controller.abort());
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const request = new Request(`http://${req.headers.host}${req.url}`, {
      method: req.method,
      headers,
      signal: controller.signal,
      ...(hasBody && { body: Readable.toWeb(req) as ReadableStream<Uint8Array>, duplex: 'half' }),
    } as RequestInit);
    void handler(request).then(async (response) => {
      res.writeHead(response.status, Object.fromEntries(response.headers));
      if (!response.body) return void res.end();
      res.flushHeaders();
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) res.write(chunk);
      } catch {
        // The client went away.
      }
      res.end();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A browser's stream, reduced to: the ids of the requests it shows pending. */
interface Stream {
  pendingIds(): string[];
  close(): void;
}

async function openStream(url: string, session: string): Promise<Stream> {
  const abort = new AbortController();
  const response = await fetch(url, { headers: { origin: ORIGIN, authorization: `Bearer ${session}`, accept: 'text/event-stream' }, signal: abort.signal });
  if (response.status !== 200) throw new Error(`stream ${session}: ${response.status}`);
  const parts = new Map<string, { rounds: { requests: { id: string; status: string }[] }[] }>();
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (!event || !data) continue;
          const body = JSON.parse(data);
          if (event === 'snapshot') for (const part of body.parts) parts.set(part.part, part);
          else if (event === 'part') parts.set(body.part, body);
          else if (event === 'gone') parts.delete(body.part);
        }
      }
    } catch {
      // closed
    }
  })();
  return {
    pendingIds: () => [...parts.values()].flatMap((part) => part.rounds.flatMap((round) => round.requests.filter((r) => r.status === 'pending').map((r) => r.id))),
    close: () => abort.abort(),
  };
}

async function until(check: () => boolean, what: string, timeoutMs = 60_000) {
  const limit = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > limit) throw new Error(`bench: ${what} not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const formRequest = {
  mode: 'form',
  message: 'Your name?',
  requestedSchema: { type: 'object', properties: { name: { type: 'string', minLength: 1 } }, required: ['name'] },
};

function relayWith(backplane?: RelayBackplane): ElicitationRelay {
  return createElicitationRelay({
    authorize: (request) => /^Bearer (s\d+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? null,
    allowedOrigins: [ORIGIN],
    ...(backplane && { backplane }),
    limits: { streamsPerSession: 4 },
  });
}

/**
 * Elicit PER_STREAM requests for each of STREAMS sessions on `owner`, with the streams open
 * on `watcher`; then answer every one in turn through `answerVia`, timing POST → settle.
 */
async function measureAnswers(name: string, owner: ElicitationRelay, watcher: Served, answerVia: Served): Promise<LatencyRow> {
  // Warm-up, not counted: 50 requests of one extra session asked and answered on the same path
  // (JIT, the validator's lazily loaded engine, the first schema compile, Redis scripts cached).
  const warm = `s${STREAMS}`;
  const warmStream = await openStream(watcher.url, warm);
  const warmCalls = Array.from({ length: 50 }, () => owner.elicit(formRequest, { session: warm, server: { id: 'bench', name: 'Bench' } }));
  await until(() => warmStream.pendingIds().length >= 20, `warm-up requests (${name})`);
  while (warmStream.pendingIds().length > 0) {
    for (const id of warmStream.pendingIds()) {
      await fetch(answerVia.url, {
        method: 'POST',
        headers: { origin: ORIGIN, authorization: `Bearer ${warm}`, 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'respond', id, result: { action: 'accept', content: { name: 'Ada' } } }),
      }).then((response) => response.text());
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await Promise.all(warmCalls);
  warmStream.close();

  const sessions = Array.from({ length: STREAMS }, (_, index) => `s${index}`);
  const streams = await Promise.all(sessions.map((session) => openStream(watcher.url, session)));
  /** When each call settled, in order (answers go one at a time, so the n-th answer settles the n-th). */
  const settledAt: number[] = [];
  const calls: Promise<unknown>[] = [];
  for (const session of sessions) {
    for (let n = 0; n < PER_STREAM; n += 1) {
      calls.push(owner.elicit(formRequest, { session, server: { id: 'bench', name: 'Bench' } }).then(() => settledAt.push(performance.now())));
    }
  }
  await until(() => streams.every((stream) => stream.pendingIds().length === PER_STREAM), `${STREAMS * PER_STREAM} pending requests on ${STREAMS} streams (${name})`);
  const samples: number[] = [];
  // One answer at a time: latency, not throughput. The stream's ids are the relay's wire ids.
  for (const [index, session] of sessions.entries()) {
    for (const id of streams[index]!.pendingIds()) {
      const before = settledAt.length;
      const started = performance.now();
      const response = await fetch(answerVia.url, {
        method: 'POST',
        headers: { origin: ORIGIN, authorization: `Bearer ${session}`, 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'respond', id, result: { action: 'accept', content: { name: 'Ada' } } }),
      });
      if (response.status !== 200) throw new Error(`bench: answer ${id} (${name}) got ${response.status}: ${await response.text()}`);
      await until(() => settledAt.length > before, `the elicit answered by ${id} settling`, 10_000);
      samples.push(settledAt[before]! - started);
    }
  }
  await Promise.all(calls);
  for (const stream of streams) stream.close();
  return summarize(name, samples);
}

/** A bare loopback HTTP round trip: POST a small JSON body, 200 back (keep-alive, fetch). */
async function measureFloor(count: number): Promise<LatencyRow> {
  const floor = await serve(async (request) => {
    await request.text();
    return new Response('{"ok":true}', { status: 200, headers: { 'content-type': 'application/json' } });
  });
  const body = JSON.stringify({ type: 'respond', id: 'x'.repeat(22), result: { action: 'accept', content: { name: 'Ada' } } });
  const samples: number[] = [];
  for (let i = 0; i < count + 50; i += 1) {
    const started = performance.now();
    const response = await fetch(floor.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    await response.text();
    if (i >= 50) samples.push(performance.now() - started);
  }
  await floor.close();
  return summarize('floor: bare loopback HTTP POST round trip', samples);
}

// ---- a throwaway redis-server ------------------------------------------------------------------

async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function startRedis(path: string): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const dir = await mkdtemp(join(tmpdir(), 'mcpe-bench-redis-'));
  const child: ChildProcess = spawn(path, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let tries = 0; ; tries += 1) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ host: '127.0.0.1', port });
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (up) break;
    if (tries > 200) throw new Error('bench: redis-server did not start');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export async function runRelayBench(redisServerPath = '/usr/bin/redis-server'): Promise<RelayBenchResult> {
  const rows: LatencyRow[] = [];
  rows.push(await measureFloor(STREAMS * PER_STREAM));

  const memory = relayWith();
  const memoryServed = await serve(memory.handler);
  rows.push(await measureAnswers('memory: answer POST → elicit settles', memory, memoryServed, memoryServed));
  await memory.close();
  await memoryServed.close();

  const { existsSync } = await import('node:fs');
  if (!existsSync(redisServerPath)) return { pending: STREAMS * PER_STREAM, streams: STREAMS, rows, redisSkipped: `${redisServerPath} missing` };
  const redis = await startRedis(redisServerPath);
  const clients = await Promise.all([0, 1].map(() => createClient({ url: redis.url, disableOfflineQueue: true }).on('error', () => {}).connect()));
  const [a, b] = clients.map((client) => relayWith(createRedisBackplane({ client })));
  const [servedA, servedB] = await Promise.all([serve(a!.handler), serve(b!.handler)]);
  rows.push(await measureAnswers('Redis, answered on the owning instance: POST → elicit settles', a!, servedB, servedA));
  rows.push(await measureAnswers('Redis, answered on the other instance (forwarded): POST → elicit settles', a!, servedB, servedB));
  await Promise.all([a!.close(), b!.close()]);
  await Promise.all([servedA.close(), servedB.close()]);
  for (const client of clients) client.destroy();
  await redis.stop();
  return { pending: STREAMS * PER_STREAM, streams: STREAMS, rows };
}
