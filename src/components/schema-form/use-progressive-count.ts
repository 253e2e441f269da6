import { useEffect, useState } from 'react';

import { FIELDS_PER_STEP } from '../../text/limits.js';

/**
 * Drawn in the mounting task: about a screenful (one group of progressive-fields.tsx). The
 * rest follows in the next tasks, before a user could search or tab that far; drawing
 * 50 fields at once made the first screen wait for all of them (bench/findings.md, mount).
 */
export const FIELDS_FIRST = 20;

/**
 * The first later step waits for the first screen to be painted (the next animation frame),
 * then for an idle moment: a timer queued at mount usually ran before that paint (Chromium),
 * so the first screen waited for the next 100 fields, and an idle callback alone sometimes
 * ran before it too (bench/findings.md, mount). Bounded, so a hidden tab (no frames) or a
 * page that is never idle (an animation, streamed text) still gets every field soon after.
 */
const FIRST_STEP_WAIT_MS = 100;

function afterFirstPaint(step: () => void): () => void {
  if (typeof requestAnimationFrame !== 'function' || typeof requestIdleCallback !== 'function') {
    const handle = setTimeout(step, 0);
    return () => clearTimeout(handle);
  }
  let idle: number | undefined;
  const whenIdle = () => {
    if (idle !== undefined) return;
    cancelAnimationFrame(frame);
    clearTimeout(fallback);
    idle = requestIdleCallback(step, { timeout: FIRST_STEP_WAIT_MS });
  };
  const frame = requestAnimationFrame(whenIdle);
  const fallback = setTimeout(whenIdle, FIRST_STEP_WAIT_MS);
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(fallback);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}

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
    const step = () => setCount((current) => Math.min(total, current + FIELDS_PER_STEP));
    if (count === Math.min(total, FIELDS_FIRST)) return afterFirstPaint(step);
    const handle = setTimeout(step, 0);
    return () => clearTimeout(handle);
  }, [count, total]);
  return Math.min(count, total);
}
