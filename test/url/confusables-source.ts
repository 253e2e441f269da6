/**
 * Builds the look-alike table of src/url/confusables-data.ts from the Unicode confusables
 * data (UTS #39 `confusables.txt`, as shipped by the `unhomoglyph` package). Only what a
 * host can contain is kept: characters the platform's UTS #46 mapping leaves unchanged
 * (the rest never survive the URL parser), whose prototype reads as ASCII letters/digits
 * or as a `/` or `.`. Latin letters with diacritics are left out on purpose: `ü` in
 * `münchen` is a letter of its own, not a disguise (Chromium likewise only compares
 * those against a list of top domains).
 */
import { createRequire } from 'node:module';
import { domainToASCII, domainToUnicode } from 'node:url';

const data = createRequire(import.meta.url)('unhomoglyph/data.json') as Record<string, string>;

/** Letters outside the ordinary Latin blocks, or inside them but rendered like another ASCII letter. */
const LATIN_DISGUISES = new Set([0x131, 0x138, 0x185, 0x1c0, 0x1c1, 0x1c2, 0x1c3, 0x223, 0x237]);
const ordinaryLatin = (cp: number) => (cp >= 0xc0 && cp <= 0x24f) || (cp >= 0x1e00 && cp <= 0x1eff);

/** Survives UTS #46 mapping unchanged: can appear in a host's Unicode form. */
function hostValid(char: string): boolean {
  const ascii = domainToASCII(`a${char}`);
  return ascii !== '' && domainToUnicode(ascii) === `a${char}`;
}

export function buildConfusables(): { letters: Record<string, string>; separators: Record<string, string> } {
  const letters: Record<string, string> = {};
  const separators: Record<string, string> = {};
  for (const [source, prototype] of Object.entries(data)) {
    const cp = source.codePointAt(0)!;
    if ([...source].length !== 1 || cp < 0x80 || !hostValid(source)) continue;
    if (/\p{Script=Latin}/u.test(source) && ordinaryLatin(cp) && !LATIN_DISGUISES.has(cp)) continue;
    const reads = prototype.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    if (/^[a-z0-9]+$/.test(reads)) letters[reads] = (letters[reads] ?? '') + source;
    else if (reads.includes('/')) separators['/'] = (separators['/'] ?? '') + source;
    else if (reads.includes('.') && reads.length <= 2) separators['.'] = (separators['.'] ?? '') + source;
  }
  // Not in confusables.txt 13.0, but in Chromium's own look-alike additions: a bare Han
  // stroke for l, Cyrillic komi de and komi sje for d and g.
  letters.l += '\u4E28';
  letters.d += '\u0503';
  letters.g += '\u050D';
  return { letters: sortKeys(letters), separators: sortKeys(separators) };
}

function sortKeys(record: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** The text of src/url/confusables-data.ts. */
export function confusablesModule(): string {
  const { letters, separators } = buildConfusables();
  const entries = (record: Record<string, string>) =>
    Object.entries(record).map(([reads, chars]) => `  ${JSON.stringify(reads)}: ${JSON.stringify(chars)},`).join('\n');
  return `// Generated from the Unicode confusables data (UTS #39) by test/url/confusables-source.ts;
// test/url/confusables-data.test.ts fails when it is out of date. Do not edit by hand.

/** ASCII text -> the characters valid in a host that render like it. */
export const LETTER_LOOKALIKES: Record<string, string> = {
${entries(letters)}
};

/** \`/\` or \`.\` -> the characters valid in a host that render like it. */
export const SEPARATOR_LOOKALIKES: Record<string, string> = {
${entries(separators)}
};
`;
}
