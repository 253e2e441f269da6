/**
 * How a call runner plugs into the relay it is given (internal: not exported from an
 * entry). The relay carries the runner's calls in each session's slice, so every
 * instance's streams show them, and routes a tab's Stop to the instance that runs the call;
 * the runner learns from the relay how many tabs of a session are connected anywhere.
 */
import type { WireCall } from './wire-call.js';

/** What a stop found: stopped now, already over, or no such call in the session. */
export type StopOutcome = 'stopped' | 'ended' | 'unknown';

/** What the runner gives the relay. */
export interface CallsProvider {
  /** This instance's calls of `session` (running, and ended ones still kept), oldest first. */
  callsOf(session: string): readonly WireCall[];
  /** A tab's Stop, routed to this instance because it runs call `id`. */
  stop(session: string, id: string): StopOutcome;
  /**
   * The relay can no longer carry calls: `lost` (its backplane: fail closed, as its
   * requests) or `closed`. Running calls end `cancelled` with that reason.
   */
  relayDown(reason: 'lost' | 'closed'): void;
}

/** What the relay gives the runner. */
export interface RelayCallsHost {
  /** The calls of `session` changed: publish the session's slice again. */
  changed(session: string): void;
  /**
   * Report how many tabs (open streams) `session` has on every instance: soon after the
   * call (never synchronously), then on every change, until the returned function is
   * called. Keeps the session watched on the backplane meanwhile.
   */
  watchTabs(session: string, onTabs: (tabs: number) => void): () => void;
  /** The calls of `session` on every live instance. */
  calls(session: string): Promise<WireCall[]>;
  /** Stop call `id` of `session` on the instance that runs it. */
  stop(session: string, id: string): Promise<StopOutcome>;
}

/** Each relay's attach function, registered when it is created (a relay takes one runner). */
export const callsAttachments = new WeakMap<object, (provider: CallsProvider) => RelayCallsHost>();
