import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OUTPUT, mozList, registrableDomains, wellKnownDomainsModule } from '../../scripts/well-known-domains.mjs';
import { imitatedWellKnownDomain, skeleton } from '../../src/url/skeleton';
import { WELL_KNOWN_DOMAINS } from '../../src/url/well-known-domains';

describe('src/url/well-known-domains.ts', () => {
  it('is what scripts/well-known-domains.mjs generates from scripts/data (UPDATE_WELL_KNOWN=1 rewrites it)', () => {
    const expected = wellKnownDomainsModule();
    if (process.env.UPDATE_WELL_KNOWN) writeFileSync(OUTPUT, expected);
    expect(readFileSync(OUTPUT, 'utf8')).toBe(expected);
  });

  it('holds registrable ASCII domains only, each once', () => {
    const domains = WELL_KNOWN_DOMAINS.split(' ');
    expect(domains.length).toBeGreaterThan(400);
    expect(new Set(domains).size).toBe(domains.length);
    expect(registrableDomains(domains)).toEqual(domains);
    expect(domains).toEqual(expect.arrayContaining(['github.com', 'paypal.com', 'coinbase.com', 'netflix.com', 'amazon.co.uk']));
  });

  it('reads top-sites.json as the npm package ships it: registrable domains in rank order', () => {
    const json = JSON.stringify([{ rootDomain: 'www.google.com' }, { rootDomain: 'docs.google.com' }, { rootDomain: 'bbc.co.uk' }, { rootDomain: 'xn--mnchen-3ya.de' }]);
    expect(mozList(json).split('\n').filter((line) => line && !line.startsWith('#'))).toEqual(['google.com', 'bbc.co.uk', 'xn--mnchen-3ya.de']);
  });
});

describe('skeleton (UTS #39, as Chromium compares hosts with its top domains)', () => {
  it('drops diacritics and maps each character to its prototype', () => {
    expect(skeleton('g\u00EDthub.com')).toBe('github.corn');
    expect(skeleton('paypa\u019A.com')).toBe(skeleton('paypal.com'));
    expect(skeleton('\u0430pple.com')).toBe(skeleton('apple.com'));
    expect(skeleton('rnicrosoft.com')).toBe(skeleton('microsoft.com'));
  });

  it('finds the well-known domain a host ends in or carries in its subdomain, never the domain itself or a plain ASCII host', () => {
    expect(imitatedWellKnownDomain(['www', 'g\u00EDthub', 'com'])).toEqual({ domain: 'github.com', from: 1, to: 3 });
    expect(imitatedWellKnownDomain(['g\u00EDthub', 'com', 'evil', 'net'])).toEqual({ domain: 'github.com', from: 0, to: 2 });
    expect(imitatedWellKnownDomain(['github', 'com'])).toBeUndefined();
    expect(imitatedWellKnownDomain(['rnicrosoft', 'com'])).toBeUndefined();
    expect(imitatedWellKnownDomain(['m\u00FCnchen', 'de'])).toBeUndefined();
  });
});
