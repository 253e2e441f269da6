'use client';
// The client host: the remote store reads the relay; the outlet shows what is pending.
import { useEffect, useSyncExternalStore } from 'react';
import { ElicitationOutlet, preloadElicitationUi } from 'mcp-elicitation-react/host';
import { createRemoteElicitationStore, type RemoteElicitationStore } from 'mcp-elicitation-react/remote';

// One store per tab, made in the browser only (it opens an EventSource).
let store: RemoteElicitationStore | undefined;
const browserStore = () => (store ??= createRemoteElicitationStore({ url: '/api/elicitation' }));
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
