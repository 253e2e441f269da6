// The page of test/browser/relay-tabs.test.ts: ElicitationOutlet over the README's remote
// store (test/integration/examples/relay-page.tsx), on the same origin as the relay
// (/api/elicitation), with the browser's own EventSource. Inline, so several rounds show;
// `?presentation=dialog`: as a modal.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ElicitationOutlet } from '../../../src/index';
import { store } from '../../integration/examples/relay-page';
import '../../../src/theme/styles.css';

(window as unknown as { relayStore: typeof store }).relayStore = store;
const presentation = new URLSearchParams(location.search).get('presentation') === 'dialog' ? 'dialog' : 'inline';
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ElicitationOutlet store={store} presentation={presentation} />
  </StrictMode>,
);
