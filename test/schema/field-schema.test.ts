import { describe, expect, it } from 'vitest';
import { fieldSchema } from '../../src/schema/field-schema';

describe('fieldSchema: the part of a requestedSchema that checks one field', () => {
  const schema = {
    type: 'object',
    $defs: { code: { type: 'string', pattern: '^[0-9]+$' } },
    properties: { name: { type: 'string', minLength: 2 }, pin: { $ref: '#/$defs/code' }, other: { type: 'number' } },
    required: ['name'],
  };

  it('keeps that property (by reference) and its required flag, not the others', () => {
    const one = fieldSchema(schema, 'name', true) as { properties: Record<string, unknown>; required?: string[] };
    expect(Object.keys(one.properties)).toEqual(['name']);
    expect(one.properties.name).toBe(schema.properties.name);
    expect(one.required).toEqual(['name']);
    expect(fieldSchema(schema, 'other', false)).not.toHaveProperty('required');
  });

  it('carries $defs so a $ref still resolves', () => {
    expect(fieldSchema(schema, 'pin', false)).toMatchObject({ $defs: schema.$defs, properties: { pin: { $ref: '#/$defs/code' } } });
  });

  it('a key such as __proto__ stays an own property, not a prototype', () => {
    const hostile = JSON.parse('{"type":"object","properties":{"__proto__":{"type":"string"}}}') as object;
    const one = fieldSchema(hostile, '__proto__', true) as { properties: object };
    expect(Object.hasOwn(one.properties, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(one.properties)).toBe(Object.prototype);
  });

  it('nothing to check when the schema has no such own property', () => {
    expect(fieldSchema(schema, 'missing', false)).toBeUndefined();
    expect(fieldSchema(schema, 'toString', false)).toBeUndefined();
    expect(fieldSchema({ type: 'object' }, 'name', false)).toBeUndefined();
    expect(fieldSchema(null, 'name', false)).toBeUndefined();
  });
});

describe('fieldSchema for a multi-select, whose draft checks already hold each item to the options', () => {
  it('leaves `items` out and keeps the array keywords', () => {
    const schema = { type: 'object', properties: { tags: { type: 'array', items: { type: 'string', enum: ['a', 'b'] }, minItems: 1, maxItems: 2 } } };
    expect(fieldSchema(schema, 'tags', false, true)).toEqual({ type: 'object', properties: { tags: { type: 'array', minItems: 1, maxItems: 2 } } });
    expect(schema.properties.tags.items).toBeDefined();
  });
});
