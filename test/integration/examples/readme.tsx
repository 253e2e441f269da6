/**
 * The README's example: type-checked by `tsc --noEmit` and run against the demo server by
 * test/integration/examples.test.tsx (the README imports 'mcp-elicitation-react/…').
 */
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { ElicitationOutlet } from '../../../src/host';
import { createElicitationHandler, createElicitationStore } from '../../../src/store';
import '../../../src/theme/styles.css';

const store = createElicitationStore(); // one per app

export async function connect(serverUrl: string) {
  const client = new Client({ name: 'my-app', version: '1.0.0' }, { capabilities: { elicitation: { form: {}, url: {} } } });
  // Every elicitation the server sends goes to the store, with who asks: the name it gave
  // when it connected, and its URL (shown as its host). `id` is YOUR key for this server.
  const server = () => ({ id: 'example', name: client.getServerVersion()?.name ?? serverUrl, url: serverUrl });
  client.setRequestHandler('elicitation/create', createElicitationHandler({ elicit: store.elicit, server }));
  await client.connect(new StreamableHTTPClientTransport(new URL(serverUrl)));
  return client;
}

export async function runTool(client: Client, name: string) {
  try {
    return await client.callTool({ name, arguments: {} }); // resolves after every round
  } finally {
    store.finishCall({ serverId: 'example' }); // nothing the call asked stays on screen
  }
}

// Anywhere in your React tree: what is pending, a whole round together.
export const Elicitations = () => <ElicitationOutlet store={store} presentation="dialog" />;
