// A lone host says only what its user answered, in the outlet's words; its notices say the rest themselves.
import type { HostLabels } from '../../i18n/types.js';
import type { ElicitationSnapshot } from '../../store/types.js';
import type { OwnAction } from '../internal/use-announcer.js';

export function answerAnnouncement(before: ElicitationSnapshot, after: ElicitationSnapshot, text: HostLabels, ownAction: OwnAction): string {
  const was = new Map<string, string>();
  for (const round of before.rounds) for (const request of round.requests) was.set(request.id, request.status);
  const said: string[] = [];
  for (const round of after.rounds) {
    for (const request of round.requests) {
      const action = ownAction(request.id);
      if (request.status !== 'answered' || !action || !was.has(request.id) || was.get(request.id) === 'answered') continue;
      said.push(action === 'accept' ? text.announceSent(request.server.name) : text.sent(action));
    }
  }
  return said.join(' ');
}
