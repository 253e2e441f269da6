import type { SchemaFormField, UseSchemaFormResult } from '../../../hooks/use-schema-form.js';

/** What every field renderer receives. */
export interface FieldProps {
  form: UseSchemaFormResult;
  entry: SchemaFormField;
}
