/**
 * IDNA validity of one host label (UTS #46 §4.1), checked before any Unicode form is shown:
 * Chromium accepts any `xn--` label as written (`xn--google-` decodes to "google"). Rather
 * than ship the mapping table (~30 kB gzip), a label is valid only if the platform maps its
 * Unicode form back to the same `xn--` label, plus the rules the mapping does not cover.
 */
import { decode, encode } from 'punycode/punycode.es6.js';

export interface LabelForms {
  /** The label as parsed (lower-case ASCII, `xn--` for an IDN). */
  ascii: string;
  /** The decoded form; equals `ascii` for an ASCII label and for an invalid one. */
  unicode: string;
  /** `false` when an `xn--` label breaks UTS #46: it is then only ever shown as `ascii`. */
  valid: boolean;
  /** The Punycode decoding of an invalid label, for inspection only (never to display). */
  decoded?: string;
}

const ACE = 'xn--';

export function decodeLabel(ascii: string): LabelForms {
  if (!ascii.startsWith(ACE)) return { ascii, unicode: ascii, valid: true };
  let unicode: string;
  try {
    unicode = decode(ascii.slice(ACE.length));
  } catch {
    return { ascii, unicode: ascii, valid: false };
  }
  const valid =
    /[^\0-\x7f]/.test(unicode) && // §4 step 4: an all-ASCII result is an error (xn--google-)
    `${ACE}${encode(unicode)}` === ascii && // one canonical encoding per name
    unicode === unicode.normalize('NFC') &&
    mapsToItself(unicode, ascii) &&
    hyphensValid(unicode) &&
    !/^\p{M}/u.test(unicode) &&
    !/[\u200C\u200D]/.test(unicode) && // joiners: only legitimate in a few scripts' contexts; never shown
    bidiRuleHolds(unicode);
  return valid ? { ascii, unicode, valid } : { ascii, unicode: ascii, valid, decoded: unicode };
}

/** The platform's UTS #46 mapping leaves every code point as it is (status "valid"). */
function mapsToItself(unicode: string, ascii: string): boolean {
  try {
    return new URL(`http://${unicode}/`).hostname === ascii;
  } catch {
    return false;
  }
}

/** CheckHyphens: no hyphen first or last, none in the 3rd and 4th positions. */
function hyphensValid(label: string): boolean {
  return !label.startsWith('-') && !label.endsWith('-') && label.slice(2, 4) !== '--';
}

/** Letters written right to left (Bidi_Class R or AL: JS has no Bidi_Class escapes). */
const RTL_LETTER = /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Adlam}]/u;

/**
 * RFC 5893 §2 for a label with right-to-left letters: it starts with one, ends with one or
 * a digit (marks aside), holds no left-to-right letter, and does not mix Arabic-Indic and
 * Extended Arabic-Indic digits.
 */
function bidiRuleHolds(label: string): boolean {
  if (!RTL_LETTER.test(label)) return true;
  const chars = [...label.replace(/\p{M}+$/u, '')];
  const letters = chars.filter((char) => /\p{L}/u.test(char));
  return (
    RTL_LETTER.test(chars[0] ?? '') &&
    /[\p{L}\p{Nd}]/u.test(chars.at(-1) ?? '') &&
    (RTL_LETTER.test(chars.at(-1) ?? '') || /\p{Nd}/u.test(chars.at(-1) ?? '')) &&
    letters.every((char) => RTL_LETTER.test(char)) &&
    !(/[\u0660-\u0669]/.test(label) && /[\u06F0-\u06F9]/.test(label))
  );
}
