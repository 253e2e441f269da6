// Words chosen at render time from the error code, so a language switch re-words every message.
import type { SchemaFormLabels } from './types.js';
import { isSelectField, type FieldDescriptor, type FieldErrorCode } from '../schema/types.js';
import { isolate } from '../text/bidi.js';
import { clipLabel, LABEL_MAX_LENGTH } from '../text/clip.js';

const FORMAT_MESSAGE = {
  email: 'errorEmail',
  uri: 'errorUri',
  date: 'errorDate',
  'date-time': 'errorDateTime',
} as const;

/** The sentence shown under a field for an error code. */
export function errorMessage(code: FieldErrorCode, field: FieldDescriptor, labels: SchemaFormLabels): string {
  const c = field.constraints;
  const list = field.kind === 'string-list';
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
      if (c.minItems === undefined) return labels.errorInvalid;
      return list ? labels.errorMinEntries(c.minItems) : labels.errorMinItems(c.minItems);
    case 'maxItems':
      if (c.maxItems === undefined) return labels.errorInvalid;
      return list ? labels.errorMaxEntries(c.maxItems) : labels.errorMaxItems(c.maxItems);
    case 'entries':
      return labels.errorEntries;
    case 'format': {
      // A free-text list's format is its entries'.
      const key = FORMAT_MESSAGE[(list ? field.entry : field.kind) as keyof typeof FORMAT_MESSAGE];
      return key ? labels[key] : labels.errorInvalid;
    }
    case 'number':
      return labels.errorNumber;
    case 'integer':
      return labels.errorInteger;
    case 'option':
      return labels.errorOption;
    case 'pattern': {
      const hint = patternHint(field);
      return hint === undefined ? labels.errorInvalid : labels.errorPatternHint(hint);
    }
    default:
      return labels.errorInvalid;
  }
}

/** What a server `pattern` expects in the server's own words (a regex means nothing to most people): one line, clipped, isolated. */
function patternHint(field: FieldDescriptor): string | undefined {
  // The label is the key when there is no title: a key is no hint.
  const source = field.description ?? (field.label === field.key ? undefined : field.label);
  // Only the head is read, so collapsing spaces stays bounded on a 1 MB description.
  const text = source?.slice(0, LABEL_MAX_LENGTH * 2).replace(/\s+/g, ' ').trim();
  return text ? isolate(clipLabel(text)) : undefined;
}
