/**
 * What both validation engines share: the schema split of own-checks.ts, the checks the
 * library runs itself, and one answer for a schema an engine cannot compile or run (a
 * nested `$id: "http://["`, a `$ref` cycle), so that ajv and the eval-free engine behave
 * the same and neither ever accepts content without the checks the form promised.
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

/**
 * State visits all the pattern checks of one validation may make together (each value
 * also has its own REGEX_WORK_LIMIT): ~1–3 s of work in the background on a slow machine.
 * Past it, the patterns not yet decided read as unknown: checked by the server only.
 */
export const VALIDATION_WORK_LIMIT = 20_000_000;
/** State visits between two looks at the clock inside one pattern check. */
const STEP_VISITS = 20_000;

/** What the library's own checks found: issues, and fields whose pattern could not be decided here. */
export interface OwnCheckOutcome {
  issues: ValidationIssue[];
  unchecked: string[];
}

/**
 * The library's own checks of `data`, located like an engine's issues, as a generator that
 * yields whenever SLICE_MS of work has passed in the current task (see {@link runSliced}).
 */
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
 * Runs a sliced check: what fits in SLICE_MS is answered at once; more continues in later
 * tasks (text/yield-task.ts), so a submit of 10,000 answers never holds the main thread for
 * long, and a click on Decline in between is handled at once. Between slices it stops if
 * `signal` was aborted: nobody waits for the answer any more.
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

/**
 * A validator over an engine. `compile` turns the prepared schema (never the server's
 * object) into a check; it runs once per schema object, from `prepare` or the first `validate`.
 */
export function guardedCore(compile: (schema: Record<string, unknown>, original: object) => EngineCheck): SchemaValidator {
  const engines = new WeakMap<object, readonly EngineCheck[] | Error>();

  // A large flat schema is compiled in parts (flat-parts.ts), each its own "original", so
  // that a compile cache keyed by content (ajv-core.ts) tells them apart.
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
        // If the engine cannot load, this rejects: the answer cannot be checked right now,
        // which is not "invalid" (the form offers to try again and sends nothing meanwhile,
        // hooks/use-schema-form.ts); the next validate loads the engine again.
        return loadPatternEngine().then(() => validateNow(schema, prepared, data, options));
      }
      return validateNow(schema, prepared, data, options);
    },
  };
}
