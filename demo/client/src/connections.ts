/**
 * Where the demo's MCP client runs (the "MCP client" switch, README "Demo"):
 * - `page`: in this page, answering through the page's own store (`createElicitationStore`);
 *   its calls run in the library's page call runner (`createPageCallRunner`), which keeps a
 *   waiting round in sessionStorage when the rounds are run by this page, so a reload loses
 *   nothing;
 * - `server`: inside the demo server, one client per browser session
 *   (demo/server/server-clients.ts), its calls in the library's call runner. The page renders
 *   that client's requests and calls from the relay (`createRemoteElicitationStore`,
 *   `store.calls`) and asks the server to run tools;
 * - `server-ai`: the same, with the AI SDK's MCP client on the server (form mode only).
 * Either way the app gets the same `CallList` to list, follow and stop calls, and the same
 * `ElicitationOutlet`.
 */
import { createElicitationStore, type ElicitationConsumer } from '../../../src/index';
import type { CallList } from '../../../src/store';
import { createPageCallRunner } from '../../../src/core';
import { createRemoteElicitationStore } from '../../../src/remote';
import { connectDemoClient, type RoundHandling } from '../../shared/demo-client';
import { offerAppForms } from './app-forms';
import { API, type CallLog, type ClientInfo, type RunBody, type RunStarted, type ServerSdk } from '../../shared/server-api';
import type { WireLeg } from '../../shared/wire-log';

export type Placement = 'page' | 'server' | 'server-ai';

export interface Placed {
  store: ElicitationConsumer;
  /** Who the client talks to, as the status line says it. */
  info: ClientInfo;
  /** The calls: running, and ended a short while ago (after a reload too). */
  calls: CallList;
  /** Start a tool; resolves with the call's id (follow it in `calls`). */
  start(tool: string, handling: RoundHandling): Promise<string>;
  /** What the server's client sent for an ended call (the page saw the wire itself: `undefined`). */
  logOf(id: string): Promise<CallLog | undefined>;
  close(): void;
}

export interface PlacedEvents {
  /** A `tools/call` leg the page's own client sent (page placement). */
  onLeg(leg: WireLeg): void;
  /** A note of what the client did for call `id`. */
  onNote(id: string, note: string): void;
}

/** The store, client and calls for a placement; `close` ends them. */
export async function connectPlaced(placement: Placement, events: PlacedEvents): Promise<Placed> {
  if (placement === 'page') return connectPage(events);
  // Same origin: the EventSource and the POSTs carry the session cookie the relay's authorize reads.
  const store = createRemoteElicitationStore({ url: API.relay });
  try {
    return { store, calls: store.calls, ...(await connectServer(placement === 'server-ai' ? 'ai' : 'v2')), close: () => store.close() };
  } catch (error) {
    store.close();
    throw error;
  }
}

async function connectPage({ onLeg, onNote }: PlacedEvents): Promise<Placed> {
  const store = createElicitationStore();
  const conn = await connectDemoClient({
    endpoint: new URL('/mcp', window.location.origin),
    elicit: store.elicit,
    finishCall: (scope) => void store.finishCall(scope),
    onLeg,
    appForms: offerAppForms(),
  });
  const runner = createPageCallRunner({
    store,
    server: conn.server,
    // Through the client's app forms (MCP Apps), as its own handler asks.
    ...(conn.elicit && { elicit: conn.elicit }),
    send: (params, { signal }) => conn.send!(params, signal),
    // Opt-in: a round waiting for an answer, and what was typed (not the masked fields), survive a reload.
    storage: window.sessionStorage,
  });
  return {
    store,
    info: { server: conn.server, protocolVersion: conn.protocolVersion, tools: [...conn.tools] },
    calls: runner.calls,
    async start(tool, handling) {
      // Rounds run by this page: the runner sends each leg and keeps each round. By the SDK:
      // the runner only follows the call (a reload loses its round, and says so).
      const { id } = runner.start(handling === 'manual' ? { name: tool, arguments: {} } : { name: tool, arguments: {}, run: ({ id, signal }) => conn.callTool(tool, 'auto', signal, (note) => onNote(id, note)) });
      return id;
    },
    logOf: async () => undefined,
    close() {
      runner.close();
      void conn.close();
    },
  };
}

async function readJson<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => ({}))) as T & { error?: string };
  if (!response.ok) throw new Error(body.error ?? `HTTP ${response.status}`);
  return body;
}

/** The session's MCP client on the server, driven over the demo's JSON endpoints; its calls are followed through the relay. */
async function connectServer(sdk: ServerSdk): Promise<Pick<Placed, 'info' | 'start' | 'logOf'>> {
  const query = `?sdk=${sdk}`;
  return {
    info: await readJson<ClientInfo>(await fetch(API.client + query)),
    async start(tool, handling) {
      const body: RunBody = { tool, handling };
      const started = await readJson<RunStarted>(await fetch(API.run + query, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }));
      return started.id;
    },
    async logOf(id) {
      // Only the server saw the wire: its log is read once the call ended.
      const response = await fetch(`${API.log}?id=${encodeURIComponent(id)}`);
      return response.ok ? ((await response.json()) as CallLog) : { legs: [], notes: [] };
    },
  };
}
