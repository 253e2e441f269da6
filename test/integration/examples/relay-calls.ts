/**
 * docs/guides/server-clients.md "A reload loses nothing": the session's calls on the server,
 * next to the relay of relay-next-route.ts. Checked by `tsc --noEmit` and run against the
 * demo's MCP server by test/relay/examples.test.ts.
 */
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { createCallRunner } from '../../../src/relay';
import { createElicitationHandler } from '../../../src/store';
import { relay, sessionOf } from './relay-next-route';

// One call runner per relay: the tool calls of each session.
export const calls = createCallRunner({ relay });

// app/api/chat/route.ts: start the user's call and answer at once with its id; every tab of
// the session follows it in `store.calls`, across a reload, and may stop it.
export async function POST(request: Request) {
  const session = sessionOf(request);
  if (!session) return Response.json({ error: 'sign in first' }, { status: 401 });
  const { tool } = (await request.json()) as { tool: string };
  const serverUrl = process.env.MCP_SERVER_URL!;
  const { id } = calls.start(session, {
    name: tool,
    run: async (call) => {
      const client = new Client({ name: 'chat', version: '1.0.0' }, { capabilities: { elicitation: { form: {}, url: {} } }, versionNegotiation: { mode: 'auto' } });
      // What the server asks goes to this call's session, tagged with the call.
      client.setRequestHandler('elicitation/create', createElicitationHandler({
        elicit: call.elicit,
        server: () => {
          const { name = serverUrl, title } = client.getServerVersion() ?? {};
          return { id: serverUrl, name, title, url: serverUrl };
        },
      }));
      try {
        await client.connect(new StreamableHTTPClientTransport(new URL(serverUrl)));
        // Stopped from a tab, or nobody left to answer: the signal ends the MCP call.
        return await client.callTool({ name: tool, arguments: {} }, { signal: call.signal });
      } finally {
        await client.close();
      }
    },
  });
  return Response.json({ id }, { status: 202 });
}
