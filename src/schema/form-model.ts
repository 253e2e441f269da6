/**
 * The form a request asks for, read once into ordered, typed fields, or the reasons it cannot be
 * shown. Never throws: a malformed server schema becomes a notice, not a crash in the host.
 * Everything that needs a request's fields reads this one model, cached per schema object.
 */
import { isRecord, normalizeField } from './normalize-field.js';
import { prepareSchema } from './own-checks.js';
import type { FieldDescriptor, FormModel, SchemaProblem } from './types.js';

function model(fields: readonly FieldDescriptor[], problems: readonly SchemaProblem[]): FormModel {
  const byKey = new Map<string, FieldDescriptor>();
  const sensitiveKeys = new Set<string>();
  for (const field of fields) {
    byKey.set(field.key, field);
    if (field.sensitive) sensitiveKeys.add(field.key);
  }
  return { fields, problems, supported: !problems.some((p) => p.severity === 'error'), byKey, sensitiveKeys };
}

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

const cache = new WeakMap<object, FormModel>();
const LONE_SURROGATE = /\p{Surrogate}/u;

function normalizeObject(schema: Record<string, unknown>): FormModel {
  if (schema.$ref !== undefined) return unsupported({ code: 'ref', severity: 'error' });
  if (schema.type !== undefined && schema.type !== 'object') return unsupported({ code: 'not-object', severity: 'error' });
  const properties = schema.properties ?? {};
  if (!isRecord(properties)) return unsupported({ code: 'not-object', severity: 'error' });

  const required = new Set<string>();
  if (Array.isArray(schema.required)) for (const key of schema.required) if (typeof key === 'string') required.add(key);
  const fields: FieldDescriptor[] = [];
  const problems: SchemaProblem[] = [];
  let skipped: SchemaProblem[] | undefined;
  // Own keys, through descriptors: `__proto__` or `constructor` is just another field name.
  for (const key of Object.keys(properties)) {
    // A lone surrogate cannot be encoded as a JSON Pointer (cfworker) or compiled (ajv).
    if (LONE_SURROGATE.test(key)) problems.push({ code: 'uncheckable', severity: 'error', key });
    const isRequired = required.has(key);
    const field = normalizeField(key, Object.getOwnPropertyDescriptor(properties, key)?.value, isRequired, problems);
    if (typeof field === 'object') fields.push(field);
    else if (isRequired) problems.push({ code: field, severity: 'error', key });
    else (skipped ??= []).push({ code: field, severity: 'error', key });
  }
  // An optional field that cannot be drawn is left out of `content` (still valid) rather than
  // blocking the fields that can; a warning marks it skipped.
  if (skipped) for (const problem of skipped) problems.push(fields.length > 0 ? { ...problem, severity: 'warning' } : problem);
  for (const key of required) {
    if (!Object.hasOwn(properties, key)) problems.push({ code: 'required-unknown', severity: 'error', key });
  }
  // Rules only checkable at super-linear cost: not a form whose promised checks would be skipped.
  if (prepareSchema(schema).uncheckable) problems.push({ code: 'uncheckable', severity: 'error' });
  return model(fields, problems);
}
