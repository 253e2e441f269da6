/**
 * README "Integrations" example, checked by `tsc --noEmit` (the README imports
 * 'mcp-elicitation-react/store' where this file imports the sources).
 * `@modelcontextprotocol/client` 2.x: 2026-07-28 rounds and 2025-11-25 servers.
 */
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { createElicitationHandler, type ElicitationStore } from '../../../src/store';

export async function connectSdkV2(store: ElicitationStore, serverUrl: string) {
  const client = new Client(
    { name: 'my-web-client', version: '1.0.0' },
    { capabilities: { elicitation: { form: {}, url: {} } }, versionNegotiation: { mode: 'auto' } },
  );
  client.setRequestHandler(
    'elicitation/create',
    createElicitationHandler({
      elicit: store.elicit,
      // `id`: this server's key in YOUR configuration; `title` is what it says about itself.
      server: () => {
        const { name = serverUrl, title } = client.getServerVersion() ?? {}; // as the server gave them on connecting
        return { id: 'example', name, title, url: serverUrl };
      },
    }),
  );
  await client.connect(new StreamableHTTPClientTransport(new URL(serverUrl)));
  return client;
}
