/**
 * The demo's MCP client: `@modelcontextprotocol/client` v2 over streamable HTTP to the
 * demo server's `/mcp`, with this library answering elicitations. The same code runs in
 * two places (README "Demo"): in the page, answering through the page's own store, and
 * inside the demo server, answering through the relay (demo/server/server-clients.ts).
 * It touches no DOM and no Node API; where it runs decides `fetch` and `elicit`.
 *
 * Two ways to run a call's MRTR rounds (spec, basic/patterns/mrtr):
 * - `auto`: the SDK fulfils each `input_required` round through the handler from
 *   `createElicitationHandler` and retries by itself;
 * - `manual`: the demo loops itself (`allowInputRequired`) and builds each retry with
 *   `collectInputResponses`. Needed to *show* a request the SDK refuses to hand to any
 *   handler (a schema outside the spec, e.g. `import_settings`): the library then
 *   displays its own "cannot be shown" notice and the user's decline goes back.
 */
import {
  Client,
  StreamableHTTPClientTransport,
  isInputRequiredResult,
  type CallToolResult,
  type InputRequiredResult,
  type Tool,
} from '@modelcontextprotocol/client';
import {
  collectInputResponses,
  createElicitationHandler,
  type CallScope,
  type ElicitOptions,
  type ElicitResult,
  type IdentifiedServer,
} from '../../src/core.ts';
import { appFormCapabilities, withAppForms } from '../../src/apps.ts';
import { createLoggingFetch, type WireLeg } from './wire-log.ts';

export type RoundHandling = 'auto' | 'manual';

export interface DemoClientOptions {
  /** The demo server's MCP endpoint. */
  endpoint: URL;
  /** The transport's fetch (the server's adds the browser's session cookie). @default fetch */
  fetch?: typeof fetch;
  /** Where requests are shown: the page's `store.elicit`, or the relay's for one session. */
  elicit: (params: unknown, options: ElicitOptions) => Promise<ElicitResult>;
  /** The store's `finishCall`; `stopped` when the call was aborted. */
  finishCall: (scope: CallScope, stopped: boolean) => void;
  /** Each `tools/call` leg as sent, and again with the server's answer. */
  onLeg: (leg: WireLeg) => void;
  /**
   * Offer app-rendered forms (MCP Apps): advertise them and read the app a form request
   * names (`withAppForms`); the page draws it with its `AppForm` part. @default true
   */
  appForms?: boolean;
}

export interface DemoConnection {
  readonly tools: readonly Tool[];
  readonly server: IdentifiedServer;
  readonly protocolVersion: string | undefined;
  /**
   * Run a tool until it completes; `onNote` explains what the client did, for the log.
   * However it ends, the store is told the call finished, so nothing it asked stays open.
   */
  callTool(name: string, handling: RoundHandling, signal: AbortSignal, onNote: (note: string) => void): Promise<CallToolResult>;
  /**
   * One `tools/call` leg, `input_required` results included: the page's call runner
   * (`createPageCallRunner`) runs the rounds itself with it. Absent where the SDK has no
   * such call (the AI SDK).
   */
  send?(params: Record<string, unknown>, signal: AbortSignal): Promise<unknown>;
  /** How its questions are asked: the given `elicit`, with the server's app forms read first (`withAppForms`). */
  readonly elicit?: (params: unknown, options: ElicitOptions) => Promise<ElicitResult>;
  close(): Promise<void>;
}

/** More rounds than any demo tool needs: a server looping forever is stopped. */
const MAX_ROUNDS = 10;

export async function connectDemoClient({ endpoint, fetch: base, elicit: show, finishCall, onLeg, appForms = true }: DemoClientOptions): Promise<DemoConnection> {
  // Id, name and URL come from the host's own configuration (trusted); the title the
  // server reports about itself is shown as secondary only.
  let server: IdentifiedServer = { id: 'demo', name: 'Demo server', url: endpoint.href };
  const baseCapabilities = { elicitation: { form: {}, url: {} } };
  const capabilities = appForms ? appFormCapabilities(baseCapabilities) : baseCapabilities;
  const client = new Client({ name: 'mcp-elicitation-react-demo', title: 'MCP Elicitation Demo', version: '0.1.0' }, { capabilities, versionNegotiation: { mode: 'auto' } });
  // A form request naming the server's own app gets it, when both sides offer app forms.
  const elicit = appForms ? withAppForms({ elicit: show, client, capabilities }) : show;
  client.setRequestHandler('elicitation/create', createElicitationHandler({ elicit, server: () => server }));
  const logging = createLoggingFetch(onLeg, base);
  await client.connect(new StreamableHTTPClientTransport(endpoint, { fetch: logging.fetch }));
  const title = client.getServerVersion()?.title;
  server = title ? { ...server, title } : server;
  const { tools } = await client.listTools();

  let calls = 0;

  /** Manual mode: the demo runs the rounds, so it knows each round and the call. */
  async function manual(name: string, signal: AbortSignal, callId: string): Promise<CallToolResult> {
    let retry = {};
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      const result = (await client.request(
        { method: 'tools/call', params: { name, arguments: {}, ...retry } },
        { allowInputRequired: true, signal },
      )) as CallToolResult | InputRequiredResult;
      if (!isInputRequiredResult(result)) return result;
      retry = await collectInputResponses(result, {
        elicit: (params, key, round) => elicit(params, { server, key, signal, roundId: round.id, callId }),
      });
    }
    throw new Error(`${name} asked for input more than ${MAX_ROUNDS} times; stopped.`);
  }

  /** Auto mode: the SDK runs the rounds through the handler registered above. */
  async function auto(name: string, signal: AbortSignal, callId: string, onNote: (note: string) => void): Promise<CallToolResult> {
    try {
      return await client.callTool({ name, arguments: {} }, { signal });
    } catch (error) {
      // The SDK validates embedded requests before any handler runs and rejects the
      // whole call for a schema outside the spec. Run it again by hand so the person
      // sees what the server asked and the library's notice, not just an error.
      if (signal.aborted || !String(error).includes('Invalid elicitation request')) throw error;
      onNote(
        'The SDK refused the server’s request before any handler could show it (“Invalid elicitation request”: ' +
          'its schema is outside the spec). Running the call again in manual mode (allowInputRequired + ' +
          'collectInputResponses) so the library can show it and tell you why.',
      );
      return manual(name, signal, callId);
    }
  }

  return {
    tools,
    server,
    protocolVersion: client.getNegotiatedProtocolVersion(),
    async callTool(name, handling, signal, onNote) {
      const callId = `call-${++calls}`;
      try {
        return await (handling === 'manual' ? manual(name, signal, callId) : auto(name, signal, callId, onNote));
      } finally {
        // In auto mode the SDK does not say which call a request belongs to: clear what
        // this server asked that is already answered (an opened URL, a notice).
        finishCall(handling === 'manual' ? { callId } : { serverId: server.id }, signal.aborted);
        // The log is complete before the call is reported; an aborted answer may never be read.
        let timer: ReturnType<typeof setTimeout> | undefined;
        await Promise.race([logging.settled(), new Promise((done) => (timer = setTimeout(done, 500)))]);
        clearTimeout(timer);
      }
    },
    elicit,
    send: (params, signal) => client.request({ method: 'tools/call', params }, { allowInputRequired: true, signal }),
    close: () => client.close(),
  };
}
