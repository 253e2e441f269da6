import Ajv from 'ajv';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAjvValidator } from '../../src/core';
import { allKinds, sep1034Defaults } from '../fixtures/schemas';

describe('ajv validator compile cache', () => {
  afterEach(() => vi.restoreAllMocks());

  it('compiles a schema once, even when every request brings its own copy of it', async () => {
    const compile = vi.spyOn(Ajv.prototype, 'compile');
    const validator = createAjvValidator();
    for (let i = 0; i < 50; i += 1) {
      expect((await validator.validate(structuredClone(sep1034Defaults), { name: 'Ada' })).valid).toBe(true);
    }
    expect(compile).toHaveBeenCalledTimes(1);
  });

  it('compiles different schemas separately and keeps each one’s verdict', async () => {
    const compile = vi.spyOn(Ajv.prototype, 'compile');
    const validator = createAjvValidator();
    const strict = structuredClone(sep1034Defaults) as { properties: { age: Record<string, unknown> } };
    strict.properties.age.minimum = 40;
    expect((await validator.validate(sep1034Defaults, { age: 30 })).valid).toBe(true);
    expect((await validator.validate(strict, { age: 30 })).valid).toBe(false);
    expect((await validator.validate(structuredClone(sep1034Defaults), { age: 30 })).valid).toBe(true);
    expect((await validator.validate(allKinds, {})).valid).toBe(false);
    expect(compile).toHaveBeenCalledTimes(3);
  });

  it('still validates a schema without a JSON text (a cycle) by compiling it', async () => {
    const validator = createAjvValidator();
    const cyclic: Record<string, unknown> = { type: 'object', properties: { name: { type: 'string' } } };
    cyclic.self = cyclic;
    expect((await validator.validate(cyclic, { name: 1 })).valid).toBe(false);
  });
});
