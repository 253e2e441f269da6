/**
 * The "MCP client on the server" placement (README "Demo"): one MCP client per browser
 * session runs here, inside the demo server, the way a chat backend or a route handler
 * holds its MCP connection. Its elicitation requests reach that session's browser through
 * the library's relay (`mcp-elicitation-react/relay`, mounted at `/relay`), where the
 * unchanged `ElicitationOutlet` renders them from `createRemoteElicitationStore`.
 *
 * Calls run in the library's call runner (`createCallRunner`): a call is the session's, not
 * the HTTP request's, so a reload shows its request again with the draft, and every tab of
 * the session lists the call, follows it to its result and may stop it (`store.calls`, over
 * the relay). It is cancelled when no tab of the session has been connected for `graceMs`.
 * The page only asks to run a tool here (demo/shared/server-api.ts), and reads what the
 * server's client sent for the wire log.
 *
 * Two clients, as a chat backend would hold them: the MCP SDK v2 (demo/shared/demo-client.ts,
 * every tool) and, with `?sdk=ai` on the page's API calls, the AI SDK's `createMCPClient`
 * (demo/shared/ai-sdk-client.ts: form mode only, it refuses URL mode itself).
 *
 * Who may do what: the relay's `authorize` and these endpoints both read the demo's
 * session cookie (session.ts), so a browser sees, answers and runs only its own.
 */
import { CallRunnerError, createCallRunner, createElicitationRelay, type CallContext } from '../../src/relay.ts';
import { BodyError, readBody } from '../../src/relay/http.ts';
import { connectAiSdkDemoClient } from '../shared/ai-sdk-client.ts';
import { errorText } from '../shared/error-text.ts';
import { connectDemoClient, type DemoConnection, type RoundHandling } from '../shared/demo-client.ts';
import { API, sdkOf, type CallLog, type ClientInfo, type RunStarted, type ServerSdk } from '../shared/server-api.ts';
import type { WireLeg } from '../shared/wire-log.ts';
import { SESSION_COOKIE, type SessionStore } from './session.ts';

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
/** Call logs kept per session (the runner keeps its ended calls a while; the page reads a log once its call ended). */
const LOGS_PER_SESSION = 8;
const ROUTES = new Set<string>([API.client, API.run, API.log]);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' } });

export function createServerClients({ sessions, origins, mcp, graceMs = 45_000 }: ServerClientsOptions): ServerClients {
  const relay = createElicitationRelay({
    authorize: (request) => sessions.read(request) ?? null,
    allowedOrigins: origins,
    basePath: API.relay,
  });
  // One call at a time per session, as the page offers it.
  const calls = createCallRunner({ relay, graceMs, limits: { runningPerSession: 1 } });
  const entries = new Map<string, Entry>(); // session → its client, oldest use first
  /** Each session's running call (its questions carry its id), and its wire log by call id. */
  const running = new Map<string, CallContext>();
  const logs = new Map<string, Map<string, CallLog>>();

  const logOf = (session: string, id: string) => logs.get(session)?.get(id);

  /**
   * The client of `session` with the SDK the page chose, connected to `/mcp` of the origin
   * the browser used (connect links stay on it). Another SDK replaces an idle client.
   */
  function clientOf(session: string, origin: string, sdk: ServerSdk): Entry {
    const known = entries.get(session);
    if (known && (known.sdk === sdk || running.has(session))) {
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
      if (running.has(name)) continue;
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
        // Through the running call: its questions carry its id and expire with its reason.
        elicit: (params, options) => running.get(session)?.elicit(params, options) ?? relay.elicit(params, { ...options, session }),
        // The relay keeps an expired request (its draft is in the browser): after a stop the
        // person sees that nothing was sent and dismisses it themselves.
        finishCall: (scope) => relay.finishCall(session, scope),
        onLeg: (leg) => {
          const call = running.get(session);
          if (call) upsert(logOf(session, call.id)!.legs, leg);
        },
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

  /** Start the call, detached from this request: the page follows it in `store.calls`. */
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
    try {
      const { id } = calls.start(session, {
        name: tool,
        run: async (call) => {
          running.set(session, call);
          const log: CallLog = { legs: [], notes: [] };
          const kept = logs.get(session) ?? new Map<string, CallLog>();
          kept.set(call.id, log);
          for (const old of [...kept.keys()].slice(0, Math.max(0, kept.size - LOGS_PER_SESSION))) kept.delete(old);
          logs.set(session, kept);
          try {
            return await (await entry.connection).callTool(tool, handling, call.signal, (note) => log.notes.push(note));
          } finally {
            if (running.get(session) === call) running.delete(session);
          }
        },
      });
      return json(202, { id } satisfies RunStarted);
    } catch (error) {
      if (error instanceof CallRunnerError && error.code === 'too-many-calls') return json(409, { error: 'a call is already running in this session' });
      throw error;
    }
  }

  return {
    async handle(request) {
      const { pathname, origin } = new URL(request.url);
      if (pathname === API.relay) return relay.handler(request);
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
        if (pathname === API.log) {
          const log = logOf(session, new URL(request.url).searchParams.get('id') ?? '');
          return log ? json(200, log) : json(404, { error: 'no such call in this session' });
        }
      }
      if (request.method !== 'POST' || pathname !== API.run) return json(405, { error: 'method not allowed' });
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

/** A leg is logged when sent and again with the server's answer: keep one entry per leg. */
function upsert(legs: WireLeg[], leg: WireLeg) {
  const at = legs.findIndex((known) => known.seq === leg.seq);
  if (at >= 0) legs[at] = leg;
  else legs.push(leg);
}
