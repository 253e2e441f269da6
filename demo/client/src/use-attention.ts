/**
 * Tell a person who is looking at another tab that a server is waiting for them: the
 * tab title blinks until the page is visible again, and a system notification is shown
 * when they allowed notifications for this page.
 */
import { useCallback, useEffect, useRef } from 'react';
import type { ElicitationRequest } from '../../../src/index';

const BLINK_MS = 1000;

export function useAttention(): (request: ElicitationRequest) => void {
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const baseTitle = useRef('');

  const stop = useCallback(() => {
    if (timer.current === undefined) return;
    clearInterval(timer.current);
    timer.current = undefined;
    document.title = baseTitle.current;
  }, []);

  useEffect(() => {
    const onVisible = () => {
      if (!document.hidden) stop();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      stop();
    };
  }, [stop]);

  return useCallback(
    (request: ElicitationRequest) => {
      if (!document.hidden) return;
      if (timer.current === undefined) {
        baseTitle.current = document.title;
        let on = false;
        timer.current = setInterval(() => {
          on = !on;
          document.title = on ? `(!) Input needed · ${request.server.name}` : baseTitle.current;
        }, BLINK_MS);
      }
      if ('Notification' in window && Notification.permission === 'granted') {
        // Trusted name only: the server's own words stay inside the page.
        new Notification('Input needed', { body: `${request.server.name} is asking you something.`, tag: 'mcp-elicitation' });
      }
    },
    [],
  );
}
