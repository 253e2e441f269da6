// Your chat route: the signed-in user's MCP client runs a tool on the server; what the
// server asks meanwhile reaches the user's page through the relay, and the call resolves
// once the user has answered.
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { elicitationHandlerFor, sessionOf } from '../../../lib/elicitation-relay';

export async function POST(request: Request) {
  const session = sessionOf(request);
  if (!session) return Response.json({ error: 'sign in first' }, { status: 401 });
  const serverUrl = new URL('/api/mcp', request.url);
  const client = new Client({ name: 'recipe-chat', version: '1.0.0' }, {
    capabilities: { elicitation: { form: {} } },
    versionNegotiation: { mode: 'auto' }, // 2026-07-28 servers, and 2025-11-25 ones
  });
  client.setRequestHandler('elicitation/create', elicitationHandlerFor(session, client, serverUrl));
  try {
    await client.connect(new StreamableHTTPClientTransport(serverUrl));
    return Response.json(await client.callTool({ name: 'book_table', arguments: {} }));
  } finally {
    await client.close();
  }
}
export const dynamic = 'force-dynamic';
