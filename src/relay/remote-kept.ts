// A form cancelled with typing in it stays in this page to be copied, as a local store keeps it
// (store/draft.ts): the relay drops a cancelled request, since the typing never leaves the page.
import { holdsTyping } from '../store/draft.js';
import { isLive } from '../store/lifecycle.js';
import type { ElicitationRequest, ElicitationRound } from '../store/types.js';
import type { WirePart, WireRequest } from './wire.js';

interface KeptCancel {
  readonly roundId: string;
  readonly server: ElicitationRound['server'];
  /** The request as it stood, answered `cancel`: shown once the stream no longer shows it. */
  readonly request: ElicitationRequest;
}

export interface KeptCancels {
  /** Before a cancel goes: keeps each form of `ids` that holds typing. */
  hold(parts: readonly WirePart[], ids: readonly string[], draftOf: (id: string) => unknown): void;
  /** The cancel did not take effect: the request shows as the stream has it. */
  release(ids: readonly string[]): void;
  /** Closed by the person: `false` when `id` is not one kept here (the relay's to dismiss). */
  dismiss(id: string): boolean;
  /** `present` and the kept requests: what the drafts are kept for. */
  withKept(present: Map<string, WireRequest>): Map<string, unknown>;
  /** `rounds` with the kept requests the stream no longer shows, in their round (a round of their own when it left). */
  merge(rounds: ElicitationRound[], present: Map<string, WireRequest>): ElicitationRound[];
}

export function createKeptCancels(): KeptCancels {
  const kept = new Map<string, KeptCancel>();
  return {
    hold(parts, ids, draftOf) {
      for (const part of parts) {
        for (const round of part.rounds) {
          for (const request of round.requests) {
            if (!ids.includes(request.id) || request.mode !== 'form' || !isLive(request.status)) continue;
            if (!holdsTyping(request.params.requestedSchema, draftOf(request.id))) continue;
            const answered = { ...request, status: 'answered', answer: { action: 'cancel' } } as ElicitationRequest;
            kept.set(request.id, { roundId: round.id, server: round.server, request: answered });
          }
        }
      }
    },
    release(ids) {
      for (const id of ids) kept.delete(id);
    },
    dismiss: (id) => kept.delete(id),
    withKept(present) {
      const all = new Map<string, unknown>(present);
      for (const id of kept.keys()) all.set(id, true);
      return all;
    },
    merge(rounds, present) {
      const shown = [...rounds];
      for (const [id, { roundId, server, request }] of kept) {
        if (present.has(id)) continue;
        const at = shown.findIndex((round) => round.id === roundId);
        if (at < 0) shown.push({ id: roundId, server, requests: [request] });
        else shown[at] = { ...shown[at]!, requests: [...shown[at]!.requests, request] };
      }
      return shown;
    },
  };
}
