/**
 * The passes over server text and schema on adversarial inputs. No wall-clock assertion:
 * a quadratic pass over these sizes runs for minutes and fails on the test timeout; the
 * timed budgets are in test/browser/stress.test.ts and `npm run bench`.
 */
// Seeded: every fc.assert here takes `property(…)` (test/fixtures/property.ts), which sets
// `seed: FUZZ_SEED`, fixed unless FUZZ_SEED is given; a failure prints the seed to replay it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formModel, toContent } from '../../src/core';
import { getDefaultValues } from '../../src/schema/defaults';
import { looksSecret, SECRET_SCAN_LENGTH, words } from '../../src/schema/secrets';
import { optionWindow } from '../../src/components/schema-form/fields/option-window';
import { property } from '../fixtures/property';

/** The two regexes the heuristic used before (quadratic on upper-case runs), as the reference. */
const reference = (text: string) =>
  text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/[_\-.]+/g, ' ')
    .toLowerCase();

const MB = 1_000_000;

describe('the secret heuristic', () => {
  it('splits words exactly as the regex version did', () => {
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom('a', 'B', 'C', 'd', '1', '_', '-', '.', ' ', 'é') }), (text) => words(text) === reference(text)), property());
    expect(words('APIKey')).toBe('api key');
    expect(words('myAPIKeyValue')).toBe('my api key value');
  });

  it.each([
    ['upper case', 'A'],
    ['camel humps', 'aB'],
    ['capital pairs', 'ABc'],
    ['separators', '_-.'],
  ])('reads 1 MB of %s in one pass', (_name, unit) => {
    const text = unit.repeat(MB / unit.length);
    // The reference is quadratic only on long upper-case runs, so it can check the others.
    expect(words(text)).toBe(unit === 'A' ? text.toLowerCase() : reference(text));
    expect(looksSecret(text, text, text)).toBe(false);
    expect(looksSecret(text, `password ${text}`)).toBe(true);
  });

  it('reads the first SECRET_SCAN_LENGTH characters of each text: the bound on its cost', () => {
    const pad = 'A'.repeat(SECRET_SCAN_LENGTH - 10);
    const field = (description: string) => formModel({ type: 'object', properties: { ok: { type: 'boolean', description } } }).fields[0]!;
    expect(field(`${pad} API_KEY`).sensitive).toBe(true);
    expect(field(`${pad}${'A'.repeat(MB)} API_KEY`).sensitive).toBe(false);
  });
});

describe('options', () => {
  const many = (n: number) => Array.from({ length: n }, (_, i) => `option-${i}`);

  it('checks a default selecting all of 50,000 options and sends them in server order', () => {
    const values = many(50_000);
    const schema = { type: 'object', properties: { tags: { type: 'array', items: { type: 'string', enum: values }, default: [...values].reverse() } } };
    const { fields, problems } = formModel(schema);
    expect(problems).toEqual([]);
    expect(fields[0]!.default).toHaveLength(50_000);
    expect(toContent(fields, getDefaultValues(fields)).tags).toEqual(values);
  });

  it('refuses a multi-select draft with one unknown value among 50,000', () => {
    const values = many(50_000);
    const { fields } = formModel({ type: 'object', properties: { tags: { type: 'array', items: { enum: values } } } });
    expect(toContent(fields, { tags: [...values, 'nope'] })).toEqual({});
  });

  it('draws at most the limit, selected or not, and counts the selected ones it hides', () => {
    const options = many(50_000).map((value) => ({ value, label: value.toUpperCase() }));
    const all = new Set(options.map((o) => o.value));
    const window = optionWindow(options, '', 100, all);
    expect(window.shown).toHaveLength(100);
    expect(window).toMatchObject({ matched: 50_000, hiddenSelected: 49_900 });
    const filtered = optionWindow(options, ' OPTION-4999', 100, all);
    expect(filtered.shown.map((s) => s.option.value)).toEqual(['option-4999', ...many(10).map((_, i) => `option-4999${i}`)]);
    expect(filtered.hiddenSelected).toBe(0);
  });
});

describe('format', () => {
  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'])('reads format %j as an unknown format: a text field', (format) => {
    const { fields, supported } = formModel({ type: 'object', properties: { a: { type: 'string', format } } });
    expect(supported).toBe(true);
    expect(fields[0]!.kind).toBe('text');
  });
});
