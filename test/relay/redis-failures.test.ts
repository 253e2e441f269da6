// @vitest-environment node
/**
 * Redis and the instance that owns a request both die while an answer to it is on its way
 * (relay instances in their own processes, a real redis-server killed with SIGKILL). Nothing
 * hangs and nothing is said that is not true: the answer in flight is "outcome unknown" within
 * the bound, the request never shows pending again, and once Redis is back the same answer
 * asked again learns the truth — its instance stopped, nothing was applied.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { restartRedis, startRedis, type RunningRedis } from './redis-harness';
import { formRequest, openStream, post, removeBundle, startInstance, type RelayInstance } from './redis-relay-harness';

const HEARTBEAT_MS = 250;
const INSTANCE_TIMEOUT_MS = 1500;
/** The instances' forwardTimeoutMs (test/relay/redis-relay-process.ts). */
const FORWARD_TIMEOUT_MS = 2000;
/** Slack for a loaded 2-core machine on top of each bound. */
const SLACK_MS = 2500;
const env = { HEARTBEAT_MS: String(HEARTBEAT_MS), INSTANCE_TIMEOUT_MS: String(INSTANCE_TIMEOUT_MS) };

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

describe('Redis and the owning instance killed mid-answer', () => {
  const started: { redis?: RunningRedis; instances: RelayInstance[] } = { instances: [] };
  afterAll(async () => {
    await Promise.all(started.instances.map((instance) => instance.stop()));
    await started.redis?.stop();
    await removeBundle();
  });

  it('the answer in flight is "outcome unknown" within the bound, the request is never pending again, and asked again it is "gone"', async () => {
    const redis = await startRedis();
    started.redis = redis;
    const [owner, front] = await Promise.all([startInstance(redis.url, env), startInstance(redis.url, env)]);
    started.instances.push(owner, front);
    const stream = await openStream(front.url, 'frank');
    void owner.elicit('frank', formRequest('Mid-answer'));
    const [request] = await stream.until((requests) => requests.some((r) => r.status === 'pending'));
    const answer = { type: 'respond', id: request!.id, actionId: 'mid-answer-00001', result: { action: 'accept', content: { name: 'Frank' } } };

    // The owner takes the forwarded answer off the wire but never replies: it dies, and Redis with it.
    owner.child.kill('SIGSTOP');
    const inFlight = post(front.url, 'frank', answer);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const killedAt = Date.now();
    await Promise.all([owner.kill(), redis.kill()]);
    const first = await within(inFlight, FORWARD_TIMEOUT_MS + SLACK_MS, 'the answer in flight');
    expect(Date.now() - killedAt).toBeLessThanOrEqual(FORWARD_TIMEOUT_MS + SLACK_MS);
    expect(first.status).toBe(503);
    expect(first.body).toMatchObject({ error: 'outcome-unknown' });
    // Fail closed: the front's stream ends, it cannot vouch for anything now.
    await within(
      (async () => {
        while (!stream.ended()) await new Promise((resolve) => setTimeout(resolve, 25));
      })(),
      HEARTBEAT_MS * 2 + SLACK_MS,
      'the front’s stream ending',
    );

    // Redis comes back empty; the front joins again and serves.
    started.redis = await restartRedis(redis.port);
    let again = await openStream(front.url, 'frank');
    for (const until = Date.now() + INSTANCE_TIMEOUT_MS + SLACK_MS; again.status !== 200 && Date.now() < until; ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      again = await openStream(front.url, 'frank');
    }
    expect(again.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(again.requests().filter((r) => r.status === 'pending')).toEqual([]);

    // The page asks again with the same actionId. Before: 503 outcome-unknown for ever (the
    // front still forwarded to the dead owner), so the person could never learn what happened.
    const truth = await within(post(front.url, 'frank', answer), FORWARD_TIMEOUT_MS + SLACK_MS, 'the same answer asked again');
    expect(truth.status).toBe(409);
    expect(truth.body).toMatchObject({ error: 'gone' });
    again.close();
    stream.close();
  }, 60_000);
});
