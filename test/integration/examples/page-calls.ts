/**
 * docs/guides/server-clients.md "In the page": the MCP client in the page, its calls in the
 * page's call runner, a waiting round kept across a reload. Checked by `tsc --noEmit` and run
 * against the demo server by test/adapters/page-calls.test.ts.
 */
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { createElicitationHandler, createElicitationStore, createPageCallRunner } from '../../../src/core';

export const store = createElicitationStore(); // what ElicitationOutlet renders

export async function connectCalls(serverUrl: string) {
  const client = new Client({ name: 'my-app', version: '1.0.0' }, { capabilities: { elicitation: { form: {}, url: {} } }, versionNegotiation: { mode: 'auto' } });
  let server = { id: serverUrl, name: serverUrl, url: serverUrl };
  // 2025-11-25 servers ask with requests of their own: those go to the store as usual.
  client.setRequestHandler('elicitation/create', createElicitationHandler({ elicit: store.elicit, server: () => server }));
  await client.connect(new StreamableHTTPClientTransport(new URL(serverUrl)));
  const { name = serverUrl, title } = client.getServerVersion() ?? {};
  server = { ...server, name, ...(title && { title }) };
  return createPageCallRunner({
    store,
    server,
    // One leg of a call: the runner runs the rounds itself, so it can keep the waiting one.
    send: (params, { signal }) => client.request({ method: 'tools/call', params }, { allowInputRequired: true, signal }),
    storage: sessionStorage, // opt-in: the waiting round survives a reload (never a masked field)
  });
}

// const runner = await connectCalls(url);
// const { id } = runner.start({ name: 'book_table', arguments: { guests: 2 } });
// await runner.calls.settled(id); // after a reload too: runner.calls lists it again
