// @vitest-environment node
/**
 * A 2025-11-25 client (versionNegotiation 'legacy': plain `initialize`, sessionful
 * streamable HTTP). The SDK's legacy shim turns the tools' `inputRequired(...)` returns
 * into real server→client `elicitation/create` requests on the same session.
 */
import { describe, expect, it } from 'vitest';
import type { ElicitRequest } from '@modelcontextprotocol/client';
import { DEMO_TOOL_NAMES, startDemoServer } from '../../demo/server/index.ts';
import { accept, connectClient, defaultsOf, newSession, startDemoServerForFile } from './harness';

const server = startDemoServerForFile();

describe('given a 2025-11-25 client', () => {
  it('speaks the legacy era over an Mcp-Session-Id session', async () => {
    const { client, sent } = await connectClient(server(), { era: 'legacy' });
    expect(client.getProtocolEra()).toBe('legacy');
    expect(sent[0]?.method).toBe('initialize');
    expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual([...DEMO_TOOL_NAMES]);
    await client.close();
  });

  it('contact_form round-trips the accepted content exactly', async () => {
    const content = { name: 'Ada', email: 'ada@example.com', age: 36, budget: 12.5, newsletter: true, contact_method: 'phone', interests: ['design'], languages: [] };
    const ids: string[] = [];
    const { client, callText, sent } = await connectClient(server(), {
      era: 'legacy',
      elicit: (_params, id) => (ids.push(id), accept(content)),
    });
    const [echo] = await callText('contact_form');
    expect(JSON.parse(echo ?? '')).toEqual(content);
    expect(echo).toBe(JSON.stringify(content));
    // Legacy: one tools/call; the elicitation was a server request whose answer was POSTed back.
    expect(sent.filter((m) => m.method === 'tools/call')).toHaveLength(1);
    expect(sent.some((m) => m.method === undefined && m.result !== undefined)).toBe(true);
    expect(ids).toHaveLength(1);
    await client.close();
  });

  it('contact_form reports decline', async () => {
    const { client, callText } = await connectClient(server(), { era: 'legacy', elicit: () => ({ action: 'decline' }) });
    expect((await callText('contact_form'))[0]).toMatch(/^Declined:/);
    await client.close();
  });

  it('runs the two-round wizard (state signed and verified inside the shim)', async () => {
    const { client, callText } = await connectClient(server(), {
      era: 'legacy',
      elicit: (params) => {
        const keys = Object.keys((params as { requestedSchema: { properties: object } }).requestedSchema.properties);
        return keys.includes('project') ? accept({ project: 'site', kind: 'web', typescript: true }) : accept(defaultsOf(params));
      },
    });
    expect((await callText('setup_wizard'))[0]).toBe('Set up "site": Web app, TypeScript.');
    await client.close();
  });

  it('connect_account sends URL params with an elicitationId (2025 shape) and completes after the browser flow', async () => {
    const cookie = await newSession(server());
    let asked: (ElicitRequest['params'] & { elicitationId?: string; url?: string }) | undefined;
    const { client, callText } = await connectClient(server(), {
      era: 'legacy',
      cookie,
      elicit: async (params) => {
        asked = params;
        // the person allows access in the browser window
        const connect = await fetch(params.mode === 'url' ? params.url : '', { redirect: 'manual', headers: { cookie } });
        const authorize = new URL(connect.headers.get('location') ?? '', connect.url);
        const state = authorize.searchParams.get('state') ?? '';
        const decided = await fetch(new URL('/demo-cloud/authorize', authorize), {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
          body: new URLSearchParams({ state, decision: 'allow' }).toString(),
        });
        await fetch(new URL(decided.headers.get('location') ?? '', authorize), { headers: { cookie } });
        return { action: 'accept' };
      },
    });
    expect(await callText('connect_account')).toEqual(['Connected: Demo Cloud account "demo-user" is linked.']);
    expect(asked?.mode).toBe('url');
    expect(asked?.elicitationId).toEqual(expect.any(String));
    await client.close();
  });

  it('does not keep the server from closing while a 2025 session is open', async () => {
    const own = await startDemoServer({ stateKey: 'k'.repeat(32) });
    const { client } = await connectClient(own, { era: 'legacy' });
    await client.listTools();
    // close() resolving at all is the point (an open 2025 SSE stream used to keep it waiting;
    // the test timeout bounds that). Then the listener is really gone.
    await own.close();
    await expect(fetch(own.mcpUrl, { method: 'POST' })).rejects.toThrow();
    await client.close().catch(() => {});
  });
});
