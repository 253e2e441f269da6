// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ElicitRequest } from '@modelcontextprotocol/client';
import { connectClient, newSession, startDemoServerForFile } from './harness';

const server = startDemoServerForFile();

type UrlParams = Extract<ElicitRequest['params'], { mode: 'url' }>;

/** A browser: fetch with a cookie, redirects not followed (so each hop can be checked). */
const browse = (url: string, cookie?: string, init: RequestInit = {}) =>
  fetch(url, { redirect: 'manual', ...init, headers: { ...(cookie ? { cookie } : {}), ...init.headers } });

/** Walk the connect page → fake third party → callback, as a person clicking would. */
async function completeInBrowser(connectUrl: string, cookie: string, decision: 'allow' | 'deny') {
  const connect = await browse(connectUrl, cookie);
  expect(connect.status).toBe(303);
  const authorizeUrl = new URL(connect.headers.get('location') ?? '', connectUrl);
  expect(authorizeUrl.pathname).toBe('/demo-cloud/authorize');

  const consent = await browse(authorizeUrl.href, cookie);
  expect(consent.status).toBe(200);
  const html = await consent.text();
  expect(html).toContain('Authorize Demo Cloud?');
  const state = /name="state" value="([^"]+)"/.exec(html)?.[1] ?? '';

  const decided = await browse(new URL('/demo-cloud/authorize', connectUrl).href, cookie, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(connectUrl).origin },
    body: new URLSearchParams({ state, decision }).toString(),
  });
  expect(decided.status).toBe(303);
  const back = await browse(new URL(decided.headers.get('location') ?? '', connectUrl).href, cookie);
  expect(back.status).toBe(200);
  return back.text();
}

describe('connect_account (URL mode bound to the browser session)', () => {
  it('points at the demo\'s own connect page, with nothing but a random id in the URL', async () => {
    const cookie = await newSession(server());
    let asked: UrlParams | undefined;
    const { client } = await connectClient(server(), { cookie, elicit: (params) => ((asked = params as UrlParams), { action: 'decline' }) });
    await client.callTool({ name: 'connect_account', arguments: {} });
    expect(asked?.mode).toBe('url');
    const url = new URL(asked?.url ?? '');
    expect(url.origin).toBe(server().url);
    expect(url.pathname).toMatch(/^\/connect\/[\w-]{20,}$/);
    expect(url.search).toBe('');
    expect(asked?.url).not.toContain(cookie.split('=')[1]);
    expect(asked).not.toHaveProperty('elicitationId'); // 2026-07-28 shape
    await client.close();
  });

  it('completes only after the person allowed access in the browser, and the link is then spent', async () => {
    const cookie = await newSession(server());
    let connectUrl = '';
    let done = '';
    const { client, callText } = await connectClient(server(), {
      cookie,
      elicit: async (params, key) => {
        expect(key).toBe('connect');
        connectUrl = (params as UrlParams).url;
        done = await completeInBrowser(connectUrl, cookie, 'allow');
        return { action: 'accept' };
      },
    });
    expect(await callText('connect_account')).toEqual(['Connected: Demo Cloud account "demo-user" is linked.']);
    expect(done).toContain('Done: Demo Cloud is connected');
    expect(done).toContain('close this window');
    expect((await browse(connectUrl, cookie)).status).toBe(404);
    await client.close();
  });

  it('refuses the connect page to another browser session, and to a browser with no session', async () => {
    const cookie = await newSession(server());
    const stranger = await newSession(server());
    const seen: Array<{ status: number; body: string }> = [];
    const { client, callText } = await connectClient(server(), {
      cookie,
      elicit: async (params) => {
        const url = (params as UrlParams).url;
        for (const other of [stranger, undefined, 'demo_session=made-up']) {
          const response = await browse(url, other);
          seen.push({ status: response.status, body: await response.text() });
        }
        return { action: 'decline' };
      },
    });
    await callText('connect_account');
    expect(seen).toHaveLength(3);
    for (const { status, body } of seen) {
      expect(status).toBe(403);
      expect(body).toContain('Wrong browser session');
      expect(body).not.toContain('Authorize Demo Cloud?');
    }
    await client.close();
  });

  it('asks again (not heard back yet) with the same URL while the browser flow is unfinished', async () => {
    const cookie = await newSession(server());
    const asked: UrlParams[] = [];
    const { client, callText } = await connectClient(server(), {
      cookie,
      elicit: async (params) => {
        asked.push(params as UrlParams);
        if (asked.length === 2) await completeInBrowser((params as UrlParams).url, cookie, 'allow');
        return { action: 'accept' }; // first time: opened, but not finished yet
      },
    });
    expect((await callText('connect_account'))[0]).toMatch(/^Connected/);
    expect(asked).toHaveLength(2);
    expect(asked[1]?.url).toBe(asked[0]?.url);
    expect(asked[1]?.message).toMatch(/^Once you have allowed or denied access in the Demo Cloud window/);
    await client.close();
  });

  it('reports a denial on the third-party page', async () => {
    const cookie = await newSession(server());
    let page = '';
    const { client, callText } = await connectClient(server(), {
      cookie,
      elicit: async (params) => {
        page = await completeInBrowser((params as UrlParams).url, cookie, 'deny');
        return { action: 'accept' };
      },
    });
    expect(await callText('connect_account')).toEqual(['Not connected: access was denied on the Demo Cloud page.']);
    expect(page).toContain('You denied Demo Cloud access');
    await client.close();
  });

  it.each([
    ['decline', 'Declined: you chose not to connect your Demo Cloud account.'],
    ['cancel', 'Cancelled: the request to connect your Demo Cloud account was dismissed without an answer.'],
  ] as const)('reports %s in the client distinctly', async (action, expected) => {
    const cookie = await newSession(server());
    const { client, callText } = await connectClient(server(), { cookie, elicit: () => ({ action }) });
    expect(await callText('connect_account')).toEqual([expected]);
    await client.close();
  });

  it('refuses a cross-site form post to the fake third party', async () => {
    const response = await browse(`${server().url}/demo-cloud/authorize`, undefined, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: 'state=x&decision=allow',
    });
    expect(response.status).toBe(403);
  });

  it('without a browser session, explains instead of asking', async () => {
    let called = false;
    const { client } = await connectClient(server(), { elicit: () => ((called = true), { action: 'accept' }) });
    const result = await client.callTool({ name: 'connect_account', arguments: {} });
    expect(result.isError).toBe(true);
    expect(JSON.stringify(result.content)).toContain('needs the demo browser session');
    expect(called).toBe(false);
    await client.close();
  });
});
