/** Whether a form's draft holds anything the person typed or picked (an empty string, list or object is nothing). */
export function hasContent(draft: unknown): boolean {
  if (draft === undefined || draft === null || draft === '') return false;
  if (typeof draft !== 'object') return true;
  return Object.values(draft).some(hasContent);
}
