/**
 * What both validation engines share: the schema split of own-checks.ts, the checks the
 * library runs itself, and one answer for a schema an engine cannot compile or run (a
 * nested `$id: "http://["`, a `$ref` cycle), so that ajv and the eval-free engine behave
 * the same and neither ever accepts content without the checks the form promised.
 */
import { hasPatterns, prepareSchema, type OwnCheck, type PreparedSchema } from './own-checks.js';
import { compilePattern, loadPatternEngine, patternEngineReady } from './safe-pattern.js';
import type { SchemaValidator, ValidationIssue, ValidationResult } from './validator.js';

/** An engine's compiled schema: returns its issues. May throw; the guard catches it. */
export type EngineCheck = (data: unknown) => ValidationResult;

/** The keyword of the issue reported for a schema no engine can check (the root is blamed). */
export const UNCHECKABLE = 'schema';

const rejected: ValidationResult = { valid: false, issues: [{ path: [], keyword: UNCHECKABLE }] };

function failsCheck(check: OwnCheck, value: unknown): boolean {
  if (check.values && !check.values.has(value)) return true;
  if (check.pattern !== undefined && typeof value === 'string') {
    // An uncompilable pattern is not skipped silently: the field shows a notice (use-pattern-notices.ts).
    const pattern = compilePattern(check.pattern);
    if (pattern && !pattern.test(value)) return true;
  }
  return check.unique === true && Array.isArray(value) && new Set(value.map((v) => (isPlain(v) ? v : JSON.stringify(v)))).size !== value.length;
}

const isPlain = (value: unknown) => value === null || typeof value !== 'object';

/** The issues of the library's own checks, located like an engine's. Linear in the data. */
export function runOwnChecks(checks: readonly OwnCheck[], data: unknown): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (typeof data !== 'object' || data === null) return issues;
  for (const check of checks) {
    if (!Object.hasOwn(data, check.key)) continue;
    const value = (data as Record<string, unknown>)[check.key];
    const keyword = check.pattern !== undefined ? 'pattern' : check.values ? 'enum' : 'uniqueItems';
    if (!check.each) {
      if (failsCheck(check, value)) issues.push({ path: [check.key], keyword });
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => {
        if (failsCheck(check, item)) issues.push({ path: [check.key, String(i)], keyword });
      });
    }
  }
  return issues;
}

/**
 * A validator over an engine. `compile` turns the prepared schema (never the server's
 * object) into a check; it runs once per schema object, from `prepare` or the first `validate`.
 */
export function guardedCore(compile: (schema: Record<string, unknown>, original: object) => EngineCheck): SchemaValidator {
  const engines = new WeakMap<object, EngineCheck | Error>();

  function engineFor(schema: object, prepared: PreparedSchema): EngineCheck | Error {
    let check = engines.get(schema);
    if (!check) {
      try {
        check = compile(prepared.schema, schema);
      } catch (error) {
        check = error instanceof Error ? error : new Error(String(error));
      }
      engines.set(schema, check);
    }
    return check;
  }

  function validateNow(schema: object, prepared: PreparedSchema, data: unknown): ValidationResult {
    const check = engineFor(schema, prepared);
    if (prepared.uncheckable || check instanceof Error) return rejected;
    let result: ValidationResult;
    try {
      result = check(data);
    } catch {
      // A stack overflow on a `$ref` cycle, an engine bug: not valid, never silently accepted.
      return rejected;
    }
    const own = runOwnChecks(prepared.checks, data);
    return own.length === 0 ? result : { valid: false, issues: [...result.issues, ...own] };
  }

  return {
    prepare(schema) {
      const prepared = prepareSchema(schema);
      engineFor(schema, prepared);
      if (hasPatterns(prepared)) return loadPatternEngine().catch(() => undefined);
    },
    validate(schema, data) {
      const prepared = prepareSchema(schema);
      if (hasPatterns(prepared) && !patternEngineReady()) {
        // If the engine cannot load, this rejects: the answer cannot be checked right now,
        // which is not "invalid" (the form offers to try again and sends nothing meanwhile,
        // hooks/use-schema-form.ts); the next validate loads the engine again.
        return loadPatternEngine().then(() => validateNow(schema, prepared, data));
      }
      return validateNow(schema, prepared, data);
    },
  };
}
