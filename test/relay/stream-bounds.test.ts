// @vitest-environment node
/**
 * What a stream may cost its server: a tab that stops reading holds a bounded buffer (the
 * stream coalesces to each part's latest state and catches up when it reads again), a
 * reader that stays behind is closed and its slot freed, and a signed-out session stops
 * hearing (checked again while open; `revoke` ends it at once, on every instance).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createElicitationRelay, type ElicitationRelay, type ElicitationRelayOptions } from '../../src/relay/relay';
import { createMemoryBackplaneHub } from '../../src/relay/memory-backplane';
import { FORM, ORIGIN, SERVER, applyEvents, bySessionHeader, get, post, readEvents, requestsOf, tick } from './relay-helpers';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const relays: ElicitationRelay[] = [];
function makeRelay(options: Partial<ElicitationRelayOptions> = {}) {
  const relay = createElicitationRelay({ authorize: bySessionHeader, allowedOrigins: [ORIGIN], heartbeatMs: 60_000, ...options });
  relays.push(relay);
  return relay;
}
afterEach(async () => {
  await Promise.all(relays.splice(0).map((relay) => relay.close()));
});

const memory = () => {
  gc();
  gc();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
};

/** A 64 kB form request in a round of two, so its answer can be staged and reopened (each a change). */
const BIG = { ...FORM, message: 'x'.repeat(64 * 1024) };

describe('a tab that stops reading', () => {
  it('costs a bounded buffer: four non-reading tabs while a 64 kB request changes 300 times', async () => {
    const relay = makeRelay({ limits: { streamBufferBytes: 128 * 1024 } });
    void relay.elicit(BIG, { session: 'alice', server: SERVER, roundId: 'r' });
    void relay.elicit(FORM, { session: 'alice', server: SERVER, roundId: 'r' });
    const reader = readEvents(await relay.handler(get('alice')));
    const id = requestsOf(applyEvents(await reader.until(1))).find((r) => r.status === 'pending')!.id;
    void reader.cancel();
    // Four tabs that never read their stream (the responses are held, their bodies untouched).
    const idle = await Promise.all([1, 2, 3, 4].map(() => relay.handler(get('alice'))));
    const before = memory();
    for (let n = 0; n < 150; n += 1) {
      expect((await relay.handler(post('alice', { type: 'respond', id, result: { action: 'decline' } }))).status).toBe(200);
      expect((await relay.handler(post('alice', { type: 'reopen', id }))).status).toBe(200);
    }
    const grown = memory() - before;
    // Before: 64–70 MB (every version queued on every stream). Now: each stream's buffer at most.
    expect(grown).toBeLessThan(8 * 1024 * 1024);
    // A tab that reads again catches up with the latest state, not the 300 versions.
    const events = readEvents(idle[0]!);
    await tick(50);
    const state = requestsOf(applyEvents(events.events));
    expect(state.find((r) => r.id === id)).toMatchObject({ status: 'pending' });
    expect(events.events.length).toBeLessThan(20);
    for (const response of idle) void response.body!.cancel().catch(() => undefined);
  });

  it('is closed once it stays behind past the bound, and its slot is free again', async () => {
    const relay = makeRelay({ heartbeatMs: 20, limits: { streamsPerSession: 1, streamBufferBytes: 1024, stalledStreamMs: 100 } });
    void relay.elicit(BIG, { session: 'alice', server: SERVER });
    const stuck = await relay.handler(get('alice'));
    expect(stuck.status).toBe(200);
    // Its slot is taken while it stays open…
    expect((await relay.handler(get('alice'))).status).toBe(429);
    await tick(400);
    // …and freed once it is closed for not reading (before: held for ever, 429 for the session).
    const next = await relay.handler(get('alice'));
    expect(next.status).toBe(200);
    void next.body!.cancel();
    // What the stuck one had queued ends with it.
    const reader = stuck.body!.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read());
  });
});

describe('authorization that lasts', () => {
  it('a stream whose session signed out ends within the re-check interval and hears nothing asked after', async () => {
    const signedIn = new Set(['alice']);
    const relay = makeRelay({ authorize: (r) => (signedIn.has(r.headers.get('x-session') ?? '') ? r.headers.get('x-session') : null), reauthorizeMs: 50 });
    const stream = readEvents(await relay.handler(get('alice')));
    await stream.until(1);
    signedIn.delete('alice');
    await tick(150);
    void relay.elicit({ ...FORM, message: 'After sign-out' }, { session: 'alice', server: SERVER });
    await tick(50);
    expect(stream.done).toBe(true);
    expect(JSON.stringify(stream.events)).not.toContain('After sign-out');
  });

  it('revoke ends the session’s streams on every instance at once; other sessions keep theirs', async () => {
    const hub = createMemoryBackplaneHub();
    const a = makeRelay({ backplane: hub.backplane() });
    const b = makeRelay({ backplane: hub.backplane() });
    const onA = readEvents(await a.handler(get('alice')));
    const onB = readEvents(await b.handler(get('alice')));
    const bob = readEvents(await b.handler(get('bob')));
    await Promise.all([onA.until(1), onB.until(1), bob.until(1)]);
    await a.revoke('alice');
    await tick(20);
    expect([onA.done, onB.done, bob.done]).toEqual([true, true, false]);
    void bob.cancel();
  });
});
