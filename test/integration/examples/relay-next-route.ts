/**
 * README "Clients that run on the server": a Next.js App Router route handler, as
 * `app/api/elicitation/route.ts`. Checked by `tsc --noEmit` and exercised by
 * test/relay/examples.test.ts (the README imports 'mcp-elicitation-react/relay' and
 * 'mcp-elicitation-react/store' where this file imports the sources).
 */
import type { Client } from '@modelcontextprotocol/client';
import { createElicitationRelay } from '../../../src/relay';
import { createElicitationHandler } from '../../../src/store';

/** Your own session lookup (a signed cookie, a JWT…): `null` when the caller is nobody. */
export function sessionOf(request: Request): string | null {
  const match = /(?:^|;\s*)session=([^;]+)/.exec(request.headers.get('cookie') ?? '');
  return match ? decodeURIComponent(match[1]!) : null;
}

// One relay per server process (a module-level singleton in Next.js).
export const relay = createElicitationRelay({
  authorize: sessionOf,
  allowedOrigins: ['https://chat.example.com'],
});

// app/api/elicitation/route.ts: the browser's stream (GET) and its answers (POST).
export const GET = (request: Request) => relay.handler(request);
export const POST = (request: Request) => relay.handler(request);
export const dynamic = 'force-dynamic'; // a stream: never cached or prerendered

/**
 * Where your chat route creates the MCP client for a signed-in user: its elicitation
 * requests go to that user's session, with who asks: the name the server gave when the
 * client connected, and its URL. The SDK v2 client here; the SDK 1.x and AI SDK adapters
 * take the same `elicit`.
 */
export function elicitationHandlerFor(session: string, client: Client, serverUrl: string) {
  return createElicitationHandler({
    elicit: (params, options) => relay.elicit(params, { ...options, session }),
    server: () => {
      const { name = serverUrl, title } = client.getServerVersion() ?? {};
      return { id: serverUrl, name, title, url: serverUrl };
    },
  });
}
