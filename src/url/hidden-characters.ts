// Apart from characters.ts so that the URL dialog's words do not pull the analyser's tables
// into a page's initial chunk.

/** Invisible and control characters; looked for in the raw string, since the URL parser strips some (tab, U+200B). */
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
