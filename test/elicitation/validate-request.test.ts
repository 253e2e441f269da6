import { describe, expect, it } from 'vitest';
import { checkElicitRequest } from '../../src/elicitation/validate-request';
import { simpleTextRequest, structuredRequest, urlRequest } from '../fixtures/spec-examples';

describe('checkElicitRequest', () => {
  it.each([
    ['spec simple text', simpleTextRequest.params, 'form'],
    ['spec structured', structuredRequest.params, 'form'],
    ['spec url', urlRequest.params, 'url'],
    ['form without mode (MUST be form)', { message: 'm', requestedSchema: { type: 'object', properties: {} } }, 'form'],
    ['2025-era url with elicitationId', { ...urlRequest.params, elicitationId: 'e-1' }, 'url'],
  ])('accepts %s as %s', (_name, params, mode) => {
    const check = checkElicitRequest(params);
    expect(check.ok).toBe(true);
    expect(check.mode).toBe(mode);
  });

  it.each([
    ['null', null, 'not-an-object'],
    ['an array', [], 'not-an-object'],
    ['a string', 'form', 'not-an-object'],
    ['an unknown mode', { mode: 'video', message: 'm' }, 'unknown-mode'],
    ['a form without message', { requestedSchema: { type: 'object', properties: {} } }, 'missing-message'],
    ['a message that is not text', { message: { html: '<b>' }, requestedSchema: {} }, 'missing-message'],
    ['a form without schema', { message: 'm' }, 'missing-schema'],
    ['a form whose schema is a string', { message: 'm', requestedSchema: '{}' }, 'missing-schema'],
    ['a url request without url', { mode: 'url', message: 'm' }, 'missing-url'],
    ['a url that is not a string', { mode: 'url', message: 'm', url: { href: 'x' } }, 'missing-url'],
  ])('rejects %s', (_name, params, problem) => {
    const check = checkElicitRequest(params);
    expect(check.ok).toBe(false);
    expect(check.ok ? undefined : check.problem).toBe(problem);
  });
});
