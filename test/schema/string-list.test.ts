/**
 * Free-text lists (pydantic `list[str]`): how the schema is read, what a list starts with,
 * and the `content` a draft becomes. The form side is test/components/string-list-field.test.tsx.
 */
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { getDefaultValues, formModel, type FieldDescriptor, type FormDraft } from '../../src/core';
import { readDraft } from '../../src/schema/content';
import { mergeDraft } from '../../src/schema/defaults';
import { LIST_ENTRY_LIMIT } from '../../src/text/limits';

const form = (tags: Record<string, unknown>, required: string[] = []) => ({
  type: 'object',
  properties: { tags: { type: 'array', items: { type: 'string' }, ...tags } },
  required,
});
const only = (schema: unknown) => formModel(schema).fields[0] as FieldDescriptor;
const draft = (tags: FormDraft[string]): FormDraft => Object.assign(Object.create(null), { tags });

describe('formModel: free-text lists', () => {
  it('reads items {type: string} without choices as a string-list, with list and entry bounds', () => {
    const field = only(form({ title: 'Tags', minItems: 1, maxItems: 5, items: { type: 'string', minLength: 2, maxLength: 20 } }, ['tags']));
    expect(field).toMatchObject({ kind: 'string-list', entry: 'text', label: 'Tags', required: true, constraints: { minItems: 1, maxItems: 5, minLength: 2, maxLength: 20 } });
    expect(formModel(form({})).problems).toEqual([]);
  });

  it('types entries by items.format: email, uri and date get their input; others are text', () => {
    const entry = (format: string) => (only(form({ items: { type: 'string', format } })) as { entry?: string }).entry;
    expect(['email', 'uri', 'date', 'date-time', 'hostname', 'constructor'].map(entry)).toEqual(['email', 'uri', 'date', 'text', 'text', 'text']);
  });

  it('pydantic Optional[list[str]] (nullable anyOf) is the same list', () => {
    const field = only({ type: 'object', properties: { tags: { anyOf: [{ type: 'array', items: { type: 'string' } }, { type: 'null' }], default: null, title: 'Tags' } } });
    expect(field).toMatchObject({ kind: 'string-list', label: 'Tags' });
    expect(field.default).toBeUndefined();
  });

  it('still reads enum items as a multi-select, and refuses other item types', () => {
    expect(only(form({ items: { type: 'string', enum: ['a', 'b'] } })).kind).toBe('multi-select');
    expect(formModel(form({ items: { type: 'number' } }, ['tags'])).problems).toEqual([{ code: 'unsupported-array', severity: 'error', key: 'tags' }]);
  });

  it(`a list that needs more than ${LIST_ENTRY_LIMIT} entries cannot be answered here`, () => {
    expect(formModel(form({ minItems: LIST_ENTRY_LIMIT }, ['tags'])).supported).toBe(true);
    expect(formModel(form({ minItems: LIST_ENTRY_LIMIT + 1 }, ['tags'])).problems).toEqual([{ code: 'unsupported-array', severity: 'error', key: 'tags' }]);
  });

  it('keeps a default of strings; ignores one of the wrong type or longer than a list holds here', () => {
    expect(only(form({ default: ['a', 'b'] })).default).toEqual(['a', 'b']);
    const wrong = formModel(form({ default: ['a', 1] }));
    expect(wrong.fields[0]!.default).toBeUndefined();
    expect(wrong.problems).toEqual([{ code: 'default-wrong-type', severity: 'warning', key: 'tags' }]);
    const long = formModel(form({ default: Array.from({ length: 100_000 }, (_, i) => String(i)) }));
    expect(long.fields[0]!.default).toBeUndefined();
    expect(long.problems).toEqual([{ code: 'default-too-long', severity: 'warning', key: 'tags' }]);
  });
});

describe('free-text list drafts', () => {
  it('start with the default, else one empty entry per required entry (at least one)', () => {
    expect(getDefaultValues([only(form({ default: ['x'] }))])).toEqual({ tags: ['x'] });
    expect(getDefaultValues([only(form({}))])).toEqual({ tags: [''] });
    expect(getDefaultValues([only(form({ minItems: 3 }))])).toEqual({ tags: ['', '', ''] });
  });

  it('take a host draft of strings that fits, and nothing else', () => {
    const fields = [only(form({}))];
    expect(mergeDraft(fields, { tags: ['a'] })).toEqual({ tags: ['a'] });
    expect(mergeDraft(fields, { tags: [1] })).toEqual({ tags: [''] });
    expect(mergeDraft(fields, { tags: Array.from({ length: LIST_ENTRY_LIMIT + 1 }, () => 'a') })).toEqual({ tags: [''] });
  });

  it('send the non-blank entries as typed, in order; an empty optional list is left out, a required one sent as []', () => {
    const optional = [only(form({}))];
    expect(readDraft(optional, draft(['red', ' ', '', ' blue ', 'red']))).toEqual({ content: { tags: ['red', ' blue ', 'red'] }, errors: {} });
    expect(readDraft(optional, draft(['', '  ']))).toEqual({ content: {}, errors: {} });
    expect(readDraft([only(form({}, ['tags']))], draft(['']))).toEqual({ content: { tags: [] }, errors: {} });
  });

  it("flag 'entries' when an entry breaks its own bounds (code points, as JSON Schema counts) or is no date", () => {
    const bounded = [only(form({ items: { type: 'string', minLength: 2, maxLength: 3 } }))];
    expect(readDraft(bounded, draft(['ok', '😀😀😀'])).errors).toEqual({});
    expect(readDraft(bounded, draft(['ok', 'x'])).errors).toEqual({ tags: 'entries' });
    expect(readDraft(bounded, draft(['toolong'])).errors).toEqual({ tags: 'entries' });
    const dates = [only(form({ items: { type: 'string', format: 'date' } }))];
    expect(readDraft(dates, draft(['2024-02-29'])).errors).toEqual({});
    expect(readDraft(dates, draft(['2023-02-29'])).errors).toEqual({ tags: 'entries' });
  });

  it('what is sent validates against the original schema (independent ajv)', () => {
    const schema = form({ minItems: 1, maxItems: 3, items: { type: 'string', minLength: 1 } }, ['tags']);
    const { content } = readDraft(formModel(schema).fields, draft(['a', '', 'b']));
    expect(new Ajv({ strict: false }).validate(schema, content)).toBe(true);
  });
});
