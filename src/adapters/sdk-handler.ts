// Adapter for `@modelcontextprotocol/client` v2, typed structurally: no runtime dependency on the SDK.
import type { IdentifiedServer } from '../elicitation/server.js';
import type { ElicitResult } from '../elicitation/types.js';
import type { ElicitOptions } from '../store/types.js';
import { anySignal, createCallsInFlight, type WithCalls } from './calls-in-flight.js';
import { restoreOriginalSchema } from './real-world-schemas.js';

/** The parts of the SDK's request and handler context that the adapter reads. */
export interface ElicitationHandlerRequest {
  params?: unknown;
}
export interface ElicitationHandlerContext {
  mcpReq: { id: string | number; signal: AbortSignal };
}

export interface ElicitationHandlerOptions {
  /** Usually `store.elicit` of {@link createElicitationStore}. */
  elicit: (params: unknown, options: ElicitOptions) => Promise<ElicitResult>;
  /** Who is asking, with the host's own `id`; a function is read per request, so a title learnt after connecting shows too. */
  server: IdentifiedServer | (() => IdentifiedServer);
  /** The host's running call's signal, read per request: on 2025-11-25 the SDK's fires only on a cancel or a closed connection. */
  signal?: () => AbortSignal | undefined;
}

/** The handler to register, and `during(call)`: what a call asks ends with it. */
export type ElicitationHandler = WithCalls<(request: ElicitationHandlerRequest, ctx: ElicitationHandlerContext) => Promise<ElicitResult>>;

/**
 * On 2026-07-28 the SDK calls this once per request of an `input_required` round and hands
 * them all the same per-round abort signal: that signal, never arrival timing, groups a round.
 * On 2025-11-25 each request is a JSON-RPC request of its own, so a round of one.
 */
export function createElicitationHandler({ elicit, server, signal: hostSignal }: ElicitationHandlerOptions): ElicitationHandler {
  const rounds = new WeakMap<AbortSignal, string>();
  const calls = createCallsInFlight();
  let counter = 0;
  const handler = (request: ElicitationHandlerRequest, ctx: ElicitationHandlerContext): Promise<ElicitResult> => {
    const { signal } = ctx.mcpReq;
    let roundId = rounds.get(signal);
    if (roundId === undefined) rounds.set(signal, (roundId = `sdk-round-${++counter}`));
    return elicit(restoreOriginalSchema(request.params), {
      server: typeof server === 'function' ? server() : server,
      key: String(ctx.mcpReq.id),
      signal: anySignal(signal, hostSignal?.(), calls.signal()),
      roundId,
    });
  };
  return Object.assign(handler, { during: calls.during });
}
