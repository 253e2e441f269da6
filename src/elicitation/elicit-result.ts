/**
 * An answer from outside this library's own form (a relay POST, an MCP App), read as an
 * `ElicitResult`: the action one of the three, content values of the four kinds the spec
 * allows, keys kept as plain data (never a prototype). Checking the content against the
 * request's schema is the caller's next step.
 */
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
  // Object.fromEntries defines each key as an own data property: `__proto__` or
  // `constructor` in the answer stay plain keys (JSON.parse made them so too), never a
  // prototype. Nothing below assigns an answer's key with `=`.
  const entries: [string, ElicitContent[string]][] = [];
  for (const [key, item] of Object.entries(value.content)) {
    const ok = typeof item === 'string' || typeof item === 'boolean' || (typeof item === 'number' && Number.isFinite(item)) || (Array.isArray(item) && item.every((v) => typeof v === 'string'));
    if (!ok) return `result.content.${key.slice(0, 64)} must be a string, number, boolean or array of strings`;
    entries.push([key, Array.isArray(item) ? [...(item as string[])] : (item as ElicitContent[string])]);
  }
  return { action: 'accept', content: Object.fromEntries(entries) as ElicitContent };
}
