/**
 * The demo's own JSON endpoints for the "MCP client on the server" placement (served by
 * demo/server/server-clients.ts, called by demo/client/src/connections.ts). They are the
 * demo's, not the library's: the library's part is the relay (`/relay`), which carries
 * the elicitation requests and the calls themselves (its call runner).
 */
import type { Tool } from '@modelcontextprotocol/client';
import type { IdentifiedServer } from '../../src/core.ts';
import type { RoundHandling } from './demo-client.ts';
import type { WireLeg } from './wire-log.ts';

/**
 * The server-side MCP client a page asks for, as `?sdk=` on `API.client` and `API.run`:
 * the MCP SDK v2 (`v2`, the default) or the AI SDK's `createMCPClient` (`ai`, form mode only).
 */
export type ServerSdk = 'v2' | 'ai';

export const sdkOf = (url: URL): ServerSdk => (url.searchParams.get('sdk') === 'ai' ? 'ai' : 'v2');

/** Said in the page and in a refused call's note (demo/shared/ai-sdk-client.ts cites the source). */
export const AI_SDK_URL_NOTE =
  '@ai-sdk/mcp 2.0.99 has no URL mode: it declares form elicitation only (a server then cannot ask for a URL), and refuses a URL-mode request before any handler runs (“Only form elicitation is supported”), so the library never sees one. Use the MCP SDK v2 client for URL mode.';

export const API = {
  /** GET: this session's MCP client on the server (connected on first use). */
  client: '/api/client',
  /**
   * POST `RunBody`: start a tool call; answers at once (202 `RunStarted`). The call is the
   * session's, not the request's (the library's call runner): a reload does not stop it,
   * and every tab follows and stops it through the relay (`store.calls`).
   */
  run: '/api/run',
  /** GET `?id=`: what the server's MCP client sent and was told for that call (`CallLog`): the page never sees that wire. */
  log: '/api/log',
  /** The relay's handler: the requests and calls' event stream (GET) and the answers and stops (POST). */
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

/** `API.run`'s answer: the call's id, to follow in `store.calls`. */
export interface RunStarted {
  id: string;
}

/** `API.log`'s answer: each `tools/call` leg the server's client sent, and its notes. */
export interface CallLog {
  legs: WireLeg[];
  notes: string[];
}
