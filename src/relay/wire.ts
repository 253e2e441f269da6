/**
 * What travels between the relay and the browser (docs/relay-protocol.md; its JSON Schemas
 * are docs/relay-protocol.schema.json). React-free, no runtime code beyond constants.
 */
import type { ElicitationRequest, RefusedNotice } from '../store/types.js';
import type { IdentifiedServer } from '../elicitation/server.js';

/** The protocol's name and version; every snapshot carries it, every change keeps it. */
export const RELAY_PROTOCOL = 'mcp-elicitation-relay/1';

type WithoutClientState<T> = T extends unknown ? Omit<T, 'sending' | 'actionError'> : never;

/**
 * A request as the relay sends it: the store's `ElicitationRequest` with the relay's random
 * ids (`id`, `roundId`) and without what only the browser knows (`sending`, `actionError`).
 */
export type WireRequest = WithoutClientState<ElicitationRequest>;

export interface WireRound {
  readonly id: string;
  readonly server: IdentifiedServer;
  readonly requests: readonly WireRequest[];
}

export type WireRefused = RefusedNotice;
