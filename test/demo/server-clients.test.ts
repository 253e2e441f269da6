// @vitest-environment node
/**
 * The demo's "MCP client on the server" routes over real HTTP (demo/server/server-clients.ts):
 * who may run, stop and answer, and a call driven end to end from Node as the page would
 * (POST /api/run, read the relay's stream for its requests and the call, answer and stop with
 * POST /relay, GET /api/log for what the server sent); the call outlives the page's requests,
 * and is cancelled once no tab of its session has been connected for the grace period.
 */
import { describe, expect, it } from 'vitest';
import type { CallLog, RunStarted } from '../../demo/shared/server-api.ts';
import type { CallState } from '../../src/relay.ts';
import { newSession, startDemoServerForFile } from './harness';

const GRACE_MS = 1_500;
const server = startDemoServerForFile({ callGraceMs: GRACE_MS });

function post(path: string, body: unknown, headers: Record<string, string>): Promise<Response> {
  return fetch(`${server().url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

/** Start a tool on the session's client: the call's id. */
async function start(tool: string, handling: string, origin: string, cookie: string): Promise<string> {
  const response = await post('/api/run', { tool, handling }, { origin, cookie });
  expect(response.status).toBe(202);
  return ((await response.json()) as RunStarted).id;
}

/** The session's relay stream, read until `found` picks something out of a part's rounds or calls. */
async function watch<T>(cookie: string, found: (part: StreamPart) => T | undefined): Promise<{ value: T; close: () => void }> {
  const aborter = new AbortController();
  const response = await fetch(`${server().url}/relay`, { headers: { cookie }, signal: aborter.signal });
  expect(response.status).toBe(200);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`stream ended: ${text}`);
    text += value;
    for (const line of text.split('\n')) {
      if (!line.startsWith('data: ')) continue;
      const data = JSON.parse(line.slice(6)) as { parts?: StreamPart[] } & StreamPart;
      for (const part of data.parts ?? [data]) {
        const hit = found(part);
        if (hit !== undefined) return { value: hit, close: () => aborter.abort() };
      }
    }
  }
}

interface StreamRequest {
  id: string;
  status: string;
  params: { message: string };
}

/** A part sent whole (`rounds`), or a change of one (`put`: the requests that moved). */
interface StreamPart {
  rounds?: Array<{ requests: StreamRequest[] }>;
  put?: StreamRequest[];
  calls?: CallState[];
}

/** How call `id` ended, as the relay's stream says it, with the server's log of its wire. */
async function ended(id: string, cookie: string): Promise<{ call: CallState; log: CallLog }> {
  const { value: call, close } = await watch(cookie, (part) => part.calls?.find((c) => c.id === id && c.status !== 'running'));
  close();
  const log = (await (await fetch(`${server().url}/api/log?id=${id}`, { headers: { cookie } })).json()) as CallLog;
  return { call, log };
}

/** Opens the relay's stream for a session and waits for the first request in it with `status`. */
async function firstRequest(cookie: string, status = 'pending'): Promise<{ id: string; message: string; close: () => void }> {
  // A request asked after the stream opened arrives in a change, not in the part sent at connect.
  const requests = (part: StreamPart) => [...(part.rounds?.flatMap((round) => round.requests) ?? []), ...(part.put ?? [])];
  const { value, close } = await watch(cookie, (part) => requests(part).find((r) => r.status === status));
  return { id: value.id, message: value.params.message, close };
}

describe('the MCP client on the server', () => {
  it('refuses a page without the session cookie (401) or from another origin (403)', async () => {
    const origin = server().url;
    const cookie = await newSession(server());
    expect((await post('/api/run', { tool: 'contact_form', handling: 'auto' }, { origin })).status).toBe(401);
    expect((await fetch(`${origin}/api/client`)).status).toBe(401);
    expect((await fetch(`${origin}/relay`)).status).toBe(401);
    expect((await post('/api/run', { tool: 'contact_form', handling: 'auto' }, { origin: 'https://evil.example', cookie })).status).toBe(403);
    expect((await post('/relay', { type: 'stopCall', id: 'x'.repeat(22) }, { origin: 'https://evil.example', cookie })).status).toBe(403);
    expect((await fetch(`${origin}/api/log?id=x`, { headers: { cookie } })).status).toBe(404);
    expect((await post('/relay', { type: 'dismiss', id: 'x' }, { origin: 'https://evil.example', cookie })).status).toBe(403);
    expect((await post('/api/run', { tool: 42 }, { origin, cookie })).status).toBe(400);
    expect((await post('/api/run', { tool: 'x'.repeat(129), handling: 'auto' }, { origin, cookie })).status).toBe(400);
    expect((await post('/api/run', { tool: 'x', handling: 'auto', pad: 'x'.repeat(2048) }, { origin, cookie })).status).toBe(413);
  });

  it('runs a tool for one session: its request reaches that session’s relay stream, the answer goes back, the log comes with the result', async () => {
    const origin = server().url;
    const cookie = await newSession(server());
    const info = (await (await fetch(`${origin}/api/client`, { headers: { cookie } })).json()) as { protocolVersion: string; tools: Array<{ name: string }> };
    expect(info.protocolVersion).toBe('2026-07-28');
    expect(info.tools.map((tool) => tool.name)).toContain('contact_form');

    const id = await start('contact_form', 'auto', origin, cookie);
    const request = await firstRequest(cookie);
    expect(request.message).toMatch(/^Tell us how to reach you/);
    // One call at a time per session.
    expect((await post('/api/run', { tool: 'contact_form', handling: 'auto' }, { origin, cookie })).status).toBe(409);
    // Another browser session cannot answer it (the relay hides it: 404).
    const other = await newSession(server());
    expect((await post('/relay', { type: 'respond', id: request.id, result: { action: 'decline' } }, { origin, cookie: other })).status).toBe(404);

    expect((await post('/relay', { type: 'respond', id: request.id, result: { action: 'decline' } }, { origin, cookie })).status).toBe(200);
    request.close();
    const { call, log } = await ended(id, cookie);
    expect(call).toMatchObject({ status: 'completed', name: 'contact_form', result: { content: [{ type: 'text', text: 'Declined: you chose not to share your contact details.' }] } });
    expect(log.legs.map((leg) => leg.inputResponses)).toEqual([undefined, { contact: { action: 'decline' } }]);
    expect(log.legs.map((leg) => leg.outcome?.kind)).toEqual(['input_required', 'complete']);
    // Another session cannot read its log.
    expect((await fetch(`${origin}/api/log?id=${id}`, { headers: { cookie: other } })).status).toBe(404);
  });

  it('Stop (a stopCall through the relay) aborts the call on the server: nothing is sent, the call says stopped', async () => {
    const origin = server().url;
    const cookie = await newSession(server());
    const id = await start('setup_wizard', 'manual', origin, cookie);
    const request = await firstRequest(cookie);
    request.close();
    expect((await post('/relay', { type: 'stopCall', id }, { origin, cookie })).status).toBe(200);
    const { call, log } = await ended(id, cookie);
    expect(call).toMatchObject({ status: 'cancelled', reason: 'stopped' });
    expect(log.legs).toHaveLength(1);
    expect(log.legs[0]?.inputResponses).toBeUndefined();
    // Too late to answer: the request expired on the server.
    expect((await post('/relay', { type: 'respond', id: request.id, result: { action: 'decline' } }, { origin, cookie })).status).toBe(409);
  });

  it('the call outlives the request that started it and the tab that left; a tab back in time answers it', async () => {
    const origin = server().url;
    const cookie = await newSession(server());
    // The page's POST is gone as soon as it is answered: the call is the session's.
    const id = await start('contact_form', 'auto', origin, cookie);
    const before = await firstRequest(cookie);
    before.close(); // the reload: the tab's stream ends…
    await new Promise((resolve) => setTimeout(resolve, GRACE_MS / 3));
    const after = await firstRequest(cookie); // …and the reloaded tab's opens: the same request, still pending
    expect(after.id).toBe(before.id);
    await new Promise((resolve) => setTimeout(resolve, GRACE_MS * 2)); // connected: no deadline
    const listed = await watch(cookie, (part) => part.calls);
    listed.close();
    expect(listed.value).toMatchObject([{ id, name: 'contact_form', status: 'running' }]);
    expect((await post('/relay', { type: 'respond', id: after.id, result: { action: 'decline' } }, { origin, cookie })).status).toBe(200);
    expect((await ended(id, cookie)).call).toMatchObject({ status: 'completed', result: { content: [{ type: 'text', text: 'Declined: you chose not to share your contact details.' }] } });
    after.close();
  });

  it('no tab of the session for the grace period: the call is cancelled, its request expired, nothing sent', async () => {
    const origin = server().url;
    const cookie = await newSession(server());
    const id = await start('setup_wizard', 'manual', origin, cookie);
    const request = await firstRequest(cookie);
    request.close(); // the tab closed and never came back (a stream opened to look would be a tab)
    await new Promise((resolve) => setTimeout(resolve, GRACE_MS * 1.5));
    const { call, log } = await ended(id, cookie);
    expect(call).toMatchObject({ status: 'cancelled', reason: 'abandoned' });
    expect(log.legs.map((leg) => leg.inputResponses)).toEqual([undefined]);
    // A tab that comes back later sees it expired; too late to answer.
    const expired = await firstRequest(cookie, 'expired');
    expect(expired.id).toBe(request.id);
    expired.close();
    expect((await post('/relay', { type: 'respond', id: request.id, result: { action: 'decline' } }, { origin, cookie })).status).toBe(409);
  });
});
