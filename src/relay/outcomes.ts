/**
 * Idempotency: the first outcome of each action id, per session, kept a while so that the
 * same action asked again (a retry after a lost response, or after "outcome unknown") never
 * applies twice and is told what happened the first time. Bounded in count and age.
 */
import type { ActionReply, RelayAction } from './backplane.js';

/** How long an outcome is kept: well beyond any browser's retries. */
const KEEP_MS = 10 * 60_000;
const MAX_KEPT = 10_000;

interface Kept {
  readonly what: string;
  readonly at: number;
  readonly reply: Promise<ActionReply>;
}

export interface Outcomes {
  has(session: string, actionId: string): boolean;
  /**
   * Run `apply` for the first action with this id in this session; later ones (also while it
   * runs) get its reply, `repeated: true`. An id reused for another action is a 409.
   */
  once(session: string, action: RelayAction, apply: () => Promise<ActionReply>): Promise<{ reply: ActionReply; repeated: boolean }>;
}

/** What an action does, without its content: the same id for another target is a misuse. */
const whatOf = (action: RelayAction) =>
  `${action.type}\n${action.type === 'dismissRefused' ? action.serverId : action.type === 'sendRound' || action.type === 'cancelRound' ? action.roundId : action.id}`;

export function createOutcomes(now: () => number = Date.now): Outcomes {
  const kept = new Map<string, Kept>(); // `${session}\n${actionId}`, oldest first

  function prune() {
    const limit = now() - KEEP_MS;
    for (const [key, entry] of kept) {
      if (kept.size <= MAX_KEPT && entry.at >= limit) break;
      kept.delete(key);
    }
  }

  return {
    has: (session, actionId) => kept.has(`${session}\n${actionId}`),
    async once(session, action, apply) {
      const key = `${session}\n${action.actionId}`;
      const what = whatOf(action);
      const known = kept.get(key);
      if (known) {
        if (known.what !== what) return { reply: { status: 409, error: 'conflict', detail: 'actionId already used for another action' }, repeated: true };
        return { reply: await known.reply, repeated: true };
      }
      prune();
      const running = apply().catch((): ActionReply => ({ status: 503, error: 'unavailable', detail: 'the action failed' }));
      // Kept without the change (a repeat gets the session's latest change instead). Only an
      // outcome that changed something, or said why it never will, is kept: after a refusal
      // that applied nothing (422, 404, 503) the same id may try again.
      const settled = running.then(({ change: _change, ...rest }) => rest as ActionReply);
      kept.set(key, { what, at: now(), reply: settled });
      void settled.then((reply) => {
        if (reply.status !== 200 && reply.status !== 409 && kept.get(key)?.reply === settled) kept.delete(key);
      });
      return { reply: await running, repeated: false };
    },
  };
}
