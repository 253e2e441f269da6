/**
 * README "Integrations" example, checked by `tsc --noEmit` (the README imports
 * 'mcp-elicitation-react/store' where this file imports the sources).
 * `@modelcontextprotocol/sdk` 1.x `Client`: 2025-11-25 and earlier.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { createSdkV1ElicitationHandler, type ElicitationStore } from '../../../src/store';

export async function connectSdkV1(store: ElicitationStore, serverUrl: string) {
  const client = new Client({ name: 'my-web-client', version: '1.0.0' }, { capabilities: { elicitation: { form: {}, url: {} } } });
  let turn: AbortController | undefined; // the chat turn (tool call) that is running
  const elicitation = createSdkV1ElicitationHandler({
    elicit: store.elicit,
    server: () => {
      const { name = serverUrl, title } = client.getServerVersion() ?? {}; // as the server gave them on connecting
      return { id: 'example', name, title, url: serverUrl };
    },
    signal: () => turn?.signal, // an abandoned turn shows its question as expired
  });
  client.setRequestHandler(ElicitRequestSchema, elicitation);
  await client.connect(new StreamableHTTPClientTransport(new URL(serverUrl)));

  async function callTool(name: string, args: Record<string, unknown>) {
    turn = new AbortController();
    const { signal } = turn;
    try {
      // during(): a question still open when the call ends (failed, timed out, stopped) ends with it.
      // Options are the third argument: `callTool(params, { timeout })` would set no timeout.
      return await elicitation.during(() => client.callTool({ name, arguments: args }, undefined, { signal, timeout: 120_000 }));
    } finally {
      store.finishCall({ serverId: 'example' }); // clears answered leftovers (an opened URL's "waiting")
    }
  }
  return { client, callTool, stop: () => turn?.abort() };
}
