// @vitest-environment node
/**
 * The call runner across machines: relay processes sharing one real redis-server, each with
 * its call runner (test/relay/redis-relay-process.ts). A call started on A is followed and
 * stopped from a stream on B; B's tab keeps it alive; A killed ⇒ B's stream shows it ended.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis, type RunningRedis } from './redis-harness';
import { formRequest, openStream, post, removeBundle, startInstance, type RelayInstance } from './redis-relay-harness';

const HEARTBEAT_MS = 250;
const INSTANCE_TIMEOUT_MS = 1500;
const GONE_BOUND_MS = INSTANCE_TIMEOUT_MS + 2 * HEARTBEAT_MS;
const SLACK_MS = 2500;
const GRACE_MS = 1000;
const env = { HEARTBEAT_MS: String(HEARTBEAT_MS), INSTANCE_TIMEOUT_MS: String(INSTANCE_TIMEOUT_MS), CALL_GRACE_MS: String(GRACE_MS) };

describe('call runner on the Redis backplane: two relay processes', () => {
  let redis: RunningRedis;
  let a: RelayInstance;
  let b: RelayInstance;
  const extra: RelayInstance[] = [];

  beforeAll(async () => {
    redis = await startRedis();
    [a, b] = await Promise.all([startInstance(redis.url, env), startInstance(redis.url, env)]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop(), ...extra.map((instance) => instance.stop())]);
    await redis?.stop();
    await removeBundle();
  });

  it('started on A, shown on B’s stream; B’s tab keeps it running past the grace period; Stop POSTed to B ends it on A', async () => {
    const stream = await openStream(b.url, 'alice');
    const { id, ended } = await a.startCall('alice', formRequest('Where to?'));
    await expect.poll(() => stream.calls(), { timeout: 5000 }).toMatchObject([{ id, status: 'running' }]);
    await stream.until((requests) => requests.some((r) => r.status === 'pending'));
    // A has no tab of alice; B has one, and A counts it.
    await new Promise((resolve) => setTimeout(resolve, 2.5 * GRACE_MS));
    expect(stream.calls()).toMatchObject([{ id, status: 'running' }]);
    const stop = await post(b.url, 'alice', { type: 'stopCall', id });
    expect(stop.status).toBe(200);
    await expect(ended).resolves.toMatchObject({ id, status: 'cancelled', reason: 'stopped' });
    await expect.poll(() => stream.calls(), { timeout: 5000 }).toMatchObject([{ id, status: 'cancelled', reason: 'stopped' }]);
    await stream.until((requests) => requests.every((r) => r.status === 'expired'));
    stream.close();
  });

  it('the last tab (on B) closes: A cancels its call after the grace period (abandoned)', async () => {
    const stream = await openStream(b.url, 'bob');
    const { id, ended } = await a.startCall('bob', formRequest('Still there?'));
    await expect.poll(() => stream.calls(), { timeout: 5000 }).toMatchObject([{ id, status: 'running' }]);
    const closedAt = Date.now();
    stream.close();
    await expect(ended).resolves.toMatchObject({ status: 'cancelled', reason: 'abandoned' });
    expect(Date.now() - closedAt).toBeGreaterThanOrEqual(GRACE_MS - 50);
  });

  it('the instance running the call is killed (SIGKILL): B’s stream shows the call cancelled (lost) within the bounded time', async () => {
    const doomed = await startInstance(redis.url, env);
    extra.push(doomed);
    const stream = await openStream(b.url, 'carol');
    const { id } = await doomed.startCall('carol', formRequest('Doomed'));
    await expect.poll(() => stream.calls(), { timeout: 5000 }).toMatchObject([{ id, status: 'running' }]);
    const killedAt = Date.now();
    await doomed.kill();
    await expect.poll(() => stream.calls(), { timeout: GONE_BOUND_MS + SLACK_MS }).toMatchObject([{ id, status: 'cancelled', reason: 'lost' }]);
    expect(Date.now() - killedAt).toBeLessThanOrEqual(GONE_BOUND_MS + SLACK_MS);
    // Nothing is left to stop.
    expect((await post(b.url, 'carol', { type: 'stopCall', id })).status).not.toBe(200);
    stream.close();
  });
});
