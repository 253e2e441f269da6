// How a call runner plugs into its relay (internal): the relay carries the calls in each slice and routes a tab's Stop to their instance.
import type { WireCall } from './wire-call.js';

/** What a stop found: stopped now, already over, or no such call in the session. */
export type StopOutcome = 'stopped' | 'ended' | 'unknown';

/** What the runner gives the relay. */
export interface CallsProvider {
  /** This instance's calls of `session` (running, and ended ones still kept), oldest first. */
  callsOf(session: string): readonly WireCall[];
  /** A tab's Stop, routed to this instance because it runs call `id`. */
  stop(session: string, id: string): StopOutcome;
  /** The relay can no longer carry calls (`lost`: fail closed, or `closed`): running calls end `cancelled` with that reason. */
  relayDown(reason: 'lost' | 'closed'): void;
}

/** What the relay gives the runner. */
export interface RelayCallsHost {
  /** The calls of `session` changed: publish the session's slice again. */
  changed(session: string): void;
  /** Report `session`'s tab count on every instance, asynchronously and on every change, until the returned function is called. */
  watchTabs(session: string, onTabs: (tabs: number) => void): () => void;
  /** The calls of `session` on every live instance. */
  calls(session: string): Promise<WireCall[]>;
  /** Stop call `id` of `session` on the instance that runs it. */
  stop(session: string, id: string): Promise<StopOutcome>;
}

/** Each relay's attach function, registered when it is created (a relay takes one runner). */
export const callsAttachments = new WeakMap<object, (provider: CallsProvider) => RelayCallsHost>();
