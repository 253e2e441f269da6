/**
 * Character-level checks for URL hosts: hidden characters, writing systems and look-alikes.
 * No data files: Unicode property escapes (`\p{Script=…}`) come with the JS engine, and the
 * look-alike table is a short hand-picked list of letters that render like Latin ones
 * (the subset of UTS #39 confusables that survives IDNA mapping — full-width and
 * mathematical letters are already folded to ASCII by the URL parser).
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

function codePointName(char: string): string {
  return `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

const SCRIPTS: [name: string, pattern: RegExp][] = (
  [
    'Latin', 'Cyrillic', 'Greek', 'Armenian', 'Georgian', 'Hebrew', 'Arabic', 'Syriac', 'Thaana',
    'Devanagari', 'Bengali', 'Gurmukhi', 'Gujarati', 'Tamil', 'Telugu', 'Kannada', 'Malayalam',
    'Sinhala', 'Thai', 'Lao', 'Tibetan', 'Myanmar', 'Khmer', 'Ethiopic', 'Cherokee', 'Mongolian',
    'Han', 'Hiragana', 'Katakana', 'Hangul', 'Bopomofo',
  ] as const
).map((name) => [name, new RegExp(`\\p{Script=${name}}`, 'u')]);

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
 * Latin (the "Highly Restrictive" profile of UTS #39 §5.2).
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

/** Lower-case letters (after IDNA mapping) that render like a Latin letter. */
const LOOKALIKES: Record<string, string> = {
  // Cyrillic
  а: 'a', е: 'e', ё: 'e', і: 'i', ї: 'i', ј: 'j', к: 'k', о: 'o', р: 'p', с: 'c', у: 'y', х: 'x',
  ѕ: 's', һ: 'h', ԁ: 'd', ԛ: 'q', ԝ: 'w', ӏ: 'l', ү: 'y',
  // Greek
  α: 'a', ο: 'o', ν: 'v', ρ: 'p', ι: 'i', κ: 'k', υ: 'u', χ: 'x', ϲ: 'c', ϳ: 'j', ω: 'w',
  // Armenian
  օ: 'o', ս: 'u', հ: 'h', ո: 'n', ց: 'g', զ: 'q', ա: 'w',
  // Latin letters outside ASCII that read as ASCII ones
  ı: 'i', ȷ: 'j', ɑ: 'a', ɡ: 'g', ɩ: 'i', ǀ: 'l', ʋ: 'u', ɒ: 'a',
};

/**
 * The ASCII host a Unicode host imitates, or `undefined`. A label counts as a look-alike
 * only when every letter in it is ASCII or a look-alike, i.e. it can pass for a Latin
 * name; genuine Cyrillic or Greek names (`пример.рф`) contain letters with no Latin twin
 * and are not flagged (the same rule as Chromium's IDN spoof checker for whole-script
 * confusables).
 */
export function latinLookalike(unicodeHost: string): string | undefined {
  let changed = false;
  const labels = unicodeHost.split('.').map((label) => {
    const chars = [...label];
    if (!chars.some((char) => char in LOOKALIKES)) return label;
    if (!chars.every((char) => char in LOOKALIKES || /^[\x21-\x7e]$/.test(char))) return label;
    changed = true;
    return chars.map((char) => LOOKALIKES[char] ?? char).join('');
  });
  return changed ? labels.join('.') : undefined;
}
