/**
 * useLazyModule over a chunk whose import rejects: the request that needed it is told
 * (`failed`, so ElicitationHost declines it with a notice), and the failure is not kept:
 * the next request that needs the module loads it again (src/text/lazy-once.ts).
 */
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLazyModule } from '../../src/components/elicitation-host/lazy-bodies';
import { lazyOnce } from '../../src/text/lazy-once';

describe('useLazyModule', () => {
  it('reports a failed import for the request that needed it, and loads again for the next one', async () => {
    const load = vi
      .fn<() => Promise<{ Body: string }>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ Body: 'form' });
    const body = lazyOnce(load);
    const { result, rerender } = renderHook(({ needed }) => useLazyModule(body, needed), { initialProps: { needed: true } });
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current.module).toBeUndefined();
    // The request is declined (nothing needs the module), then another one arrives.
    rerender({ needed: false });
    expect(result.current.failed).toBe(false);
    rerender({ needed: true });
    expect(result.current.failed).toBe(false); // not declined at once for the earlier failure
    await waitFor(() => expect(result.current.module).toEqual({ Body: 'form' }));
    expect(result.current.failed).toBe(false);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
