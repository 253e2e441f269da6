/**
 * The README's example and the Usage guide's "With the MCP TypeScript SDK v2": type-checked
 * by `tsc --noEmit` and run against the demo server by test/integration/examples.test.tsx
 * (the docs show 'mcp-elicitation-react/…' where this file imports the sources).
 */
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { ElicitationOutlet } from '../../../src/host';
import { createElicitationHandler, createElicitationStore } from '../../../src/store';
import '../../../src/theme/styles.css';

const store = createElicitationStore(); // framework-free; one per app is enough

export async function connect(serverUrl: string) {
  const client = new Client(
    { name: 'my-web-client', version: '1.0.0' },
    { capabilities: { elicitation: { form: {}, url: {} } }, versionNegotiation: { mode: 'auto' } },
  );
  // The SDK calls this for every elicitation of a round (2026-07-28) or a server's request
  // (2025-11-25); each call resolves when the user answers. `id`: YOUR key for this server.
  client.setRequestHandler('elicitation/create', createElicitationHandler({
    elicit: store.elicit,
    server: () => {
      const { name = serverUrl, title } = client.getServerVersion() ?? {}; // as the server gave them on connecting
      return { id: 'example', name, title, url: serverUrl };
    },
  }));
  await client.connect(new StreamableHTTPClientTransport(new URL(serverUrl)));
  return client;
}

export async function runTool(client: Client, name: string, signal?: AbortSignal) {
  try {
    return await client.callTool({ name, arguments: {} }, { signal }); // after every round
  } finally {
    store.finishCall({ serverId: 'example' }); // answered leftovers (a URL's "waiting") go
  }
}

// Anywhere in your React tree: whatever is pending, a whole round together.
export const Elicitations = () => <ElicitationOutlet store={store} presentation="dialog" />;
