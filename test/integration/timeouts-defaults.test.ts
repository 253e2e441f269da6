// @vitest-environment node
/**
 * The timeout table's defaults (docs/guides/time-and-calls.md): what an unset timeout does while
 * the person answers, with the real `@modelcontextprotocol/client` 2.4.0 and `@modelcontextprotocol/sdk`
 * 1.x against a real `@modelcontextprotocol/server` 2.x server whose own timeouts are far away
 * (test/integration/clock-server.ts). Minutes pass on a fake clock: only `setTimeout` is faked,
 * so the network and the server run for real, and an SDK's timer is the only thing that moves.
 */
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { Client as V1Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as V1Transport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createElicitationHandler, createElicitationStore, createSdkV1ElicitationHandler } from '../../src/index';
import { closeAfterEach, requests, SERVER, settled, startClockServerForFile } from './clock-server';

const HOUR = 60 * 60_000;
const clock = startClockServerForFile({ roundTimeoutMs: HOUR, elicitTimeoutMs: HOUR });
const closers = closeAfterEach(clock);
afterEach(() => void vi.useRealTimers());

const noPersonClock = { timeToAnswer: { form: Infinity } };

/** From here on an SDK's timers are fake (call it before the call starts its timer). */
const fakeTimers = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

/** Wait for the question (vi.waitFor keeps real timers), then let `ms` pass on the fake clock. */
async function questionThen(store: ReturnType<typeof createElicitationStore>, ms: number) {
  await vi.waitFor(() => expect(requests(store)).toHaveLength(1), { timeout: 10_000 });
  await vi.advanceTimersByTimeAsync(ms);
}

describe('unset timeouts while the person answers', { timeout: 30_000 }, () => {
  it('client 2.x, 2026-07-28: callTool without a timeout is still open after 70 s (no 60 s default while the person answers)', async () => {
    const client = new Client({ name: 'defaults', version: '1.0.0' }, { capabilities: { elicitation: { form: {} } }, versionNegotiation: { mode: 'auto' } });
    const store = createElicitationStore(noPersonClock);
    client.setRequestHandler('elicitation/create', createElicitationHandler({ elicit: store.elicit, server: SERVER }));
    await client.connect(new StreamableHTTPClientTransport(new URL(clock().mcpUrl)));
    closers.push(() => client.close());
    let outcome: unknown;
    fakeTimers();
    void settled(client.callTool({ name: 'ask', arguments: {} })).then((value) => (outcome = value));
    await questionThen(store, 70_000);
    expect(outcome).toBeUndefined();
    expect(requests(store)[0]!.status).toBe('pending');
  });

  it('client 2.x, 2025-11-25: callTool without a timeout fails after 60 s (DEFAULT_REQUEST_TIMEOUT_MSEC) while the person answers', async () => {
    const client = new Client({ name: 'defaults', version: '1.0.0' }, { capabilities: { elicitation: { form: {} } }, versionNegotiation: { mode: 'legacy' } });
    const store = createElicitationStore(noPersonClock);
    client.setRequestHandler('elicitation/create', createElicitationHandler({ elicit: store.elicit, server: SERVER }));
    await client.connect(new StreamableHTTPClientTransport(new URL(clock().mcpUrl)));
    closers.push(() => client.close());
    let outcome: unknown;
    fakeTimers();
    void settled(client.callTool({ name: 'ask_legacy', arguments: {} })).then((value) => (outcome = value));
    await questionThen(store, 59_000);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(outcome).toMatchObject({ ok: false, error: expect.stringMatching(/timed out/) }));
  });

  it('SDK 1.x: callTool without a timeout fails after 60 s while the person answers', async () => {
    const client = new V1Client({ name: 'defaults', version: '1.0.0' }, { capabilities: { elicitation: { form: {} } } });
    const store = createElicitationStore(noPersonClock);
    client.setRequestHandler(ElicitRequestSchema, createSdkV1ElicitationHandler({ elicit: store.elicit, server: SERVER }));
    await client.connect(new V1Transport(new URL(clock().mcpUrl)));
    closers.push(() => client.close());
    let outcome: unknown;
    fakeTimers();
    void settled(client.callTool({ name: 'ask_legacy', arguments: {} })).then((value) => (outcome = value));
    await questionThen(store, 59_000);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(outcome).toMatchObject({ ok: false, error: expect.stringMatching(/timed out/) }));
  });
});
