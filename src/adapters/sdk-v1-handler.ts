/**
 * Adapter for `@modelcontextprotocol/sdk` 1.x: the function to register with
 * `client.setRequestHandler(ElicitRequestSchema, …)`. Typed structurally, like
 * sdk-handler.ts, so this library never imports the SDK at runtime.
 */
import type { IdentifiedServer } from '../elicitation/server.js';
import type { ElicitResult } from '../elicitation/types.js';
import type { ElicitOptions } from '../store/types.js';
import { anySignal, createCallsInFlight, type WithCalls } from './calls-in-flight.js';
import { restoreOriginalSchema } from './real-world-schemas.js';

/** The parts of SDK 1.x's `ElicitRequest` and `RequestHandlerExtra` that the adapter reads. */
export interface SdkV1ElicitationRequest {
  params?: unknown;
}
export interface SdkV1RequestExtra {
  /** Aborted by SDK 1.x when the server cancels this request (`notifications/cancelled`). */
  signal: AbortSignal;
  requestId: string | number;
}

export interface SdkV1ElicitationHandlerOptions {
  /** Usually `store.elicit` of {@link createElicitationStore}. */
  elicit: (params: unknown, options: ElicitOptions) => Promise<ElicitResult>;
  /** Who is asking, with the host's own `id`; a function is read per request. */
  server: IdentifiedServer | (() => IdentifiedServer);
  /**
   * The abort signal of the host's running call, read per request, in addition to the
   * SDK's own. The SDK's fires only on `notifications/cancelled` for this request or
   * when the connection closes; aborting the tool call that led to it does neither unless
   * the server cancels its elicitation, which servers do not always do (SDK 1.x ones don't).
   */
  signal?: () => AbortSignal | undefined;
}

/** The handler to register, and `during(call)`: what a call asks ends with it. */
export type SdkV1ElicitationHandler = WithCalls<(request: SdkV1ElicitationRequest, extra: SdkV1RequestExtra) => Promise<ElicitResult>>;

/**
 * SDK 1.x speaks 2025-11-25 and earlier, where every `elicitation/create` is a JSON-RPC
 * request of its own (spec 2025-11-25, client/elicitation): a round of one, keyed by its
 * JSON-RPC id, expired when the SDK aborts its signal. SDK 1.x checks the result against
 * its `ElicitResultSchema`; test/integration/examples/sdk-v1.ts registers this handler
 * with the real `Client` under `tsc`, so a shape the SDK would not take fails to compile.
 * SDK 1.x never aborts the handler of the first request of a connection (JSON-RPC id 0: its
 * cancellation handler skips a falsy id), so `during(call)` is what ends that one with its call.
 */
export function createSdkV1ElicitationHandler({ elicit, server, signal }: SdkV1ElicitationHandlerOptions): SdkV1ElicitationHandler {
  const calls = createCallsInFlight();
  const handler = (request: SdkV1ElicitationRequest, extra: SdkV1RequestExtra): Promise<ElicitResult> => {
    const options: ElicitOptions = {
      server: typeof server === 'function' ? server() : server,
      key: String(extra.requestId),
      signal: anySignal(extra.signal, signal?.(), calls.signal()),
    };
    return elicit(restoreOriginalSchema(request.params), options);
  };
  return Object.assign(handler, { during: calls.during });
}
