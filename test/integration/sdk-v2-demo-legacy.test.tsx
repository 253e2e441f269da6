/**
 * `@modelcontextprotocol/client` 2.4.0 on a 2025-11-25 connection to the demo server: the
 * answers sdk-rounds.test.tsx does not cover on that era (decline, cancel, abort). The user
 * is played by Testing Library clicking the rendered ElicitationOutlet; nothing is mocked.
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { describe, expect, it } from 'vitest';
import { startDemoServerForFile } from '../demo/harness';
import { button, hostClients, onlyStatus, textOf } from './ui';
import { shownOnly } from '../fixtures/live-region';

const demo = startDemoServerForFile();
const connectHost = hostClients();

function connect() {
  const { mcpUrl } = demo();
  return connectHost(new StreamableHTTPClientTransport(new URL(mcpUrl)), { server: { id: 'demo', name: 'Demo', url: mcpUrl }, versionNegotiation: { mode: 'legacy' } });
}

describe('SDK v2 client × demo server (2025-11-25)', { timeout: 20_000 }, () => {
  it('decline and cancel reach the server as distinct answers', async () => {
    const user = userEvent.setup();
    const { client } = await connect();
    expect(client.getProtocolEra()).toBe('legacy');
    const declined = client.callTool({ name: 'contact_form', arguments: {} });
    await user.click(await button('Decline'));
    expect(textOf(await declined)).toMatch(/^Declined/);
    const cancelled = client.callTool({ name: 'contact_form', arguments: {} });
    await user.click(await button('Cancel'));
    expect(textOf(await cancelled)).toMatch(/^Cancelled/);
  });

  it('abort: the aborted call leaves the request expired', async () => {
    const { client, store } = await connect();
    const controller = new AbortController();
    const call = client.callTool({ name: 'contact_form', arguments: {} }, { signal: controller.signal });
    const settled = call.then(() => 'resolved', () => 'rejected');
    await button('Submit');
    act(() => controller.abort());
    expect(await settled).toBe('rejected');
    await screen.findByText(/— your answers were not (sent|taken)/, shownOnly, { timeout: 5000 });
    expect(onlyStatus(store)).toBe('expired');
  });
});
