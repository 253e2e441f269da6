// One relay and its call runner per server process, in a module of its own: the route files
// export only their handlers and route options, and your chat route imports from here.
import type { Client } from '@modelcontextprotocol/client';
import { createCallRunner, createElicitationRelay, type CallContext } from 'mcp-elicitation-react/relay';
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
 * The session's tool calls: they outlive the request that started them (a reload does not
 * stop one), every tab of the session follows them (`store.calls`), and one is cancelled
 * when no tab has been open for 45 s.
 */
export const calls = createCallRunner({ relay });

/**
 * Where your chat route creates the MCP client for a call: what the server asks goes to the
 * call's session, tagged with the call (it expires if the call is stopped). Which server asks
 * is read from the client once it has connected (`getServerVersion()`: its name and the title
 * it gives itself), with the URL you connected to; `id` is your own key for that server.
 */
export function elicitationHandlerFor(call: CallContext, client: Client, serverUrl: URL) {
  return createElicitationHandler({
    elicit: call.elicit,
    server: () => {
      const info = client.getServerVersion();
      return { id: serverUrl.href, name: info?.name ?? serverUrl.host, title: info?.title, url: serverUrl.href };
    },
  });
}
