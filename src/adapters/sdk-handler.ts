/**
 * Adapter for `@modelcontextprotocol/client` v2: the function to register with
 * `client.setRequestHandler('elicitation/create', …)`. Typed structurally so this
 * library has no runtime dependency on the SDK.
 */
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
  /**
   * Who is asking, with the host's own `id` for this server. A function is read per
   * request, so a self-reported title learnt after connecting
   * (`client.getServerVersion()?.title`) can be shown too.
   */
  server: IdentifiedServer | (() => IdentifiedServer);
  /**
   * The abort signal of the host's running call, read per request, in addition to the
   * SDK's per-round one. Needed on 2025-11-25 connections, where the SDK's signal fires
   * only when the server cancels its request or the connection closes.
   */
  signal?: () => AbortSignal | undefined;
}

/** The handler to register, and `during(call)`: what a call asks ends with it. */
export type ElicitationHandler = WithCalls<(request: ElicitationHandlerRequest, ctx: ElicitationHandlerContext) => Promise<ElicitResult>>;

/**
 * On 2026-07-28 connections the SDK (2.4.0) calls this once per embedded request of an
 * `input_required` round, synchronously one after another, and hands every request of
 * that round the same per-round abort signal (`linkedRoundAbort` in the SDK: aborted when
 * the call is cancelled or a sibling fails). That signal is what groups a round here,
 * never arrival timing. On 2025-11-25 connections each request is a JSON-RPC request of
 * its own (id = JSON-RPC id), with its own signal, so it is a round of one.
 */
export function createElicitationHandler({ elicit, server, signal: hostSignal }: ElicitationHandlerOptions): ElicitationHandler {
  const rounds = new WeakMap<AbortSignal, string>();
  const calls = createCallsInFlight();
  let counter = 0;
  const handler = (request: ElicitationHandlerRequest, ctx: ElicitationHandlerContext): Promise<ElicitResult> => {
    const { signal } = ctx.mcpReq;
    let roundId = rounds.get(signal);
    if (roundId === undefined) rounds.set(signal, (roundId = `sdk-round-${++counter}`));
    // The server's own schema when acceptRealWorldSchemas stood in for it (real-world-schemas.ts).
    return elicit(restoreOriginalSchema(request.params), {
      server: typeof server === 'function' ? server() : server,
      key: String(ctx.mcpReq.id),
      signal: anySignal(signal, hostSignal?.(), calls.signal()),
      roundId,
    });
  };
  return Object.assign(handler, { during: calls.during });
}
