// The validation seam: any JSON Schema validator can sit behind `SchemaValidator`; issues map to fields here only.
import { isSelectField, type FieldDescriptor, type FieldErrorCode, type FieldErrors } from './types.js';

/** One failed keyword, located by the JSON Pointer segments of the instance. */
export interface ValidationIssue {
  /** `[]` for the root object, `['name']` for a field, `['tags', '1']` inside a field. */
  path: readonly string[];
  /** The JSON Schema keyword that failed (`minLength`, `format`, `required`…). */
  keyword: string;
}

export interface ValidationResult {
  valid: boolean;
  issues: readonly ValidationIssue[];
  /**
   * Keys of properties whose `pattern` could not be decided within the work limits. Not an
   * issue: the answer may be sent and the server checks it; the field says so.
   */
  unchecked?: readonly string[];
}

/** Options of one {@link SchemaValidator.validate} call. */
export interface ValidateOptions {
  /** Aborted when nobody waits for the answer any more; a sliced validator rejects with its reason at the next slice. */
  signal?: AbortSignal;
}

/**
 * Checks data against a JSON Schema. Implementations compile a schema once (cache by the
 * schema object) and are only called from event handlers and effects, never during render.
 */
export interface SchemaValidator {
  /**
   * Validate `data` against `schema`, perhaps asynchronously. Throw or reject when it cannot
   * check right now: the form then sends nothing and offers to try again.
   */
  validate(schema: object, data: unknown, options?: ValidateOptions): ValidationResult | Promise<ValidationResult>;
  /** Optional warm-up (load and compile) so the first keystroke does not pay for it. */
  prepare?(schema: object): void | Promise<void>;
}

/** A JSON Pointer ⇒ its segments (RFC 6901), from ajv's plain pointers or @cfworker's URI fragments. */
export function pointerToPath(pointer: string): string[] {
  const fragment = pointer.startsWith('#');
  let body = fragment ? pointer.slice(1) : pointer;
  if (fragment) {
    try {
      body = decodeURIComponent(body);
    } catch {
      // A malformed escape: keep the raw text rather than throw from validation.
    }
  }
  if (body === '') return [];
  return body
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

const DIRECT = new Set<string>(['required', 'minLength', 'maxLength', 'format', 'minimum', 'maximum', 'minItems', 'maxItems', 'pattern']);

function codeFor(field: FieldDescriptor, keyword: string): FieldErrorCode {
  if (DIRECT.has(keyword)) return keyword as FieldErrorCode;
  if (keyword === 'type' && (field.kind === 'number' || field.kind === 'integer')) return field.kind;
  if (isSelectField(field) && ['enum', 'const', 'oneOf', 'anyOf', 'items'].includes(keyword)) return 'option';
  return 'invalid';
}

/**
 * Validator issues ⇒ one error per field (the first specific one wins). `form` is true
 * when the schema rejected the data but no field can be blamed.
 */
export function issuesToFieldErrors(
  fields: readonly FieldDescriptor[],
  issues: readonly ValidationIssue[],
): { errors: FieldErrors; form: boolean } {
  const errors: FieldErrors = Object.create(null);
  const byKey = new Map(fields.map((f) => [f.key, f]));
  for (const issue of issues) {
    const field = issue.path[0] === undefined ? undefined : byKey.get(issue.path[0]);
    if (!field) continue;
    const code = codeFor(field, issue.keyword);
    const current = errors[field.key];
    if (current === undefined || (current === 'invalid' && code !== 'invalid')) errors[field.key] = code;
  }
  const form = Object.keys(errors).length === 0 && issues.length > 0;
  return { errors, form };
}
