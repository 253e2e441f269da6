'use client';
// The client host: the remote store reads the relay; the outlet shows what is pending.
import { useEffect, useSyncExternalStore } from 'react';
import { ElicitationOutlet, preloadElicitationUi } from 'mcp-elicitation-react/host';
import { browserStore } from './browser-store';

const subscribeNothing = () => () => {};

export function Elicitations() {
  // false on the server and while hydrating, true after: both first renders agree (nothing).
  const hydrated = useSyncExternalStore(subscribeNothing, () => true, () => false);
  // Requests arrive after hydration, so nothing must be preloaded for the first render (a
  // request rendered on the server would need preloadElicitationUi() before both renders);
  // loading the form and URL parts now shows the first request without a wait.
  useEffect(() => {
    void preloadElicitationUi();
  }, []);
  return hydrated ? <ElicitationOutlet store={browserStore()} presentation="dialog" /> : null;
}
