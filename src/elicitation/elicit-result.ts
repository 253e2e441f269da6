/** An answer from outside our own form (a relay POST, an MCP App), read as an `ElicitResult`; the caller checks it against the schema next. */
import { isJsonObject } from './json.js';
import type { ElicitContent, ElicitResult } from './types.js';

const ACTIONS = new Set(['accept', 'decline', 'cancel']);

/** The result, or a sentence saying why `value` is not one. */
export function readElicitResult(value: unknown): ElicitResult | string {
  if (!isJsonObject(value)) return 'result must be an object';
  const action = value.action;
  if (typeof action !== 'string' || !ACTIONS.has(action)) return 'result.action must be accept, decline or cancel';
  if (action !== 'accept' || value.content === undefined) return { action: action as ElicitResult['action'] };
  if (!isJsonObject(value.content)) return 'result.content must be an object';
  // Own data properties: `__proto__` or `constructor` in the answer stay plain keys, never a prototype.
  const entries: [string, ElicitContent[string]][] = [];
  for (const [key, item] of Object.entries(value.content)) {
    const ok = typeof item === 'string' || typeof item === 'boolean' || (typeof item === 'number' && Number.isFinite(item)) || (Array.isArray(item) && item.every((v) => typeof v === 'string'));
    if (!ok) return `result.content.${key.slice(0, 64)} must be a string, number, boolean or array of strings`;
    entries.push([key, Array.isArray(item) ? [...(item as string[])] : (item as ElicitContent[string])]);
  }
  return { action: 'accept', content: Object.fromEntries(entries) as ElicitContent };
}
