/**
 * For hosts that run MRTR rounds themselves (SDK manual mode, NOTES.md §8.3): answer
 * every request of an `input_required` result and build the retry's extra params.
 */
import type { ElicitResult, InputRequest, InputRequiredResult, InputResponses } from '../elicitation/types.js';

export interface CollectOptions {
  /** Ask the user about one elicitation; `key` is its `inputRequests` key. */
  elicit: (params: unknown, key: string) => Promise<ElicitResult>;
  /**
   * Sampling / roots requests are not this library's to answer. Without a handler the
   * whole collection rejects with a clear error rather than sending a wrong answer.
   */
  answerOther?: (request: InputRequest, key: string) => Promise<Record<string, unknown>>;
}

/** What to merge into the original call's params for the retry. */
export interface RetryParams {
  inputResponses?: InputResponses;
  requestState?: string;
}

/**
 * Collects all answers concurrently (the round is shown together) and returns
 * `inputResponses` keyed exactly like `inputRequests`, plus `requestState` echoed byte
 * for byte — and absent when the server sent none (the spec: MUST NOT invent one).
 */
export async function collectInputResponses(result: InputRequiredResult, options: CollectOptions): Promise<RetryParams> {
  const requests = Object.entries(result.inputRequests ?? {});
  const answers = await Promise.all(
    requests.map(async ([key, request]) => {
      if (request.method === 'elicitation/create') return [key, await options.elicit(request.params, key)] as const;
      if (!options.answerOther) throw new Error(`collectInputResponses: no handler for "${request.method}" (key "${key}")`);
      return [key, await options.answerOther(request, key)] as const;
    }),
  );
  const retry: RetryParams = {};
  // Only when non-empty, as the SDK does: a requestState-only round retries without it.
  if (answers.length > 0) retry.inputResponses = Object.fromEntries(answers);
  if (typeof result.requestState === 'string') retry.requestState = result.requestState;
  return retry;
}
