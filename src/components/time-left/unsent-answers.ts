/**
 * What a person typed into a request that ended unsent, as text to copy and as data for the
 * host. Secrets are masked in the text and left out of the data unless the host opts in: a clipboard or a log outlives the screen.
 */
import type { ExpiryReason } from '../../store/lifecycle.js';
import type { ElicitationRequest } from '../../store/types.js';
import type { FieldDescriptor } from '../../schema/types.js';
import { formModel } from '../schema-form/schema-form.js';

/** What the host is told when a request ends unsent ({@link ElicitationOutletProps.onUnsent}). */
export interface UnsentAnswers {
  /** The request as the store holds it (`status: 'expired'`). */
  readonly request: ElicitationRequest;
  /** Why it ended; absent from a store that predates reasons. */
  readonly reason?: ExpiryReason;
  /** The form's draft as the person left it, secrets left out unless `unsentSecrets`; absent when nothing was typed. */
  readonly draft?: Readonly<Record<string, unknown>>;
  /** The same answers as lines of text ("Label: value"), secrets masked: what Copy answers copies. */
  readonly text: string;
}

/** Words the text needs (from `HostLabels`). */
export interface UnsentWords {
  yesNo: (value: boolean) => string;
}

const MASK = '••••••';

function valueText(field: FieldDescriptor, value: unknown, words: UnsentWords): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (Array.isArray(value)) {
    const items = value.filter((item) => typeof item === 'string' && item !== '');
    if (items.length === 0) return undefined;
    if (field.sensitive) return MASK;
    return items.map((item) => field.options?.find((option) => option.value === item)?.label ?? item).join(', ');
  }
  if (field.sensitive) return MASK;
  if (typeof value === 'boolean') return words.yesNo(value);
  const text = String(value);
  return field.options?.find((option) => option.value === text)?.label ?? text;
}

const own = (draft: unknown, key: string): unknown =>
  typeof draft === 'object' && draft !== null && Object.hasOwn(draft, key) ? (draft as Record<string, unknown>)[key] : undefined;

/** "Label: value" per field the person filled in, in the form's order, secrets masked. */
export function unsentText(requestedSchema: object, draft: unknown, words: UnsentWords): string {
  const lines: string[] = [];
  for (const field of formModel(requestedSchema).fields) {
    const value = valueText(field, own(draft, field.key), words);
    if (value !== undefined) lines.push(`${field.label}: ${value}`);
  }
  return lines.join('\n');
}

/** What `onUnsent` receives for an expired request and its kept draft. */
export function unsentAnswers(request: ElicitationRequest, draft: unknown, words: UnsentWords, secrets = false): UnsentAnswers {
  const reason = request.status === 'expired' ? request.reason : undefined;
  const base = { request, ...(reason && { reason }) };
  if (request.mode !== 'form') return { ...base, text: '' };
  const { fields } = formModel(request.params.requestedSchema);
  const kept: Record<string, unknown> = {};
  for (const field of fields) {
    const value = own(draft, field.key);
    if (value !== undefined && (secrets || !field.sensitive)) kept[field.key] = value;
  }
  const text = unsentText(request.params.requestedSchema, draft, words);
  return Object.keys(kept).length > 0 ? { ...base, draft: kept, text } : { ...base, text };
}
