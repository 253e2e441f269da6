/**
 * The demo server as one web-standard `fetch(request)`: the MCP endpoint (`/mcp`, both
 * protocol eras), the browser session, the URL-mode connect pages, the MCP clients that
 * run on the server with their relay (`/api/*`, `/relay`: server-clients.ts), and
 * optionally a built client directory. `startDemoServer` (http.ts) puts it on node:http.
 */
import { randomBytes } from 'node:crypto';
import {
  createMcpHandler,
  createRequestStateCodec,
  isLegacyRequest,
  localhostAllowedOrigins,
  originValidationResponse,
  type ServerContext,
} from '@modelcontextprotocol/server';
import { sandboxProxyResponse } from '../../src/apps.ts';
import { createConnectFlows } from './connect-flows.ts';
import { handleConnectRoute } from './connect-routes.ts';
import { createLegacySessions } from './legacy.ts';
import { escapeHtml, page } from './pages.ts';
import { createSessionStore } from './session.ts';
import { createServerClients } from './server-clients.ts';
import { serveStatic } from './static-files.ts';
import { DEMO_TOOL_NAMES, type DemoToolName } from './tool-names.ts';
import { DEMO_TOOLS, buildMcpServer } from './tools/index.ts';
import type { DemoDeps, DemoState } from './tools/shared.ts';

/** Where the sandbox proxy of app-rendered forms is served (demo/client/src/app-forms.ts frames it). */
const SANDBOX_PATH = '/mcp-app-sandbox';

export interface DemoServerOptions {
  /**
   * HMAC key (≥ 32 bytes) for `requestState` and the session cookies. Defaults to
   * `$DEMO_STATE_KEY`, else a random key per process (a restart then forgets every browser
   * and refuses every state it minted).
   */
  stateKey?: string | Uint8Array;
  /** A built client to serve at `/` (files, with `index.html` as the fallback for pages). */
  staticDir?: string;
  /** Origin hostnames allowed to call `/mcp` from a browser (default: localhost names). */
  allowedOrigins?: string[];
  /**
   * The demo's own origins (`http://127.0.0.1:8787`): the pages that may use the relay and
   * run tools on the server's MCP clients. `startDemoServer` fills it in once it listens.
   */
  origins?: readonly string[];
  /**
   * How long a tool call of the server's MCP clients outlives the last tab of its browser
   * session (server-clients.ts `graceMs`). @default 45000
   */
  callGraceMs?: number;
  /** Out-of-band errors of the MCP handler (reporting only). */
  onerror?: (error: Error) => void;
  /**
   * Offer app-rendered forms (MCP Apps: `choose_seat`, `broken_seat_app`) to clients that
   * offer them; `false`: the server does not advertise them, so every client shows its own form. @default true
   */
  appForms?: boolean;
}

export interface DemoServer {
  /** Serve one HTTP request. `request.url` must be the URL the client used (its origin is used for connect links). */
  fetch(request: Request): Promise<Response>;
  /** Abort in-flight MCP exchanges, stop the server's MCP clients, close 2025-era sessions. */
  close(): Promise<void>;
  readonly toolNames: readonly DemoToolName[];
}

export function createDemoServer(options: DemoServerOptions = {}): DemoServer {
  const key = options.stateKey ?? process.env.DEMO_STATE_KEY ?? randomBytes(32);
  // Signed with the same key: a restart with the same key keeps both the browsers' sessions and their states.
  const sessions = createSessionStore(key);
  const flows = createConnectFlows();
  const sessionOf = (ctx: ServerContext) => (ctx.http?.req ? sessions.read(ctx.http.req) : undefined);
  const codec = createRequestStateCodec<DemoState>({
    key,
    ttlSeconds: 15 * 60,
    // Spec (basic/patterns/mrtr): bind state to the principal and the originating request,
    // so a state minted for one browser session is refused in another.
    bind: (ctx) => `${ctx.mcpReq.method}\0${sessionOf(ctx) ?? ''}`,
  });
  const deps: DemoDeps = {
    codec,
    flows,
    sessionOf,
    originOf: (ctx) => new URL(ctx.http?.req?.url ?? 'http://127.0.0.1/').origin,
    appForms: options.appForms,
  };
  const factory = () => buildMcpServer(deps);
  const modern = createMcpHandler(factory, { legacy: 'reject', onerror: options.onerror });
  const legacy = createLegacySessions(factory);
  const allowedOrigins = options.allowedOrigins ?? localhostAllowedOrigins();

  /** HTML pages of the app get the session cookie: loading the demo is what "signs in". */
  const withSession = (request: Request, response: Response): Response => {
    if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return response;
    const { setCookie } = sessions.ensure(request);
    if (setCookie) response.headers.append('set-cookie', setCookie);
    return response;
  };

  async function mcp(request: Request): Promise<Response> {
    // DNS-rebinding / cross-site protection for browsers (Origin is absent for non-browser clients).
    const rejected = originValidationResponse(request, allowedOrigins);
    if (rejected) return rejected;
    return (await isLegacyRequest(request)) ? legacy.fetch(request) : modern.fetch(request);
  }
  const clients = createServerClients({ sessions, origins: options.origins ?? [], mcp, graceMs: options.callGraceMs });

  async function handle(request: Request): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (pathname === '/mcp') return mcp(request);
    // The MCP Apps sandbox proxy: the page frames it from its other loopback name, so it
    // runs on another origin than the page (demo/client/src/app-forms.ts).
    if (pathname === SANDBOX_PATH) return sandboxProxyResponse(request, { hostOrigins: options.origins ?? [] });
    const api = await clients.handle(request);
    if (api) return api;
    if (pathname === '/session' && request.method === 'GET') {
      const { setCookie } = sessions.ensure(request);
      return new Response(null, { status: 204, headers: setCookie ? { 'set-cookie': setCookie, 'cache-control': 'no-store' } : {} });
    }
    const connect = await handleConnectRoute(request, { flows, sessions });
    if (connect) return connect;
    const file = options.staticDir ? await serveStatic(request, options.staticDir) : undefined;
    if (file) return withSession(request, file);
    if (pathname === '/' && request.method === 'GET') return withSession(request, landingPage(new URL(request.url).origin));
    return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }

  return {
    fetch: handle,
    async close() {
      await clients.close();
      await Promise.all([modern.close(), legacy.close()]);
    },
    toolNames: DEMO_TOOL_NAMES,
  };
}

/** Shown at `/` when no client is being served. */
function landingPage(origin: string): Response {
  const tools = DEMO_TOOLS.map((tool) => `<li><code>${escapeHtml(tool.name)}</code>: ${escapeHtml(tool.title)}</li>`).join('');
  return page(
    'MCP Elicitation Demo server',
    `<h1>MCP Elicitation Demo server</h1>
<p>MCP endpoint (streamable HTTP, protocol 2026-07-28 and 2025-11-25): <code>${escapeHtml(origin)}/mcp</code></p>
<p class="muted">This browser now has a demo session, so <code>connect_account</code> can check that the connect page is opened by you.</p>
<ul>${tools}</ul>`,
  );
}
