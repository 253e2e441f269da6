/**
 * Properties of the shared formats (src/schema/formats.ts) on generated text: each accepts
 * only what the server-side checks all accept, refuses no URI they all accept, and the two
 * engines answer every generated form alike.
 */
// Seeded: every fc.assert here takes `property(…)` (test/fixtures/property.ts), which sets
// `seed: FUZZ_SEED`, fixed unless FUZZ_SEED is given; a failure prints the seed to replay it.
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { format as cfworkerFormats } from '@cfworker/json-schema';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createAjvValidator, createEvalFreeValidator, formModel } from '../../src/core';
import { readDraft } from '../../src/schema/content';
import { isDate, isDateTime, isEmail, isUri } from '../../src/schema/formats';
import { ZOD_EMAIL } from '../fixtures/format-cases';
import { fuzzTimeout, property } from '../fixtures/property';
import { schemaAndDraft } from '../fixtures/schema-arbitraries';

const ajv = new Ajv({ strict: false });
addFormats(ajv);
const ajvFormat = (format: string) => {
  const check = ajv.compile({ type: 'string', format });
  return (text: string) => check(text) === true;
};
const ajvChecks = { email: ajvFormat('email'), uri: ajvFormat('uri'), date: ajvFormat('date'), dateTime: ajvFormat('date-time') };
const cfworker = { ...cfworkerFormats };
const parses = (text: string) => URL.canParse(text);
const engines = [createAjvValidator(), createEvalFreeValidator()];

/** Text near the edge of each format: generated valid values, with a character put in or taken out. */
const nearly = (valid: fc.Arbitrary<string>, chars: string) =>
  fc.oneof(
    valid,
    fc.tuple(valid, fc.nat(), fc.constantFrom(...chars)).map(([text, i, c]) => text.slice(0, i % (text.length + 1)) + c + text.slice(i % (text.length + 1))),
    fc.tuple(valid, fc.nat()).map(([text, i]) => text.slice(0, i % (text.length + 1)) + text.slice((i % (text.length + 1)) + 1)),
    fc.string({ unit: fc.constantFrom(...chars), maxLength: 16 }),
  );

const emails = nearly(fc.oneof(fc.emailAddress(), fc.constantFrom('a@b', '#@00', 'a@b.co', "o'b@x.ie")), "a0.@-_'+#!Z ü");
const uris = nearly(fc.oneof(fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.constantFrom('https://[::1]:80/', 'mailto:a@b', 'urn:x:y')), 'a:/?#[]@%1 .-');
const isoDate = fc.date({ min: new Date('0001-01-01'), max: new Date('9999-12-31'), noInvalidDate: true }).map((d) => d.toISOString());
const dates = nearly(isoDate.map((s) => s.slice(0, 10)), '0123-9');
const dateTimes = nearly(isoDate.map((s) => s.replace('.000', '')), '0129-:+TZ.');

describe('formats (property)', () => {
  it('an email is one ajv-formats, @cfworker/json-schema and zod all accept', () => {
    fc.assert(fc.property(emails, (text) => !isEmail(text) || (ajvChecks.email(text) && cfworker.email!(text) && ZOD_EMAIL.test(text))), property(2_000));
  }, fuzzTimeout(2_000, 2));

  it('a URI is one ajv-formats, @cfworker/json-schema and the WHATWG parser accept, and each they all accept is one', () => {
    fc.assert(
      fc.property(uris, (text) => {
        const theirs = ajvChecks.uri(text) && cfworker.uri!(text) && parses(text);
        // `https:/[::1]/` is RFC 3986's path-absolute, where `[` has no place; the others
        // read an authority after the one slash. Refusing it refuses nothing a user types.
        const oneSlash = /^[a-z][a-z0-9+.-]*:\/(?!\/)/i.test(text);
        return isUri(text) ? theirs : !theirs || oneSlash;
      }),
      property(2_000),
    );
  }, fuzzTimeout(2_000, 2));

  it('a date is exactly what ajv-formats accepts, less year 0', () => {
    fc.assert(fc.property(dates, (text) => isDate(text) === (ajvChecks.date(text) && !text.startsWith('0000'))), property(2_000));
  }, fuzzTimeout(2_000, 2));

  it('a date-time is one ajv-formats and @cfworker/json-schema accept', () => {
    fc.assert(fc.property(dateTimes, (text) => !isDateTime(text) || (ajvChecks.dateTime(text) && cfworker['date-time']!(text))), property(2_000));
  }, fuzzTimeout(2_000, 2));

  it('both engines answer every generated value of each format alike', async () => {
    const formats = ['email', 'uri', 'date', 'date-time'] as const;
    const schemas = formats.map((format) => ({ type: 'object', properties: { v: { type: 'string', format } } }));
    const values = fc.oneof(...[emails, uris, dates, dateTimes].map((texts, i) => fc.tuple(fc.constant(i), texts)));
    await fc.assert(
      fc.asyncProperty(values, async ([i, v]) => {
        const [a, b] = await Promise.all(engines.map(async (engine) => engine.validate(schemas[i]!, { v })));
        expect(b!.valid, `${formats[i]} ${JSON.stringify(v)}`).toBe(a!.valid);
      }),
      property(1_000),
    );
  }, fuzzTimeout(1_000, 20));

  it('both engines answer every generated form alike', async () => {
    await fc.assert(
      fc.asyncProperty(schemaAndDraft, async ({ schema, draft }) => {
        const { content } = readDraft(formModel(schema).fields, draft);
        const [a, b] = await Promise.all(engines.map(async (engine) => engine.validate(schema, content)));
        expect(b!.valid, JSON.stringify(content)).toBe(a!.valid);
      }),
      property(400),
    );
  }, fuzzTimeout(400, 50));
});
