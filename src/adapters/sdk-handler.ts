/**
 * Adapter for `@modelcontextprotocol/client` v2: the function to register with
 * `client.setRequestHandler('elicitation/create', …)`. Typed structurally so this
 * library has no runtime dependency on the SDK (NOTES.md §8.1).
 */
import type { ElicitResult } from '../elicitation/types.js';
import type { ServerIdentity } from '../components/server-badge/server-badge.js';
import type { ElicitOptions } from '../store/types.js';

/** The parts of the SDK's request and handler context that the adapter reads. */
export interface ElicitationHandlerRequest {
  params: unknown;
}
export interface ElicitationHandlerContext {
  mcpReq: { id: string | number; signal: AbortSignal };
}

export interface ElicitationHandlerOptions {
  /** Usually `store.elicit` of {@link createElicitationStore}. */
  elicit: (params: unknown, options: ElicitOptions) => Promise<ElicitResult>;
  /**
   * Who is asking. A function is read per request, so a self-reported title learnt
   * after connecting (`client.getServerVersion()?.title`) can be shown too.
   */
  server: ServerIdentity | (() => ServerIdentity);
}

/**
 * On 2026-07-28 connections the SDK calls this once per embedded request of a round,
 * concurrently, with `ctx.mcpReq.id` = the `inputRequests` key and a signal aborted
 * when the call is cancelled or a sibling fails; on 2025-11-25 connections it is a real
 * server→client request (id = JSON-RPC id; URL params carry `elicitationId`).
 */
export function createElicitationHandler({ elicit, server }: ElicitationHandlerOptions) {
  return (request: ElicitationHandlerRequest, ctx: ElicitationHandlerContext): Promise<ElicitResult> =>
    elicit(request.params, {
      server: typeof server === 'function' ? server() : server,
      key: String(ctx.mcpReq.id),
      signal: ctx.mcpReq.signal,
    });
}
