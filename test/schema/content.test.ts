import { describe, expect, it } from 'vitest';
import { getDefaultValues, formModel, toContent, type FormDraft } from '../../src/core';
import { readDraft } from '../../src/schema/content';
import { localToRfc3339, rfc3339ToLocal } from '../../src/schema/date-time';
import { mergeDraft } from '../../src/schema/defaults';
import { allKinds, allOptional, dates, prototypeKeys, requiredBooleanTrue, sep1034Defaults, specPrimitiveForms } from '../fixtures/schemas';

const fieldsOf = (schema: unknown) => formModel(schema).fields;
const draft = (entries: Record<string, FormDraft[string]>): FormDraft => Object.assign(Object.create(null), entries);

describe('getDefaultValues', () => {
  it('SEP-1034: seeds the draft with every default, numbers as typed text', () => {
    expect(getDefaultValues(fieldsOf(sep1034Defaults))).toEqual({
      name: 'John Doe',
      age: '30',
      score: '95.5',
      status: 'active',
      verified: true,
    });
  });

  it('leaves fields without default unanswered', () => {
    expect(getDefaultValues(fieldsOf(allOptional))).toEqual({ nickname: '', age: '', color: '', subscribe: null });
  });

  it('assistant-ui#5339: a required boolean starts at its default, else false', () => {
    expect(getDefaultValues(fieldsOf(requiredBooleanTrue))).toEqual({ consent: true });
    const required = { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] };
    expect(getDefaultValues(fieldsOf(required))).toEqual({ ok: false });
  });

  it('copies default arrays', () => {
    const fields = fieldsOf(specPrimitiveForms.untitledMultiSelect);
    const values = getDefaultValues(fields);
    (values.colors as string[]).push('Blue');
    expect(fields[0]?.default).toEqual(['Red', 'Green']);
  });
});

describe('toContent', () => {
  it('SEP-1034: sends the defaults with their JSON types', () => {
    const fields = fieldsOf(sep1034Defaults);
    expect(toContent(fields, getDefaultValues(fields))).toEqual({
      name: 'John Doe',
      age: 30,
      score: 95.5,
      status: 'active',
      verified: true,
    });
  });

  it('inspector#623: omits empty optional answers instead of sending ""', () => {
    const fields = fieldsOf(allOptional);
    expect(toContent(fields, draft({ nickname: '', age: '  ', color: '', subscribe: null }))).toEqual({});
  });

  it.each([
    ['1.0', 1],
    ['-0', -0],
    ['1e3', 1000],
    [' 42 ', 42],
    ['+7', 7],
    ['.5', 0.5],
  ])('inspector#918: number text %j is sent as %j', (text, expected) => {
    const fields = fieldsOf(specPrimitiveForms.number);
    expect(toContent(fields, draft({ score: text })).score).toBe(expected);
  });

  it.each(['abc', '1,5', '1e999', '0x10', 'NaN', 'Infinity'])('rejects the number text %j', (text) => {
    const { content, errors } = readDraft(fieldsOf(specPrimitiveForms.number), draft({ score: text }));
    expect(content).toEqual({});
    expect(errors.score).toBe('number');
  });

  it('integer rejects 1.5 but accepts 1.0 and 1e3', () => {
    const fields = fieldsOf(specPrimitiveForms.integer);
    expect(readDraft(fields, draft({ count: '1.5' })).errors.count).toBe('integer');
    expect(toContent(fields, draft({ count: '1.0' }))).toEqual({ count: 1 });
    expect(toContent(fields, draft({ count: '1e3' }))).toEqual({ count: 1000 });
  });

  it('reports a missing required answer', () => {
    const { errors } = readDraft(fieldsOf(allKinds), getDefaultValues(fieldsOf(allKinds)));
    expect(errors).toEqual({ username: 'required', email: 'required', seats: 'required' });
  });

  it('sends multi-select values once each, in option order', () => {
    const fields = fieldsOf(allKinds);
    expect(toContent(fields, draft({ toppings: ['olives', 'cheese', 'olives'] })).toppings).toEqual(['cheese', 'olives']);
    expect(readDraft(fields, draft({ toppings: ['anchovies'] })).errors.toppings).toBe('option');
  });

  it('rejects a single-select value that is not an option', () => {
    expect(readDraft(fieldsOf(allKinds), draft({ size: 'XL' })).errors.size).toBe('option');
  });

  it('keeps __proto__ and constructor as own keys of a null-prototype object', () => {
    const fields = fieldsOf(prototypeKeys);
    const content = toContent(fields, draft({ ['__proto__']: 'p', constructor: 'c', 'a.b': 'd' }));
    expect(Object.getPrototypeOf(content)).toBeNull();
    expect(Object.keys(content)).toEqual(['__proto__', 'constructor', 'a.b']);
    expect(JSON.parse(JSON.stringify(content))).toEqual(JSON.parse('{"__proto__":"p","constructor":"c","a.b":"d"}'));
  });
});

describe('dates', () => {
  it('date sends YYYY-MM-DD and refuses impossible dates', () => {
    const fields = fieldsOf(dates);
    expect(toContent(fields, draft({ day: '2026-02-28' })).day).toBe('2026-02-28');
    expect(readDraft(fields, draft({ day: '2026-02-30' })).errors.day).toBe('format');
  });

  it('date-time adds the offset of the local zone at that instant', () => {
    const expected = new Date(2026, 6, 14, 10, 30);
    const minutes = -expected.getTimezoneOffset();
    const sign = minutes < 0 ? '-' : '+';
    const offset = `${sign}${String(Math.trunc(Math.abs(minutes) / 60)).padStart(2, '0')}:${String(Math.abs(minutes) % 60).padStart(2, '0')}`;
    const sent = toContent(fieldsOf(dates), draft({ end: '2026-07-14T10:30' })).end as string;
    expect(sent).toBe(`2026-07-14T10:30:00${offset}`);
    expect(sent).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
    expect(new Date(sent).getTime()).toBe(expected.getTime());
  });

  it('an untouched date-time default goes back unchanged', () => {
    const fields = fieldsOf(dates);
    const values = getDefaultValues(fields);
    expect(values.start).toBe(rfc3339ToLocal('2026-03-01T09:30:00Z'));
    expect(toContent(fields, values)).toEqual({ day: '2026-03-01', start: '2026-03-01T09:30:00Z' });
  });

  it('round-trips local text ⇒ RFC 3339 ⇒ local text', () => {
    const iso = localToRfc3339('2026-11-05T23:59:30');
    expect(iso && rfc3339ToLocal(iso)).toBe('2026-11-05T23:59:30');
    expect(localToRfc3339('2026-13-01T00:00')).toBeUndefined();
    expect(localToRfc3339('2026-01-01T24:00')).toBeUndefined();
  });
});

describe('mergeDraft', () => {
  it('takes only well-shaped own keys of known fields', () => {
    const fields = fieldsOf(sep1034Defaults);
    const merged = mergeDraft(fields, { name: 'Ann', age: 31, verified: 'yes', extra: 'x' });
    expect(merged).toEqual({ name: 'Ann', age: '30', score: '95.5', status: 'active', verified: true });
  });
});
