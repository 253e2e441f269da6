/**
 * What an outlet says in its one polite live region, from two snapshots, so each store change
 * is at most one message (WAI-ARIA 1.2 §aria-live). Said: arrivals, what this outlet's user did,
 * expiries, refusals, flooding, the connection. Not said: answers given elsewhere (another tab
 * is not this user), what focus already reads (a waiting title, a form's summary, a modal's
 * name on opening), and dismissing.
 */
import type { ElicitAction } from '../../elicitation/types.js';
import type { HostLabels } from '../../i18n/types.js';
import { isLive, isOpen } from '../../store/lifecycle.js';
import type { ElicitationRequest, ElicitationSnapshot } from '../../store/types.js';
import { clipLabel } from '../../text/clip.js';
import { QUESTION_PREVIEW_LENGTH } from '../../text/limits.js';
import { refusalText } from '../elicitation-host/refusal-text.js';
import type { OwnAction } from '../internal/use-announcer.js';

function byId(snapshot: ElicitationSnapshot | undefined): Map<string, ElicitationRequest> {
  const requests = new Map<string, ElicitationRequest>();
  for (const round of snapshot?.rounds ?? []) for (const request of round.requests) requests.set(request.id, request);
  return requests;
}

/** The server's message as one short line: untrusted text, bounded (text/limits.ts). */
function preview(request: ElicitationRequest): string {
  const message = request.mode === 'invalid' ? '' : request.params.message;
  return clipLabel(message.replace(/\s+/g, ' ').trim(), QUESTION_PREVIEW_LENGTH);
}

export type { OwnAction };

/**
 * The message for the change from `before` to `after` ('' for nothing); several things at once
 * make one message. `opening`: requests a modal opens for, whose arrival its name already
 * reads. `returned`: the person was told the connection was lost, so its return is said.
 */
export function announcement(
  before: ElicitationSnapshot | undefined,
  after: ElicitationSnapshot,
  text: HostLabels,
  ownAction: OwnAction = () => undefined,
  opening: ReadonlySet<string> = new Set(),
  returned = false,
): string {
  const old = byId(before);
  const now = byId(after);
  const sent = new Set<string>();
  const notSent = new Set<ElicitAction>();
  // Server name ⇒ why its request ended unsent (said once per server and reason).
  const expired = new Map<string, ElicitationRequest & { status: 'expired' }>();
  const arrived: string[] = [];
  const refused: string[] = [];
  // What this outlet's user did, said as it was: an answer given in another tab is not theirs.
  const answered = (request: ElicitationRequest) => {
    const action = ownAction(request.id);
    if (action === 'accept') sent.add(request.server.name);
    else if (action) notSent.add(action);
  };
  for (const [id, request] of old) {
    // Gone while it waited for an answer (a store that drops answered requests).
    if (!now.has(id) && isOpen(request.status)) answered(request);
  }
  for (const round of after.rounds) {
    const fresh = round.requests.filter((request) => !old.has(request.id) && !opening.has(request.id) && isLive(request.status));
    if (fresh.length > 1) arrived.push(text.announceRound(round.server.name, fresh.length));
    else if (fresh.length === 1) arrived.push(text.announceArrival(round.server.name, preview(fresh[0]!)));
    for (const request of round.requests) {
      const was = old.get(request.id)?.status;
      if (was === request.status) continue;
      if (request.status === 'answered' && was !== undefined) answered(request);
      else if (request.status === 'expired' && was !== undefined) expired.set(`${request.server.name}\n${request.reason?.code}`, request);
      else if (request.status === 'refused') refused.push(refusalText(request.reason, text));
    }
  }
  for (const notice of after.refused) {
    const previous = before?.refused.find((other) => other.server.id === notice.server.id);
    if (previous?.count !== notice.count) refused.push(text.tooManyPending(notice.count, notice.server.name));
  }
  const connection = after.connection ?? 'online';
  const was = before?.connection ?? 'online';
  const lost = connection !== 'online' && connection !== was ? [text.connection(connection)] : [];
  if (returned && connection === 'online' && was !== 'online') lost.push(text.backOnline);
  return [
    ...[...sent].map(text.announceSent),
    ...[...notSent].map(text.sent),
    ...[...expired.values()].map((request) => text.announceExpired(request.server.name, request.reason?.code)),
    ...refused,
    ...arrived,
    ...lost,
  ].join(' ');
}
