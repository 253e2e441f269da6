/** Whether a form's draft holds anything at all (an empty string, list or object is nothing). */
export function hasContent(draft: unknown): boolean {
  if (draft === undefined || draft === null || draft === '') return false;
  if (typeof draft !== 'object') return true;
  return Object.values(draft).some(hasContent);
}

/** What a field starts as: its default, else nothing (an unticked box, an empty list). */
const blank = (value: unknown) => value === undefined || value === null || value === '' || value === false || (Array.isArray(value) && value.length === 0);
const same = (value: unknown, start: unknown) => (start === undefined ? blank(value) : JSON.stringify(value) === JSON.stringify(start) || String(value) === String(start));

/**
 * Whether the person changed a form from how it opened: some field of the draft differs from
 * the schema's default for it (or, without one, is filled in). A draft that holds only the
 * defaults the form started with is untouched: closing it loses nothing the person typed.
 */
export function holdsTyping(requestedSchema: unknown, draft: unknown): boolean {
  if (typeof draft !== 'object' || draft === null) return false;
  const properties = (requestedSchema as { properties?: Record<string, { default?: unknown } | undefined> } | undefined)?.properties ?? {};
  return Object.entries(draft).some(([key, value]) => !same(value, Object.hasOwn(properties, key) ? properties[key]?.default : undefined));
}
