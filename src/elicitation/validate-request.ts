/**
 * First look at an untrusted `elicitation/create` params object. What passes is rebuilt from
 * the values checked, so its type says only what was checked; field problems are the schema module's.
 */
import { getRequestMode } from './protocol.js';
import type { ElicitationMode } from './types.js';
import { isJsonObject as isObject } from './json.js';

/** A form request's params as checked: a message, and a schema that is an object. */
export interface FormRequestParams {
  readonly mode?: 'form';
  readonly message: string;
  readonly requestedSchema: Readonly<Record<string, unknown>>;
}

/** A URL request's params as checked. `elicitationId`: 2025-11-25 servers only. */
export interface UrlRequestParams {
  readonly mode: 'url';
  readonly message: string;
  readonly url: string;
  readonly elicitationId?: string;
}

export type RequestCheck =
  | { ok: true; mode: 'form'; params: FormRequestParams }
  | { ok: true; mode: 'url'; params: UrlRequestParams }
  | { ok: false; mode?: string; problem: RequestProblem };

/** Stable codes; the host turns them into words through its labels. */
export type RequestProblem = 'not-an-object' | 'unknown-mode' | 'missing-message' | 'missing-schema' | 'missing-url';

/** Classify params by mode (missing ⇒ form, spec MUST) and check the fields each mode requires. */
export function checkElicitRequest(params: unknown): RequestCheck {
  if (!isObject(params)) return { ok: false, problem: 'not-an-object' };
  const mode = getRequestMode(params);
  if (mode !== 'form' && mode !== 'url') return { ok: false, mode, problem: 'unknown-mode' };
  const { message, url, requestedSchema, elicitationId } = params;
  if (typeof message !== 'string') return { ok: false, mode, problem: 'missing-message' };
  if (mode === 'url') {
    if (typeof url !== 'string') return { ok: false, mode, problem: 'missing-url' };
    return { ok: true, mode: 'url', params: { mode: 'url', message, url, ...(typeof elicitationId === 'string' && { elicitationId }) } };
  }
  if (!isObject(requestedSchema)) return { ok: false, mode, problem: 'missing-schema' };
  const form: FormRequestParams = params.mode === 'form' ? { mode: 'form', message, requestedSchema } : { message, requestedSchema };
  return { ok: true, mode: 'form', params: form };
}

/** Whether a host that supports `modes` may show this request. */
export function isModeSupported(mode: string, modes: readonly ElicitationMode[]): boolean {
  return (modes as readonly string[]).includes(mode);
}
