/**
 * What to show of a failure: its message, without the "Error: " that String(error) puts in
 * front, so a message passed on from one layer to the next (the AI SDK, the server's call,
 * the page) never reads "Error: Error: …".
 */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
