import { describe, expect, it } from 'vitest';
import * as tldts from 'tldts';
import { analyzeUrl, createAnalyzerLoader, getLoadedUrlAnalyzer, loadUrlAnalyzer } from '../../src/url/load-url-analyzer';

describe('loadUrlAnalyzer', () => {
  it('loads the Public Suffix List on first use only, then analyses synchronously', async () => {
    expect(getLoadedUrlAnalyzer()).toBeUndefined();
    const pending = loadUrlAnalyzer();
    expect(loadUrlAnalyzer()).toBe(pending);
    const analyze = await pending;
    expect(getLoadedUrlAnalyzer()).toBe(analyze);
    expect(analyze('https://login.evil.co.uk/').domain).toBe('evil.co.uk');
  });

  it('offers a one-shot async analyzeUrl', async () => {
    const analysis = await analyzeUrl('https://example.org/x', { serverUrl: 'https://mcp.example.com/' });
    expect(analysis.warnings.map((w) => w.code)).toEqual(['different-site']);
  });

  it('does not cache a failed load: the next URL request tries again', async () => {
    let attempts = 0;
    const loader = createAnalyzerLoader(() => (++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(tldts)));
    const fallback = await loader.load();
    expect(fallback('https://login.evil.co.uk/').domain).toBe('login.evil.co.uk'); // whole host: no list
    expect(loader.getLoaded()).toBeUndefined();
    const real = await loader.load();
    expect(real('https://login.evil.co.uk/').domain).toBe('evil.co.uk');
    expect(loader.getLoaded()).toBe(real);
    expect(attempts).toBe(2);
  });
});
