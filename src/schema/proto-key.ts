/**
 * ajv never checks a property named `__proto__` (a pollution guard) where @cfworker does, so
 * the ajv engine sees that field under a stand-in name, in the schema, the answer and its issues.
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
