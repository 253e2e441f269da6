/**
 * Hidden characters: what a warning's text needs at render time. Kept apart from
 * characters.ts (scripts, look-alike tables) so that the URL dialog's words do not pull
 * the analyser's data into a page's initial chunk (BENCHMARKS.md, "JS added to an app").
 */

/**
 * Bidi controls, zero-width and other format characters, C0/C1 controls, and blank
 * characters that render as (or like) nothing. The URL parser silently strips some of
 * them (tab, newline, U+200B in hosts), so they are looked for in the raw string.
 */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u00A0\u115F\u1160\u1680\u2000-\u200A\u202F\u205F\u2800\u3000\u3164\uFFA0]|\u034F/gu;

/** The hidden characters of `text` as distinct `U+XXXX` strings, in order of appearance. */
export function findHiddenCharacters(text: string): string[] {
  const found = new Set<string>();
  for (const [char] of text.matchAll(HIDDEN)) found.add(codePointName(char));
  return [...found];
}

/** Replace hidden characters with a visible `[U+XXXX]` marker (for showing unparsable input). */
export function revealHiddenCharacters(text: string): string {
  return text.replace(HIDDEN, (char) => `[${codePointName(char)}]`);
}

export function codePointName(char: string): string {
  return `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}
