import { useCallback, useEffect, useRef } from 'react';
import type { ElicitResult } from '../elicitation/types.js';

/**
 * Wraps `onResult` so it fires at most once for the component's life: double clicks,
 * Escape after Submit, and StrictMode's replayed effects (refs survive the simulated
 * remount) all collapse into the first answer.
 */
export function useRespondOnce(onResult: (result: ElicitResult, automatic?: boolean) => void) {
  const done = useRef(false);
  const latest = useRef(onResult);
  useEffect(() => {
    latest.current = onResult;
  });
  const respond = useCallback((result: ElicitResult, automatic?: boolean) => {
    if (done.current) return;
    done.current = true;
    latest.current(result, automatic);
  }, []);
  return { respond, isDone: () => done.current };
}
