/**
 * The validator engines and the pattern matcher are chunks loaded on first use. When the
 * import rejects, a check never answers "valid": it rejects (the form then sends nothing,
 * test/components/schema-form-unavailable.test.tsx), and the next check imports again.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Validators from '../../src/schema/validators';
import type * as SafePattern from '../../src/schema/safe-pattern';

const broken = vi.hoisted(() => new Set<string>());
const chunks = ['eval-free-core', 'ajv-core', 'linear-regex'] as const;

afterEach(() => {
  broken.clear();
  for (const chunk of chunks) vi.doUnmock(`../../src/schema/${chunk}`);
});

/** Fresh modules (nothing loaded), whose chunks fail to import while named in `broken`. */
async function fresh() {
  vi.resetModules();
  for (const chunk of chunks) {
    vi.doMock(`../../src/schema/${chunk}`, async (original: () => Promise<unknown>) => {
      if (broken.has(chunk)) throw new Error('Failed to fetch dynamically imported module');
      return original();
    });
  }
  const validators = (await import('../../src/schema/validators')) as typeof Validators;
  const patterns = (await import('../../src/schema/safe-pattern')) as typeof SafePattern;
  return { ...validators, ...patterns };
}

const adult = {
  type: 'object',
  properties: { name: { type: 'string', minLength: 5 }, age: { type: 'integer', minimum: 18 } },
  required: ['name', 'age'],
};
const coded = { type: 'object', properties: { code: { type: 'string', pattern: '^[A-Z]{3}$' } } };

describe('a validator whose engine cannot load', () => {
  it.each([
    ['eval-free', 'eval-free-core', 'createEvalFreeValidator'],
    ['ajv', 'ajv-core', 'createAjvValidator'],
  ] as const)('%s: rejects rather than answer, and loads the engine again on the next check', async (_name, chunk, factory) => {
    const library = await fresh();
    const validator = library[factory]();
    broken.add(chunk);
    await expect(Promise.resolve().then(() => validator.validate(adult, { name: 'ab', age: 3 }))).rejects.toThrow();
    await expect(Promise.resolve().then(() => validator.prepare?.(adult))).rejects.toThrow();
    broken.delete(chunk);
    const result = await validator.validate(adult, { name: 'ab', age: 3 });
    expect(result.valid).toBe(false);
    expect(result.issues.map((i) => i.keyword)).toEqual(expect.arrayContaining(['minLength', 'minimum']));
  });
});

describe('the pattern matcher when it cannot load', () => {
  it('makes a check with a pattern reject, then checks the pattern once it loads', async () => {
    const library = await fresh();
    const validator = library.createEvalFreeValidator();
    await validator.validate(adult, {}); // the engine itself is here; only the matcher fails
    broken.add('linear-regex');
    await expect(Promise.resolve().then(() => validator.validate(coded, { code: 'abc' }))).rejects.toThrow();
    broken.delete('linear-regex');
    expect(await validator.validate(coded, { code: 'abc' })).toEqual({ valid: false, issues: [{ path: ['code'], keyword: 'pattern' }] });
    expect((await validator.validate(coded, { code: 'ABC' })).valid).toBe(true);
  });

  it('blames no pattern while it cannot load (uncheckablePatternKeys rejects), and loads again next time', async () => {
    const library = await fresh();
    broken.add('linear-regex');
    const checks = [{ key: 'code', pattern: '^[A-Z]{3}$' }, { key: 'twice', pattern: '^(a)\\1$' }];
    await expect(library.uncheckablePatternKeys(checks)).rejects.toThrow();
    expect(library.patternEngineReady()).toBe(false);
    broken.delete('linear-regex');
    expect(await library.uncheckablePatternKeys(checks)).toEqual(new Set(['twice']));
    expect(library.patternEngineReady()).toBe(true);
  });
});
