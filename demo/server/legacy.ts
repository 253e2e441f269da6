/**
 * Serving 2025-11-25 clients. `createMcpHandler`'s built-in legacy fallback is stateless
 * (one server instance per HTTP request), and 2025 elicitation is a real server→client
 * request whose answer arrives in a *later* POST. A stateless instance neither knows the
 * client's capabilities (they came with `initialize`) nor receives that answer, so the
 * SDK's legacy shim refuses to elicit there. Hence this small sessionful leg: one
 * transport + server per `Mcp-Session-Id`, as the SDK docs suggest, routed with
 * `isLegacyRequest` in front of a `legacy: 'reject'` modern handler. The SDK's shim then
 * turns the same `inputRequired(...)` returns into real `elicitation/create` requests.
 */
import { randomUUID } from 'node:crypto';
import { WebStandardStreamableHTTPServerTransport, type McpServer } from '@modelcontextprotocol/server';

export interface LegacySessions {
  fetch(request: Request): Promise<Response>;
  close(): Promise<void>;
}

const MAX_SESSIONS = 100;

export function createLegacySessions(factory: () => McpServer): LegacySessions {
  const transports = new Map<string, WebStandardStreamableHTTPServerTransport>();

  const evictOldest = async () => {
    const [oldest] = transports.keys();
    if (oldest === undefined) return;
    const transport = transports.get(oldest);
    transports.delete(oldest);
    await transport?.close();
  };

  return {
    async fetch(request) {
      const sessionId = request.headers.get('mcp-session-id');
      if (sessionId !== null) {
        const transport = transports.get(sessionId);
        return transport
          ? transport.handleRequest(request)
          : Response.json({ jsonrpc: '2.0', error: { code: -32001, message: 'Session not found' }, id: null }, { status: 404 });
      }
      if (request.method !== 'POST') return new Response('Method not allowed.', { status: 405, headers: { allow: 'POST' } });
      // No session yet: only `initialize` may open one (the transport enforces that).
      if (transports.size >= MAX_SESSIONS) await evictOldest();
      const transport = new WebStandardStreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        onsessioninitialized: (id) => void transports.set(id, transport),
        onsessionclosed: (id) => void transports.delete(id),
      });
      await factory().connect(transport);
      return transport.handleRequest(request);
    },
    async close() {
      const open = [...transports.values()];
      transports.clear();
      await Promise.all(open.map((transport) => transport.close()));
    },
  };
}
