/**
 * `formModel` is read in the mount of every form, in one pass with few objects
 * (src/schema/form-model.ts, normalize-field.ts). It must say exactly what the plain reading
 * says (test/schema/form-model-reference.ts): the same fields and problems, keys
 * in the same order, on generated schemas messy in every way the reading looks at, and on
 * every fixture and real schema the tests use.
 */
// Seeded: every fc.assert here takes `property(…)` (test/fixtures/property.ts), which sets
// `seed: FUZZ_SEED`, fixed unless FUZZ_SEED is given; a failure prints the seed to replay it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formModel } from '../../src/schema/form-model';
import { words } from '../../src/schema/secrets';
import { property } from '../fixtures/property';
import { propertySchema as validProperty } from '../fixtures/schema-arbitraries';
import { realSchemas } from '../fixtures/real-schemas';
import * as fixtures from '../fixtures/schemas';
import { referenceFormModel } from './form-model-reference';

/** The model as text that keeps key, Map and Set order, and says where a value is undefined. */
const shown = (model: unknown) =>
  JSON.stringify(model, (_key, value: unknown) => {
    if (value instanceof Map) return { Map: [...value] };
    if (value instanceof Set) return { Set: [...value] };
    if (value === undefined) return '(undefined)';
    if (typeof value === 'number' && !Number.isFinite(value)) return `(${value})`;
    return value;
  });

function expectSameModel(schema: unknown) {
  const expected = referenceFormModel(schema);
  const actual = formModel(schema);
  expect(shown(actual)).toBe(shown(expected));
  expect(actual).toStrictEqual(expected);
}

const pick = <T,>(...values: T[]) => fc.constantFrom(...values);
const choices = [
  [{ const: 'a', title: 'A' }, { const: 'b' }, { const: 'a', title: 'again' }],
  [{ const: 1 }],
  [{ type: 'string' }, { type: 'null' }],
  [{ type: 'null' }, { type: 'integer', minimum: 1, default: 2 }],
  [{ type: 'string', format: 'email', title: 'Mail' }, { type: 'null' }],
  [{ type: 'array', items: { type: 'string' } }, { type: 'null' }],
  'x',
];
const items = [
  { type: 'string' },
  { type: 'string', format: 'email', minLength: 1, maxLength: 3 },
  { type: 'string', format: 'date-time' },
  { type: 'string', enum: ['a', 'b', 'a'] },
  { anyOf: [{ const: 'a', title: 'A' }, { const: 'b', title: ' ' }] },
  { oneOf: [{ const: 'x' }] },
  { type: 'object' },
  { properties: {} },
  { $ref: '#/x' },
  { type: 'string', pattern: 'a+' },
  { type: 'integer' },
  'x',
];

// Every keyword the reading looks at, each with values it accepts and values it must refuse.
const KEYWORDS: Record<string, readonly unknown[]> = {
  format: ['email', 'uri', 'date', 'date-time', 'password', 'constructor', 'toString', 'x', 3],
  title: ['Name', '', ' ', 'API key', 'CardNumber', 'x'.repeat(250), 3, 'a\uD800', 'É'],
  description: ['Your password', 'We never ask for your password.', 'plain text', 4],
  enum: [['a', 'b', 'a'], [], ['a', 1], 'a', ['x', 'y', 'z'], ['x'.repeat(250), 'y']],
  enumNames: [['A', 'B', 'C'], ['A'], ['', 'B', 'C'], 'A'],
  oneOf: choices,
  anyOf: choices,
  allOf: [[{ type: 'string' }]],
  $ref: ['#/$defs/x'],
  items,
  default: ['a', 'b', 'x', 1, 1.5, true, null, NaN, ['a', 'b'], ['x'], [1], Array.from({ length: 101 }, () => 'a'), '2026-01-02T03:04:05Z'],
  minLength: [0, 3, 1.5, Infinity, '3'],
  maxLength: [2, 200, NaN],
  minimum: [-1, 0.5, '1'],
  maximum: [10, -Infinity],
  minItems: [0, 2, 101, 1.5],
  maxItems: [1, 3, 1000],
  pattern: ['^a+$', 3],
  uniqueItems: [true, false],
  $id: ['http://[', 'https://x.test/s'],
};
// The keywords that keep a field from being drawn are rarer, so most generated fields are drawn.
const COMMON = ['format', 'title', 'description', 'enum', 'enumNames', 'oneOf', 'anyOf', 'items', 'default', 'minLength', 'maxLength', 'minimum', 'maximum', 'minItems', 'maxItems'];
const keyword = fc.oneof({ weight: 12, arbitrary: pick(...COMMON) }, { weight: 1, arbitrary: pick(...Object.keys(KEYWORDS)) }).chain((name) => pick(...KEYWORDS[name]!).map((value) => [name, value] as const));
// A drawable field of every kind (free-text lists and nullables included), then messed with.
const base = fc.oneof(
  { weight: 3, arbitrary: validProperty },
  {
    weight: 2,
    arbitrary: pick<Record<string, unknown>>(
      { type: 'array', items: { type: 'string', minLength: 1, maxLength: 3 } },
      { type: 'array', items: { type: 'string', format: 'date' }, minItems: 2, default: ['2026-01-01'] },
      { anyOf: [{ type: 'string', format: 'email', maxLength: 9 }, { type: 'null' }], title: 'Mail' },
      { oneOf: [{ type: 'null' }, { type: 'integer', minimum: 1 }], default: 3 },
      { type: ['boolean', 'null'], default: true },
      { type: 'string', oneOf: [{ const: 'a', title: 'A' }, { const: 'b', title: 'B' }], default: 'b' },
    ),
  },
  { weight: 1, arbitrary: fc.constant({}) },
);
const propertySchema = fc
  .tuple(base, fc.array(keyword, { maxLength: 3 }))
  .map(([property, entries]) => ({ ...property, ...Object.fromEntries(entries) }));

const key = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 6 }) },
  { weight: 2, arbitrary: pick('__proto__', 'constructor', '', ' ', 'apiKey', 'user_password', 'a\uD800', 'Name', 'pin-code', 'x.y') },
);

const schema = fc
  .tuple(
    fc.uniqueArray(fc.tuple(key, fc.oneof({ weight: 8, arbitrary: propertySchema }, { weight: 1, arbitrary: pick<unknown>(null, 'x', [], 3) }), fc.boolean()), { maxLength: 6, selector: ([k]) => k }),
    fc.record({ type: pick<unknown>('object', 'array'), $ref: pick('#'), pattern: pick('a'), $id: pick('http://[', 'urn:x') }, { requiredKeys: [] }),
    fc.subarray<unknown>(['missing', 3, 'Name', '__proto__']),
  )
  .map(([entries, root, extraRequired]) => {
    const properties: Record<string, unknown> = {};
    // defineProperty: "__proto__" is an own key, as JSON.parse makes it.
    for (const [k, value] of entries) Object.defineProperty(properties, k, { value, enumerable: true, writable: true, configurable: true });
    return { ...root, properties, required: [...entries.filter(([, , r]) => r).map(([k]) => k), ...extraRequired] };
  });

describe('formModel (the one-pass reading)', () => {
  it('reads every generated schema exactly as the plain reading did', () => {
    fc.assert(fc.property(schema, (generated) => expectSameModel(generated)), property(1000));
  });

  it('reads every fixture and real schema exactly as the plain reading did', () => {
    const all: unknown[] = [...Object.values(fixtures), ...Object.values(fixtures.badSchemas), ...realSchemas.map((real) => real.schema), null, 'x', [], { properties: 'x' }];
    for (const one of all) expectSameModel(one);
  });

  it('splits names into words as the three replaces alone did', () => {
    const replaces = (text: string) =>
      text
        .replace(/([a-z0-9])(?=[A-Z])/g, '$1 ')
        .replace(/([A-Z])(?=[A-Z][a-z])/g, '$1 ')
        .replace(/[_\-.]+/g, ' ')
        .toLowerCase();
    const text = fc.oneof(fc.string({ maxLength: 12 }), fc.string({ unit: pick('a', 'Z', '_', '-', '.', 'É', 'İ', '1', ' ', 'ß'), maxLength: 12 }));
    fc.assert(fc.property(text, (name) => words(name) === replaces(name)), property(300));
  });
});
