import { useSchemaField } from '../../../hooks/use-schema-field.js';
import { describeTimeZone, parseLocalDateTime } from '../../../schema/date-time.js';
import { useParts } from '../../provider/elicitation-provider.js';
import { FieldShell } from '../field-shell.js';
import type { FieldProps } from './types.js';
import { withInvalid } from '../../parts/field-controls.js';

/** `format: "date-time"`: read in the user's zone, which is shown, and sent with its offset (a bare time would be read in the server's zone). */
export function DateTimeField({ form, entry }: FieldProps) {
  const state = useSchemaField(form, entry, { hint: true });
  const { Input } = useParts();
  const text = typeof state.value === 'string' ? state.value : '';
  // The offset of the entered instant (DST-aware), or of now while the input is empty.
  const zone = describeTimeZone(parseLocalDateTime(text));
  const hint = { id: state.getHintProps().id, text: form.labels.timeZone(zone.zone, zone.offset) };
  return (
    <FieldShell form={form} state={state} hint={hint}>
      <Input {...withInvalid(state.getInputProps())} />
    </FieldShell>
  );
}
