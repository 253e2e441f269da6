// @vitest-environment node
/**
 * createRemoteElicitationStore against a real relay (its handler, in process): an
 * EventSource stand-in that reads the relay's real stream (the Chromium test uses the
 * browser's own), fetch routed to the same handler.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createElicitationRelay, type ElicitationRelay } from '../../src/relay/relay';
import { createRemoteElicitationStore, type DraftStorage, type RemoteElicitationStore } from '../../src/relay/remote-store';
import type { ElicitationRequest } from '../../src/store/types';
import { BASE, FORM, ORIGIN, SERVER, bySessionHeader, tick } from './relay-helpers';
import { fakeEventSource, memoryStorage, type FakeSource } from './remote-tab';

const relays: ElicitationRelay[] = [];
const stores: RemoteElicitationStore[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) store.close();
  await Promise.all(relays.splice(0).map((relay) => relay.close()));
});

function setup(session = 'alice') {
  const relay = createElicitationRelay({ authorize: bySessionHeader, allowedOrigins: [ORIGIN], heartbeatMs: 60_000 });
  relays.push(relay);
  const sources: FakeSource[] = [];
  let delay = 0;
  let offline = false;
  let canned: Response | undefined;
  let replyDelay = 0;
  let lose = 0;
  let streamLag = 0;
  /** The stream's events reach the page `streamLag` ms late (a buffering proxy), in order. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a mixin constructor takes any[] (TS2545)
  const lagging = <T extends new (...args: any[]) => EventTarget>(Source: T) =>
    class extends Source {
      override dispatchEvent(event: Event): boolean {
        if (streamLag === 0 || !(event instanceof MessageEvent)) return super.dispatchEvent(event);
        setTimeout(() => super.dispatchEvent(event), streamLag);
        return true;
      }
    };
  const fetchFor = (input: RequestInfo | URL, init?: RequestInit) => {
    if (offline) return Promise.reject(new TypeError('Failed to fetch'));
    if (canned) return Promise.resolve(canned.clone());
    const request = new Request(new URL(String(input), BASE), { ...init, headers: { ...(init?.headers as Record<string, string>), origin: ORIGIN, 'x-session': session } });
    return tick(delay)
      .then(() => relay.handler(request))
      .then(async (response) => {
        await tick(replyDelay);
        // The relay applied it; the response never arrives.
        if (init?.method === 'POST' && lose > 0 && (lose -= 1) >= 0) throw new TypeError('network error');
        return response;
      });
  };
  const tab = (storage: DraftStorage | null = null) => {
    const store = createRemoteElicitationStore({
      url: '/api/elicitation',
      fetch: fetchFor as typeof fetch,
      eventSource: lagging(fakeEventSource((r) => relay.handler(r), session, sources)) as unknown as typeof EventSource,
      storage,
      backoff: { initialMs: 20, maxMs: 40 },
      retry: { attempts: 2, initialMs: 5 },
    });
    stores.push(store);
    // As a view does: the store connects on its first subscriber.
    store.subscribe(() => {});
    return store;
  };
  return {
    relay,
    sources,
    tab,
    setDelay: (ms: number) => (delay = ms),
    setOffline: (value: boolean) => (offline = value),
    setCanned: (response: Response | undefined) => (canned = response),
    /** The relay has applied the POST; its reply reaches the page this much later. */
    setReplyDelay: (ms: number) => (replyDelay = ms),
    setStreamLag: (ms: number) => (streamLag = ms),
    /** The next `count` POST responses are lost after the relay applied them. */
    loseReplies: (count: number) => (lose = count),
  };
}

async function until<T>(read: () => T | undefined, timeoutMs = 2000): Promise<T> {
  const stop = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > stop) throw new Error('timed out');
    await tick(5);
  }
}

const requests = (store: RemoteElicitationStore): ElicitationRequest[] => store.getSnapshot().rounds.flatMap((round) => round.requests);
const first = (store: RemoteElicitationStore) => until(() => requests(store)[0]);

describe('createRemoteElicitationStore', () => {
  it('connects on its first subscriber, not when created: in Node (server rendering, no EventSource) it opens nothing and throws nothing', () => {
    expect(globalThis.EventSource).toBeUndefined();
    const fetched: unknown[] = [];
    const fetchSpy = (async (...args: unknown[]) => (fetched.push(args), new Response(null, { status: 500 }))) as typeof fetch;
    // Before: "EventSourceImpl is not a constructor", thrown by the factory.
    const rendered = createRemoteElicitationStore({ url: '/api/elicitation', storage: null, fetch: fetchSpy });
    expect(rendered.getSnapshot()).toMatchObject({ rounds: [], connection: 'connecting' });
    expect(fetched).toEqual([]);
    rendered.close();

    let opened = 0;
    const Counting = class {
      readyState = 0;
      constructor() {
        opened += 1;
      }
      addEventListener() {}
      close() {}
    };
    const store = createRemoteElicitationStore({ url: '/api/elicitation', storage: null, fetch: fetchSpy, eventSource: Counting as unknown as typeof EventSource });
    expect(opened).toBe(0);
    const off = store.calls.subscribe(() => {});
    expect(opened).toBe(1);
    store.subscribe(() => {});
    expect(opened).toBe(1);
    off();
    store.close();
  });

  it('is the consumer side only: no elicit, no finishCall (requests are created and calls end on the server)', () => {
    const { tab } = setup();
    const store = tab();
    expect('elicit' in store).toBe(false);
    expect('finishCall' in store).toBe(false);
  });

  it('shows the server’s requests, connecting then online', async () => {
    const { relay, tab } = setup();
    const store = tab();
    expect(store.getSnapshot().connection).toBe('connecting');
    void relay.elicit(FORM, { session: 'alice', server: SERVER, deadline: Date.now() + 60_000 });
    const request = await first(store);
    expect(store.getSnapshot().connection).toBe('online');
    expect(request).toMatchObject({ mode: 'form', status: 'pending', server: SERVER });
    expect(request.deadline).toBeGreaterThan(Date.now());
  });

  it('an action is sending while in flight and resolves once the snapshot shows it; the other tab loses the request at once', async () => {
    const { relay, tab, setDelay } = setup();
    const [one, two] = [tab(), tab()];
    const asked = relay.elicit(FORM, { session: 'alice', server: SERVER });
    const { id } = await first(one);
    await first(two);
    setDelay(50);
    const done = one.respond(id, { action: 'accept', content: { name: 'Alice' } });
    expect(requests(one)[0]).toMatchObject({ id, sending: true });
    await done;
    expect(requests(one)).toEqual([]);
    await expect(asked).resolves.toEqual({ action: 'accept', content: { name: 'Alice' } });
    await until(() => requests(two).length === 0);
  });

  it('an action resolves with the owner’s new state even when the stream has not said so yet', async () => {
    const { relay, tab, sources } = setup();
    const store = tab();
    void relay.elicit(FORM, { session: 'alice', server: SERVER });
    const { id } = await first(store);
    sources[0]!.close(); // the stream hears nothing more
    await store.respond(id, { action: 'decline' });
    expect(requests(store)).toEqual([]);
  });

  it('a reply read after the stream said gone does not bring finished requests back', async () => {
    const { relay, tab, setReplyDelay } = setup();
    const store = tab();
    const a = relay.elicit(FORM, { session: 'alice', server: SERVER });
    const b = relay.elicit({ ...FORM, message: 'B' }, { session: 'alice', server: SERVER });
    await until(() => requests(store).length === 2 || undefined);
    const [first, second] = requests(store);
    setReplyDelay(150);
    // The relay applies the answer at once (its part now holds B only), the reply lingers…
    const answering = store.respond(first!.id, { action: 'decline' });
    await a;
    setReplyDelay(0);
    // …while B is answered elsewhere: the part empties and the stream says gone.
    await relay.handler(new Request(BASE, { method: 'POST', headers: { origin: ORIGIN, 'x-session': 'alice', 'content-type': 'application/json' }, body: JSON.stringify({ type: 'respond', id: second!.id, result: { action: 'cancel' } }) }));
    await b;
    await until(() => requests(store).length === 0);
    await answering; // the late reply holds the part with B still pending
    expect(requests(store)).toEqual([]);
  });

  it('keeps the params object of a request that did not change when its part is replaced (a form keyed on its schema keeps its values)', async () => {
    const { relay, tab } = setup();
    const store = tab();
    void relay.elicit(FORM, { session: 'alice', server: SERVER, roundId: 'r' });
    void relay.elicit({ ...FORM, message: 'Second' }, { session: 'alice', server: SERVER, roundId: 'r' });
    await until(() => requests(store).length === 2);
    const [one, two] = requests(store);
    await store.respond(one!.id, { action: 'decline' }); // staged: the part is replaced
    expect(requests(store)[0]).toMatchObject({ id: one!.id, status: 'staged' });
    expect(requests(store)[1]!.params).toBe(two!.params);
  });

  it('a refused answer sets actionError and leaves the request answerable', async () => {
    const { relay, tab, setOffline } = setup();
    const store = tab();
    const asked = relay.elicit(FORM, { session: 'alice', server: SERVER });
    const { id } = await first(store);
    await store.respond(id, { action: 'accept', content: { name: 'A' } });
    expect(requests(store)[0]).toMatchObject({ id, status: 'pending', actionError: { code: 'invalid-content' } });
    expect(requests(store)[0]!.sending).toBeUndefined();
    setOffline(true);
    await store.respond(id, { action: 'decline' });
    expect(requests(store)[0]).toMatchObject({ status: 'pending', actionError: { code: 'unreachable' } });
    setOffline(false);
    await store.respond(id, { action: 'accept', content: { name: 'Alice' } });
    await expect(asked).resolves.toEqual({ action: 'accept', content: { name: 'Alice' } });
    expect(requests(store)).toEqual([]);
  });

  it('two tabs answering at once: one answer wins, the server’s call settles once, both tabs lose the request', async () => {
    const { relay, tab, setDelay } = setup();
    const [one, two] = [tab(), tab()];
    const asked = relay.elicit(FORM, { session: 'alice', server: SERVER });
    const { id } = await first(one);
    await first(two);
    setDelay(30);
    // Both send before either hears back: one wins, the other is told it lost.
    await Promise.all([one.respond(id, { action: 'decline' }), two.respond(id, { action: 'cancel' })]);
    await until(() => requests(one).length === 0 && requests(two).length === 0);
    expect(['decline', 'cancel']).toContain((await asked).action);
  });

  it('answered in another tab: a tab holding typing keeps the form, expired elsewhere, with its draft until dismissed; an untouched tab and the answering tab drop it', async () => {
    const { relay, tab, setReplyDelay } = setup();
    const [typed, untouched, answering] = [tab(), tab(), tab()];
    const asked = relay.elicit(FORM, { session: 'alice', server: SERVER });
    const { id } = await first(typed);
    await Promise.all([first(untouched), first(answering)]);
    typed.setDraft(id, { name: 'Typed here' });
    // Typing in the answering tab too, and its reply late: the stream says the request left first.
    answering.setDraft(id, { name: 'Sent there' });
    setReplyDelay(50);
    await answering.respond(id, { action: 'accept', content: { name: 'Sent there' } });
    await expect(asked).resolves.toEqual({ action: 'accept', content: { name: 'Sent there' } });
    await until(() => requests(untouched).length === 0);
    expect(requests(answering)).toEqual([]);
    expect(requests(typed)).toMatchObject([{ id, status: 'expired', reason: { code: 'elsewhere' } }]);
    expect(typed.getDraft(id)).toEqual({ name: 'Typed here' });
    // Dismissed where it lives: gone, its draft forgotten, nothing asked of the relay.
    await typed.dismiss(id);
    expect(requests(typed)).toEqual([]);
    expect(typed.getDraft(id)).toBeUndefined();
  });

  it('its own answer is never "ended in another tab", even when the reply outruns the stream (the reply cannot be shown ahead)', async () => {
    const { relay, tab, setStreamLag } = setup();
    const store = tab();
    const asked = relay.elicit(FORM, { session: 'alice', server: SERVER });
    const { id } = await first(store);
    store.setDraft(id, { name: 'Alice' });
    setStreamLag(60);
    // The part moves on (a second request) before the answer: the reply starts from a version the page has not seen yet.
    void relay.elicit({ ...FORM, message: 'Second' }, { session: 'alice', server: SERVER });
    await tick(5);
    await store.respond(id, { action: 'accept', content: { name: 'Alice' } });
    await expect(asked).resolves.toEqual({ action: 'accept', content: { name: 'Alice' } });
    await until(() => requests(store).some((r) => r.mode === 'form' && r.params.message === 'Second'));
    await tick(120);
    expect(requests(store).map((r) => r.id)).not.toContain(id);
  });

  it('a lost response is asked again with the same actionId: the answer shows taken, not "not sent" or "answered elsewhere", and applies once', async () => {
    const { relay, tab, loseReplies } = setup();
    const store = tab();
    // A round of two: the answer is staged and stays in view, where a wrong error would show.
    const asked = relay.elicit(FORM, { session: 'alice', server: SERVER, roundId: 'r' });
    void relay.elicit(FORM, { session: 'alice', server: SERVER, roundId: 'r' });
    await until(() => requests(store).length === 2 || undefined);
    const { id, roundId } = requests(store)[0]!;
    loseReplies(1);
    await store.respond(id, { action: 'accept', content: { name: 'Alice' } });
    // Before: "unreachable", and the person's second try got 409 as if another tab had won.
    expect(requests(store).find((r) => r.id === id)).toMatchObject({ status: 'staged' });
    expect(requests(store).find((r) => r.id === id)!.actionError).toBeUndefined();
    await store.respond(requests(store)[1]!.id, { action: 'decline' });
    expect(await store.sendRound(roundId)).toBe(true);
    await expect(asked).resolves.toEqual({ action: 'accept', content: { name: 'Alice' } });
  });

  it('tells each problem apart: invalid content with its fields, a request that ended', async () => {
    const { relay, tab } = setup();
    const one = tab();
    void relay.elicit(FORM, { session: 'alice', server: SERVER });
    const { id } = await first(one);
    await one.respond(id, { action: 'accept', content: { extra: 'x' } });
    expect(requests(one)[0]!.actionError).toMatchObject({ code: 'invalid-content', fields: [{ field: 'extra', problem: 'unexpected' }] });
    await one.respond(id, { action: 'decline' });
    const controller = new AbortController();
    void relay.elicit(FORM, { session: 'alice', server: SERVER, signal: controller.signal });
    const next = await until(() => requests(one).find((r) => r.status === 'pending'));
    controller.abort();
    await until(() => requests(one).find((r) => r.id === next.id && r.status === 'expired'));
    await one.respond(next.id, { action: 'decline' });
    expect(requests(one).find((r) => r.id === next.id)!.actionError).toMatchObject({ code: 'gone' });
  });

  it('maps each refusal to its actionError code, and clears it once an action succeeds', async () => {
    const { relay, tab, setCanned } = setup();
    const store = tab();
    void relay.elicit(FORM, { session: 'alice', server: SERVER });
    const { id } = await first(store);
    for (const [status, code] of [[409, 'conflict'], [403, 'refused'], [404, 'refused'], [422, 'invalid-content'], [503, 'unreachable'], [500, 'failed']] as const) {
      setCanned(new Response(JSON.stringify({ ok: false, error: 'x' }), { status, headers: { 'content-type': 'application/json' } }));
      await store.respond(id, { action: 'decline' });
      expect(requests(store)[0], String(status)).toMatchObject({ status: 'pending', actionError: { code } });
    }
    setCanned(undefined);
    await store.respond(id, { action: 'decline' });
    expect(requests(store)).toEqual([]);
  });

  it('rounds: staged answers, reopen, sendRound; the server’s promise settles once', async () => {
    const { relay, tab } = setup();
    const store = tab();
    const a = relay.elicit(FORM, { session: 'alice', server: SERVER, roundId: 'r' });
    const b = relay.elicit(FORM, { session: 'alice', server: SERVER, roundId: 'r' });
    await until(() => requests(store).length === 2 || undefined);
    const [x, y] = requests(store);
    await store.respond(x!.id, { action: 'accept', content: { name: 'Xa' } });
    expect(requests(store)[0]).toMatchObject({ status: 'staged' });
    expect(await store.sendRound(x!.roundId)).toBe(false);
    // Not ready is an answer, not an error: no actionError on the round's requests.
    expect(requests(store).map((r) => r.actionError)).toEqual([undefined, undefined]);
    await store.reopen(x!.id);
    expect(requests(store)[0]).toMatchObject({ status: 'pending' });
    await store.respond(x!.id, { action: 'accept', content: { name: 'Xb' } });
    await store.respond(y!.id, { action: 'decline' });
    expect(await store.sendRound(x!.roundId)).toBe(true);
    await expect(Promise.all([a, b])).resolves.toEqual([{ action: 'accept', content: { name: 'Xb' } }, { action: 'decline' }]);
  });

  it('keeps drafts across a reload, except fields the form masks as sensitive', async () => {
    const { relay, tab } = setup();
    const storage = memoryStorage();
    const store = tab(storage);
    const schema = { type: 'object', properties: { name: { type: 'string' }, password: { type: 'string', format: 'password' }, apiKey: { type: 'string' } } };
    void relay.elicit({ mode: 'form', message: 'Sign in', requestedSchema: schema }, { session: 'alice', server: SERVER });
    const { id } = await first(store);
    store.setDraft(id, { name: 'Alice', password: 'hunter2', apiKey: 'sk-123' });
    expect(store.getDraft(id)).toEqual({ name: 'Alice', password: 'hunter2', apiKey: 'sk-123' }); // in memory, as typed
    expect([...storage.map.values()].join()).not.toMatch(/hunter2|sk-123/);
    store.close();
    // The reload: a new store on the same storage.
    const reloaded = tab(storage);
    await first(reloaded);
    expect(reloaded.getDraft(id)).toEqual({ name: 'Alice' });
    // Answered: the draft leaves storage.
    await reloaded.respond(id, { action: 'decline' });
    expect(storage.map.size).toBe(0);
  });

  it('a dropped stream comes back with what changed meanwhile, offline in between', async () => {
    const { relay, tab, sources } = setup();
    const store = tab();
    const states: string[] = [];
    store.subscribe(() => states.push(store.getSnapshot().connection!));
    const firstCall = relay.elicit(FORM, { session: 'alice', server: SERVER });
    const { id } = await first(store);
    sources[0]!.drop();
    await until(() => store.getSnapshot().connection === 'offline');
    void relay.elicit({ ...FORM, message: 'Second' }, { session: 'alice', server: SERVER });
    await relay.handler(new Request(BASE, { method: 'POST', headers: { origin: ORIGIN, 'x-session': 'alice', 'content-type': 'application/json' }, body: JSON.stringify({ type: 'respond', id, result: { action: 'decline' } }) }));
    await firstCall;
    await until(() => store.getSnapshot().connection === 'online' && requests(store).length === 1 && requests(store)[0]!.id !== id);
    expect(requests(store).map((r) => r.mode === 'form' && r.params.message)).toEqual(['Second']);
    expect(states).toContain('offline');
  });

  it('reconnects with backoff when the relay refuses the stream', async () => {
    const { relay, tab, sources } = setup();
    let refuse = 2;
    const original = relay.handler;
    relay.handler = async (request) => (request.method === 'GET' && refuse-- > 0 ? new Response('busy', { status: 503 }) : original(request));
    const store = tab();
    await until(() => store.getSnapshot().connection === 'offline');
    void relay.elicit(FORM, { session: 'alice', server: SERVER });
    await first(store);
    expect(store.getSnapshot().connection).toBe('online');
    // The first EventSource, then the store's own GET asking why (it took the second
    // refusal, a 503: back off and retry), then the one that got through.
    expect(sources.length).toBe(2);
  });

  it('a 401 after a server restart is terminal and visible (unauthorized, no retries), until reconnect() after signing in', async () => {
    let signedIn = true;
    const relay = createElicitationRelay({ authorize: (request) => (signedIn ? bySessionHeader(request) : null), allowedOrigins: [ORIGIN], heartbeatMs: 60_000 });
    relays.push(relay);
    const sources: FakeSource[] = [];
    const fetchFor = (input: RequestInfo | URL, init?: RequestInit) =>
      relay.handler(new Request(new URL(String(input), BASE), { ...init, headers: { ...(init?.headers as Record<string, string>), origin: ORIGIN, 'x-session': 'alice' } }));
    const store = createRemoteElicitationStore({
      url: '/api/elicitation',
      fetch: fetchFor as typeof fetch,
      eventSource: fakeEventSource((r) => relay.handler(r), 'alice', sources) as unknown as typeof EventSource,
      storage: null,
      backoff: { initialMs: 10, maxMs: 20 },
    });
    stores.push(store);
    store.subscribe(() => {});
    void relay.elicit(FORM, { session: 'alice', server: SERVER });
    await first(store);
    // The server restarted and no longer knows this browser's session: every GET is 401.
    signedIn = false;
    sources[0]!.drop();
    await until(() => store.getSnapshot().connection === 'unauthorized');
    const tried = sources.length;
    await tick(200); // ten backoff periods: nothing is tried again
    expect(sources.length).toBe(tried);
    expect(store.getSnapshot().connection).toBe('unauthorized');
    // Signed in again: the host reconnects, and the requests come back.
    signedIn = true;
    store.reconnect();
    await until(() => store.getSnapshot().connection === 'online' && requests(store).length === 1);
  });

  it('a POST answered 401 makes the store unauthorized too', async () => {
    const { relay, tab, setCanned } = setup();
    const store = tab();
    void relay.elicit(FORM, { session: 'alice', server: SERVER });
    const { id } = await first(store);
    setCanned(new Response(JSON.stringify({ ok: false, error: 'unauthorized' }), { status: 401, headers: { 'content-type': 'application/json' } }));
    await store.respond(id, { action: 'decline' });
    expect(store.getSnapshot().connection).toBe('unauthorized');
    expect(requests(store)[0]).toMatchObject({ id, actionError: { code: 'refused' } });
  });

  it('a half-open stream (open, but no heartbeat for 3 × its interval) is replaced, resuming from the last event', async () => {
    const relay = createElicitationRelay({ authorize: bySessionHeader, allowedOrigins: [ORIGIN], heartbeatMs: 30 });
    relays.push(relay);
    const sources: FakeSource[] = [];
    let streams = 0;
    // The first stream goes silent after its snapshot without closing, as a dead proxy leaves it.
    const stalling = async (request: Request) => {
      const response = await relay.handler(request);
      if ((streams += 1) > 1 || response.status !== 200) return response;
      let passed = '';
      const silent = new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          if (passed.includes('event: snapshot') && passed.endsWith('\n\n')) return;
          passed += new TextDecoder().decode(chunk);
          controller.enqueue(chunk);
        },
      });
      return new Response(response.body!.pipeThrough(silent), response);
    };
    const store = createRemoteElicitationStore({
      url: '/api/elicitation',
      fetch: ((input: RequestInfo | URL, init?: RequestInit) => relay.handler(new Request(new URL(String(input), BASE), init))) as typeof fetch,
      eventSource: fakeEventSource(stalling, 'alice', sources) as unknown as typeof EventSource,
      storage: null,
    });
    stores.push(store);
    store.subscribe(() => {});
    await until(() => store.getSnapshot().connection === 'online');
    await tick(20);
    void relay.elicit(FORM, { session: 'alice', server: SERVER });
    // Only a new stream can bring it: the first hears nothing more.
    await first(store);
    expect(sources.length).toBe(2);
    expect(store.getSnapshot().connection).toBe('online');
    // A live stream's heartbeats keep it: nothing is replaced while they arrive.
    await tick(300);
    expect(sources.length).toBe(2);
  });
});
