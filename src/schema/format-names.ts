/**
 * The name each engine knows a spec format by. Not `email` itself: cfworker's format table is
 * shared with any other user of the package on the page, so ours sit beside it under names a
 * schema cannot reach. Its own module: own-checks.ts runs on every request, the checks only on validation.
 */
const PREFIX = 'mcpe:';
const SPEC_FORMATS = new Set(['email', 'uri', 'date', 'date-time']);

/** What a schema's `format` becomes in an engine's copy; undefined means: drop the keyword. */
export function engineFormat(format: unknown): unknown {
  if (typeof format !== 'string') return format;
  if (SPEC_FORMATS.has(format)) return PREFIX + format;
  return format.startsWith(PREFIX) ? undefined : format;
}
