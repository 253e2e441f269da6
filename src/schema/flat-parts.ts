/**
 * A large flat form schema split so an engine checks it in parts, yielding in between (10,000
 * properties held the main thread 25–45 ms in one call). For a root of only `type`,
 * `properties` and `required`, checking the properties in groups, each with its own required
 * keys, gives the same verdict and issues.
 */
import { isJsonObject as isObject } from '../elicitation/json.js';

/** Properties per part: a part is checked in ~1–3 ms on a quiet machine. */
export const PART_PROPERTIES = 500;

/** Root keywords that do not tie properties together (annotations, and the three split here). */
const FLAT_ROOT = new Set(['type', 'properties', 'required', 'title', 'description', '$comment']);

/** Keywords that resolve against the schema's root or a base URI: a part would resolve them differently. */
const RESOLVING = /"\$(?:ref|dynamicRef|recursiveRef|id|anchor|dynamicAnchor|recursiveAnchor)"/;

/** The parts of `schema` (the engines' prepared copy), or `undefined` when it is small or not flat. */
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
