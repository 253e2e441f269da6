// @vitest-environment node
/**
 * The Redis backplane on its own (no relay), in this process: what happens when Redis goes
 * away and comes back empty.
 */
import { createClient } from 'redis';
import { afterEach, describe, expect, it } from 'vitest';
import type { BackplaneHandlers, SessionSlice } from '../../src/relay/backplane';
import { createRedisBackplane } from '../../src/relay/redis-backplane';
import { restartRedis, startRedis, type RunningRedis } from './redis-harness';

const HEARTBEAT_MS = 100;
const INSTANCE_TIMEOUT_MS = 600;

const slice = (instance: string, version: number, status: 'pending' | 'expired'): SessionSlice =>
  ({
    instance,
    part: `${instance}-part`,
    session: 's',
    version,
    rounds: [{ id: 'round', server: { id: 'srv', name: 'Server' }, requests: [{ id: 'req', roundId: 'round', key: 'k', server: { id: 'srv', name: 'Server' }, previouslyOpened: false, mode: 'form', params: { mode: 'form', message: 'Hi', requestedSchema: { type: 'object', properties: {} } }, status }] }],
    refused: [],
  }) as unknown as SessionSlice;

async function until<T>(read: () => Promise<T> | T, ok: (value: T) => boolean, ms: number, what: string): Promise<T> {
  const limit = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > limit) throw new Error(`${what}: not within ${ms} ms (last: ${JSON.stringify(value)})`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('the Redis backplane when Redis goes away and comes back', () => {
  const cleanup: (() => Promise<unknown> | void)[] = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });

  it('fails closed once, then rejoins and writes back its latest slice (the cancelled requests), so the others see them expired, and tells the relay it is back (onRestored)', async () => {
    let redis: RunningRedis = await startRedis();
    cleanup.push(() => redis.stop());
    const lost: string[] = [];
    const restored: string[] = [];
    const handlers = (name: string): BackplaneHandlers => ({
      onAction: async () => ({ status: 404, error: 'not-found' }),
      onSlice: () => {},
      onInstanceGone: () => {},
      onLost: () => lost.push(name),
      onRestored: () => restored.push(name),
    });
    const connect = async (name: string) => {
      const client = createClient({ url: redis.url, disableOfflineQueue: true, socket: { reconnectStrategy: 50 } });
      client.on('error', () => {});
      await client.connect();
      const backplane = createRedisBackplane({ client, heartbeatMs: HEARTBEAT_MS, instanceTimeoutMs: INSTANCE_TIMEOUT_MS });
      await backplane.connect(name, handlers(name));
      cleanup.push(() => client.destroy(), () => backplane.close());
      return backplane;
    };
    const a = await connect('A');
    const b = await connect('B');

    await a.publish(slice('A', 1, 'pending'));
    expect((await b.slices('s')).map((s) => s.version)).toEqual([1]);

    const port = redis.port;
    await redis.kill();
    await until(() => lost, (names) => names.includes('A') && names.includes('B'), 2000, 'both instances lost the backplane');
    // The relay cancels what A held; Redis is away, so the slice cannot be written now.
    await expect(a.publish(slice('A', 2, 'expired'))).rejects.toThrow();

    redis = await restartRedis(port);
    // Redis came back empty: A rejoins and writes back its latest slice, B reads it.
    const seen = await until(() => b.slices('s').catch(() => []), (slices) => slices.length === 1, 5000, 'A’s slice written back after the restart');
    expect(seen[0]!.version).toBe(2);
    expect((seen[0]!.rounds[0]!.requests[0] as { status: string }).status).toBe('expired');
    expect(lost.filter((name) => name === 'A')).toHaveLength(1);
    // Back in service, said once per instance: the relay takes new requests again.
    await until(() => restored, (names) => names.includes('A') && names.includes('B'), 5000, 'both instances restored');
    expect(restored.filter((name) => name === 'A')).toHaveLength(1);
  });
});
