// One function decides what every field starts with, so what is drawn is what is sent.
import { rfc3339ToLocal } from './date-time.js';
import { fitsEntries, initialEntries } from './string-list.js';
import type { FieldDescriptor, FieldDraft, FormDraft } from './types.js';

/** The draft a field starts with: its default, else "no answer". */
function initialDraft(field: FieldDescriptor): FieldDraft {
  const value = field.default;
  switch (field.kind) {
    case 'boolean':
      // A required yes/no shows unchecked and sends `false`; an optional one stays unanswered.
      return typeof value === 'boolean' ? value : field.required ? false : null;
    case 'multi-select':
      return Array.isArray(value) ? [...value] : [];
    case 'string-list':
      return initialEntries(field);
    case 'number':
    case 'integer':
      return typeof value === 'number' ? String(value) : '';
    case 'date-time':
      return typeof value === 'string' ? (rfc3339ToLocal(value) ?? '') : '';
    default:
      return typeof value === 'string' ? value : '';
  }
}

/** A null-prototype draft holding every field's default (SEP-1034: defaults pre-fill). */
export function getDefaultValues(fields: readonly FieldDescriptor[]): FormDraft {
  const draft: FormDraft = Object.create(null);
  for (const field of fields) draft[field.key] = initialDraft(field);
  return draft;
}

function fits(field: FieldDescriptor, value: unknown): value is FieldDraft {
  switch (field.kind) {
    case 'boolean':
      return typeof value === 'boolean' || value === null;
    case 'multi-select':
      return Array.isArray(value) && value.every((v) => typeof v === 'string');
    case 'string-list':
      return fitsEntries(value);
    default:
      return typeof value === 'string';
  }
}

/** A draft from outside (saved, perhaps stale or tampered with) over the defaults: only own keys of known fields with the right shape. */
export function mergeDraft(fields: readonly FieldDescriptor[], input: unknown): FormDraft {
  const draft = getDefaultValues(fields);
  if (typeof input !== 'object' || input === null) return draft;
  for (const field of fields) {
    if (!Object.hasOwn(input, field.key)) continue;
    const value: unknown = Object.getOwnPropertyDescriptor(input, field.key)?.value;
    if (fits(field, value)) draft[field.key] = Array.isArray(value) ? [...value] : value;
  }
  return draft;
}
