/**
 * The public validator factories. Each loads its engine on first use with a dynamic
 * import, so ajv (large) and @cfworker/json-schema end up in separate chunks and a page
 * downloads only the one it runs.
 */
import type { AjvValidatorOptions } from './ajv-core.js';
import type { SchemaValidator, ValidationResult } from './validator.js';
export { AJV_PROPERTY_LIMIT } from '../text/limits.js';
import { AJV_PROPERTY_LIMIT } from '../text/limits.js';
import { lazyOnce } from '../text/lazy-once.js';

/**
 * Wrap an engine that is loaded asynchronously: calls before it is ready wait for it;
 * afterwards results are returned synchronously. If its chunk cannot load, `validate`
 * rejects (the form then sends nothing and offers to try again) and the next call loads
 * it again (text/lazy-once.ts): never a result that skips the check.
 */
function lazyValidator(load: () => Promise<SchemaValidator>): SchemaValidator {
  const engine = lazyOnce(load);
  return {
    async prepare(schema) {
      await (await engine.load()).prepare?.(schema);
    },
    validate(schema, data, options): ValidationResult | Promise<ValidationResult> {
      const ready = engine.get();
      if (ready) return ready.validate(schema, data, options);
      return engine.load().then((loaded) => loaded.validate(schema, data, options));
    },
  };
}

/** @cfworker/json-schema: an interpreter, no code generation, so it runs under a strict CSP. */
export function createEvalFreeValidator(): SchemaValidator {
  return lazyValidator(async () => (await import('./eval-free-core.js')).createEvalFreeCore());
}

const propertyCount = (schema: object): number => {
  const properties = (schema as { properties?: unknown }).properties;
  return typeof properties === 'object' && properties !== null ? Object.keys(properties).length : 0;
};

/**
 * ajv 8 with the formats both engines share (formats.ts: email, uri, date, date-time),
 * non-strict, legacy `enumNames` tolerated. Compiles each schema once. Opt-in: it needs
 * `eval` (CSP `'unsafe-eval'`), and it is ~39 kB gzip where the default engine is ~6.5 kB
 * (BENCHMARKS.md; ~1.5 kB less since ajv-formats gave way to formats.ts). Above
 * `AJV_PROPERTY_LIMIT` (300) properties it hands the schema to the interpreter: ajv's code
 * generation grows faster than the schema (200 fields ~40 ms, 5,000 fields ~4 s in one task).
 */
export function createAjvValidator(options?: AjvValidatorOptions): SchemaValidator {
  const ajv = lazyValidator(async () => (await import('./ajv-core.js')).createAjvCore(options));
  let evalFree: SchemaValidator | undefined;
  const pick = (schema: object) => (propertyCount(schema) > AJV_PROPERTY_LIMIT ? (evalFree ??= createEvalFreeValidator()) : ajv);
  return {
    prepare: (schema) => pick(schema).prepare?.(schema),
    validate: (schema, data, options) => pick(schema).validate(schema, data, options),
  };
}

let defaultValidator: SchemaValidator | undefined;

/**
 * The validator SchemaForm uses when none is given: the eval-free engine, everywhere. It
 * never evaluates code, so a page with a strict CSP (`script-src 'self'`) gets no violation
 * report, and there is no probe for `eval` either (the probe itself was a report per page).
 * It has no compile step (set-up ~0.02 ms for 5 fields, ~1 ms for 200, vs ajv's 1.4 / 36 ms)
 * and checks a 200-field answer in ~0.4 ms (BENCHMARKS.md): ample on blur and submit.
 * Pass `validator={createAjvValidator()}` for ajv.
 */
export function getDefaultValidator(): SchemaValidator {
  return (defaultValidator ??= createEvalFreeValidator());
}
