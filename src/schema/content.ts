/** Draft ⇒ `content`, the object sent with `accept`: empty answers left out rather than sent as `""`, numbers parsed from the typed text. */
import type { ElicitContent, ElicitContentValue } from '../elicitation/types.js';
import { isValidDate, localToRfc3339, rfc3339ToLocal } from './date-time.js';
import { optionValues } from './option-set.js';
import { entryError, listContent } from './string-list.js';
import type { FieldDescriptor, FieldDraft, FieldErrorCode, FieldErrors, FormDraft } from './types.js';

// JSON's number grammar, with an optional leading "+" and an optional integer part.
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

type Read = { value?: ElicitContentValue; error?: FieldErrorCode };

function readField(field: FieldDescriptor, draft: FieldDraft | undefined): Read {
  if (draft === undefined || draft === null) return {};
  if (typeof draft === 'boolean') return field.kind === 'boolean' ? { value: draft } : {};
  if (Array.isArray(draft)) {
    if (field.kind === 'string-list') {
      // Blank entries are dropped, the rest sent as typed (string-list.ts); an empty
      // optional list is left out, like a multi-select with nothing chosen.
      if (draft.some((text) => entryError(field, text) !== undefined)) return { error: 'entries' };
      const value = listContent(draft);
      return value.length || field.required ? { value } : {};
    }
    if (field.kind !== 'multi-select') return {};
    // Sets, not scans: 50,000 options all selected must stay linear (option-set.ts).
    const known = optionValues(field.options);
    if (draft.some((v) => !known.has(v))) return { error: 'option' };
    // Server order, each value once: a duplicate is never what the user meant.
    const chosen = new Set(draft);
    const value = field.options.filter((o) => chosen.has(o.value)).map((o) => o.value);
    return value.length || field.required ? { value } : {};
  }
  const text = field.kind === 'text' ? draft : draft.trim();
  if (text === '') return {};
  switch (field.kind) {
    case 'number':
    case 'integer': {
      const value = Number(text);
      if (!NUMBER.test(text) || !Number.isFinite(value)) return { error: 'number' };
      return field.kind === 'integer' && !Number.isInteger(value) ? { error: 'integer' } : { value };
    }
    case 'date':
      return isValidDate(text) ? { value: text } : { error: 'format' };
    case 'date-time': {
      // An untouched default goes back byte for byte; edits get the user's offset.
      if (typeof field.default === 'string' && rfc3339ToLocal(field.default) === text) return { value: field.default };
      const value = localToRfc3339(text);
      return value ? { value } : { error: 'format' };
    }
    case 'single-select':
      return optionValues(field.options).has(text) ? { value: text } : { error: 'option' };
    case 'boolean':
    case 'multi-select':
    case 'string-list':
      return {};
    default:
      return { value: text };
  }
}

/** What reading a draft found: the `content` to send, and what the draft alone shows to be wrong, by key. */
export interface DraftReading {
  content: ElicitContent;
  errors: FieldErrors;
}

/** Build `content` and collect what the draft alone shows to be wrong; schema rules (lengths, bounds) are the validator's. */
export function readDraft(fields: readonly FieldDescriptor[], draft: FormDraft): DraftReading {
  const content: ElicitContent = Object.create(null);
  const errors: FieldErrors = Object.create(null);
  for (const field of fields) {
    const own = Object.hasOwn(draft, field.key) ? draft[field.key] : undefined;
    const { value, error } = readField(field, own);
    if (error) errors[field.key] = error;
    else if (value !== undefined) content[field.key] = value;
    else if (field.required) errors[field.key] = 'required';
  }
  return { content, errors };
}

/** The `content` to send for a draft; values that do not parse are left out (`readDraft` reports them). */
export function toContent(fields: readonly FieldDescriptor[], draft: FormDraft): ElicitContent {
  return readDraft(fields, draft).content;
}
