// One check of a form's draft, as a submit makes it: the draft as read (content.ts), then the server's own schema.
import type { ElicitContent } from '../elicitation/types.js';
import type { DraftReading } from './content.js';
import type { FieldDescriptor, FieldErrors } from './types.js';
import { issuesToFieldErrors, type SchemaValidator, type ValidationResult } from './validator.js';

export interface DraftCheck {
  /** What would be sent; send it only when `errors` is empty and there is no `refusal`. */
  content: ElicitContent;
  /** The first problem of each field, by property key: the draft's own before the schema's. */
  errors: FieldErrors;
  /** The whole form is refused though no field is to blame: `schema` rejected it, or it could not be checked (`unavailable`). Only without `errors`. */
  refusal?: 'schema' | 'unavailable';
  /** Keys whose server `pattern` could not be decided within the work limits: the server checks them. */
  unchecked: readonly string[];
}

/** Check the draft `reading` of `fields` against `schema`. Rejects only with `signal`'s reason once it is aborted. */
export async function checkDraft(fields: readonly FieldDescriptor[], { content, errors }: DraftReading, schema: object, validator: SchemaValidator, signal?: AbortSignal): Promise<DraftCheck> {
  let result: ValidationResult | undefined;
  try {
    result = await validator.validate(schema, content, signal && { signal });
  } catch {
    signal?.throwIfAborted();
    // Fail closed: an answer that could not be checked is never sent (SECURITY.md).
    result = undefined;
  }
  signal?.throwIfAborted();
  const fromSchema = issuesToFieldErrors(fields, result?.issues ?? []).errors;
  for (const key of Object.keys(fromSchema)) errors[key] ??= fromSchema[key]!;
  const refusal = Object.keys(errors).length > 0 ? undefined : !result ? 'unavailable' : result.valid ? undefined : 'schema';
  return { content, errors, ...(refusal && { refusal }), unchecked: result?.unchecked ?? [] };
}
