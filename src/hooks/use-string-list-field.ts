/** Headless free-text list (schema/string-list.ts): the built-in StringListField renders through these getters, so a host's own UI gets the same wiring and focus moves. */
import { useEffect, useRef, type ButtonHTMLAttributes, type FocusEvent, type Ref } from 'react';
import { errorMessage } from '../i18n/field-messages.js';
import { entryError, listCapacity } from '../schema/string-list.js';
import type { FieldErrorCode, StringListFieldDescriptor } from '../schema/types.js';
import { useSchemaField, type FieldControlProps, type SchemaFieldState } from './use-schema-field.js';
import type { SchemaFormField, UseSchemaFormResult } from './use-schema-form.js';

/** One entry as drawn: `index` from 0, its text as typed, its own error once shown. */
export interface StringListEntry {
  index: number;
  text: string;
  errorCode: FieldErrorCode | undefined;
  error: string | undefined;
}

/** Props for an entry's `<input>`: `useSchemaField`'s, plus its own accessible name. */
export type StringListEntryProps = FieldControlProps & { 'aria-label': string };
export type StringListButtonProps = Pick<ButtonHTMLAttributes<HTMLButtonElement>, 'id' | 'type' | 'name' | 'onClick' | 'disabled' | 'aria-disabled' | 'aria-describedby'>;

export interface StringListFieldState extends SchemaFieldState {
  field: StringListFieldDescriptor;
  entries: readonly StringListEntry[];
  /** Add does nothing: the list holds its `maxItems` (at most LIST_ENTRY_LIMIT, text/limits.ts). */
  full: boolean;
  /** The entry count the server accepts, when it says; its id is in `describedBy`, so render it with `getHintProps`. */
  limitHint: string | undefined;
  /** Why Add does nothing, while `full`; render it with `getFullReasonProps`. */
  fullReason: string | undefined;
  /** The element around the entries and Add: focus leaving it marks the field touched. */
  getListProps(): { ref: Ref<HTMLDivElement>; onBlur: (event: FocusEvent<HTMLElement>) => void };
  getEntryProps(index: number): StringListEntryProps;
  getEntryErrorProps(index: number): { id: string };
  getRemoveProps(index: number): StringListButtonProps;
  getAddProps(): StringListButtonProps;
  getFullReasonProps(): { id: string };
}

const EMPTY: readonly string[] = [];
const ENTRY_TYPE = { text: 'text', email: 'email', uri: 'url', date: 'date' } as const;

/** State and prop getters of a `string-list` field. One `entry` per component instance. */
export function useStringListField(form: UseSchemaFormResult, entry: SchemaFormField): StringListFieldState {
  if (entry.field.kind !== 'string-list') throw new Error('useStringListField: the field is not a string-list');
  const field = entry.field;
  const { minItems, maxItems } = field.constraints;
  const limited = minItems !== undefined || maxItems !== undefined;
  const state = useSchemaField(form, entry, { hint: limited });
  const { labels, disabled } = form;
  const { ids, name } = entry;
  const texts = Array.isArray(state.value) ? (state.value as string[]) : EMPTY;
  const capacity = listCapacity(field);
  const full = texts.length >= capacity;
  const set = state.setValue;
  const entryId = (index: number) => `${ids.input}-${index}`;
  const addId = `${ids.input}-add`;
  const fullId = `${ids.input}-full`;

  // Focus moves after the list has re-rendered: to the new entry, or the one that took
  // the removed entry's place (else the one before it, else Add).
  const listRef = useRef<HTMLDivElement>(null);
  const focusNext = useRef<string | undefined>(undefined);
  useEffect(() => {
    const id = focusNext.current;
    if (id === undefined || !listRef.current) return;
    focusNext.current = undefined;
    (listRef.current.getRootNode() as Document | ShadowRoot).getElementById(id)?.focus();
  });

  // Entries show their own errors while the field's error is about them ('entries',
  // content.ts); each is derived from its text, so it follows the typing.
  const showEntries = state.errorCode === 'entries';
  const entries = texts.map((text, index): StringListEntry => {
    const errorCode = showEntries ? entryError(field, text) : undefined;
    return { index, text, errorCode, error: errorCode && errorMessage(errorCode, field, labels) };
  });

  const add = () => {
    if (full || disabled) return;
    focusNext.current = entryId(texts.length);
    set([...texts, '']);
  };
  const remove = (index: number) => {
    if (disabled) return;
    const rest = texts.filter((_, i) => i !== index);
    focusNext.current = rest.length === 0 ? addId : entryId(Math.min(index, rest.length - 1));
    set(rest);
  };

  return {
    ...state,
    field,
    entries,
    full,
    limitHint: limited ? labels.listLimits(minItems, maxItems === undefined ? undefined : Math.min(maxItems, capacity)) : undefined,
    fullReason: full ? labels.listFull(capacity) : undefined,
    getListProps: () => ({ ref: listRef, onBlur: state.getGroupProps().onBlur! }),
    getEntryProps: (index) => {
      const error = entries[index]?.error;
      return {
        id: entryId(index),
        // Shared by every entry and Add: the form focuses the first of them when the list is invalid.
        name,
        type: ENTRY_TYPE[field.entry],
        value: texts[index] ?? '',
        'aria-label': labels.listEntry(index + 1),
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${entryId(index)}-error` : undefined,
        autoComplete: 'off',
        spellCheck: field.entry === 'text' ? undefined : false,
        readOnly: disabled || undefined,
        onChange: (event) => set(texts.map((text, i) => (i === index ? event.target.value : text))),
      };
    },
    getEntryErrorProps: (index) => ({ id: `${entryId(index)}-error` }),
    getRemoveProps: (index) => ({ type: 'button', onClick: () => remove(index), disabled }),
    // aria-disabled, not disabled: a full list's Add stays focusable, so its reason is heard.
    getAddProps: () => ({
      id: addId,
      type: 'button',
      name,
      onClick: add,
      disabled,
      'aria-disabled': full || undefined,
      'aria-describedby': full ? fullId : undefined,
    }),
    getFullReasonProps: () => ({ id: fullId }),
  };
}
