/**
 * For hosts that run MRTR rounds themselves (SDK manual mode): answer
 * every request of an `input_required` result and build the retry's extra params.
 */
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
  /**
   * Sampling / roots requests are not this library's to answer. Without a handler the
   * whole collection rejects, before anything is asked, rather than send a wrong answer.
   */
  answerOther?: (request: InputRequest, key: string) => Promise<Record<string, unknown>>;
}

/** What to merge into the original call's params for the retry. */
export interface RetryParams {
  inputResponses?: InputResponses;
  requestState?: string;
}

let rounds = 0;

/**
 * Collects all answers concurrently (the round is shown together) and returns
 * `inputResponses` keyed exactly like `inputRequests`, plus `requestState` echoed byte
 * for byte — and absent when the server sent none (the spec: MUST NOT invent one).
 */
export async function collectInputResponses(result: InputRequiredResult, options: CollectOptions): Promise<RetryParams> {
  const requests = Object.entries(result.inputRequests ?? {});
  // Check every method first: a round that cannot be answered whole is not asked at all,
  // so the user never answers questions whose answers would be thrown away.
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
