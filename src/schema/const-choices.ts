import { isJsonObject as isObject } from '../elicitation/json.js';
import { allDistinct } from './option-set.js';
/**
 * Titled choices (`oneOf`/`anyOf` of `{ const, title }`, SEP-1330) as the plain `enum` they
 * mean, for validation only. ajv compiles each branch of a `oneOf` into its own nested
 * block: 2,000 titled options generate ~1 MB of code, take seconds to compile and overflow
 * the stack when run (bench/, BENCHMARKS.md). An `enum` of the same values compiles to one
 * check. Equivalent: titles are annotations, and the consts are required to be distinct
 * primitives (with duplicates `oneOf` would reject a value `enum` accepts, so those are kept).
 */

type Json = Record<string, unknown>;

const ANNOTATIONS = new Set(['const', 'title', 'description']);

/**
 * The consts of `choices` when every branch is only a primitive const (plus annotations), all
 * distinct. Read as the form mounts (own-checks.ts): 20,000 choices are one plain loop, and
 * string consts, the usual case, are told distinct by sorting, not hashing (option-set.ts).
 */
function constValues(choices: unknown): unknown[] | undefined {
  if (!Array.isArray(choices) || choices.length === 0) return undefined;
  const values: unknown[] = [];
  let strings = true;
  for (let i = 0; i < choices.length; i++) {
    const choice: unknown = choices[i];
    if (!isObject(choice) || !('const' in choice)) return undefined;
    const keys = Object.keys(choice);
    for (let k = 0; k < keys.length; k++) if (!ANNOTATIONS.has(keys[k]!)) return undefined;
    const value = choice.const;
    if (value !== null && typeof value === 'object') return undefined;
    strings &&= typeof value === 'string';
    values.push(value);
  }
  const distinct = strings ? allDistinct(values as string[]) : new Set(values).size === values.length;
  return distinct ? values : undefined;
}

/** One property (or `items`) schema with its const-only `oneOf`/`anyOf` turned into `enum`. */
function collapse(schema: unknown): unknown {
  if (!isObject(schema) || 'enum' in schema) return schema;
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    const values = constValues(schema[keyword]);
    if (values) {
      const { [keyword]: _choices, ...rest } = schema;
      return { ...rest, enum: values };
    }
  }
  return 'items' in schema ? { ...schema, items: collapse(schema.items) } : schema;
}

/**
 * A copy of a form schema whose titled single- and multi-selects validate as `enum`. Only
 * `properties` (and their `items`) are touched; everything else is kept as the server sent it.
 */
export function collapseConstChoices(schema: Json): Json {
  const properties = schema.properties;
  if (!isObject(properties)) return schema;
  const next: Json = Object.create(null);
  for (const key of Object.keys(properties)) next[key] = collapse(properties[key]);
  return { ...schema, properties: next };
}
