import Ajv from 'ajv';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAjvValidator, createEvalFreeValidator, formModel, type SchemaValidator } from '../../src/core';
import { issuesToFieldErrors, pointerToPath } from '../../src/schema/validator';
import { AJV_PROPERTY_LIMIT } from '../../src/schema/validators';
import { allKinds, legacyEnumNames, sep1330Enums, specStructured } from '../fixtures/schemas';

const engines: [string, () => SchemaValidator][] = [
  ['ajv', () => createAjvValidator()],
  ['eval-free', () => createEvalFreeValidator()],
];

describe.each(engines)('%s validator', (_name, make) => {
  it('MCPJam#228: legacy enumNames does not make it throw', async () => {
    const validator = make();
    await expect(validator.validate(legacyEnumNames, { status: 'done' })).resolves.toEqual({ valid: true, issues: [] });
    const bad = await validator.validate(legacyEnumNames, { status: 'Done' });
    expect(bad.valid).toBe(false);
    expect(bad.issues.some((i) => i.path[0] === 'status')).toBe(true);
  });

  it.each([
    [{ name: 'Monalisa Octocat', email: 'octocat@github.com', age: 30 }, true],
    [{ name: 'M', email: 'not-an-email' }, false],
    [{ name: 'M', email: 'a@b.co', age: 17 }, false],
    [{ email: 'a@b.co' }, false],
  ])('validates the spec structured example: %j ⇒ %s', async (content, valid) => {
    expect((await make().validate(specStructured, content)).valid).toBe(valid);
  });

  it('locates issues on the field that failed', async () => {
    const result = await make().validate(allKinds, {
      username: 'ab',
      email: 'nope',
      website: 'no scheme',
      birthday: '2026-02-30',
      meeting: '2026-03-01T10:00',
      seats: 11,
      toppings: [],
    });
    const { errors } = issuesToFieldErrors(formModel(allKinds).fields, result.issues);
    expect(errors).toMatchObject({
      username: 'minLength',
      email: 'format',
      website: 'format',
      birthday: 'format',
      // ANCHORS §4: datetime-local output has no offset and must fail date-time.
      meeting: 'format',
      seats: 'maximum',
      toppings: 'minItems',
    });
  });

  it('does not mistake inherited members for answers to "toString" or "constructor"', async () => {
    const schema = {
      type: 'object',
      properties: { toString: { type: 'array', items: { type: 'string', enum: ['a'] } }, constructor: { type: 'string' } },
    };
    expect((await make().validate(schema, {})).valid).toBe(true);
  });

  it('accepts a $schema of draft 2020-12 and titled enums', async () => {
    const schema = { $schema: 'https://json-schema.org/draft/2020-12/schema', ...sep1330Enums };
    const validator = make();
    expect((await validator.validate(schema, { titled: 'done', titledMulti: ['x'] })).valid).toBe(true);
    expect((await validator.validate(schema, { titled: 'Done' })).valid).toBe(false);
    expect((await validator.validate(schema, { titledMulti: ['x', 'y', 'z'] })).valid).toBe(false);
  });

  it.each([
    ['required: ""', { type: 'object', properties: { ok: { type: 'boolean' } }, required: '' }],
    ['required: "" beside a property schema null (a fuzz case)', { type: 'object', properties: { ['__proto__']: null, ok: { type: 'boolean' } }, required: '' }],
    ['minLength: "3"', { type: 'object', properties: { ok: { type: 'boolean' }, s: { type: 'string', minLength: '3' } } }],
    ['an unknown type name', { type: 'object', properties: { ok: { type: 'bool' } } }],
    ['properties: []', { type: 'object', properties: [] }],
  ])('rejects an answer when the schema has a keyword of the wrong type (%s), as ajv refuses to compile it', async (_what, schema) => {
    // JSON text, as off the wire: "__proto__" is then an own key.
    const result = await make().validate(JSON.parse(JSON.stringify(schema)) as object, { ok: true });
    expect(result).toEqual({ valid: false, issues: [{ path: [], keyword: 'schema' }] });
  });

  it('leaves the server schema untouched', async () => {
    const schema = structuredClone(specStructured);
    await make().validate(schema, { name: 'a', email: 'a@b.co' });
    expect(schema).toEqual(specStructured);
    expect(Object.getOwnPropertyNames(schema)).toEqual(Object.getOwnPropertyNames(specStructured));
  });
});

describe('ajv validator', () => {
  afterEach(() => vi.restoreAllMocks());

  it('compiles each schema object once', async () => {
    const compile = vi.spyOn(Ajv.prototype, 'compile');
    const validator = createAjvValidator();
    await validator.validate(specStructured, {});
    await validator.validate(specStructured, { name: 'x' });
    await validator.prepare?.(specStructured);
    expect(compile).toHaveBeenCalledTimes(1);
    // An equal copy (the next request off the wire) reuses it too: cached by content as well.
    await validator.validate(structuredClone(specStructured), {});
    expect(compile).toHaveBeenCalledTimes(1);
  });

  it('answers synchronously once loaded', async () => {
    const validator = createAjvValidator();
    await validator.prepare?.(specStructured);
    const result = validator.validate(specStructured, {});
    expect(result).not.toBeInstanceOf(Promise);
  });
});

describe('issuesToFieldErrors', () => {
  const fields = formModel(allKinds).fields;

  it('maps a fake validator’s issues, preferring specific keywords', () => {
    const { errors, form } = issuesToFieldErrors(fields, [
      { path: ['price'], keyword: 'multipleOf' },
      { path: ['price'], keyword: 'minimum' },
      { path: ['seats'], keyword: 'type' },
      { path: ['size'], keyword: 'enum' },
      { path: ['toppings', '0'], keyword: 'enum' },
      { path: ['unknown'], keyword: 'minLength' },
    ]);
    expect(errors).toEqual({ price: 'minimum', seats: 'integer', size: 'option', toppings: 'option' });
    expect(form).toBe(false);
  });

  it('reports a form-level rejection when no field can be blamed', () => {
    expect(issuesToFieldErrors(fields, [{ path: [], keyword: 'additionalProperties' }]).form).toBe(true);
  });

  it.each([
    ['', []],
    ['/a~1b/0', ['a/b', '0']],
    ['#/name', ['name']],
    ['/~0tilde', ['~tilde']],
    ['/% ', ['% ']],
    ['#/%25%20', ['% ']],
  ])('pointerToPath(%j)', (pointer, path) => {
    expect(pointerToPath(pointer)).toEqual(path);
  });
});

describe('getDefaultValidator', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.doUnmock('../../src/schema/ajv-core');
    vi.resetModules();
  });

  /** A fresh copy of the module, with ajv-core replaced by a spy that records loading. */
  async function freshValidators() {
    vi.resetModules();
    const ajvLoaded = vi.fn();
    vi.doMock('../../src/schema/ajv-core', () => {
      ajvLoaded();
      return { createAjvCore: () => ({ validate: () => ({ valid: true, issues: [] }) }) };
    });
    return { ajvLoaded, ...(await import('../../src/schema/validators')) };
  }

  it('is the eval-free engine: validates without ever evaluating code, and never loads ajv', async () => {
    // What a CSP without 'unsafe-eval' does to `new Function`; a call is recorded, so a probe fails the test.
    const evaluated = vi.fn(() => {
      throw new EvalError('Refused to evaluate a string as JavaScript');
    });
    vi.stubGlobal('Function', evaluated);
    const { ajvLoaded, getDefaultValidator } = await freshValidators();
    const validator = getDefaultValidator();
    await validator.prepare?.(specStructured);
    expect((await validator.validate(legacyEnumNames, { status: 'nope' })).valid).toBe(false);
    expect((await validator.validate(specStructured, { name: 'M', email: 'not-an-email' })).valid).toBe(false);
    expect((await validator.validate(specStructured, { name: 'M', email: 'octocat@github.com', age: 30 })).valid).toBe(true);
    expect(evaluated).not.toHaveBeenCalled();
    expect(ajvLoaded).not.toHaveBeenCalled();
  });

  it('stays eval-free where eval works: ajv is only ever loaded on request', async () => {
    const { ajvLoaded, getDefaultValidator, createAjvValidator } = await freshValidators();
    expect((await getDefaultValidator().validate(legacyEnumNames, { status: 'done' })).valid).toBe(true);
    expect(ajvLoaded).not.toHaveBeenCalled();
    await createAjvValidator().validate(legacyEnumNames, { status: 'done' });
    expect(ajvLoaded).toHaveBeenCalledTimes(1);
  });
});

describe('createAjvValidator above AJV_PROPERTY_LIMIT properties', () => {
  afterEach(() => vi.restoreAllMocks());

  it('hands the schema to the interpreter instead of compiling it, with the same verdicts', async () => {
    const compile = vi.spyOn(Ajv.prototype, 'compile');
    const properties = Object.fromEntries(Array.from({ length: AJV_PROPERTY_LIMIT + 1 }, (_, i) => [`f${i}`, { type: 'string', format: 'email' }]));
    const schema = { type: 'object', properties, required: ['f0'] };
    const validator = createAjvValidator();
    expect((await validator.validate(schema, { f0: 'a@b.co' })).valid).toBe(true);
    expect((await validator.validate(schema, { f0: 'nope' })).valid).toBe(false);
    expect((await validator.validate(schema, {})).valid).toBe(false);
    expect(compile).not.toHaveBeenCalled();
    // At the limit, ajv compiles as usual.
    const small = { type: 'object', properties: Object.fromEntries(Object.entries(properties).slice(0, AJV_PROPERTY_LIMIT)) };
    expect((await validator.validate(small, { f1: 'nope' })).valid).toBe(false);
    expect(compile).toHaveBeenCalledTimes(1);
  });
});
