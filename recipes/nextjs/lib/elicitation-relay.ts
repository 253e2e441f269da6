// One relay per server process, in a module of its own: the route file exports only its
// handlers and route options, and your chat route imports `elicitationHandlerFor` from here.
import type { Client } from '@modelcontextprotocol/client';
import { createElicitationRelay } from 'mcp-elicitation-react/relay';
import { createElicitationHandler } from 'mcp-elicitation-react/store';

/** Your own session lookup (a signed cookie, a JWT…): `null` when the caller is nobody. */
export function sessionOf(request: Request): string | null {
  const match = /(?:^|;\s*)session=([^;]+)/.exec(request.headers.get('cookie') ?? '');
  return match ? decodeURIComponent(match[1]!) : null;
}

export const relay = createElicitationRelay({
  authorize: sessionOf,
  allowedOrigins: [process.env.APP_ORIGIN ?? 'http://localhost:3000'],
});

/**
 * Where your chat route creates the MCP client for a signed-in user: its elicitation
 * requests go to that user's session. Which server asks is read from the client once it has
 * connected (`getServerVersion()`: its name and the title it gives itself), with the URL you
 * connected to; `id` is your own key for that server.
 */
export function elicitationHandlerFor(session: string, client: Client, serverUrl: URL) {
  return createElicitationHandler({
    elicit: (params, options) => relay.elicit(params, { ...options, session }),
    server: () => {
      const info = client.getServerVersion();
      return { id: serverUrl.href, name: info?.name ?? serverUrl.host, title: info?.title, url: serverUrl.href };
    },
  });
}
