/**
 * Where the demo's MCP client runs (the "MCP client" switch, README "Demo"):
 * - `page`: in this page, answering through the page's own store (`createElicitationStore`);
 * - `server`: inside the demo server, one client per browser session
 *   (demo/server/server-clients.ts). The page renders that client's requests from the
 *   relay (`createRemoteElicitationStore`) and asks the server to run or stop tools;
 * - `server-ai`: the same, with the AI SDK's MCP client on the server (form mode only).
 * Either way the app gets the same `DemoConnection` and the same `ElicitationOutlet`.
 */
import { createElicitationStore, type ElicitationStore } from '../../../src/index';
import { createRemoteElicitationStore } from '../../../src/remote';
import { connectDemoClient, type DemoConnection } from '../../shared/demo-client';
import { API, type ClientInfo, type RunBody, type RunReply, type ServerSdk } from '../../shared/server-api';
import type { WireLeg } from '../../shared/wire-log';

export type Placement = 'page' | 'server' | 'server-ai';

export interface Placed {
  store: ElicitationStore;
  conn: DemoConnection;
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
    });
    return { store, conn, close: () => void conn.close() };
  }
  // Same origin: the EventSource and the POSTs carry the session cookie the relay's authorize reads.
  const store = createRemoteElicitationStore({ url: API.relay });
  try {
    return { store, conn: await connectServer(onLeg, placement === 'server-ai' ? 'ai' : 'v2'), close: () => store.close() };
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

/** The session's MCP client on the server, driven over the demo's JSON endpoints. */
async function connectServer(onLeg: (leg: WireLeg) => void, sdk: ServerSdk): Promise<DemoConnection> {
  const query = `?sdk=${sdk}`;
  const info = await readJson<ClientInfo>(await fetch(API.client + query));
  return {
    ...info,
    async callTool(tool, handling, signal, onNote) {
      // Stop asks the server to abort its call; the reply then says `stopped`.
      const stop = () => void fetch(API.stop, { method: 'POST' }).catch(() => undefined);
      signal.addEventListener('abort', stop, { once: true });
      try {
        const body: RunBody = { tool, handling };
        const reply = await readJson<RunReply>(await fetch(API.run + query, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }));
        // Only the server saw the wire: its log arrives with the end of the call.
        reply.notes.forEach(onNote);
        reply.legs.forEach(onLeg);
        if (reply.status === 'done') return reply.result;
        throw new Error(reply.status === 'failed' ? reply.error : 'Stopped on the server.');
      } finally {
        signal.removeEventListener('abort', stop);
      }
    },
    close: async () => undefined,
  };
}
