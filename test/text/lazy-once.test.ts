import { describe, expect, it, vi } from 'vitest';
import { lazyOnce } from '../../src/text/lazy-once';

describe('lazyOnce', () => {
  it('loads once: concurrent and later calls share the first successful load', async () => {
    const load = vi.fn(() => Promise.resolve({ ready: true }));
    const lazy = lazyOnce(load);
    expect(lazy.get()).toBeUndefined();
    const [a, b] = await Promise.all([lazy.load(), lazy.load()]);
    expect(a).toBe(b);
    expect(await lazy.load()).toBe(a);
    expect(lazy.get()).toBe(a);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load: the next use loads again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('module');
    const lazy = lazyOnce(load);
    await expect(lazy.load()).rejects.toThrow('Failed to fetch');
    expect(lazy.get()).toBeUndefined();
    expect(await lazy.load()).toBe('module');
    expect(lazy.get()).toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('treats a loader that throws at once like one that rejects', async () => {
    let calls = 0;
    const lazy = lazyOnce(() => {
      if (++calls === 1) throw new Error('CSP');
      return Promise.resolve(calls);
    });
    await expect(lazy.load()).rejects.toThrow('CSP');
    expect(await lazy.load()).toBe(2);
  });
});
