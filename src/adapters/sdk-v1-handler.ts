// Adapter for `@modelcontextprotocol/sdk` 1.x, typed structurally: the SDK is never imported at runtime.
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
   * The host's running call's signal, read per request: the SDK's fires only on
   * `notifications/cancelled` or a closed connection, and servers do not always cancel.
   */
  signal?: () => AbortSignal | undefined;
}

/** The handler to register, and `during(call)`: what a call asks ends with it. */
export type SdkV1ElicitationHandler = WithCalls<(request: SdkV1ElicitationRequest, extra: SdkV1RequestExtra) => Promise<ElicitResult>>;

/**
 * SDK 1.x speaks 2025-11-25, where every `elicitation/create` is a JSON-RPC request of its
 * own: a round of one, keyed by its id. It never aborts the first request of a connection
 * (its cancellation handler skips the falsy id 0), so `during(call)` ends that one with its call.
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
