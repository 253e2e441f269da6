/**
 * The form's values checked as SchemaForm checks them (the draft read, then the server's own
 * schema), and the `content` to send as what `handleSubmit` hands over. Not
 * `standardSchemaResolver`: it sets every error's `type` to "", losing the codes
 * (`minLength`, `format`…) a host words or styles errors by.
 */
import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { FieldError, Resolver } from 'react-hook-form';
import type { ElicitContent } from '../elicitation/types.js';
import { errorMessage } from '../i18n/field-messages.js';
import type { SchemaFormLabels } from '../i18n/types.js';
import { checkDraft } from '../schema/check-draft.js';
import { readDraft } from '../schema/content.js';
import type { SchemaValidator } from '../schema/validator.js';
import { valuesToDraft, type ElicitationFormValues, type NamedField } from './values.js';

/** Why the whole form was refused (`errors.root.type`): answers no field is to blame for, answers that could not be checked, or an unsupported schema. */
export type FormErrorCode = 'schema' | 'unavailable' | 'unsupported';

export interface ResolverInput {
  /** The server's `requestedSchema`, as received. */
  schema: unknown;
  /** False when the schema cannot be shown as a form: nothing is ever accepted. */
  supported: boolean;
  fields: readonly NamedField[];
  validator: SchemaValidator;
  labels: SchemaFormLabels;
}

/** The errors of one check, by field name (`root` for the whole form); `content` when it passed. */
async function check({ schema, supported, fields, validator, labels }: ResolverInput, values: ElicitationFormValues) {
  const root = (type: FormErrorCode, message: string) => ({ content: undefined, errors: { root: { type, message } } });
  if (!supported || typeof schema !== 'object' || schema === null) return root('unsupported', labels.unsupported);
  const model = fields.map((entry) => entry.field);
  const { content, errors: codes, refusal } = await checkDraft(model, readDraft(model, valuesToDraft(fields, values)), schema, validator);
  const errors: Record<string, FieldError> = {};
  for (const { name, field } of fields) {
    const code = codes[field.key];
    if (code) errors[name] = { type: code, message: errorMessage(code, field, labels) };
  }
  if (Object.keys(errors).length > 0) return { content: undefined, errors };
  if (refusal) return root(refusal, refusal === 'unavailable' ? labels.checkUnavailable : labels.formRejected);
  return { content, errors };
}

/**
 * A react-hook-form resolver for one elicitation. Every call checks the whole form: a submit
 * with fewer fields registered than the schema has must still check them all.
 */
export function createElicitationResolver(input: ResolverInput): Resolver<ElicitationFormValues, unknown, ElicitContent> {
  return async (values, _context, options) => {
    const { content, errors } = await check(input, values);
    if (content) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: content, errors: {} };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
