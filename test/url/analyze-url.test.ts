import { describe, expect, it } from 'vitest';
import * as tldts from 'tldts';
import { createUrlAnalyzer } from '../../src/url/analyze-url';
import { describeUrlWarning } from '../../src/i18n/describe-url-warning';
import { zhCN } from '../../src/i18n/zh-cn';
import type { UrlAnalysis, UrlWarningCode } from '../../src/url/types';
import {
  SERVER_URL,
  adversarialUrls,
  blockedSchemeUrls,
  idnUrls,
  ordinaryUrls,
  suspiciousUrls,
  unparsableUrls,
  v2AdversarialUrls,
  v2OrdinaryUrls,
  v2SameSiteUrls,
} from '../fixtures/urls';

const analyze = createUrlAnalyzer(tldts);
const codes = (analysis: UrlAnalysis) => analysis.warnings.map((w) => w.code).sort();
const joined = (analysis: UrlAnalysis) => Object.values(analysis.parts ?? {}).join('');

describe('analyzeUrl', () => {
  it('has the table sizes the issue asks for', () => {
    expect(adversarialUrls.length).toBeGreaterThanOrEqual(60);
    expect(ordinaryUrls.length).toBeGreaterThanOrEqual(30);
    expect(v2AdversarialUrls.length).toBeGreaterThanOrEqual(60);
    expect(v2OrdinaryUrls.length + v2SameSiteUrls.length).toBeGreaterThanOrEqual(30);
  });

  describe('given an ordinary URL', () => {
    it.each(ordinaryUrls)('%s raises no warning and can be opened', (url) => {
      const analysis = analyze(url);
      expect(analysis.warnings).toEqual([]);
      expect(analysis.canOpen).toBe(true);
      // What is shown is exactly what opens: the parts rebuild href.
      expect(joined(analysis)).toBe(analysis.href);
      expect(analysis.display).toBe(analysis.href);
    });

    it('raises nothing on a same-site URL when the server URL is known', () => {
      expect(analyze('https://auth.example.com/connect?x=1', { serverUrl: SERVER_URL }).warnings).toEqual([]);
      expect(analyze('http://localhost:3000/cb', { serverUrl: 'http://localhost:8080/mcp' }).warnings).toEqual([]);
    });
  });

  describe.each([
    ['a blocked scheme', blockedSchemeUrls],
    ['an unparsable URL', unparsableUrls],
    ['a suspicious URL', suspiciousUrls],
    ['an internationalised name', idnUrls],
    ['a v2 adversarial URL', v2AdversarialUrls],
    ['a same-site URL', v2SameSiteUrls],
  ])('given %s', (_kind, table) => {
    it.each(table)('$name', ({ url, codes: expected, blocked: blockedCase, serverUrl, strictParserRejects, destination }) => {
      const analysis = analyze(url, { serverUrl });
      // Node's parser rejects some invalid xn-- labels that Chromium keeps (see UrlCase).
      const blocked = blockedCase || strictParserRejects;
      const hidden = expected.includes('hidden-characters') && !strictParserRejects ? ['hidden-characters' as const] : [];
      expect(codes(analysis)).toEqual(strictParserRejects ? ['unparsable'] : [...expected, ...hidden].filter((c, i, all) => all.indexOf(c) === i).sort());
      if (destination && !blocked) expect(analysis.displayDomain).toBe(destination);
      expect(analysis.canOpen).toBe(!blocked);
      if (blocked) {
        expect(analysis.parts).toBeUndefined();
      } else {
        expect(joined(analysis)).toBe(analysis.href);
      }
      for (const warning of analysis.warnings) expect(describeUrlWarning(warning)).toMatch(/\w/);
    });
  });

  it('covers every warning code with at least one adversarial case', () => {
    const seen = new Set(adversarialUrls.flatMap((c) => analyze(c.url, { serverUrl: c.serverUrl }).warnings.map((w) => w.code)));
    const all: UrlWarningCode[] = [
      'unparsable', 'blocked-scheme', 'hidden-characters', 'userinfo', 'ip-address', 'mixed-scripts',
      'lookalike-characters', 'idn', 'insecure-http', 'non-default-port', 'unlisted-suffix', 'deep-subdomain',
      'long-url', 'different-site', 'invalid-idn', 'unusual-characters', 'lookalike-separators', 'imitated-site',
      'local-address',
    ];
    expect([...seen].sort()).toEqual([...all].sort());
  });

  it('splits the registrable domain from the subdomain (private PSL entries included)', () => {
    const dressed = analyze('https://accounts.google.com.login.evil.example/o?x#y');
    expect(dressed.parts).toEqual({
      scheme: 'https://', userinfo: '', subdomain: 'accounts.google.com.login.', domain: 'evil.example',
      port: '', path: '/o', query: '?x', fragment: '#y',
    });
    expect(analyze('https://evil.github.io/').domain).toBe('evil.github.io');
    expect(analyze('https://www.example.co.uk/').domain).toBe('example.co.uk');
  });

  it('shows both forms of an IDN and names the imitated host', () => {
    const analysis = analyze('https://\u0430pple.com/');
    expect(analysis.href).toBe('https://xn--pple-43d.com/');
    expect(analysis.unicodeDomain).toBe('\u0430pple.com');
    expect(analysis.warnings).toContainEqual({
      code: 'idn', severity: 'caution', unicode: '\u0430pple.com', ascii: 'xn--pple-43d.com', reason: 'mixed-scripts', scripts: ['Cyrillic', 'Latin'],
    });
    expect(analysis.warnings).toContainEqual(expect.objectContaining({ code: 'lookalike-characters', looksLike: 'apple.com' }));
    expect(analysis.warnings).toContainEqual(expect.objectContaining({ code: 'mixed-scripts', scripts: ['Cyrillic', 'Latin'] }));
  });

  it('names a spoofing host only by its xn-- form, an ordinary IDN by its Unicode form', () => {
    const spoof = analyze('http://\u0430pple.com/', { serverUrl: SERVER_URL });
    expect(spoof.displayDomain).toBe('xn--pple-43d.com');
    expect(spoof.warnings).toContainEqual({ code: 'different-site', severity: 'caution', domain: 'xn--pple-43d.com', serverDomain: 'example.com' });
    expect(spoof.warnings).toContainEqual({ code: 'insecure-http', severity: 'caution', host: 'xn--pple-43d.com' });
    expect(describeUrlWarning(spoof.warnings.find((w) => w.code === 'lookalike-characters')!)).toBe(
      'This is not \u2068apple.com\u2069: \u2068xn--pple-43d.com\u2069 uses characters that only look like those letters.',
    );
    expect(analyze('https://m\u00FCnchen.de/').displayDomain).toBe('m\u00FCnchen.de');
  });

  it('never decodes an invalid xn-- label for display, and names what it hides', () => {
    const analysis = analyze('https://xn--google-.com/');
    expect(analysis.displayDomain).toBe('xn--google-.com');
    expect(analysis.unicodeDomain).toBe('xn--google-.com');
    expect(analysis.warnings).toEqual([{ code: 'invalid-idn', severity: 'danger', label: 'xn--google-' }]);
    expect(analysis.warnings.map((w) => describeUrlWarning(w)).join(' ')).not.toMatch(/google\.com/);
  });

  it('shows each label as a browser would: valid labels in Unicode, unsafe ones as xn--', () => {
    const analysis = analyze('https://\u0455\u0441\u043E\u0440\u0435.m\u00FCnchen.de/');
    expect(analysis.displayHost).toBe('xn--e1argc3h.m\u00FCnchen.de');
    expect(analysis.displayDomain).toBe('m\u00FCnchen.de');
    expect(analysis.warnings).toContainEqual(expect.objectContaining({ code: 'lookalike-characters', looksLike: 'scope.m\u00FCnchen.de' }));
  });

  it('says which site a dressed-up host imitates and which one opens', () => {
    expect(analyze('https://www.amazon.de.secure-login.net/').warnings).toEqual([
      { code: 'imitated-site', severity: 'danger', looksLike: 'amazon.de', domain: 'secure-login.net' },
    ]);
    expect(analyze('https://login.microsoftonline.com.br.com/').warnings[0]).toMatchObject({ looksLike: 'microsoftonline.com.br', domain: 'com.br.com' });
    expect(analyze('https://accounts.google.com-signin.evil.net/').warnings[0]).toMatchObject({ looksLike: 'google.com' });
  });

  it('reads slash-like characters as the slash they imitate', () => {
    const warning = analyze('https://google.com\u30CEevil.net/').warnings.find((w) => w.code === 'lookalike-separators');
    expect(warning).toEqual({ code: 'lookalike-separators', severity: 'danger', reads: 'google.com/evil.net', domain: 'xn--comevil-v04f.net', codePoints: ['U+30CE'] });
  });

  it('keeps bidi controls from userinfo out of the warning sentence', () => {
    const analysis = analyze('https://paypal.com%E2%80%AE@evil.example/');
    const text = describeUrlWarning(analysis.warnings.find((w) => w.code === 'userinfo')!);
    expect(text).not.toMatch(/[\u202A-\u202E\u2066\u2067]/);
    expect(text).toContain('paypal.com[U+202E]');
    // Each server-provided value sits inside its own first-strong isolate.
    expect(text).toContain('\u2068paypal.com[U+202E]\u2069');
  });

  it('warns about local addresses only when the server is not local itself', () => {
    const local = analyze('http://192.168.1.1/', { serverUrl: SERVER_URL }).warnings.find((w) => w.code === 'local-address');
    expect(local).toEqual({ code: 'local-address', severity: 'danger', host: '192.168.1.1', place: 'local-network' });
    expect(analyze('http://localhost:3000/', { serverUrl: SERVER_URL }).warnings[0]).toMatchObject({ code: 'local-address', place: 'this-device' });
    expect(analyze('http://localhost:3000/').warnings).toEqual([]);
    expect(analyze('http://localhost:3000/', { serverUrl: 'http://[::1]:8080/' }).warnings).toEqual([]);
  });

  it('reports how a disguised IP address was written', () => {
    expect(analyze('https://3232235521/').warnings).toEqual([{ code: 'ip-address', severity: 'danger', ip: '192.168.0.1', written: '3232235521' }]);
    expect(analyze('https://192.168.0.1/').warnings).toEqual([{ code: 'ip-address', severity: 'caution', ip: '192.168.0.1' }]);
  });

  it('lists hidden characters by code point and percent-encodes them in what is shown', () => {
    const analysis = analyze('https://example.com/a\u202Eb\u200Bc');
    expect(analysis.warnings).toEqual([{ code: 'hidden-characters', severity: 'danger', codePoints: ['U+202E', 'U+200B'] }]);
    expect(analysis.display).toBe('https://example.com/a%E2%80%AEb%E2%80%8Bc');
  });

  it('makes hidden characters visible in unparsable input', () => {
    expect(analyze('https://a.b\u202Ec.com/').display).toBe('https://a.b[U+202E]c.com/');
  });

  it('names the server site in different-site', () => {
    expect(analyze('https://example.org/', { serverUrl: SERVER_URL }).warnings).toEqual([
      { code: 'different-site', severity: 'caution', domain: 'example.org', serverDomain: 'example.com' },
    ]);
  });

  it('puts danger before caution', () => {
    const severities = analyze('http://paypal.com@192.168.0.1:8080/').warnings.map((w) => w.severity);
    expect(severities).toEqual([...severities].sort((a, b) => (a === b ? 0 : a === 'danger' ? -1 : 1)));
  });

  describe('given trailing dots', () => {
    it('reads one trailing dot as the DNS root: the same site, no "imitates"', () => {
      for (const url of ['https://paypal.com./', 'https://www.paypal.com./login']) {
        const analysis = analyze(url, { serverUrl: 'https://mcp.paypal.com/mcp' });
        expect(analysis.warnings).toEqual([]);
        expect(analysis.canOpen).toBe(true);
        expect(analysis.displayDomain).toBe('paypal.com');
        expect(joined(analysis)).toBe(analysis.href);
      }
      const lookalike = analyze('https://g\u00EDthub.com./');
      expect(lookalike.displayDomain).toBe('xn--gthub-zsa.com');
      expect(lookalike.warnings[0]).toMatchObject({ code: 'lookalike-characters', looksLike: 'github.com' });
    });

    it.each(['https://evil.net../', 'https://paypal.com../', 'https://evil.net.../x', 'https://paypal.com' + '.'.repeat(40) + '/', 'https://a..b.com/', 'https://.paypal.com/'])(
      'refuses %s as malformed (an empty label cannot be looked up) instead of naming a made-up site',
      (url) => {
        const analysis = analyze(url, { serverUrl: SERVER_URL });
        expect(analysis.warnings).toEqual([{ code: 'unparsable', severity: 'danger' }]);
        expect(analysis.canOpen).toBe(false);
        expect(analysis.displayDomain).toBeUndefined();
      },
    );
  });

  describe('given Latin letters that imitate a well-known domain', () => {
    it.each([
      ['https://g\u00EDthub.com/', 'github.com', 'xn--gthub-zsa.com'],
      ['https://coinbas\u0229.com/', 'coinbase.com', 'xn--coinbas-m1c.com'],
      ['https://\u1E45etflix.com/', 'netflix.com', 'xn--etflix-ht7b.com'],
      ['https://paypa\u019A.com/', 'paypal.com', 'xn--paypa-rnb.com'],
      ['https://g\u0131thub.com/', 'github.com', 'xn--gthub-n4a.com'],
      ['https://\u00E1mazon.co.uk/', 'amazon.co.uk', 'xn--mazon-wqa.co.uk'],
      ['https://faceb\u00F8\u00F8k.com/', 'facebook.com', 'xn--facebk-fyaa.com'],
    ])('%s is named as a look-alike of %s and shown as %s', (url, looksLike, ascii) => {
      const analysis = analyze(url);
      expect(analysis.warnings.find((w) => w.code === 'lookalike-characters')).toMatchObject({ looksLike, ascii });
      expect(analysis.displayDomain).toBe(ascii);
      expect(analysis.displayHost).toBe(ascii);
      expect(analysis.warnings.find((w) => w.code === 'idn')).toMatchObject({ reason: 'lookalike', scripts: ['Latin'] });
    });

    it('names the real site a look-alike in the subdomain imitates (gíthub.com.evil.net)', () => {
      const analysis = analyze('https://g\u00EDthub.com.evil.net/');
      expect(analysis.warnings.find((w) => w.code === 'imitated-site')).toEqual({ code: 'imitated-site', severity: 'danger', looksLike: 'github.com', domain: 'evil.net' });
      expect(analysis.warnings.find((w) => w.code === 'lookalike-characters')).toMatchObject({ looksLike: 'github.com.evil.net' });
      expect(analysis.displayHost).toBe('xn--gthub-zsa.com.evil.net');
      expect(analysis.displayDomain).toBe('evil.net');
    });

    it('names the subdomain in front of the imitated domain', () => {
      const analysis = analyze('https://login.g\u00EDthub.com/');
      expect(analysis.warnings[0]).toMatchObject({ code: 'lookalike-characters', looksLike: 'login.github.com' });
      expect(analysis.displayHost).toBe('login.xn--gthub-zsa.com');
    });

    it.each(['https://m\u00FCnchen.de/', 'https://b\u00FCcher.de/', 'https://caf\u00E9.fr/', 'https://z\u00FCrich.ch/', 'https://\u00E5lesund.no/'])(
      'leaves %s, which imitates no listed domain, in Unicode with a Latin caution only',
      (url) => {
        const analysis = analyze(url);
        expect(analysis.warnings).toEqual([expect.objectContaining({ code: 'idn', reason: 'latin', scripts: ['Latin'] })]);
        expect(analysis.displayDomain).toBe(analysis.unicodeDomain);
        expect(analysis.displayDomain).not.toContain('xn--');
      },
    );
  });

  describe('names the real reason for an internationalised name, in every shipped language', () => {
    const reasonOf = (url: string) => analyze(url).warnings.find((w) => w.code === 'idn')!;
    const cases = {
      latin: reasonOf('https://m\u00FCnchen.de/'),
      'other-script': reasonOf('https://\u043F\u0440\u0438\u043C\u0435\u0440.\u0440\u0444/'),
      lookalike: reasonOf('https://g\u00EDthub.com/'),
      'mixed-scripts': reasonOf('https://\u0430pple.com/'),
    };

    it('tells the four reasons apart', () => {
      expect(Object.fromEntries(Object.entries(cases).map(([name, w]) => [name, w.code === 'idn' && w.reason]))).toEqual({
        latin: 'latin', 'other-script': 'other-script', lookalike: 'lookalike', 'mixed-scripts': 'mixed-scripts',
      });
    });

    it.each([
      ['English', undefined, /non-Latin|other than Latin/],
      ['Chinese', zhCN, /非拉丁|拉丁字母以外/],
    ] as const)('in %s: münchen.de is Latin, each reason has its own words', (_language, labels, notLatin) => {
      const texts = Object.values(cases).map((w) => describeUrlWarning(w, labels));
      expect(new Set(texts.map((text) => text.slice(0, text.search(/It reads|显示为/)))).size).toBe(4);
      expect(describeUrlWarning(cases.latin, labels)).not.toMatch(notLatin);
      expect(describeUrlWarning(cases['other-script'], labels)).toMatch(notLatin);
      expect(describeUrlWarning(cases['other-script'], labels)).toContain('Cyrillic');
    });
  });

  it('still works without a Public Suffix List (the whole host is the domain)', () => {
    const bare = createUrlAnalyzer(null)('https://accounts.google.com.login.evil.example/');
    expect(bare.domain).toBe('accounts.google.com.login.evil.example');
    expect(bare.canOpen).toBe(true);
    expect(createUrlAnalyzer(null)('javascript:alert(1)').canOpen).toBe(false);
  });
});
