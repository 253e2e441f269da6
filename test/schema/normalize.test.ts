import { describe, expect, it } from 'vitest';
import { formModel } from '../../src/core';
import {
  badSchemas,
  defaultOutsideEnum,
  nullableFields,
  prototypeKeys,
  secretFields,
  sep1034Defaults,
  sep1330Enums,
  specPrimitiveForms,
  titledMultiOneOf,
} from '../fixtures/schemas';

describe('formModel', () => {
  it.each([
    ['string', 'email'],
    ['number', 'number'],
    ['integer', 'integer'],
    ['boolean', 'boolean'],
    ['untitledSingleSelect', 'single-select'],
    ['titledSingleSelect', 'single-select'],
    ['untitledMultiSelect', 'multi-select'],
    ['titledMultiSelect', 'multi-select'],
  ] as const)('reads the spec example %s as a %s field', (name, kind) => {
    const { fields, problems, supported } = formModel(specPrimitiveForms[name]);
    expect(supported).toBe(true);
    expect(problems).toEqual([]);
    expect(fields.map((f) => f.kind)).toEqual([kind]);
    expect(fields[0]?.label).toBe(name.includes('Select') ? 'Color Selection' : 'Display Name');
  });

  it('keeps constraints, defaults and the required flag', () => {
    const [field] = formModel({ ...specPrimitiveForms.string, required: ['email'] }).fields;
    expect(field).toMatchObject({
      key: 'email',
      required: true,
      description: 'Description text',
      constraints: { minLength: 3, maxLength: 50 },
      default: 'user@example.com',
    });
  });

  it('SEP-1034: keeps each default with its JSON type', () => {
    const defaults = Object.fromEntries(formModel(sep1034Defaults).fields.map((f) => [f.key, f.default]));
    expect(defaults).toEqual({ name: 'John Doe', age: 30, score: 95.5, status: 'active', verified: true });
  });

  it('SEP-1330: titles are labels and consts are values for every enum variant', () => {
    const byKey = Object.fromEntries(formModel(sep1330Enums).fields.map((f) => [f.key, f.options]));
    expect(byKey.untitled).toEqual([
      { value: 'a', label: 'a' },
      { value: 'b', label: 'b' },
      { value: 'c', label: 'c' },
    ]);
    expect(byKey.titled?.[0]).toEqual({ value: 'not_started', label: 'Not Started' });
    expect(byKey.legacy?.[1]).toEqual({ value: 'in_progress', label: 'In Progress' });
    expect(byKey.titledMulti?.map((o) => o.label)).toEqual(['Ex', 'Why', 'Zed']);
  });

  it('accepts items.oneOf for a titled multi-select', () => {
    const [field] = formModel(titledMultiOneOf).fields;
    expect(field?.kind).toBe('multi-select');
    expect(field?.options).toEqual([
      { value: 'a', label: 'Alpha' },
      { value: 'b', label: 'Beta' },
    ]);
  });

  it('ignores enumNames that do not line up with enum', () => {
    const [field] = formModel({
      type: 'object',
      properties: { s: { type: 'string', enum: ['a', 'b'], enumNames: ['Only one'] } },
    }).fields;
    expect(field?.options?.map((o) => o.label)).toEqual(['a', 'b']);
  });

  it('falls back to the key or const when a title is blank', () => {
    const { fields } = formModel({
      type: 'object',
      properties: { plan: { type: 'string', title: '  ', oneOf: [{ const: 'x', title: '' }] } },
    });
    expect(fields[0]?.label).toBe('plan');
    expect(fields[0]?.options).toEqual([{ value: 'x', label: 'x' }]);
  });

  it('inspector#868: nullable fields are read as optional fields of the inner type', () => {
    const { fields, supported } = formModel(nullableFields);
    expect(supported).toBe(true);
    expect(fields.map((f) => [f.key, f.kind, f.required, f.default])).toEqual([
      ['nickname', 'text', false, undefined],
      ['age', 'integer', false, undefined],
    ]);
  });

  it.each(Object.entries(badSchemas))('reports %s as unsupported without throwing', (_name, schema) => {
    const result = formModel(schema);
    expect(result.supported).toBe(false);
    expect(result.problems.some((p) => p.severity === 'error')).toBe(true);
  });

  it('partial forms: an optional field it cannot draw is skipped with a warning; a required one blocks', () => {
    const schema = (required: string[]) => ({
      type: 'object',
      properties: { name: { type: 'string' }, address: { type: 'object', properties: { street: { type: 'string' } } } },
      required,
    });
    const optional = formModel(schema(['name']));
    expect(optional.supported).toBe(true);
    expect(optional.fields.map((f) => f.key)).toEqual(['name']);
    expect(optional.problems).toEqual([{ code: 'nested-object', severity: 'warning', key: 'address' }]);
    const blocking = formModel(schema(['name', 'address']));
    expect(blocking.supported).toBe(false);
    expect(blocking.problems).toEqual([{ code: 'nested-object', severity: 'error', key: 'address' }]);
  });

  it('fastmcp#1632: names the $ref property and the reason', () => {
    expect(formModel(badSchemas.refEnum).problems).toEqual([{ code: 'ref', severity: 'error', key: 'status' }]);
    expect(formModel(badSchemas.nestedObject).problems[0]?.code).toBe('nested-object');
    expect(formModel(badSchemas.arrayOfObjects).problems[0]?.code).toBe('array-of-objects');
    expect(formModel(badSchemas.requiredButMissing).problems[0]).toMatchObject({ code: 'required-unknown', key: 'ghost' });
  });

  it('drops a default outside its enum with a warning, keeping the form usable', () => {
    const result = formModel(defaultOutsideEnum);
    expect(result.supported).toBe(true);
    expect(result.fields[0]?.default).toBeUndefined();
    expect(result.problems).toEqual([{ code: 'default-not-in-options', severity: 'warning', key: 'plan' }]);
  });

  it('treats __proto__, constructor and dotted keys as plain field names', () => {
    const { fields, supported } = formModel(prototypeKeys);
    expect(supported).toBe(true);
    expect(fields.map((f) => [f.key, f.label, f.required])).toEqual([
      ['__proto__', 'Proto', true],
      ['constructor', 'Constructor', false],
      ['a.b', 'Dotted', false],
    ]);
  });

  it('flags fields that look like secrets', () => {
    const { fields } = formModel(secretFields);
    expect(fields.map((f) => f.sensitive)).toEqual([true, true, true]);
    expect(formModel(sep1034Defaults).fields.some((f) => f.sensitive)).toBe(false);
  });

  it.each([
    ['api_key', true],
    ['githubToken', true],
    ['client-secret', true],
    ['CVV', true],
    ['passport', false],
    ['tokens_used', false],
    ['compass', false],
  ])('secret heuristic on the key %s ⇒ %s', (key, expected) => {
    const [field] = formModel({ type: 'object', properties: { [key]: { type: 'string' } } }).fields;
    expect(field?.sensitive).toBe(expected);
  });

  it('caches per schema object', () => {
    expect(formModel(sep1034Defaults)).toBe(formModel(sep1034Defaults));
  });
});
