/**
 * The public validator factories. Each loads its engine on first use with a dynamic
 * import, so ajv (large) and @cfworker/json-schema end up in separate chunks and a page
 * downloads only the one it runs.
 */
import type { AjvValidatorOptions } from './ajv-core.js';
import type { SchemaValidator, ValidationResult } from './validator.js';
export { AJV_PROPERTY_LIMIT } from '../text/limits.js';
import { AJV_PROPERTY_LIMIT } from '../text/limits.js';

/**
 * Wrap an engine that is loaded asynchronously: calls before it is ready wait for it;
 * afterwards results are returned synchronously.
 */
function lazyValidator(load: () => Promise<SchemaValidator>): SchemaValidator {
  let ready: SchemaValidator | undefined;
  let loading: Promise<SchemaValidator> | undefined;
  const get = () =>
    (loading ??= load().then((engine) => {
      ready = engine;
      return engine;
    }));
  return {
    async prepare(schema) {
      await (await get()).prepare?.(schema);
    },
    validate(schema, data): ValidationResult | Promise<ValidationResult> {
      if (ready) return ready.validate(schema, data);
      return get().then((engine) => engine.validate(schema, data));
    },
  };
}

/**
 * ajv 8 + ajv-formats (email, uri, date, date-time), non-strict, legacy `enumNames`
 * tolerated. Compiles each schema object once. Needs `eval` (CSP `'unsafe-eval'`).
 */
export function createAjvValidator(options?: AjvValidatorOptions): SchemaValidator {
  return lazyValidator(async () => (await import('./ajv-core.js')).createAjvCore(options));
}

/** @cfworker/json-schema: no code generation, so it runs under a strict CSP. */
export function createEvalFreeValidator(): SchemaValidator {
  return lazyValidator(async () => (await import('./eval-free-core.js')).createEvalFreeCore());
}

let evalAllowed: boolean | undefined;

/**
 * Whether this page may compile code. Probed once with a guarded `new Function`; under a
 * CSP without `'unsafe-eval'` it throws an EvalError (and the browser logs one report).
 */
export function canEvaluateCode(): boolean {
  if (evalAllowed === undefined) {
    try {
      evalAllowed = new Function('return true')() === true;
    } catch {
      evalAllowed = false;
    }
  }
  return evalAllowed;
}

let defaultValidator: SchemaValidator | undefined;

/**
 * Above this many properties the default validator uses the eval-free engine even where
 * eval is allowed: ajv's code generation grows faster than the schema (200 fields ~40 ms,
 * 5,000 fields ~4 s in one task, BENCHMARKS.md), while the interpreter sets up in ~30 ms.
 */

const propertyCount = (schema: object): number => {
  const properties = (schema as { properties?: unknown }).properties;
  return typeof properties === 'object' && properties !== null ? Object.keys(properties).length : 0;
};

/** ajv for ordinary forms, the interpreter for very large ones (see {@link AJV_PROPERTY_LIMIT}). */
function sizedValidator(): SchemaValidator {
  const ajv = createAjvValidator();
  let evalFree: SchemaValidator | undefined;
  const pick = (schema: object) => (propertyCount(schema) > AJV_PROPERTY_LIMIT ? (evalFree ??= createEvalFreeValidator()) : ajv);
  return {
    prepare: (schema) => pick(schema).prepare?.(schema),
    validate: (schema, data) => pick(schema).validate(schema, data),
  };
}

/**
 * The validator SchemaForm uses when none is given: ajv where eval is allowed (the
 * interpreter for very large schemas), otherwise the eval-free one, in which case ajv is
 * never loaded at all.
 */
export function getDefaultValidator(): SchemaValidator {
  return (defaultValidator ??= canEvaluateCode() ? sizedValidator() : createEvalFreeValidator());
}
