/**
 * README "Usage" (bench/apps/ours/quick-start.tsx) with app-rendered forms
 * (`mcp-elicitation-react/apps`): the SDK v2 handler's `elicit` wrapped by `withAppForms`,
 * and the `AppForm` part given to the provider. What the entry adds to a page is this app
 * minus quick-start.tsx; the MCP Apps bridge (`@modelcontextprotocol/ext-apps/app-bridge` and
 * what it imports) loads with the first app.
 */
import { createRoot } from 'react-dom/client';
import { ElicitationOutlet, ElicitationProvider } from 'mcp-elicitation-react/host';
import { createElicitationHandler, createElicitationStore } from 'mcp-elicitation-react/store';
import { appFormCapabilities, createAppForm, withAppForms } from 'mcp-elicitation-react/apps';

const store = createElicitationStore();
const capabilities = appFormCapabilities({ elicitation: { form: {}, url: {} } });
declare const client: Parameters<typeof withAppForms>[0]['client'];
export const handler = createElicitationHandler({
  elicit: withAppForms({ elicit: store.elicit, client, capabilities }),
  server: () => ({ id: 'example', name: 'Example', url: 'https://mcp.example.com/mcp' }),
});
const AppForm = createAppForm({ sandboxUrl: 'https://sandbox.example.com/mcp-app-sandbox' });

createRoot(document.getElementById('root')!).render(
  <ElicitationProvider components={{ AppForm }}>
    <ElicitationOutlet store={store} presentation="dialog" />
  </ElicitationProvider>,
);
