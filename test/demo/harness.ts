/**
 * Test harness for the demo server: a real server on 127.0.0.1 (port 0), browser-like
 * sessions (the `demo_session` cookie got from `GET /session`), and real
 * `@modelcontextprotocol/client` 2.4.0 clients whose elicitation handler is a function
 * the test supplies. Every request body the client sends is recorded.
 */
import { Client, StreamableHTTPClientTransport, type ElicitRequest, type ElicitResult } from '@modelcontextprotocol/client';
import { afterAll, beforeAll } from 'vitest';
import { startDemoServer, type RunningDemoServer, type StartDemoServerOptions } from '../../demo/server/index.ts';

export type Elicit = (params: ElicitRequest['params'], key: string) => ElicitResult | Promise<ElicitResult>;

export interface TestClient {
  client: Client;
  /** Parsed JSON-RPC bodies of every POST the client sent to /mcp. */
  sent: Array<{ method?: string; id?: unknown; params?: Record<string, unknown>; result?: unknown }>;
  /** tools/call requests only, in order: one per leg of a multi-round call. */
  toolCalls: () => Array<{ id?: unknown; params?: Record<string, unknown> }>;
  /** Call a tool and return its text blocks. */
  callText: (name: string) => Promise<string[]>;
}

/** Start one demo server for the file; `server()` returns it inside tests. */
export function startDemoServerForFile(options: StartDemoServerOptions = {}): () => RunningDemoServer {
  let running: RunningDemoServer | undefined;
  beforeAll(async () => {
    running = await startDemoServer({ stateKey: 'k'.repeat(32), ...options });
  });
  afterAll(async () => {
    await running?.close();
  });
  return () => {
    if (!running) throw new Error('demo server not started');
    return running;
  };
}

/** A new browser session: the `name=value` pair of the `demo_session` cookie. */
export async function newSession(server: RunningDemoServer): Promise<string> {
  const response = await fetch(`${server.url}/session`);
  const cookie = response.headers.getSetCookie()[0];
  if (!cookie) throw new Error('no session cookie');
  return cookie.split(';')[0] ?? '';
}

export interface ClientOptions {
  cookie?: string;
  era?: 'auto' | 'legacy';
  autoFulfill?: boolean;
  elicit?: Elicit;
}

export async function connectClient(server: RunningDemoServer, options: ClientOptions = {}): Promise<TestClient> {
  const sent: TestClient['sent'] = [];
  const recordingFetch: typeof fetch = async (input, init) => {
    if (typeof init?.body === 'string') {
      const body: unknown = JSON.parse(init.body);
      for (const message of Array.isArray(body) ? body : [body]) sent.push(message as TestClient['sent'][number]);
    }
    return fetch(input, init);
  };
  const client = new Client(
    { name: 'demo-server-test', version: '1.0.0' },
    {
      capabilities: { elicitation: { form: {}, url: {} } },
      versionNegotiation: { mode: options.era ?? 'auto' },
      inputRequired: { autoFulfill: options.autoFulfill ?? true },
    },
  );
  const elicit = options.elicit;
  if (elicit) client.setRequestHandler('elicitation/create', async (request, ctx) => elicit(request.params, String(ctx.mcpReq.id)));
  const headers: Record<string, string> = options.cookie ? { cookie: options.cookie } : {};
  await client.connect(new StreamableHTTPClientTransport(new URL(server.mcpUrl), { requestInit: { headers }, fetch: recordingFetch }));
  return {
    client,
    sent,
    toolCalls: () => sent.filter((message) => message.method === 'tools/call'),
    async callText(name) {
      const result = await client.callTool({ name, arguments: {} });
      return (result.content as Array<{ type: string; text?: string }>).map((block) => block.text ?? '');
    },
  };
}

/** `accept` with content (form mode). */
export const accept = (content: Record<string, unknown>): ElicitResult => ({ action: 'accept', content: content as ElicitResult['content'] });

/** The defaults of a flat requestedSchema, as a form pre-filled from them would submit. */
export function defaultsOf(params: ElicitRequest['params']): Record<string, unknown> {
  if (!('requestedSchema' in params)) throw new Error('not a form request');
  return Object.fromEntries(
    Object.entries(params.requestedSchema.properties).flatMap(([key, schema]) =>
      'default' in schema && schema.default !== undefined ? [[key, schema.default]] : [],
    ),
  );
}
