/**
 * The "MCP client on the server" placement (README "Demo"): one MCP client per browser
 * session runs here, inside the demo server, the way a chat backend or a route handler
 * holds its MCP connection. Its elicitation requests reach that session's browser through
 * the library's relay (`mcp-elicitation-react/relay`, mounted at `/relay`), where the
 * unchanged `ElicitationOutlet` renders them from `createRemoteElicitationStore`. The
 * page only asks to run or stop a tool (demo/shared/server-api.ts).
 *
 * A call outlives the page that started it (session-calls.ts): it is the session's, not
 * the HTTP request's, so a reload shows its request again with the draft (the relay and
 * the remote store keep both), and the reloaded page lists the session's calls and follows
 * them to their result. Only the user's Stop ends it early, or no tab of the session being
 * connected to the relay for `graceMs`.
 *
 * Two clients, as a chat backend would hold them: the MCP SDK v2 (demo/shared/demo-client.ts,
 * every tool) and, with `?sdk=ai` on the page's API calls, the AI SDK's `createMCPClient`
 * (demo/shared/ai-sdk-client.ts: form mode only, it refuses URL mode itself).
 *
 * Who may do what: the relay's `authorize` and these endpoints both read the demo's
 * session cookie (session.ts), so a browser sees, answers and runs only its own.
 */
import { createElicitationRelay } from '../../src/relay.ts';
import { BodyError, readBody } from '../../src/relay/http.ts';
import { connectAiSdkDemoClient } from '../shared/ai-sdk-client.ts';
import { errorText } from '../shared/error-text.ts';
import { connectDemoClient, type DemoConnection, type RoundHandling } from '../shared/demo-client.ts';
import { API, CALL_WAIT_MS, sdkOf, type ClientInfo, type ServerSdk } from '../shared/server-api.ts';
import { SESSION_COOKIE, type SessionStore } from './session.ts';
import { createSessionCalls } from './session-calls.ts';

export interface ServerClientsOptions {
  sessions: SessionStore;
  /** The demo's own origins: the only pages that may use the relay and these endpoints. */
  origins: readonly string[];
  /** The demo server's `/mcp` handler, which the clients call without a socket. */
  mcp: (request: Request) => Promise<Response>;
  /**
   * How long a running call waits for a tab of its session to be connected to the relay
   * before it is cancelled (its request expires): longer than a reload and than the page's
   * reconnect backoff (at most 30 s). @default 45000
   */
  graceMs?: number;
}

export interface ServerClients {
  /** The answer for `/relay` and `/api/*`; `undefined` for any other path. */
  handle(request: Request): Promise<Response | undefined>;
  /** Stop every call and client; pending requests settle `cancel`. */
  close(): Promise<void>;
}

interface Entry {
  readonly sdk: ServerSdk;
  readonly connection: Promise<DemoConnection>;
}

/** Browser sessions with a live client; the least recently used idle one goes first. */
const MAX_CLIENTS = 64;
const HANDLINGS: readonly RoundHandling[] = ['auto', 'manual'];
const RUN_BODY_LIMIT = 1024;
const ROUTES = new Set<string>([API.client, API.run, API.calls, API.call, API.stop]);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' } });

export function createServerClients({ sessions, origins, mcp, graceMs }: ServerClientsOptions): ServerClients {
  const relay = createElicitationRelay({
    authorize: (request) => sessions.read(request) ?? null,
    allowedOrigins: origins,
    basePath: API.relay,
  });
  const entries = new Map<string, Entry>(); // session → its client, oldest use first
  const calls = createSessionCalls({ graceMs });

  /**
   * The client of `session` with the SDK the page chose, connected to `/mcp` of the origin
   * the browser used (connect links stay on it). Another SDK replaces an idle client.
   */
  function clientOf(session: string, origin: string, sdk: ServerSdk): Entry {
    const known = entries.get(session);
    if (known && (known.sdk === sdk || calls.isRunning(session))) {
      entries.delete(session);
      entries.set(session, known);
      return known;
    }
    if (known) {
      entries.delete(session);
      void known.connection.then((conn) => conn.close()).catch(() => undefined);
    }
    for (const [name, idle] of entries) {
      if (entries.size < MAX_CLIENTS) break;
      if (calls.isRunning(name)) continue;
      entries.delete(name);
      void idle.connection.then((conn) => conn.close()).catch(() => undefined);
    }
    const connect = sdk === 'ai' ? connectAiSdkDemoClient : connectDemoClient;
    const entry: Entry = {
      sdk,
      connection: connect({
        endpoint: new URL('/mcp', origin),
        // The MCP server checks URL-mode flows and requestState against the browser's
        // session (session.ts), so this client speaks for that browser: it carries its cookie.
        fetch: (input, init) => {
          const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
          headers.set('cookie', `${SESSION_COOKIE}=${session}`);
          return mcp(new Request(input, { ...init, headers }));
        },
        elicit: (params, options) => relay.elicit(params, { ...options, session }),
        // The relay keeps an expired request (its draft is in the browser): after a stop the
        // person sees that nothing was sent and dismisses it themselves.
        finishCall: (scope) => relay.finishCall(session, scope),
        onLeg: (leg) => calls.leg(session, leg),
      }),
    };
    entry.connection.catch(() => entries.get(session) === entry && entries.delete(session));
    entries.set(session, entry);
    return entry;
  }

  async function info(entry: Entry): Promise<Response> {
    try {
      const conn = await entry.connection;
      return json(200, { server: conn.server, protocolVersion: conn.protocolVersion, tools: [...conn.tools] } satisfies ClientInfo);
    } catch (error) {
      return json(502, { error: `The demo server's MCP client could not connect: ${errorText(error)}` });
    }
  }

  /** Start the call, detached from this request: its end is read with `API.call`. */
  async function run(request: Request, session: string, entry: Entry): Promise<Response> {
    // Read within a bound, as the relay reads its own bodies: a tool name and a word fit in 1 kB.
    let body: { tool?: unknown; handling?: unknown } | undefined;
    try {
      body = JSON.parse(await readBody(request, RUN_BODY_LIMIT)) as typeof body;
    } catch (error) {
      if (error instanceof BodyError) return json(error.status, { error: error.code });
    }
    const handling = HANDLINGS.find((h) => h === body?.handling);
    const tool = body?.tool;
    // Bounded: the name is kept with the call and listed back to the page.
    if (typeof tool !== 'string' || tool.length > 128 || handling === undefined) return json(400, { error: 'send {"tool": name, "handling": "auto" | "manual"}' });
    const call = calls.start(session, tool, async ({ signal, note }) => (await entry.connection).callTool(tool, handling, signal, note));
    return call ? json(202, call) : json(409, { error: 'a call is already running in this session' });
  }

  async function wait(request: Request, session: string): Promise<Response> {
    const id = new URL(request.url).searchParams.get('id') ?? '';
    const reply = await calls.wait(session, id, request.signal, CALL_WAIT_MS);
    return reply ? json(200, reply) : json(404, { error: 'no such call in this session' });
  }

  return {
    async handle(request) {
      const { pathname, origin } = new URL(request.url);
      if (pathname === API.relay) {
        const response = await relay.handler(request);
        // A tab is connected while its stream is open; the grace period counts from the last one's end.
        const session = sessions.read(request);
        if (request.method === 'GET' && response.ok && session !== undefined) calls.tabOpened(session, request.signal);
        return response;
      }
      if (!ROUTES.has(pathname)) return undefined;
      // The relay's own rule (src/relay/http.ts originAllowed): a named Origin must be ours;
      // a browser always names it on POST.
      const from = request.headers.get('origin');
      if (from !== null ? !origins.includes(from) : request.method !== 'GET') return json(403, { error: 'origin not allowed' });
      const session = sessions.read(request);
      if (session === undefined) return json(401, { error: 'no demo session: reload the page' });
      const sdk = sdkOf(new URL(request.url));
      if (request.method === 'GET') {
        if (pathname === API.client) return info(clientOf(session, origin, sdk));
        if (pathname === API.calls) return json(200, calls.list(session));
        if (pathname === API.call) return wait(request, session);
      }
      if (request.method !== 'POST') return json(405, { error: 'method not allowed' });
      if (pathname === API.stop) {
        calls.stop(session);
        return new Response(null, { status: 204 });
      }
      if (pathname !== API.run) return json(405, { error: 'method not allowed' });
      if (!(request.headers.get('content-type') ?? '').startsWith('application/json')) return json(415, { error: 'send application/json' });
      return run(request, session, clientOf(session, origin, sdk));
    },

    async close() {
      calls.close();
      await relay.close();
      await Promise.all([...entries.values()].map((entry) => entry.connection.then((conn) => conn.close()).catch(() => undefined)));
      entries.clear();
    },
  };
}
