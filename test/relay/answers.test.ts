// @vitest-environment node
/**
 * What an answer may carry and what the browser is told about it: keys outside the form are
 * refused before the MCP call, a refusal names each field, errors are problem details, and
 * every action has exactly one truthful outcome (an idempotency id; a forwarding timeout
 * says "unknown" and the same id then gets the first outcome).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createElicitationRelay, type ElicitationRelay, type ElicitationRelayOptions } from '../../src/relay/relay';
import { createMemoryBackplaneHub } from '../../src/relay/memory-backplane';
import type { SchemaValidator } from '../../src/schema/validator';
import { getDefaultValidator } from '../../src/schema/validators';
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

async function idOf(relay: ElicitationRelay, session = 'alice') {
  const stream = readEvents(await relay.handler(get(session)));
  const events = await stream.until(1);
  void stream.cancel();
  return requestsOf(applyEvents(events))[0]!.id;
}

const TWO_FIELDS = {
  mode: 'form',
  message: 'Who are you?',
  requestedSchema: { type: 'object', properties: { name: { type: 'string', minLength: 2 }, email: { type: 'string', format: 'email' }, age: { type: 'integer' } }, required: ['name', 'email'] },
};

describe('content the form would not have sent', () => {
  it.each([
    ['an extra string', { name: 'ab', extra: 'x' }, ['extra']],
    ['an extra array', { name: 'ab', tags: ['a', 'b'] }, ['tags']],
    ['an extra number and boolean', { name: 'ab', 7: 1, admin: true }, ['7', 'admin']],
  ])('%s is refused (422, each key named) and never reaches the MCP call', async (_, content, keys) => {
    const relay = makeRelay();
    let settled: unknown;
    void relay.elicit(FORM, { session: 'alice', server: SERVER }).then((r) => (settled = r));
    const id = await idOf(relay);
    const response = await relay.handler(post('alice', { type: 'respond', id, result: { action: 'accept', content } }));
    expect(response.status).toBe(422);
    const problem = await response.json();
    expect(problem).toMatchObject({ error: 'invalid-content', fields: keys.map((field) => ({ field, problem: 'unexpected' })) });
    await tick(10);
    expect(settled).toBeUndefined();
  });
});

describe('a refusal names each field', () => {
  it('one line and one entry per missing field, in the form’s order, as RFC 9457 problem details', async () => {
    const relay = makeRelay();
    void relay.elicit(TWO_FIELDS, { session: 'alice', server: SERVER });
    const id = await idOf(relay);
    const response = await relay.handler(post('alice', { type: 'respond', id, result: { action: 'accept', content: { age: 3 } } }));
    expect(response.status).toBe(422);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    const problem = await response.json();
    expect(problem).toMatchObject({
      type: expect.stringMatching(/relay-protocol\.md#problem-invalid-content$/),
      title: expect.any(String),
      status: 422,
      error: 'invalid-content',
      fields: [
        { field: 'name', problem: 'required' },
        { field: 'email', problem: 'required' },
      ],
    });
    expect(problem.detail).toBe('name: required\nemail: required');
    const twice = await relay.handler(post('alice', { type: 'respond', id, result: { action: 'accept', content: { name: 'a', email: 'nope' } } }));
    expect((await twice.json()).detail).toBe('name: minLength\nemail: format');
  });

  it('every problem type has its section in docs/relay-protocol.md', async () => {
    const doc = readFileSync(new URL('../../docs/relay-protocol.md', import.meta.url), 'utf8');
    const { PROBLEM_TITLES } = await import('../../src/relay/http');
    for (const code of Object.keys(PROBLEM_TITLES)) expect(doc, code).toContain(`<a id="problem-${code}"></a>`);
  });
});

describe('exactly one truthful outcome', () => {
  it('the same actionId again gets the first outcome (200), another action gets 409 already-answered', async () => {
    const relay = makeRelay();
    const asked = relay.elicit(FORM, { session: 'alice', server: SERVER });
    const id = await idOf(relay);
    const answer = (actionId: string, name: string) => relay.handler(post('alice', { type: 'respond', id, actionId, result: { action: 'accept', content: { name } } }));
    expect((await answer('first-try-0001', 'Alice')).status).toBe(200);
    // Its response was lost: the page asks again with the same id.
    const retried = await answer('first-try-0001', 'Alice');
    expect(retried.status).toBe(200);
    expect(await retried.json()).toMatchObject({ ok: true });
    // Another tab (its own id) lost the race: told so, not "sent".
    const other = await answer('other-tab-0002', 'Mallory');
    expect(other.status).toBe(409);
    expect(await other.json()).toMatchObject({ error: 'already-answered' });
    await expect(asked).resolves.toEqual({ action: 'accept', content: { name: 'Alice' } });
  });

  it('two posts of one actionId at once apply once and both get 200', async () => {
    const relay = makeRelay();
    let calls = 0;
    const asked = relay.elicit(FORM, { session: 'alice', server: SERVER }).then((r) => (calls += 1, r));
    const id = await idOf(relay);
    const body = { type: 'respond', id, actionId: 'same-id-00000001', result: { action: 'decline' } };
    const [a, b] = await Promise.all([relay.handler(post('alice', body)), relay.handler(post('alice', body))]);
    expect([a.status, b.status]).toEqual([200, 200]);
    await asked;
    expect(calls).toBe(1);
  });

  it('an actionId is the session’s own: another session reusing it learns nothing', async () => {
    const relay = makeRelay();
    void relay.elicit(FORM, { session: 'alice', server: SERVER });
    void relay.elicit(FORM, { session: 'bob', server: SERVER });
    const [aliceId, bobId] = [await idOf(relay, 'alice'), await idOf(relay, 'bob')];
    expect((await relay.handler(post('alice', { type: 'respond', id: aliceId, actionId: 'shared-id-000001', result: { action: 'decline' } }))).status).toBe(200);
    expect((await relay.handler(post('bob', { type: 'respond', id: aliceId, actionId: 'shared-id-000001', result: { action: 'decline' } }))).status).toBe(404);
    expect((await relay.handler(post('bob', { type: 'respond', id: bobId, actionId: 'shared-id-000001', result: { action: 'decline' } }))).status).toBe(200);
  });

  it('a forward that times out is "outcome unknown", never a plain failure; asked again, the truth (applied once)', async () => {
    const hub = createMemoryBackplaneHub();
    // The owner's check of the answer is slow: the forwarding instance gives up first.
    const slow: SchemaValidator = { validate: async (schema, value, options) => (await tick(150), getDefaultValidator().validate(schema, value, options)) };
    const owner = makeRelay({ backplane: hub.backplane(), validator: slow });
    const front = makeRelay({ backplane: hub.backplane(), limits: { forwardTimeoutMs: 30 } });
    let settled: unknown;
    void owner.elicit(FORM, { session: 'alice', server: SERVER }).then((r) => (settled = r));
    const id = await idOf(front);
    const body = { type: 'respond', id, actionId: 'slow-answer-0001', result: { action: 'accept', content: { name: 'Alice' } } };
    const first = await front.handler(post('alice', body));
    // Before: 503 "unavailable", and then the owner applied it anyway.
    expect(first.status).toBe(503);
    expect(first.headers.get('retry-after')).toBe('1');
    expect(await first.json()).toMatchObject({ error: 'outcome-unknown' });
    await tick(200);
    expect(settled).toEqual({ action: 'accept', content: { name: 'Alice' } });
    const again = await front.handler(post('alice', body));
    expect(again.status).toBe(200);
    expect(settled).toEqual({ action: 'accept', content: { name: 'Alice' } });
  });
});
