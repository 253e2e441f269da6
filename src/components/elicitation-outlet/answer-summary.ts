// One short line per staged answer, so the user sees what they will send; server text is bounded here and rendered as text.
import type { ElicitContent, ElicitContentValue } from '../../elicitation/types.js';
import { formModel } from '../schema-form/schema-form.js';
import type { FieldDescriptor } from '../../schema/types.js';
import { readDraft } from '../../schema/content.js';
import { mergeDraft } from '../../schema/defaults.js';
import { isolate } from '../../text/bidi.js';
import { clipLabel } from '../../text/clip.js';

/** Words the summary needs (from `HostLabels`). */
export interface AnswerSummaryWords {
  yesNo: (value: boolean) => string;
  /** Accepted with nothing filled in (every field optional and empty). */
  emptyAnswer: string;
}

/** At most this many characters per value and overall: a summary, never the whole answer. */
const VALUE_LENGTH = 60;
const SUMMARY_LENGTH = 240;
/** What stands for a sensitive value (the secret heuristic of form-model.ts): never shown back. */
const MASK = '••••••';

function valueText(field: FieldDescriptor | undefined, value: ElicitContentValue, words: AnswerSummaryWords): string {
  if (field?.sensitive) return MASK;
  if (typeof value === 'boolean') return words.yesNo(value);
  if (typeof value === 'number') return String(value);
  const label = (v: string) => field?.options?.find((option) => option.value === v)?.label ?? v;
  if (Array.isArray(value)) return value.slice(0, 10).map(label).join(', ') + (value.length > 10 ? ', …' : '');
  return label(value);
}

/** `Name: Mona · Email: mona@example.com`: in field order, secrets masked, each part clipped and bidi-isolated. */
export function summarizeAnswer(requestedSchema: object, content: ElicitContent | undefined, words: AnswerSummaryWords): string {
  if (!content) return words.emptyAnswer;
  const { fields, byKey } = formModel(requestedSchema);
  const keys = [...fields.map((field) => field.key).filter((key) => Object.hasOwn(content, key))];
  for (const key of Object.keys(content)) if (!byKey.has(key)) keys.push(key);
  const parts: string[] = [];
  let length = 0;
  for (const key of keys) {
    const field = byKey.get(key);
    const part = `${isolate(clipLabel(field?.label ?? key, VALUE_LENGTH))}: ${isolate(clipLabel(valueText(field, content[key]!, words), VALUE_LENGTH))}`;
    if (length + part.length > SUMMARY_LENGTH && parts.length > 0) {
      parts.push('…');
      break;
    }
    parts.push(part);
    length += part.length + 3;
  }
  return parts.length > 0 ? parts.join(' · ') : words.emptyAnswer;
}

/**
 * Whether accepting this form as it stands sends nothing (every field empty, none required):
 * Send all never stages such an untouched answer while the round cannot be sent anyway.
 */
export function sendsNothing(requestedSchema: object, draft: unknown): boolean {
  const { fields } = formModel(requestedSchema);
  const { content, errors } = readDraft(fields, mergeDraft(fields, draft));
  return Object.keys(content).length === 0 && Object.keys(errors).length === 0;
}
