// A round's layout and count: statuses come from the store; only view state is added here.
import type { RoundProgressCounts } from '../../i18n/types.js';
import type { ElicitationRequest } from '../../store/types.js';

/** Unanswered questions showing their form at once; the rest are listed, so a round of 50 mounts a few forms and keeps Send in reach. */
export const OPEN_QUESTIONS = 3;

/** The questions whose form is shown: those shown before and still unanswered (a form never closes under the user), topped up to `limit`. */
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

/** "1 of 3 answered · 1 declined · nothing sent yet", "1 of 2 sent · 1 not sent" (an expired question is never sent); `edited` forms are never counted as untouched. */
export function roundProgress(requests: readonly ElicitationRequest[], attention: ReadonlySet<string>, edited: ReadonlySet<string> = new Set()): RoundProgress {
  const counts = { answered: 0, declined: 0, skipped: 0, filling: 0, sent: 0, unsent: 0, total: requests.length, attention: 0 };
  for (const request of requests) {
    if (request.status === 'pending') {
      if (attention.has(request.id)) counts.attention += 1;
      else if (edited.has(request.id)) counts.filling += 1;
      continue;
    }
    // Ended unsent: what was typed never went, whatever the store answered for it.
    if (request.status === 'expired') {
      counts.unsent += 1;
      continue;
    }
    if (request.status !== 'staged') counts.sent += 1;
    const action = request.answer.action;
    if (action === 'accept') counts.answered += 1;
    else if (action === 'decline') counts.declined += 1;
    else counts.skipped += 1;
  }
  return counts;
}
