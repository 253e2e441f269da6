// @vitest-environment node
/**
 * The Redis backplane as Redis is meant to be used, measured on a real redis-server with two
 * relays in this process: scripts run by SHA (and survive SCRIPT FLUSH), one lookup finds
 * where an action goes (no read of the whole session), a session's keys share one hash tag,
 * no key grows with the sessions ever seen, and a relay started while Redis is down serves
 * once Redis is up.
 */
import { createClient } from 'redis';
import { afterEach, describe, expect, it } from 'vitest';
import { createElicitationRelay, type ElicitationRelay } from '../../src/relay/relay';
import { createRedisBackplane } from '../../src/relay/redis-backplane';
import { FORM, ORIGIN, SERVER, applyEvents, bySessionHeader, get, post, readEvents, requestsOf, tick } from './relay-helpers';
import { restartRedis, startRedis, type RunningRedis } from './redis-harness';

const cleanup: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

function redisClient(url: string) {
  const client = createClient({ url, disableOfflineQueue: true, socket: { reconnectStrategy: 50 } });
  client.on('error', () => {});
  cleanup.push(() => client.destroy());
  return client;
}

/** A fresh redis-server, a client to inspect it, and two relays on it: the owner of every request and the front that forwards. */
async function twoRelays() {
  const redis = await startRedis();
  cleanup.push(() => redis.stop());
  const admin = redisClient(redis.url);
  await admin.connect();
  return { admin, owner: await relayOn(redis.url), front: await relayOn(redis.url) };
}

async function relayOn(url: string): Promise<ElicitationRelay> {
  const client = redisClient(url);
  await client.connect();
  const relay = createElicitationRelay({ authorize: bySessionHeader, allowedOrigins: [ORIGIN], heartbeatMs: 60_000, backplane: createRedisBackplane({ client, heartbeatMs: 100, instanceTimeoutMs: 600 }) });
  cleanup.push(() => relay.close());
  return relay;
}

/** Calls per command since Redis started (INFO commandstats). */
async function commandCalls(admin: ReturnType<typeof redisClient>): Promise<Record<string, number>> {
  const info = String(await admin.sendCommand(['INFO', 'commandstats']));
  return Object.fromEntries([...info.matchAll(/^cmdstat_([^:]+):calls=(\d+)/gm)].map((match) => [match[1]!, Number(match[2])]));
}

async function idsOf(relay: ElicitationRelay, session: string, count: number): Promise<string[]> {
  const stream = readEvents(await relay.handler(get(session)));
  for (let waited = 0; requestsOf(applyEvents(stream.events)).length < count && waited < 3000; waited += 25) await tick(25);
  void stream.cancel();
  return requestsOf(applyEvents(stream.events)).map((request) => request.id);
}

const decline = (id: string, actionId: string) => post('alice', { type: 'respond', id, actionId, result: { action: 'decline' } });

describe('the Redis backplane, idiomatic', () => {
  it('runs its scripts by SHA, finds the owner of an action in one lookup (never the whole session), and a retry reaches the first outcome', async () => {
    const { admin, owner, front } = await twoRelays();
    const settled: unknown[] = [];
    for (let n = 0; n < 20; n += 1) void owner.elicit({ ...FORM, message: `Question ${n}` }, { session: 'alice', server: SERVER }).then((r) => settled.push(r));
    const ids = await idsOf(owner, 'alice', 20);
    expect(ids).toHaveLength(20);

    // The front instance never had a stream for alice: it knows nothing but what Redis says.
    const before = await commandCalls(admin);
    for (const [n, id] of ids.slice(0, 5).entries()) expect((await front.handler(decline(id, `answer-${n}-000000`))).status).toBe(200);
    const after = await commandCalls(admin);
    const delta = (name: string) => (after[name] ?? 0) - (before[name] ?? 0);
    // Before: every forwarded POST read the session's whole hash, every script went as EVAL text.
    expect(delta('hgetall')).toBe(0);
    expect(delta('eval')).toBe(0);
    expect(delta('evalsha')).toBeGreaterThanOrEqual(5);

    // Its response was lost: asked again on the front with the same id, after the request left
    // every slice. Before: 404 (only a stream on the front had taught it the owner).
    const again = await front.handler(decline(ids[0]!, 'answer-0-000000'));
    expect(again.status).toBe(200);

    // Redis forgot the scripts (a restart, SCRIPT FLUSH): loaded again on NOSCRIPT.
    await admin.sendCommand(['SCRIPT', 'FLUSH']);
    expect((await front.handler(decline(ids[5]!, 'answer-5-000000'))).status).toBe(200);
    await tick(50);
    expect(settled).toHaveLength(6);
    expect(settled.every((result) => (result as { action: string }).action === 'decline')).toBe(true);
  });

  it('keeps a session’s keys under one hash tag, and no key grows with the sessions ever seen', async () => {
    const { admin, owner, front } = await twoRelays();
    const sessions = Array.from({ length: 30 }, (_, n) => `user-${n}-x`);
    const asked = sessions.map((session) => owner.elicit(FORM, { session, server: SERVER }));
    await tick(100);
    const keys = (await admin.sendCommand(['KEYS', 'mcpe:relay:*'])) as string[];
    for (const session of sessions) {
      const own = keys.filter((key) => key.includes(session));
      expect(own.length, session).toBeGreaterThan(0);
      // Before: `slices:user-3`, no hash tag.
      for (const key of own) expect(key).toContain(`{s:${session}}`);
    }
    for (const session of sessions) {
      const [id] = await idsOf(owner, session, 1);
      expect((await front.handler(post(session, { type: 'respond', id, actionId: `done-${session}-0000`, result: { action: 'cancel' } }))).status).toBe(200);
    }
    await Promise.all(asked);
    await tick(100);
    // Every session ended: what stays for good is the list of instances and nothing per session
    // (owner keys expire; before, a set per instance kept all 30 sessions for ever).
    const left = (await admin.sendCommand(['KEYS', 'mcpe:relay:*'])) as string[];
    const forever: string[] = [];
    for (const key of left) if (Number(await admin.sendCommand(['PTTL', key])) === -1) forever.push(key);
    expect(forever).toEqual(['mcpe:relay:members']);
  });

  it('started while Redis is down, it answers 503 at once, then serves once Redis is up', async () => {
    const probe = await startRedis();
    const port = probe.port;
    await probe.stop();
    const client = redisClient(`redis://127.0.0.1:${port}`);
    void client.connect().catch(() => undefined);
    const relay = createElicitationRelay({ authorize: bySessionHeader, allowedOrigins: [ORIGIN], heartbeatMs: 60_000, backplane: createRedisBackplane({ client, heartbeatMs: 100, instanceTimeoutMs: 600 }) });
    cleanup.push(() => relay.close());
    expect((await relay.handler(get('alice'))).status).toBe(503);

    const redis: RunningRedis = await restartRedis(port);
    cleanup.push(() => redis.stop());
    // Before: the first failed connect was final, still 503 ten seconds later.
    let status = 0;
    for (const until = Date.now() + 8000; status !== 200 && Date.now() < until; await tick(100)) {
      const response = await relay.handler(get('alice'));
      status = response.status;
      void response.body?.cancel();
    }
    expect(status).toBe(200);
    const asked = relay.elicit(FORM, { session: 'alice', server: SERVER });
    const [id] = await idsOf(relay, 'alice', 1);
    expect((await relay.handler(post('alice', { type: 'respond', id, result: { action: 'accept', content: { name: 'Alice' } } }))).status).toBe(200);
    await expect(asked).resolves.toEqual({ action: 'accept', content: { name: 'Alice' } });
  });
});

describe('a change through Redis', () => {
  it('writes and publishes the same bytes whether its session holds 2 requests or 50', async () => {
    const redis = await startRedis();
    cleanup.push(() => redis.stop());
    const admin = redisClient(redis.url);
    await admin.connect();
    const listener = admin.duplicate();
    listener.on('error', () => {});
    cleanup.push(() => listener.destroy());
    await listener.connect();
    const published: string[] = [];
    await listener.pSubscribe('mcpe:relay:{s:*}:events', (message) => published.push(message));
    const owner = await relayOn(redis.url);
    const front = await relayOn(redis.url);
    const inputBytes = async () => Number(/total_net_input_bytes:(\d+)/.exec(String(await admin.sendCommand(['INFO', 'stats'])))?.[1]);

    async function costOfAChange(session: string, held: number) {
      for (let n = 0; n < held; n += 1) void owner.elicit({ ...FORM, message: `Question ${n}` }, { session, server: SERVER });
      const ids = await idsOf(front, session, held);
      expect(ids).toHaveLength(held);
      await tick(50);
      published.length = 0;
      const before = await inputBytes();
      expect((await front.handler(post(session, { type: 'respond', id: ids[0]!, result: { action: 'decline' } }))).status).toBe(200);
      await tick(50);
      // Redis took the forwarded action, the owner's write, and this INFO itself.
      return { written: (await inputBytes()) - before, published: published.reduce((sum, message) => sum + message.length, 0) };
    }
    const one = await costOfAChange('one-x', 2);
    const fifty = await costOfAChange('fifty-x', 50);
    // Before, each change wrote the session's whole slice to Redis and published it: 50 requests' worth.
    expect(fifty.published).toBeLessThanOrEqual(one.published * 1.2);
    // What Redis read also holds the heartbeats of the moment (every 100 ms here): 1 kB of slack.
    expect(fifty.written).toBeLessThanOrEqual(one.written * 1.2 + 1024);
  });
});
