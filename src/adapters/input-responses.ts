// For hosts that run MRTR rounds themselves (SDK manual mode).
import type { ElicitResult, InputRequest, InputRequiredResult, InputResponses } from '../elicitation/types.js';

/** The round a request belongs to: pass `id` as `roundId` to `store.elicit`. */
export interface InputRound {
  /** Unique per call of {@link collectInputResponses}. */
  readonly id: string;
  /** How many requests the round holds (all methods). */
  readonly size: number;
}

export interface CollectOptions {
  /** Ask the user about one elicitation; `key` is its `inputRequests` key. */
  elicit: (params: unknown, key: string, round: InputRound) => Promise<ElicitResult>;
  /** Answers sampling / roots requests; without it a round holding one rejects before anything is asked. */
  answerOther?: (request: InputRequest, key: string) => Promise<Record<string, unknown>>;
}

/** What to merge into the original call's params for the retry. */
export interface RetryParams {
  inputResponses?: InputResponses;
  requestState?: string;
}

let rounds = 0;

/**
 * Collects all answers concurrently (the round is shown together): `inputResponses` keyed like
 * `inputRequests`, and `requestState` echoed byte for byte, absent when none was sent (spec: MUST NOT invent one).
 */
export async function collectInputResponses(result: InputRequiredResult, options: CollectOptions): Promise<RetryParams> {
  const requests = Object.entries(result.inputRequests ?? {});
  // A round that cannot be answered whole is not asked: the answers would be thrown away.
  const unhandled = requests.find(([, request]) => request.method !== 'elicitation/create' && !options.answerOther);
  if (unhandled) throw new Error(`collectInputResponses: no handler for "${unhandled[1].method}" (key "${unhandled[0]}")`);
  const round: InputRound = { id: `input-round-${++rounds}`, size: requests.length };
  const answers = await Promise.all(
    requests.map(async ([key, request]) =>
      request.method === 'elicitation/create'
        ? ([key, await options.elicit(request.params, key, round)] as const)
        : ([key, await options.answerOther!(request, key)] as const),
    ),
  );
  const retry: RetryParams = {};
  // Only when non-empty, as the SDK does: a requestState-only round retries without it.
  if (answers.length > 0) retry.inputResponses = Object.fromEntries(answers);
  if (typeof result.requestState === 'string') retry.requestState = result.requestState;
  return retry;
}
