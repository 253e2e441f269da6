import { useController } from 'react-hook-form';
import { useSchemaField } from '../../../hooks/use-schema-field.js';
import { describeTimeZone, parseLocalDateTime } from '../../../schema/date-time.js';
import { FieldShell } from '../field-shell.js';
import type { FieldProps } from './types.js';

/**
 * `format: "date-time"`: a `datetime-local` input read in the user's zone, which is shown,
 * and sent as RFC 3339 with that zone's offset (ANCHORS.md §3 idea 3).
 */
export function DateTimeField({ form, entry }: FieldProps) {
  const { ids, name } = entry;
  const {
    field: { ref, value, onChange, onBlur },
  } = useController({ control: form.control, name });
  const { error, controlProps } = useSchemaField(form, entry, { hint: true });
  const text = typeof value === 'string' ? value : '';
  // The offset of the entered instant (DST-aware), or of now while the input is empty.
  const zone = describeTimeZone(parseLocalDateTime(text));
  const hint = (
    <p id={ids.hint} className="mcpe-Field-hint">
      {form.labels.timeZone(zone.zone, zone.offset)}
    </p>
  );
  return (
    <FieldShell form={form} entry={entry} error={error} hint={hint}>
      <input
        {...controlProps}
        ref={ref}
        name={name}
        id={ids.input}
        className="mcpe-Field-input"
        type="datetime-local"
        // Seconds only when the value has them (a default such as 09:30:15).
        step={text.length > 16 ? 1 : undefined}
        value={text}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-required={entry.field.required || undefined}
        readOnly={form.disabled || undefined}
      />
    </FieldShell>
  );
}
