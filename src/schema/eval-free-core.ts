// The eval-free implementation on @cfworker/json-schema: an interpreter, so it works under a CSP without `unsafe-eval`.
import { format, Validator } from '@cfworker/json-schema';
import { ENGINE_FORMATS } from './formats.js';
import { guardedCore } from './guarded-core.js';
import { findMistypedKeyword } from './keyword-types.js';
import { pointerToPath, type SchemaValidator } from './validator.js';

// Ours are added under their own names, so no other user of the package on the page is affected.
Object.assign(format, ENGINE_FORMATS);

/** A synchronous validator that never evaluates code; one interpreter per schema object. */
export function createEvalFreeCore(): SchemaValidator {
  // The prepared copy is shared, and cfworker annotates what it dereferences: give it its own clone.
  return guardedCore((prepared) => {
    // ajv refuses these schemas; cfworker would ignore the broken keyword (keyword-types.ts).
    const mistyped = findMistypedKeyword(prepared);
    if (mistyped !== undefined) throw new Error(`schema keyword of the wrong type at ${mistyped}`);
    const validator = new Validator(structuredClone(prepared), '2020-12', false);
    return (data) => {
      const result = validator.validate(data);
      if (result.valid) return { valid: true, issues: [] };
      return {
        valid: false,
        issues: result.errors.map((e) => ({ path: pointerToPath(e.instanceLocation), keyword: e.keyword })),
      };
    };
  });
}
