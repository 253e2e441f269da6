/**
 * First look at an untrusted `elicitation/create` params object: is it something we can
 * show at all, and in which mode? Field-level schema problems are left to the schema
 * module, which reports them in detail.
 */
import { getRequestMode } from './protocol.js';
import type { ElicitationMode, ElicitRequestFormParams, ElicitRequestURLParams } from './types.js';
import { isJsonObject as isObject } from './json.js';

export type RequestCheck =
  | { ok: true; mode: 'form'; params: ElicitRequestFormParams }
  | { ok: true; mode: 'url'; params: ElicitRequestURLParams }
  | { ok: false; mode?: string; problem: RequestProblem };

/** Stable codes; the host turns them into words through its labels. */
export type RequestProblem = 'not-an-object' | 'unknown-mode' | 'missing-message' | 'missing-schema' | 'missing-url';


/** Classify params by mode (missing ⇒ form, spec MUST) and check the fields each mode requires. */
export function checkElicitRequest(params: unknown): RequestCheck {
  if (!isObject(params)) return { ok: false, problem: 'not-an-object' };
  const mode = getRequestMode(params);
  if (mode !== 'form' && mode !== 'url') return { ok: false, mode, problem: 'unknown-mode' };
  if (typeof params.message !== 'string') return { ok: false, mode, problem: 'missing-message' };
  if (mode === 'url') {
    return typeof params.url === 'string'
      ? { ok: true, mode: 'url', params: params as unknown as ElicitRequestURLParams }
      : { ok: false, mode, problem: 'missing-url' };
  }
  return isObject(params.requestedSchema)
    ? { ok: true, mode: 'form', params: params as unknown as ElicitRequestFormParams }
    : { ok: false, mode, problem: 'missing-schema' };
}

/** Whether a host that supports `modes` may show this request. */
export function isModeSupported(mode: string, modes: readonly ElicitationMode[]): boolean {
  return (modes as readonly string[]).includes(mode);
}
