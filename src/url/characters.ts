/**
 * Character-level checks for URL hosts. Scripts and categories come from the engine's Unicode
 * property escapes; the only data is confusables-data.ts (UTS #39 look-alikes of ASCII).
 */
import { LETTER_LOOKALIKES, SEPARATOR_LOOKALIKES } from './confusables-data.js';
import { codePointName } from './hidden-characters.js';
export { codePointName, findHiddenCharacters, revealHiddenCharacters } from './hidden-characters.js';

/**
 * The "Recommended" scripts of UAX #31 Table 5: Chromium shows a label in Unicode only
 * when all its letters are in these (Cherokee, Coptic, Yi, Tifinagh… stay in `xn--`).
 */
const RECOMMENDED = [
  'Latin', 'Greek', 'Cyrillic', 'Armenian', 'Hebrew', 'Arabic', 'Thaana', 'Georgian', 'Devanagari', 'Bengali',
  'Gurmukhi', 'Gujarati', 'Oriya', 'Tamil', 'Telugu', 'Kannada', 'Malayalam', 'Sinhala', 'Thai', 'Lao',
  'Tibetan', 'Myanmar', 'Ethiopic', 'Khmer', 'Hangul', 'Hiragana', 'Katakana', 'Han', 'Bopomofo',
] as const;
const SCRIPTS: [name: string, pattern: RegExp][] = RECOMMENDED.map((name) => [name, new RegExp(`\\p{Script=${name}}`, 'u')]);

/** Characters every script shares (digits, hyphen) or that take the script of their base (marks). */
const NEUTRAL = /[\p{Script=Common}\p{Script=Inherited}]/u;

/** The writing systems used by the letters of one host label, in order of appearance. */
export function scriptsOf(label: string): string[] {
  const scripts = new Set<string>();
  for (const char of label) {
    if (NEUTRAL.test(char)) continue;
    scripts.add(SCRIPTS.find(([, pattern]) => pattern.test(char))?.[0] ?? 'Other');
  }
  return [...scripts];
}

/**
 * Script mixes that are normal inside one label: Japanese and Chinese/Korean text with
 * Latin (the "Highly Restrictive" level of UTS #39 §5.2, as Chromium applies it).
 */
const ALLOWED_MIXES = [
  ['Latin', 'Han', 'Hiragana', 'Katakana'],
  ['Latin', 'Han', 'Bopomofo'],
  ['Latin', 'Han', 'Hangul'],
];

/** Whether one label mixes writing systems in a way legitimate names do not. */
export function isMixedScript(scripts: string[]): boolean {
  if (scripts.length < 2) return false;
  return !ALLOWED_MIXES.some((allowed) => scripts.every((script) => allowed.includes(script)));
}

/**
 * Characters outside UTS #39 Identifier_Status=Allowed, approximated with property escapes:
 * anything but letters, marks and digits (dashes, symbols, emoji, U+2019…); letters of
 * scripts outside RECOMMENDED; Latin phonetic and small-capital letters (`ᴏ`, `ɢ`); Hangul
 * Jamo; small Katakana extensions; Hebrew points.
 */
const RESTRICTED = /[^\p{L}\p{M}\p{Nd}\u30FB\u30FC]|[\u0138\u0185\u01C0-\u01C3\u0250-\u02FF\u1D00-\u1DBF\u2C60-\u2C7F\uA720-\uA7FF\uAB30-\uAB6F\u1100-\u11FF\u31F0-\u31FF]/u;
const HEBREW_POINT = /^(?=\p{M})\p{Script=Hebrew}$/u;

/**
 * Sequences Chromium's IDN spoof checker blocks although each character is allowed: a
 * repeated combining mark; a dot above on i, j or l, or any mark on a dotless i/j; the
 * Katakana prolonged-sound mark not after kana; the Katakana middle dot next to Latin;
 * ASCII digits next to digits of another script.
 */
const DANGEROUS = /(\p{M})\1|[ijl]\u0307|[\u0131\u0237]\p{M}|(?:^|[^\p{Script=Hiragana}\p{Script=Katakana}])\u30FC|[a-z\d]\u30FB|\u30FB[a-z\d]|[0-9][^\P{Nd}0-9]|[^\P{Nd}0-9][0-9]/u;

/** The characters of a label (Unicode form) that browsers would not display, as `U+XXXX`. */
export function restrictedCharacters(label: string): string[] {
  const found = new Set<string>();
  for (const char of label) {
    if (char !== '-' && char > '\x7f' && (RESTRICTED.test(char) || HEBREW_POINT.test(char) || scriptsOf(char)[0] === 'Other')) found.add(codePointName(char));
  }
  return [...found];
}

export function hasDangerousSequence(label: string): boolean {
  return DANGEROUS.test(label);
}

const readsAs = new Map<string, string>();
for (const [reads, chars] of Object.entries(LETTER_LOOKALIKES)) for (const char of chars) readsAs.set(char, reads);
const separatorOf = new Map<string, string>();
for (const [reads, chars] of Object.entries(SEPARATOR_LOOKALIKES)) for (const char of chars) separatorOf.set(char, reads);
// Middle dots read as a dot in a host; not in confusables.txt as such. (U+30FB, the
// Katakana middle dot, is ordinary between Japanese words: DANGEROUS covers it next to Latin.)
for (const char of '\u00B7\u0387\u2027') separatorOf.set(char, '.');
// Combining solidus overlays strike a letter through: `com̸abc` reads as `com/abc`.
for (const char of '\u0337\u0338') separatorOf.set(char, '/');

/**
 * The ASCII a label reads as when every character renders like ASCII (UTS #39 skeleton);
 * `undefined` when some character has no ASCII twin or none was disguised (`münchen`).
 */
export function asciiReading(label: string): string | undefined {
  let disguised = false;
  let reading = '';
  for (const char of label.normalize('NFD')) {
    if (char <= '\x7f') reading += char;
    else if (readsAs.has(char)) {
      disguised = true;
      reading += readsAs.get(char);
    } else if (!/\p{M}/u.test(char)) return undefined;
  }
  return disguised ? reading : undefined;
}

/** Characters of a label that render like `/` or `.`, and the label as it then reads. */
export function separatorLookalikes(label: string): { reads: string; codePoints: string[] } | undefined {
  const codePoints = new Set<string>();
  const reads = [...label].map((char) => {
    const separator = separatorOf.get(char);
    if (separator) codePoints.add(codePointName(char));
    return separator ?? char;
  });
  return codePoints.size ? { reads: reads.join(''), codePoints: [...codePoints] } : undefined;
}
