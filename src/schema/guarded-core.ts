/**
 * What both validation engines share: the schema split of own-checks.ts, the library's own
 * checks, and one answer for a schema an engine cannot compile or run, so that neither ever
 * accepts content without the checks the form promised.
 */
import { hasPatterns, prepareSchema, type OwnCheck, type PreparedSchema } from './own-checks.js';
import { compilePattern, loadPatternEngine, patternEngineReady } from './safe-pattern.js';
import type { PatternVerdict } from './linear-regex.js';
import { SLICE_MS, yieldTask } from '../text/yield-task.js';
import { flatParts } from './flat-parts.js';
import type { SchemaValidator, ValidateOptions, ValidationIssue, ValidationResult } from './validator.js';

/** An engine's compiled schema: returns its issues. May throw; the guard catches it. */
export type EngineCheck = (data: unknown) => ValidationResult;

/** The keyword of the issue reported for a schema no engine can check (the root is blamed). */
export const UNCHECKABLE = 'schema';

const rejected: ValidationResult = { valid: false, issues: [{ path: [], keyword: UNCHECKABLE }] };

const isPlain = (value: unknown) => value === null || typeof value !== 'object';

/** State visits all pattern checks of one validation may make together; past it, undecided patterns are the server's to check. */
export const VALIDATION_WORK_LIMIT = 20_000_000;
/** State visits between two looks at the clock inside one pattern check. */
const STEP_VISITS = 20_000;

/** What the library's own checks found: issues, and fields whose pattern could not be decided here. */
export interface OwnCheckOutcome {
  issues: ValidationIssue[];
  unchecked: string[];
}

/** The library's own checks of `data`, yielding whenever SLICE_MS of work has passed in the current task. */
function* ownChecks(checks: readonly OwnCheck[], data: unknown, clock: { started: number }): Generator<void, OwnCheckOutcome> {
  const outcome: OwnCheckOutcome = { issues: [], unchecked: [] };
  if (typeof data !== 'object' || data === null) return outcome;
  let budget = VALIDATION_WORK_LIMIT;
  const due = () => performance.now() - clock.started > SLICE_MS;
  for (const check of checks) {
    if (!Object.hasOwn(data, check.key)) continue;
    const value = (data as Record<string, unknown>)[check.key];
    const keyword = check.pattern !== undefined ? 'pattern' : check.values ? 'enum' : 'uniqueItems';
    const items: [unknown, string[]][] = !check.each ? [[value, [check.key]]] : Array.isArray(value) ? value.map((item, i) => [item, [check.key, String(i)]]) : [];
    let unknown = false;
    for (const [item, path] of items) {
      if (due()) yield;
      let fails = false;
      if (check.values && !check.values.has(item)) fails = true;
      else if (check.unique === true && Array.isArray(item)) fails = new Set(item.map((v) => (isPlain(v) ? v : JSON.stringify(v)))).size !== item.length;
      else if (check.pattern !== undefined && typeof item === 'string') {
        // An uncompilable pattern is not skipped silently: the field shows a notice (use-schema-form.ts).
        const pattern = compilePattern(check.pattern);
        const run = pattern?.run(item);
        let verdict: PatternVerdict | undefined = run ? undefined : true;
        while (verdict === undefined) {
          if (budget <= 0) verdict = 'unknown';
          else {
            const before = run!.visits();
            verdict = run!.step(Math.min(STEP_VISITS, budget));
            budget -= run!.visits() - before;
            if (verdict === undefined && due()) yield;
          }
        }
        // Not decided within the budget: never "does not match"; the server decides.
        if (verdict === 'unknown') unknown = true;
        fails = verdict === false;
      }
      if (fails) outcome.issues.push({ path, keyword });
    }
    if (unknown) outcome.unchecked.push(check.key);
  }
  return outcome;
}

/** A superseded check (a newer keystroke, a submit, the form gone): its promise rejects with the signal's reason. */
/**
 * Runs a sliced check: what fits in SLICE_MS is answered at once, the rest in later tasks, so
 * a click on Decline between slices is handled at once; it stops once `signal` is aborted.
 */
export function runSliced<T>(work: (clock: { started: number }) => Generator<void, T>, signal?: AbortSignal): T | Promise<T> {
  const clock = { started: performance.now() };
  const steps = work(clock);
  const first = steps.next();
  if (first.done) return first.value;
  return (async () => {
    for (;;) {
      await yieldTask();
      signal?.throwIfAborted();
      clock.started = performance.now();
      const next = steps.next();
      if (next.done) return next.value;
    }
  })();
}

function merge(result: ValidationResult, own: OwnCheckOutcome): ValidationResult {
  const merged = own.issues.length === 0 ? result : { valid: false, issues: [...result.issues, ...own.issues] };
  return own.unchecked.length === 0 ? merged : { ...merged, unchecked: own.unchecked };
}

/** The engine's parts, then the library's own checks, yielding whenever a slice is used up. */
function* allChecks(parts: readonly EngineCheck[], checks: readonly OwnCheck[], data: unknown, clock: { started: number }): Generator<void, ValidationResult> {
  let valid = true;
  const issues: ValidationIssue[] = [];
  for (const part of parts) {
    if (performance.now() - clock.started > SLICE_MS) yield;
    let result: ValidationResult;
    try {
      result = part(data);
    } catch {
      // A stack overflow on a `$ref` cycle, an engine bug: not valid, never silently accepted.
      return rejected;
    }
    valid &&= result.valid;
    for (const issue of result.issues) issues.push(issue);
  }
  return merge({ valid, issues }, yield* ownChecks(checks, data, clock));
}

/** A validator over an engine; `compile` gets the prepared schema (never the server's object), once per schema object. */
export function guardedCore(compile: (schema: Record<string, unknown>, original: object) => EngineCheck): SchemaValidator {
  const engines = new WeakMap<object, readonly EngineCheck[] | Error>();

  // A large flat schema is compiled in parts, each its own "original", so a content-keyed cache tells them apart.
  function engineFor(schema: object, prepared: PreparedSchema): readonly EngineCheck[] | Error {
    let check = engines.get(schema);
    if (!check) {
      try {
        const parts = flatParts(prepared.schema);
        check = parts ? parts.map((part) => compile(part, part)) : [compile(prepared.schema, schema)];
      } catch (error) {
        check = error instanceof Error ? error : new Error(String(error));
      }
      engines.set(schema, check);
    }
    return check;
  }

  function validateNow(schema: object, prepared: PreparedSchema, data: unknown, options?: ValidateOptions): ValidationResult | Promise<ValidationResult> {
    const parts = engineFor(schema, prepared);
    if (prepared.uncheckable || parts instanceof Error) return rejected;
    return runSliced((clock) => allChecks(parts, prepared.checks, data, clock), options?.signal);
  }

  return {
    prepare(schema) {
      const prepared = prepareSchema(schema);
      engineFor(schema, prepared);
      if (hasPatterns(prepared)) return loadPatternEngine().catch(() => undefined);
    },
    validate(schema, data, options) {
      const prepared = prepareSchema(schema);
      if (hasPatterns(prepared) && !patternEngineReady()) {
        // An engine that cannot load rejects: "cannot check now" is not "invalid", and the next validate loads it again.
        return loadPatternEngine().then(() => validateNow(schema, prepared, data, options));
      }
      return validateNow(schema, prepared, data, options);
    },
  };
}
