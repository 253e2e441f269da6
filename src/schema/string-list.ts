/**
 * Free-text lists (`type: "array"`, `items: {type: "string"}` without choices): what
 * pydantic's `list[str]` sends. Not a form-mode shape of MCP 2026-07-28 (client/elicitation
 * §Requested schema), so these rules are ours: entries are sent as typed, blank ones are
 * dropped, and each entry is checked on its own. React-free.
 */
import { LIST_ENTRY_LIMIT } from '../text/limits.js';
import { isValidDate } from './date-time.js';
import type { FieldErrorCode, StringListFieldDescriptor } from './types.js';

/**
 * A blank entry is not an answer: it is what Add leaves when the user changes their mind,
 * and the box a new list starts with. Dropping it (rather than flagging it) never blocks
 * a submit for nothing; if too few entries remain, `minItems` says so.
 */
export const isBlankEntry = (text: string) => text.trim() === '';

// JSON Schema counts lengths in code points (ajv and @cfworker agree), not UTF-16 units.
const codePoints = (text: string) => {
  let n = 0;
  for (const _ of text) n++;
  return n;
};

/**
 * Why one non-blank entry is not accepted, by the rules the draft alone can decide:
 * `items.minLength`/`maxLength` and a date format. Never stricter than the validator, which
 * still checks everything else (email, uri, pattern) against the server's schema.
 */
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
