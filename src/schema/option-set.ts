/**
 * Membership in a field's options in constant time. A server may send 50,000 options and
 * a default selecting all of them: a scan per selected value is 2.5 billion comparisons
 * (BENCHMARKS.md, stress rows). Built once per options array and cached.
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
