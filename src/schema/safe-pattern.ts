/**
 * Server `pattern`s run on a linear-time matcher, never on the backtracking RegExp, loaded only
 * when a schema has a pattern. What it cannot run in linear time is reported with a notice on the field.
 */
import type * as Engine from './linear-regex.js';
export { PATTERN_MAX_LENGTH } from '../text/limits.js';
import { PATTERN_MAX_LENGTH } from '../text/limits.js';
import { lazyOnce } from '../text/lazy-once.js';

// A failed load is retried on next use, or every later form with a pattern would stay uncheckable.
const engine = lazyOnce(() => import('./linear-regex.js'));

/** Load the engine (once it succeeds). Resolves when {@link compilePattern} can be called. */
export function loadPatternEngine(): Promise<void> {
  return engine.load().then(() => undefined);
}

/** True once {@link loadPatternEngine} has finished. */
export const patternEngineReady = () => engine.get() !== undefined;

/** A compiled pattern, or `undefined` for one that cannot be checked safely. */
export type SafePattern = Engine.LinearRegex | undefined;

/** Distinct patterns kept compiled (LRU); few, since each may remember ~8 MB of state sets. */
const CACHE_SIZE = 32;
const compiled = new Map<string, SafePattern>();

/**
 * Compile a JSON Schema pattern (ECMA-262 syntax, Unicode mode, unanchored). Call after
 * {@link loadPatternEngine}; before it, every pattern reads as uncheckable.
 */
export function compilePattern(source: string): SafePattern {
  if (compiled.has(source)) {
    const hit = compiled.get(source);
    compiled.delete(source);
    compiled.set(source, hit);
    return hit;
  }
  const loaded = engine.get();
  if (!loaded) return undefined;
  const result = source.length > PATTERN_MAX_LENGTH ? undefined : loaded.compileLinearRegex(source);
  compiled.set(source, result);
  if (compiled.size > CACHE_SIZE) compiled.delete(compiled.keys().next().value!);
  return result;
}

/**
 * The properties whose pattern cannot be checked safely: each shows a notice, never a silent
 * skip. Rejects if the engine cannot load, which is not the pattern's fault (the form refuses to send).
 */
export async function uncheckablePatternKeys(checks: readonly { key: string; pattern?: string }[]): Promise<ReadonlySet<string>> {
  const withPattern = checks.filter((c) => c.pattern !== undefined);
  if (withPattern.length === 0) return new Set();
  await loadPatternEngine();
  return new Set(withPattern.filter((c) => compilePattern(c.pattern!) === undefined).map((c) => c.key));
}
