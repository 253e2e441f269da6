/**
 * `@modelcontextprotocol/client` 2.4.0 on a 2025-11-25 connection to the demo server: the
 * answers sdk-rounds.test.tsx does not cover on that era (decline, cancel, abort). The user
 * is played by Testing Library clicking the rendered ElicitationOutlet; nothing is mocked.
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterEach, describe, expect, it } from 'vitest';
import { createElicitationHandler, createElicitationStore } from '../../src/index';
import { startDemoServerForFile } from '../demo/harness';
import { button, onlyStatus, renderOutlet, textOf } from './ui';

const demo = startDemoServerForFile();

let open: Client[] = [];
afterEach(async () => {
  await Promise.all(open.map((client) => client.close()));
  open = [];
});

async function connect() {
  const store = createElicitationStore();
  const { mcpUrl } = demo();
  const client = new Client(
    { name: 'mcpe-v2-legacy', version: '1.0.0' },
    { capabilities: { elicitation: { form: {}, url: {} } }, versionNegotiation: { mode: 'legacy' } },
  );
  client.setRequestHandler('elicitation/create', createElicitationHandler({ elicit: store.elicit, server: { id: 'demo', name: 'Demo', url: mcpUrl } }));
  await client.connect(new StreamableHTTPClientTransport(new URL(mcpUrl)));
  open.push(client);
  renderOutlet(store);
  return { client, store };
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
    await screen.findByText(/Expired — nothing was sent/, {}, { timeout: 5000 });
    expect(onlyStatus(store)).toBe('expired');
  });
});
