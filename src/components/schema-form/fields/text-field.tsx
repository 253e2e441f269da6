import type { HTMLInputTypeAttribute } from 'react';
import { useRegister, useSchemaField } from '../../../hooks/use-schema-field.js';
import type { FieldProps } from './types.js';
import { FieldShell } from '../field-shell.js';

const INPUT_TYPE: Partial<Record<string, HTMLInputTypeAttribute>> = { email: 'email', uri: 'url', date: 'date' };

/**
 * Text, email, uri, date, number and integer: one uncontrolled input registered with
 * react-hook-form. Numbers use a text input so the typed text ("1.0", "-0", "1e3") stays
 * exactly as typed (inspector#918); the JSON number is derived on submit.
 */
export function TextField({ form, entry }: FieldProps) {
  const { field, ids, name } = entry;
  const { error, controlProps } = useSchemaField(form, entry);
  const registered = useRegister(form, name);
  const numeric = field.kind === 'number' || field.kind === 'integer';
  const min = field.constraints.minimum;
  return (
    <FieldShell form={form} entry={entry} error={error}>
      <input
        {...registered}
        {...controlProps}
        id={ids.input}
        className="mcpe-Field-input"
        type={INPUT_TYPE[field.kind] ?? 'text'}
        // Phone keypads without a minus sign only when negatives are impossible.
        inputMode={numeric && min !== undefined && min >= 0 ? (field.kind === 'integer' ? 'numeric' : 'decimal') : undefined}
        autoComplete="off"
        spellCheck={field.kind === 'text' ? undefined : false}
        aria-required={field.required || undefined}
        // Read-only rather than disabled: the value stays selectable and copyable.
        readOnly={form.disabled || undefined}
      />
    </FieldShell>
  );
}
