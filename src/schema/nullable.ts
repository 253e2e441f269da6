/**
 * Nullable properties as Python servers write them (`anyOf: [X, {type: "null"}]`, `type: [X, "null"]`):
 * a form has no null answer, so they are read as X, optional. One level only.
 */
import { isJsonObject } from '../elicitation/json.js';

type Raw = Record<string, unknown>;

/** `{type: "null"}`: the null branch of a nullable. */
export const isNullSchema = (schema: unknown): boolean => isJsonObject(schema) && schema.type === 'null';

/** `anyOf`/`oneOf: [X, {type: "null"}]` ⇒ X with the outer keywords; `type: [X, "null"]` ⇒ `type: X`. */
export function unwrapNullable(raw: Raw): Raw {
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    const alts = raw[keyword];
    if (raw.type === undefined && Array.isArray(alts) && alts.length === 2 && alts.some(isNullSchema)) {
      const inner = alts.find((s) => !isNullSchema(s));
      if (!isJsonObject(inner)) return raw;
      const { [keyword]: _alts, ...outer } = raw;
      return { ...inner, ...Object.fromEntries(Object.entries(outer).filter(([, v]) => v !== undefined)) };
    }
  }
  if (Array.isArray(raw.type) && raw.type.length === 2 && raw.type.includes('null')) {
    return { ...raw, type: raw.type.find((t) => t !== 'null') };
  }
  return raw;
}
