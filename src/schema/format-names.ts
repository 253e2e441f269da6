/**
 * The name each engine knows a spec format by (formats.ts has the checks). Not `email`
 * itself: ajv-formats and @cfworker/json-schema each have their own `email`, and cfworker's
 * table is one object shared with any other user of the package on the page, so ours are
 * added beside it under names a schema cannot reach (a server's own `format: "mcpe:email"`
 * is dropped). Its own module: own-checks.ts runs on every request, the checks only when
 * an answer is validated.
 */
const PREFIX = 'mcpe:';
const SPEC_FORMATS = new Set(['email', 'uri', 'date', 'date-time']);

/** What a schema's `format` becomes in an engine's copy; undefined means: drop the keyword. */
export function engineFormat(format: unknown): unknown {
  if (typeof format !== 'string') return format;
  if (SPEC_FORMATS.has(format)) return PREFIX + format;
  return format.startsWith(PREFIX) ? undefined : format;
}
