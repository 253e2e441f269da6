/**
 * `@modelcontextprotocol/sdk` 1.32.2 (`Client`, 2025-11-25) with this library's SDK 1.x
 * adapter + store, against two real servers: the demo server (SDK 2.x, legacy era) and
 * `@modelcontextprotocol/server-everything` (SDK 1.x). The user is played by Testing
 * Library clicking the rendered ElicitationOutlet. Nothing of either SDK is mocked.
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createElicitationStore, createSdkV1ElicitationHandler } from '../../src/index';
import { CONTACT_SCHEMA } from '../../demo/server/tools/contact-form.ts';
import { newSession, startDemoServerForFile } from '../demo/harness';
import { startEverythingServerForFile } from './everything-server';
import { button, clickOpen, onlyStatus, renderOutlet, textOf } from './ui';
import { shownOnly } from '../fixtures/live-region';

const demo = startDemoServerForFile();
const everything = startEverythingServerForFile();

let open: Client[] = [];
afterEach(async () => {
  await Promise.all(open.map((client) => client.close()));
  open = [];
});

/** What a host writes: one store, one handler per configured server. */
async function connect(mcpUrl: string, cookie?: string, hostSignal?: () => AbortSignal | undefined) {
  const store = createElicitationStore();
  /** Every JSON-RPC message the client posted. */
  const posted: Array<{ id?: unknown; method?: string; result?: { action?: string } }> = [];
  const recordingFetch: typeof fetch = (input, init) => {
    if (typeof init?.body === 'string') posted.push(...[JSON.parse(init.body) as (typeof posted)[number]].flat());
    return fetch(input, init);
  };
  const client = new Client({ name: 'mcpe-v1', version: '1.0.0' }, { capabilities: { elicitation: { form: {}, url: {} } } });
  client.setRequestHandler(
    ElicitRequestSchema,
    createSdkV1ElicitationHandler({ elicit: store.elicit, server: { id: 'srv', name: 'Test server', url: mcpUrl }, signal: hostSignal }),
  );
  await client.connect(new StreamableHTTPClientTransport(new URL(mcpUrl), { requestInit: { headers: cookie ? { cookie } : {} }, fetch: recordingFetch }));
  open.push(client);
  renderOutlet(store);
  return { client, store, posted };
}

const contactDefaults = Object.fromEntries(Object.entries(CONTACT_SCHEMA.properties).map(([key, field]) => [key, field.default]));

describe('SDK 1.x client × demo server (2025-11-25)', { timeout: 20_000 }, () => {
  it('accept with content: the form defaults reach the server exactly', async () => {
    const user = userEvent.setup();
    const { client } = await connect(demo().mcpUrl);
    expect(client.getServerVersion()?.name).toBeTruthy();
    const call = client.callTool({ name: 'contact_form', arguments: {} });
    await user.click(await button('Submit'));
    expect(JSON.parse(textOf(await call))).toEqual(contactDefaults);
  });

  it('decline and cancel reach the server as distinct answers', async () => {
    const user = userEvent.setup();
    const { client } = await connect(demo().mcpUrl);
    const declined = client.callTool({ name: 'contact_form', arguments: {} });
    await user.click(await button('Decline'));
    expect(textOf(await declined)).toMatch(/^Declined/);
    const cancelled = client.callTool({ name: 'contact_form', arguments: {} });
    await user.click(await button('Cancel'));
    expect(textOf(await cancelled)).toMatch(/^Cancelled/);
  });

  it('URL mode: Open answers accept, the server asks again ("still waiting"), Cancel ends it', async () => {
    const user = userEvent.setup();
    const openSpy = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { client } = await connect(demo().mcpUrl, await newSession(demo()));
    const call = client.callTool({ name: 'connect_account', arguments: {} });
    await clickOpen(user);
    expect(String(openSpy.mock.calls[0]![0])).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/connect\//);
    await screen.findByText('Still waiting for you to finish on 127.0.0.1', {}, { timeout: 5000 });
    await user.click(screen.getAllByRole('button', { name: 'Cancel' }).at(-1)!);
    expect(textOf(await call)).toMatch(/^Cancelled/);
    openSpy.mockRestore();
  });

  it('abort: the host aborts the call, the request shows expired and the server gets cancel', async () => {
    const controller = new AbortController();
    const { client, store, posted } = await connect(demo().mcpUrl, undefined, () => controller.signal);
    const call = client.callTool({ name: 'contact_form', arguments: {} }, undefined, { signal: controller.signal });
    await button('Submit');
    act(() => controller.abort());
    await expect(call).rejects.toThrow();
    await screen.findByText(/— your answers were not (sent|taken)/, shownOnly);
    expect(onlyStatus(store)).toBe('expired');
    await vi.waitFor(() => expect(posted.filter((message) => message.result?.action).map((message) => message.result)).toEqual([{ action: 'cancel' }]));
    expect(posted.some((message) => message.method === 'notifications/cancelled')).toBe(true);
  });

  it("abort: closing the connection aborts the SDK's own signal and the request shows expired", async () => {
    const { client, store } = await connect(demo().mcpUrl);
    const call = client.callTool({ name: 'contact_form', arguments: {} });
    const settled = call.then(() => 'resolved', () => 'rejected'); // close rejects it at once
    await button('Submit');
    await act(() => client.close());
    expect(await settled).toBe('rejected');
    await screen.findByText(/— your answers were not (sent|taken)/, shownOnly);
    expect(onlyStatus(store)).toBe('expired');
  });
});

describe('SDK 1.x client × server-everything (2025-11-25)', { timeout: 20_000 }, () => {
  it('accept with content: the typed name and the schema defaults reach the server', async () => {
    const user = userEvent.setup();
    const { client } = await connect(everything().mcpUrl);
    const call = client.callTool({ name: 'trigger-elicitation-request', arguments: {} });
    await user.type(await screen.findByRole('textbox', { name: /^String(?! with)/ }, { timeout: 5000 }), 'Ada Lovelace');
    await user.click(await button('Submit'));
    const text = textOf(await call);
    expect(text).toMatch(/- Name: Ada Lovelace/);
    expect(text).toMatch(/- Favorite Integer: 42/);
  });

  it('decline and cancel reach the server as distinct answers', async () => {
    const user = userEvent.setup();
    const { client } = await connect(everything().mcpUrl);
    const declined = client.callTool({ name: 'trigger-elicitation-request', arguments: {} });
    await user.click(await button('Decline'));
    expect(textOf(await declined)).toMatch(/User declined/);
    const cancelled = client.callTool({ name: 'trigger-elicitation-request', arguments: {} });
    await user.click(await button('Cancel'));
    expect(textOf(await cancelled)).toMatch(/User cancelled/);
  });

  it('URL mode: Open opens the exact URL and answers accept', async () => {
    const user = userEvent.setup();
    const openSpy = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { client } = await connect(everything().mcpUrl);
    const url = 'https://example.com/authorize?session=42';
    const call = client.callTool({ name: 'trigger-url-elicitation', arguments: { url } });
    await clickOpen(user);
    expect(openSpy.mock.calls).toEqual([[url, '_blank', 'noopener,noreferrer']]);
    expect(textOf(await call)).toMatch(/User completed the URL elicitation flow/);
    openSpy.mockRestore();
  });

  it('abort: the host aborts the call, the request shows expired', async () => {
    const controller = new AbortController();
    const { client, store } = await connect(everything().mcpUrl, undefined, () => controller.signal);
    const call = client.callTool({ name: 'trigger-elicitation-request', arguments: {} }, undefined, { signal: controller.signal });
    await button('Submit');
    act(() => controller.abort());
    await expect(call).rejects.toThrow();
    await screen.findByText(/— your answers were not (sent|taken)/, shownOnly);
    expect(onlyStatus(store)).toBe('expired');
  });
});
