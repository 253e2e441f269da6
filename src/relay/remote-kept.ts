// A form cancelled with typing in it stays in this page to be copied, as a local store keeps it
// (store/draft.ts): the relay drops a cancelled request, since the typing never leaves the page.
// So does a form another tab answered or cancelled while this one held typing: the relay only
// says it left, so it shows expired, `elsewhere`, with what was typed here.
import { holdsTyping } from '../store/draft.js';
import { isLive } from '../store/lifecycle.js';
import type { ElicitationRequest, ElicitationRound } from '../store/types.js';
import type { WirePart, WireRequest } from './wire.js';

interface KeptRequest {
  readonly roundId: string;
  readonly server: ElicitationRound['server'];
  /** The request as it stood, answered `cancel` or expired `elsewhere`: shown once the stream no longer shows it. */
  readonly request: ElicitationRequest;
}

export interface KeptRequests {
  /** Before a cancel goes: keeps each form of `ids` that holds typing. */
  hold(parts: readonly WirePart[], ids: readonly string[], draftOf: (id: string) => unknown): void;
  /**
   * Forms pending in `before` that `present` no longer shows, holding typing, which this page did
   * not end itself (`endedHere`): another tab answered them. Kept, expired `elsewhere`.
   */
  holdEndedElsewhere(before: readonly WirePart[], present: Map<string, WireRequest>, endedHere: (id: string) => boolean, draftOf: (id: string) => unknown): void;
  /** The cancel did not take effect: the request shows as the stream has it. */
  release(ids: readonly string[]): void;
  /** Closed by the person: `false` when `id` is not one kept here (the relay's to dismiss). */
  dismiss(id: string): boolean;
  /** `present` and the kept requests: what the drafts are kept for. */
  withKept(present: Map<string, WireRequest>): Map<string, unknown>;
  /** `rounds` with the kept requests the stream no longer shows, in their round (a round of their own when it left). */
  merge(rounds: ElicitationRound[], present: Map<string, WireRequest>): ElicitationRound[];
}

export function createKeptRequests(): KeptRequests {
  const kept = new Map<string, KeptRequest>();

  /** Keeps each live form of `parts` that `picked` and holds typing, as `ended` makes it. */
  function keep(parts: readonly WirePart[], picked: (request: WireRequest) => boolean, draftOf: (id: string) => unknown, ended: (request: WireRequest) => ElicitationRequest) {
    for (const part of parts) {
      for (const round of part.rounds) {
        for (const request of round.requests) {
          if (!picked(request) || request.mode !== 'form' || !isLive(request.status)) continue;
          if (!holdsTyping(request.params.requestedSchema, draftOf(request.id))) continue;
          kept.set(request.id, { roundId: round.id, server: round.server, request: ended(request) });
        }
      }
    }
  }

  return {
    hold(parts, ids, draftOf) {
      keep(parts, ({ id }) => ids.includes(id), draftOf, (request) => ({ ...request, status: 'answered', answer: { action: 'cancel' } }) as ElicitationRequest);
    },
    holdEndedElsewhere(before, present, endedHere, draftOf) {
      // Pending only: a staged answer may have gone with the round's Send all, which the relay does not tell.
      const left = ({ id, status }: WireRequest) => status === 'pending' && !present.has(id) && !kept.has(id) && !endedHere(id);
      keep(before, left, draftOf, (request) => ({ ...request, status: 'expired', reason: { code: 'elsewhere' } }) as ElicitationRequest);
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
