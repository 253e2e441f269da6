/**
 * The type each keyword's value must have. ajv refuses a schema that breaks one
 * (`required: ""`), @cfworker ignores the keyword and would accept the answer: checking this
 * first makes both engines reject the same schemas. Iterative and linear.
 */
import { isJsonObject } from '../elicitation/json.js';

type Kind = 'object' | 'array' | 'string' | 'number' | 'boolean';

function kindOf(value: unknown): Kind | 'other' {
  if (Array.isArray(value)) return 'array';
  if (value === null) return 'other';
  const kind = typeof value;
  return kind === 'object' || kind === 'string' || kind === 'number' || kind === 'boolean' ? kind : 'other';
}

const words = (list: string) => list.split(' ');
/** Keywords whose value is a map of subschemas, a list of them, or one (`items`: either). */
const SCHEMA_MAPS = words('properties patternProperties dependentSchemas $defs definitions');
const SCHEMA_LISTS = words('allOf anyOf oneOf prefixItems items');
const SCHEMA_ONES = words('items additionalItems additionalProperties unevaluatedProperties unevaluatedItems contains propertyNames not if then else');

/** Keyword → the kinds its value may have (draft-07 and 2020-12, as ajv 8 checks them). */
const VALUE_KINDS = new Map<string, readonly Kind[]>([
  ...words('minLength maxLength minimum maximum exclusiveMinimum exclusiveMaximum multipleOf minItems maxItems minProperties maxProperties minContains maxContains').map((k) => [k, ['number']] as const),
  ...words('pattern format $ref').map((k) => [k, ['string']] as const),
  ...[...SCHEMA_MAPS, 'dependentRequired', 'dependencies'].map((k) => [k, ['object']] as const),
  ...[...SCHEMA_LISTS, 'enum', 'required'].map((k) => [k, ['array']] as const),
  ...SCHEMA_ONES.map((k) => [k, ['object', 'boolean']] as const),
  ['items', ['object', 'boolean', 'array']],
  ['type', ['string', 'array']],
  ['uniqueItems', ['boolean']],
]);

const JSON_TYPES = new Set(words('string number integer boolean object array null'));

/** The first keyword (as a JSON pointer) whose value has the wrong type, or undefined. */
export function findMistypedKeyword(schema: unknown): string | undefined {
  const stack: [unknown, string][] = [[schema, '']];
  while (stack.length > 0) {
    const [node, at] = stack.pop()!;
    // A subschema that is not a schema (`null`) is nothing to check unless the key is answered, in both engines.
    if (!isJsonObject(node)) continue;
    for (const [keyword, value] of Object.entries(node)) {
      const kinds = VALUE_KINDS.get(keyword);
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
