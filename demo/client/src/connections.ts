/**
 * Where the demo's MCP client runs (the "MCP client" switch, README "Demo"):
 * - `page`: in this page, answering through the page's own store (`createElicitationStore`);
 * - `server`: inside the demo server, one client per browser session
 *   (demo/server/server-clients.ts). The page renders that client's requests from the
 *   relay (`createRemoteElicitationStore`) and asks the server to run or stop tools; the
 *   server keeps a call across a reload, and the reloaded page follows it (`running`);
 * - `server-ai`: the same, with the AI SDK's MCP client on the server (form mode only).
 * Either way the app gets the same `DemoConnection` and the same `ElicitationOutlet`.
 */
import { createElicitationStore, type ElicitationConsumer } from '../../../src/index';
import { createRemoteElicitationStore } from '../../../src/remote';
import { connectDemoClient, type DemoConnection } from '../../shared/demo-client';
import { offerAppForms } from './app-forms';
import type { CallToolResult } from '@modelcontextprotocol/client';
import { API, type CallInfo, type CallWait, type ClientInfo, type RunBody, type ServerSdk } from '../../shared/server-api';
import type { WireLeg } from '../../shared/wire-log';

export type Placement = 'page' | 'server' | 'server-ai';

/** A call that runs on the server, followed by the page until it ends. */
export interface FollowedCall {
  tool: string;
  /** Its result; `signal` is the page's Stop (it asks the server to abort the call). */
  result(signal: AbortSignal, onNote: (note: string) => void): Promise<CallToolResult>;
}

export interface Placed {
  store: ElicitationConsumer;
  conn: DemoConnection;
  /**
   * Calls the server was already running for this session when the page connected (after
   * a reload): the page shows them running and follows them to their result.
   */
  running: readonly FollowedCall[];
}

/** The store and MCP connection for a placement; `close` ends both. */
export async function connectPlaced(placement: Placement, onLeg: (leg: WireLeg) => void): Promise<Placed & { close(): void }> {
  if (placement === 'page') {
    const store = createElicitationStore();
    const conn = await connectDemoClient({
      endpoint: new URL('/mcp', window.location.origin),
      elicit: store.elicit,
      finishCall: (scope) => void store.finishCall(scope),
      onLeg,
      appForms: offerAppForms(),
    });
    return { store, conn, running: [], close: () => void conn.close() };
  }
  // Same origin: the EventSource and the POSTs carry the session cookie the relay's authorize reads.
  const store = createRemoteElicitationStore({ url: API.relay });
  try {
    return { store, ...(await connectServer(onLeg, placement === 'server-ai' ? 'ai' : 'v2')), close: () => store.close() };
  } catch (error) {
    store.close();
    throw error;
  }
}

async function readJson<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => ({}))) as T & { error?: string };
  if (!response.ok) throw new Error(body.error ?? `HTTP ${response.status}`);
  return body;
}

/**
 * The session's MCP client on the server, driven over the demo's JSON endpoints. A call is
 * started, then followed: the server keeps it across a reload of this page.
 */
async function connectServer(onLeg: (leg: WireLeg) => void, sdk: ServerSdk): Promise<{ conn: DemoConnection; running: FollowedCall[] }> {
  const query = `?sdk=${sdk}`;
  const info = await readJson<ClientInfo>(await fetch(API.client + query));
  const calls = await readJson<CallInfo[]>(await fetch(API.calls));

  async function follow(id: string, signal: AbortSignal, onNote: (note: string) => void): Promise<CallToolResult> {
    // Stop asks the server to abort its call; its end then says `stopped`.
    const stop = () => void fetch(API.stop, { method: 'POST' }).catch(() => undefined);
    signal.addEventListener('abort', stop, { once: true });
    try {
      let reply: CallWait;
      do reply = await readJson<CallWait>(await fetch(`${API.call}?id=${encodeURIComponent(id)}`));
      while (reply.status === 'running');
      // Only the server saw the wire: its log arrives with the end of the call.
      reply.notes.forEach(onNote);
      reply.legs.forEach(onLeg);
      if (reply.status === 'done') return reply.result;
      throw new Error(reply.status === 'failed' ? reply.error : 'Stopped on the server.');
    } finally {
      signal.removeEventListener('abort', stop);
    }
  }

  const conn: DemoConnection = {
    ...info,
    async callTool(tool, handling, signal, onNote) {
      const body: RunBody = { tool, handling };
      const call = await readJson<CallInfo>(await fetch(API.run + query, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }));
      return follow(call.id, signal, onNote);
    },
    close: async () => undefined,
  };
  return { conn, running: calls.map((call) => ({ tool: call.tool, result: (signal, onNote) => follow(call.id, signal, onNote) })) };
}
