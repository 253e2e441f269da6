/**
 * `@modelcontextprotocol/server-everything` (the MCP reference server, built on SDK 1.x)
 * on 127.0.0.1, port 0. Its own `streamableHttp` entry listens on every interface at a
 * fixed port, so this mounts the package's `createServer()` the way that entry does
 * (one sessionful SDK 1.x transport per `initialize`) on a loopback-only node:http server.
 */
import { randomUUID } from 'node:crypto';
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { createServer } from '@modelcontextprotocol/server-everything/dist/server/index.js';
import { afterAll, beforeAll } from 'vitest';

export interface RunningEverythingServer {
  /** The MCP endpoint, e.g. `http://127.0.0.1:41234/mcp`. */
  mcpUrl: string;
  close(): Promise<void>;
}

export async function startEverythingServer(): Promise<RunningEverythingServer> {
  const sessions = new Map<string, StreamableHTTPServerTransport>();
  const cleanups: Array<() => void> = [];

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const sessionId = req.headers['mcp-session-id'];
    const existing = typeof sessionId === 'string' ? sessions.get(sessionId) : undefined;
    if (existing) return existing.handleRequest(req, res);
    if (req.method !== 'POST' || sessionId !== undefined) {
      res.writeHead(400, { 'content-type': 'application/json' }).end('{"jsonrpc":"2.0","error":{"code":-32000,"message":"Bad Request: No valid session ID provided"},"id":null}');
      return;
    }
    const { server, cleanup } = createServer();
    const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      onsessioninitialized: (id) => void sessions.set(id, transport),
    });
    cleanups.push(() => cleanup(transport.sessionId));
    await server.connect(transport);
    await transport.handleRequest(req, res);
  }

  const http = createHttpServer((req, res) => {
    if (new URL(req.url ?? '/', 'http://localhost').pathname !== '/mcp') return void res.writeHead(404).end();
    handle(req, res).catch(() => res.headersSent || res.writeHead(500).end());
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    mcpUrl: `http://127.0.0.1:${port}/mcp`,
    async close() {
      await Promise.all([...sessions.values()].map((transport) => transport.close()));
      for (const cleanup of cleanups) cleanup();
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}

/** One server for the test file; `server()` returns it inside tests. */
export function startEverythingServerForFile(): () => RunningEverythingServer {
  let running: RunningEverythingServer | undefined;
  beforeAll(async () => {
    running = await startEverythingServer();
  });
  afterAll(() => running?.close());
  return () => {
    if (!running) throw new Error('everything server not started');
    return running;
  };
}
