/**
 * Server text inside the library's own sentences is isolated (UAX #9, FSI…PDI), so a U+202E
 * in a property name cannot reverse the words around it. In JSX, prefer `<bdi>`.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}

/** `isolate` for a computed host: printable ASCII cannot reorder the sentence, so it stays searchable. */
export function isolateHost(host: string): string {
  return /^[\x21-\x7e]*$/.test(host) ? host : isolate(host);
}
