/**
 * Adapter for the AI SDK's MCP client (`@ai-sdk/mcp`): the function to register with
 * `mcpClient.onElicitationRequest(ElicitationRequestSchema, …)`. Typed structurally so
 * this library never imports the AI SDK at runtime.
 */
import type { IdentifiedServer } from '../elicitation/server.js';
import type { ElicitResult } from '../elicitation/types.js';
import type { ElicitOptions } from '../store/types.js';
import { anySignal, createCallsInFlight, type WithCalls } from './calls-in-flight.js';

/** The part of the AI SDK's `ElicitationRequest` that the adapter reads. */
export interface AiSdkElicitationRequest {
  params?: unknown;
}

export interface AiSdkElicitationHandlerOptions {
  /** Usually `store.elicit` of {@link createElicitationStore}. */
  elicit: (params: unknown, options: ElicitOptions) => Promise<ElicitResult>;
  /** Who is asking, with the host's own `id`; a function is read per request. */
  server: IdentifiedServer | (() => IdentifiedServer);
  /**
   * The abort signal of the call that is running (the one given to `callTool` or to
   * `streamText`), read per request. The AI SDK hands its handler no signal: when a call
   * is aborted it stops waiting for the answer, so without this the request would stay
   * on screen although nobody will read the answer any more.
   */
  signal?: () => AbortSignal | undefined;
}

/** The handler to register, and `during(call)`: what a call asks ends with it. */
export type AiSdkElicitationHandler = WithCalls<(request: AiSdkElicitationRequest) => Promise<ElicitResult>>;

/**
 * `@ai-sdk/mcp` 2.x answers the requests of a 2026-07-28 `input_required` round one
 * after another (each awaited before the next is asked), and names neither the round
 * nor the `inputRequests` key, so each request is a round of its own here. On 2025-11-25
 * connections each request is a JSON-RPC request of its own anyway. The AI SDK checks
 * the result against its `ElicitResultSchema`, a looser shape than `ElicitResult`.
 */
export function createAiSdkElicitationHandler({ elicit, server, signal }: AiSdkElicitationHandlerOptions): AiSdkElicitationHandler {
  const calls = createCallsInFlight();
  const handler = (request: AiSdkElicitationRequest): Promise<ElicitResult> => {
    const options: ElicitOptions = { server: typeof server === 'function' ? server() : server };
    const current = anySignal(signal?.(), calls.signal());
    if (current) options.signal = current;
    return elicit(request.params, options);
  };
  return Object.assign(handler, { during: calls.during });
}
