/**
 * Server text inside the library's own sentences is isolated (Unicode UAX #9, FSI…PDI), so
 * a U+202E (right-to-left override) in a property name cannot reverse the words around it.
 * In JSX, prefer `<bdi>`; this is for plain strings (label functions, aria text).
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}

/**
 * `isolate` for a host name the library computed: printable ASCII cannot reorder the
 * sentence around it (no strong right-to-left letters, no controls), so it is left as
 * is and stays searchable; anything else (an Arabic or Hebrew IDN) is isolated.
 */
export function isolateHost(host: string): string {
  return /^[\x21-\x7e]*$/.test(host) ? host : isolate(host);
}
