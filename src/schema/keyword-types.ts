/**
 * The type each JSON Schema keyword's value must have. ajv refuses to compile a schema
 * that breaks one (`required: ""`, a property schema `null`), so a form with such a schema
 * cannot be sent; @cfworker/json-schema ignores the broken keyword and would accept the
 * answer. The eval-free engine checks this first (eval-free-core.ts), so both engines
 * reject the same schemas and no answer goes out unchecked against what the server wrote.
 * Iterative and linear in the schema; unknown keywords and annotations are not looked at.
 */
import { isJsonObject } from '../elicitation/json.js';

type Kind = 'object' | 'array' | 'string' | 'number' | 'boolean';

function kindOf(value: unknown): Kind | 'other' {
  if (Array.isArray(value)) return 'array';
  if (value === null) return 'other';
  const kind = typeof value;
  return kind === 'object' || kind === 'string' || kind === 'number' || kind === 'boolean' ? kind : 'other';
}

const NUMBER = ['number'] as const;
/** Keyword → the kinds its value may have (draft-07 and 2020-12, as ajv 8 checks them). */
const VALUE_KINDS: Record<string, readonly Kind[]> = {
  type: ['string', 'array'],
  enum: ['array'],
  required: ['array'],
  properties: ['object'],
  patternProperties: ['object'],
  dependentSchemas: ['object'],
  dependentRequired: ['object'],
  dependencies: ['object'],
  $defs: ['object'],
  definitions: ['object'],
  allOf: ['array'],
  anyOf: ['array'],
  oneOf: ['array'],
  prefixItems: ['array'],
  items: ['object', 'boolean', 'array'],
  additionalItems: ['object', 'boolean'],
  additionalProperties: ['object', 'boolean'],
  unevaluatedProperties: ['object', 'boolean'],
  unevaluatedItems: ['object', 'boolean'],
  contains: ['object', 'boolean'],
  propertyNames: ['object', 'boolean'],
  not: ['object', 'boolean'],
  if: ['object', 'boolean'],
  then: ['object', 'boolean'],
  else: ['object', 'boolean'],
  minLength: NUMBER,
  maxLength: NUMBER,
  minimum: NUMBER,
  maximum: NUMBER,
  exclusiveMinimum: NUMBER,
  exclusiveMaximum: NUMBER,
  multipleOf: NUMBER,
  minItems: NUMBER,
  maxItems: NUMBER,
  minProperties: NUMBER,
  maxProperties: NUMBER,
  minContains: NUMBER,
  maxContains: NUMBER,
  uniqueItems: ['boolean'],
  pattern: ['string'],
  format: ['string'],
  $ref: ['string'],
};

const JSON_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array', 'null']);

/** Keywords whose value is a map of subschemas, and those whose value is a list of them. */
const SCHEMA_MAPS = ['properties', 'patternProperties', 'dependentSchemas', '$defs', 'definitions'];
const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items'];
const SCHEMA_ONES = ['items', 'additionalItems', 'additionalProperties', 'unevaluatedProperties', 'unevaluatedItems', 'contains', 'propertyNames', 'not', 'if', 'then', 'else'];

/** The first keyword (as a JSON pointer) whose value has the wrong type, or undefined. */
export function findMistypedKeyword(schema: unknown): string | undefined {
  const stack: [unknown, string][] = [[schema, '']];
  while (stack.length > 0) {
    const [node, at] = stack.pop()!;
    // A subschema that is not a schema at all (`null`): ajv compiles it as nothing to check
    // unless the key is answered, and so does cfworker (a throw there rejects the answer).
    if (!isJsonObject(node)) continue;
    for (const [keyword, value] of Object.entries(node)) {
      const kinds = Object.hasOwn(VALUE_KINDS, keyword) ? VALUE_KINDS[keyword]! : undefined;
      if (kinds && !kinds.includes(kindOf(value) as Kind)) return `${at}/${keyword}`;
      if (keyword === 'type' && ![value].flat().every((name) => JSON_TYPES.has(name as string))) return `${at}/type`;
      if (SCHEMA_MAPS.includes(keyword) && isJsonObject(value)) {
        for (const [key, sub] of Object.entries(value)) stack.push([sub, `${at}/${keyword}/${key}`]);
      } else if (SCHEMA_LISTS.includes(keyword) && Array.isArray(value)) {
        value.forEach((sub, i) => stack.push([sub, `${at}/${keyword}/${i}`]));
      } else if (SCHEMA_ONES.includes(keyword) && !Array.isArray(value)) {
        stack.push([value, `${at}/${keyword}`]);
      }
    }
  }
  return undefined;
}
