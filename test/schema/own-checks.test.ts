/**
 * What both engines leave to the library (src/schema/own-checks.ts, guarded-core.ts):
 * patterns on a linear-time engine, enums and uniqueness with Sets, and one answer for a
 * schema an engine cannot check. Every case runs on ajv and on the eval-free engine.
 */
import { describe, expect, it } from 'vitest';
import { createAjvValidator, createEvalFreeValidator, formModel, type SchemaValidator } from '../../src/core';
import { prepareSchema } from '../../src/schema/own-checks';
import { compilePattern, loadPatternEngine, PATTERN_MAX_LENGTH, uncheckablePatternKeys } from '../../src/schema/safe-pattern';

const engines: [string, () => SchemaValidator][] = [
  ['ajv', () => createAjvValidator()],
  ['eval-free', () => createEvalFreeValidator()],
];
const form = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ type: 'object', properties, ...extra });
const evil = 'a'.repeat(40) + '!';

describe.each(engines)('%s, through the own checks', (_name, make) => {
  it('checks ^(a+)+$ against 40 × "a" + "!" without backtracking, and still rejects it', async () => {
    const schema = form({ code: { type: 'string', pattern: '^(a+)+$', default: evil } });
    const result = await make().validate(schema, { code: evil });
    expect(result).toEqual({ valid: false, issues: [{ path: ['code'], keyword: 'pattern' }] });
    expect((await make().validate(schema, { code: 'a'.repeat(1_000_000) })).valid).toBe(true);
  });

  it('applies a pattern unanchored, to strings only, in a nullable branch and to each item', async () => {
    const schema = form({
      zip: { anyOf: [{ type: 'string', pattern: '\\d{5}' }, { type: 'null' }] },
      tags: { type: 'array', items: { type: 'string', pattern: '^[a-z]+$' } },
    });
    const validator = make();
    expect((await validator.validate(schema, { zip: 'zip 12345', tags: ['ok', 'fine'] })).valid).toBe(true);
    expect((await validator.validate(schema, { zip: 'none', tags: ['ok', 'NO'] })).issues).toEqual([
      { path: ['zip'], keyword: 'pattern' },
      { path: ['tags', '1'], keyword: 'pattern' },
    ]);
  });

  it('checks 50,000 selected values against 50,000 titled options (the engine never sees them)', async () => {
    const consts = Array.from({ length: 50_000 }, (_, i) => `c${i}`);
    const schema = form({ pick: { type: 'array', items: { anyOf: consts.map((c) => ({ const: c, title: c.toUpperCase() })) } } });
    const validator = make();
    expect(await validator.validate(schema, { pick: consts })).toEqual({ valid: true, issues: [] });
    expect((await validator.validate(schema, { pick: [...consts, 'x'] })).issues).toEqual([{ path: ['pick', '50000'], keyword: 'enum' }]);
  });

  it('checks uniqueItems on 50,000 items with a Set', async () => {
    const items = Array.from({ length: 50_000 }, (_, i) => `v${i}`);
    const schema = form({ list: { type: 'array', items: { type: 'string' }, uniqueItems: true } });
    expect((await make().validate(schema, { list: items })).valid).toBe(true);
    expect((await make().validate(schema, { list: [...items, 'v1'] })).issues).toEqual([{ path: ['list'], keyword: 'uniqueItems' }]);
  });

  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'])('treats format %j as unknown: no throw, no check', async (format) => {
    expect(await make().validate(form({ a: { type: 'string', format } }), { a: 'x' })).toEqual({ valid: true, issues: [] });
  });

  it.each([
    ['a nested $id that is not a URL', form({ a: { type: 'string', $id: 'http://[' } }), { a: 'x' }],
    ['a lone-surrogate property name', form({ '\uD800': { type: 'string', minLength: 3 } }), { '\uD800': 'long enough' }],
    ['a $ref cycle', form({ a: { type: 'string', not: { $ref: '#/properties/a/not' } } }), { a: 'x' }],
    ['a pattern inside not', form({ a: { type: 'string', not: { pattern: '^(a+)+$' } } }), { a: 'b' }],
    ['patternProperties', form({ a: { type: 'string' } }, { patternProperties: { '^(a+)+$': {} } }), { a: 'x' }],
  ])('rejects, never accepts unchecked, %s', async (_case, schema, content) => {
    expect(await make().validate(schema, content)).toEqual({ valid: false, issues: [{ path: [], keyword: 'schema' }] });
  });
});

describe('prepareSchema', () => {
  it('takes patterns, primitive enums and uniqueItems out of what the engines see, and nothing else', () => {
    const schema = form(
      { a: { type: 'string', pattern: 'x', enum: ['x'], minLength: 1 }, b: { type: 'array', uniqueItems: true, items: { enum: [{ o: 1 }] } } },
      { $schema: 'https://json-schema.org/draft/2020-12/schema', pattern: 'root', required: ['a'] },
    );
    const prepared = prepareSchema(schema);
    expect(prepared.schema).toEqual({ type: 'object', required: ['a'], properties: { a: { type: 'string', minLength: 1 }, b: { type: 'array', items: { enum: [{ o: 1 }] } } } });
    expect(prepared.checks.map(({ key, each, pattern, unique }) => ({ key, each, pattern, unique }))).toEqual([
      { key: 'a', each: false, pattern: 'x', unique: undefined },
      { key: 'a', each: false, pattern: undefined, unique: undefined },
      { key: 'b', each: false, pattern: undefined, unique: true },
    ]);
    expect(prepared.uncheckable).toBe(false);
    expect(schema.properties.a).toHaveProperty('pattern', 'x');
  });

  it('walks 100,000 levels of nesting without recursion', () => {
    let deep: Record<string, unknown> = { type: 'string' };
    for (let i = 0; i < 100_000; i++) deep = { not: deep };
    expect(prepareSchema(form({ a: deep })).uncheckable).toBe(false);
    expect(prepareSchema(form({ a: { not: { ...deep, pattern: 'x' } } })).uncheckable).toBe(true);
  });

  it('makes formModel show a notice for what it cannot check', () => {
    expect(formModel(form({ a: { type: 'string', not: { pattern: 'x' } } })).problems).toEqual([{ code: 'uncheckable', severity: 'error' }]);
    expect(formModel(form({ '\uD800': { type: 'string' } })).problems).toEqual([{ code: 'uncheckable', severity: 'error', key: '\uD800' }]);
  });
});

describe('safe patterns', () => {
  it.each([
    ['a backreference', '(a)\\1'],
    ['a lookahead', '^(?!admin).*$'],
    ['a nested repeat that expands beyond REGEX_STATE_LIMIT states', '((a{1000}){1000}){1000}'],
    ['a pattern longer than PATTERN_MAX_LENGTH', 'a'.repeat(PATTERN_MAX_LENGTH + 1)],
  ])('reports %s as uncheckable (the field shows a notice)', async (_case, pattern) => {
    await loadPatternEngine();
    expect(compilePattern(pattern)).toBeUndefined();
    expect(await uncheckablePatternKeys([{ key: 'k', pattern }, { key: 'ok', pattern: '^\\d+$' }])).toEqual(new Set(['k']));
  });

  it('reads ECMAScript syntax: named groups, \\p{…}, \\u{…}', async () => {
    await loadPatternEngine();
    expect(compilePattern('^(?<year>\\d{4})$')!.test('2026')).toBe(true);
    expect(compilePattern('^\\p{Lu}\\p{Ll}+$')!.test('Élan')).toBe(true);
    expect(compilePattern('\\u{1F600}')!.test('x😀')).toBe(true);
  });
});
