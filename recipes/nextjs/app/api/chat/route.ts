// Your chat route: the signed-in user's MCP client runs a tool on the server, as a call of
// the user's session (not of this request): the route answers at once with the call's id,
// what the server asks reaches the user's page through the relay, and every tab of the
// session follows the call to its result (`store.calls`), across a reload too.
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { calls, elicitationHandlerFor, sessionOf } from '../../../lib/elicitation-relay';

export async function POST(request: Request) {
  const session = sessionOf(request);
  if (!session) return Response.json({ error: 'sign in first' }, { status: 401 });
  const serverUrl = new URL('/api/mcp', request.url);
  const { id } = calls.start(session, {
    name: 'book_table',
    run: async (call) => {
      const client = new Client({ name: 'recipe-chat', version: '1.0.0' }, {
        capabilities: { elicitation: { form: {} } },
        versionNegotiation: { mode: 'auto' }, // 2026-07-28 servers, and 2025-11-25 ones
      });
      client.setRequestHandler('elicitation/create', elicitationHandlerFor(call, client, serverUrl));
      try {
        await client.connect(new StreamableHTTPClientTransport(serverUrl));
        // Stopped from a tab, or nobody left to answer: the signal ends the MCP call.
        return await client.callTool({ name: 'book_table', arguments: {} }, { signal: call.signal });
      } finally {
        await client.close();
      }
    },
  });
  return Response.json({ id }, { status: 202 });
}
export const dynamic = 'force-dynamic';
