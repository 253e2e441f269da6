import { useEffect, useState } from 'react';

import { FIELDS_PER_STEP } from '../../text/limits.js';

/** Drawn in the mounting task: about a screenful; drawing 50 at once made the first screen wait for all of them. */
export const FIELDS_FIRST = 20;

/**
 * The first later step waits for the first paint, then an idle moment: a timer queued at
 * mount usually ran before that paint in Chromium. Bounded, so a hidden tab or a never-idle page still gets every field.
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
 * How many of `total` items to draw: {@link FIELDS_FIRST} at once, then {@link FIELDS_PER_STEP}
 * more per task in order, so clicks on Decline and Cancel get through between steps.
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
