// Adapter for the AI SDK's MCP client (`@ai-sdk/mcp`), typed structurally: never imported at runtime.
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
   * The running call's signal (given to `callTool` or `streamText`), read per request: the AI
   * SDK hands its handler none, so an aborted call would leave the request on screen.
   */
  signal?: () => AbortSignal | undefined;
}

/** The handler to register, and `during(call)`: what a call asks ends with it. */
export type AiSdkElicitationHandler = WithCalls<(request: AiSdkElicitationRequest) => Promise<ElicitResult>>;

/**
 * `@ai-sdk/mcp` answers an `input_required` round's requests one after another and names
 * neither the round nor the key, so each request is a round of its own.
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
