/**
 * `@modelcontextprotocol/client` 2.4.0 with the SDK v2 adapter + store against
 * `@modelcontextprotocol/server-everything` (SDK 1.x): the client falls back to
 * 2025-11-25 (sessionful `initialize`). The demo-server side of the v2 client is
 * sdk-rounds.test.tsx. The user is played by Testing Library; nothing is mocked.
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createElicitationHandler, createElicitationStore } from '../../src/index';
import { startEverythingServerForFile } from './everything-server';
import { button, clickOpen, onlyStatus, renderOutlet, textOf } from './ui';

const everything = startEverythingServerForFile();

let open: Client[] = [];
afterEach(async () => {
  await Promise.all(open.map((client) => client.close()));
  open = [];
});

async function connect() {
  const store = createElicitationStore();
  const { mcpUrl } = everything();
  const client = new Client({ name: 'mcpe-v2', version: '1.0.0' }, { capabilities: { elicitation: { form: {}, url: {} } } });
  client.setRequestHandler('elicitation/create', createElicitationHandler({ elicit: store.elicit, server: { id: 'everything', name: 'Everything', url: mcpUrl } }));
  await client.connect(new StreamableHTTPClientTransport(new URL(mcpUrl)));
  open.push(client);
  renderOutlet(store);
  return { client, store };
}

describe('SDK v2 client × server-everything (2025-11-25)', { timeout: 20_000 }, () => {
  it('negotiates 2025-11-25; accept with content reaches the server', async () => {
    const user = userEvent.setup();
    const { client } = await connect();
    expect(client.getProtocolEra()).toBe('legacy');
    const call = client.callTool({ name: 'trigger-elicitation-request', arguments: {} });
    await user.type(await screen.findByRole('textbox', { name: /^String(?! with)/ }, { timeout: 5000 }), 'Ada Lovelace');
    await user.click(await button('Submit'));
    expect(textOf(await call)).toMatch(/- Name: Ada Lovelace[\s\S]*- Favorite Integer: 42/);
  });

  it('decline and cancel reach the server as distinct answers', async () => {
    const user = userEvent.setup();
    const { client } = await connect();
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
    const { client } = await connect();
    const url = 'https://example.com/authorize?session=42';
    const call = client.callTool({ name: 'trigger-url-elicitation', arguments: { url } });
    await clickOpen(user);
    expect(openSpy.mock.calls).toEqual([[url, '_blank', 'noopener,noreferrer']]);
    expect(textOf(await call)).toMatch(/User completed the URL elicitation flow/);
    openSpy.mockRestore();
  });

  it("abort: closing the connection aborts the SDK's signal and the request shows expired", async () => {
    const { client, store } = await connect();
    const call = client.callTool({ name: 'trigger-elicitation-request', arguments: {} });
    const settled = call.then(() => 'resolved', () => 'rejected');
    await button('Submit');
    await act(() => client.close());
    expect(await settled).toBe('rejected');
    await screen.findByText(/Expired — nothing was sent/);
    expect(onlyStatus(store)).toBe('expired');
  });
});
