/**
 * What a browser POSTs, read as a relay action: every field checked, every string bounded,
 * content keys defined as plain data (never a prototype). Anything else is a 400 with a
 * sentence saying why.
 */
import { readElicitResult } from '../elicitation/elicit-result.js';
import { isJsonObject } from '../elicitation/json.js';
import type { RefusalReason } from '../store/types.js';
import type { RelayAction } from './backplane.js';

const REFUSAL_CODES = new Set(['invalid-request', 'unsupported-mode', 'render-error']);

/** A POST body as an action, or why it is not one. */
export function decodeAction(body: unknown): RelayAction | string {
  if (!isJsonObject(body)) return 'the body must be a JSON object';
  if (body.actionId !== undefined && !(typeof body.actionId === 'string' && /^[A-Za-z0-9_-]{8,64}$/.test(body.actionId))) return 'actionId must be 8 to 64 base64url characters';
  const action = decodeBody(body);
  return typeof action === 'string' || body.actionId === undefined ? action : { ...action, actionId: body.actionId as string };
}

function decodeBody(body: Record<string, unknown>): RelayAction | string {
  const str = (key: string) => (typeof body[key] === 'string' && (body[key] as string).length <= 256 ? (body[key] as string) : undefined);
  // Request and round ids are the relay's own (base64url): anything else names nothing, and
  // can never reach the `session + "\n" + id` keys of the routing tables.
  const id = (key: string) => (typeof body[key] === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(body[key] as string) ? (body[key] as string) : undefined);
  switch (body.type) {
    case 'respond': {
      const target = id('id');
      const result = readElicitResult(body.result);
      if (target === undefined) return 'id must be a relay id';
      return typeof result === 'string' ? result : { type: 'respond', id: target, result };
    }
    case 'refuse': {
      const target = id('id');
      const reason = body.reason;
      if (target === undefined) return 'id must be a relay id';
      if (!isJsonObject(reason) || typeof reason.code !== 'string' || !REFUSAL_CODES.has(reason.code)) return 'reason.code is not a refusal code';
      const clean: RefusalReason = reason.code === 'unsupported-mode' ? { code: 'unsupported-mode', mode: String(reason.mode ?? '').slice(0, 64) } : { code: reason.code as 'invalid-request' | 'render-error' };
      return { type: 'refuse', id: target, reason: clean };
    }
    case 'reopen':
    case 'dismiss':
    case 'stopCall': {
      const target = id('id');
      return target === undefined ? 'id must be a relay id' : { type: body.type, id: target };
    }
    case 'sendRound':
    case 'cancelRound': {
      const roundId = id('roundId');
      return roundId === undefined ? 'roundId must be a relay id' : { type: body.type, roundId };
    }
    case 'dismissRefused': {
      const serverId = str('serverId');
      return serverId === undefined ? 'serverId must be a string' : { type: 'dismissRefused', serverId };
    }
    default:
      return 'type is not a relay action';
  }
}
