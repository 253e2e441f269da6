/**
 * ajv never checks a property named `__proto__` (its code skips that key of `properties`,
 * a guard against prototype pollution), where @cfworker/json-schema checks it like any
 * other: a server's field `__proto__` with `maximum: -4` took 0 on ajv only. So the ajv
 * engine sees that field, in the schema, the answer and its issues, under a stand-in name.
 */
const PROTO = '__proto__';
const STAND_IN = '\u0000__proto__';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A copy of `object` with the key `from` renamed `to` (own keys only; no prototype is set). */
function renameKey(object: Record<string, unknown>, from: string, to: string): Record<string, unknown> {
  const copy: Record<string, unknown> = Object.create(null);
  for (const key of Object.keys(object)) copy[key === from ? to : key] = object[key];
  return copy;
}

/** The schema with a `__proto__` property under the stand-in name, or undefined when it has none. */
export function standInProto(schema: Record<string, unknown>): Record<string, unknown> | undefined {
  const { properties, required } = schema;
  if (!isRecord(properties) || !Object.hasOwn(properties, PROTO) || Object.hasOwn(properties, STAND_IN)) return undefined;
  return {
    ...schema,
    properties: renameKey(properties, PROTO, STAND_IN),
    ...(Array.isArray(required) && { required: required.map((key) => (key === PROTO ? STAND_IN : key)) }),
  };
}

/** The answer as the renamed schema expects it. */
export const answerWithStandIn = (data: unknown) => (isRecord(data) && Object.hasOwn(data, PROTO) ? renameKey(data, PROTO, STAND_IN) : data);

/** An issue path back in the answer's own names. */
export const pathWithoutStandIn = (path: string[]) => (path[0] === STAND_IN ? [PROTO, ...path.slice(1)] : path);
