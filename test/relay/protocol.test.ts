// @vitest-environment node
/**
 * The relay's real output checked against docs/relay-protocol.schema.json (the schemas
 * docs/relay-protocol.md publishes): every event of a stream that saw each request state,
 * every POST answer, every SSE id, and the action bodies the browser store sends.
 */
import { describe, expect, it } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020.js';
import schema from '../../docs/relay-protocol.schema.json';
import { createCallRunner } from '../../src/relay/calls/runner';
import { createElicitationRelay } from '../../src/relay/relay';
import { createRemoteElicitationStore } from '../../src/relay/remote-store';
import { RELAY_PROTOCOL } from '../../src/relay/wire';
import { BASE, FORM, ORIGIN, SERVER, applyEvents, bySessionHeader, get, post, readEvents, requestsOf, tick } from './relay-helpers';

const ajv = new Ajv2020({ allErrors: true, strict: false });
ajv.addSchema(schema);
const check = (name: string, value: unknown) => {
  const validate = ajv.getSchema(`${schema.$id}#/$defs/${name}`)!;
  expect(validate(value), `${name}: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(value).slice(0, 400)}`).toBe(true);
};

describe('docs/relay-protocol.schema.json', () => {
  it('names the protocol version the code speaks', () => {
    expect(schema.title).toBe(RELAY_PROTOCOL);
    expect(schema.$defs.Snapshot.properties.protocol.const).toBe(RELAY_PROTOCOL);
  });

  it('describes every event, id and answer of a relay that went through every request state', async () => {
    const relay = createElicitationRelay({ authorize: bySessionHeader, allowedOrigins: [ORIGIN], heartbeatMs: 60_000, limits: { pendingPerSession: 6 } });
    const replies: { status: number; body: unknown }[] = [];
    const send = async (body: unknown) => {
      check('Action', body);
      const response = await relay.handler(post('alice', body));
      replies.push({ status: response.status, body: await response.json() });
      return replies.at(-1)!;
    };
    const stream = readEvents(await relay.handler(get('alice')));
    await stream.until(1);
    const abort = new AbortController();
    void relay.elicit(FORM, { session: 'alice', server: SERVER, roundId: 'r', callId: 'call-1', deadline: Date.now() + 60_000 });
    void relay.elicit(FORM, { session: 'alice', server: SERVER, roundId: 'r', callId: 'call-1' });
    void relay.elicit({ mode: 'url', message: 'Open', url: 'https://example.com/x', elicitationId: 'e1' }, { session: 'alice', server: { ...SERVER, title: 'T', url: 'https://mcp.example' } });
    void relay.elicit({ mode: 'telepathy', message: '?' }, { session: 'alice', server: SERVER });
    void relay.elicit(FORM, { session: 'alice', server: SERVER, signal: abort.signal });
    void relay.elicit(FORM, { session: 'alice', server: { id: 'other', name: 'Other' } });
    await tick(20);
    const state = () => requestsOf(applyEvents(stream.events));
    const [a, b, url, , aborted] = state();
    abort.abort();
    await send({ type: 'respond', id: a!.id, result: { action: 'accept', content: { name: 'Alice' } } }); // staged
    await send({ type: 'reopen', id: a!.id });
    await send({ type: 'respond', id: a!.id, result: { action: 'accept', content: { name: 'Alice' } } });
    expect((await send({ type: 'sendRound', roundId: a!.roundId })).body).toMatchObject({ ok: true, sent: false }); // b is not staged
    await send({ type: 'respond', id: b!.id, result: { action: 'decline' } });
    await send({ type: 'sendRound', roundId: a!.roundId });
    await send({ type: 'respond', id: url!.id, result: { action: 'accept' } }); // waiting
    await send({ type: 'respond', id: url!.id, result: { action: 'accept' } }); // 409
    await send({ type: 'respond', id: aborted!.id, result: { action: 'decline' } }); // 409 expired
    await send({ type: 'dismiss', id: aborted!.id });
    await send({ type: 'respond', id: 'x'.repeat(22), result: { action: 'decline' } }); // 404
    await send({ type: 'respond', id: state().at(-1)!.id, result: { action: 'accept', content: { name: 'A' } } }); // 422
    await send({ type: 'refuse', id: state().at(-1)!.id, reason: { code: 'unsupported-mode', mode: 'form' } });
    await send({ type: 'cancelRound', roundId: url!.roundId });
    await tick(20);
    expect(new Set(replies.map((r) => r.status))).toEqual(new Set([200, 404, 409, 422]));
    for (const { status, body } of replies) check(status === 200 ? 'OkReply' : 'ErrorReply', body);
    // Changes travel as changes: on the stream after the first sight of a part, and in the replies.
    expect(stream.events.filter((e) => e.event === 'change').length).toBeGreaterThan(5);
    expect(replies.some((r) => r.status === 200 && (r.body as { change?: unknown }).change !== undefined)).toBe(true);
    for (const status of ['staged', 'waiting', 'refused', 'expired', 'pending']) {
      expect(stream.events.some((e) => (e.event === 'part' || e.event === 'change') && JSON.stringify(e.data).includes(`"status":"${status}"`)), status).toBe(true);
    }
    // Flood: a refused notice in a part.
    const flooded = createElicitationRelay({ authorize: bySessionHeader, allowedOrigins: [ORIGIN], limits: { pendingPerSession: 1 } });
    void flooded.elicit(FORM, { session: 'alice', server: SERVER });
    void flooded.elicit(FORM, { session: 'alice', server: SERVER });
    const floodedStream = readEvents(await flooded.handler(get('alice')));
    await floodedStream.until(1);
    // Resume, gone and every error status of the handler.
    const resumed = readEvents(await relay.handler(get('alice', { lastEventId: `${stream.events[0]!.id}` })));
    await tick(30);
    void relay.finishCall('alice', { callId: 'call-1' });
    for (const request of state()) await relay.handler(post('alice', { type: 'dismiss', id: request.id }));
    await tick(30);
    expect(resumed.events.map((e) => e.event)).toContain('gone');
    const errors = [
      await relay.handler(get(null)),
      await relay.handler(get('alice', { origin: 'https://evil.example' })),
      await relay.handler(post('alice', {}, { contentType: 'text/plain' })),
      await relay.handler(post('alice', {}, { raw: 'x'.repeat(70_000) })),
      await relay.handler(post('alice', { type: 'nope' })),
    ];
    expect(errors.map((r) => r.status)).toEqual([401, 403, 415, 413, 400]);
    for (const response of errors) check('ErrorReply', await response.json());

    // A heartbeat, from a relay that sends them often.
    const beating = createElicitationRelay({ authorize: bySessionHeader, allowedOrigins: [ORIGIN], heartbeatMs: 10 });
    const beats = readEvents(await beating.handler(get('alice')));
    await beats.until(2);
    const all = [...stream.events, ...resumed.events, ...floodedStream.events, ...beats.events];
    expect(all.some((event) => event.event === 'heartbeat')).toBe(true);
    for (const event of all) {
      if (event.event === 'heartbeat') {
        expect(event.id).toBeUndefined(); // it never moves Last-Event-ID
        check('Heartbeat', event.data);
        continue;
      }
      check('EventId', event.id);
      check(({ snapshot: 'Snapshot', part: 'Part', change: 'Change', gone: 'Gone' } as Record<string, string>)[event.event]!, event.data);
    }
    expect(floodedStream.events[0]!.data).toMatchObject({ parts: [{ refused: [{ count: 1 }] }] });
    for (const s of [stream, resumed, floodedStream, beats]) void s.cancel();
    await relay.close();
    await flooded.close();
    await beating.close();
  });

  it('describes the calls of a relay with a call runner, in every state, and the answers to stopCall', async () => {
    const relay = createElicitationRelay({ authorize: bySessionHeader, allowedOrigins: [ORIGIN], heartbeatMs: 60_000 });
    const runner = createCallRunner({ relay, graceMs: 60_000, limits: { resultChars: 100 } });
    const stream = readEvents(await relay.handler(get('alice')));
    await stream.until(1);
    const never = () => new Promise<never>(() => undefined);
    runner.start('alice', { name: 'done', arguments: { city: 'Paris' }, run: async () => ({ content: [{ type: 'text', text: 'ok' }] }) });
    runner.start('alice', { name: 'big', run: async () => 'x'.repeat(200) });
    runner.start('alice', { name: 'broken', run: async () => Promise.reject(new Error('no such tool')) });
    const stopped = runner.start('alice', { name: 'stopped', run: never });
    runner.start('alice', { name: 'running', run: ({ elicit }) => elicit(FORM, { server: SERVER }) });
    await tick(20);
    const stop = await relay.handler(post('alice', { type: 'stopCall', id: stopped.id }));
    const again = await relay.handler(post('alice', { type: 'stopCall', id: stopped.id }));
    const unknown = await relay.handler(post('alice', { type: 'stopCall', id: 'x'.repeat(22) }));
    expect([stop.status, again.status, unknown.status]).toEqual([200, 409, 404]);
    check('OkReply', await stop.json());
    for (const response of [again, unknown]) check('ErrorReply', await response.json());
    await tick(20);
    const calls = [...applyEvents(stream.events).values()].flatMap((part) => (part as unknown as { calls?: { status: string; resultOmitted?: true }[] }).calls ?? []);
    expect(calls.map((call) => call.status).sort()).toEqual(['cancelled', 'completed', 'completed', 'failed', 'running']);
    expect(calls.some((call) => call.resultOmitted)).toBe(true);
    for (const event of stream.events) {
      check('EventId', event.id);
      check(({ snapshot: 'Snapshot', part: 'Part', change: 'Change', gone: 'Gone' } as Record<string, string>)[event.event]!, event.data);
    }
    void stream.cancel();
    runner.close();
    await relay.close();
  });

  it('describes the action bodies the browser store sends', async () => {
    const bodies: unknown[] = [];
    const store = createRemoteElicitationStore({
      url: BASE,
      storage: null,
      eventSource: class {
        readyState = 0;
        addEventListener() {}
        close() {}
      } as unknown as typeof EventSource,
      fetch: (async (_url: string, init: RequestInit) => {
        bodies.push(JSON.parse(String(init.body)));
        return new Response(JSON.stringify({ ok: true, sent: true }), { status: 200 });
      }) as typeof fetch,
    });
    await store.respond('i', { action: 'accept', content: { a: 'x', b: 1, c: true, d: ['y'] } });
    await store.refuse('i', { code: 'unsupported-mode', mode: 'url' });
    await store.reopen('i');
    await store.dismiss('i');
    await store.sendRound('r');
    await store.cancelRound('r');
    await store.dismissRefused('s');
    await store.calls.stop('c'.repeat(22));
    expect(bodies).toHaveLength(8);
    for (const body of bodies) check('Action', body);
    store.close();
  });
});
