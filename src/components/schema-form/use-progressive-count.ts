import { useEffect, useState } from 'react';

import { FIELDS_PER_STEP } from '../../text/limits.js';

/**
 * Drawn in the mounting task: about a screenful (one group of progressive-fields.tsx). The
 * rest follows in the next tasks, before a user could search or tab that far; drawing
 * 50 fields at once made the first screen wait for all of them (bench/findings.md, mount).
 */
export const FIELDS_FIRST = 20;

/**
 * How many of `total` items to draw: the first {@link FIELDS_FIRST} at once, then
 * {@link FIELDS_PER_STEP} more per task, in order (so keyboard order is kept), until all
 * are drawn. A server may send 5,000 fields; drawing them in one task froze the page, and
 * separate tasks let clicks on Decline and Cancel through between steps.
 */
export function useProgressiveCount(total: number): number {
  const [count, setCount] = useState(() => Math.min(total, FIELDS_FIRST));
  useEffect(() => {
    if (count >= total) return;
    const handle = setTimeout(() => setCount((current) => Math.min(total, current + FIELDS_PER_STEP)), 0);
    return () => clearTimeout(handle);
  }, [count, total]);
  return Math.min(count, total);
}
