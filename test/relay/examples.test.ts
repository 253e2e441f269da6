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
import { FORM, applyEvents, readEvents, requestsOf } from './relay-helpers';

const ORIGIN = 'https://chat.example.com';
afterAll(async () => {
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

  it('the guide shows each example file as it is (package imports instead of source paths)', () => {
    const root = new URL('../../', import.meta.url);
    const section = readFileSync(new URL('docs/guides/server-clients.md', root), 'utf8');
    const blocks = [...section.matchAll(/```tsx?\n([\s\S]*?)```/g)].map((m) => m[1]!.trim());
    const files = ['relay-next-route.ts', 'relay-hono.ts', 'relay-page.tsx'].map((name) =>
      readFileSync(new URL(`test/integration/examples/${name}`, root), 'utf8')
        .replace(/^\/\*\*[\s\S]*?\*\/\n/, '')
        .replace(/'\.\.\/\.\.\/\.\.\/src\/(relay|store|host|remote)'/g, "'mcp-elicitation-react/$1'")
        .trim(),
    );
    expect(blocks).toEqual(files);
  });
});
