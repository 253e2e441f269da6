import { isLive, type RequestStatus } from '../../store/lifecycle.js';

/**
 * The one `data-state` vocabulary of every part that shows a request (ElicitationHost,
 * UrlConsentDialog, a refusal notice, a round's item, the outlet's notice of requests declined
 * unasked), public for theming
 * (docs/guides/theming.md). Like Radix, `data-state` is one short list per part and finer
 * detail has its own attribute: `data-answer` ("accept" | "decline" | "cancel") once one was given.
 * - `open`: it can still be answered (the store's `pending` and `staged`);
 * - `waiting`: a URL was opened; the person finishes on that page;
 * - `answered`: sent, shown until dismissed;
 * - `refused`: answered automatically (declined), with the reason;
 * - `expired`: it ended unsent.
 */
export type PartState = 'open' | 'waiting' | 'answered' | 'refused' | 'expired';

export const PART_STATES: readonly PartState[] = ['open', 'waiting', 'answered', 'refused', 'expired'];

export function partState(status: RequestStatus): PartState {
  return isLive(status) ? 'open' : status;
}
