/**
 * Progressive drawing (use-progressive-count.ts): the first screenful at mount, the next
 * step only once that screen could be painted (an animation frame) and the browser is idle,
 * or after a bounded wait when no frame comes (a hidden tab); later steps one task each.
 * Frames and idle callbacks are driven by hand here, so each assertion can fail.
 */
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIELDS_FIRST, useProgressiveCount } from '../../src/components/schema-form/use-progressive-count';
import { FIELDS_PER_STEP } from '../../src/text/limits';

describe('useProgressiveCount', () => {
  let frames: (() => void)[];
  let idles: (() => void)[];
  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    idles = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', (handle: number) => (frames[handle - 1] = () => {}));
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idles.push(callback));
    vi.stubGlobal('cancelIdleCallback', (handle: number) => (idles[handle - 1] = () => {}));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  const run = (queue: (() => void)[]) => act(() => queue.splice(0).forEach((callback) => callback()));

  it('draws the first screenful at mount and the next step only after a frame and an idle moment', () => {
    const total = FIELDS_FIRST + FIELDS_PER_STEP + 5;
    const { result } = renderHook(() => useProgressiveCount(total));
    expect(result.current).toBe(FIELDS_FIRST);
    // A task later, no frame yet: still the first screen (a timer alone drew more here).
    act(() => vi.advanceTimersByTime(0));
    expect(result.current).toBe(FIELDS_FIRST);
    run(frames);
    expect(result.current).toBe(FIELDS_FIRST);
    run(idles);
    expect(result.current).toBe(FIELDS_FIRST + FIELDS_PER_STEP);
    // Later steps: one task each, without waiting for frames.
    act(() => vi.advanceTimersByTime(0));
    expect(result.current).toBe(total);
  });

  it('goes on without frames (a hidden tab) after a bounded wait', () => {
    const { result } = renderHook(() => useProgressiveCount(FIELDS_FIRST + 1));
    act(() => vi.advanceTimersByTime(99));
    expect(idles).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    run(idles);
    expect(result.current).toBe(FIELDS_FIRST + 1);
    expect(frames.length).toBe(1);
  });

  it('schedules nothing for a form that fits the first screen', () => {
    const { result } = renderHook(() => useProgressiveCount(5));
    expect(result.current).toBe(5);
    expect(frames).toHaveLength(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
