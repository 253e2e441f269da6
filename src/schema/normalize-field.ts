/** One property of `requestedSchema` ⇒ a field descriptor (MCP 2026-07-28 primitive schemas); anything else a problem, never a throw. */
import type { ElicitContentValue } from '../elicitation/types.js';
import { clipLabel } from '../text/clip.js';
import { allDistinct, optionValues } from './option-set.js';
import { looksSecret } from './secrets.js';
import { unwrapNullable } from './nullable.js';
import { LABEL_MAX_LENGTH, LIST_ENTRY_LIMIT } from '../text/limits.js';
import type { FieldConstraints, FieldDescriptor, FieldOption, PlainFieldDescriptor, SchemaProblem, SchemaProblemCode, SelectKind, StringListFieldDescriptor } from './types.js';

type Raw = Record<string, unknown>;

export function isRecord(value: unknown): value is Raw {
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

/** One frozen shape per plain kind: a field without options needs no object of its own here. */
const PLAIN_SHAPES = Object.freeze(
  Object.fromEntries((['text', 'email', 'uri', 'date', 'date-time', 'number', 'integer', 'boolean'] as const).map((kind) => [kind, Object.freeze({ kind })])),
) as Readonly<Record<PlainFieldDescriptor['kind'], Shape>>;

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
      return PLAIN_SHAPES[typeof format === 'string' && Object.hasOwn(STRING_KINDS, format) ? STRING_KINDS[format]! : 'text'];
    }
    case 'number':
    case 'integer':
    case 'boolean':
      return PLAIN_SHAPES[type as 'number' | 'integer' | 'boolean'];
    default:
      return { problem: 'unknown-type' };
  }
}

/** The default if it fits the field, `null` if it does not, `undefined` if there is none. */
function checkDefault(kind: FieldDescriptor['kind'], value: unknown, options?: FieldOption[]): ElicitContentValue | null | undefined {
  if (value === undefined || value === null) return undefined;
  switch (kind) {
    case 'boolean':
      return typeof value === 'boolean' ? value : null;
    case 'number':
    case 'integer':
      return typeof value === 'number' && Number.isFinite(value) && (kind === 'number' || Number.isInteger(value))
        ? value
        : null;
    case 'single-select':
      // One value: a scan, no Set of the options for one look-up.
      return typeof value === 'string' && options!.some((option) => option.value === value) ? value : null;
    case 'multi-select': {
      if (!isStringArray(value)) return null;
      const known = optionValues(options);
      return value.every((v) => known.has(v)) ? value : null;
    }
    case 'string-list':
      return isStringArray(value) ? value : null;
    default:
      return typeof value === 'string' ? value : null;
  }
}

const LENGTHS = ['minLength', 'maxLength'] as const;
const BOUNDS = ['minimum', 'maximum', 'minItems', 'maxItems'] as const;

function constraintsOf(raw: Raw, list: boolean): FieldConstraints {
  const out: FieldConstraints = {};
  // A free-text list's length bounds are its entries' (an array has no minLength of its own).
  const items = list && isRecord(raw.items) ? raw.items : raw;
  for (const name of LENGTHS) {
    const value = items[name];
    if (typeof value === 'number' && Number.isFinite(value)) out[name] = value;
  }
  for (const name of BOUNDS) {
    const value = raw[name];
    if (typeof value === 'number' && Number.isFinite(value)) out[name] = value;
  }
  return out;
}

/**
 * Normalise one property: its field, or the code of the error that keeps it from being drawn.
 * Warnings (the field stays usable) are added to `warnings`, with the key.
 */
export function normalizeField(key: string, input: unknown, required: boolean, warnings: SchemaProblem[]): FieldDescriptor | SchemaProblemCode {
  if (!isRecord(input)) return 'invalid-property';
  const raw = input.anyOf === undefined && input.oneOf === undefined && !Array.isArray(input.type) ? input : unwrapNullable(input);
  const shape = shapeOf(raw);
  if ('problem' in shape) return shape.problem;

  let fallback = checkDefault(shape.kind, raw.default, shape.options);
  if (fallback === null) {
    warnings.push({ code: shape.options ? 'default-not-in-options' : 'default-wrong-type', severity: 'warning', key });
  } else if (Array.isArray(fallback) && shape.kind === 'string-list' && fallback.length > LIST_ENTRY_LIMIT) {
    // Drawing it would cost an input per entry; sending it unseen would answer for the user.
    warnings.push({ code: 'default-too-long', severity: 'warning', key });
    fallback = null;
  }
  const description = typeof raw.description === 'string' ? raw.description : undefined;
  const title = nonBlank(raw.title);
  // One object per field; its key order is part of the model (snapshots and JSON show it).
  const field = {
    key,
    label: clipLabel(title ?? (key.trim() === '' ? JSON.stringify(key) : key)),
    required,
    constraints: constraintsOf(raw, shape.kind === 'string-list'),
    sensitive: looksSecret(key, title, description, raw.format),
    kind: shape.kind,
  } as FieldDescriptor;
  if (shape.options) field.options = shape.options;
  else if (shape.kind === 'string-list') (field as StringListFieldDescriptor).entry = shape.entry;
  if (description !== undefined) field.description = description;
  if (fallback !== null && fallback !== undefined) field.default = fallback;
  return field;
}
