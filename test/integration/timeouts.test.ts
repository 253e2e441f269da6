/**
 * The timeout table of docs/guides/time-and-calls.md, one test per cell: which timeout runs
 * while the person answers, per client library × protocol revision, and what this library
 * does about it. Real libraries only: a real `@modelcontextprotocol/server` 2.x server
 * (test/integration/clock-server.ts, its own timeouts shortened to 3 s), the real
 * `@modelcontextprotocol/client` 2.4.0, `@modelcontextprotocol/sdk` 1.x and `@ai-sdk/mcp`
 * clients, this library's adapters and store. The person answers through the store (what the
 * views call), late on purpose. The AI SDK's cells are test/integration/timeouts-ai-sdk.test.ts
 * (it runs under Node 22).
 */
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { Client as V1Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as V1Transport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { createElicitationHandler, createElicitationStore, createSdkV1ElicitationHandler, type ElicitationStoreOptions } from '../../src/index';
import * as guide from './examples/time-and-calls';
import { ADA, answerLate, closeAfterEach, requests, SERVER, settled, shown, sleep, startClockServerForFile } from './clock-server';

const SERVER_TIMEOUT_MS = 3_000;
const clock = startClockServerForFile({ roundTimeoutMs: SERVER_TIMEOUT_MS, elicitTimeoutMs: SERVER_TIMEOUT_MS });
const closers = closeAfterEach(clock);

async function v2Client(revision: 'auto' | 'legacy', storeOptions: ElicitationStoreOptions = {}) {
  const client = new Client({ name: 'timeouts', version: '1.0.0' }, { capabilities: { elicitation: { form: {}, url: {} } }, versionNegotiation: { mode: revision } });
  const store = createElicitationStore(storeOptions);
  const handler = createElicitationHandler({ elicit: store.elicit, server: SERVER });
  client.setRequestHandler('elicitation/create', handler);
  await client.connect(new StreamableHTTPClientTransport(new URL(clock().mcpUrl)));
  closers.push(() => client.close());
  expect(client.getNegotiatedProtocolVersion()).toBe(revision === 'auto' ? '2026-07-28' : '2025-11-25');
  return { client, store, handler };
}

async function v1Client() {
  const client = new V1Client({ name: 'timeouts', version: '1.0.0' }, { capabilities: { elicitation: { form: {}, url: {} } } });
  const store = createElicitationStore();
  const handler = createSdkV1ElicitationHandler({ elicit: store.elicit, server: SERVER });
  client.setRequestHandler(ElicitRequestSchema, handler);
  await client.connect(new V1Transport(new URL(clock().mcpUrl)));
  closers.push(() => client.close());
  return { client, store, handler };
}

describe('@modelcontextprotocol/client 2.x × 2026-07-28 (input_required)', { timeout: 20_000 }, () => {
  it("callTool's timeout covers each network leg only: an answer given after it still completes the call", async () => {
    const { client, store } = await v2Client('auto');
    const call = client.callTool({ name: 'ask', arguments: {} }, { timeout: 300 });
    await answerLate(store, 1_000);
    expect(await call).toMatchObject({ content: [{ text: 'answered accept' }] });
    expect(clock().events).toEqual([`answered ${JSON.stringify(ADA)}`]);
  });

  it('maxTotalTimeout is checked only after the person answered: the call fails and the answer is thrown away', async () => {
    const { client, store } = await v2Client('auto');
    const call = settled(client.callTool({ name: 'ask', arguments: {} }, { maxTotalTimeout: 500 }));
    await answerLate(store, 1_000);
    expect(await call).toMatchObject({ ok: false, error: expect.stringMatching(/Maximum total timeout exceeded/) });
    await sleep(300);
    expect(clock().events).toEqual([]); // the server never heard the answer
  });

  it("nothing else ends the wait; the person's deadline does, and the server receives cancel as an ordinary answer", async () => {
    const { client, store } = await v2Client('auto', { timeToAnswer: { form: 800 } });
    const call = client.callTool({ name: 'ask', arguments: {} });
    const request = await shown(store);
    expect(request.deadline).toBeGreaterThan(Date.now());
    expect(await call).toMatchObject({ content: [{ text: 'answered cancel' }] });
    expect(requests(store)).toMatchObject([{ status: 'expired', reason: { code: 'deadline' } }]);
  });
});

describe('@modelcontextprotocol/client 2.x × 2025-11-25 (elicitation/create)', { timeout: 20_000 }, () => {
  it("the server's elicitInput timeout ends the request: the SDK aborts the handler and the question shows expired", async () => {
    const { client, store } = await v2Client('legacy');
    const call = client.callTool({ name: 'ask_legacy', arguments: {} });
    await shown(store);
    expect(await call).toMatchObject({ isError: true, content: [{ text: expect.stringMatching(/^gave up .*timed out/) }] });
    await expect.poll(() => requests(store)[0]?.status).toBe('expired');
  });

  it("a tool returning inputRequired is bounded by the server's roundTimeoutMs (default 600 s)", async () => {
    const { client, store } = await v2Client('legacy');
    const started = Date.now();
    const call = client.callTool({ name: 'ask', arguments: {} });
    await shown(store);
    expect(await call).toMatchObject({ isError: true, content: [{ text: expect.stringMatching(/failed: Request timed out/) }] });
    expect(Date.now() - started).toBeGreaterThanOrEqual(SERVER_TIMEOUT_MS - 100);
    await expect.poll(() => requests(store)[0]?.status).toBe('expired');
  });

  it("callTool's timeout fails the call, and the question stays answerable until the server's own timeout", async () => {
    const { client, store } = await v2Client('legacy');
    const call = settled(client.callTool({ name: 'ask_legacy', arguments: {} }, { timeout: 300 }));
    await shown(store);
    expect(await call).toMatchObject({ ok: false, error: expect.stringMatching(/timed out/) });
    await sleep(300);
    expect(requests(store)[0]?.status).toBe('pending'); // answerable, for a call that is gone
    await expect.poll(() => requests(store)[0]?.status, { timeout: 5_000 }).toBe('expired');
  });

  it('during(call): the question ends the moment its call fails (call-failed), and the server hears cancel at once', async () => {
    const { client, store, handler } = await v2Client('legacy');
    const call = settled(handler.during(() => client.callTool({ name: 'ask_legacy', arguments: {} }, { timeout: 300 })));
    await shown(store);
    expect(await call).toMatchObject({ ok: false });
    await expect.poll(() => requests(store)[0]).toMatchObject({ status: 'expired', reason: { code: 'call-failed' } });
    // The server heard `cancel` from the client, not its own timeout ("gave up").
    expect(await clock().seen(/^(answered|gave up)/)).toBe('answered {"action":"cancel"}');
  });
});

describe('@modelcontextprotocol/sdk 1.x × 2025-11-25 (elicitation/create)', { timeout: 20_000 }, () => {
  it('callTool(params, { timeout }) sets no timeout: the object is read as the result schema', async () => {
    const { client, store } = await v1Client();
    const call = settled(client.callTool({ name: 'ask_legacy', arguments: {} }, { timeout: 300 } as never));
    await answerLate(store, 700); // past the 300 ms that were meant
    expect(clock().events).toEqual([]); // nothing was cancelled: the answer is on its way
    expect(await call).toMatchObject({ ok: false, error: expect.stringMatching(/safeParse is not a function/) });
    expect(clock().events).toEqual([`answered ${JSON.stringify(ADA)}`]);
  });

  it('callTool(params, undefined, { timeout }) is the form that times out', async () => {
    const { client, store } = await v1Client();
    const call = settled(client.callTool({ name: 'ask_legacy', arguments: {} }, undefined, { timeout: 300 }));
    await shown(store);
    expect(await call).toMatchObject({ ok: false, error: expect.stringMatching(/Request timed out/) });
  });

  it("the client ignores the server's cancellation of request id 0 (the first of a connection), not of id 1", async () => {
    const { client, store } = await v1Client();
    const first = await settled(client.callTool({ name: 'ask_legacy', arguments: {} }));
    expect(first).toMatchObject({ ok: true, value: { isError: true } }); // the server gave up
    expect(requests(store)).toMatchObject([{ key: '0', status: 'pending' }]); // still answerable
    await settled(client.callTool({ name: 'ask_legacy', arguments: {} }));
    await expect.poll(() => requests(store).map((request) => [request.key, request.status])).toEqual([
      ['0', 'pending'],
      ['1', 'expired'],
    ]);
  });

  it('during(call): request id 0 ends with its call too', async () => {
    const { client, store, handler } = await v1Client();
    const call = await settled(handler.during(() => client.callTool({ name: 'ask_legacy', arguments: {} })));
    expect(call).toMatchObject({ ok: true, value: { isError: true } });
    expect(requests(store)).toMatchObject([{ key: '0', status: 'expired', reason: { code: 'stopped' } }]);
  });
});

describe('the guide’s setup (test/integration/examples/time-and-calls.ts)', { timeout: 20_000 }, () => {
  it('a question answered in time completes the call; every request carries the person’s deadline', async () => {
    const connection = await guide.connect(clock().mcpUrl);
    closers.push(() => connection.client.close());
    const call = guide.runTool(connection, 'ask');
    const request = await shown(guide.store);
    expect(request).toMatchObject({ moreTime: 10 * 60_000 });
    expect(request.deadline! - Date.now()).toBeGreaterThan(9 * 60_000);
    await guide.store.respond(request.id, ADA);
    expect(await call).toMatchObject({ content: [{ text: 'answered accept' }] });
  });
});
