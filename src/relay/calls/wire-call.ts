// A call as it travels between instances and to the browser (docs/relay-protocol.md, "Calls"): the store's `CallState`, JSON only.
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

/** A gone instance's calls as the streams show them: running ones ended `cancelled`, `lost` (it can no longer end them itself). */
export function loseRunningCalls(calls: readonly WireCall[] | undefined, now: number): WireCall[] | undefined {
  if (!calls?.some((call) => call.status === 'running')) return calls as WireCall[] | undefined;
  return calls.map((call) => (call.status === 'running' ? { ...call, status: 'cancelled', endedAt: now, reason: 'lost' } : call));
}
