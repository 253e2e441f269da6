/**
 * The relay at scale (bench/relay.mjs loads this with Vite's module runner): three instances
 * on one throwaway redis-server, 1,000 sessions each with an open browser stream, first 1,000
 * then 10,000 pending requests. The owner (A) and the instance holding the streams (C) run in
 * processes of their own, so that A's death is a real SIGKILL and C's event loop is timed
 * without the bench's own work; the answers are POSTed to B, in the bench process, which
 * forwards them through Redis to A.
 * - answer p99 at 1,000 and at 10,000 pending, and their ratio (goal ≤ 1.2×);
 * - a change (an answer) in a session holding 1 request vs 50, POST → the change read off the
 *   session's stream (goal: the same cost, ratio ≤ 1.2×);
 * - heap of the owning instance and of the one holding the streams, and Redis memory, per
 *   pending request at both sizes;
 * - A killed: the longest event-loop stall on C while it fans the death out to its 1,000 streams (goal
 *   ≤ 50 ms), and the time until every stream shows A's requests expired (goal ≤ the
 *   instance timeout + one heartbeat + 1 s);
 * - keys left without expiry once every session ended (goal: none per session).
 */
import { fork } from 'node:child_process';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from 'redis';
import { createElicitationRelay, type ElicitationRelay } from '../../src/relay/relay.ts';
import { createRedisBackplane } from '../../src/relay/redis-backplane.ts';
import { toNodeHandler } from '../../src/relay/node.ts';
import { sseEvents, startRedis } from './relay.ts';
import { appliesTo, applyPartChange } from '../../src/relay/part-changes.ts';
import type { WirePart } from '../../src/relay/wire.ts';

const ORIGIN = 'http://bench.test';
const SESSIONS = 1_000;
const HEARTBEAT_MS = 1_000;
const INSTANCE_TIMEOUT_MS = 3_000;
const SAMPLES = 200;

export interface ScaleRow {
  measure: string;
  value: string;
  goal: string;
  met?: boolean;
}

const p = (samples: number[], q: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} kB`;

async function serve(relay: ElicitationRelay) {
  const server = createServer(toNodeHandler(relay.handler) as (req: IncomingMessage, res: ServerResponse) => void);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => (server.closeAllConnections(), new Promise((resolve) => server.close(resolve))) };
}

const auth = (session: string) => ({ origin: ORIGIN, authorization: `Bearer ${session}` });

/** A browser's stream: the requests it shows pending, and waiting for a condition on them. */
async function openStream(url: string, session: string) {
  const abort = new AbortController();
  const response = await fetch(url, { headers: { ...auth(session), accept: 'text/event-stream' }, signal: abort.signal });
  if (response.status !== 200) throw new Error(`bench: stream ${session}: ${response.status}`);
  const parts = new Map<string, { rounds: { requests: { id: string; status: string }[] }[] }>();
  let waiter: (() => void) | undefined;
  const pending = () => [...parts.values()].flatMap((part) => part.rounds.flatMap((round) => round.requests.filter((r) => r.status === 'pending').map((r) => r.id)));
  /** When the stream last changed, and the bytes of the events' data it read. */
  const state = { lastChangeAt: 0, bytes: 0 };
  void (async () => {
    for await (const { event, body } of sseEvents(response)) {
      if (event !== 'heartbeat') state.bytes += JSON.stringify(body).length;
      if (event === 'snapshot') for (const part of body.parts) parts.set(part.part, part);
      else if (event === 'part') parts.set(body.part, body);
      else if (event === 'change') {
        const known = parts.get(body.part);
        if (known && appliesTo(body, (known as unknown as WirePart).version)) parts.set(body.part, applyPartChange(known as unknown as WirePart, body) as never);
      }
      else if (event === 'gone') parts.delete(body.part);
      else continue;
      state.lastChangeAt = performance.now();
      waiter?.();
    }
  })();
  return {
    pending,
    state,
    /** Resolves once `ok(pending ids)` holds, checked on every event. */
    until(ok: (ids: string[]) => boolean, what: string, timeoutMs = 60_000) {
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`bench: ${what} not within ${timeoutMs} ms`)), timeoutMs);
        const check = () => {
          if (!ok(pending())) return;
          clearTimeout(timer);
          waiter = undefined;
          resolve();
        };
        waiter = check;
        check();
      });
    },
    close: () => abort.abort(),
  };
}
type Stream = Awaited<ReturnType<typeof openStream>>;

/** An instance in its own process (bench/node/relay-scale-instance.ts). */
async function startInstance(redisUrl: string) {
  const { build } = await import('esbuild');
  const { fileURLToPath } = await import('node:url');
  const { join } = await import('node:path');
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const outfile = join(root, 'node_modules', '.cache', `mcpe-bench-instance-${process.pid}.mjs`);
  await build({ entryPoints: [join(root, 'bench/node/relay-scale-instance.ts')], outfile, bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', logLevel: 'error' });
  const child = fork(outfile, [], { env: { ...process.env, REDIS_URL: redisUrl, ORIGIN, HEARTBEAT_MS: String(HEARTBEAT_MS), INSTANCE_TIMEOUT_MS: String(INSTANCE_TIMEOUT_MS) }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const waiting = new Map<number, (value: number, gc?: number) => void>();
  let next = 0;
  const url = await new Promise<string>((resolve, reject) => {
    child.on('message', (message: { type: string; url?: string; ref?: number; value?: number; gc?: number }) => {
      if (message.type === 'ready') resolve(message.url!);
      if (message.type === 'done') waiting.get(message.ref!)?.(message.value ?? 0, message.gc);
    });
    child.once('exit', (code) => reject(new Error(`bench: instance exited (${code})`)));
  });
  const call = (command: Record<string, unknown>) =>
    new Promise<{ value: number; gc?: number }>((resolve) => {
      const ref = (next += 1);
      waiting.set(ref, (value, gc) => resolve({ value, gc }));
      child.send({ ...command, ref });
    });
  const ask = async (command: Record<string, unknown>) => (await call(command)).value;
  return {
    child,
    url,
    elicit: (session: string, count: number) => ask({ type: 'elicit', session, count }),
    /** Start timing the event loop; `report` gives its longest delay since, and the longest GC pause, in ms. */
    monitor: () => ask({ type: 'monitor' }),
    report: async () => {
      const { value, gc } = await call({ type: 'report' });
      return { stall: value, gc: gc ?? 0 };
    },
    heap: () => ask({ type: 'heap' }),
    stop: () => child.kill('SIGTERM'),
  };
}

type Redis = { sendCommand(args: string[]): Promise<unknown> };
const usedMemory = async (client: Redis) => Number(/used_memory:(\d+)/.exec(String(await client.sendCommand(['INFO', 'memory'])))?.[1]);

const answer = (url: string, session: string, id: string) =>
  fetch(url, { method: 'POST', headers: { ...auth(session), 'content-type': 'application/json' }, body: JSON.stringify({ type: 'respond', id, result: { action: 'decline' } }) });

/** POST the answer to each sampled session's first request on `via`; POST → the change read off the stream. */
async function answers(via: string, sessions: string[], streams: Map<string, Stream>): Promise<number[]> {
  const samples: number[] = [];
  for (const session of sessions) {
    const stream = streams.get(session)!;
    const id = stream.pending()[0];
    // On a starved machine the owner can miss its heartbeats and fail closed (every request expired).
    if (id === undefined) throw new Error(`bench: ${session} shows no pending request any more (did the owner miss its heartbeats and fail closed? the machine may be overloaded)`);
    const started = performance.now();
    const response = await answer(via, session, id);
    if (response.status !== 200) throw new Error(`bench: answer ${session} got ${response.status}: ${await response.text()}`);
    await stream.until((ids) => !ids.includes(id), `the answer in ${session} on its stream`);
    samples.push(performance.now() - started);
  }
  return samples;
}

/** With its own throwaway redis-server (Debian's, at `redisServerPath`). */
export async function runRelayScaleBench(redisServerPath: string): Promise<ScaleRow[]> {
  const redis = await startRedis(redisServerPath);
  try {
    return await measureScale(redis.url);
  } finally {
    await redis.stop();
  }
}

async function measureScale(redisUrl: string): Promise<ScaleRow[]> {
  const rows: ScaleRow[] = [];
  const clients = await Promise.all([0, 1].map(() => createClient({ url: redisUrl, disableOfflineQueue: true }).on('error', () => {}).connect()));
  const relayOn = (client: (typeof clients)[number]) =>
    createElicitationRelay({
      authorize: (request) => /^Bearer ([a-z0-9-]+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? null,
      allowedOrigins: [ORIGIN],
      backplane: createRedisBackplane({ client, heartbeatMs: HEARTBEAT_MS, instanceTimeoutMs: INSTANCE_TIMEOUT_MS }),
      limits: { pendingPerSession: 60, streamsPerSession: 4 },
    });
  const [owner, watcher] = [await startInstance(redisUrl), await startInstance(redisUrl)];
  const front = relayOn(clients[0]!);
  const frontServed = await serve(front);
  const watcherServed = { url: watcher.url };
  const admin = clients[1]!;
  const sessions = Array.from({ length: SESSIONS }, (_, n) => `u${n}`);
  const streams = new Map<string, Stream>();
  for (const session of sessions) streams.set(session, await openStream(watcherServed.url, session));

  const heapBefore = { owner: await owner.heap(), watcher: await watcher.heap() };
  const redisBefore = await usedMemory(admin);
  // 1,000 pending: one per session.
  for (const session of sessions) await owner.elicit(session, 1);
  await Promise.all([...streams.values()].map((stream) => stream.until((ids) => ids.length === 1, '1,000 pending')));
  const heap1k = { owner: ((await owner.heap()) - heapBefore.owner) / SESSIONS, watcher: ((await watcher.heap()) - heapBefore.watcher) / SESSIONS };
  const redis1k = ((await usedMemory(admin)) - redisBefore) / SESSIONS;
  // Warm-up, then the sample: POSTs to the front, forwarded to the owner.
  await answers(frontServed.url, sessions.slice(900, 950), streams);
  const at1k = await answers(frontServed.url, sessions.slice(0, SAMPLES), streams);
  for (const session of [...sessions.slice(0, SAMPLES), ...sessions.slice(900, 950)]) await owner.elicit(session, 1);

  // 10,000 pending: nine more per session.
  for (const session of sessions) await owner.elicit(session, 9);
  await Promise.all([...streams.values()].map((stream) => stream.until((ids) => ids.length === 10, '10,000 pending')));
  const heap10k = { owner: ((await owner.heap()) - heapBefore.owner) / (10 * SESSIONS), watcher: ((await watcher.heap()) - heapBefore.watcher) / (10 * SESSIONS) };
  const redis10k = ((await usedMemory(admin)) - redisBefore) / (10 * SESSIONS);
  const at10k = await answers(frontServed.url, sessions.slice(SAMPLES, 2 * SAMPLES), streams);
  const ratio = p(at10k, 0.99) / p(at1k, 0.99);
  rows.push({ measure: 'answer (POST to B, forwarded to A) → seen on C’s stream, p99 at 1,000 pending', value: ms(p(at1k, 0.99)), goal: '—' });
  rows.push({ measure: 'the same at 10,000 pending', value: ms(p(at10k, 0.99)), goal: '—' });
  rows.push({ measure: 'p99 at 10,000 ÷ p99 at 1,000', value: `${ratio.toFixed(2)}×`, goal: '≤ 1.2×', met: ratio <= 1.2 });
  rows.push({ measure: 'heap of the owning instance per pending request (1,000 / 10,000)', value: `${kb(heap1k.owner)} / ${kb(heap10k.owner)}`, goal: 'reported' });
  rows.push({ measure: 'heap of the instance holding the streams, per pending request (1,000 / 10,000)', value: `${kb(heap1k.watcher)} / ${kb(heap10k.watcher)}`, goal: 'reported' });
  rows.push({ measure: 'Redis memory per pending request (1,000 / 10,000)', value: `${kb(redis1k)} / ${kb(redis10k)}`, goal: 'reported' });

  // A change in a session holding 1 request vs 50 (its own sessions, streams on C).
  // Bytes per cycle (an answer, then one more request asked): read off the stream, and published
  // through Redis on the session's channel (all the other instances get it).
  const cost: Record<'one' | 'fifty', number[]> = { one: [], fifty: [] };
  const bytes: Record<'one' | 'fifty', { stream: number; published: number }> = { one: { stream: 0, published: 0 }, fifty: { stream: 0, published: 0 } };
  const listener = admin.duplicate();
  listener.on('error', () => {});
  await listener.connect();
  const published = { bytes: 0 };
  await listener.pSubscribe('mcpe:relay:{s:size-*}:events', (message) => (published.bytes += message.length));
  for (const [name, count] of [['one', 1], ['fifty', 50]] as const) {
    const session = `size-${name}`;
    const stream = await openStream(watcherServed.url, session);
    await owner.elicit(session, count);
    await stream.until((ids) => ids.length === count, `${count} pending in ${session}`);
    const local = new Map([[session, stream]]);
    for (let n = 0; n < 60; n += 1) {
      if (n === 10) [stream.state.bytes, published.bytes] = [0, 0];
      const [sample] = await answers(frontServed.url, [session], local);
      if (n >= 10) cost[name].push(sample!);
      await owner.elicit(session, 1);
      await stream.until((ids) => ids.length === count, `${session} back to ${count}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    bytes[name] = { stream: stream.state.bytes / 50, published: published.bytes / 50 };
    stream.close();
  }
  listener.destroy();
  const sizeRatio = p(cost.fifty, 0.5) / p(cost.one, 0.5);
  rows.push({ measure: 'a change (answer → seen on the stream), p50, session of 1 / of 50 requests', value: `${ms(p(cost.one, 0.5))} / ${ms(p(cost.fifty, 0.5))}`, goal: '—' });
  rows.push({ measure: 'its cost with 50 ÷ with 1', value: `${sizeRatio.toFixed(2)}×`, goal: '≤ 1.2×', met: sizeRatio <= 1.2 });
  for (const where of ['stream', 'published'] as const) {
    const ratio = bytes.fifty[where] / bytes.one[where];
    const what = where === 'stream' ? 'bytes read off the stream' : 'bytes published through Redis';
    rows.push({ measure: `${what} per change (an answer and a new request), session of 1 / of 50 requests`, value: `${Math.round(bytes.one[where])} / ${Math.round(bytes.fifty[where])} B (${ratio.toFixed(2)}×)`, goal: '≤ 1.2×', met: ratio <= 1.2 });
  }

  // A dies (SIGKILL) holding every request: C fans its death out to 1,000 streams.
  await new Promise((resolve) => setTimeout(resolve, 200));
  await watcher.monitor();
  const killedAt = performance.now();
  owner.child.kill('SIGKILL');
  await Promise.all([...streams.values()].map((stream) => stream.until((ids) => ids.length === 0, 'every stream showing A’s requests expired', 30_000)));
  const allExpiredAt = Math.max(...[...streams.values()].map((stream) => stream.state.lastChangeAt));
  const longest = await watcher.report();
  // The longest task of our own is at most the stall; when the longest GC pause is close to it, the stall was the collector's.
  const deathBound = INSTANCE_TIMEOUT_MS + HEARTBEAT_MS + 1_000;
  rows.push({ measure: 'A killed: longest event-loop stall on C (its tasks and GC pauses) while the death reaches its 1,000 streams', value: ms(longest.stall), goal: '≤ 50 ms', met: longest.stall <= 50 });
  rows.push({ measure: 'the longest garbage-collection pause on C meanwhile (a stall no task of the relay can slice)', value: ms(longest.gc), goal: 'reported' });
  rows.push({ measure: `A killed → all 1,000 streams show its 10,000 requests expired (heartbeat ${HEARTBEAT_MS} ms, timeout ${INSTANCE_TIMEOUT_MS} ms)`, value: ms(allExpiredAt - killedAt), goal: `≤ ${deathBound} ms`, met: allExpiredAt - killedAt <= deathBound });

  for (const stream of streams.values()) stream.close();
  await front.close();
  watcher.stop();
  await new Promise((resolve) => setTimeout(resolve, 300));
  const keys = (await admin.sendCommand(['KEYS', 'mcpe:relay:*'])) as string[];
  let forever = 0;
  for (const key of keys) if (Number(await admin.sendCommand(['PTTL', key])) === -1) forever += 1;
  rows.push({ measure: `Redis keys without expiry once the ${SESSIONS + 2} sessions ended`, value: String(forever), goal: 'none per session', met: forever <= 1 });
  await frontServed.close();
  for (const client of clients) client.destroy();
  return rows;
}
