// Only what is shown is cut: nothing here is ever sent back to the server.
export { MESSAGE_PREVIEW_LENGTH, DESCRIPTION_PREVIEW_LENGTH, LABEL_MAX_LENGTH } from './limits.js';
import { LABEL_MAX_LENGTH } from './limits.js';

/** `text` cut to at most `max` UTF-16 units, never inside a surrogate pair. */
export function clipText(text: string, max: number): { text: string; clipped: boolean } {
  if (text.length <= max) return { text, clipped: false };
  let end = Math.max(0, Math.floor(max));
  const code = text.charCodeAt(end - 1);
  // A lone high surrogate would render as U+FFFD: cut before it instead.
  if (code >= 0xd800 && code <= 0xdbff) end -= 1;
  return { text: text.slice(0, end), clipped: true };
}

/** A label for display: at most {@link LABEL_MAX_LENGTH} characters, elided with "…". */
export function clipLabel(text: string, max = LABEL_MAX_LENGTH): string {
  if (text.length <= max) return text;
  const clipped = clipText(text, max);
  return clipped.clipped ? `${clipped.text}…` : text;
}
