/** A JSON object (not null, not an array): the shape every untrusted params and schema node is checked for first. */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
