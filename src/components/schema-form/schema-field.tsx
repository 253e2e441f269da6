import type { SchemaFormField, UseSchemaFormResult } from '../../hooks/use-schema-form.js';
import { BooleanField } from './fields/boolean-field.js';
import { DateTimeField } from './fields/date-time-field.js';
import { MultiSelectField } from './fields/multi-select-field.js';
import { SingleSelectField } from './fields/single-select-field.js';
import { StringListField } from './fields/string-list-field.js';
import { TextField } from './fields/text-field.js';

export interface SchemaFieldProps {
  form: UseSchemaFormResult;
  entry: SchemaFormField;
}

/** Picks the renderer for a field's kind. */
export function SchemaField({ form, entry }: SchemaFieldProps) {
  switch (entry.field.kind) {
    case 'boolean':
      return <BooleanField form={form} entry={entry} />;
    case 'date-time':
      return <DateTimeField form={form} entry={entry} />;
    case 'single-select':
      return <SingleSelectField form={form} entry={entry} />;
    case 'multi-select':
      return <MultiSelectField form={form} entry={entry} />;
    case 'string-list':
      return <StringListField form={form} entry={entry} />;
    default:
      return <TextField form={form} entry={entry} />;
  }
}
