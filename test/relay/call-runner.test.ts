/**
 * The call runner (src/relay/calls/) through the real relay and its remote store: calls the
 * session owns, followed and stopped from any tab, cancelled when no tab is left for the
 * grace period, kept a while after they end; across two instances on the memory backplane
 * (the Redis one: test/relay/call-runner.redis.test.ts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { CallRunnerError} from '../../src/relay/calls/runner';
import { createCallRunner, type CallContext, type CallRunner } from '../../src/relay/calls/runner';
import { createMemoryBackplaneHub } from '../../src/relay/memory-backplane';
import { createElicitationRelay, type ElicitationRelay } from '../../src/relay/relay';
import { createRemoteElicitationStore, type RemoteElicitationStore } from '../../src/relay/remote-store';
import type { RelayBackplane } from '../../src/relay/backplane';
import { BASE, FORM, ORIGIN, SERVER, bySessionHeader, post, tick } from './relay-helpers';
import { fakeEventSource, type FakeSource } from './remote-tab';

const relays: ElicitationRelay[] = [];
const runners: CallRunner[] = [];
const tabs: RemoteElicitationStore[] = [];

afterEach(async () => {
  for (const tab of tabs.splice(0)) tab.close();
  for (const runner of runners.splice(0)) runner.close();
  await Promise.all(relays.splice(0).map((relay) => relay.close()));
});

function instance(options: { backplane?: RelayBackplane; graceMs?: number; keepMs?: number; runningPerSession?: number } = {}) {
  const relay = createElicitationRelay({ authorize: bySessionHeader, allowedOrigins: [ORIGIN], heartbeatMs: 60_000, ...(options.backplane && { backplane: options.backplane }) });
  relays.push(relay);
  const runner = createCallRunner({ relay, graceMs: options.graceMs ?? 60_000, keepMs: options.keepMs ?? 60_000, limits: { runningPerSession: options.runningPerSession ?? 8 } });
  runners.push(runner);
  return { relay, runner };
}

/** A browser tab of `session` on `relay`: the remote store, its stream and its POSTs. */
function openTab(relay: ElicitationRelay, session: string): RemoteElicitationStore {
  const sources: FakeSource[] = [];
  const fetchFor = (input: RequestInfo | URL, init?: RequestInit) =>
    relay.handler(new Request(new URL(String(input), BASE), { ...init, headers: { ...(init?.headers as Record<string, string>), origin: ORIGIN, 'x-session': session } }));
  const store = createRemoteElicitationStore({
    url: '/api/elicitation',
    fetch: fetchFor as typeof fetch,
    eventSource: fakeEventSource((r) => relay.handler(r), session, sources) as unknown as typeof EventSource,
    storage: null,
    backoff: { initialMs: 20, maxMs: 40 },
  });
  tabs.push(store);
  // As a view does: the store connects on its first subscriber.
  store.subscribe(() => {});
  return store;
}

/** A call that asks one question and returns the answer; `context` is what it was given. */
function asking() {
  const seen: { context?: CallContext } = {};
  return {
    seen,
    spec: {
      name: 'book_trip',
      arguments: { city: 'Paris' },
      run: async (context: CallContext) => {
        seen.context = context;
        const answer = await context.elicit(FORM, { server: SERVER });
        return { answer };
      },
    },
  };
}

const callsOf = (tab: RemoteElicitationStore) => tab.calls.getSnapshot().calls;
const requestsOf = (tab: RemoteElicitationStore) => tab.getSnapshot().rounds.flatMap((round) => round.requests);

async function pending(tab: RemoteElicitationStore) {
  await expect.poll(() => requestsOf(tab).filter((r) => r.status === 'pending').length).toBe(1);
  return requestsOf(tab).find((r) => r.status === 'pending')!;
}

describe('call runner: a call belongs to the session', () => {
  it('every tab lists the call running, with its name and arguments, and follows it to its result', async () => {
    const { relay, runner } = instance();
    const first = openTab(relay, 'alice');
    const second = openTab(relay, 'alice');
    const call = asking();
    const { id, ended } = runner.start('alice', call.spec);
    await expect.poll(() => callsOf(first)).toMatchObject([{ id, name: 'book_trip', arguments: { city: 'Paris' }, status: 'running' }]);
    await expect.poll(() => callsOf(second)).toMatchObject([{ id, status: 'running' }]);
    expect(first.calls.getSnapshot().synced).toBe(true);
    const request = await pending(first);
    expect(request.callId).toBe(id);
    const followed = second.calls.settled(id);
    await first.respond(request.id, { action: 'accept', content: { name: 'Ada' } });
    const result = { answer: { action: 'accept', content: { name: 'Ada' } } };
    await expect(followed).resolves.toMatchObject({ id, status: 'completed', result });
    await expect(first.calls.settled(id)).resolves.toMatchObject({ status: 'completed', result });
    await expect(ended).resolves.toMatchObject({ status: 'completed', result });
    // Ended calls stay listed (keepMs): a tab that comes now still reads how it ended.
    const late = openTab(relay, 'alice');
    await expect.poll(() => callsOf(late)).toMatchObject([{ id, status: 'completed', result }]);
    expect(await runner.list('alice')).toMatchObject([{ id, status: 'completed' }]);
  });

  it('Stop from another tab ends the call at once (cancelled, stopped): its question expires in every tab, nothing is sent', async () => {
    const { relay, runner } = instance();
    const first = openTab(relay, 'alice');
    const second = openTab(relay, 'alice');
    const call = asking();
    const { id, ended } = runner.start('alice', call.spec);
    await pending(first);
    await second.calls.stop(id);
    await expect(first.calls.settled(id)).resolves.toMatchObject({ status: 'cancelled', reason: 'stopped' });
    await expect(ended).resolves.toMatchObject({ status: 'cancelled', reason: 'stopped' });
    expect(call.seen.context!.signal.aborted).toBe(true);
    expect(call.seen.context!.signal.reason).toMatchObject({ code: 'stopped', reason: 'stopped' });
    await expect.poll(() => requestsOf(first)).toMatchObject([{ status: 'expired', reason: { code: 'stopped' } }]);
    await expect.poll(() => requestsOf(second)).toMatchObject([{ status: 'expired' }]);
    // A second Stop finds it ended: 409, and the list's stop resolves (nothing runs).
    expect((await relay.handler(post('alice', { type: 'stopCall', id }))).status).toBe(409);
    await expect(first.calls.stop(id)).resolves.toBeUndefined();
  });

  it('another session neither sees nor stops it (404, like an id that never existed)', async () => {
    const { relay, runner } = instance();
    const bob = openTab(relay, 'bob');
    const { id } = runner.start('alice', asking().spec);
    await tick(50);
    expect(callsOf(bob)).toEqual([]);
    expect((await relay.handler(post('bob', { type: 'stopCall', id }))).status).toBe(404);
    expect((await relay.handler(post('bob', { type: 'stopCall', id: 'x'.repeat(22) }))).status).toBe(404);
    expect(await runner.stop('bob', id)).toBe(false);
    expect(await runner.list('bob')).toEqual([]);
    expect(await runner.list('alice')).toMatchObject([{ id, status: 'running' }]);
  });

  it('at most runningPerSession calls run at once in a session; start throws too-many-calls', async () => {
    const { runner } = instance({ runningPerSession: 1 });
    runner.start('alice', asking().spec);
    expect(() => runner.start('alice', asking().spec)).toThrow(expect.objectContaining({ code: 'too-many-calls' }) as CallRunnerError);
    expect(() => runner.start('bob', asking().spec)).not.toThrow();
  });
});

describe('call runner: the grace period', () => {
  it('no tab connected for graceMs: the call is cancelled (abandoned); a tab that comes back reads why, and its question expired', async () => {
    const { relay, runner } = instance({ graceMs: 150 });
    const call = asking();
    const { id, ended } = runner.start('alice', call.spec);
    await expect(ended).resolves.toMatchObject({ status: 'cancelled', reason: 'abandoned' });
    expect(call.seen.context!.signal.reason).toMatchObject({ code: 'disconnected' });
    const back = openTab(relay, 'alice');
    await expect.poll(() => callsOf(back)).toMatchObject([{ id, status: 'cancelled', reason: 'abandoned' }]);
    await expect.poll(() => requestsOf(back)).toMatchObject([{ status: 'expired', reason: { code: 'disconnected' } }]);
  });

  it('a tab connected keeps it running past graceMs; a reload within graceMs too; the last tab gone starts the count', async () => {
    const { relay, runner } = instance({ graceMs: 150 });
    const first = openTab(relay, 'alice');
    const { id, ended } = runner.start('alice', asking().spec);
    await pending(first);
    await tick(450);
    first.close(); // the reload: the old stream ends…
    await tick(60);
    const second = openTab(relay, 'alice'); // …the new one opens in time
    await tick(450);
    expect(callsOf(second)).toMatchObject([{ id, status: 'running' }]);
    second.close();
    await expect(ended).resolves.toMatchObject({ status: 'cancelled', reason: 'abandoned' });
  });

  it('an ended call is forgotten after keepMs', async () => {
    const { relay, runner } = instance({ keepMs: 100 });
    const tab = openTab(relay, 'alice');
    const { id } = runner.start('alice', { name: 'quick', run: async () => 'done' });
    await expect(tab.calls.settled(id)).resolves.toMatchObject({ status: 'completed', result: 'done' });
    await expect.poll(() => callsOf(tab)).toEqual([]);
    expect(await runner.list('alice')).toEqual([]);
  });
});

describe('call runner: two instances (memory backplane)', () => {
  it('started on A, followed and stopped from a tab on B; the tab on B keeps A’s call alive past graceMs', async () => {
    const hub = createMemoryBackplaneHub();
    const a = instance({ backplane: hub.backplane(), graceMs: 150 });
    const b = instance({ backplane: hub.backplane(), graceMs: 150 });
    const tab = openTab(b.relay, 'alice');
    await expect.poll(() => tab.calls.getSnapshot().synced).toBe(true);
    const { id, ended } = a.runner.start('alice', asking().spec);
    await expect.poll(() => callsOf(tab)).toMatchObject([{ id, status: 'running' }]);
    await pending(tab);
    await tick(450);
    expect(callsOf(tab)).toMatchObject([{ id, status: 'running' }]);
    expect(await b.runner.list('alice')).toMatchObject([{ id, status: 'running' }]);
    await tab.calls.stop(id);
    await expect(ended).resolves.toMatchObject({ status: 'cancelled', reason: 'stopped' });
    await expect(tab.calls.settled(id)).resolves.toMatchObject({ status: 'cancelled', reason: 'stopped' });
  });

  it('the instance running the call dies: the tab on the other instance sees it end (lost), never running for ever', async () => {
    const hub = createMemoryBackplaneHub();
    const a = instance({ backplane: hub.backplane() });
    const b = instance({ backplane: hub.backplane() });
    const tab = openTab(b.relay, 'alice');
    const { id, ended } = a.runner.start('alice', asking().spec);
    await pending(tab);
    hub.kill(a.relay.instance);
    await expect(tab.calls.settled(id)).resolves.toMatchObject({ status: 'cancelled', reason: 'lost' });
    await expect.poll(() => requestsOf(tab)).toMatchObject([{ status: 'expired' }]);
    // A, cut off, fails closed: its call ends too (it could no longer be seen or stopped).
    await expect(ended).resolves.toMatchObject({ status: 'cancelled', reason: 'lost' });
  });
});
