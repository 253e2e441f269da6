import { describe, expect, it } from 'vitest';
import { formModel } from '../../src/core';
import { LABEL_MAX_LENGTH, clipLabel, clipText } from '../../src/text/clip';

describe('clipText', () => {
  it.each([
    ['short text is kept whole', 'hello', 10, { text: 'hello', clipped: false }],
    ['long text is cut at the limit', 'abcdef', 3, { text: 'abc', clipped: true }],
    ['never splits a surrogate pair', 'ab😀cd', 3, { text: 'ab', clipped: true }],
  ])('%s', (_name, text, max, expected) => {
    expect(clipText(text, max)).toEqual(expected);
  });
});

describe('server labels are bounded for display, values never', () => {
  it('clips long titles, keys and option labels; keeps option values whole', () => {
    const long = 'T'.repeat(5_000);
    const { fields } = formModel({
      type: 'object',
      properties: {
        [long]: { type: 'string' },
        pick: { type: 'string', title: long, oneOf: [{ const: long, title: long }, { const: 'b' }] },
        plain: { type: 'string', enum: [long] },
      },
    });
    expect(fields.map((f) => f.label.length)).toEqual([LABEL_MAX_LENGTH + 1, LABEL_MAX_LENGTH + 1, 5]);
    expect(fields[0]!.key).toBe(long);
    expect(fields[1]!.options![0]).toEqual({ value: long, label: clipLabel(long) });
    expect(fields[2]!.options![0]!.value).toBe(long);
    expect(clipLabel(long).endsWith('…')).toBe(true);
  });

  it('lists a repeated option value once, with its first label (React keys stay unique)', () => {
    const { fields } = formModel({
      type: 'object',
      properties: {
        a: { type: 'string', enum: ['x', 'y', 'x'] },
        b: { type: 'string', oneOf: [{ const: 'x', title: 'First' }, { const: 'x', title: 'Second' }] },
      },
    });
    expect(fields[0]!.options).toEqual([{ value: 'x', label: 'x' }, { value: 'y', label: 'y' }]);
    expect(fields[1]!.options).toEqual([{ value: 'x', label: 'First' }]);
  });
});
