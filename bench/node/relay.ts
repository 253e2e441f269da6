/**
 * The relay on loopback (bench/relay.mjs loads this with Vite's module runner), with 1,000
 * pending requests across 200 browser streams, per backplane:
 * - answers: the time from an answer POST leaving the "browser" to the server-side `elicit`
 *   promise settling (memory: one relay; Redis, owner: two relays on one redis-server, the
 *   POST to the instance that holds the request; Redis, forwarded: the POST to the other
 *   instance, which forwards it through Redis);
 * - arrivals: the time from the server's `elicit` call to the new request being read off
 *   its session's open stream (Redis: asked on one instance, the stream on the other);
 * - memory per pending request: the relay's heap (and Redis' own memory) per request held.
 * The floor is a bare loopback HTTP round trip (a POST answered 200 by node:http) in the
 * same process and run. Everything runs in this one process: client, relays, one clock.
 * Every request carries a schema object of its own, as an MCP client's JSON parse gives.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createConnection, createServer as createNetServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createClient } from 'redis';
import { createElicitationRelay, type ElicitationRelay } from '../../src/relay/relay.ts';
import { createRedisBackplane } from '../../src/relay/redis-backplane.ts';
import type { RelayBackplane } from '../../src/relay/backplane.ts';
import { appliesTo, applyPartChange } from '../../src/relay/part-changes.ts';
import type { WirePart } from '../../src/relay/wire.ts';

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
  /** A new request reaching a connected stream (`elicit` → read off the stream). */
  arrivals: LatencyRow[];
  /** Bytes held per pending request, after a full GC. */
  memory: { relayHeapBytes: number; redisBytes?: number; requestJsonBytes: number };
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
  /** The next request id the stream reads for the first time, and when (performance.now()). */
  nextArrival(): Promise<{ id: string; at: number }>;
  close(): void;
}

/** The events of an SSE response, their data parsed, as they arrive (until it closes). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the relay's own wire, read as it is
export async function* sseEvents(response: Response): AsyncGenerator<{ event: string; body: any }> {
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
        if (event && data) yield { event, body: JSON.parse(data) };
      }
    }
  } catch {
    // closed
  }
}

async function openStream(url: string, session: string): Promise<Stream> {
  const abort = new AbortController();
  const response = await fetch(url, { headers: { origin: ORIGIN, authorization: `Bearer ${session}`, accept: 'text/event-stream' }, signal: abort.signal });
  if (response.status !== 200) throw new Error(`stream ${session}: ${response.status}`);
  const parts = new Map<string, { rounds: { requests: { id: string; status: string }[] }[] }>();
  const seen = new Set<string>();
  let waiting: ((arrival: { id: string; at: number }) => void) | undefined;
  const note = (part: { rounds: { requests: { id: string }[] }[] }) => {
    const at = performance.now();
    for (const round of part.rounds) {
      for (const { id } of round.requests) {
        if (seen.has(id)) continue;
        seen.add(id);
        waiting?.({ id, at });
        waiting = undefined;
      }
    }
  };
  void (async () => {
    for await (const { event, body } of sseEvents(response)) {
      let arrived = event === 'snapshot' ? body.parts : event === 'part' ? [body] : [];
      if (event === 'change') {
        const known = parts.get(body.part);
        if (known && appliesTo(body, (known as unknown as WirePart).version)) arrived = [applyPartChange(known as unknown as WirePart, body)];
      }
      for (const part of arrived) {
        parts.set(part.part, part);
        note(part);
      }
      if (event === 'gone') parts.delete(body.part);
    }
  })();
  return {
    pendingIds: () => [...parts.values()].flatMap((part) => part.rounds.flatMap((round) => round.requests.filter((r) => r.status === 'pending').map((r) => r.id))),
    nextArrival: () => new Promise((resolve) => (waiting = resolve)),
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

const FORM_JSON = JSON.stringify({
  mode: 'form',
  message: 'Your name?',
  requestedSchema: { type: 'object', properties: { name: { type: 'string', minLength: 1 } }, required: ['name'] },
});
/** A request as an MCP client hands it over: parsed from the wire, its schema an object of its own. */
const formRequest = () => JSON.parse(FORM_JSON) as unknown;
const SERVER = { id: 'bench', name: 'Bench' };

function relayWith(backplane?: RelayBackplane): ElicitationRelay {
  return createElicitationRelay({
    authorize: (request) => /^Bearer (s\d+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? null,
    allowedOrigins: [ORIGIN],
    ...(backplane && { backplane }),
    limits: { streamsPerSession: 4 },
  });
}

const answer = (via: Served, session: string, id: string, result: unknown) =>
  fetch(via.url, {
    method: 'POST',
    headers: { origin: ORIGIN, authorization: `Bearer ${session}`, 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'respond', id, result }),
  });

/**
 * With PER_STREAM requests pending for each of STREAMS sessions: ask `rounds` more per
 * session, one at a time, timing the server's `elicit` call → the new request read off that
 * session's stream on `watcher`; each is declined (untimed) once it arrived, so the pending
 * count stays at 1,000 (+1).
 */
async function measureArrivals(name: string, owner: ElicitationRelay, watcher: Served, sessions: string[], streams: Stream[], rounds = 2): Promise<LatencyRow> {
  const samples: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, session] of sessions.entries()) {
      const next = streams[index]!.nextArrival();
      const started = performance.now();
      const call = owner.elicit(formRequest(), { session, server: SERVER });
      const { id, at } = await next;
      samples.push(at - started);
      const response = await answer(watcher, session, id, { action: 'decline' });
      if (response.status !== 200) throw new Error(`bench: decline ${id} (${name}) got ${response.status}`);
      await call;
    }
  }
  return summarize(name, samples);
}

/**
 * Elicit PER_STREAM requests for each of STREAMS sessions on `owner`, with the streams open
 * on `watcher`; time new requests reaching the streams (measureArrivals), then answer every
 * one in turn through `answerVia`, timing POST → settle.
 */
async function measureAnswers(name: string, owner: ElicitationRelay, watcher: Served, answerVia: Served, arrivalsName?: string): Promise<{ answers: LatencyRow; arrivals?: LatencyRow }> {
  // Warm-up, not counted: 50 requests of one extra session asked and answered on the same path
  // (JIT, the validator's lazily loaded engine, the first schema compile, Redis scripts cached).
  const warm = `s${STREAMS}`;
  const warmStream = await openStream(watcher.url, warm);
  const warmCalls = Array.from({ length: 50 }, () => owner.elicit(formRequest(), { session: warm, server: SERVER }));
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
      calls.push(owner.elicit(formRequest(), { session, server: SERVER }).then(() => settledAt.push(performance.now())));
    }
  }
  await until(() => streams.every((stream) => stream.pendingIds().length === PER_STREAM), `${STREAMS * PER_STREAM} pending requests on ${STREAMS} streams (${name})`);
  const arrivals = arrivalsName === undefined ? undefined : await measureArrivals(arrivalsName, owner, watcher, sessions, streams);
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
  return { answers: summarize(name, samples), ...(arrivals && { arrivals }) };
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

// ---- memory per pending request ----------------------------------------------------------------

/** V8's own collector, so that heap figures hold live objects only. */
function collector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

async function heapAfterGc(gc: () => void): Promise<number> {
  for (let i = 0; i < 3; i += 1) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return process.memoryUsage().heapUsed;
}

type Redis = { sendCommand(args: string[]): Promise<unknown> };
const usedMemory = async (client: Redis) => Number(/used_memory:(\d+)/.exec(String(await client.sendCommand(['INFO', 'memory'])))?.[1]);

/**
 * Heap (and Redis memory, with a Redis client) per pending request: 1,000 requests asked
 * on a fresh relay across 200 sessions, no stream open, each with its own params object.
 */
async function measureMemory(relay: ElicitationRelay, redis?: Redis): Promise<{ heap: number; redis?: number }> {
  const gc = collector();
  const controller = new AbortController();
  // Warm-up: lazily loaded modules and the relay's first session are not per-request memory.
  const warm = relay.elicit(formRequest(), { session: 'warm', server: SERVER, signal: controller.signal });
  await new Promise((resolve) => setTimeout(resolve, 50));
  const heapBefore = await heapAfterGc(gc);
  const redisBefore = redis && (await usedMemory(redis));
  const calls: Promise<unknown>[] = [];
  for (let s = 0; s < STREAMS; s += 1) {
    for (let n = 0; n < PER_STREAM; n += 1) calls.push(relay.elicit(formRequest(), { session: `m${s}`, server: SERVER, signal: controller.signal }));
  }
  await new Promise((resolve) => setTimeout(resolve, 300)); // every slice published
  const heapAfter = await heapAfterGc(gc);
  const redisAfter = redis && (await usedMemory(redis));
  controller.abort();
  await Promise.all([warm, ...calls]);
  const count = STREAMS * PER_STREAM;
  return { heap: (heapAfter - heapBefore) / count, ...(redis && { redis: (redisAfter! - redisBefore!) / count }) };
}

// ---- a throwaway redis-server ------------------------------------------------------------------

async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export async function startRedis(path: string): Promise<{ url: string; stop(): Promise<void> }> {
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
  const arrivals: LatencyRow[] = [];
  rows.push(await measureFloor(STREAMS * PER_STREAM));

  const forMemory = relayWith();
  const heap = await measureMemory(forMemory);
  await forMemory.close();
  const memory = { relayHeapBytes: heap.heap, requestJsonBytes: FORM_JSON.length } as RelayBenchResult['memory'];

  const local = relayWith();
  const localServed = await serve(local.handler);
  const onMemory = await measureAnswers('memory: answer POST → elicit settles', local, localServed, localServed, 'memory: elicit → the new request read off its stream');
  rows.push(onMemory.answers);
  arrivals.push(onMemory.arrivals!);
  await local.close();
  await localServed.close();

  const { existsSync } = await import('node:fs');
  if (!existsSync(redisServerPath)) return { pending: STREAMS * PER_STREAM, streams: STREAMS, rows, arrivals, memory, redisSkipped: `${redisServerPath} missing` };
  const redis = await startRedis(redisServerPath);
  const clients = await Promise.all([0, 1, 2].map(() => createClient({ url: redis.url, disableOfflineQueue: true }).on('error', () => {}).connect()));
  const inRedis = relayWith(createRedisBackplane({ client: clients[2]! }));
  memory.redisBytes = (await measureMemory(inRedis, clients[2]!)).redis;
  await inRedis.close();
  const [a, b] = clients.slice(0, 2).map((client) => relayWith(createRedisBackplane({ client })));
  const [servedA, servedB] = await Promise.all([serve(a!.handler), serve(b!.handler)]);
  const owned = await measureAnswers('Redis, answered on the owning instance: POST → elicit settles', a!, servedB, servedA, 'Redis: elicit on one instance → read off the stream on the other');
  rows.push(owned.answers);
  arrivals.push(owned.arrivals!);
  rows.push((await measureAnswers('Redis, answered on the other instance (forwarded): POST → elicit settles', a!, servedB, servedB)).answers);
  await Promise.all([a!.close(), b!.close()]);
  await Promise.all([servedA.close(), servedB.close()]);
  for (const client of clients) client.destroy();
  await redis.stop();
  return { pending: STREAMS * PER_STREAM, streams: STREAMS, rows, arrivals, memory };
}
