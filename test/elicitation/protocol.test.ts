import { describe, expect, it } from 'vitest';
import Ajv2020 from 'ajv/dist/2020';
import {
  CLIENT_CAPABILITIES_META_KEY,
  acceptResult as accept,
  cancelResult as cancel,
  declineResult as decline,
  elicitationCapability,
  getRequestMode,
  getResultKind,
  getSupportedModes,
  isInputRequiredResult,
} from '../../src/store';
import officialSchema from '../fixtures/mcp-schema-2026-07-28.subset.json';
import * as spec from '../fixtures/spec-examples';

const ajv = new Ajv2020({ strict: false });
ajv.addSchema(officialSchema, 'mcp');
const validate = (def: string, value: unknown) => ajv.validate({ $ref: `mcp#/$defs/${def}` }, value);

describe('getRequestMode', () => {
  it.each([
    ['mode omitted', { message: 'm', requestedSchema: { type: 'object', properties: {} } }, 'form'],
    ['spec form example', spec.simpleTextRequest.params, 'form'],
    ['spec url example', spec.urlRequest.params, 'url'],
    ['unknown mode is passed through for the caller to reject', { mode: 'video' }, 'video'],
    ['non-string mode is stringified, never trusted as a known mode', { mode: 42 }, '42'],
    ['null params', null, 'form'],
  ])('%s', (_name, params, expected) => {
    expect(getRequestMode(params as never)).toBe(expected);
  });
});

describe('getSupportedModes', () => {
  it('reads the spec example declaring both modes', () => {
    const caps = spec.capabilityBothModes._meta[CLIENT_CAPABILITIES_META_KEY];
    expect(getSupportedModes(caps.elicitation)).toEqual(['form', 'url']);
  });
  it('treats the spec empty object as form only', () => {
    const caps = spec.capabilityEmpty._meta[CLIENT_CAPABILITIES_META_KEY];
    expect(getSupportedModes(caps.elicitation)).toEqual(['form']);
    expect(getSupportedModes({})).toEqual(['form']);
  });
  it.each([
    [{ url: {} }, ['url']],
    [{ form: {} }, ['form']],
    [{ form: {}, url: {}, future: {} }, ['form', 'url']],
    [{ form: true }, ['form']], // not an object: as if absent, so form by the empty-object rule
    [undefined, []],
    [null, []],
    [[], []],
  ])('%j ⇒ %j', (capability, expected) => {
    expect(getSupportedModes(capability as never)).toEqual(expected);
  });
});

describe('elicitationCapability', () => {
  it('builds the objects the spec shows, which the official schema accepts', () => {
    const both = elicitationCapability({ form: true, url: true });
    expect(both).toEqual(spec.capabilityBothModes._meta[CLIENT_CAPABILITIES_META_KEY].elicitation);
    expect(validate('ClientCapabilities', { elicitation: both })).toBe(true);
    expect(elicitationCapability()).toEqual({ form: {} });
    expect(elicitationCapability({ url: true })).toEqual({ url: {} });
  });
  it('round-trips through getSupportedModes', () => {
    expect(getSupportedModes(elicitationCapability({ form: true, url: true }))).toEqual(['form', 'url']);
    expect(getSupportedModes(elicitationCapability({ url: true }))).toEqual(['url']);
  });
  it('refuses to declare elicitation without a mode (the spec: at least one)', () => {
    expect(() => elicitationCapability({ form: false, url: false })).toThrow(/at least one/);
  });
});

describe('getResultKind / isInputRequiredResult', () => {
  const inputRequired = {
    resultType: 'input_required',
    inputRequests: { github_login: spec.simpleTextRequest },
    requestState: 'opaque',
  };
  it.each([
    ['resultType absent (older server) ⇒ complete', { content: [] }, 'complete'],
    ['complete', { resultType: 'complete', content: [] }, 'complete'],
    ['input_required with requests and state', inputRequired, 'input_required'],
    ['input_required with state only (load shedding)', { resultType: 'input_required', requestState: 's' }, 'input_required'],
    ['input_required with neither (prose rule) ⇒ invalid', { resultType: 'input_required' }, 'invalid'],
    ['input_required with a non-object inputRequests', { resultType: 'input_required', inputRequests: [] }, 'invalid'],
    ['input_required with a non-string requestState', { resultType: 'input_required', requestState: 1 }, 'invalid'],
    ['unknown resultType ⇒ invalid', { resultType: 'task' }, 'invalid'],
    ['not an object', 'complete', 'invalid'],
    ['null', null, 'invalid'],
  ])('%s', (_name, result, kind) => {
    expect(getResultKind(result)).toBe(kind);
    expect(isInputRequiredResult(result)).toBe(kind === 'input_required');
  });
  it('the input_required example validates against the official schema', () => {
    expect(validate('InputRequiredResult', inputRequired)).toBe(true);
  });
});

describe('result builders', () => {
  it('build the spec example responses exactly', () => {
    expect(accept(spec.simpleTextResponse.content)).toEqual(spec.simpleTextResponse);
    expect(accept(spec.structuredResponse.content)).toEqual(spec.structuredResponse);
    expect(accept()).toEqual(spec.urlResponse);
    expect(accept()).not.toHaveProperty('content');
    expect(decline()).toEqual({ action: 'decline' });
    expect(cancel()).toEqual({ action: 'cancel' });
  });
  it.each([
    ['accept (form)', accept({ name: 'octocat' })],
    ['accept (url)', accept()],
    ['decline', decline()],
    ['cancel', cancel()],
  ])('%s validates against the official ElicitResult schema', (_name, result) => {
    expect(validate('ElicitResult', result)).toBe(true);
  });
});

describe('spec fixtures', () => {
  it.each([
    ['simple text', spec.simpleTextRequest],
    ['structured', spec.structuredRequest],
    ['url', spec.urlRequest],
  ])('the %s request validates against the official schema', (_name, request) => {
    expect(validate('ElicitRequest', request)).toBe(true);
  });
  it.each(Object.entries(spec.primitiveExamples))('primitive example %s validates', (_name, schema) => {
    expect(validate('PrimitiveSchemaDefinition', schema)).toBe(true);
  });
});
