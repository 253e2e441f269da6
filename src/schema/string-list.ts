/**
 * Free-text lists: what pydantic's `list[str]` sends. Not a spec form shape, so these rules are
 * ours: entries sent as typed, blank ones dropped, each entry checked on its own.
 */
import { LIST_ENTRY_LIMIT } from '../text/limits.js';
import { isValidDate } from './date-time.js';
import type { FieldErrorCode, StringListFieldDescriptor } from './types.js';

/** A blank entry is what Add leaves when the user changes their mind: dropped, never blocking a submit (`minItems` still counts). */
export const isBlankEntry = (text: string) => text.trim() === '';

// JSON Schema counts lengths in code points (ajv and @cfworker agree), not UTF-16 units.
const codePoints = (text: string) => {
  let n = 0;
  for (const _ of text) n++;
  return n;
};

/** Why one non-blank entry is not accepted by the rules the draft alone decides; never stricter than the validator. */
export function entryError(field: StringListFieldDescriptor, text: string): FieldErrorCode | undefined {
  if (isBlankEntry(text)) return undefined;
  const { minLength, maxLength } = field.constraints;
  if (minLength !== undefined || maxLength !== undefined) {
    const length = codePoints(text);
    if (minLength !== undefined && length < minLength) return 'minLength';
    if (maxLength !== undefined && length > maxLength) return 'maxLength';
  }
  if (field.entry === 'date' && !isValidDate(text)) return 'format';
  return undefined;
}

/** The entries sent: the non-blank ones, as typed. */
export const listContent = (entries: readonly string[]) => entries.filter((text) => !isBlankEntry(text));

/** Most entries the list can hold here: its `maxItems`, bounded by what is drawn. */
export const listCapacity = (field: StringListFieldDescriptor) => Math.min(field.constraints.maxItems ?? Infinity, LIST_ENTRY_LIMIT);

/**
 * The entries a list starts with: the server's default, else one empty box per required
 * entry (at least one, so there is somewhere to type).
 */
export function initialEntries(field: StringListFieldDescriptor): string[] {
  if (Array.isArray(field.default) && field.default.length > 0) return [...field.default];
  const min = Math.max(1, Math.min(field.constraints.minItems ?? 0, listCapacity(field)));
  return Array.from({ length: min }, () => '');
}

/** A draft from outside fits when it is a list of strings the form can draw in full. */
export const fitsEntries = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length <= LIST_ENTRY_LIMIT && value.every((v) => typeof v === 'string');
