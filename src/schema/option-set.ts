// Membership in a field's options in constant time: a scan per value of 50,000 pre-selected options is 2.5 billion comparisons.
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
 * True when no string of `values` occurs twice. Sorted, not hashed: a Set of 100,000 strings
 * fresh from JSON.parse took 23–89 ms in Chromium against 4–10 ms sorted, inside the mount's long task.
 */
export function allDistinct(values: readonly string[]): boolean {
  const sorted = values.slice().sort();
  for (let i = 1; i < sorted.length; i++) if (sorted[i] === sorted[i - 1]) return false;
  return true;
}
