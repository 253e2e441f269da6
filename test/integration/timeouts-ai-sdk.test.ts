/**
 * The AI SDK's cells of the timeout table (docs/guides/time-and-calls.md), as
 * test/integration/timeouts.test.ts does for the MCP SDKs: the real `@ai-sdk/mcp` 2.x client
 * against a real `@modelcontextprotocol/server` 2.x server (test/integration/clock-server.ts).
 * @ai-sdk/mcp 2.x declares Node >= 22: scripts/test.mjs runs this file under Node 22.
 */
import { createMCPClient, ElicitationRequestSchema, type MCPClient } from '@ai-sdk/mcp';
import { describe, expect, it, vi } from 'vitest';
import { createAiSdkElicitationHandler, createElicitationStore } from '../../src/index';
import { ADA, answerLate, closeAfterEach, requests, SERVER, settled, shown, sleep, startClockServerForFile } from './clock-server';

const clock = startClockServerForFile({ elicitTimeoutMs: 3_000 });
const closers = closeAfterEach(clock);

async function aiClient(revision: '2026-07-28' | '2025-11-25') {
  const client: MCPClient = await createMCPClient({
    transport: { type: 'http', url: clock().mcpUrl },
    capabilities: { elicitation: {} },
    protocolVersionDiscovery: revision === '2026-07-28',
  });
  closers.push(() => client.close());
  const store = createElicitationStore();
  const handler = createAiSdkElicitationHandler({ elicit: store.elicit, server: SERVER });
  client.onElicitationRequest(ElicitationRequestSchema, handler);
  // `ask` is an MRTR tool (2026-07-28); on 2025-11-25 the AI SDK gets the server's own elicitInput.
  const tool = revision === '2026-07-28' ? 'ask' : 'ask_legacy';
  return { client, store, handler, tool };
}

describe('@ai-sdk/mcp', { timeout: 20_000 }, () => {
  it.each(['2026-07-28', '2025-11-25'] as const)('%s: no timeout by default: an answer given late completes the call', async (revision) => {
    const { client, store, tool } = await aiClient(revision);
    const call = client.callTool({ name: tool, arguments: {} });
    await answerLate(store, 1_000);
    expect(await call).toMatchObject({ content: [{ text: 'answered accept' }] });
  });

  it('2026-07-28: no timeout by default: still open after 70 s', async () => {
    const { client, store, tool } = await aiClient('2026-07-28');
    // Only setTimeout is fake (the network and the server run for real): minutes pass at once.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let outcome: unknown;
    void settled(client.callTool({ name: tool, arguments: {} })).then((value) => (outcome = value));
    try {
      await vi.waitFor(() => expect(requests(store)).toHaveLength(1), { timeout: 10_000 });
      await vi.advanceTimersByTimeAsync(70_000);
      expect(outcome).toBeUndefined();
      expect(requests(store)[0]!.status).toBe('pending');
    } finally {
      vi.useRealTimers();
    }
  });

  it.each(['2026-07-28', '2025-11-25'] as const)("%s: its timeout runs per round and counts the person's time; the handler is not told", async (revision) => {
    const { client, store, tool } = await aiClient(revision);
    const call = settled(client.callTool({ name: tool, arguments: {}, options: { timeout: 500 } }));
    await shown(store);
    expect(await call).toMatchObject({ ok: false, error: expect.stringMatching(/timed out after 500ms/) });
    expect(requests(store)[0]?.status).toBe('pending'); // the form outlived its call
  });

  it("2025-11-25: its timeout cancels nothing on the server: an answer given after the call failed still reaches the server", async () => {
    const { client, store, tool } = await aiClient('2025-11-25');
    const call = settled(client.callTool({ name: tool, arguments: {}, options: { timeout: 500 } }));
    const request = await shown(store);
    expect(await call).toMatchObject({ ok: false });
    await store.respond(request.id, ADA);
    expect(await clock().seen(/^answered/)).toBe(`answered ${JSON.stringify(ADA)}`);
  });

  it.each(['2026-07-28', '2025-11-25'] as const)('%s: during(call): the question ends the moment its call fails, and the server gets cancel or nothing', async (revision) => {
    const { client, store, handler, tool } = await aiClient(revision);
    const call = settled(handler.during(() => client.callTool({ name: tool, arguments: {}, options: { timeout: 500 } })));
    await shown(store);
    expect(await call).toMatchObject({ ok: false });
    await expect.poll(() => requests(store)[0]).toMatchObject({ status: 'expired', reason: { code: 'call-failed' } });
    await sleep(300);
    expect(clock().events.filter((event) => event.startsWith('answered')).every((event) => event.includes('"cancel"'))).toBe(true);
  });
});
