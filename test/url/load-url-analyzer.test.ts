import { describe, expect, it } from 'vitest';
import * as tldts from 'tldts';
import { analyzeUrl, createAnalyzerLoader, getLoadedUrlAnalyzer, loadUrlAnalyzer } from '../../src/url/load-url-analyzer';

describe('loadUrlAnalyzer', () => {
  it('loads the Public Suffix List on first use only, then analyses synchronously', async () => {
    expect(getLoadedUrlAnalyzer()).toBeUndefined();
    const [analyze, again] = await Promise.all([loadUrlAnalyzer(), loadUrlAnalyzer()]);
    expect(again).toBe(analyze);
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

  it('rejects while the analyser itself cannot load, loads it again next time, and fetches it once at a time', async () => {
    let attempts = 0;
    const factory = () => (++attempts === 1 ? Promise.reject(new Error('Failed to fetch dynamically imported module')) : import('../../src/url/analyze-url').then((m) => m.createUrlAnalyzer));
    const loader = createAnalyzerLoader(() => Promise.resolve(tldts), factory);
    await expect(loader.load()).rejects.toThrow('Failed to fetch');
    expect(attempts).toBe(1); // one attempt per use, not a second one for the fallback
    const [first, second] = await Promise.all([loader.load(), loader.load()]);
    expect(first).toBe(second);
    expect(first('https://login.evil.co.uk/').domain).toBe('evil.co.uk');
    expect(attempts).toBe(2);
  });
});
