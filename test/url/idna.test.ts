import { describe, expect, it } from 'vitest';
import { decodeLabel } from '../../src/url/idna';

describe('decodeLabel (UTS #46 validity, checked without the mapping table)', () => {
  it.each([
    ['xn--mnchen-3ya', 'm\u00FCnchen'],
    ['xn--80ak6aa92e', '\u0430\u0440\u0440\u04CF\u0435'],
    ['xn--mgba1fmg', '\u0627\u0641\u0644\u0627\u0645'],
    ['example', 'example'],
  ])('decodes the valid label %s', (ascii, unicode) => {
    expect(decodeLabel(ascii)).toEqual({ ascii, unicode, valid: true });
  });

  it.each([
    ['xn--google-', 'decodes to ASCII only'],
    ['xn--google-df0c', 'a zero-width space (ignored by the mapping)'],
    ['xn--google-cja', 'a soft hyphen (ignored by the mapping)'],
    ['xn--googlecom-bk3h', 'an ideographic full stop (mapped to a dot)'],
    ['xn--qi7cdauna', 'fullwidth letters (mapped to ASCII)'],
    ['xn--abc-fdc', 'a combining mark first'],
    ['xn--ab-yod', 'a Hebrew mark between Latin letters (Bidi Rule)'],
    ['xn--zz', 'malformed Punycode'],
  ])('rejects %s: %s, and never exposes its decoded form as `unicode`', (ascii) => {
    const forms = decodeLabel(ascii);
    expect(forms.valid).toBe(false);
    expect(forms.unicode).toBe(ascii);
  });
});
