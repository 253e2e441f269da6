// @vitest-environment node
/**
 * The README's relay mounts (test/integration/examples/relay-*.ts) really serve the relay:
 * an SDK v2 elicitation asked for a session is streamed to that session and answered by POST.
 */
import { readFileSync } from 'node:fs';
import { Client } from '@modelcontextprotocol/client';
import { afterAll, describe, expect, it } from 'vitest';
import * as next from '../integration/examples/relay-next-route';
import * as hono from '../integration/examples/relay-hono';
import * as calls from '../integration/examples/relay-calls';
import { startDemoServer } from '../../demo/server/index.ts';
import { FORM, applyEvents, readEvents, requestsOf } from './relay-helpers';

const ORIGIN = 'https://chat.example.com';
afterAll(async () => {
  calls.calls.close();
  await next.relay.close();
  await hono.relay.close();
});

describe('README relay examples', () => {
  it('Next.js route handler: GET streams the cookie’s session, POST answers, the SDK handler resolves', async () => {
    const signal = new AbortController().signal;
    const client = new Client({ name: 'chat', version: '1.0.0' }); // not connected: no name yet, the URL stands in
    const answer = next.elicitationHandlerFor('alice', client, 'https://docs.example.com/mcp')({ params: FORM }, { mcpReq: { id: 7, signal } });
    const cookie = { cookie: 'theme=dark; session=alice', origin: ORIGIN };
    expect((await next.GET(new Request('https://chat.example.com/api/elicitation'))).status).toBe(401);
    const stream = readEvents(await next.GET(new Request('https://chat.example.com/api/elicitation', { headers: cookie })));
    const [request] = requestsOf(applyEvents(await stream.until(1)));
    expect(request).toMatchObject({ key: '7', status: 'pending', server: { id: 'https://docs.example.com/mcp', name: 'https://docs.example.com/mcp' } });
    const posted = await next.POST(
      new Request('https://chat.example.com/api/elicitation', {
        method: 'POST',
        headers: { ...cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'respond', id: request!.id, result: { action: 'accept', content: { name: 'Alice' } } }),
      }),
    );
    expect(posted.status).toBe(200);
    await expect(answer).resolves.toEqual({ action: 'accept', content: { name: 'Alice' } });
    void stream.cancel();
  });

  it('Hono mount: the relay answers on its path, 404 elsewhere', async () => {
    const asked = hono.relay.elicit(FORM, { session: 's1', server: { id: 'x', name: 'X' } });
    const headers = { 'x-session-id': 's1', origin: ORIGIN };
    const response = await hono.app.request('/api/elicitation', { headers });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const stream = readEvents(response);
    const [request] = requestsOf(applyEvents(await stream.until(1)));
    const posted = await hono.app.request('/api/elicitation', {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'respond', id: request!.id, result: { action: 'decline' } }),
    });
    expect(posted.status).toBe(200);
    await expect(asked).resolves.toEqual({ action: 'decline' });
    expect((await hono.app.request('/elsewhere', { headers })).status).toBe(404);
    void stream.cancel();
  });

  it('the call runner: POST starts the call (202), its request streams to the session, the answer finishes it', async () => {
    const demo = await startDemoServer({ port: 0 });
    try {
      process.env.MCP_SERVER_URL = demo.mcpUrl;
      const cookie = { cookie: 'session=carol', origin: ORIGIN };
      expect((await calls.POST(new Request('https://chat.example.com/api/chat', { method: 'POST', body: '{}' }))).status).toBe(401);
      const started = await calls.POST(new Request('https://chat.example.com/api/chat', { method: 'POST', headers: cookie, body: JSON.stringify({ tool: 'contact_form' }) }));
      expect(started.status).toBe(202);
      const { id } = (await started.json()) as { id: string };
      const stream = readEvents(await next.GET(new Request('https://chat.example.com/api/elicitation', { headers: cookie })));
      await expect.poll(() => requestsOf(applyEvents(stream.events)).length, { timeout: 10_000 }).toBe(1);
      const [request] = requestsOf(applyEvents(stream.events));
      expect(request).toMatchObject({ callId: id, status: 'pending' });
      const body = JSON.stringify({ type: 'respond', id: request!.id, result: { action: 'decline' } });
      expect((await next.POST(new Request('https://chat.example.com/api/elicitation', { method: 'POST', headers: { ...cookie, 'content-type': 'application/json' }, body }))).status).toBe(200);
      await expect.poll(async () => (await calls.calls.list('carol'))[0], { timeout: 10_000 }).toMatchObject({ id, name: 'contact_form', status: 'completed' });
      void stream.cancel();
    } finally {
      await demo.close();
    }
  });

  it('the guide shows each example file as it is (package imports instead of source paths)', () => {
    const root = new URL('../../', import.meta.url);
    const section = readFileSync(new URL('docs/guides/server-clients.md', root), 'utf8');
    const blocks = [...section.matchAll(/```tsx?\n([\s\S]*?)```/g)].map((m) => m[1]!.trim());
    const files = ['relay-next-route.ts', 'relay-hono.ts', 'relay-express.ts', 'relay-page.tsx', 'relay-calls.ts', 'relay-calls-page.tsx', 'page-calls.ts'].map((name) =>
      readFileSync(new URL(`test/integration/examples/${name}`, root), 'utf8')
        .replace(/^\/\*\*[\s\S]*?\*\/\n/, '')
        .replace(/'\.\.\/\.\.\/\.\.\/src\/relay-node'/g, "'mcp-elicitation-react/relay/node'")
        .replace(/'\.\.\/\.\.\/\.\.\/src\/(relay|store|host|remote|core)'/g, "'mcp-elicitation-react/$1'")
        .trim(),
    );
    expect(blocks).toEqual(files);
  });
});
