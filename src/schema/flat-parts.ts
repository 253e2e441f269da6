/**
 * A large flat form schema, split so that an engine checks it in parts. An engine checks a
 * whole object in one call: 10,000 boolean properties held the main thread ~25–45 ms on a
 * quiet machine and 3–5× that on a busy one, in one task (BENCHMARKS.md, hostile requests).
 * For `{ type: "object", properties, required }` and nothing else at the root, an answer is
 * valid exactly when each property present matches its own schema and each required key is
 * present, so checking the properties in groups (each group with the `required` keys among
 * its properties) gives the same verdict and the same issues, and the caller can yield to
 * the browser between groups (guarded-core.ts).
 */
import { isJsonObject as isObject } from '../elicitation/json.js';

/** Properties per part: a part is checked in ~1–3 ms on a quiet machine. */
export const PART_PROPERTIES = 500;

/** Root keywords that do not tie properties together (annotations, and the three split here). */
const FLAT_ROOT = new Set(['type', 'properties', 'required', 'title', 'description', '$comment']);

/** Keywords that resolve against the schema's root or a base URI: a part would resolve them differently. */
const RESOLVING = /"\$(?:ref|dynamicRef|recursiveRef|id|anchor|dynamicAnchor|recursiveAnchor)"/;

/**
 * The parts of `schema` (the engines' prepared copy), or `undefined` when it is small or not
 * flat: then it is checked whole, as before.
 */
export function flatParts(schema: Record<string, unknown>): Record<string, unknown>[] | undefined {
  const { properties, required } = schema;
  if (schema.type !== 'object' || !isObject(properties)) return undefined;
  const keys = Object.keys(properties);
  if (keys.length <= PART_PROPERTIES) return undefined;
  if (Object.keys(schema).some((keyword) => !FLAT_ROOT.has(keyword))) return undefined;
  if (required !== undefined && !(Array.isArray(required) && required.every((key) => typeof key === 'string'))) return undefined;
  if (RESOLVING.test(JSON.stringify(properties))) return undefined;
  const requiredKeys = new Set<string>(required);
  const parts: Record<string, unknown>[] = [];
  for (let start = 0; start < keys.length; start += PART_PROPERTIES) {
    const own: Record<string, unknown> = Object.create(null);
    const needed: string[] = [];
    for (const key of keys.slice(start, start + PART_PROPERTIES)) {
      own[key] = properties[key];
      if (requiredKeys.delete(key)) needed.push(key);
    }
    parts.push({ type: 'object', properties: own, ...(needed.length > 0 && { required: needed }) });
  }
  // Required keys with no schema of their own: still required.
  if (requiredKeys.size > 0) parts.push({ type: 'object', required: [...requiredKeys] });
  return parts;
}
