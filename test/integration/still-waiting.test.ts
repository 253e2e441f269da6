/**
 * URL mode "still waiting" (the server answers `input_required` again with the same
 * `requestState` and nothing new to ask, modelcontextprotocol#2920), against a real
 * `@modelcontextprotocol/server` 2.x server (test/integration/clock-server.ts, tool
 * `connect`) and the real `@modelcontextprotocol/client` 2.4.0. The person is played through
 * the store's actions, which are what the views call.
 */
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterEach, describe, expect, it } from 'vitest';
import { createPageCallRunner, type PageCallRunnerOptions } from '../../src/adapters/page-calls.ts';
import { createElicitationHandler, createElicitationStore, type ElicitationStore, type ElicitationStoreOptions } from '../../src/index';
import { startClockServerForFile } from './clock-server';

const clock = startClockServerForFile();
const SERVER = { id: 'clock', name: 'Clock server' };

let open: Client[] = [];
afterEach(async () => {
  await Promise.all(open.map((client) => client.close()));
  open = [];
  clock().reset();
});

async function connect() {
  const client = new Client({ name: 'still-waiting-test', version: '1.0.0' }, { capabilities: { elicitation: { form: {}, url: {} } }, versionNegotiation: { mode: 'auto' } });
  await client.connect(new StreamableHTTPClientTransport(new URL(clock().mcpUrl)));
  open.push(client);
  return client;
}

/** The page's call runner (manual rounds) with a store, as a host sets it up. */
async function pageRunner(runner: Partial<PageCallRunnerOptions> = {}, storeOptions: ElicitationStoreOptions = {}) {
  const client = await connect();
  const store = createElicitationStore(storeOptions);
  const calls = createPageCallRunner({
    store,
    server: SERVER,
    send: (params, { signal }) => client.request({ method: 'tools/call', params }, { allowInputRequired: true, signal }),
    ...runner,
  });
  return { store, calls };
}

const requests = (store: ElicitationStore) => store.getSnapshot().rounds.flatMap((round) => round.requests);
const stillWaitingCount = () => clock().events.filter((event) => event === 'still waiting').length;

/** The person allows the URL (Open): the request then waits out of band. */
async function openUrl(store: ElicitationStore) {
  await expect.poll(() => requests(store).map((request) => request.status)).toEqual(['pending']);
  await store.respond(requests(store)[0]!.id, { action: 'accept' });
  expect(requests(store)[0]!.status).toBe('waiting');
  return requests(store)[0]!;
}

describe('URL "still waiting"', { timeout: 20_000 }, () => {
  it('SDK v2 callTool (auto rounds) retries every 250 ms and fails the call after inputRequired.maxRounds (10)', async () => {
    const client = await connect();
    const store = createElicitationStore();
    client.setRequestHandler('elicitation/create', createElicitationHandler({ elicit: store.elicit, server: SERVER }));
    const call = client.callTool({ name: 'connect', arguments: {} });
    await openUrl(store);
    const started = Date.now();
    await expect(call).rejects.toThrow(/still required input after 10 rounds/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(8 * 250);
    expect(stillWaitingCount()).toBe(10);
  });

  it('the page runner keeps the URL request waiting, checks again with a bounded backoff, never asks anything new, and outlives maxRounds', async () => {
    const { store, calls } = await pageRunner({ maxRounds: 2, waitingChecks: { firstMs: 20, maxMs: 80 } });
    const { id, ended } = calls.start({ name: 'connect' });
    const asked = await openUrl(store);
    await expect.poll(() => stillWaitingCount(), { timeout: 10_000 }).toBeGreaterThanOrEqual(8);
    const request = requests(store)[0]!;
    expect(request).toMatchObject({ id: asked.id, status: 'waiting' }); // the same request, nothing new
    expect(request.checkedAt).toBeGreaterThan(0);
    expect(calls.calls.getSnapshot().calls.find((c) => c.id === id)?.status).toBe('running');
    // Bounded: the checks are at least 80 ms apart once the backoff reached its bound.
    const counted = stillWaitingCount();
    await new Promise((done) => setTimeout(done, 400));
    expect(stillWaitingCount() - counted).toBeLessThanOrEqual(6);
    clock().finishUrl();
    expect(await ended).toMatchObject({ status: 'completed', result: { content: [{ text: 'url done' }] } });
    expect(requests(store)).toEqual([]);
  });

  it('"I’m done" asks the server at once, not at the next check', async () => {
    const { store, calls } = await pageRunner({ waitingChecks: { firstMs: 60_000 } });
    const { ended } = calls.start({ name: 'connect' });
    const asked = await openUrl(store);
    await expect.poll(() => stillWaitingCount()).toBe(1);
    await expect.poll(() => requests(store)[0]!.checkedAt).toBeGreaterThan(0);
    clock().finishUrl();
    await store.urlFinished!(asked.id);
    expect(await ended).toMatchObject({ status: 'completed', result: { content: [{ text: 'url done' }] } });
  });

  it('Stop waiting ends the call’s request as cancel', async () => {
    const { store, calls } = await pageRunner({ waitingChecks: { firstMs: 60_000 } });
    const { ended } = calls.start({ name: 'connect' });
    const asked = await openUrl(store);
    await expect.poll(() => stillWaitingCount()).toBe(1);
    await store.dismiss(asked.id);
    expect(await ended).toMatchObject({ status: 'completed', result: { content: [{ text: 'url cancel' }] } });
    expect(clock().events.at(-1)).toBe('url cancel');
  });

  it('when the person’s time runs out while it waits, the request shows expired and the server gets cancel', async () => {
    const { store, calls } = await pageRunner({ waitingChecks: { firstMs: 60_000 } }, { timeToAnswer: { url: 1_500 } });
    const { ended } = calls.start({ name: 'connect' });
    const seen: unknown[] = [];
    store.subscribe(() => seen.push(...requests(store).filter((request) => request.status === 'expired')));
    await openUrl(store);
    expect(await ended).toMatchObject({ status: 'completed', result: { content: [{ text: 'url cancel' }] } });
    expect(seen[0]).toMatchObject({ status: 'expired', reason: { code: 'deadline' } }); // shown until the call ended
  });
});
