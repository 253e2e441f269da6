/**
 * One definition of each format (src/schema/formats.ts), run by both engines: a corpus of
 * valid and invalid values that both answer alike, and what each "valid" one is also
 * accepted by the checks servers run (ajv-formats, @cfworker/json-schema, zod's pattern).
 */
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { format as cfworkerFormats } from '@cfworker/json-schema';
import { describe, expect, it } from 'vitest';
import { createAjvValidator, createEvalFreeValidator } from '../../src/core';
import { FORMATS } from '../../src/schema/formats';
import { FORMAT_CASES, ZOD_EMAIL } from '../fixtures/format-cases';

const engines = [
  ['ajv', createAjvValidator()],
  ['eval-free', createEvalFreeValidator()],
] as const;

const ajvFormats = new Ajv({ strict: false });
addFormats(ajvFormats);
// cfworker's own table, as a Worker running the MCP SDK has it (formats.ts adds ours beside it).
const cfworker = { ...cfworkerFormats };

const rows = FORMAT_CASES.flatMap(({ format, valid, invalid }) => [
  ...valid.map((value) => [format, value, true] as const),
  ...invalid.map((value) => [format, value, false] as const),
]);

describe('formats: one definition for both engines', () => {
  it.each(rows)('%s %j is valid: %s', async (format, value, expected) => {
    expect(FORMATS[format](value)).toBe(expected);
    const schema = { type: 'object', properties: { v: { type: 'string', format } } };
    for (const [name, validator] of engines) {
      const result = await validator.validate(schema, { v: value });
      expect(result.valid, name).toBe(expected);
      if (!expected) expect(result.issues, name).toContainEqual({ path: ['v'], keyword: 'format' });
    }
  });

  it.each(rows.filter(([, , valid]) => valid))('%s %j is accepted by the servers’ own checks too', (format, value) => {
    expect(ajvFormats.validate({ type: 'string', format }, value), 'ajv-formats').toBe(true);
    expect(cfworker[format]!(value), '@cfworker/json-schema').toBe(true);
    if (format === 'email') expect(ZOD_EMAIL.test(value), 'zod').toBe(true);
    if (format === 'uri') expect(() => new URL(value), 'WHATWG URL').not.toThrow();
  });

  it('the values the property test found: "#@00" and "a@b" are no email in either engine', async () => {
    const schema = { type: 'object', properties: { email: { type: 'string', format: 'email' } } };
    for (const [name, validator] of engines) {
      for (const email of ['#@00', 'a@b']) expect((await validator.validate(schema, { email })).valid, `${name} ${email}`).toBe(false);
    }
  });

  it('a format nested in a branch is checked by the same definition; the engines’ private names are out of reach', async () => {
    const nested = { type: 'object', properties: { v: { anyOf: [{ type: 'string', format: 'email' }, { type: 'null' }] } } };
    const privateName = { type: 'object', properties: { v: { type: 'string', format: 'mcpe:email' } } };
    for (const [name, validator] of engines) {
      expect((await validator.validate(nested, { v: 'a@b' })).valid, name).toBe(false);
      expect((await validator.validate(nested, { v: 'a@b.co' })).valid, name).toBe(true);
      // An unknown format is ignored, as before: a server cannot borrow ours under another name.
      expect((await validator.validate(privateName, { v: 'a@b' })).valid, name).toBe(true);
    }
  });
});
