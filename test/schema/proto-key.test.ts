/** A field named `__proto__` is checked by both engines alike (src/schema/proto-key.ts). */
import { describe, expect, it } from 'vitest';
import { createAjvValidator, createEvalFreeValidator } from '../../src/core';

const schema = JSON.parse('{"type":"object","properties":{"__proto__":{"type":"number","maximum":-4},"name":{"type":"string"}},"required":["__proto__"]}');
const answer = (value?: unknown) => JSON.parse(value === undefined ? '{"name":"x"}' : `{"__proto__":${JSON.stringify(value)},"name":"x"}`);

describe.each([
  ['ajv', createAjvValidator()],
  ['eval-free', createEvalFreeValidator()],
])('a property named "__proto__" with the %s engine', (_name, validator) => {
  it('is checked like any other: its rules, its type, and required', async () => {
    expect(await validator.validate(schema, answer(-5))).toEqual({ valid: true, issues: [] });
    const tooBig = await validator.validate(schema, answer(0));
    expect(tooBig.valid).toBe(false);
    expect(tooBig.issues).toContainEqual({ path: ['__proto__'], keyword: 'maximum' });
    expect((await validator.validate(schema, answer('text'))).issues).toContainEqual({ path: ['__proto__'], keyword: 'type' });
    expect((await validator.validate(schema, answer())).valid).toBe(false);
  });

  it('leaves the answer and its prototype as they were', async () => {
    const data = answer(0);
    await validator.validate(schema, data);
    expect(Object.getPrototypeOf(data)).toBe(Object.prototype);
    expect(Object.keys(data)).toEqual(['__proto__', 'name']);
    expect(({} as Record<string, unknown>).name).toBeUndefined();
  });
});
