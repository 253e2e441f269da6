/**
 * Per-field prop getters. Each field subscribes to its own error only, so typing in one
 * field never re-renders another (the form's one error subscription, field-error-store.ts).
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { SchemaFormField, UseSchemaFormResult } from './use-schema-form.js';

export interface SchemaFieldState {
  /** The plain-language error currently shown, if any (after touch or submit). */
  error: string | undefined;
  /** Only ids of parts that are rendered (STYLE.md §3.3.9). */
  describedBy: string | undefined;
  /** Props for the control (or each control of a group). */
  controlProps: {
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  };
}

/** Which optional parts the UI renders; `aria-describedby` names only those (no dangling ids). */
export interface SchemaFieldParts {
  /** The description (`ids.description`), when the field has one. @default true */
  description?: boolean;
  /** The secret warning (`ids.warning`), when the field looks sensitive. @default true */
  warning?: boolean;
  /** An extra hint (`ids.hint`), e.g. the time zone of a date-time. @default false */
  hint?: boolean;
}

/**
 * `form.register(name)` once per field: a new ref callback on every render makes React
 * detach and re-attach it, and react-hook-form re-registers the field each time (with
 * 5,000 fields showing their errors at once, that was seconds of work per submit).
 */
export function useRegister(form: UseSchemaFormResult, name: string): UseFormRegisterReturn {
  const { register } = form;
  return useMemo(() => register(name), [register, name]);
}

/** Error and ARIA wiring of one field; re-renders only when this field's error changes. */
export function useSchemaField(form: UseSchemaFormResult, entry: SchemaFormField, parts: SchemaFieldParts = {}): SchemaFieldState {
  const { errorStore } = form;
  const { name } = entry;
  const subscribe = useCallback((listener: () => void) => errorStore.subscribe(name, listener), [errorStore, name]);
  const read = () => errorStore.get(name);
  const error = useSyncExternalStore(subscribe, read, read);
  const { field, ids } = entry;
  const describedBy =
    [
      parts.description !== false && field.description !== undefined && ids.description,
      parts.hint && ids.hint,
      parts.warning !== false && field.sensitive && ids.warning,
      form.uncheckedPatterns.has(field.key) && ids.pattern,
      error && ids.error,
    ]
      .filter(Boolean)
      .join(' ') || undefined;
  return {
    error,
    describedBy,
    controlProps: { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy },
  };
}
