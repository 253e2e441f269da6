/**
 * Server text inside the library's own sentences is isolated (Unicode UAX #9, FSI…PDI), so
 * a U+202E (right-to-left override) in a property name cannot reverse the words around it.
 * In JSX, prefer `<bdi>`; this is for plain strings (label functions, aria text).
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
