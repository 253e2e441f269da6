import { describe, expect, it } from 'vitest';
import * as tldts from 'tldts';
import { createUrlAnalyzer } from '../../src/url/analyze-url';
import { describeUrlWarning } from '../../src/url/describe-warning';
import type { UrlAnalysis, UrlWarningCode } from '../../src/url/types';
import {
  SERVER_URL,
  adversarialUrls,
  blockedSchemeUrls,
  idnUrls,
  ordinaryUrls,
  suspiciousUrls,
  unparsableUrls,
} from '../fixtures/urls';

const analyze = createUrlAnalyzer(tldts);
const codes = (analysis: UrlAnalysis) => analysis.warnings.map((w) => w.code).sort();
const joined = (analysis: UrlAnalysis) => Object.values(analysis.parts ?? {}).join('');

describe('analyzeUrl', () => {
  it('has the table sizes the issue asks for', () => {
    expect(adversarialUrls.length).toBeGreaterThanOrEqual(60);
    expect(ordinaryUrls.length).toBeGreaterThanOrEqual(30);
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
  ])('given %s', (_kind, table) => {
    it.each(table)('$name', ({ url, codes: expected, blocked, serverUrl }) => {
      const analysis = analyze(url, { serverUrl });
      expect(codes(analysis)).toEqual([...expected].sort());
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
      'long-url', 'different-site',
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
    expect(analysis.warnings).toContainEqual({ code: 'idn', severity: 'caution', unicode: '\u0430pple.com', ascii: 'xn--pple-43d.com' });
    expect(analysis.warnings).toContainEqual(expect.objectContaining({ code: 'lookalike-characters', looksLike: 'apple.com' }));
    expect(analysis.warnings).toContainEqual(expect.objectContaining({ code: 'mixed-scripts', scripts: ['Cyrillic', 'Latin'] }));
  });

  it('names a spoofing host only by its xn-- form, an ordinary IDN by its Unicode form', () => {
    const spoof = analyze('http://\u0430pple.com/', { serverUrl: SERVER_URL });
    expect(spoof.displayDomain).toBe('xn--pple-43d.com');
    expect(spoof.warnings).toContainEqual({ code: 'different-site', severity: 'caution', domain: 'xn--pple-43d.com', serverDomain: 'example.com' });
    expect(spoof.warnings).toContainEqual({ code: 'insecure-http', severity: 'caution', host: 'xn--pple-43d.com' });
    expect(describeUrlWarning(spoof.warnings.find((w) => w.code === 'lookalike-characters')!)).toBe(
      'This is not apple.com: xn--pple-43d.com uses letters from other alphabets that look like Latin ones.',
    );
    expect(analyze('https://m\u00FCnchen.de/').displayDomain).toBe('m\u00FCnchen.de');
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

  it('still works without a Public Suffix List (the whole host is the domain)', () => {
    const bare = createUrlAnalyzer(null)('https://accounts.google.com.login.evil.example/');
    expect(bare.domain).toBe('accounts.google.com.login.evil.example');
    expect(bare.canOpen).toBe(true);
    expect(createUrlAnalyzer(null)('javascript:alert(1)').canOpen).toBe(false);
  });
});
