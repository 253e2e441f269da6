import { useSchemaField } from '../../../hooks/use-schema-field.js';
import { useParts } from '../../provider/elicitation-provider.js';
import { FieldShell } from '../field-shell.js';
import type { FieldProps } from './types.js';
import { withInvalid } from '../../parts/field-controls.js';

/**
 * A checkbox. An optional field without default starts unanswered (`null`) and is left out
 * of the content until the user ticks or unticks it; a required one starts at its default
 * or `false`, which is what it shows and what it sends (assistant-ui#5339).
 */
export function BooleanField({ form, entry }: FieldProps) {
  const state = useSchemaField(form, entry);
  const { Checkbox } = useParts();
  return (
    <FieldShell form={form} state={state} inline>
      <Checkbox {...withInvalid(state.getInputProps())} />
    </FieldShell>
  );
}
