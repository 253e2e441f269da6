/**
 * The guide "App-rendered forms": an SDK v2 client that offers app-rendered forms, checked by
 * `tsc --noEmit` and run against the demo server by test/apps/negotiation.test.ts (the guide
 * imports 'mcp-elicitation-react/apps' and '/store' where this file imports the sources).
 */
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { appFormCapabilities, withAppForms } from '../../../src/apps';
import { createElicitationHandler, type ElicitationStore } from '../../../src/store';

export async function connectWithAppForms(store: ElicitationStore, serverUrl: string) {
  // Form and URL elicitation, plus app-rendered forms: the MCP Apps MIME type and `elicitation: {}`.
  const capabilities = appFormCapabilities({ elicitation: { form: {}, url: {} } });
  const client = new Client({ name: 'my-web-client', version: '1.0.0' }, { capabilities, versionNegotiation: { mode: 'auto' } });
  client.setRequestHandler(
    'elicitation/create',
    createElicitationHandler({
      // Per request: when both sides offer app forms and the form names a ui:// app, read it here.
      elicit: withAppForms({ elicit: store.elicit, client, capabilities }),
      server: () => {
        const { name = serverUrl, title } = client.getServerVersion() ?? {};
        return { id: serverUrl, name, title, url: serverUrl };
      },
    }),
  );
  await client.connect(new StreamableHTTPClientTransport(new URL(serverUrl)));
  return client;
}
