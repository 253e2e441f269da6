import { describe, expect, it } from 'vitest';
import { analyzeUrl, getLoadedUrlAnalyzer, loadUrlAnalyzer } from '../../src/url/load-url-analyzer';

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
});
