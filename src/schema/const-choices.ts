import { isJsonObject as isObject } from '../elicitation/json.js';
import { allDistinct } from './option-set.js';
/**
 * Titled choices as the plain `enum` they mean, for validation only: ajv compiles each `oneOf`
 * branch into its own block (2,000 options: ~1 MB of code, a stack overflow when run), an
 * `enum` to one check. Equivalent when the consts are distinct primitives, so only then.
 */

type Json = Record<string, unknown>;

const ANNOTATIONS = new Set(['const', 'title', 'description']);

/** The consts of `choices` when every branch is only a distinct primitive const; told distinct by sorting, not hashing. */
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
