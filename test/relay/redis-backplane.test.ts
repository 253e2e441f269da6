// @vitest-environment node
/**
 * Many machines: relay instances in separate processes sharing sessions through one real
 * redis-server (started here, on its own port). The browser's side is plain fetch: the SSE
 * stream read as text, POSTs with the page's Origin. Instances heartbeat every 250 ms and
 * count as dead after 1.5 s, so "bounded time" below is seconds, not minutes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis, type RunningRedis } from './redis-harness';
import { formRequest, openStream, post, removeBundle, startInstance, type RelayInstance } from './redis-relay-harness';

const HEARTBEAT_MS = 250;
/** Generous against the heartbeat: a starved CI process may stall for a while without being declared dead. */
const INSTANCE_TIMEOUT_MS = 1500;
/** Longest time for a dead instance to show as such: its heartbeat expires, then one check. */
const GONE_BOUND_MS = INSTANCE_TIMEOUT_MS + 2 * HEARTBEAT_MS;
/** Slack for a loaded 2-core CI machine on top of each bound. */
const SLACK_MS = 2500;
const env = { HEARTBEAT_MS: String(HEARTBEAT_MS), INSTANCE_TIMEOUT_MS: String(INSTANCE_TIMEOUT_MS) };

/** `promise`, or a clear failure after `ms` (a call that never settles is the bug, not a hang). */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

describe('the Redis backplane: two relay processes on one real Redis', () => {
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

  it('a request elicited on A shows on B’s stream and is answered through B; A’s elicit resolves with the answer', async () => {
    const stream = await openStream(b.url, 'alice');
    expect(stream.status).toBe(200);
    const settled = a.elicit('alice', formRequest('Your name?'));
    const [request] = await stream.until((requests) => requests.some((r) => r.status === 'pending'));
    // A's part (a random id of A's share of the session, never an instance name).
    expect(request!.part).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(request!.params?.message).toBe('Your name?');

    const answer = await post(b.url, 'alice', { type: 'respond', id: request!.id, result: { action: 'accept', content: { name: 'Ada' } } });
    expect(answer.status).toBe(200);
    expect(await within(settled, 5000, 'A’s elicit')).toMatchObject({ result: { action: 'accept', content: { name: 'Ada' } } });
    await stream.until((requests) => !requests.some((r) => r.id === request!.id && r.status === 'pending'));
    stream.close();
  });

  it('answered through A and through B at once: exactly one 200 and one 409, and the call settles once', async () => {
    const stream = await openStream(b.url, 'alice');
    const before = a.settledCount();
    const settled = a.elicit('alice', formRequest('Once only'));
    const [request] = await stream.until((requests) => requests.some((r) => r.status === 'pending' && r.params?.message === 'Once only'));
    const action = (name: string) => ({ type: 'respond', id: request!.id, result: { action: 'accept', content: { name } } });
    const answers = await Promise.all([post(a.url, 'alice', action('via A')), post(b.url, 'alice', action('via B'))]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers[0]!.status === 200 ? 'via A' : 'via B';
    expect(await within(settled, 5000, 'A’s elicit')).toMatchObject({ result: { action: 'accept', content: { name: winner } } });
    // A third answer, on either instance, changes nothing.
    expect((await post(b.url, 'alice', action('late'))).status).toBe(409);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(a.settledCount()).toBe(before + 1);
    stream.close();
  });

  it('another session sees nothing of it on either instance and cannot answer it (404)', async () => {
    const alice = await openStream(b.url, 'alice');
    const settled = a.elicit('alice', formRequest('Alice only'));
    const [request] = await alice.until((requests) => requests.some((r) => r.status === 'pending' && r.params?.message === 'Alice only'));
    const [bobOnB, bobOnA] = await Promise.all([openStream(b.url, 'bob'), openStream(a.url, 'bob')]);
    // Bob's streams opened after Alice's request was published: their snapshot would hold it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(bobOnB.requests()).toEqual([]);
    expect(bobOnA.requests()).toEqual([]);
    const steal = { type: 'respond', id: request!.id, result: { action: 'accept', content: { name: 'Mallory' } } };
    expect((await post(b.url, 'bob', steal)).status).toBe(404);
    expect((await post(a.url, 'bob', steal)).status).toBe(404);
    expect(alice.requests().find((r) => r.id === request!.id)?.status).toBe('pending');
    // Alice still can.
    expect((await post(b.url, 'alice', { ...steal, result: { action: 'accept', content: { name: 'Alice' } } })).status).toBe(200);
    expect(await within(settled, 5000, 'A’s elicit')).toMatchObject({ result: { action: 'accept', content: { name: 'Alice' } } });
    for (const stream of [alice, bobOnA, bobOnB]) stream.close();
  });

  it('instance killed (SIGKILL) ⇒ its requests show expired on the other instance’s stream within the bounded time, and cannot be answered', async () => {
    const doomed = await startInstance(redis.url, env);
    extra.push(doomed);
    const stream = await openStream(b.url, 'carol');
    void doomed.elicit('carol', formRequest('Doomed'));
    const [request] = await stream.until((requests) => requests.some((r) => r.status === 'pending'));
    const killedAt = Date.now();
    await doomed.kill();
    await stream.until((requests) => requests.some((r) => r.id === request!.id && r.status === 'expired'), GONE_BOUND_MS + SLACK_MS);
    const took = Date.now() - killedAt;
    expect(took).toBeLessThanOrEqual(GONE_BOUND_MS + SLACK_MS);
    const answer = await post(b.url, 'carol', { type: 'respond', id: request!.id, result: { action: 'accept', content: { name: 'too late' } } });
    expect(answer.status).not.toBe(200);
    stream.close();
  });

  it('an instance frozen past its timeout fails closed when it wakes: its call settles cancel, nothing is answered', async () => {
    const frozen = await startInstance(redis.url, env);
    extra.push(frozen);
    const stream = await openStream(b.url, 'dave');
    const settled = frozen.elicit('dave', formRequest('Frozen'));
    const [request] = await stream.until((requests) => requests.some((r) => r.status === 'pending'));
    frozen.child.kill('SIGSTOP');
    // Declared dead by B while it sleeps; B's browser sees it expired.
    await stream.until((requests) => requests.some((r) => r.id === request!.id && r.status === 'expired'), GONE_BOUND_MS + SLACK_MS);
    frozen.child.kill('SIGCONT');
    // On waking it finds its heartbeat lapsed: it must not keep the request answerable.
    const result = await within(settled, GONE_BOUND_MS + SLACK_MS, 'the woken instance’s elicit');
    expect(result.result).toEqual({ action: 'cancel' });
    const answer = await post(b.url, 'dave', { type: 'respond', id: request!.id, result: { action: 'accept', content: { name: 'after waking' } } });
    expect(answer.status).not.toBe(200);
    expect(frozen.settledCount()).toBe(1);
    stream.close();
  });

  // Last: it takes Redis away from every instance.
  it('Redis killed mid-flight ⇒ the pending call on A settles cancel within the bounded time; no answer gets through, on A or B', async () => {
    const stream = await openStream(b.url, 'erin');
    const before = a.settledCount();
    const settled = a.elicit('erin', formRequest('Mid-flight'));
    const [request] = await stream.until((requests) => requests.some((r) => r.status === 'pending' && r.params?.message === 'Mid-flight'));
    const killedAt = Date.now();
    await redis.kill();
    const result = await within(settled, HEARTBEAT_MS * 2 + SLACK_MS, 'A’s elicit after Redis died');
    expect(result.result).toEqual({ action: 'cancel' });
    expect(Date.now() - killedAt).toBeLessThanOrEqual(HEARTBEAT_MS * 2 + SLACK_MS);
    const answer = { type: 'respond', id: request!.id, result: { action: 'accept', content: { name: 'Ada' } } };
    const [viaA, viaB] = await Promise.all([post(a.url, 'erin', answer), post(b.url, 'erin', answer)]);
    expect(viaA.status).not.toBe(200);
    expect(viaB.status).not.toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(a.settledCount()).toBe(before + 1);
    stream.close();
  });
});
