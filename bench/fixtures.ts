/**
 * The schemas every benchmark uses, for both libraries: the SEP-1034 defaults schema, two
 * generated forms (50 and 200 fields, every MCP field kind in turn) and one enum of 2,000
 * options. `forRjsf` adds what @rjsf/core needs to show the same form: `uniqueItems` on
 * multi-selects (MCP has none; without it rjsf renders an editable array list) and the
 * checkbox widget, which is what SchemaForm shows for them.
 */
import type { RequestedSchema } from '../src/index';
import { sep1034Defaults } from '../test/fixtures/schemas';

type Property = RequestedSchema['properties'][string];

/** Field `i` of a generated form: kinds cycle so each form has every kind; field 0 is text. */
function generatedField(i: number): Property {
  const title = `Field ${i + 1}`;
  switch (i % 8) {
    case 0:
      return { type: 'string', title, description: `Free text number ${i + 1}.`, maxLength: 200 };
    case 1:
      return { type: 'string', title, format: 'email' };
    case 2:
      return { type: 'integer', title, minimum: 0, maximum: 1000, default: 1 };
    case 3:
      return { type: 'number', title, minimum: 0 };
    case 4:
      return { type: 'boolean', title, default: false };
    case 5:
      return { type: 'string', title, enum: ['small', 'medium', 'large'] };
    case 6:
      return { type: 'string', title, oneOf: [1, 2, 3, 4, 5, 6, 7].map((n) => ({ const: `o${n}`, title: `Option ${n}` })) };
    default:
      return { type: 'array', title, items: { type: 'string', enum: ['red', 'green', 'blue'] }, maxItems: 2 };
  }
}

/** A flat form of `count` fields; every third one required. */
export function generatedSchema(count: number): RequestedSchema {
  const properties: Record<string, Property> = {};
  const required: string[] = [];
  for (let i = 0; i < count; i += 1) {
    properties[`field${i + 1}`] = generatedField(i);
    if (i % 3 === 0) required.push(`field${i + 1}`);
  }
  return { type: 'object', properties, required };
}

/** One required single-select with 2,000 titled options. */
export const enum2000: RequestedSchema = {
  type: 'object',
  properties: {
    city: {
      type: 'string',
      title: 'City',
      oneOf: Array.from({ length: 2000 }, (_, i) => ({ const: `city-${i}`, title: `City number ${i}` })),
    },
  },
  required: ['city'],
};

export const benchSchemas = {
  'SEP-1034 defaults (5 fields)': sep1034Defaults as RequestedSchema,
  '50 generated fields': generatedSchema(50),
  '200 generated fields': generatedSchema(200),
  'enum, 2,000 options': enum2000,
} satisfies Record<string, RequestedSchema>;

export type BenchSchemaName = keyof typeof benchSchemas;

/** The same form for @rjsf/core: schema with `uniqueItems`, uiSchema with checkboxes. */
export function forRjsf(schema: RequestedSchema): { schema: Record<string, unknown>; uiSchema: Record<string, unknown> } {
  const properties: Record<string, unknown> = {};
  const uiSchema: Record<string, unknown> = {};
  for (const [key, property] of Object.entries(schema.properties)) {
    if (property.type === 'array') {
      properties[key] = { ...property, uniqueItems: true };
      uiSchema[key] = { 'ui:widget': 'checkboxes' };
    } else {
      properties[key] = property;
    }
  }
  return { schema: { ...schema, properties }, uiSchema };
}

/** A valid answer to `schema` (what a user submits), for the validation benchmark. */
export function validContent(schema: RequestedSchema): Record<string, string | number | boolean | string[]> {
  const content: Record<string, string | number | boolean | string[]> = {};
  for (const [key, property] of Object.entries(schema.properties)) {
    if (property.type === 'boolean') content[key] = true;
    else if (property.type === 'integer') content[key] = 7;
    else if (property.type === 'number') content[key] = 2.5;
    else if (property.type === 'array') content[key] = ['red'];
    else if ('enum' in property && property.enum) content[key] = property.enum[0]!;
    else if ('oneOf' in property && property.oneOf) content[key] = property.oneOf[0]!.const;
    else if ('format' in property && property.format === 'email') content[key] = 'ada@example.com';
    else content[key] = 'Ada Lovelace';
  }
  return content;
}
