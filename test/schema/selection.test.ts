import { describe, expect, it } from 'vitest';
import { Selection } from '../../src/schema/selection';

describe('Selection: a multi-select draft with O(1) toggles', () => {
  it('toggles without changing the original, and lists the values in order', () => {
    const all = Selection.from(['a', 'b', 'c']);
    const noB = all.with('b', false);
    expect(all.toArray()).toEqual(['a', 'b', 'c']);
    expect(noB.toArray()).toEqual(['a', 'c']);
    expect(noB.has('b')).toBe(false);
    expect(noB.size).toBe(2);
    const withD = noB.with('d', true).with('b', true);
    expect(withD.toArray()).toEqual(['a', 'b', 'c', 'd']);
    expect(withD.size).toBe(4);
    expect(withD.with('d', false).toArray()).toEqual(['a', 'b', 'c']);
  });

  it('a toggle that changes nothing returns the same selection', () => {
    const one = Selection.from(['a']);
    expect(one.with('a', true)).toBe(one);
    expect(one.with('z', false)).toBe(one);
  });

  it('stays correct across many toggles (folded into a new base now and then)', () => {
    const values = Array.from({ length: 2_000 }, (_, i) => `v${i}`);
    let selection = Selection.from(values);
    const expected = new Set(values);
    for (let i = 0; i < 1_500; i++) {
      const value = `v${(i * 7) % 2_500}`;
      const on = i % 3 === 0;
      selection = selection.with(value, on);
      if (on) expected.add(value);
      else expected.delete(value);
    }
    expect(selection.size).toBe(expected.size);
    expect(new Set(selection.toArray())).toEqual(expected);
  });

  it('has no enumerable state: the form keeps it whole, never cloning or deep-comparing it', () => {
    const selection = Selection.from(['a']);
    expect(Object.keys(selection)).toEqual([]);
    expect(Object.getPrototypeOf(selection)).not.toBe(Object.prototype);
  });
});
