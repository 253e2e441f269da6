/**
 * The part of a requestedSchema that checks one field: an object schema with that one
 * property (the server's own property schema, by reference) and `required` when the field
 * is. Re-checking the field a user is editing costs the same for 5 fields and for 5,000;
 * the whole schema, with any keyword that spans fields, is still checked on submit.
 * MCP requestedSchemas are flat objects of primitive properties (spec: Elicitation,
 * "Requested Schema"), so a property's schema is complete on its own; `$defs`,
 * `definitions`, `$schema` and `$id` are carried over so a `$ref` still resolves.
 */
const CARRIED = ['$schema', '$id', '$defs', 'definitions'] as const;

/**
 * `undefined` when the schema has no such own property (nothing to check beyond the draft).
 * `itemsChecked`: the draft checks already hold each item to the field's options (a
 * multi-select, schema/content.ts), so `items` is left out: re-checking 50,000 chosen
 * items against an enum of 50,000 on every blur took ~100 ms. Submit checks them all.
 */
export function fieldSchema(schema: unknown, key: string, required: boolean, itemsChecked = false): object | undefined {
  if (typeof schema !== 'object' || schema === null) return undefined;
  const properties = (schema as { properties?: unknown }).properties;
  if (typeof properties !== 'object' || properties === null || !Object.hasOwn(properties, key)) return undefined;
  let property: unknown = (properties as Record<string, unknown>)[key];
  if (itemsChecked && typeof property === 'object' && property !== null && Object.hasOwn(property, 'items')) {
    const { items: _items, ...rest } = property as Record<string, unknown>;
    property = rest;
  }
  // defineProperty: in a literal, a key such as "__proto__" would set the prototype instead.
  const one: Record<string, unknown> = { type: 'object', properties: Object.defineProperty({}, key, { value: property, enumerable: true, writable: true, configurable: true }) };
  if (required) one.required = [key];
  for (const name of CARRIED) if (Object.hasOwn(schema, name)) one[name] = (schema as Record<string, unknown>)[name];
  return one;
}
