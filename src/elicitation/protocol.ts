/**
 * Pure helpers for the 2026-07-28 elicitation protocol (MCP 2026-07-28, client/elicitation and basic/lifecycle).
 * No React, no SDK: hosts may use them with any transport.
 */
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


/**
 * The mode of an `elicitation/create` request. A missing mode means form mode (the spec:
 * clients MUST treat a request without `mode` as form). Any other value is returned as
 * is, so callers can reject modes they do not know.
 */
export function getRequestMode(params: { mode?: unknown } | null | undefined): ElicitationMode | (string & {}) {
  const mode = params?.mode;
  if (mode === undefined) return 'form';
  return typeof mode === 'string' ? mode : String(mode);
}

/**
 * The modes declared by an `elicitation` capability entry. `elicitation: {}` is the backward-compatible spelling of
 * form only; `url` must be listed explicitly. No capability ⇒ no mode.
 */
export function getSupportedModes(capability: ElicitationCapability | null | undefined): ElicitationMode[] {
  if (!isObject(capability)) return [];
  const hasForm = isObject(capability.form);
  const hasUrl = isObject(capability.url);
  if (!hasForm && !hasUrl) return ['form'];
  return [...(hasForm ? (['form'] as const) : []), ...(hasUrl ? (['url'] as const) : [])];
}

/**
 * The `elicitation` capability object to send under
 * `_meta["io.modelcontextprotocol/clientCapabilities"].elicitation`. Declaring
 * elicitation means supporting at least one mode, so asking for neither throws.
 */
export function elicitationCapability(modes: { form?: boolean; url?: boolean } = { form: true }): ElicitationCapability {
  const { form = false, url = false } = modes;
  if (!form && !url) throw new TypeError('elicitationCapability: enable at least one of form or url');
  return { ...(form ? { form: {} } : {}), ...(url ? { url: {} } : {}) };
}

/** How a client must read a result's `resultType` (MCP 2026-07-28, schema `Result.resultType`). */
export type ResultKind = 'complete' | 'input_required' | 'invalid';

/**
 * Absent `resultType` (an older-protocol server) ⇒ `complete`; an unrecognised one ⇒
 * `invalid` (MUST be treated as invalid). An `input_required` result must carry
 * `inputRequests` (an object) or `requestState` (a string), else it is invalid too.
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
