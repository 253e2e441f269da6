/**
 * A standalone `ElicitationHost` owns its one request's lifecycle (src/store/lifecycle.ts),
 * plus two states the store does not need: `answered` (sent, still shown so the user sees
 * what went out) and `closed` (the user closed it). Pure, so it is tested without React.
 */
import type { ElicitResult } from '../../elicitation/types.js';
import { transition, type LifecycleEvent, type RefusalReason, type RequestStatus } from '../../store/lifecycle.js';

export type HostStatus = RequestStatus | 'answered' | 'closed';

export interface HostState {
  readonly status: HostStatus;
  readonly answer?: ElicitResult;
  readonly reason?: RefusalReason;
}

export const INITIAL_HOST_STATE: HostState = { status: 'pending' };

/** Returns the same object when the event does not apply. */
export function hostTransition(state: HostState, event: LifecycleEvent): HostState {
  if (state.status === 'closed') return state;
  if (state.status === 'answered') return event.type === 'dismiss' ? { status: 'closed' } : state;
  const step = transition(state.status, event);
  if (!step) return state;
  if (step.to === 'done') return event.type === 'send' ? { status: 'answered', answer: step.answer } : { status: 'closed' };
  return { status: step.to, answer: step.answer, reason: step.reason };
}

/**
 * A key for a request's content, so a parent that re-creates the same request object on
 * every render (`request={{ … }}`) does not reset the form. Linear in the request's size.
 */
export function contentKey(request: unknown): string {
  try {
    return JSON.stringify(request) ?? String(request);
  } catch {
    return `unserialisable:${Math.random()}`; // a cycle or a BigInt: identity is all we have
  }
}
