/**
 * README "Integrations" example, checked by `tsc --noEmit` (the README imports
 * 'mcp-elicitation-react/store' where this file imports the sources).
 * `@ai-sdk/mcp` 2.x (`createMCPClient`): 2026-07-28 and 2025-11-25, form mode only.
 */
import { createMCPClient, ElicitationRequestSchema } from '@ai-sdk/mcp';
import { createAiSdkElicitationHandler, type ElicitationStore } from '../../../src/store';

/** `turn`: the signal you give `callTool` or `streamText({ abortSignal })` for the running chat turn. */
export async function connectAiSdk(store: ElicitationStore, serverUrl: string, turn: () => AbortSignal | undefined) {
  const mcp = await createMCPClient({
    transport: { type: 'http', url: serverUrl },
    // Form only: @ai-sdk/mcp turns URL-mode requests away before any handler runs.
    capabilities: { elicitation: {} },
  });
  mcp.onElicitationRequest(
    ElicitationRequestSchema,
    createAiSdkElicitationHandler({
      elicit: store.elicit,
      server: () => ({ id: 'example', name: mcp.serverInfo.name || serverUrl, title: mcp.serverInfo.title, url: serverUrl }),
      signal: turn, // the AI SDK gives its handler no signal of its own
    }),
  );
  return mcp; // e.g. streamText({ model, tools: await mcp.tools(), abortSignal })
}
