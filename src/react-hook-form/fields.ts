/**
 * Field helpers in the style of `useSchemaField`, for a host's own components bound through
 * `register` or `Controller`: the same ids, types and ARIA that SchemaForm gives the field.
 */
import type { ChangeEvent } from 'react';
import type { ControllerFieldState, ControllerRenderProps, FieldErrors, UseFormRegister } from 'react-hook-form';
import type { FieldControlProps } from '../hooks/use-schema-field.js';
import type { SchemaFormLabels } from '../i18n/types.js';
import { listCapacity } from '../schema/string-list.js';
import type { FieldDescriptor, FieldOption } from '../schema/types.js';
import { cx } from '../text/cx.js';
import type { ElicitationFormValues, NamedField } from './values.js';

/** A field bound with `register`: the `useForm` result (its `register` and `formState`). */
export interface RegisterBinding {
  register: UseFormRegister<ElicitationFormValues>;
  formState: { errors: FieldErrors<ElicitationFormValues> };
}

/** A field bound with `Controller` (or `useController`): what its `render` receives. */
export interface ControllerBinding {
  field: ControllerRenderProps<ElicitationFormValues, string>;
  fieldState: ControllerFieldState;
}

export type FieldBinding = RegisterBinding | ControllerBinding;

/** DOM ids of one field's parts (render each part with its getter, or leave it out). */
export interface ElicitationFieldIds {
  input: string;
  label: string;
  description: string;
  warning: string;
  error: string;
}

/** Props for a native `<input>` or `<select>`, ready to spread, with a secret's opt-outs. */
export interface ElicitationControlProps extends Omit<FieldControlProps, 'id' | 'name' | 'onChange' | 'onBlur'> {
  id: string;
  name: string;
  autoCapitalize?: string;
  autoCorrect?: string;
  'data-1p-ignore'?: '';
  'data-lpignore'?: 'true';
  'aria-label'?: string;
  onChange: NonNullable<FieldControlProps['onChange']>;
  onBlur: NonNullable<FieldControlProps['onBlur']>;
}

/** Props for a button of a free-text list (Add, Remove). */
export interface ElicitationButtonProps {
  type: 'button';
  onClick: () => void;
  disabled?: boolean;
  'aria-label'?: string;
}

/** What every field has, whatever its kind. */
export interface ElicitationFieldBase<K extends string> {
  /** How to draw it: a text-like input, a masked one, a checkbox, a choice, a list. */
  kind: K;
  /** Its name in `useForm`'s values (`f0`, `f1`…: a property key may not be a safe path). */
  name: string;
  /** The property it answers, the key of `content`. */
  key: string;
  /** The field as SchemaForm reads it (kind, constraints, default…). */
  field: FieldDescriptor;
  label: string;
  description: string | undefined;
  required: boolean;
  /** Reads like a secret, which the spec forbids servers to ask for: show `labels.secretWarning` with `getWarningProps`. */
  sensitive: boolean;
  ids: ElicitationFieldIds;
  /** The `<label>` of a single control. */
  getLabelProps(): { id: string; htmlFor: string };
  /** The `<legend>` of a group (radios, checkboxes, a list's entries). */
  getLegendProps(): { id: string };
  getDescriptionProps(): { id: string };
  getWarningProps(): { id: string };
  /** The element holding the error message (`fieldState.error.message`, or `formState.errors[name].message`). */
  getErrorProps(): { id: string };
}

/** Text, email, URL (kind `text`), a masked secret, a number, an integer, a date, a date-time: one `<input>`. */
export interface ElicitationInputField extends ElicitationFieldBase<'text' | 'secret' | 'number' | 'integer' | 'date' | 'date-time'> {
  /** `reveal`: a secret's answer shown in clear (a show/hide toggle of yours). */
  getInputProps(binding: FieldBinding, options?: { reveal?: boolean }): ElicitationControlProps;
}

/** A yes/no: one checkbox. An optional one stays unanswered (`null`, nothing sent) until touched. */
export interface ElicitationBooleanField extends ElicitationFieldBase<'boolean'> {
  getInputProps(binding: FieldBinding): ElicitationControlProps;
}

/** One choice: a `<select>` (`getInputProps`) or radios (`getOptionProps`). */
export interface ElicitationSingleSelectField extends ElicitationFieldBase<'single-select'> {
  /** The server's choices, in its order: `label` shown, `value` sent. */
  options: readonly FieldOption[];
  /** "No answer" (optional) or "Choose…" (required), value "": a select's first option, an optional radio group's last choice. */
  emptyOption: FieldOption;
  getInputProps(binding: FieldBinding): ElicitationControlProps;
  getOptionProps(binding: FieldBinding, option: FieldOption, index: number): ElicitationControlProps;
  getOptionLabelProps(index: number): { htmlFor: string };
  /** The `<fieldset>` of radios. */
  getGroupProps(binding: FieldBinding): { 'aria-describedby'?: string };
}

/** Several choices: one checkbox each. */
export interface ElicitationMultiSelectField extends ElicitationFieldBase<'multi-select'> {
  options: readonly FieldOption[];
  getOptionProps(binding: FieldBinding, option: FieldOption, index: number): ElicitationControlProps;
  getOptionLabelProps(index: number): { htmlFor: string };
  getGroupProps(binding: FieldBinding): { 'aria-describedby'?: string };
}

/** Free-text entries (pydantic's `list[str]`): bind it with `Controller`. */
export interface ElicitationStringListField extends ElicitationFieldBase<'string-list'> {
  getEntries(binding: ControllerBinding): readonly string[];
  getEntryProps(binding: ControllerBinding, index: number): ElicitationControlProps;
  getRemoveProps(binding: ControllerBinding, index: number): ElicitationButtonProps;
  getAddProps(binding: ControllerBinding): ElicitationButtonProps;
  getGroupProps(binding: FieldBinding): { 'aria-describedby'?: string };
}

/** One field of the elicitation, by how it is drawn. */
export type ElicitationField = ElicitationInputField | ElicitationBooleanField | ElicitationSingleSelectField | ElicitationMultiSelectField | ElicitationStringListField;

const isController = (binding: FieldBinding): binding is ControllerBinding => 'field' in binding && 'fieldState' in binding;
const isInvalid = (binding: FieldBinding, name: string) => (isController(binding) ? binding.fieldState.invalid : binding.formState.errors[name] !== undefined);

/** Kinds typed as free text, which a secret may be; an email, URL or date is shown as is (as SchemaForm does). */
const MASKABLE = new Set<FieldDescriptor['kind']>(['text', 'number', 'integer']);
const INPUT_TYPE: Partial<Record<FieldDescriptor['kind'], string>> = { email: 'email', uri: 'url', date: 'date', 'date-time': 'datetime-local' };
/** Password managers and spelling services stay out of a secret (components/schema-form/fields/text-field.tsx says why). */
const SECRET_PROPS = { autoComplete: 'new-password', spellCheck: false, autoCapitalize: 'off', autoCorrect: 'off', 'data-1p-ignore': '', 'data-lpignore': 'true' } as const;

function drawnAs(field: FieldDescriptor): ElicitationField['kind'] {
  if (field.sensitive && MASKABLE.has(field.kind)) return 'secret';
  if (field.kind === 'email' || field.kind === 'uri') return 'text';
  return field.kind;
}

/** The value a controlled text input shows. */
const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
const listOf = (value: unknown): readonly string[] => (Array.isArray(value) ? (value as string[]) : []);

/** The helpers of every field; `initial` values decide details such as a date-time's seconds step. */
export function bindFields(named: readonly NamedField[], root: string, labels: SchemaFormLabels, initial: ElicitationFormValues): ElicitationField[] {
  return named.map(({ name, field }, i) => {
    const base = `${root}-f${i}`;
    const ids: ElicitationFieldIds = { input: base, label: `${base}-label`, description: `${base}-desc`, warning: `${base}-warn`, error: `${base}-error` };
    const describedBy = (invalid: boolean) => cx(field.description !== undefined && ids.description, field.sensitive && ids.warning, invalid && ids.error) || undefined;
    const aria = (binding: FieldBinding, required = field.required) => {
      const invalid = isInvalid(binding, name);
      return { 'aria-invalid': invalid ? (true as const) : undefined, 'aria-describedby': describedBy(invalid), 'aria-required': required ? (true as const) : undefined };
    };
    /** The binding's name, ref and handlers: register's, or the controller's with its value. */
    const bound = (binding: FieldBinding) => (isController(binding) ? { name, ref: binding.field.ref, onBlur: binding.field.onBlur, onChange: binding.field.onChange, disabled: binding.field.disabled } : binding.register(name));
    const optionId = (index: number) => `${ids.input}-${index}`;
    const common = {
      name,
      key: field.key,
      field,
      label: field.label,
      description: field.description,
      required: field.required,
      sensitive: field.sensitive,
      ids,
      getLabelProps: () => ({ id: ids.label, htmlFor: ids.input }),
      getLegendProps: () => ({ id: ids.label }),
      getDescriptionProps: () => ({ id: ids.description }),
      getWarningProps: () => ({ id: ids.warning }),
      getErrorProps: () => ({ id: ids.error }),
    };
    // Groups (radios, checkboxes, a list's entries) are described as a whole, on their fieldset.
    const group = {
      getGroupProps: (binding: FieldBinding) => ({ 'aria-describedby': describedBy(isInvalid(binding, name)) }),
      getOptionLabelProps: (index: number) => ({ htmlFor: optionId(index) }),
    };
    /** One radio or checkbox of a group; a controller's ref (for focusing the field) goes to the first. */
    const choice = (binding: FieldBinding, type: 'radio' | 'checkbox', option: FieldOption, index: number): ElicitationControlProps => ({
      ...bound(binding),
      ...(isController(binding) && { ref: index === 0 ? binding.field.ref : undefined }),
      id: optionId(index),
      type,
      value: option.value,
      'aria-invalid': isInvalid(binding, name) ? true : undefined,
    });
    const kind = drawnAs(field);
    switch (kind) {
      case 'boolean':
        return {
          ...common,
          kind,
          getInputProps: (binding) => {
            const props = { ...bound(binding), id: ids.input, type: 'checkbox', ...aria(binding, false) };
            if (!isController(binding)) return props;
            const { onChange } = binding.field;
            return { ...props, checked: binding.field.value === true, onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.checked) };
          },
        } satisfies ElicitationBooleanField;
      case 'single-select':
        return {
          ...common,
          ...group,
          kind,
          options: field.options ?? [],
          emptyOption: { value: '', label: field.required ? labels.choose : labels.noAnswer },
          getInputProps: (binding) => ({ ...bound(binding), ...(isController(binding) && { value: textOf(binding.field.value) }), id: ids.input, ...aria(binding) }),
          getOptionProps: (binding, option, index) => {
            const props = choice(binding, 'radio', option, index);
            if (!isController(binding)) return props;
            const { onChange, value } = binding.field;
            return { ...props, checked: value === option.value, onChange: () => onChange(option.value) };
          },
        } satisfies ElicitationSingleSelectField;
      case 'multi-select':
        return {
          ...common,
          ...group,
          kind,
          options: field.options ?? [],
          getOptionProps: (binding, option, index) => {
            const props = choice(binding, 'checkbox', option, index);
            if (!isController(binding)) return props;
            const { onChange, value } = binding.field;
            const chosen = listOf(value);
            return {
              ...props,
              checked: chosen.includes(option.value),
              onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.checked ? [...chosen, option.value] : chosen.filter((v) => v !== option.value)),
            };
          },
        } satisfies ElicitationMultiSelectField;
      case 'string-list': {
        const capacity = field.kind === 'string-list' ? listCapacity(field) : 0;
        return {
          ...common,
          getGroupProps: group.getGroupProps,
          kind,
          getEntries: (binding) => listOf(binding.field.value),
          getEntryProps: (binding, index) => {
            const entries = listOf(binding.field.value);
            const { onChange, onBlur, disabled } = binding.field;
            return {
              name,
              id: optionId(index),
              type: field.kind === 'string-list' ? (INPUT_TYPE[field.entry] ?? 'text') : 'text',
              value: entries[index] ?? '',
              disabled,
              ref: index === 0 ? binding.field.ref : undefined,
              'aria-label': labels.listEntry(index + 1),
              'aria-invalid': binding.fieldState.invalid ? true : undefined,
              onChange: (event) => onChange(entries.map((text, i) => (i === index ? event.target.value : text))),
              onBlur,
            };
          },
          getRemoveProps: (binding, index) => ({
            type: 'button',
            'aria-label': labels.listRemove(index + 1),
            disabled: binding.field.disabled,
            onClick: () => binding.field.onChange(listOf(binding.field.value).filter((_, i) => i !== index)),
          }),
          getAddProps: (binding) => ({
            type: 'button',
            disabled: binding.field.disabled || listOf(binding.field.value).length >= capacity,
            onClick: () => binding.field.onChange([...listOf(binding.field.value), '']),
          }),
        } satisfies ElicitationStringListField;
      }
      default: {
        const numeric = field.kind === 'number' || field.kind === 'integer';
        const min = field.constraints.minimum;
        // Phone keypads without a minus sign only when negatives are impossible.
        const inputMode = numeric && min !== undefined && min >= 0 ? (field.kind === 'integer' ? ('numeric' as const) : ('decimal' as const)) : undefined;
        return {
          ...common,
          kind,
          getInputProps: (binding, options) => {
            const value = isController(binding) ? textOf(binding.field.value) : undefined;
            // Seconds only when the value has them (a default such as 09:30:15).
            const step = field.kind === 'date-time' && textOf(value ?? initial[name]).length > 16 ? 1 : undefined;
            const props = {
              ...bound(binding),
              ...(value !== undefined && { value }),
              id: ids.input,
              // Numbers are typed as text, so "1.0" stays "1.0" until it is sent as 1.
              type: INPUT_TYPE[field.kind] ?? 'text',
              step,
              inputMode,
              autoComplete: 'off',
              spellCheck: field.kind === 'text' ? undefined : false,
              ...aria(binding),
            };
            return kind === 'secret' ? { ...props, ...SECRET_PROPS, type: options?.reveal ? 'text' : 'password' } : props;
          },
        } satisfies ElicitationInputField;
      }
    }
  });
}
