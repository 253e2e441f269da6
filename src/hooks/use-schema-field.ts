/**
 * Headless field: prop getters in the React Aria way, so built-in fields and a host's own
 * controls get the same ids, ARIA and handlers. Each field subscribes to its own error only,
 * so typing in one field never re-renders another.
 */
import { useCallback, useMemo, useSyncExternalStore, type ChangeEvent, type FocusEvent } from 'react';
import type { FieldHandlers } from '../schema/form-control.js';
import { bindInput } from './bind-input.js';
import { useWatch } from './use-form-watch.js';
import { errorMessage } from '../i18n/field-messages.js';
import type { FieldDescriptor, FieldDraft, FieldErrorCode, FieldOption } from '../schema/types.js';
import { Selection } from '../schema/selection.js';
import { RADIO_LIMIT } from '../text/limits.js';
import { formInternals, type FieldIds, type SchemaFormField, type UseSchemaFormResult } from './use-schema-form.js';

/** Which optional parts the UI renders; `aria-describedby` names only those (no dangling ids). */
export interface SchemaFieldParts {
  /** The description (`ids.description`), when the field has one. @default true */
  description?: boolean;
  /** The secret warning (`ids.warning`), when the field looks sensitive. @default true */
  warning?: boolean;
  /** An extra hint (`ids.hint`), e.g. the time zone of a date-time. @default false */
  hint?: boolean;
}

/** Props for a native `<input>` (or `<select>`), ready to spread. */
export interface FieldControlProps {
  id?: string;
  name?: string;
  type?: string;
  value?: string;
  checked?: boolean;
  step?: number;
  inputMode?: 'numeric' | 'decimal';
  autoComplete?: string;
  spellCheck?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
  ref?: (instance: Element | null) => void;
  onChange?: (event: ChangeEvent<HTMLInputElement & HTMLSelectElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement & HTMLSelectElement>) => void;
}

export interface SchemaFieldState {
  field: FieldDescriptor;
  ids: FieldIds;
  /** The error shown (after touch or submit), in the current language. */
  error: string | undefined;
  /** Why, as a code (`required`, `minLength`…): words are chosen at render time. */
  errorCode: FieldErrorCode | undefined;
  /** Ids of the rendered parts that describe the control (only those that exist). */
  describedBy: string | undefined;
  /** The draft of a controlled field (boolean, date-time, multi-select, string-list); `undefined` otherwise. */
  value: unknown;
  /** A multi-select's chosen values, in O(1) whatever their number (empty for other kinds). */
  selected: { has(value: string): boolean; readonly size: number };
  /** Sets the draft of a controlled field (e.g. a string-list's entries); does nothing for the others. */
  setValue(value: FieldDraft): void;
  disabled: boolean;
  /** The label of a single control (`htmlFor` set), or the legend of a group (id only). */
  getLabelProps(): { id: string; htmlFor?: string };
  /** A group of choices (radios, checkboxes): spread on its `<fieldset>`. */
  getGroupProps(): { 'aria-describedby'?: string; onBlur?: (event: FocusEvent<HTMLElement>) => void };
  /** The one control of the field: input, checkbox or select. */
  getInputProps(): FieldControlProps;
  /** One choice of a radio group or multi-select: `index` is its place in the full list. */
  getOptionProps(option: FieldOption, index: number): FieldControlProps;
  /** The label of that choice. */
  getOptionLabelProps(index: number): { htmlFor: string };
  getDescriptionProps(): { id: string };
  getHintProps(): { id: string };
  getWarningProps(): { id: string };
  /** The notice on a field whose server pattern cannot be checked safely. */
  getPatternNoticeProps(): { id: string };
  getErrorProps(): { id: string };
}

/** An uncontrolled input's handlers and the ref that binds it to the store. */
type Registered = FieldHandlers & { ref: (element: Element | null) => void };

/** One field's handlers, made once per field (see bindInput). */
function useHandlers(form: UseSchemaFormResult, name: string): FieldHandlers {
  const { register } = formInternals(form);
  return useMemo(() => register(name), [register, name]);
}

function useRegistered(form: UseSchemaFormResult, name: string): Registered {
  const { register, control, setValue } = formInternals(form);
  return useMemo(() => ({ ...register(name), ref: bindInput(control, name, setValue) }), [register, control, setValue, name]);
}

interface Binding {
  value: unknown;
  /** Spread on text inputs and selects (uncontrolled). */
  registered?: Registered;
  /** Controlled kinds and radios: the new draft, and "touched". */
  set?: (value: unknown) => void;
  touch?: () => void;
}

/** Text kinds and selects stay uncontrolled: typing re-renders nothing. */
function useRegisteredBinding(form: UseSchemaFormResult, entry: SchemaFormField): Binding {
  return { value: undefined, registered: useRegistered(form, entry.name) };
}

/**
 * Boolean, date-time, multi-select, string-list and radios: React draws the value (so a
 * design-system radio that draws its dot from a `checked` prop shows the choice), and no element
 * is bound to the store, since k radios bound to it would each write `checked` for the group (k² writes).
 */
function useControlledBinding(form: UseSchemaFormResult, entry: SchemaFormField): Binding {
  const { name } = entry;
  const registered = useHandlers(form, name);
  const value: unknown = useWatch({ control: formInternals(form).control, name });
  return {
    value,
    // The value as it is (a Selection, a boolean): the store reads no element for these.
    set: (next) => void registered.onChange({ target: { name, value: next }, type: 'change' }),
    touch: () => void registered.onBlur({ target: { name, value }, type: 'blur' }),
  };
}

const CONTROLLED = new Set<FieldDescriptor['kind']>(['boolean', 'date-time', 'multi-select', 'string-list']);
const INPUT_TYPE: Partial<Record<FieldDescriptor['kind'], string>> = { email: 'email', uri: 'url', date: 'date', 'date-time': 'datetime-local', boolean: 'checkbox' };
const NOTHING_SELECTED = Selection.from([]);
const ignoreChange = () => {};

/**
 * Error, ARIA and value wiring of one field. One `entry` per component instance: the binding
 * hook is chosen by the field's kind, which never changes for an entry.
 */
export function useSchemaField(form: UseSchemaFormResult, entry: SchemaFormField, parts: SchemaFieldParts = {}): SchemaFieldState {
  const { errorStore } = formInternals(form);
  const { field, ids, name } = entry;
  const subscribe = useCallback((listener: () => void) => errorStore.subscribe(name, listener), [errorStore, name]);
  const read = () => errorStore.get(name);
  const code = useSyncExternalStore(subscribe, read, read) as FieldErrorCode | undefined;
  const radios = field.kind === 'single-select' && field.options.length <= RADIO_LIMIT;
  const useBinding = CONTROLLED.has(field.kind) || radios ? useControlledBinding : useRegisteredBinding;
  const binding = useBinding(form, entry);
  const { disabled } = form;
  const describedBy =
    [
      parts.description !== false && field.description !== undefined && ids.description,
      parts.hint && ids.hint,
      parts.warning !== false && field.sensitive && ids.warning,
      form.uncheckedPatterns.has(field.key) && ids.pattern,
      code && ids.error,
    ]
      .filter(Boolean)
      .join(' ') || undefined;
  const invalid = code ? (true as const) : undefined;
  const required = field.required ? (true as const) : undefined;
  const group = field.kind === 'multi-select' || field.kind === 'string-list' || radios;
  // No copy per click: 50,000 chosen options toggle in O(1) (schema/selection.ts).
  const selection = binding.value instanceof Selection ? binding.value : NOTHING_SELECTED;

  const getInputProps = (): FieldControlProps => {
    const aria = { id: ids.input, 'aria-invalid': invalid, 'aria-describedby': describedBy };
    if (field.kind === 'boolean') {
      return { ...aria, name, type: 'checkbox', checked: binding.value === true, onChange: (e) => binding.set?.(e.target.checked), onBlur: binding.touch, disabled };
    }
    if (field.kind === 'date-time') {
      const text = typeof binding.value === 'string' ? binding.value : '';
      // Seconds only when the value has them (a default such as 09:30:15).
      const step = text.length > 16 ? 1 : undefined;
      return { ...aria, name, type: 'datetime-local', step, value: text, onChange: (e) => binding.set?.(e.target.value), onBlur: binding.touch, 'aria-required': required, readOnly: disabled || undefined };
    }
    if (field.kind === 'single-select') return { ...binding.registered, ...aria, 'aria-required': required, disabled };
    const numeric = field.kind === 'number' || field.kind === 'integer';
    const min = field.constraints.minimum;
    return {
      ...binding.registered,
      ...aria,
      type: INPUT_TYPE[field.kind] ?? 'text',
      // Phone keypads without a minus sign only when negatives are impossible.
      inputMode: numeric && min !== undefined && min >= 0 ? (field.kind === 'integer' ? 'numeric' : 'decimal') : undefined,
      autoComplete: 'off',
      spellCheck: field.kind === 'text' ? undefined : false,
      'aria-required': required,
      // Read-only rather than disabled: the value stays selectable and copyable.
      readOnly: disabled || undefined,
    };
  };

  const getOptionProps = (option: FieldOption, index: number): FieldControlProps => {
    const base = { id: `${ids.input}-${index}`, name, value: option.value, 'aria-invalid': invalid, disabled };
    if (field.kind !== 'multi-select') {
      // Drawn from the watched value, so a locked form keeps showing its choice.
      const checked = binding.value === option.value;
      if (disabled) return { ...base, type: 'radio', checked, onChange: ignoreChange };
      return { ...base, type: 'radio', checked, onChange: () => binding.set?.(option.value), onBlur: binding.touch };
    }
    return { ...base, type: 'checkbox', checked: selection.has(option.value), onChange: (e) => binding.set?.(selection.with(option.value, e.target.checked)) };
  };

  return {
    field,
    ids,
    error: code ? errorMessage(code, field, form.labels) : undefined,
    errorCode: code,
    describedBy,
    value: binding.value instanceof Selection ? binding.value.toArray() : binding.value,
    selected: selection,
    setValue: (value) => binding.set?.(field.kind === 'multi-select' ? Selection.from(Array.isArray(value) ? (value as string[]) : []) : value),
    disabled,
    getLabelProps: () => (group ? { id: ids.label } : { id: ids.label, htmlFor: ids.input }),
    getGroupProps: () => ({
      'aria-describedby': describedBy,
      // A multi-select is touched when focus leaves the whole group, not between its boxes.
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) binding.touch?.();
      },
    }),
    getInputProps,
    getOptionProps,
    getOptionLabelProps: (index) => ({ htmlFor: `${ids.input}-${index}` }),
    getDescriptionProps: () => ({ id: ids.description }),
    getHintProps: () => ({ id: ids.hint }),
    getWarningProps: () => ({ id: ids.warning }),
    getPatternNoticeProps: () => ({ id: ids.pattern }),
    getErrorProps: () => ({ id: ids.error }),
  };
}
