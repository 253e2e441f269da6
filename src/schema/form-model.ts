/**
 * The form a request asks for, read once into ordered, typed fields, or the reasons it cannot be
 * shown. Never throws: a malformed server schema becomes a notice, not a crash in the host.
 * Everything that needs a request's fields reads this one model, cached per schema object.
 */
import { isRecord, normalizeField } from './normalize-field.js';
import { prepareSchema } from './own-checks.js';
import type { FieldDescriptor, FormModel, SchemaProblem } from './types.js';

const model = (fields: readonly FieldDescriptor[], problems: readonly SchemaProblem[]): FormModel => ({
  fields,
  problems,
  supported: !problems.some((p) => p.severity === 'error'),
  byKey: new Map(fields.map((field) => [field.key, field])),
  sensitiveKeys: new Set(fields.filter((field) => field.sensitive).map((field) => field.key)),
});

const unsupported = (problem: SchemaProblem): FormModel => model([], [problem]);

/** Read a form-mode `requestedSchema`: a flat object of primitive properties. Read once per schema object. */
export function formModel(schema: unknown): FormModel {
  if (!isRecord(schema)) return unsupported({ code: 'not-object', severity: 'error' });
  const cached = cache.get(schema);
  if (cached) return cached;
  let result: FormModel;
  try {
    result = normalizeObject(schema);
  } catch {
    // Exotic input (a throwing getter, a Proxy) is still just an unsupported schema.
    result = unsupported({ code: 'not-object', severity: 'error' });
  }
  cache.set(schema, result);
  return result;
}

/** @deprecated The old name of {@link formModel}. */
export const normalizeSchema = formModel;

const cache = new WeakMap<object, FormModel>();
const LONE_SURROGATE = /\p{Surrogate}/u;

function normalizeObject(schema: Record<string, unknown>): FormModel {
  if (schema.$ref !== undefined) return unsupported({ code: 'ref', severity: 'error' });
  if (schema.type !== undefined && schema.type !== 'object') return unsupported({ code: 'not-object', severity: 'error' });
  const properties = schema.properties ?? {};
  if (!isRecord(properties)) return unsupported({ code: 'not-object', severity: 'error' });

  const required = new Set(Array.isArray(schema.required) ? schema.required.filter((k) => typeof k === 'string') : []);
  const fields: FieldDescriptor[] = [];
  const problems: SchemaProblem[] = [];
  const skipped: SchemaProblem[] = [];
  // Own keys, through descriptors: `__proto__` or `constructor` is just another field name.
  for (const key of Object.keys(properties)) {
    // A lone surrogate cannot be encoded as a JSON Pointer (cfworker) or compiled (ajv).
    if (LONE_SURROGATE.test(key)) problems.push({ code: 'uncheckable', severity: 'error', key });
    const result = normalizeField(key, Object.getOwnPropertyDescriptor(properties, key)?.value, required.has(key));
    if (result.field) fields.push(result.field);
    if (!result.field && !required.has(key)) skipped.push(...result.problems);
    else problems.push(...result.problems);
  }
  // An optional field that cannot be drawn is left out of `content` (still valid) rather than
  // blocking the fields that can; a warning marks it skipped.
  problems.push(...(fields.length > 0 ? skipped.map((p) => ({ ...p, severity: 'warning' as const })) : skipped));
  for (const key of required) {
    if (!Object.hasOwn(properties, key)) problems.push({ code: 'required-unknown', severity: 'error', key });
  }
  // Rules only checkable at super-linear cost: not a form whose promised checks would be skipped.
  if (prepareSchema(schema).uncheckable) problems.push({ code: 'uncheckable', severity: 'error' });
  return model(fields, problems);
}
