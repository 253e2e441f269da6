/**
 * Option lists are read as the form mounts, in one pass and without a Set when the values
 * are distinct (src/schema/normalize-field.ts, option-set.ts, const-choices.ts). These
 * properties hold the fast paths to the plain definitions they replace: each value once,
 * with its first label, clipped for display; titled choices collapsed to an enum only when
 * their consts are distinct primitives.
 */
// Seeded: every fc.assert here takes `property(…)` (test/fixtures/property.ts), which sets
// `seed: FUZZ_SEED`, fixed unless FUZZ_SEED is given; a failure prints the seed to replay it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formModel } from '../../src/core';
import { collapseConstChoices } from '../../src/schema/const-choices';
import { allDistinct } from '../../src/schema/option-set';
import { clipLabel } from '../../src/text/clip';
import { optionWindow } from '../../src/components/schema-form/fields/option-window';
import { property } from '../fixtures/property';

/** The definition: each value once, with its first label; blank labels fall back to the value. */
function reference(values: readonly string[], labels: readonly unknown[]): { value: string; label: string }[] {
  const seen = new Set<string>();
  const out: { value: string; label: string }[] = [];
  values.forEach((value, i) => {
    if (seen.has(value)) return;
    seen.add(value);
    const label = labels[i];
    out.push({ value, label: clipLabel(typeof label === 'string' && label.trim() !== '' ? label : value) });
  });
  return out;
}

// Few distinct values, so that repeats are common; long ones cross the label limit (200).
const value = fc.oneof(fc.constantFrom('a', 'b', 'A', 'é', 'e\u0301', '\uD83D\uDE00', ''), fc.string({ maxLength: 3 }), fc.constant('x'.repeat(250)));
const label = fc.oneof(value, fc.constantFrom(' ', undefined, 3));

describe('option lists (the one-pass reading)', () => {
  it('allDistinct is "no string twice", for any strings', () => {
    fc.assert(fc.property(fc.array(value, { maxLength: 40 }), (values) => allDistinct(values) === (new Set(values).size === values.length)), property());
  });

  it('an enum with or without enumNames lists each value once, with its first label', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(value, label), { minLength: 1, maxLength: 30 }), fc.boolean(), (pairs, named) => {
        const values = pairs.map(([v]) => v);
        const names = pairs.map(([, l]) => (typeof l === 'string' ? l : ''));
        const schema = { type: 'object', properties: { pick: { type: 'string', enum: values, ...(named ? { enumNames: names } : {}) } } };
        const field = formModel(schema).fields[0];
        expect(field?.options).toEqual(reference(values, named ? names : []));
      }),
      property(),
    );
  });

  it('titled choices (single and multi) list each const once, with its first title', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(value, label), { minLength: 1, maxLength: 30 }), (pairs) => {
        const choices = pairs.map(([v, l]) => (l === undefined ? { const: v } : { const: v, title: l }));
        const expected = reference(
          pairs.map(([v]) => v),
          pairs.map(([, l]) => l),
        );
        const { fields } = formModel({ type: 'object', properties: { one: { type: 'string', oneOf: choices }, many: { type: 'array', items: { anyOf: choices } } } });
        expect(fields.map((f) => f.options)).toEqual([expected, expected]);
      }),
      property(),
    );
  });

  it('collapses titled choices to an enum exactly when their consts are distinct primitives', () => {
    const primitive = fc.oneof(value, fc.constantFrom(1, '1', 0, -0, null, true, 'true'));
    fc.assert(
      fc.property(fc.array(primitive, { minLength: 1, maxLength: 20 }), (consts) => {
        const schema = { type: 'object', properties: { pick: { oneOf: consts.map((c) => ({ const: c, title: 'Same title' })) } } };
        const pick = (collapseConstChoices(schema).properties as Record<string, Record<string, unknown>>).pick!;
        if (new Set(consts).size === consts.length) expect(pick).toEqual({ enum: consts });
        else expect(pick).toBe(schema.properties.pick);
      }),
      property(),
    );
  });

  it('skips the holes of a sparse enum, as the list it replaces did', () => {
    // eslint-disable-next-line no-sparse-arrays -- a host-built schema may hold holes
    const values = ['a', , 'b', , 'a'] as string[];
    expect(formModel({ type: 'object', properties: { pick: { type: 'string', enum: values } } }).fields[0]?.options).toEqual([
      { value: 'a', label: 'a' },
      { value: 'b', label: 'b' },
    ]);
  });
});

describe('the option filter (one lower-cased label and value per option, no joined copy)', () => {
  /** The definition it replaces: label and value joined by U+0000, lower-cased, searched. */
  const reference = (options: { value: string; label: string }[], filter: string) => {
    const query = filter.trim().toLowerCase();
    return options.flatMap((o, index) => (`${o.label.toLowerCase()}\u0000${o.value.toLowerCase()}`.includes(query) ? [index] : []));
  };
  const text = fc.oneof(fc.constantFrom('a', 'B', 'ab', 'Ab', 'é', 'É', '\u0000', ' '), fc.string({ maxLength: 3 }));

  it('matches exactly the options the joined texts matched, a pasted U+0000 included', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(text, fc.option(text)), { maxLength: 20 }), text, (pairs, filter) => {
        // Half the options are an enum's (label = value), as the search treats those apart.
        const options = pairs.map(([value, label]) => ({ value, label: label ?? value }));
        const window = optionWindow(options, filter, 1_000, new Set<string>());
        expect(window.shown.map((s) => s.index)).toEqual(reference(options, filter));
        expect(window.matched).toBe(reference(options, filter).length);
      }),
      property(),
    );
  });
});
