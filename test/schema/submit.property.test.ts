// Seeded: every fc.assert here takes `property(…)` (test/fixtures/property.ts), which sets
// `seed: FUZZ_SEED`, fixed unless FUZZ_SEED is given; a failure prints the seed to replay it.
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createAjvValidator, createEvalFreeValidator, formModel, type FormDraft, type SchemaValidator } from '../../src/core';
import { readDraft } from '../../src/schema/content';
import { issuesToFieldErrors } from '../../src/schema/validator';
import { fuzzTimeout, property } from '../fixtures/property';
import { requestedSchema, schemaAndDraft } from '../fixtures/schema-arbitraries';

// An independent ajv, set up by the test and not by the library.
const reference = new Ajv({ strict: false, allErrors: true });
addFormats(reference);
const nullProto = (_key: string, value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value) ? Object.assign(Object.create(null), value) : value;
const referenceValid = (schema: object, data: unknown) => reference.validate(schema, data);

/** The resolver's pipeline, without React: read the draft, then validate the content. */
async function accepted(validator: SchemaValidator, schema: object, draft: FormDraft) {
  const { fields } = formModel(schema);
  const { content, errors } = readDraft(fields, draft);
  const result = await validator.validate(schema, content);
  const mapped = issuesToFieldErrors(fields, result.issues);
  const ok = Object.keys(errors).length === 0 && Object.keys(mapped.errors).length === 0 && result.valid;
  return ok ? content : undefined;
}

describe.each([
  ['ajv', createAjvValidator()],
  ['eval-free', createEvalFreeValidator()],
])('with the %s validator', (_name, validator) => {
  it('every generated schema is supported', () => {
    fc.assert(fc.property(requestedSchema, (schema) => formModel(schema).supported), property());
  });

  it('every content that would reach onSubmit validates against its schema', async () => {
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(schemaAndDraft, async ({ schema, draft }) => {
        const content = await accepted(validator, schema, draft);
        if (content === undefined) return true;
        sent++;
        // Sent over the wire as JSON: validate what the server would parse, into
        // null-prototype objects (ajv reads an absent "toString" key as the inherited method).
        return referenceValid(schema, JSON.parse(JSON.stringify(content), nullProto));
      }),
      property(400),
    );
    // Not vacuous: a good share of the generated answers were accepted.
    expect(sent).toBeGreaterThan(40);
  }, fuzzTimeout(400, 100));
});
