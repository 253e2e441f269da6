// @vitest-environment node
/**
 * What an app runs under: the policy built from the origins it declared (only plain origins
 * pass), the sandbox proxy's page and headers, and the check of its answer.
 */
import { describe, expect, it } from 'vitest';
import { appContentSecurityPolicy, approveCsp, sandboxProxyPage, sandboxProxyResponse } from '../../src/apps';
import { wrapAppDocument } from '../../src/apps/app-csp';
import { checkAppResult } from '../../src/apps/check-app-result';
import { getDefaultValidator } from '../../src/core';
import type { SchemaValidator } from '../../src/core';

describe('the app’s policy', () => {
  it('keeps plain origins and drops every entry that would widen or break the policy', () => {
    const declared = {
      connectDomains: ['https://api.example.com', 'wss://live.example.com:8443', "'unsafe-eval'", '*', 'https:', 'https://a.example; script-src *', 'https://a.example/"><script>', 42],
      resourceDomains: ['https://*.cdn.example', 'http://img.example/path/', 'data:', 'javascript:alert(1)'],
      frameDomains: 'https://not-a-list.example',
    };
    expect(approveCsp(declared)).toEqual({
      connectDomains: ['https://api.example.com', 'wss://live.example.com:8443'],
      resourceDomains: ['https://*.cdn.example', 'http://img.example/path/'],
    });
  });

  it('is restrictive by default: nothing from the network, no eval, no frames, no plugins, no form posts', () => {
    expect(appContentSecurityPolicy(undefined)).toBe(
      "default-src 'none'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; media-src 'self' data:; connect-src 'none'; frame-src 'none'; base-uri 'self'; object-src 'none'; worker-src 'none'; form-action 'none'",
    );
  });

  it('grants exactly what was declared', () => {
    const policy = appContentSecurityPolicy({ connectDomains: ['https://api.example.com'], resourceDomains: ['https://cdn.example'], frameDomains: ['https://maps.example'] });
    expect(policy).toContain('connect-src https://api.example.com;');
    expect(policy).toContain("script-src 'self' 'unsafe-inline' https://cdn.example;");
    expect(policy).toContain('frame-src https://maps.example;');
    expect(policy).not.toContain('unsafe-eval');
  });

  it('comes first in the app’s document, escaped, before a byte of the app', () => {
    const doc = wrapAppDocument('<head><meta http-equiv="Content-Security-Policy" content="default-src *"></head><p>app</p>', `connect-src "x" <y>`);
    expect(doc.startsWith('<!DOCTYPE html><html><head><meta http-equiv="Content-Security-Policy" content="connect-src &quot;x&quot; &lt;y&gt;">')).toBe(true);
    expect(doc.indexOf('<p>app</p>')).toBeGreaterThan(doc.indexOf('</head><body>'));
  });
});

describe('the sandbox proxy', () => {
  const options = { hostOrigins: ['https://app.example', 'http://localhost:5173', 'https://evil.example; script-src *', 'http://[::1]:3000'] };

  it('serves the app’s policy as a header, framed only by the host origins, never cached', () => {
    const csp = encodeURIComponent(JSON.stringify({ connectDomains: ['https://api.example.com', '*'] }));
    const response = sandboxProxyResponse(new Request(`https://sandbox.example/?host=https%3A%2F%2Fapp.example&csp=${csp}`), options);
    const policy = response.headers.get('content-security-policy')!;
    expect(policy).toContain('connect-src https://api.example.com;');
    expect(policy.endsWith('; frame-ancestors https://app.example http://localhost:5173')).toBe(true);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('an unreadable declaration grants nothing; a method other than GET or HEAD is refused', async () => {
    const policy = sandboxProxyResponse(new Request('https://sandbox.example/?csp=%7Bnot-json'), options).headers.get('content-security-policy');
    expect(policy).toContain("connect-src 'none'");
    expect(sandboxProxyResponse(new Request('https://sandbox.example/', { method: 'POST', body: '{}' }), options).status).toBe(405);
    expect(await sandboxProxyResponse(new Request('https://sandbox.example/', { method: 'HEAD' }), options).text()).toBe('');
  });

  it('no host origin: framed by nobody', () => {
    expect(sandboxProxyResponse(new Request('https://sandbox.example/'), { hostOrigins: [] }).headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('its page lists the allowed hosts as inert JSON (a </script> in an origin cannot end the script)', () => {
    const page = sandboxProxyPage({ hostOrigins: ['https://app.example', 'https://x.example</script><script>alert(1)//'] });
    expect(page).toContain('<script type="application/json" id="mcpe-hosts">["https://app.example"]</script>');
    expect(page.match(/<script/g)).toHaveLength(2);
  });
});

describe('the app’s answer', () => {
  const schema = { type: 'object', properties: { seat: { type: 'string', enum: ['1A', '1B'] }, window: { type: 'boolean' } }, required: ['seat'] };
  const validator = getDefaultValidator();

  it.each([
    [{ action: 'accept', content: { seat: '1A', window: true } }, { action: 'accept', content: { seat: '1A', window: true } }],
    [{ action: 'decline' }, { action: 'decline' }],
    [{ action: 'cancel', content: { seat: '99Z' } }, { action: 'cancel' }],
  ])('%j is sent as %j', async (answer, sent) => {
    expect(await checkAppResult(answer, schema, validator)).toEqual(sent);
  });

  it.each([
    ['a seat outside the schema', { action: 'accept', content: { seat: '99Z' } }],
    ['a missing required answer', { action: 'accept', content: {} }],
    ['an accept without content', { action: 'accept' }],
    ['a value of a kind the spec does not allow', { action: 'accept', content: { seat: '1A', window: { yes: true } } }],
    ['an unknown action', { action: 'maybe' }],
    ['not an object', 'accept'],
  ])('%s is refused (nothing is sent)', async (_, answer) => {
    expect(await checkAppResult(answer, schema, validator)).toBeUndefined();
  });

  it('keeps __proto__ a plain key, and sends nothing when the validator cannot run', async () => {
    const open = { type: 'object', properties: {} };
    const result = await checkAppResult(JSON.parse('{"action":"accept","content":{"__proto__":"x"}}'), open, validator);
    expect(Object.getPrototypeOf(result?.content)).toBe(Object.prototype);
    expect(Object.keys(result?.content ?? {})).toEqual(['__proto__']);
    const broken: SchemaValidator = { validate: () => Promise.reject(new Error('chunk failed to load')) };
    expect(await checkAppResult({ action: 'accept', content: { seat: '1A' } }, schema, broken)).toBeUndefined();
  });
});
