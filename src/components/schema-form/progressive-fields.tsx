import { memo } from 'react';
import type { UseSchemaFormResult } from '../../hooks/use-schema-form.js';
import { SchemaField } from './schema-field.js';
import { FIELDS_PER_STEP } from '../../text/limits.js';
import { useProgressiveCount } from './use-progressive-count.js';

/** One step's fields; memoised, so drawing the next step does not re-render the earlier ones. */
const FieldChunk = memo(function FieldChunk({ form, start }: { form: UseSchemaFormResult; start: number }) {
  return form.fields.slice(start, start + FIELDS_PER_STEP).map((entry) => <SchemaField key={entry.name} form={form} entry={entry} />);
});

/** `display: contents` keeps the form's grid layout as it was (styles.css). */
const WRAPPER_STYLE = { display: 'contents' } as const;

/**
 * The fields of a form, drawn in steps (use-progressive-count.ts) inside one wrapper:
 * Chromium re-associates every control of a <form> each time a direct child of the form is
 * added (5,000 fields: 32 s); added inside a wrapper, it is linear.
 */
export function ProgressiveFields({ form }: { form: UseSchemaFormResult }) {
  const drawn = useProgressiveCount(form.fields.length);
  const starts: number[] = [];
  for (let start = 0; start < drawn; start += FIELDS_PER_STEP) starts.push(start);
  return (
    <div className="mcpe-SchemaForm-fields" style={WRAPPER_STYLE}>
      {starts.map((start) => (
        <FieldChunk key={start} form={form} start={start} />
      ))}
    </div>
  );
}
