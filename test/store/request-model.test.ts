/**
 * A request is checked and classified once, as it enters the store: what the store holds
 * is what was checked (no field of the params it did not read), refusals carry their
 * reason, and a form's fields are one model read once per request (src/schema/form-model.ts).
 */
import { describe, expect, it } from 'vitest';
import { createElicitationStore, type ElicitationRequest } from '../../src/index';
import { formModel } from '../../src/core';
import { checkElicitRequest } from '../../src/elicitation/validate-request';

const server = { id: 's', name: 'S' };
const schema = { type: 'object', properties: { name: { type: 'string', title: 'Name', default: 'Ada' }, password: { type: 'string' } }, required: ['name'] };

function enter(params: unknown): ElicitationRequest {
  const store = createElicitationStore();
  void store.elicit(params, { server });
  return store.getSnapshot().rounds[0]!.requests[0]!;
}

describe('the request model', () => {
  it('holds only what it checked: a form request keeps its message and its schema object, nothing else of the params', () => {
    const request = enter({ mode: 'form', message: 'Who?', requestedSchema: schema, _meta: { huge: 'x'.repeat(1000) }, extra: 1 });
    expect(request.mode).toBe('form');
    expect(request.mode === 'form' && request.params).toEqual({ mode: 'form', message: 'Who?', requestedSchema: schema });
    expect(request.mode === 'form' && request.params.requestedSchema).toBe(schema);
  });

  it('a URL request keeps its URL, and elicitationId only when it is a string', () => {
    expect(checkElicitRequest({ mode: 'url', message: 'm', url: 'https://a.example/', elicitationId: 7, other: true })).toEqual({
      ok: true,
      mode: 'url',
      params: { mode: 'url', message: 'm', url: 'https://a.example/' },
    });
    expect(checkElicitRequest({ mode: 'url', message: 'm', url: 'https://a.example/', elicitationId: 'e1' })).toMatchObject({ params: { elicitationId: 'e1' } });
  });

  it.each([
    [{ message: 'no schema' }, 'missing-schema'],
    [{ requestedSchema: schema }, 'missing-message'],
    [{ mode: 'url', message: 'm' }, 'missing-url'],
    ['text', 'not-an-object'],
  ])('refuses %j on arrival, saying why (%s)', (params, problem) => {
    const request = enter(params);
    expect(request).toMatchObject({ mode: 'invalid', problem, status: 'refused', reason: { code: 'invalid-request', problem } });
  });

  it('reads a form’s fields once per request: kinds, limits, defaults, secrets, by key', () => {
    const request = enter({ message: 'Who?', requestedSchema: schema });
    if (request.mode !== 'form') throw new Error('a form');
    const model = formModel(request.params.requestedSchema);
    expect(formModel(request.params.requestedSchema)).toBe(model);
    expect(model.fields.map((f) => [f.key, f.kind, f.required, f.default])).toEqual([
      ['name', 'text', true, 'Ada'],
      ['password', 'text', false, undefined],
    ]);
    expect(model.byKey.get('name')?.label).toBe('Name');
    expect([...model.sensitiveKeys]).toEqual(['password']);
  });
});
