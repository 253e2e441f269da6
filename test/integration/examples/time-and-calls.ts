/**
 * The "Time and calls" guide's setup: both clocks set on purpose, with the MCP SDK v2 client.
 * Type-checked by `tsc --noEmit` and run against a real server by
 * test/integration/timeouts.test.ts (the guide shows 'mcp-elicitation-react/store' where this
 * file imports the sources).
 */
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { createElicitationHandler, createElicitationStore } from '../../../src/store';

// The person's clock: how long a question waits for an answer (these are the defaults).
export const store = createElicitationStore({ timeToAnswer: { form: 10 * 60_000, url: 30 * 60_000 } });

export async function connect(serverUrl: string) {
  const client = new Client(
    { name: 'my-web-client', version: '1.0.0' },
    { capabilities: { elicitation: { form: {}, url: {} } }, versionNegotiation: { mode: 'auto' } },
  );
  const elicitation = createElicitationHandler({
    elicit: store.elicit,
    server: () => {
      const { name = serverUrl, title } = client.getServerVersion() ?? {}; // as the server gave them on connecting
      return { id: 'example', name, title, url: serverUrl };
    },
  });
  client.setRequestHandler('elicitation/create', elicitation);
  await client.connect(new StreamableHTTPClientTransport(new URL(serverUrl)));
  return { client, elicitation };
}

export async function runTool({ client, elicitation }: Awaited<ReturnType<typeof connect>>, name: string, signal?: AbortSignal) {
  try {
    // The machine's clock: on 2025-11-25 this timeout runs while the person answers, so it
    // outlasts the person's clock; on 2026-07-28 it covers each network leg only.
    // during(): a question still open when the call ends (failed, timed out, stopped) ends with it.
    return await elicitation.during(() => client.callTool({ name, arguments: {} }, { signal, timeout: 11 * 60_000 }));
  } finally {
    store.finishCall({ serverId: 'example' }); // answered leftovers (a URL's "waiting") go
  }
}
