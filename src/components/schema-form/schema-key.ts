/** A stable number per schema object, used as a React key (objects cannot be keys). */
const keys = new WeakMap<object, number>();
let next = 0;

export function schemaKey(schema: unknown): string {
  if (typeof schema !== 'object' || schema === null) return `v:${String(schema)}`;
  let key = keys.get(schema);
  if (key === undefined) keys.set(schema, (key = ++next));
  return `o:${key}`;
}
