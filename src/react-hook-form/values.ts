/**
 * react-hook-form values ⇄ the library's draft, under safe names (`f0`, `f1`…): a property
 * key may hold a dot or bracket, or be `__proto__`, which react-hook-form reads as a path.
 */
import type { FieldDescriptor, FieldDraft, FormDraft } from '../schema/types.js';

/** The values of a `useForm` built by `useElicitationForm`, by field name (`null`: an optional boolean unanswered). */
export type ElicitationFormValues = Record<string, FieldDraft>;

/** What the binding knows of one field: where its value lives, and what it is. */
export interface NamedField {
  name: string;
  field: FieldDescriptor;
}

const LISTS = new Set<FieldDescriptor['kind']>(['multi-select', 'string-list']);

/** One value as the draft reader expects it, from what a host's control may leave (`valueAsNumber`'s NaN, a checkbox group's lone `false`). */
function draftOf(field: FieldDescriptor, value: unknown): FieldDraft {
  if (LISTS.has(field.kind)) {
    if (Array.isArray(value)) return value.filter((entry): entry is string => typeof entry === 'string');
    return typeof value === 'string' && value !== '' ? [value] : [];
  }
  if (field.kind === 'boolean') return typeof value === 'boolean' ? value : null;
  if (typeof value === 'number') return Number.isNaN(value) ? '' : String(value);
  return typeof value === 'string' ? value : '';
}

/** The form's values ⇒ the draft, by property key. */
export function valuesToDraft(fields: readonly NamedField[], values: Readonly<Record<string, unknown>>): FormDraft {
  const draft: FormDraft = Object.create(null);
  for (const { name, field } of fields) draft[field.key] = draftOf(field, Object.hasOwn(values, name) ? values[name] : undefined);
  return draft;
}

/** A draft ⇒ the form's values, by field name. */
export function draftToValues(fields: readonly NamedField[], draft: FormDraft): ElicitationFormValues {
  const values: ElicitationFormValues = {};
  for (const { name, field } of fields) {
    const value = draft[field.key] ?? null;
    values[name] = Array.isArray(value) ? [...value] : value;
  }
  return values;
}
