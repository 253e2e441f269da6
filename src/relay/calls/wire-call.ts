/**
 * A call as it travels: in a session's slice between relay instances and in the stream's
 * `part` events to the browser (docs/relay-protocol.md, "Calls"). The store's `CallState`,
 * JSON only. React-free, no runtime code beyond small pure helpers.
 */
import { isJsonObject } from '../../elicitation/json.js';
import type { CallEndReason, CallState } from '../../store/calls.js';

export type WireCall = CallState;

const STATUSES = new Set(['running', 'completed', 'failed', 'cancelled']);
const REASONS = new Set<string>(['stopped', 'abandoned', 'lost', 'closed', 'expired'] satisfies CallEndReason[]);

/** A call read from the wire: the fields the page relies on have their types (anything else is dropped). */
export function isWireCall(value: unknown): value is WireCall {
  if (!isJsonObject(value)) return false;
  const { id, name, status, startedAt } = value;
  if (typeof id !== 'string' || typeof name !== 'string' || typeof startedAt !== 'number' || typeof status !== 'string' || !STATUSES.has(status)) return false;
  if (value.arguments !== undefined && !isJsonObject(value.arguments)) return false;
  if (status === 'running') return true;
  if (typeof value.endedAt !== 'number') return false;
  if (status === 'failed') return typeof value.error === 'string';
  if (status === 'cancelled') return typeof value.reason === 'string' && REASONS.has(value.reason);
  return true;
}

/**
 * The calls of a part whose instance is gone, as the streams that had it show them: the
 * running ones ended `cancelled` with `lost` (the instance can no longer end them itself).
 */
export function loseRunningCalls(calls: readonly WireCall[] | undefined, now: number): WireCall[] | undefined {
  if (!calls?.some((call) => call.status === 'running')) return calls as WireCall[] | undefined;
  return calls.map((call) => (call.status === 'running' ? { ...call, status: 'cancelled', endedAt: now, reason: 'lost' } : call));
}
