// @vitest-environment node
/**
 * The relay against real Fetch API Requests and Responses (Node's): who may see and answer
 * what, the checks on every POST, the stream and its resume, limits, close.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createElicitationRelay, type ElicitationRelay, type ElicitationRelayOptions } from '../../src/relay/relay';
import { createMemoryBackplaneHub } from '../../src/relay/memory-backplane';
import { FORM, ORIGIN, SERVER, applyEvents, bySessionHeader, get, post, readEvents, requestsOf, tick } from './relay-helpers';

const relays: ElicitationRelay[] = [];
function makeRelay(options: Partial<ElicitationRelayOptions> = {}) {
  const relay = createElicitationRelay({ authorize: bySessionHeader, allowedOrigins: [ORIGIN], heartbeatMs: 60_000, ...options });
  relays.push(relay);
  return relay;
}
afterEach(async () => {
  await Promise.all(relays.splice(0).map((relay) => relay.close()));
});

/** Connects a stream for `session` and returns the id of its only request. */
async function firstRequest(relay: ElicitationRelay, session: string) {
  const stream = readEvents(await relay.handler(get(session)));
  const [snapshot] = await stream.until(1);
  void stream.cancel();
  return requestsOf(applyEvents([snapshot!]))[0]!;
}

describe('createElicitationRelay', () => {
  it('refuses to start without authorize', () => {
    expect(() => createElicitationRelay({ allowedOrigins: [ORIGIN] } as never)).toThrow(TypeError);
    expect(() => createElicitationRelay({ authorize: undefined, allowedOrigins: [ORIGIN] } as never)).toThrow(/authorize/);
  });

  it('exposes random ids, never the store’s counters', async () => {
    const relay = makeRelay();
    void relay.elicit(FORM, { session: 'alice', server: SERVER });
    void relay.elicit(FORM, { session: 'alice', server: SERVER });
    const stream = readEvents(await relay.handler(get('alice')));
    const [snapshot] = await stream.until(1);
    const requests = requestsOf(applyEvents([snapshot!]));
    expect(requests).toHaveLength(2);
    for (const request of requests as unknown as { id: string; roundId: string; key: string }[]) {
      // The key too: a key made from the store's counter ("elicitation-2") told one session how many requests another had.
      for (const id of [request.id, request.roundId, request.key]) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    }
    expect(new Set(requests.map((r) => r.id)).size).toBe(2);
    void stream.cancel();
  });
});

describe('sessions', () => {
  it('a second session cannot see (empty snapshot, 404) or answer another session’s request', async () => {
    const relay = makeRelay();
    const asked = relay.elicit(FORM, { session: 'alice', server: SERVER });
    const { id, roundId } = await firstRequest(relay, 'alice');

    const bob = readEvents(await relay.handler(get('bob')));
    const [snapshot] = await bob.until(1);
    expect(requestsOf(applyEvents([snapshot!]))).toEqual([]);

    for (const body of [
      { type: 'respond', id, result: { action: 'accept', content: { name: 'Mallory' } } },
      { type: 'refuse', id, reason: { code: 'render-error' } },
      { type: 'dismiss', id },
      { type: 'reopen', id },
      { type: 'sendRound', roundId },
      { type: 'cancelRound', roundId },
    ]) {
      const response = await relay.handler(post('bob', body));
      expect(response.status, body.type).toBe(404);
      expect(await response.json()).toMatchObject({ ok: false, error: 'not-found', status: 404 });
    }
    // An id that never existed answers exactly the same: nothing tells bob it exists.
    const unknown = await relay.handler(post('bob', { type: 'respond', id: 'x'.repeat(22), result: { action: 'decline' } }));
    expect(unknown.status).toBe(404);

    expect((await relay.handler(post('alice', { type: 'respond', id, result: { action: 'accept', content: { name: 'Alice' } } }))).status).toBe(200);
    await expect(asked).resolves.toEqual({ action: 'accept', content: { name: 'Alice' } });
    void bob.cancel();
  });

  it('answers 401 when authorize returns null', async () => {
    const relay = makeRelay();
    expect((await relay.handler(get(null))).status).toBe(401);
    expect((await relay.handler(post(null, { type: 'dismiss', id: 'x' }))).status).toBe(401);
  });
});

describe('origin', () => {
  it('refuses a cross-origin POST and GET with 403', async () => {
    const relay = makeRelay();
    const asked = relay.elicit(FORM, { session: 'alice', server: SERVER });
    const { id } = await firstRequest(relay, 'alice');
    const evil = 'https://evil.example';
    const answer = await relay.handler(post('alice', { type: 'respond', id, result: { action: 'accept', content: { name: 'Eve' } } }, { origin: evil }));
    expect(answer.status).toBe(403);
    expect(await answer.json()).toMatchObject({ ok: false, error: 'forbidden' });
    expect((await relay.handler(get('alice', { origin: evil }))).status).toBe(403);
    // A POST without Origin (browsers always send one) is refused too.
    expect((await relay.handler(post('alice', { type: 'dismiss', id }, { origin: null }))).status).toBe(403);
    // A GET that says it came from another site, without Origin.
    const crossSite = get('alice', { origin: null });
    crossSite.headers.set('sec-fetch-site', 'cross-site');
    expect((await relay.handler(crossSite)).status).toBe(403);
    // The request is untouched and still answerable.
    expect((await relay.handler(post('alice', { type: 'respond', id, result: { action: 'decline' } }))).status).toBe(200);
    await expect(asked).resolves.toEqual({ action: 'decline' });
  });

  it('answers the CORS preflight of an allowed origin only', async () => {
    const relay = makeRelay({ allowedOrigins: [ORIGIN] });
    const preflight = (origin: string) => new Request('https://api.example/api/elicitation', { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST' } });
    const ok = await relay.handler(preflight(ORIGIN));
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(ok.headers.get('access-control-allow-credentials')).toBe('true');
    expect((await relay.handler(preflight('https://evil.example'))).status).toBe(403);
  });
});

describe('answers', () => {
  it('a second answer gets 409 and changes nothing', async () => {
    const relay = makeRelay();
    const asked = relay.elicit(FORM, { session: 'alice', server: SERVER });
    const { id } = await firstRequest(relay, 'alice');
    const first = await relay.handler(post('alice', { type: 'respond', id, result: { action: 'accept', content: { name: 'Alice' } } }));
    expect(first.status).toBe(200);
    const second = await relay.handler(post('alice', { type: 'respond', id, result: { action: 'decline' } }));
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ ok: false, error: 'already-answered' });
    await expect(asked).resolves.toEqual({ action: 'accept', content: { name: 'Alice' } });
  });

  it('invalid content gets 422 and the request stays answerable; a valid answer then resolves the server’s elicit', async () => {
    const relay = makeRelay();
    let settled: unknown;
    const asked = relay.elicit(FORM, { session: 'alice', server: SERVER }).then((r) => (settled = r));
    const { id } = await firstRequest(relay, 'alice');
    for (const content of [{ name: 'A' }, {}, { name: 42 }]) {
      const bad = await relay.handler(post('alice', { type: 'respond', id, result: { action: 'accept', content } }));
      expect(bad.status, JSON.stringify(content)).toBe(422);
      expect(await bad.json()).toMatchObject({ ok: false, error: 'invalid-content' });
    }
    // A value of a type no form sends (an object) is a bad request.
    expect((await relay.handler(post('alice', { type: 'respond', id, result: { action: 'accept', content: { name: { a: 1 } } } }))).status).toBe(400);
    await tick(10);
    expect(settled).toBeUndefined();
    const stream = readEvents(await relay.handler(get('alice')));
    expect(requestsOf(applyEvents(await stream.until(1)))[0]).toMatchObject({ id, status: 'pending' });
    const good = await relay.handler(post('alice', { type: 'respond', id, result: { action: 'accept', content: { name: 'Alice' } } }));
    expect(good.status).toBe(200);
    await expect(asked).resolves.toEqual({ action: 'accept', content: { name: 'Alice' } });
    void stream.cancel();
  });

  it('keeps __proto__ and constructor in content inert', async () => {
    const relay = makeRelay();
    // A form whose own fields are named `__proto__` and `constructor` (own keys, as JSON.parse makes them).
    const schema = JSON.parse('{"type":"object","properties":{"name":{"type":"string"},"__proto__":{"type":"string"},"constructor":{"type":"string"}}}') as object;
    const asked = relay.elicit({ mode: 'form', message: 'Hi', requestedSchema: schema }, { session: 'alice', server: SERVER });
    const { id } = await firstRequest(relay, 'alice');
    const raw = '{"type":"respond","id":"' + id + '","result":{"action":"accept","content":{"name":"x","__proto__":{"polluted":"yes"},"constructor":"c"}},"__proto__":{"polluted":"yes"}}';
    const response = await relay.handler(post('alice', undefined, { raw }));
    // `__proto__` holds an object, which no form sends: refused before reaching anything.
    expect(response.status).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();

    const rawStrings = '{"type":"respond","id":"' + id + '","result":{"action":"accept","content":{"name":"x","__proto__":"p","constructor":"c"}}}';
    expect((await relay.handler(post('alice', undefined, { raw: rawStrings }))).status).toBe(200);
    const result = await asked;
    expect(Object.getPrototypeOf(result.content)).toBe(Object.prototype);
    expect(Object.keys(result.content!)).toEqual(['name', '__proto__', 'constructor']);
    expect(Object.getOwnPropertyDescriptor(result.content, '__proto__')?.value).toBe('p');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(JSON.parse(JSON.stringify(result))).toEqual(JSON.parse('{"action":"accept","content":{"name":"x","__proto__":"p","constructor":"c"}}'));
  });

  it('checks Content-Type (415), JSON (400) and the action’s shape (400)', async () => {
    const relay = makeRelay();
    void relay.elicit(FORM, { session: 'alice', server: SERVER });
    const { id } = await firstRequest(relay, 'alice');
    expect((await relay.handler(post('alice', { type: 'dismiss', id }, { contentType: 'text/plain' }))).status).toBe(415);
    expect((await relay.handler(post('alice', undefined, { raw: '{nope' }))).status).toBe(400);
    expect((await relay.handler(post('alice', { type: 'explode', id }))).status).toBe(400);
    expect((await relay.handler(post('alice', { type: 'respond', id, result: { action: 'maybe' } }))).status).toBe(400);
    // Ids are the relay's own characters only: a session separator or anything else is refused.
    expect((await relay.handler(post('alice', { type: 'dismiss', id: `${id}\nbob` }))).status).toBe(400);
    expect((await relay.handler(post('alice', { type: 'cancelRound', roundId: 'a b' }))).status).toBe(400);
  });
});

describe('the stream', () => {
  it('abort on the server: the stream shows the request expired and the call gets cancel', async () => {
    const relay = makeRelay();
    const controller = new AbortController();
    const asked = relay.elicit(FORM, { session: 'alice', server: SERVER, signal: controller.signal });
    const stream = readEvents(await relay.handler(get('alice')));
    await stream.until(1);
    controller.abort();
    await expect(asked).resolves.toEqual({ action: 'cancel' });
    const events = await stream.until(2);
    expect(events[1]!.event).toBe('change'); // the part arrived whole in the snapshot; now only what moved
    const [request] = requestsOf(applyEvents(events));
    expect(request).toMatchObject({ status: 'expired' });
    expect(request).not.toHaveProperty('answer');
    // Expired: an answer now is a conflict and nothing is sent.
    expect((await relay.handler(post('alice', { type: 'respond', id: request!.id, result: { action: 'accept', content: { name: 'Late' } } }))).status).toBe(409);
    void stream.cancel();
  });

  it('carries the deadline, and expires the request when it passes', async () => {
    const relay = makeRelay();
    const deadline = Date.now() + 150;
    const asked = relay.elicit(FORM, { session: 'alice', server: SERVER, deadline });
    const stream = readEvents(await relay.handler(get('alice')));
    const [snapshot] = await stream.until(1);
    expect(requestsOf(applyEvents([snapshot!]))[0]).toMatchObject({ status: 'pending', deadline });
    await expect(asked).resolves.toEqual({ action: 'cancel' });
    expect(requestsOf(applyEvents(await stream.until(2)))[0]).toMatchObject({ status: 'expired', deadline });
    void stream.cancel();
  });

  it('a dropped stream resumes from Last-Event-ID with no duplicate and no lost event', async () => {
    const relay = makeRelay();
    const first = relay.elicit(FORM, { session: 'alice', server: SERVER });
    const stream = readEvents(await relay.handler(get('alice')));
    const before = await stream.until(1);
    void stream.cancel(); // the connection drops
    await tick(10);
    const lastId = before.at(-1)!.id!;
    // Meanwhile: one answered, two new.
    const { id } = requestsOf(applyEvents(before))[0]!;
    await relay.handler(post('alice', { type: 'respond', id, result: { action: 'decline' } }));
    await first;
    void relay.elicit(FORM, { session: 'alice', server: SERVER });
    void relay.elicit(FORM, { session: 'alice', server: SERVER });

    const resumed = readEvents(await relay.handler(get('alice', { lastEventId: lastId })));
    const after = await resumed.until(1);
    await tick(50);
    // The session emptied (answered) and was asked again: a new part, and the old one gone; not a snapshot.
    await resumed.until(2);
    expect(after.map((e) => e.event)).toEqual(['part', 'gone']);
    const state = applyEvents(after, applyEvents(before));
    expect(requestsOf(state).map((r) => r.status)).toEqual(['pending', 'pending']);
    expect(requestsOf(state).map((r) => r.id)).not.toContain(id);

    // Resuming at the latest id sends nothing at all (no duplicate), and live changes still flow.
    const again = readEvents(await relay.handler(get('alice', { lastEventId: after.at(-1)!.id! })));
    await tick(50);
    expect(again.events).toEqual([]);
    void relay.elicit(FORM, { session: 'alice', server: SERVER });
    const live = await again.until(1);
    expect(requestsOf(applyEvents(live, state))).toHaveLength(3);
    // A resume id that cannot be read gets a full snapshot; so does the `lastEventId` query (own reconnects).
    const garbled = readEvents(await relay.handler(get('alice', { lastEventId: 'not an id!' })));
    expect((await garbled.until(1))[0]!.event).toBe('snapshot');
    const byQuery = readEvents(await relay.handler(get('alice', { query: `?lastEventId=${encodeURIComponent(live.at(-1)!.id!)}` })));
    await tick(50);
    expect(byQuery.events).toEqual([]);
    for (const s of [resumed, again, garbled, byQuery]) void s.cancel();
  });

  it('a session emptied and asked again is a new part: the client drops the old one and takes the new from version 1', async () => {
    const relay = makeRelay();
    const first = relay.elicit(FORM, { session: 'alice', server: SERVER });
    const stream = readEvents(await relay.handler(get('alice')));
    const before = await stream.until(1);
    void stream.cancel();
    await tick(10);
    const held = (before[0]!.data as { parts: { part: string }[] }).parts[0]!.part;
    // While the client is away: answered (the session holds nothing), then asked again.
    await relay.handler(post('alice', { type: 'respond', id: requestsOf(applyEvents(before))[0]!.id, result: { action: 'decline' } }));
    await first;
    void relay.elicit(FORM, { session: 'alice', server: SERVER });
    const resumed = readEvents(await relay.handler(get('alice', { lastEventId: before[0]!.id! })));
    const events = await resumed.until(2);
    expect(events.map((e) => e.event)).toEqual(['part', 'gone']);
    expect(events[0]!.data).toMatchObject({ version: 1 });
    expect((events[0]!.data as { part: string }).part).not.toBe(held);
    expect(events[1]!.data).toEqual({ part: held });
    expect(requestsOf(applyEvents(events, applyEvents(before)))).toHaveLength(1);
    void resumed.cancel();
  });

  it('versions are per session: one session’s changes never show in another’s versions', async () => {
    const relay = makeRelay();
    void relay.elicit(FORM, { session: 'alice', server: SERVER });
    const alice = readEvents(await relay.handler(get('alice')));
    await alice.until(1);
    // Bob's activity: ten changes.
    for (let n = 0; n < 10; n += 1) {
      const asked = relay.elicit(FORM, { session: 'bob', server: SERVER });
      const bob = readEvents(await relay.handler(get('bob')));
      const id = requestsOf(applyEvents(await bob.until(1)))[0]!.id;
      await relay.handler(post('bob', { type: 'respond', id, result: { action: 'decline' } }));
      await asked;
      void bob.cancel();
    }
    void relay.elicit(FORM, { session: 'alice', server: SERVER });
    const [, change] = await alice.until(2);
    // Alice's part moved by her own one change only (before: by Bob's 20 as well).
    expect(change!.data).toMatchObject({ version: 2 });
    void alice.cancel();
  });

  it('by default, heartbeats come often enough for a silent relay to be noticed within 10 s (3 missed)', async () => {
    const relay = createElicitationRelay({ authorize: bySessionHeader, allowedOrigins: [ORIGIN] });
    relays.push(relay);
    const stream = readEvents(await relay.handler(get('alice')));
    const [snapshot] = await stream.until(1);
    // Before: 15 s, so a page behind a proxy that kept its connection open stayed "online" for 45 s.
    expect(3 * (snapshot!.data as { heartbeatMs: number }).heartbeatMs).toBeLessThanOrEqual(10_000);
    void stream.cancel();
  });

  it('sends heartbeat events (an EventSource sees events, not comments)', async () => {
    const relay = makeRelay({ heartbeatMs: 20 });
    const stream = readEvents(await relay.handler(get('alice')));
    await stream.until(1);
    const beats = () => stream.events.filter((e) => e.event === 'heartbeat');
    const stop = Date.now() + 2000;
    while (beats().length < 2 && Date.now() < stop) await tick(20);
    expect(beats().length).toBeGreaterThanOrEqual(2);
    // No id: a heartbeat never moves the client's Last-Event-ID.
    expect(beats()[0]).toEqual({ event: 'heartbeat', id: undefined, data: {} });
    void stream.cancel();
  });
});

describe('limits', () => {
  it('bounds the body (413), streams per session (429) and pending requests per session', async () => {
    const relay = makeRelay({ limits: { bodyBytes: 1024, streamsPerSession: 2, pendingPerSession: 2 } });
    const big = await relay.handler(post('alice', { type: 'dismiss', id: 'x', pad: 'y'.repeat(2000) }));
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ ok: false, error: 'payload-too-large' });
    // A body that does not declare its length is cut off at the limit too.
    const chunked = new Request('https://app.example/api/elicitation', {
      method: 'POST',
      headers: { origin: ORIGIN, 'x-session': 'alice', 'content-type': 'application/json' },
      body: new ReadableStream({ start: (c) => (c.enqueue(new TextEncoder().encode('"' + 'z'.repeat(5000))), c.close()) }),
      duplex: 'half',
    } as RequestInit);
    expect((await relay.handler(chunked)).status).toBe(413);

    const a = await relay.handler(get('alice'));
    const b = await relay.handler(get('alice'));
    const c = await relay.handler(get('alice'));
    expect([a.status, b.status, c.status]).toEqual([200, 200, 429]);
    expect(await c.json()).toMatchObject({ ok: false, error: 'too-many-streams' });
    expect((await relay.handler(get('bob'))).status).toBe(200); // per session
    await a.body!.cancel();
    expect((await relay.handler(get('alice'))).status).toBe(200); // a closed stream frees its place

    // Per session, whichever server asks (the store's own guard counts per server).
    const asked = [1, 2, 3].map((n) => relay.elicit(FORM, { session: 'alice', server: { id: `s${n}`, name: `Server ${n}` } }));
    await expect(asked[2]).resolves.toEqual({ action: 'decline' });
    // Another session has its own count.
    const other = relay.elicit(FORM, { session: 'bob', server: SERVER });
    await tick(10);
    let settled = false;
    void other.then(() => (settled = true));
    await tick(10);
    expect(settled).toBe(false);
  });
});

describe('the end of a call', () => {
  it('finishCall keeps an expired request (the draft is in the browser) and clears the rest of the call', async () => {
    const relay = makeRelay();
    const controller = new AbortController();
    const stopped = relay.elicit(FORM, { session: 'alice', server: SERVER, callId: 'c1', signal: controller.signal });
    const live = relay.elicit(FORM, { session: 'alice', server: SERVER, callId: 'c1', roundId: 'r2' });
    const other = relay.elicit(FORM, { session: 'alice', server: SERVER, callId: 'c2' });
    controller.abort();
    await expect(stopped).resolves.toEqual({ action: 'cancel' });
    relay.finishCall('alice', { callId: 'c1' });
    await expect(live).resolves.toEqual({ action: 'cancel' });
    const stream = readEvents(await relay.handler(get('alice')));
    const shown = requestsOf(applyEvents(await stream.until(1)));
    expect(shown.map((r) => [(r as { callId?: string }).callId, r.status])).toEqual([
      ['c1', 'expired'],
      ['c2', 'pending'],
    ]);
    // The user dismisses it once they have seen that nothing was sent.
    expect((await relay.handler(post('alice', { type: 'dismiss', id: shown[0]!.id }))).status).toBe(200);
    void stream.cancel();
    void other;
  });

  it('bounds the requests kept after they can no longer be answered (finishedPerSession): the oldest leave', async () => {
    const relay = makeRelay({ limits: { finishedPerSession: 2 } });
    const controller = new AbortController();
    const asked = [1, 2, 3, 4].map((n) => relay.elicit({ ...FORM, message: `Q${n}` }, { session: 'alice', server: SERVER, signal: controller.signal }));
    controller.abort();
    await Promise.all(asked);
    await tick(10);
    const stream = readEvents(await relay.handler(get('alice')));
    const shown = requestsOf(applyEvents(await stream.until(1)));
    expect(shown.map((r) => [(r as { params?: { message?: string } }).params?.message, r.status])).toEqual([
      ['Q3', 'expired'],
      ['Q4', 'expired'],
    ]);
    void stream.cancel();
  });
});

describe('close', () => {
  it('settles pending requests cancel and ends the streams', async () => {
    const relay = makeRelay();
    const asked = relay.elicit(FORM, { session: 'alice', server: SERVER });
    const stream = readEvents(await relay.handler(get('alice')));
    await stream.until(1);
    await relay.close();
    await expect(asked).resolves.toEqual({ action: 'cancel' });
    await stream.until(99).catch(() => undefined);
    expect(stream.done).toBe(true);
    // The last word the stream had: the request expired (not silently gone).
    expect(requestsOf(applyEvents(stream.events)).map((r) => r.status)).toEqual(['expired']);
    await expect(relay.elicit(FORM, { session: 'alice', server: SERVER })).resolves.toEqual({ action: 'cancel' });
    expect((await relay.handler(get('alice'))).status).toBe(503);
  });
});

describe('many instances (memory backplane)', () => {
  it('a request asked on A is seen and answered through B', async () => {
    const hub = createMemoryBackplaneHub();
    const a = makeRelay({ backplane: hub.backplane() });
    const b = makeRelay({ backplane: hub.backplane() });
    const asked = a.elicit(FORM, { session: 'alice', server: SERVER });
    const onB = readEvents(await b.handler(get('alice')));
    const [snapshot] = await onB.until(1);
    const { id } = requestsOf(applyEvents([snapshot!]))[0]!;
    expect((await b.handler(post('bob', { type: 'respond', id, result: { action: 'decline' } }))).status).toBe(404);
    expect((await b.handler(post('alice', { type: 'respond', id, result: { action: 'accept', content: { name: 'A' } } }))).status).toBe(422);
    const ok = await b.handler(post('alice', { type: 'respond', id, result: { action: 'accept', content: { name: 'Alice' } } }));
    expect(ok.status).toBe(200);
    await expect(asked).resolves.toEqual({ action: 'accept', content: { name: 'Alice' } });
    expect((await b.handler(post('alice', { type: 'respond', id, result: { action: 'decline' } }))).status).toBe(409);
    // B's stream hears that it left.
    await onB.until(2);
    expect(requestsOf(applyEvents(onB.events))).toEqual([]);
    void onB.cancel();
  });

  it('a stream resumed on another instance sends only what moved', async () => {
    const hub = createMemoryBackplaneHub();
    const a = makeRelay({ backplane: hub.backplane() });
    const b = makeRelay({ backplane: hub.backplane() });
    void a.elicit(FORM, { session: 'alice', server: SERVER });
    const onA = readEvents(await a.handler(get('alice')));
    const before = await onA.until(1);
    void onA.cancel();
    const onB = readEvents(await b.handler(get('alice', { lastEventId: before[0]!.id! })));
    await tick(50);
    expect(onB.events).toEqual([]); // nothing moved: nothing sent
    void b.elicit(FORM, { session: 'alice', server: SERVER }); // B's own part appears
    const [event] = await onB.until(1);
    expect(event!.event).toBe('part');
    expect(event!.id!.split(',')).toHaveLength(2);
    expect(requestsOf(applyEvents(onB.events, applyEvents(before)))).toHaveLength(2);
    void onB.cancel();
  });

  it('A dies: its requests show expired on B; A, cut off, cancels its pending calls', async () => {
    const hub = createMemoryBackplaneHub();
    const a = makeRelay({ backplane: hub.backplane() });
    const b = makeRelay({ backplane: hub.backplane() });
    const asked = a.elicit(FORM, { session: 'alice', server: SERVER });
    const onB = readEvents(await b.handler(get('alice')));
    await onB.until(1);
    hub.kill(a.instance);
    await expect(asked).resolves.toEqual({ action: 'cancel' });
    await onB.until(2);
    expect(requestsOf(applyEvents(onB.events)).map((r) => r.status)).toEqual(['expired']);
    await expect(a.elicit(FORM, { session: 'alice', server: SERVER })).resolves.toEqual({ action: 'cancel' });
    void onB.cancel();
  });

  it('A loses the backplane, then it works again: the cancelled request shows expired, new requests are asked', async () => {
    const hub = createMemoryBackplaneHub();
    const a = makeRelay({ backplane: hub.backplane() });
    const asked = a.elicit(FORM, { session: 'alice', server: SERVER });
    const onA = readEvents(await a.handler(get('alice')));
    await onA.until(1);
    hub.kill(a.instance);
    await expect(asked).resolves.toEqual({ action: 'cancel' });
    await onA.until(99, 500).catch(() => undefined);
    expect(onA.done).toBe(true); // its streams end: the browsers reconnect elsewhere or later
    expect((await a.handler(get('alice'))).status).toBe(503);
    hub.restore(a.instance);
    const again = readEvents(await a.handler(get('alice')));
    const [snapshot] = await again.until(1);
    expect(requestsOf(applyEvents([snapshot!])).map((r) => r.status)).toEqual(['expired']);
    const next = a.elicit(FORM, { session: 'alice', server: SERVER });
    const events = await again.until(2);
    const fresh = requestsOf(applyEvents(events)).find((r) => r.status === 'pending')!;
    expect((await a.handler(post('alice', { type: 'respond', id: fresh.id, result: { action: 'decline' } }))).status).toBe(200);
    await expect(next).resolves.toEqual({ action: 'decline' });
    void again.cancel();
  });
});
