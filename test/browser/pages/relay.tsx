// The page of test/browser/relay-tabs.test.ts: ElicitationOutlet over the relay's remote
// store, on the same origin as the relay (/api/elicitation), with the browser's own EventSource.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ElicitationOutlet } from '../../../src/index';
import { createRemoteElicitationStore } from '../../../src/remote';
import '../../../src/theme/styles.css';

const store = createRemoteElicitationStore({ url: '/api/elicitation' });
(window as unknown as { relayStore: typeof store }).relayStore = store;
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ElicitationOutlet store={store} presentation="inline" />
  </StrictMode>,
);
