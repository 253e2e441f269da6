/**
 * One instance of the relay's scale bench (bench/node/relay-scale.ts) in a process of its own,
 * so that the bench can kill it for real and time its event loop without the bench's own work:
 * it serves the relay's handler (toNodeHandler) on a loopback port, asks what the bench tells
 * it to (`elicit`: `count` requests for a session), and times its event loop on request
 * (`monitor` … `report`: the longest delay, and the longest GC pause within it, in ms) and its heap after full collections (`heap`).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay, PerformanceObserver, type IntervalHistogram } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createClient } from 'redis';
import { createElicitationRelay } from '../../src/relay/relay.ts';
import { createRedisBackplane } from '../../src/relay/redis-backplane.ts';
import { toNodeHandler } from '../../src/relay/node.ts';

const FORM_JSON = JSON.stringify({
  mode: 'form',
  message: 'Your name?',
  requestedSchema: { type: 'object', properties: { name: { type: 'string', minLength: 1 } }, required: ['name'] },
});
const SERVER = { id: 'bench', name: 'Bench' };

const client = createClient({ url: process.env.REDIS_URL, disableOfflineQueue: true });
client.on('error', () => {});
await client.connect();
const relay = createElicitationRelay({
  authorize: (request) => /^Bearer ([a-z0-9-]+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? null,
  allowedOrigins: [process.env.ORIGIN ?? 'http://bench.test'],
  backplane: createRedisBackplane({ client, heartbeatMs: Number(process.env.HEARTBEAT_MS), instanceTimeoutMs: Number(process.env.INSTANCE_TIMEOUT_MS) }),
  limits: { pendingPerSession: 60, streamsPerSession: 4 },
});
const server = createServer(toNodeHandler(relay.handler));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

let histogram: IntervalHistogram | undefined;
/** The longest garbage-collection pause since `monitor`: part of a stall, but no task of ours. */
let longestGc = 0;
const gcPauses = new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) longestGc = Math.max(longestGc, entry.duration);
});
type Command = { type: 'elicit'; ref: number; session: string; count: number } | { type: 'monitor' | 'report' | 'heap'; ref: number };
process.on('message', async (message: Command) => {
  if (message.type === 'heap') {
    for (let i = 0; i < 3; i += 1) {
      gc();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    process.send?.({ type: 'done', ref: message.ref, value: process.memoryUsage().heapUsed });
    return;
  }
  if (message.type === 'elicit') {
    for (let n = 0; n < message.count; n += 1) void relay.elicit(JSON.parse(FORM_JSON), { session: message.session, server: SERVER });
  } else if (message.type === 'monitor') {
    histogram = monitorEventLoopDelay({ resolution: 2 });
    histogram.enable();
    longestGc = 0;
    gcPauses.observe({ entryTypes: ['gc'] });
  } else {
    histogram?.disable();
    gcPauses.disconnect();
    process.send?.({ type: 'done', ref: message.ref, value: (histogram?.max ?? 0) / 1e6, gc: longestGc });
    return;
  }
  process.send?.({ type: 'done', ref: message.ref });
});
process.on('disconnect', () => process.exit(0));
process.send?.({ type: 'ready', url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
