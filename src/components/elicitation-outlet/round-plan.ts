/**
 * How a round of several questions is laid out and counted. Pure and React-free: the
 * statuses come from the store (src/store/lifecycle.ts); what is added here is only view
 * state — which unanswered questions show their form, and which ones the last Send found
 * unfinished.
 */
import type { PendingElicitation } from '../../store/types.js';

/**
 * How many unanswered questions show their form at once. The rest are a list of questions
 * (each with Answer and Decline), so a round of 50 mounts a few forms, not 50
 * (BENCHMARKS.md, "ElicitationOutlet with 50 pending requests"), and a long round does not
 * bury its Send button under hundreds of fields.
 */
export const OPEN_QUESTIONS = 3;

/**
 * The questions whose form is shown: every one shown before that is still unanswered (a
 * form never closes under the user's hands), topped up in round order with the next
 * unanswered ones to `limit`. Returns `shown` itself when nothing changed.
 */
export function openQuestions(
  requests: readonly PendingElicitation[],
  shown: ReadonlySet<string>,
  limit = OPEN_QUESTIONS,
): ReadonlySet<string> {
  const pending = requests.filter((r) => r.status === 'pending');
  let open = pending.filter((r) => shown.has(r.id)).length;
  let next: Set<string> | undefined;
  for (const request of pending) {
    if (open >= limit) break;
    if (shown.has(request.id)) continue;
    (next ??= new Set(shown)).add(request.id);
    open += 1;
  }
  return next ?? shown;
}

export interface RoundProgress {
  /** Questions with an answer: chosen and not sent yet, or already settled. */
  answered: number;
  total: number;
  /** Unanswered questions the last Send could not take (invalid or not answered). */
  attention: number;
}

/** "3 of 6 answered · 2 need attention": counted from the store's statuses. */
export function roundProgress(requests: readonly PendingElicitation[], attention: ReadonlySet<string>): RoundProgress {
  let answered = 0;
  let needs = 0;
  for (const request of requests) {
    if (request.status !== 'pending') answered += 1;
    else if (attention.has(request.id)) needs += 1;
  }
  return { answered, total: requests.length, attention: needs };
}
