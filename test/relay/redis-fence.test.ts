// @vitest-environment node
/**
 * The Redis backplane on one Cluster slot per script, on a real redis-server: every script
 * and every command that names keys touches the keys of one slot (as node-redis computes
 * slots for a Cluster), across what relays really do; and the fence that this split keeps: a
 * dead instance's writes that arrive after the others buried it are refused, whether its
 * session was fenced already or is new to it, and one that lands half way through its burial
 * (after its sessions were read, before its session was fenced) is cleared.
 */
import { createHash } from 'node:crypto';
import calculateSlot from '@redis/client/dist/lib/utils/calculate-slot';
import { createClient } from 'redis';
import { afterEach, describe, expect, it } from 'vitest';
import type { BackplaneHandlers, SessionSlice } from '../../src/relay/backplane';
import { createRedisBackplane, type RedisClientLike } from '../../src/relay/redis-backplane';
import { createElicitationRelay } from '../../src/relay/relay';
import { FORM, ORIGIN, SERVER, applyEvents, bySessionHeader, get, post, readEvents, requestsOf, tick } from './relay-helpers';
import { startRedis } from './redis-harness';

const cleanup: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

async function connected(url: string) {
  const client = createClient({ url, disableOfflineQueue: true, socket: { reconnectStrategy: 50 } });
  client.on('error', () => {});
  cleanup.push(() => client.destroy());
  await client.connect();
  return client;
}

/** `client`, with every command it sends recorded in `calls` (after `before`, when given, resolves for it). */
function recorded(client: RedisClientLike, calls: string[][], before?: (args: readonly string[]) => Promise<void> | void): RedisClientLike {
  return new Proxy(client, {
    get(target, property) {
      if (property === 'sendCommand') return async (args: readonly string[]) => (await before?.(args), calls.push([...args]), target.sendCommand(args));
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

const handlers = (lost: unknown[] = []): BackplaneHandlers => ({
  onAction: async () => ({ status: 404, error: 'not-found' }),
  onSlice: () => {},
  onInstanceGone: () => {},
  onLost: (error) => lost.push(error),
});

const slice = (instance: string, session: string, version: number): SessionSlice =>
  ({
    instance,
    part: `${instance}-part`,
    session,
    version,
    rounds: [{ id: `round-${session}`, server: SERVER, requests: [{ id: `req-${session}`, roundId: `round-${session}`, key: 'k', server: SERVER, previouslyOpened: false, mode: 'form', params: { mode: 'form', message: 'Hi', requestedSchema: { type: 'object', properties: {} } }, status: 'pending' }] }],
    refused: [],
  }) as unknown as SessionSlice;

async function until(ok: () => Promise<boolean> | boolean, ms: number, what: string) {
  for (const limit = Date.now() + ms; !(await ok()); await tick(25)) if (Date.now() > limit) throw new Error(`${what}: not within ${ms} ms`);
}

/**
 * An instance that heartbeats every 5 s, so its lease holds while the test deletes its
 * heartbeat (as if Redis expired it during a stall) and a live instance buries it.
 */
async function buriedInstance(url: string, admin: Awaited<ReturnType<typeof connected>>, calls: string[][] = [], beforeBurierSends?: (args: readonly string[]) => Promise<void> | void) {
  const lost: unknown[] = [];
  const doomed = createRedisBackplane({ client: recorded(await connected(url), calls), heartbeatMs: 5000, instanceTimeoutMs: 10_000 });
  await doomed.connect('doomed', handlers(lost));
  cleanup.push(() => doomed.close());
  const burier = createRedisBackplane({ client: recorded(await connected(url), calls, beforeBurierSends), heartbeatMs: 100, instanceTimeoutMs: 600 });
  await burier.connect('burier', handlers());
  cleanup.push(() => burier.close());
  return {
    doomed,
    burier,
    lost,
    async bury() {
      await admin.sendCommand(['DEL', 'mcpe:relay:{i:doomed}:hb']);
      await until(async () => Number(await admin.sendCommand(['HEXISTS', 'mcpe:relay:members', 'doomed'])) === 0, 3000, 'the doomed instance buried');
    },
  };
}

describe('the Redis backplane’s fence', () => {
  it('refuses a buried instance’s writes: in a session it held (fenced there) and in one new to it (its register refused)', async () => {
    const redis = await startRedis();
    cleanup.push(() => redis.stop());
    const admin = await connected(redis.url);
    const { doomed, burier, lost, bury } = await buriedInstance(redis.url, admin);
    await doomed.publish(slice('doomed', 'held', 1));
    expect((await burier.slices('held')).map((s) => s.instance)).toEqual(['doomed']);

    await bury();
    expect(await burier.slices('held')).toEqual([]);
    // Its lease still holds (it learns of its death at its next heartbeat): only Redis can refuse.
    const late = await Promise.allSettled([doomed.publish(slice('doomed', 'held', 2)), doomed.publish(slice('doomed', 'new', 1))]);
    expect(late.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(await burier.slices('held')).toEqual([]);
    expect(await burier.slices('new')).toEqual([]);
    expect(await admin.sendCommand(['HGETALL', 'mcpe:relay:{s:held}:slices'])).toEqual({});
    expect(await admin.sendCommand(['EXISTS', 'mcpe:relay:{s:new}:slices', 'mcpe:relay:{s:new}:reqs:doomed'])).toBe(0);
    // Refused, it fails closed.
    expect(lost.length).toBeGreaterThanOrEqual(1);
  });

  it('clears a buried instance’s write that lands after the burier read its sessions and before it fenced that session', async () => {
    const redis = await startRedis();
    cleanup.push(() => redis.stop());
    const admin = await connected(redis.url);
    let late: Promise<unknown> | undefined;
    // The burier's fence of session "held", held back until the dead instance's write has landed.
    const { doomed, burier, bury } = await buriedInstance(redis.url, admin, [], async (args) => {
      if (late || args[0] !== 'EVALSHA' || !args.includes('mcpe:relay:{s:held}:fenced') || args.includes('mcpe:relay:{s:held}:events')) return;
      late = doomed.publish(slice('doomed', 'held', 2));
      await late;
    });
    await doomed.publish(slice('doomed', 'held', 1));
    await bury();
    // It landed: its session was registered, and not fenced yet.
    await expect(late).resolves.toBeUndefined();
    expect(await burier.slices('held')).toEqual([]);
    expect(await admin.sendCommand(['HGETALL', 'mcpe:relay:{s:held}:slices'])).toEqual({});
    expect(await admin.sendCommand(['HGETALL', 'mcpe:relay:{s:held}:writers'])).toEqual({});
  });
});

/** The keys a command names (the backplane's commands; another one fails the test until listed). */
function keysOf(call: readonly string[]): readonly string[] {
  const [name, ...args] = call;
  switch (name!.toUpperCase()) {
    case 'EVALSHA':
      return args.slice(2, 2 + Number(args[1]));
    case 'DEL':
    case 'EXISTS':
      return args;
    case 'SET':
    case 'GET':
    case 'HGET':
    case 'HSET':
    case 'HKEYS':
    case 'SMEMBERS':
    case 'SREM':
      return args.slice(0, 1);
    case 'PUBLISH':
    case 'SCRIPT':
      return [];
    default:
      throw new Error(`keysOf: unknown command ${name}`);
  }
}

describe('the Redis backplane on a Cluster', () => {
  it('every script and every command naming keys touches one slot, across joining, answering through another instance, ending a session, leaving, and burying a dead instance', async () => {
    const redis = await startRedis();
    cleanup.push(() => redis.stop());
    const admin = await connected(redis.url);
    const calls: string[][] = [];
    const relayOn = async () => {
      const relay = createElicitationRelay({ authorize: bySessionHeader, allowedOrigins: [ORIGIN], heartbeatMs: 60_000, backplane: createRedisBackplane({ client: recorded(await connected(redis.url), calls), heartbeatMs: 100, instanceTimeoutMs: 600 }) });
      cleanup.push(() => relay.close());
      return relay;
    };
    const [owner, front, leaving] = [await relayOn(), await relayOn(), await relayOn()];
    const ids = async (session: string, count: number) => {
      const stream = readEvents(await front.handler(get(session)));
      await until(() => requestsOf(applyEvents(stream.events)).length >= count, 3000, `${count} requests of ${session}`);
      void stream.cancel();
      return requestsOf(applyEvents(stream.events)).map((request) => request.id);
    };
    const asked = [owner.elicit(FORM, { session: 'alice', server: SERVER }), owner.elicit(FORM, { session: 'alice', server: SERVER })];
    void leaving.elicit(FORM, { session: 'bob', server: SERVER }).catch(() => {});
    await ids('bob', 1);
    // Answered through the front: the owner is looked up, the action forwarded; the session empties.
    for (const id of await ids('alice', 2)) expect((await front.handler(post('alice', { type: 'respond', id, result: { action: 'decline' } }))).status).toBe(200);
    await Promise.all(asked);
    await leaving.close();
    const { doomed, bury } = await buriedInstance(redis.url, admin, calls);
    await doomed.publish(slice('doomed', 'carol', 1));
    await bury();
    await tick(100);

    const loaded = new Set(calls.filter(([name, sub]) => name === 'SCRIPT' && sub === 'LOAD').map((call) => createHash('sha1').update(call[2]!).digest('hex')));
    const ran = new Set(calls.filter(([name]) => name === 'EVALSHA').map((call) => call[1]));
    // Every script the backplane has ran at least once here.
    expect([...ran].sort()).toEqual([...loaded].sort());
    expect(loaded.size).toBe(5);
    for (const call of calls) {
      const keys = keysOf(call);
      if (keys.length > 1) expect(calculateSlot.generateMulti([...keys]), `${call[0]} ${keys.join(' ')}`).not.toBe(-1);
    }
  });
});
