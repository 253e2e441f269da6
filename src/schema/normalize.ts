/**
 * `requestedSchema` (untrusted server input) ⇒ ordered field descriptors, or the list of
 * reasons it cannot be shown. Never throws: a malformed server schema becomes a notice, not a crash in the host.
 */
import { isRecord, normalizeField } from './normalize-field.js';
import { prepareSchema } from './own-checks.js';
import type { FieldDescriptor, NormalizedSchema, SchemaProblem } from './types.js';

const unsupported = (problem: SchemaProblem): NormalizedSchema => ({
  fields: [],
  problems: [problem],
  supported: false,
});

/**
 * Read a form-mode `requestedSchema`: a flat object of primitive properties
 * (MCP 2026-07-28, client/elicitation §Requested schema). Results are cached per schema object.
 */
export function normalizeSchema(schema: unknown): NormalizedSchema {
  if (!isRecord(schema)) return unsupported({ code: 'not-object', severity: 'error' });
  const cached = cache.get(schema);
  if (cached) return cached;
  let result: NormalizedSchema;
  try {
    result = normalizeObject(schema);
  } catch {
    // Exotic input (a throwing getter, a Proxy) is still just an unsupported schema.
    result = unsupported({ code: 'not-object', severity: 'error' });
  }
  cache.set(schema, result);
  return result;
}

const cache = new WeakMap<object, NormalizedSchema>();
const LONE_SURROGATE = /\p{Surrogate}/u;

function normalizeObject(schema: Record<string, unknown>): NormalizedSchema {
  if (schema.$ref !== undefined) return unsupported({ code: 'ref', severity: 'error' });
  if (schema.type !== undefined && schema.type !== 'object') return unsupported({ code: 'not-object', severity: 'error' });
  const properties = schema.properties ?? {};
  if (!isRecord(properties)) return unsupported({ code: 'not-object', severity: 'error' });

  const required = new Set(Array.isArray(schema.required) ? schema.required.filter((k) => typeof k === 'string') : []);
  const fields: FieldDescriptor[] = [];
  const problems: SchemaProblem[] = [];
  const skipped: SchemaProblem[] = [];
  // Own keys only, read through descriptors: a `__proto__` or `constructor` property is
  // just another field name here.
  for (const key of Object.keys(properties)) {
    // A lone surrogate cannot be encoded as a JSON Pointer (cfworker) or compiled (ajv).
    if (LONE_SURROGATE.test(key)) problems.push({ code: 'uncheckable', severity: 'error', key });
    const result = normalizeField(key, Object.getOwnPropertyDescriptor(properties, key)?.value, required.has(key));
    if (result.field) fields.push(result.field);
    if (!result.field && !required.has(key)) skipped.push(...result.problems);
    else problems.push(...result.problems);
  }
  // An optional field that cannot be drawn is left out of `content` (still valid against
  // the server's schema) rather than blocking the fields that can; a warning without a
  // field marks it as skipped. With nothing left to draw, the request stays unanswerable.
  problems.push(...(fields.length > 0 ? skipped.map((p) => ({ ...p, severity: 'warning' as const })) : skipped));
  for (const key of required) {
    if (!Object.hasOwn(properties, key)) problems.push({ code: 'required-unknown', severity: 'error', key });
  }
  // Rules the validators could only run with super-linear cost (own-checks.ts): not shown
  // as a form whose promised checks would be skipped.
  if (prepareSchema(schema).uncheckable) problems.push({ code: 'uncheckable', severity: 'error' });
  return { fields, problems, supported: !problems.some((p) => p.severity === 'error') };
}
