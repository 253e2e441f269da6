/**
 * A large flat schema is checked in parts that yield to the browser in between
 * (schema/flat-parts.ts, schema/guarded-core.ts): the verdict and the issues are the whole
 * schema's, on both engines, and a long check no longer runs in one task.
 * Seeded: the property takes `property(…)` (test/fixtures/property.ts), which sets
 * `seed: FUZZ_SEED`, fixed unless FUZZ_SEED is given; a failure prints the seed to replay it.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flatParts, PART_PROPERTIES } from '../../src/schema/flat-parts';
import { createAjvValidator, createEvalFreeValidator } from '../../src/schema/validators';
import type { ValidationResult } from '../../src/schema/validator';
import { property } from '../fixtures/property';

afterEach(() => vi.restoreAllMocks());

const kinds = [
  { type: 'boolean' },
  { type: 'string', minLength: 2 },
  { type: 'integer', minimum: 0 },
  { type: 'string', enum: ['a', 'b'] },
  { type: 'array', items: { type: 'string' }, minItems: 1 },
];
const answers = [true, 'x', 'xy', -1, 3, 'a', 'c', [], ['a'], null];

/** Sorted issues, so a whole check and a check in parts compare equal when they agree. */
const normal = (result: ValidationResult) => ({ valid: result.valid, issues: result.issues.map((i) => `${i.path.join('/')} ${i.keyword}`).filter((i) => !i.startsWith(' ')).sort() });

describe('flat schemas checked in parts', () => {
  it('splits only large flat schemas, keeping each required key with its own part (or in a part of its own)', () => {
    const properties = Object.fromEntries(Array.from({ length: PART_PROPERTIES * 2 + 1 }, (_, i) => [`k${i}`, { type: 'boolean' }]));
    const parts = flatParts({ type: 'object', properties, required: ['k0', `k${PART_PROPERTIES}`, 'absent'] })!;
    expect(parts).toHaveLength(4);
    expect(parts.map((part) => part.required)).toEqual([['k0'], [`k${PART_PROPERTIES}`], undefined, ['absent']]);
    expect(flatParts({ type: 'object', properties: { a: { type: 'boolean' } } })).toBeUndefined();
    // Anything at the root that ties properties together, or resolves references, keeps the schema whole.
    expect(flatParts({ type: 'object', properties, additionalProperties: false })).toBeUndefined();
    expect(flatParts({ type: 'object', properties, dependentRequired: { k0: ['k1'] } })).toBeUndefined();
    expect(flatParts({ type: 'object', properties: { ...properties, r: { $ref: '#/properties/k0' } } })).toBeUndefined();
  });

  it('gives the verdict and issues of the whole schema on random answers (both engines)', async () => {
    const count = PART_PROPERTIES * 2 + 37;
    const schemaOf = (picks: number[], required: boolean[]) => ({
      type: 'object',
      properties: Object.fromEntries(picks.map((pick, i) => [`k${i}`, kinds[pick % kinds.length]])),
      required: picks.flatMap((_, i) => (required[i] ? [`k${i}`] : [])).concat('extra'),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.nat(), { minLength: count, maxLength: count }),
        fc.array(fc.boolean(), { minLength: count, maxLength: count }),
        fc.array(fc.option(fc.nat(answers.length - 1), { nil: undefined }), { minLength: count, maxLength: count }),
        async (picks, required, chosen) => {
          const schema = schemaOf(picks, required);
          const data = Object.fromEntries(chosen.flatMap((pick, i) => (pick === undefined ? [] : [[`k${i}`, answers[pick]]])));
          // The same schema with an annotation the split does not allow: checked whole.
          const whole = { ...schema, $comment: undefined, examples: [] };
          expect(flatParts(whole)).toBeUndefined();
          for (const validator of [createEvalFreeValidator(), createAjvValidator()]) {
            expect(normal(await validator.validate(schema, data))).toEqual(normal(await validator.validate(whole, data)));
          }
        },
      ),
      property(15),
    );
  });

  it('10,000 boolean answers are checked in several tasks, not one', async () => {
    const properties = Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`b${i}`, { type: 'boolean' }]));
    const data = Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`b${i}`, i !== 9_999 || 'no']));
    const schema = { type: 'object', properties };
    const validator = createEvalFreeValidator();
    await validator.validate(schema, {});
    // A clock that moves 10 ms per look: a slice (text/yield-task.ts, 25 ms) holds three looks.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 10));
    const pending = validator.validate(schema, data);
    expect(pending).toBeInstanceOf(Promise);
    expect((await pending).issues).toContainEqual({ path: ['b9999'], keyword: 'type' });
  });
});
