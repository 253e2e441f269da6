import { useController } from 'react-hook-form';
import { useSchemaField } from '../../../hooks/use-schema-field.js';
import { FieldShell } from '../field-shell.js';
import type { FieldProps } from './types.js';

/**
 * A checkbox. An optional field without default starts unanswered (`null`) and is left out
 * of the content until the user ticks or unticks it; a required one starts at its default
 * or `false`, which is what it shows and what it sends (assistant-ui#5339).
 */
export function BooleanField({ form, entry }: FieldProps) {
  const { ids, name } = entry;
  const {
    field: { ref, value, onChange, onBlur },
  } = useController({ control: form.control, name });
  const { error, controlProps } = useSchemaField(form, entry);
  return (
    <FieldShell form={form} entry={entry} error={error} inline>
      <input
        {...controlProps}
        ref={ref}
        name={name}
        id={ids.input}
        className="mcpe-Field-checkbox"
        type="checkbox"
        checked={value === true}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={onBlur}
        disabled={form.disabled}
      />
    </FieldShell>
  );
}
