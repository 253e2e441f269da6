/**
 * How a round of several questions is laid out and counted. Pure and React-free: the
 * statuses come from the store (src/store/lifecycle.ts); what is added here is only view
 * state — which unanswered questions show their form, and which ones the last Send found
 * unfinished.
 */
import type { RoundProgressCounts } from '../../i18n/types.js';
import type { ElicitationRequest } from '../../store/types.js';

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
  requests: readonly ElicitationRequest[],
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

/** How far a round is (the words are the `roundProgress` label's). */
export type RoundProgress = RoundProgressCounts;

/**
 * "1 of 3 answered · 1 declined · 1 being filled in · nothing sent yet": counted from the
 * store's statuses and answers (a decline is not an answer), and from which forms the user
 * has changed (`edited`), so a form already filled in is never counted as untouched.
 */
export function roundProgress(requests: readonly ElicitationRequest[], attention: ReadonlySet<string>, edited: ReadonlySet<string> = new Set()): RoundProgress {
  const counts = { answered: 0, declined: 0, skipped: 0, filling: 0, sent: 0, total: requests.length, attention: 0 };
  for (const request of requests) {
    if (request.status === 'pending') {
      if (attention.has(request.id)) counts.attention += 1;
      else if (edited.has(request.id)) counts.filling += 1;
      continue;
    }
    if (request.status !== 'staged') counts.sent += 1;
    const action = request.status === 'expired' ? 'cancel' : request.answer.action;
    if (action === 'accept') counts.answered += 1;
    else if (action === 'decline') counts.declined += 1;
    else counts.skipped += 1;
  }
  return counts;
}
