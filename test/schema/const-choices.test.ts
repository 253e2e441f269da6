import { describe, expect, it } from 'vitest';
import { createAjvValidator } from '../../src/core';
import { collapseConstChoices } from '../../src/schema/const-choices';
import { sep1330Enums, titledMultiOneOf } from '../fixtures/schemas';

const titled = (count: number) => Array.from({ length: count }, (_, i) => ({ const: `c${i}`, title: `Choice ${i}` }));

describe('collapseConstChoices', () => {
  it('turns titled single- and multi-selects into enums and leaves the rest as sent', () => {
    const out = collapseConstChoices(sep1330Enums) as typeof sep1330Enums & { properties: Record<string, Record<string, unknown>> };
    expect(out.properties.titled).toEqual({ type: 'string', title: 'Titled single', enum: ['not_started', 'in_progress', 'done'] });
    expect(out.properties.titledMulti!.items).toEqual({ enum: ['x', 'y', 'z'] });
    expect(out.properties.titledMulti).toMatchObject({ minItems: 1, maxItems: 2 });
    expect(out.properties.untitled).toBe(sep1330Enums.properties.untitled);
    expect(out.properties.legacy).toBe(sep1330Enums.properties.legacy);
    expect(sep1330Enums.properties.titled).toHaveProperty('oneOf');
    const multi = collapseConstChoices(titledMultiOneOf as Record<string, unknown>) as { properties: { tags: { items: unknown } } };
    expect(multi.properties.tags.items).toEqual({ enum: ['a', 'b'] });
  });

  it.each([
    ['duplicate consts (oneOf would reject them)', [{ const: 'a' }, { const: 'a' }]],
    ['a branch with more than a const', [{ const: 'a' }, { const: 'b', minLength: 3 }]],
    ['an object const', [{ const: { a: 1 } }]],
    ['a branch without const', [{ const: 'a' }, { type: 'string' }]],
  ])('keeps %s', (_name, oneOf) => {
    const schema = { type: 'object', properties: { pick: { type: 'string', oneOf } } };
    expect((collapseConstChoices(schema).properties as Record<string, unknown>).pick).toBe(schema.properties.pick);
  });
});

describe('ajv validator with 2,000 titled options', () => {
  // Compiled as oneOf this took ~10 s and its validate function overflowed the stack.
  const schema = { type: 'object', properties: { city: { type: 'string', oneOf: titled(2000) } }, required: ['city'] };

  // How fast is measured by `npm run bench` (validation, "enum, 2,000 options"), not here:
  // a wall-clock bound on a shared 2-core machine proves nothing. The overflow is deterministic.
  it('validates without overflowing the stack and still rejects values outside the list', async () => {
    const validator = createAjvValidator();
    expect(await validator.validate(schema, { city: 'c1999' })).toEqual({ valid: true, issues: [] });
    expect(await validator.validate(schema, { city: 'nope' })).toMatchObject({ valid: false, issues: [{ path: ['city'] }] });
  });
});
