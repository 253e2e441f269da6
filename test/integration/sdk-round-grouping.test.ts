/**
 * Rounds are grouped by what the protocol says, verified against the real SDK: with
 * `@modelcontextprotocol/client` 2.4.0 auto-fulfilling `input_required`, every request of
 * one round receives the same per-round abort signal, and two calls that ask at the same
 * moment are two rounds. No UI here: the store is read directly.
 *
 * Over HTTP two calls' answers arrive in different macrotasks, so grouping by arrival time
 * (a 0 ms timer, "same tick") would pass a plain test. The first test therefore holds the
 * calls' HTTP responses and hands them to the SDK together, in one macrotask.
 */
import { Client, StreamableHTTPClientTransport, type FetchLike } from '@modelcontextprotocol/client';
import { afterEach, describe, expect, it } from 'vitest';
import { createElicitationHandler, createElicitationStore, type ElicitationStore } from '../../src/index';
import { newSession, startDemoServerForFile } from '../demo/harness';

const demo = startDemoServerForFile();
let clients: Client[] = [];
afterEach(async () => {
  await Promise.all(clients.map((client) => client.close()));
  clients = [];
});

/**
 * A fetch for the client that holds the responses to the first `count` `tools/call` POSTs,
 * read to their end, and releases them all in one macrotask. `sameTask()` is true until the
 * next macrotask after that release (a `setImmediate` queued by it).
 */
function callGate(count: number) {
  const held: (() => void)[] = [];
  let releasing = false;
  const gate: FetchLike = async (url, init) => {
    const response = await fetch(url, init);
    const calls = typeof init?.body === 'string' && init.body.includes('"tools/call"');
    if (!calls || held.length >= count) return response;
    const text = await response.text();
    return new Promise<Response>((resolve) => {
      held.push(() => resolve(new Response(text, { status: response.status, headers: response.headers })));
      if (held.length < count) return;
      releasing = true;
      setImmediate(() => (releasing = false));
      for (const release of held) release();
    });
  };
  return { fetch: gate, sameTask: () => releasing };
}

async function connect(store: ElicitationStore, id: string, name: string, era: 'auto' | 'legacy' = 'auto', fetchLike?: FetchLike) {
  const server = demo();
  const cookie = await newSession(server);
  const client = new Client({ name: 'mcpe-rounds', version: '1.0.0' }, {
    capabilities: { elicitation: { form: {}, url: {} } },
    versionNegotiation: { mode: era },
  });
  client.setRequestHandler('elicitation/create', createElicitationHandler({ elicit: store.elicit, server: { id, name, url: server.mcpUrl } }));
  await client.connect(new StreamableHTTPClientTransport(new URL(server.mcpUrl), { requestInit: { headers: { cookie } }, fetch: fetchLike }));
  clients.push(client);
  return client;
}

/** Resolves once the store holds `count` requests. */
function arrivals(store: ElicitationStore, count: number) {
  return new Promise<void>((resolve) => {
    const check = () => {
      if (store.getSnapshot().rounds.flatMap((r) => r.requests).length >= count) {
        unsubscribe();
        resolve();
      }
    };
    const unsubscribe = store.subscribe(check);
    check();
  });
}

const shape = (store: ElicitationStore) =>
  store
    .getSnapshot()
    .rounds.map((round) => `${round.server.id}:${round.requests.map((r) => r.key).sort().join('+')}`)
    .sort();

describe('round grouping through the real SDK (2026-07-28, auto-fulfilled)', { timeout: 30_000 }, () => {
  it('one input_required with three requests is one round; a concurrent call is another', async () => {
    const store = createElicitationStore();
    const gate = callGate(2);
    const tasks: boolean[] = [];
    const elicit: ElicitationStore['elicit'] = (params, options) => (tasks.push(gate.sameTask()), store.elicit(params, options));
    const client = await connect({ ...store, elicit }, 'demo', 'Demo', 'auto', gate.fetch);
    // Unfinished when the client closes after the test: their rejections are expected.
    void client.callTool({ name: 'plan_trip', arguments: {} }).catch(() => {});
    void client.callTool({ name: 'contact_form', arguments: {} }).catch(() => {});
    await arrivals(store, 4);
    // Both calls' requests reached the store in the macrotask that released them.
    expect(tasks).toEqual([true, true, true, true]);
    expect(shape(store)).toEqual(['demo:contact', 'demo:dates+destination+travellers']);
  });

  it('two servers with the same display name never share a round or a flood budget', async () => {
    const store = createElicitationStore({ maxPendingPerServer: 3 });
    const work = await connect(store, 'work', 'Travel');
    const home = await connect(store, 'home', 'Travel');
    void work.callTool({ name: 'plan_trip', arguments: {} }).catch(() => {});
    void home.callTool({ name: 'plan_trip', arguments: {} }).catch(() => {});
    await arrivals(store, 6);
    expect(shape(store)).toEqual(['home:dates+destination+travellers', 'work:dates+destination+travellers']);
    expect(store.getSnapshot().refused).toEqual([]);
  });

  it('on a 2025-11-25 connection each server-initiated request is a round of its own', async () => {
    const store = createElicitationStore();
    const client = await connect(store, 'demo', 'Demo', 'legacy');
    void client.callTool({ name: 'contact_form', arguments: {} }).catch(() => {});
    void client.callTool({ name: 'contact_form', arguments: {} }).catch(() => {});
    await arrivals(store, 2);
    expect(store.getSnapshot().rounds.map((round) => round.requests.length)).toEqual([1, 1]);
  });
});
