/**
 * Field error codes ⇒ the plain words of the labels ("Enter at least 3 characters"). The
 * form state holds codes; words are chosen here, at render time, in the current language.
 */
import type { SchemaFormLabels } from './types.js';
import { isSelectField, type FieldDescriptor, type FieldErrorCode } from '../schema/types.js';

const FORMAT_MESSAGE = {
  email: 'errorEmail',
  uri: 'errorUri',
  date: 'errorDate',
  'date-time': 'errorDateTime',
} as const;

/** The sentence shown under a field for an error code. */
export function errorMessage(code: FieldErrorCode, field: FieldDescriptor, labels: SchemaFormLabels): string {
  const c = field.constraints;
  switch (code) {
    case 'required':
      return isSelectField(field) ? labels.errorChoose : labels.errorRequired;
    case 'minLength':
      return c.minLength === undefined ? labels.errorInvalid : labels.errorMinLength(c.minLength);
    case 'maxLength':
      return c.maxLength === undefined ? labels.errorInvalid : labels.errorMaxLength(c.maxLength);
    case 'minimum':
      return c.minimum === undefined ? labels.errorInvalid : labels.errorMinimum(c.minimum);
    case 'maximum':
      return c.maximum === undefined ? labels.errorInvalid : labels.errorMaximum(c.maximum);
    case 'minItems':
      return c.minItems === undefined ? labels.errorInvalid : labels.errorMinItems(c.minItems);
    case 'maxItems':
      return c.maxItems === undefined ? labels.errorInvalid : labels.errorMaxItems(c.maxItems);
    case 'format': {
      const key = FORMAT_MESSAGE[field.kind as keyof typeof FORMAT_MESSAGE];
      return key ? labels[key] : labels.errorInvalid;
    }
    case 'number':
      return labels.errorNumber;
    case 'integer':
      return labels.errorInteger;
    case 'option':
      return labels.errorOption;
    default:
      return labels.errorInvalid;
  }
}
