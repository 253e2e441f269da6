/**
 * Lets the schemas real servers send (pydantic/FastMCP: nullable `anyOf`, `default: null`,
 * untyped multi-select `items`, `list[str]`) through SDKs that validate `elicitation/create`
 * strictly before any handler runs. The SDK gets a spec-shaped stand-in; the original is kept
 * here under a one-time `_meta` token and swapped back by the handler, so the form is drawn and
 * checked from exactly what the server sent.
 */
// Not the schema reader's copy: `/store` must not reach the schema code the form loads on demand.
import { isJsonObject as isRecord } from '../elicitation/json.js';
import { unwrapNullable } from '../schema/nullable.js';

/** The `_meta` key carrying the token of a kept original. */
export const ORIGINAL_SCHEMA_META = 'mcp-elicitation-react/original-schema';

type Raw = Record<string, unknown>;

/** The part of an SDK transport this wrapper touches (both SDK 1.x and v2 have it). */
export interface MessageTransport {
  onmessage?: ((message: never, extra?: never) => void) | undefined;
}

// Bounded: a request the SDK refuses for another reason is never collected.
const originals = new Map<string, unknown>();
const MAX_KEPT = 256;
let counter = 0;

function keep(schema: unknown): string {
  const token = `${Date.now().toString(36)}-${(++counter).toString(36)}-${Math.random().toString(36).slice(2)}`;
  originals.set(token, schema);
  if (originals.size > MAX_KEPT) originals.delete(originals.keys().next().value as string);
  return token;
}

const SPEC_FORMATS = new Set(['email', 'uri', 'date', 'date-time']);

/** One property ⇒ a spec-shaped stand-in (the same object when it already was one). */
function specProperty(input: unknown): unknown {
  if (!isRecord(input)) return input;
  let raw: Raw = unwrapNullable(input);
  if (raw.default === null) {
    const { default: _null, ...rest } = raw;
    raw = rest;
  }
  if (raw.type === 'string' && typeof raw.format === 'string' && !SPEC_FORMATS.has(raw.format)) {
    const { format: _format, ...rest } = raw;
    raw = rest;
  }
  if (raw.type === 'array' && isRecord(raw.items)) {
    const items = raw.items;
    const titled = items.anyOf ?? items.oneOf;
    if (Array.isArray(items.enum) || Array.isArray(titled)) {
      // FastMCP writes `items: {enum}`; SEP-1330's TS block wrote `items.oneOf`.
      const { oneOf: _oneOf, ...rest } = items;
      const fixed = Array.isArray(items.enum) ? { ...rest, type: 'string' } : { ...rest, anyOf: titled };
      if (items.type !== 'string' || items.oneOf !== undefined) raw = { ...raw, items: fixed };
    } else if (items.type === 'string') {
      // A free-text list has no spec shape: the SDK sees a text field, the form the list.
      const stand: Raw = { type: 'string' };
      if (typeof raw.title === 'string') stand.title = raw.title;
      if (typeof raw.description === 'string') stand.description = raw.description;
      raw = stand;
    }
  }
  return raw;
}

/** `params` of an `elicitation/create` ⇒ the same object, or a copy carrying a stand-in and a token. */
export function toSpecParams(params: unknown): unknown {
  if (!isRecord(params)) return params;
  const meta = isRecord(params._meta) ? params._meta : undefined;
  // A token only this module issued counts: strip any the server wrote itself.
  let out: Raw = params;
  if (meta && Object.hasOwn(meta, ORIGINAL_SCHEMA_META)) {
    const { [ORIGINAL_SCHEMA_META]: _forged, ...rest } = meta;
    out = { ...params, _meta: rest };
  }
  const schema = params.requestedSchema;
  if (!isRecord(schema) || !isRecord(schema.properties)) return out;
  let changed = false;
  const properties: Raw = {};
  for (const key of Object.keys(schema.properties)) {
    const before = Object.getOwnPropertyDescriptor(schema.properties, key)?.value;
    const after = specProperty(before);
    if (after !== before) changed = true;
    Object.defineProperty(properties, key, { value: after, enumerable: true, writable: true, configurable: true });
  }
  if (!changed) return out;
  const baseMeta = isRecord(out._meta) ? out._meta : {};
  return { ...out, requestedSchema: { ...schema, properties }, _meta: { ...baseMeta, [ORIGINAL_SCHEMA_META]: keep(schema) } };
}

/** The server's own params back: the kept original schema in place of the stand-in, our token removed. */
export function restoreOriginalSchema(params: unknown): unknown {
  if (!isRecord(params) || !isRecord(params._meta) || !Object.hasOwn(params._meta, ORIGINAL_SCHEMA_META)) return params;
  const { [ORIGINAL_SCHEMA_META]: token, ...meta } = params._meta;
  const found = typeof token === 'string' && originals.has(token);
  const original = found ? originals.get(token) : params.requestedSchema;
  if (found) originals.delete(token as string);
  const { _meta: _drop, ...rest } = params;
  return { ...rest, ...(Object.keys(meta).length > 0 ? { _meta: meta } : {}), requestedSchema: original };
}

const ELICIT = 'elicitation/create';

function repairMessage(message: unknown): unknown {
  if (!isRecord(message)) return message;
  // 2025-11-25: a server→client JSON-RPC request.
  if (message.method === ELICIT) {
    const params = toSpecParams(message.params);
    return params === message.params ? message : { ...message, params };
  }
  // 2026-07-28: requests embedded in an `input_required` result (MCP 2026-07-28, basic/patterns/mrtr).
  const result = message.result;
  if (!isRecord(result) || !isRecord(result.inputRequests)) return message;
  let changed = false;
  const inputRequests: Raw = {};
  for (const key of Object.keys(result.inputRequests)) {
    const entry = Object.getOwnPropertyDescriptor(result.inputRequests, key)?.value;
    let next = entry;
    if (isRecord(entry) && entry.method === ELICIT) {
      const params = toSpecParams(entry.params);
      if (params !== entry.params) next = { ...entry, params };
    }
    changed ||= next !== entry;
    Object.defineProperty(inputRequests, key, { value: next, enumerable: true, writable: true, configurable: true });
  }
  return changed ? { ...message, result: { ...result, inputRequests } } : message;
}

/**
 * Wrap an SDK transport before `client.connect(transport)`: elicitation requests with a known
 * real-world deviation reach the SDK spec-shaped. Returns the same transport.
 */
export function acceptRealWorldSchemas<T extends MessageTransport>(transport: T): T {
  type Handler = (message: unknown, extra?: unknown) => void;
  let wrapped: Handler | undefined;
  // Protocol.connect() chains a pre-set handler, so one message can pass here twice.
  const repaired = new WeakSet<object>();
  const repair = (message: unknown) => {
    if (isRecord(message) && repaired.has(message)) return message;
    const out = repairMessage(message);
    if (isRecord(out)) repaired.add(out);
    return out;
  };
  const initial = transport.onmessage as Handler | undefined;
  const set = (handler: Handler | undefined) => {
    wrapped = handler && ((message, extra) => handler(repair(message), extra));
  };
  set(initial);
  Object.defineProperty(transport, 'onmessage', { configurable: true, enumerable: true, get: () => wrapped, set });
  return transport;
}
