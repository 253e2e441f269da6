/**
 * README "Clients that run on the server": the page's side, checked by `tsc --noEmit`; the
 * Chromium relay tests render its store (test/browser/pages/relay.tsx).
 */
import { ElicitationOutlet } from '../../../src/host';
import { createRemoteElicitationStore } from '../../../src/remote';

export const store = createRemoteElicitationStore({ url: '/api/elicitation' });
export const Elicitations = () => <ElicitationOutlet store={store} />;
