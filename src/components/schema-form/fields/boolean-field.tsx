import { useSchemaField } from '../../../hooks/use-schema-field.js';
import { useParts } from '../../provider/elicitation-provider.js';
import { FieldShell } from '../field-shell.js';
import type { FieldProps } from './types.js';
import { withInvalid } from '../../parts/field-controls.js';

/** A checkbox. An optional one starts unanswered (`null`, nothing sent) until touched; a required one shows and sends its default or `false`. */
export function BooleanField({ form, entry }: FieldProps) {
  const state = useSchemaField(form, entry);
  const { Checkbox } = useParts();
  return (
    <FieldShell form={form} state={state} inline>
      <Checkbox {...withInvalid(state.getInputProps())} />
    </FieldShell>
  );
}
