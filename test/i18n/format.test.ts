import { describe, expect, it } from 'vitest';
import { formatNumber, formatPlural } from '../../src/core';

describe('formatPlural', () => {
  const options = { one: '# option', other: '# options' };

  it.each([
    [0, '0 options'],
    [1, '1 option'],
    [2, '2 options'],
    [1000, '1,000 options'],
    [1.5, '1.5 options'],
  ])('picks the English form for %s', (n, expected) => {
    expect(formatPlural('en', n, options)).toBe(expected);
  });

  it('uses the categories a language has: Russian one / few / many', () => {
    const forms = { one: '# вариант', few: '# варианта', many: '# вариантов', other: '# варианта' };
    expect([1, 3, 5, 21].map((n) => formatPlural('ru', n, forms))).toEqual(['1 вариант', '3 варианта', '5 вариантов', '21 вариант']);
  });

  it('falls back to `other` for a category the translation leaves out', () => {
    expect(formatPlural('ru', 3, { one: '# вариант', other: '# вариантов' })).toBe('3 вариантов');
  });

  it('has no plural forms in Chinese: only the number changes', () => {
    expect(formatPlural('zh-CN', 1, { one: 'never', other: '# 项' })).toBe('1 项');
  });
});

describe('formatNumber', () => {
  it.each([
    ['en', 1234.5, '1,234.5'],
    ['de', 1234.5, '1.234,5'],
    ['zh-CN', 1234.5, '1,234.5'],
    ['en', 0.000001, '0.000001'],
  ])('writes %s numbers: %s ⇒ %s', (locale, n, expected) => {
    expect(formatNumber(locale, n)).toBe(expected);
  });
});
