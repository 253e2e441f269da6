/**
 * The demo's own JSON endpoints for the "MCP client on the server" placement (served by
 * demo/server/server-clients.ts, called by demo/client/src/connections.ts). They are the
 * demo's, not the library's: the library's part is the relay (`/relay`), which carries
 * the elicitation requests themselves.
 */
import type { CallToolResult, Tool } from '@modelcontextprotocol/client';
import type { IdentifiedServer } from '../../src/core.ts';
import type { RoundHandling } from './demo-client.ts';
import type { WireLeg } from './wire-log.ts';

export const API = {
  /** GET: this session's MCP client on the server (connected on first use). */
  client: '/api/client',
  /** POST `RunBody`: run a tool; answers once the call ended (`RunReply`). */
  run: '/api/run',
  /** POST: abort this session's running call. */
  stop: '/api/stop',
  /** The relay's handler: the requests' event stream (GET) and the answers (POST). */
  relay: '/relay',
} as const;

export interface ClientInfo {
  server: IdentifiedServer;
  protocolVersion: string | undefined;
  tools: Tool[];
}

export interface RunBody {
  tool: string;
  handling: RoundHandling;
}

/** How the call ended, with what went on the wire (known to the server only). */
export type RunReply = { legs: WireLeg[]; notes: string[] } & (
  | { status: 'done'; result: CallToolResult }
  | { status: 'failed'; error: string }
  | { status: 'stopped' }
);
