/** Pure helpers for the 2026-07-28 elicitation protocol, for any transport. */
import type {
  ElicitationCapability,
  ElicitationMode,
  ElicitContent,
  ElicitResult,
  InputRequiredResult,
  ResultType,
} from './types.js';
import { isJsonObject as isObject } from './json.js';

/** The `_meta` key under which each 2026-07-28 request declares client capabilities. */
export const CLIENT_CAPABILITIES_META_KEY = 'io.modelcontextprotocol/clientCapabilities';

/** The mode of an `elicitation/create`: missing means form (spec MUST); any other value is returned for the caller to reject. */
export function getRequestMode(params: { mode?: unknown } | null | undefined): ElicitationMode | (string & {}) {
  const mode = params?.mode;
  if (mode === undefined) return 'form';
  return typeof mode === 'string' ? mode : String(mode);
}

/** The modes an `elicitation` capability declares: `{}` is the backward-compatible spelling of form only; no capability, no mode. */
export function getSupportedModes(capability: ElicitationCapability | null | undefined): ElicitationMode[] {
  if (!isObject(capability)) return [];
  const hasForm = isObject(capability.form);
  const hasUrl = isObject(capability.url);
  if (!hasForm && !hasUrl) return ['form'];
  return [...(hasForm ? (['form'] as const) : []), ...(hasUrl ? (['url'] as const) : [])];
}

/** The `elicitation` capability to send in the client-capabilities `_meta`; declaring it means at least one mode, so neither throws. */
export function elicitationCapability(modes: { form?: boolean; url?: boolean } = { form: true }): ElicitationCapability {
  const { form = false, url = false } = modes;
  if (!form && !url) throw new TypeError('elicitationCapability: enable at least one of form or url');
  return { ...(form ? { form: {} } : {}), ...(url ? { url: {} } : {}) };
}

/** How a client must read a result's `resultType` (MCP 2026-07-28, schema `Result.resultType`). */
export type ResultKind = 'complete' | 'input_required' | 'invalid';

/**
 * Absent `resultType` (an older server) ⇒ `complete`; an unrecognised one ⇒ `invalid` (spec
 * MUST); `input_required` without `inputRequests` or `requestState` is invalid too.
 */
export function getResultKind(result: unknown): ResultKind {
  if (!isObject(result)) return 'invalid';
  const type = result.resultType as ResultType | undefined;
  if (type === undefined || type === 'complete') return 'complete';
  if (type !== 'input_required') return 'invalid';
  const { inputRequests, requestState } = result;
  const requestsOk = inputRequests === undefined || isObject(inputRequests);
  const stateOk = requestState === undefined || typeof requestState === 'string';
  const hasOne = inputRequests !== undefined || requestState !== undefined;
  return requestsOk && stateOk && hasOne ? 'input_required' : 'invalid';
}

/** True when the server asks for input before it can complete the call. */
export function isInputRequiredResult(result: unknown): result is InputRequiredResult {
  return getResultKind(result) === 'input_required';
}

/** The user submitted. `content` only for form mode; URL-mode accepts carry none. */
export function acceptResult(content?: ElicitContent): ElicitResult {
  return content === undefined ? { action: 'accept' } : { action: 'accept', content };
}

/** The user explicitly refused. */
export function declineResult(): ElicitResult {
  return { action: 'decline' };
}

/** The user dismissed the request without choosing (closed, Escape, expired). */
export function cancelResult(): ElicitResult {
  return { action: 'cancel' };
}
