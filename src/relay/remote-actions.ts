/**
 * The remote store's POSTs: each action with an idempotency id (`actionId`), asked again
 * with the same id while its outcome is unknown (the network failed, or the relay said
 * `outcome-unknown`), so a lost response is never mistaken for "another tab won" and an
 * answer never applies twice. The relay's problem details become an `ActionError`.
 */
import { isJsonObject } from '../elicitation/json.js';
import { randomId } from '../store/ids.js';
import type { ActionError } from '../store/types.js';
import type { RelayAction } from './backplane.js';

/** How often, and how soon, an action whose outcome is unknown is asked again. */
export interface RetryOptions {
  /** Asks after the first. @default 4 */
  attempts?: number;
  /** The first wait, doubling after each. @default 250 */
  initialMs?: number;
}

export interface PostOutcome {
  readonly status: number;
  readonly body: unknown;
  readonly ok: boolean;
  /** Set when not ok. */
  readonly error?: ActionError;
}

/** The relay's problem `error` (its `type`'s last segment) as the views' words. */
const CODES: Record<string, ActionError['code']> = {
  'invalid-content': 'invalid-content',
  'already-answered': 'answered-elsewhere',
  gone: 'gone',
  conflict: 'conflict',
  'not-found': 'refused',
  forbidden: 'refused',
  unauthorized: 'refused',
  'outcome-unknown': 'unknown',
  unavailable: 'unreachable',
};

function codeOf(status: number, error: unknown): ActionError['code'] {
  if (typeof error === 'string' && Object.hasOwn(CODES, error)) return CODES[error]!;
  if (status === 0) return 'unreachable';
  if (status === 422) return 'invalid-content';
  if (status === 409) return 'conflict';
  if (status === 401 || status === 403 || status === 404) return 'refused';
  if (status === 503) return 'unreachable';
  return 'failed';
}

function errorOf(status: number, body: unknown): ActionError {
  const problem = isJsonObject(body) ? body : {};
  const code = codeOf(status, problem.error);
  const detail = typeof problem.error === 'string' ? `${status} ${problem.error}${typeof problem.detail === 'string' ? `: ${problem.detail}` : ''}` : status === 0 ? 'network error' : `HTTP ${status}`;
  const fields = Array.isArray(problem.fields)
    ? problem.fields.filter((f): f is { field: string; problem: string } => isJsonObject(f) && typeof f.field === 'string' && typeof f.problem === 'string').map(({ field, problem: p }) => ({ field, problem: p }))
    : undefined;
  return { code, detail, ...(fields && fields.length > 0 && { fields }) };
}

const whatOf = (action: RelayAction) =>
  `${action.type}\n${action.type === 'dismissRefused' ? action.serverId : action.type === 'sendRound' || action.type === 'cancelRound' ? action.roundId : action.id}`;

export interface ActionPoster {
  post(action: RelayAction): Promise<PostOutcome>;
  /** Stop waiting between attempts (the store closed). */
  close(): void;
}

export function createActionPoster(send: (body: string) => Promise<Response>, retry: RetryOptions = {}): ActionPoster {
  const attempts = retry.attempts ?? 4;
  const initialMs = retry.initialMs ?? 250;
  /** Actions whose outcome stayed unknown: the person's next try of the same one reuses the id, and learns the first outcome. */
  const unsettled = new Map<string, string>();
  let closed = false;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => (timers.delete(timer), resolve()), ms);
      timers.add(timer);
    });

  async function once(body: string): Promise<{ status: number; body: unknown }> {
    try {
      const response = await send(body);
      return { status: response.status, body: await response.json().catch(() => undefined) };
    } catch {
      return { status: 0, body: undefined }; // the network failed, or the response was lost
    }
  }

  return {
    async post(action) {
      const what = whatOf(action);
      const actionId = unsettled.get(what) ?? randomId();
      const text = JSON.stringify({ ...action, actionId });
      let reply = await once(text);
      const unknown = () => reply.status === 0 || (reply.status === 503 && isJsonObject(reply.body) && reply.body.error === 'outcome-unknown');
      for (let attempt = 0; unknown() && attempt < attempts && !closed; attempt += 1) {
        await wait(initialMs * 2 ** attempt);
        reply = await once(text);
      }
      if (unknown()) unsettled.set(what, actionId);
      else unsettled.delete(what);
      const ok = reply.status === 200 && isJsonObject(reply.body) && reply.body.ok === true;
      return { ...reply, ok, ...(!ok && { error: errorOf(reply.status, reply.body) }) };
    },
    close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
    },
  };
}
