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
   * POST `RunBody`: start a tool call; answers at once (202, its `CallInfo`). The call is
   * the session's, not the request's: a reload does not stop it.
   */
  run: '/api/run',
  /** GET: the session's calls still running or ended unread (`CallInfo[]`): a reloaded page follows them again. */
  calls: '/api/calls',
  /** GET `?id=`: waits (up to `CALL_WAIT_MS`) for that call to end: `CallWait`. */
  call: '/api/call',
  /** POST: abort this session's running call (the user's Stop). */
  stop: '/api/stop',
  /** The relay's handler: the requests' event stream (GET) and the answers (POST). */
  relay: '/relay',
} as const;

export interface ClientInfo {
  server: IdentifiedServer;
  protocolVersion: string | undefined;
  tools: Tool[];
}

/** A call the page can follow (`API.call`). */
export interface CallInfo {
  id: string;
  tool: string;
}

/** How long `API.call` holds its answer back before saying `running` (the page then asks again). */
export const CALL_WAIT_MS = 20_000;

export interface RunBody {
  tool: string;
  handling: RoundHandling;
}

/** How a call ended. */
export type RunOutcome = { status: 'done'; result: CallToolResult } | { status: 'failed'; error: string } | { status: 'stopped' };

/** How the call ended, with what went on the wire (known to the server only). */
export type RunReply = { legs: WireLeg[]; notes: string[] } & RunOutcome;

/** `API.call`'s answer: how the call ended, or `running` still. */
export type CallWait = RunReply | { status: 'running' };
