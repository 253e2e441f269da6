/**
 * The demo's other server-side MCP client: the AI SDK's (`@ai-sdk/mcp`, `createMCPClient`),
 * the way a Next.js chat route holds it, answering through this library's AI SDK adapter
 * (`createAiSdkElicitationHandler`). Chosen in the page with "MCP client: on the server,
 * AI SDK" (`?client=server&sdk=ai`); it offers the same `DemoConnection` as demo-client.ts.
 *
 * What the AI SDK does not do, said in the demo rather than hidden:
 * - URL mode. `@ai-sdk/mcp` 2.0.99 handles form elicitation only: in a 2026-07-28
 *   `input_required` round it throws "Unsupported input request … Only form elicitation is
 *   supported" for any request whose `mode` is not `form`, before a handler runs
 *   (node22/node_modules/@ai-sdk/mcp/dist/index.js, `requestWithInputRequired`). So this client
 *   declares `elicitation: {}` (form) only, and the demo server, seeing no `url` capability,
 *   refuses to ask. `connect_account` and `suspicious_link` fail here, with that note.
 * - Rounds by hand. It runs every round itself, one request after another (each is a
 *   round of its own in the store), and hands the handler no signal; the adapter reads
 *   the running call's.
 */
import type * as AiSdk from '@ai-sdk/mcp';
import type { CallToolResult, Tool } from '@modelcontextprotocol/client';
import { createAiSdkElicitationHandler, type IdentifiedServer } from '../../src/core.ts';
import type { DemoClientOptions, DemoConnection } from './demo-client.ts';
import { errorText } from './error-text.ts';
import { AI_SDK_URL_NOTE } from './server-api.ts';
import { createLoggingFetch } from './wire-log.ts';

/**
 * A URL-mode request that never reached the library: the server's refusal to ask a client
 * without the `url` capability, or the AI SDK's own refusal of one it was sent.
 */
const URL_MODE_REFUSED = /do not declare the required capability|Only form elicitation is supported/;


/**
 * @ai-sdk/mcp 2.x declares Node >= 22 and is kept out of this repository's Node 20 toolchain
 * (node22/; README, "Where the stack differs"): loaded only when this placement is chosen, and
 * only on a Node that meets its requirement.
 */
async function loadAiSdk(): Promise<typeof AiSdk> {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 22) throw new Error(`The AI SDK placement needs Node 22 or later: @ai-sdk/mcp 2.x requires it, and this demo runs on Node ${process.versions.node}.`);
  try {
    return await import('@ai-sdk/mcp');
  } catch (error) {
    throw new Error(`@ai-sdk/mcp 2.x is not installed where the demo server can import it (${errorText(error)}).`, { cause: error });
  }
}

export async function connectAiSdkDemoClient({ endpoint, fetch: base, elicit, finishCall, onLeg }: DemoClientOptions): Promise<DemoConnection> {
  const { createMCPClient, ElicitationRequestSchema } = await loadAiSdk();
  let server: IdentifiedServer = { id: 'demo', name: 'Demo server', url: endpoint.href };
  let running: AbortSignal | undefined;
  const logging = createLoggingFetch(onLeg, base);
  const client = await createMCPClient({
    transport: { type: 'http', url: endpoint.href, fetch: logging.fetch },
    // Form only: the AI SDK has no URL mode (above).
    capabilities: { elicitation: {} },
  });
  client.onElicitationRequest(ElicitationRequestSchema, createAiSdkElicitationHandler({ elicit, server: () => server, signal: () => running }));
  const title = client.serverInfo.title;
  if (title) server = { ...server, title };
  const { tools } = await client.listTools();

  return {
    tools: tools as unknown as Tool[],
    server,
    protocolVersion: client.initializeResult.protocolVersion,
    async callTool(name, handling, signal, onNote) {
      if (handling === 'manual') onNote('The AI SDK runs every round itself: "Rounds run by this page" applies to the MCP SDK v2 client only.');
      running = signal;
      try {
        return (await client.callTool({ name, arguments: {}, options: { signal } })) as CallToolResult;
      } catch (error) {
        if (!signal.aborted && URL_MODE_REFUSED.test(errorText(error))) {
          onNote(AI_SDK_URL_NOTE);
          throw new Error(`The AI SDK cannot take the server’s URL-mode request (“${errorText(error)}”). ${AI_SDK_URL_NOTE}`, { cause: error });
        }
        throw error;
      } finally {
        running = undefined;
        // The AI SDK does not say which call a request belongs to: clear what this server
        // asked that is already answered.
        finishCall({ serverId: server.id }, signal.aborted);
        let timer: ReturnType<typeof setTimeout> | undefined;
        await Promise.race([logging.settled(), new Promise((done) => (timer = setTimeout(done, 500)))]);
        clearTimeout(timer);
      }
    },
    close: () => client.close(),
  };
}
