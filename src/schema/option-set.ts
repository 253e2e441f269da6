/**
 * Membership in a field's options in constant time. A server may send 50,000 options and
 * a default selecting all of them: a scan per selected value is 2.5 billion comparisons
 * (BENCHMARKS.md, stress rows). Built once per options array, on first use, and cached.
 */
import type { FieldOption } from './types.js';

const cache = new WeakMap<readonly FieldOption[], ReadonlySet<string>>();

/** The set of option values (what is sent) of `options`. */
export function optionValues(options: readonly FieldOption[] | undefined): ReadonlySet<string> {
  if (!options) return new Set();
  let set = cache.get(options);
  if (!set) {
    set = new Set(options.map((o) => o.value));
    cache.set(options, set);
  }
  return set;
}

/**
 * True when no string of `values` occurs twice. Sorting a copy compares the strings without
 * hashing them: a server's option list is read as the form mounts, and a Set of 100,000
 * strings fresh from JSON.parse took 23–89 ms in Chromium against 4–10 ms sorted (8 runs
 * each on the 2-core machine at load 8): most of the mount's one long task
 * (test/browser/stress.test.ts).
 */
export function allDistinct(values: readonly string[]): boolean {
  const sorted = values.slice().sort();
  for (let i = 1; i < sorted.length; i++) if (sorted[i] === sorted[i - 1]) return false;
  return true;
}
