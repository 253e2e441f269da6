/** The model SchemaForm renders: what `formModel` makes of a server's `requestedSchema`. Plain data. */
import type { ElicitContentValue } from '../elicitation/types.js';

/** How a field is edited. Derived from `type`, `format` and the enum shape. */
export type FieldKind =
  | 'text'
  | 'email'
  | 'uri'
  | 'date'
  | 'date-time'
  | 'number'
  | 'integer'
  | 'boolean'
  | 'single-select'
  | 'multi-select'
  /** Free-text entries (`type: "array"`, `items: {type: "string"}` without choices). */
  | 'string-list';

/** One choice of a select: `value` is sent, `label` is shown (SEP-1330). */
export interface FieldOption {
  value: string;
  label: string;
}

/** Bounds copied from the schema; only those that are finite numbers are kept. */
export interface FieldConstraints {
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}

/** What every field has, whatever its kind. */
export interface FieldBase {
  /** The property name, sent as the key of `content`. */
  key: string;
  /** `title` when it is a non-blank string, otherwise the key. */
  label: string;
  description?: string;
  required: boolean;
  constraints: FieldConstraints;
  /** The server's `default`, already checked against the field's type and options. */
  default?: ElicitContentValue;
  /** Key, title or description reads like a secret the spec forbids asking for in forms. */
  sensitive: boolean;
}

/** The kinds that offer a fixed list of choices. */
export type SelectKind = 'single-select' | 'multi-select';

/** A field typed or picked without a list: text, email, uri, date, date-time, numbers, boolean. */
export interface PlainFieldDescriptor extends FieldBase {
  kind: Exclude<FieldKind, SelectKind | 'string-list'>;
  /** Never set: lets `field.options` be read (as undefined) before narrowing. */
  options?: never;
}

/** A single- or multi-select: only these carry options. */
export interface SelectFieldDescriptor extends FieldBase {
  kind: SelectKind;
  /** The choices, in server order, each value once. Never empty. */
  options: readonly FieldOption[];
}

/**
 * A list of free-text entries: not a spec form shape, but what pydantic's `list[str]` sends;
 * tolerated and answered as `string[]`. `constraints` bound the list and each entry.
 */
export interface StringListFieldDescriptor extends FieldBase {
  kind: 'string-list';
  /** How each entry is typed: `items.format` email, uri or date; anything else is text. */
  entry: 'text' | 'email' | 'uri' | 'date';
  options?: never;
}

/** A renderable field, in the order of `requestedSchema.properties`; discriminated by `kind`. */
export type FieldDescriptor = PlainFieldDescriptor | SelectFieldDescriptor | StringListFieldDescriptor;

/** True for the kinds that carry `options`. */
export function isSelectField(field: FieldDescriptor): field is SelectFieldDescriptor {
  return field.kind === 'single-select' || field.kind === 'multi-select';
}

/** Why (part of) a schema cannot be shown. `error` blocks the form; `warning` does not. */
export type SchemaProblemCode =
  | 'not-object'
  | 'invalid-property'
  | 'nested-object'
  | 'ref'
  | 'array-of-objects'
  | 'unsupported-array'
  | 'composition'
  | 'unknown-type'
  | 'invalid-options'
  | 'required-unknown'
  | 'default-not-in-options'
  | 'default-wrong-type'
  /** A free-text list's default has more entries than a list holds here (text/limits.ts). */
  | 'default-too-long'
  /** A pattern, `uniqueItems` or long enum where no linear-time check can stand in (own-checks.ts). */
  | 'uncheckable';

export interface SchemaProblem {
  code: SchemaProblemCode;
  severity: 'error' | 'warning';
  /** The property concerned; absent for problems of the root. */
  key?: string;
}

/** What a form request asks for, read once (src/schema/form-model.ts). */
export interface FormModel {
  /** Ready to render when there is no `error` problem. */
  readonly fields: readonly FieldDescriptor[];
  readonly problems: readonly SchemaProblem[];
  /** True when no problem has severity `error`. */
  readonly supported: boolean;
  /** Each field by its property name. */
  readonly byKey: ReadonlyMap<string, FieldDescriptor>;
  /** Property names of the fields that read like secrets: masked in summaries, never kept in storage. */
  readonly sensitiveKeys: ReadonlySet<string>;
}

/** The raw draft of one field as the user left it ("1.0" stays "1.0"; booleans `null` until answered). */
export type FieldDraft = string | boolean | null | string[];

/** Property name ⇒ raw draft. Plain, serialisable, null-prototype. */
export type FormDraft = Record<string, FieldDraft>;

/** Why one field's value is not accepted; turned into words by the labels. */
export type FieldErrorCode =
  | 'required'
  | 'minLength'
  | 'maxLength'
  | 'format'
  | 'number'
  | 'integer'
  | 'minimum'
  | 'maximum'
  | 'minItems'
  | 'maxItems'
  | 'pattern'
  | 'option'
  /** Some entries of a free-text list are not accepted; each says why. */
  | 'entries'
  | 'invalid';

/** Property name ⇒ first error of that field. */
export type FieldErrors = Record<string, FieldErrorCode>;
