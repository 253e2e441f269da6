/**
 * One relay instance in its own process, for the Redis backplane tests: bundled by esbuild
 * (test/relay/redis-relay-harness.ts) and forked with an IPC channel. It serves the relay's
 * handler on a loopback port (Node's http server → Fetch `Request` → `Response`, streamed)
 * and runs `elicit` when the test process asks, reporting when each call settles.
 *
 * Sessions: `authorization: Bearer <session>` (the host's own auth, simplified).
 * Environment: REDIS_URL (REDIS_CLUSTER=1: a node of a Redis Cluster), HEARTBEAT_MS, INSTANCE_TIMEOUT_MS, ORIGIN, CALL_GRACE_MS (the call
 * runner's grace period). `startCall` runs a call that asks one form and returns the answer.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { createClient, createCluster } from 'redis';
import { createCallRunner } from '../../src/relay/calls/runner.ts';
import { createElicitationRelay } from '../../src/relay/relay.ts';
import { createRedisBackplane } from '../../src/relay/redis-backplane.ts';

type Command =
  | { type: 'elicit'; ref: string; session: string; params: unknown; deadline?: number }
  | { type: 'startCall'; ref: string; session: string; params: unknown };

const send = (message: unknown) => process.send?.(message);

async function main() {
  // Fail at once while Redis is away (the backplane fails closed), retry quickly.
  const options = { disableOfflineQueue: true, socket: { reconnectStrategy: 100, connectTimeout: 1000 } };
  const client = process.env.REDIS_CLUSTER === '1' ? createCluster({ rootNodes: [{ url: process.env.REDIS_URL }], defaults: options }) : createClient({ url: process.env.REDIS_URL, ...options });
  client.on('error', () => {});
  await client.connect();
  const backplane = createRedisBackplane({
    client,
    heartbeatMs: Number(process.env.HEARTBEAT_MS ?? 250),
    instanceTimeoutMs: Number(process.env.INSTANCE_TIMEOUT_MS ?? 1500),
  });
  const relay = createElicitationRelay({
    authorize: (request) => /^Bearer ([a-z0-9-]+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? null,
    allowedOrigins: [process.env.ORIGIN ?? 'http://app.test'],
    backplane,
    heartbeatMs: 60_000,
    limits: { forwardTimeoutMs: 2000 },
  });

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
    void relay.handler(request).then(async (response) => {
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.flushHeaders();
      if (!response.body) return void res.end();
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) res.write(chunk);
      } catch {
        // The client went away.
      }
      res.end();
    });
  });
  const calls = createCallRunner({ relay, graceMs: Number(process.env.CALL_GRACE_MS ?? 60_000) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  process.on('message', (message: Command) => {
    if (message.type === 'startCall') {
      const server = { id: 'srv', name: 'Test server' };
      const { id, ended } = calls.start(message.session, { name: 'ask', run: ({ elicit }) => elicit(message.params, { server }) });
      send({ type: 'callStarted', ref: message.ref, id });
      void ended.then((state) => send({ type: 'callEnded', ref: message.ref, state }));
      return;
    }
    const started = Date.now();
    relay
      .elicit(message.params, {
        session: message.session,
        server: { id: 'srv', name: 'Test server' },
        ...(message.deadline !== undefined && { deadline: message.deadline }),
      })
      .then(
        (result) => send({ type: 'settled', ref: message.ref, result, ms: Date.now() - started }),
        (error: unknown) => send({ type: 'settled', ref: message.ref, error: String(error), ms: Date.now() - started }),
      );
  });
  process.on('disconnect', () => process.exit(0));
  send({ type: 'ready', url: `http://127.0.0.1:${port}`, instance: relay.instance });
}

main().catch((error: unknown) => {
  send({ type: 'failed', error: String(error) });
  process.exit(1);
});
