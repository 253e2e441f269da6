/**
 * The eval-free implementation on @cfworker/json-schema: an interpreter, so it works
 * where a Content-Security-Policy forbids `unsafe-eval` (ajv#1565, MCP-SuperAssistant#171).
 */
import { Validator } from '@cfworker/json-schema';
import { pointerToPath, type SchemaValidator, type ValidationResult } from './validator.js';

/** A synchronous validator that never evaluates code; one interpreter per schema object. */
export function createEvalFreeCore(): SchemaValidator {
  const validators = new WeakMap<object, Validator>();

  function get(schema: object): Validator {
    let validator = validators.get(schema);
    if (!validator) {
      // cfworker annotates the schema objects it dereferences; keep the server's copy untouched.
      const { $schema: _schema, $id: _id, ...copy } = structuredClone(schema) as Record<string, unknown>;
      validator = new Validator(copy, '2020-12', false);
      validators.set(schema, validator);
    }
    return validator;
  }

  return {
    prepare(schema) {
      get(schema);
    },
    validate(schema, data): ValidationResult {
      const result = get(schema).validate(data);
      if (result.valid) return { valid: true, issues: [] };
      return {
        valid: false,
        issues: result.errors.map((e) => ({ path: pointerToPath(e.instanceLocation), keyword: e.keyword })),
      };
    },
  };
}
