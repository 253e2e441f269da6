/**
 * The guide "App-rendered forms": the page draws a form request with its server's app through
 * the `AppForm` part. Checked by `tsc --noEmit`; the demo page does the same
 * (demo/client/src/app-forms.ts), driven in Chromium by test/browser/app-forms.test.ts.
 */
import { createAppForm } from '../../../src/apps';
import { ElicitationOutlet, ElicitationProvider, type ElicitationStore } from '../../../src/host';

// The sandbox proxy (sandboxProxyResponse), served on an origin of its own: never the page's.
const AppForm = createAppForm({ sandboxUrl: 'https://sandbox.chat.example.com/mcp-app-sandbox' });

export function Elicitations({ store }: { store: ElicitationStore }) {
  return (
    <ElicitationProvider components={{ AppForm }}>
      <ElicitationOutlet store={store} />
    </ElicitationProvider>
  );
}
