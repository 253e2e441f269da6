// Each factory loads its engine on first use, so a page downloads only the engine it runs.
import type { AjvValidatorOptions } from './ajv-core.js';
import type { SchemaValidator, ValidationResult } from './validator.js';
export { AJV_PROPERTY_LIMIT } from '../text/limits.js';
import { AJV_PROPERTY_LIMIT } from '../text/limits.js';
import { lazyOnce } from '../text/lazy-once.js';

/**
 * Wrap an engine loaded asynchronously: early calls wait for it. If its chunk cannot load,
 * `validate` rejects and the next call loads it again: never a result that skips the check.
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
 * ajv 8 with the shared formats, non-strict, legacy `enumNames` tolerated. Opt-in: it needs
 * `eval` (CSP `'unsafe-eval'`) and is ~39 kB gzip against ~6.5 kB. Above `AJV_PROPERTY_LIMIT`
 * properties it hands the schema to the interpreter: its code generation grows faster than
 * the schema (5,000 fields ~4 s in one task).
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
 * The validator SchemaForm uses when none is given: the eval-free engine, so a page with a
 * strict CSP gets no violation report (not even from a probe). It has no compile step and
 * checks a 200-field answer in ~0.4 ms. Pass `validator={createAjvValidator()}` for ajv.
 */
export function getDefaultValidator(): SchemaValidator {
  return (defaultValidator ??= createEvalFreeValidator());
}
