/**
 * The form model read the plain way (each step its own object, a Set for every default):
 * the definition form-model.property.test.ts holds src/schema/form-model.ts and
 * normalize-field.ts to. Test-only; uncached, so every call reads the schema afresh.
 */
import type { ElicitContentValue } from '../../src/elicitation/types';
import { clipText } from '../../src/text/clip';
import { allDistinct, optionValues } from '../../src/schema/option-set';
import { looksSecret } from '../../src/schema/secrets';
import { unwrapNullable } from '../../src/schema/nullable';
import { prepareSchema } from '../../src/schema/own-checks';
import { LABEL_MAX_LENGTH, LIST_ENTRY_LIMIT } from '../../src/text/limits';
import type { FieldConstraints, FieldDescriptor, FieldOption, FormModel, PlainFieldDescriptor, SchemaProblem, SchemaProblemCode, SelectKind, StringListFieldDescriptor } from '../../src/schema/types';

function clipLabel(text: string, max = LABEL_MAX_LENGTH): string {
  const clipped = clipText(text, max);
  return clipped.clipped ? `${clipped.text}…` : text;
}
type Raw = Record<string, unknown>;

function isRecord(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const nonBlank = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** A label for display: clipped only when longer than the limit (no work for the usual short one). */
const optionLabel = (text: string) => (text.length > LABEL_MAX_LENGTH ? clipLabel(text) : text);

/**
 * The options of one select. A repeated value is one choice with its first label: identical
 * radios could not be told apart, and React needs unique keys. Values are kept whole (they
 * are sent); 100,000 options are read as the form mounts, so distinct values are found by sorting, without a Set.
 */
function optionList(values: readonly (string | undefined)[], labelAt: (index: number, value: string) => string): FieldOption[] {
  const seen = allDistinct(values as readonly string[]) ? undefined : new Set<string>();
  const options: FieldOption[] = [];
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    // A hole of a sparse array (a host-built schema) is no option, as `every` skips it.
    if (value === undefined) continue;
    if (seen) {
      const before = seen.size;
      if (seen.add(value).size === before) continue;
    }
    options.push({ value, label: optionLabel(labelAt(i, value)) });
  }
  return options;
}

/** `[{ const, title }]` ⇒ options; `undefined` when any entry is malformed. */
function titledOptions(list: unknown): FieldOption[] | undefined {
  if (!Array.isArray(list)) return undefined;
  const consts: string[] = [];
  const titles: unknown[] = [];
  for (let i = 0; i < list.length; i++) {
    const entry: unknown = list[i];
    if (!isRecord(entry) || typeof entry.const !== 'string') return undefined;
    consts.push(entry.const);
    titles.push(entry.title);
  }
  return optionList(consts, (i, value) => nonBlank(titles[i]) ?? value);
}

function enumOptions(values: unknown, names: unknown): FieldOption[] | undefined {
  if (!isStringArray(values)) return undefined;
  // Legacy enumNames are display labels parallel to enum; ignored unless they line up.
  const labels = isStringArray(names) && names.length === values.length ? names : undefined;
  return optionList(values, labels ? (i, value) => nonBlank(labels[i]) ?? value : (_i, value) => value);
}

const STRING_KINDS: Record<string, PlainFieldDescriptor['kind']> = { email: 'email', uri: 'uri', date: 'date', 'date-time': 'date-time' };

type Shape =
  | { kind: PlainFieldDescriptor['kind']; options?: undefined }
  | { kind: SelectKind; options: FieldOption[] }
  | { kind: 'string-list'; options?: undefined; entry: StringListFieldDescriptor['entry'] }
  | { problem: SchemaProblemCode };

const ENTRY_KINDS: Record<string, StringListFieldDescriptor['entry']> = { email: 'email', uri: 'uri', date: 'date' };

/** `items: {type: "string"}` without choices: pydantic's `list[str]`; one that needs more entries than a list holds cannot be answered. */
function stringListShape(raw: Raw, items: Raw): Shape {
  const min = raw.minItems;
  if (typeof min === 'number' && min > LIST_ENTRY_LIMIT) return { problem: 'unsupported-array' };
  // date-time entries are typed as text: the validator checks them against the server's schema.
  const format = items.format;
  return { kind: 'string-list', entry: typeof format === 'string' && Object.hasOwn(ENTRY_KINDS, format) ? ENTRY_KINDS[format]! : 'text' };
}

function shapeOf(raw: Raw): Shape {
  if (raw.$ref !== undefined) return { problem: 'ref' };
  // Only the enum forms of oneOf are part of the subset (titled single-select).
  const oneOfEnum = raw.oneOf === undefined || raw.type === undefined || raw.type === 'string';
  if (raw.allOf !== undefined || raw.anyOf !== undefined || !oneOfEnum) return { problem: 'composition' };
  const type = raw.type ?? (raw.enum !== undefined || raw.oneOf !== undefined ? 'string' : undefined);
  switch (type) {
    case 'object':
      return { problem: 'nested-object' };
    case 'array': {
      const items = raw.items;
      if (!isRecord(items)) return { problem: 'unsupported-array' };
      if (items.type === 'object' || items.properties !== undefined) return { problem: 'array-of-objects' };
      if (items.$ref !== undefined) return { problem: 'ref' };
      // Titled multi-select uses items.anyOf; SEP-1330's TS block said items.oneOf: accept both.
      const titled = items.anyOf ?? items.oneOf;
      if (titled === undefined && items.enum === undefined && items.type === 'string') return stringListShape(raw, items);
      const options = titled !== undefined ? titledOptions(titled) : enumOptions(items.enum, undefined);
      if (titled === undefined && items.enum === undefined) return { problem: 'unsupported-array' };
      return options?.length ? { kind: 'multi-select', options } : { problem: 'invalid-options' };
    }
    case 'string': {
      if (raw.oneOf !== undefined || raw.enum !== undefined) {
        const options = raw.oneOf !== undefined ? titledOptions(raw.oneOf) : enumOptions(raw.enum, raw.enumNames);
        return options?.length ? { kind: 'single-select', options } : { problem: 'invalid-options' };
      }
      // Own keys only: `format: "constructor"` is an unknown format, not Object's constructor.
      const format = raw.format;
      return { kind: typeof format === 'string' && Object.hasOwn(STRING_KINDS, format) ? STRING_KINDS[format]! : 'text' };
    }
    case 'number':
    case 'integer':
    case 'boolean':
      return { kind: type as 'number' | 'integer' | 'boolean' };
    default:
      return { problem: 'unknown-type' };
  }
}

/** The default if it fits the field, `null` if it does not, `undefined` if there is none. */
function checkDefault(kind: FieldDescriptor['kind'], value: unknown, options?: FieldOption[]): ElicitContentValue | null | undefined {
  if (value === undefined || value === null) return undefined;
  const known = optionValues(options);
  const allowed = (v: unknown) => typeof v === 'string' && known.has(v);
  switch (kind) {
    case 'boolean':
      return typeof value === 'boolean' ? value : null;
    case 'number':
    case 'integer':
      return typeof value === 'number' && Number.isFinite(value) && (kind === 'number' || Number.isInteger(value))
        ? value
        : null;
    case 'single-select':
      return allowed(value) ? (value as string) : null;
    case 'multi-select':
      return isStringArray(value) && value.every(allowed) ? value : null;
    case 'string-list':
      return isStringArray(value) ? value : null;
    default:
      return typeof value === 'string' ? value : null;
  }
}

function constraintsOf(raw: Raw, list: boolean): FieldConstraints {
  const out: FieldConstraints = {};
  // A free-text list's length bounds are its entries' (an array has no minLength of its own).
  const items = list && isRecord(raw.items) ? raw.items : raw;
  for (const name of ['minLength', 'maxLength', 'minimum', 'maximum', 'minItems', 'maxItems'] as const) {
    const value = (name === 'minLength' || name === 'maxLength' ? items : raw)[name];
    if (typeof value === 'number' && Number.isFinite(value)) out[name] = value;
  }
  return out;
}

/** Normalise one property. Problems carry the key; warnings leave the field usable. */
function normalizeField(
  key: string,
  input: unknown,
  required: boolean,
): { field?: FieldDescriptor; problems: SchemaProblem[] } {
  if (!isRecord(input)) return { problems: [{ code: 'invalid-property', severity: 'error', key }] };
  const raw = unwrapNullable(input);
  const shape = shapeOf(raw);
  if ('problem' in shape) return { problems: [{ code: shape.problem, severity: 'error', key }] };

  const problems: SchemaProblem[] = [];
  let fallback = checkDefault(shape.kind, raw.default, shape.options);
  if (fallback === null) {
    const code = shape.options ? 'default-not-in-options' : 'default-wrong-type';
    problems.push({ code, severity: 'warning', key });
  } else if (Array.isArray(fallback) && shape.kind === 'string-list' && fallback.length > LIST_ENTRY_LIMIT) {
    // Drawing it would cost an input per entry; sending it unseen would answer for the user.
    problems.push({ code: 'default-too-long', severity: 'warning', key });
    fallback = null;
  }
  const description = typeof raw.description === 'string' ? raw.description : undefined;
  const title = nonBlank(raw.title);
  const base = {
    key,
    label: clipLabel(title ?? (key.trim() === '' ? JSON.stringify(key) : key)),
    required,
    constraints: constraintsOf(raw, shape.kind === 'string-list'),
    sensitive: looksSecret(key, title, description, raw.format),
  };
  const field: FieldDescriptor = shape.options
    ? { ...base, kind: shape.kind, options: shape.options }
    : shape.kind === 'string-list'
      ? { ...base, kind: shape.kind, entry: shape.entry }
      : { ...base, kind: shape.kind };
  if (description !== undefined) field.description = description;
  if (fallback !== null && fallback !== undefined) field.default = fallback;
  return { field, problems };
}
const model = (fields: readonly FieldDescriptor[], problems: readonly SchemaProblem[]): FormModel => ({
  fields,
  problems,
  supported: !problems.some((p) => p.severity === 'error'),
  byKey: new Map(fields.map((field) => [field.key, field])),
  sensitiveKeys: new Set(fields.filter((field) => field.sensitive).map((field) => field.key)),
});

const unsupported = (problem: SchemaProblem): FormModel => model([], [problem]);

export function referenceFormModel(schema: unknown): FormModel {
  if (!isRecord(schema)) return unsupported({ code: 'not-object', severity: 'error' });
  try {
    return normalizeObject(schema);
  } catch {
    return unsupported({ code: 'not-object', severity: 'error' });
  }
}

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
