/**
 * The ajv implementation. This is the only module that imports ajv, and it is loaded on
 * demand (see ajv-validator.ts), so hosts that never use it never download it.
 */
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { pointerToPath, type SchemaValidator, type ValidationIssue, type ValidationResult } from './validator.js';

/** Options of {@link createAjvValidator}. */
export interface AjvValidatorOptions {
  /** Extra keywords to tolerate besides the legacy `enumNames`. */
  keywords?: readonly string[];
}

/** Server schemas may carry `$schema`/`$id`; ajv would resolve or register them. */
function compilable(schema: object): object {
  const { $schema: _schema, $id: _id, ...rest } = schema as Record<string, unknown>;
  return rest;
}

/** A synchronous ajv-backed validator; compiles each schema object once. */
export function createAjvCore(options: AjvValidatorOptions = {}): SchemaValidator {
  // Not strict: elicitation schemas come from servers we do not control. `enumNames` is
  // registered anyway so a strict host setup cannot reject it (MCPJam#228). ownProperties:
  // otherwise a missing "toString" or "constructor" key reads as the inherited method.
  const ajv = new Ajv({ allErrors: true, strict: false, logger: false, validateSchema: false, ownProperties: true });
  addFormats(ajv, ['email', 'uri', 'date', 'date-time']);
  ajv.addVocabulary(['enumNames', ...(options.keywords ?? [])]);
  const compiled = new WeakMap<object, ValidateFunction | Error>();

  function compile(schema: object): ValidateFunction | Error {
    let fn = compiled.get(schema);
    if (!fn) {
      const copy = compilable(schema);
      try {
        fn = ajv.compile(copy);
      } catch (error) {
        fn = error instanceof Error ? error : new Error(String(error));
      }
      // ajv keeps every compiled schema in a Map; drop it so one-off server schemas can be collected.
      ajv.removeSchema(copy);
      compiled.set(schema, fn);
    }
    return fn;
  }

  return {
    prepare(schema) {
      compile(schema);
    },
    validate(schema, data): ValidationResult {
      const fn = compile(schema);
      if (fn instanceof Error) return { valid: false, issues: [{ path: [], keyword: 'schema' }] };
      if (fn(data)) return { valid: true, issues: [] };
      const issues: ValidationIssue[] = (fn.errors ?? []).map((e) => ({
        path: pointerToPath(e.instancePath),
        keyword: e.keyword,
      }));
      return { valid: false, issues };
    },
  };
}
