/**
 * The part of a requestedSchema that checks one field, so re-checking the field being edited
 * costs the same for 5 fields and 5,000; the whole schema is still checked on submit. A flat
 * property schema is complete on its own; `$defs`, `$schema` and `$id` go along so a `$ref` resolves.
 */
const CARRIED = ['$schema', '$id', '$defs', 'definitions'] as const;

/** `itemsChecked`: the draft already holds a multi-select's items to its options, so `items` is left out (50,000 items per blur took ~100 ms). */
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
