/**
 * `@modelcontextprotocol/server-everything` (the MCP reference server, SDK 1.x, from the
 * npm registry) through the README's documented setup: `@modelcontextprotocol/client`
 * 2.4.0 on `acceptRealWorldSchemas(transport)`, `createElicitationHandler`, the store and
 * `ElicitationOutlet`. The client falls back to 2025-11-25 (sessionful `initialize`). The
 * user is played by Testing Library; nothing is mocked. The demo-server side of the v2
 * client is sdk-rounds.test.tsx.
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { describe, expect, it, vi } from 'vitest';
import { startEverythingServerForFile } from './everything-server';
import { button, clickOpen, hostClients, onlyStatus, textOf } from './ui';
import { shownOnly } from '../fixtures/live-region';

const everything = startEverythingServerForFile();
const connectHost = hostClients();

function connect() {
  const { mcpUrl } = everything();
  return connectHost(new StreamableHTTPClientTransport(new URL(mcpUrl)), { server: { id: 'everything', name: 'Everything', url: mcpUrl }, realWorld: true });
}

describe('SDK v2 client + acceptRealWorldSchemas × server-everything (2025-11-25)', { timeout: 20_000 }, () => {
  it('negotiates 2025-11-25; accept: the server echoes the values the user entered', async () => {
    const user = userEvent.setup();
    const { client } = await connect();
    expect(client.getProtocolEra()).toBe('legacy');
    const call = client.callTool({ name: 'trigger-elicitation-request', arguments: {} });
    await user.type(await screen.findByRole('textbox', { name: /^String(?! with)/ }, { timeout: 5000 }), 'Ada Lovelace');
    await user.click(screen.getByRole('checkbox', { name: /^Boolean/ }));
    const integer = screen.getByRole('textbox', { name: /^Integer/ });
    await user.clear(integer);
    await user.type(integer, '7');
    await user.click(screen.getByRole('radio', { name: 'Wonder Woman' }));
    await user.click(screen.getByRole('checkbox', { name: 'Piano' }));
    await user.click(await button('Submit'));
    const text = textOf(await call);
    expect(text).toMatch(/- Name: Ada Lovelace\n- Agreed to terms: true[\s\S]*- Favorite Integer: 7/);
    // The server echoes what it received (after validating it against its own schema).
    const raw = JSON.parse(text.slice(text.indexOf('Raw result:') + 'Raw result:'.length)) as { action: string; content: object };
    expect(raw).toEqual({
      action: 'accept',
      content: {
        name: 'Ada Lovelace',
        check: true,
        firstLine: 'It was a dark and stormy night.',
        integer: 7,
        number: 3.14,
        untitledSingleSelectEnum: 'Monica',
        untitledMultipleSelectEnum: ['Guitar', 'Piano'],
        titledSingleSelectEnum: 'hero-3',
        titledMultipleSelectEnum: ['fish-1'],
        legacyTitledEnum: 'pet-1',
      },
    });
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
    await screen.findByText(/— your answers were not (sent|taken)/, shownOnly);
    expect(onlyStatus(store)).toBe('expired');
  });
});
