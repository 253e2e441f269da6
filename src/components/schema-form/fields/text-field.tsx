import { useSchemaField } from '../../../hooks/use-schema-field.js';
import { useParts } from '../../provider/elicitation-provider.js';
import type { FieldProps } from './types.js';
import { FieldShell } from '../field-shell.js';

/**
 * Text, email, uri, date, number and integer: one uncontrolled input registered with
 * react-hook-form. Numbers use a text input so the typed text ("1.0", "-0", "1e3") stays
 * exactly as typed (inspector#918); the JSON number is derived on submit.
 */
export function TextField({ form, entry }: FieldProps) {
  const state = useSchemaField(form, entry);
  const { Input } = useParts();
  return (
    <FieldShell form={form} state={state}>
      <Input {...state.getInputProps()} />
    </FieldShell>
  );
}
