import { describe, expect, it } from 'vitest';
import { holdsTyping } from '../../src/store/draft';

const schema = {
  type: 'object',
  properties: {
    name: { type: 'string', default: 'Ada' },
    age: { type: 'integer', default: 36 },
    agree: { type: 'boolean' },
    tags: { type: 'array', items: { type: 'string', enum: ['a', 'b'] }, default: ['a'] },
    note: { type: 'string' },
  },
};

describe('holdsTyping: whether the person changed a form from how it opened', () => {
  it('a draft of the defaults, an unticked box and empty fields is untouched', () => {
    expect(holdsTyping(schema, undefined)).toBe(false);
    expect(holdsTyping(schema, { name: 'Ada', age: '36', agree: false, tags: ['a'], note: '' })).toBe(false);
  });
  it('any field changed from its default, or filled in without one, is typing', () => {
    expect(holdsTyping(schema, { name: 'Ada L' })).toBe(true);
    expect(holdsTyping(schema, { age: '37' })).toBe(true);
    expect(holdsTyping(schema, { agree: true })).toBe(true);
    expect(holdsTyping(schema, { tags: [] })).toBe(true);
    expect(holdsTyping(schema, { note: 'x' })).toBe(true);
    expect(holdsTyping(schema, { name: '' })).toBe(true); // a default cleared is a change
  });
});
