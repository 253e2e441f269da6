/**
 * Send all: a round of several questions is sent together (MCP 2026-07-28 §Multi Round-Trip
 * Requests: the server needs every answer to go on). Each form checks and stages its own answer.
 */
import type { ElicitationRequest, ElicitationConsumer } from './types.js';

export interface SendAllForms {
  /** The open forms, by request id: each checks its answer and stages it if it is valid. */
  submitters: ReadonlyMap<string, () => Promise<void>>;
  /**
   * A form the user never touched that would answer with nothing: it is staged only when
   * the rest of the round can be sent, so a Send all that cannot send stages nothing empty.
   */
  untouched(request: ElicitationRequest): boolean;
}

/** Sent; or the questions still unanswered, in round order, and which of them were checked (their forms show why). */
export type SendAllOutcome = { sent: true } | { sent: false; left: readonly string[]; checked: ReadonlySet<string> };

const pendingOf = (store: ElicitationConsumer, roundId: string) =>
  (store.getSnapshot().rounds.find((round) => round.id === roundId)?.requests ?? []).filter((request) => request.status === 'pending');

/**
 * Every open form checks itself, last first, so the first invalid one takes focus last; a
 * form opened meanwhile has not been seen yet. Untouched forms are staged only if the round can go.
 */
export async function sendAll(store: ElicitationConsumer, roundId: string, forms: SendAllForms): Promise<SendAllOutcome> {
  const { submitters } = forms;
  const open = pendingOf(store, roundId).filter((request) => submitters.has(request.id));
  const later = new Set(open.filter(forms.untouched).map((request) => request.id));
  const checked = new Set(open.filter((request) => !later.has(request.id)).map((request) => request.id));
  // Taken now: a form that closes while another one is checked has nothing to say.
  const checks = [...checked].map((id) => submitters.get(id)!);
  for (const check of checks.reverse()) await check();
  let left = pendingOf(store, roundId).filter((request) => !later.has(request.id));
  if (left.length === 0) {
    for (const id of later) await submitters.get(id)?.();
    left = pendingOf(store, roundId);
    if (left.length === 0 && (await store.sendRound(roundId))) return { sent: true };
  }
  return { sent: false, left: left.map((request) => request.id), checked };
}
