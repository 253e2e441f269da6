// @vitest-environment node
/**
 * The Redis backplane on a real Redis Cluster: three masters started here (redis-server
 * --cluster-enabled, joined by redis-cli --cluster create), relay instances in separate
 * processes, each given a node-redis Cluster client (createCluster). The Cluster itself
 * refuses a script whose keys span slots (CROSSSLOT), so these pass only if none does.
 * Timings as in redis-backplane.test.ts: heartbeats every 250 ms, dead after 1.5 s.
 */
import calculateSlot from '@redis/client/dist/lib/utils/calculate-slot';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedisCluster, type RunningCluster } from './redis-harness';
import { formRequest, openStream, post, removeBundle, startInstance, type RelayInstance } from './redis-relay-harness';

const HEARTBEAT_MS = 250;
const INSTANCE_TIMEOUT_MS = 1500;
/** Longest time for a dead instance to show as such: its heartbeat expires, then one check. */
const GONE_BOUND_MS = INSTANCE_TIMEOUT_MS + 2 * HEARTBEAT_MS;
/** Slack for a loaded 2-core CI machine on top of each bound. */
const SLACK_MS = 2500;
const env = { HEARTBEAT_MS: String(HEARTBEAT_MS), INSTANCE_TIMEOUT_MS: String(INSTANCE_TIMEOUT_MS), REDIS_CLUSTER: '1' };

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

describe('the Redis backplane on a Redis Cluster of three masters', () => {
  let cluster: RunningCluster;
  let a: RelayInstance;
  let b: RelayInstance;
  const extra: RelayInstance[] = [];

  beforeAll(async () => {
    cluster = await startRedisCluster(3);
    [a, b] = await Promise.all([startInstance(cluster.nodes[0]!.url, env), startInstance(cluster.nodes[1]!.url, env)]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop(), ...extra.map((instance) => instance.stop())]);
    await cluster?.stop();
    await removeBundle();
  });

  it('requests elicited on A in a session on each master are answered through B; A’s elicits resolve with the answers', async () => {
    // One session whose keys live on each master (the slot ranges each node serves).
    const admin = createClient({ url: cluster.nodes[0]!.url });
    await admin.connect();
    const ranges = (await admin.sendCommand(['CLUSTER', 'SLOTS'])) as [number, number, [string, number]][];
    admin.destroy();
    const sessions = ranges.map(([from, to]) => {
      const found = Array.from({ length: 200 }, (_, n) => `user-${n}`).find((name) => {
        const slot = calculateSlot(`mcpe:relay:{s:${name}}:slices`);
        return slot >= from && slot <= to;
      });
      return found!;
    });
    expect(sessions).toHaveLength(3);
    for (const session of sessions) {
      const stream = await openStream(b.url, session);
      expect(stream.status).toBe(200);
      const settled = a.elicit(session, formRequest(`Your name, ${session}?`));
      const [request] = await stream.until((requests) => requests.some((r) => r.status === 'pending'));
      const answer = await post(b.url, session, { type: 'respond', id: request!.id, result: { action: 'accept', content: { name: session } } });
      expect(answer.status).toBe(200);
      expect(await within(settled, 5000, `A’s elicit in ${session}`)).toMatchObject({ result: { action: 'accept', content: { name: session } } });
      stream.close();
    }
    // Scripts ran on every master: each session's writes on its own node, its changes and the
    // forwarded actions sent there too (sharded pub/sub), not to every node.
    const scriptsRun: number[] = [];
    const sharded: number[] = [];
    for (const node of cluster.nodes) {
      const client = createClient({ url: node.url });
      await client.connect();
      const stats = String(await client.sendCommand(['INFO', 'commandstats']));
      scriptsRun.push(Number(/cmdstat_evalsha:calls=(\d+)/.exec(stats)?.[1] ?? 0));
      sharded.push(Number(/cmdstat_spublish:calls=(\d+)/.exec(stats)?.[1] ?? 0));
      client.destroy();
    }
    expect(scriptsRun.every((calls) => calls > 0), String(scriptsRun)).toBe(true);
    expect(sharded.every((calls) => calls > 0), String(sharded)).toBe(true);
  });

  it('an instance killed (SIGKILL) ⇒ its requests show expired on the other instance’s stream within the bounded time, and cannot be answered', async () => {
    const doomed = await startInstance(cluster.nodes[2]!.url, env);
    extra.push(doomed);
    const stream = await openStream(b.url, 'carol');
    void doomed.elicit('carol', formRequest('Doomed'));
    const [request] = await stream.until((requests) => requests.some((r) => r.status === 'pending' && r.params?.message === 'Doomed'));
    const killedAt = Date.now();
    await doomed.kill();
    await stream.until((requests) => requests.some((r) => r.id === request!.id && r.status === 'expired'), GONE_BOUND_MS + SLACK_MS);
    expect(Date.now() - killedAt).toBeLessThanOrEqual(GONE_BOUND_MS + SLACK_MS);
    const answer = await post(b.url, 'carol', { type: 'respond', id: request!.id, result: { action: 'accept', content: { name: 'too late' } } });
    expect(answer.status).not.toBe(200);
    stream.close();
  });
});
