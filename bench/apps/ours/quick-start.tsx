/**
 * README "Usage" in a page: a store, the SDK v2 handler and ElicitationOutlet, imported from
 * `mcp-elicitation-react/host` and `/store` as README "Entry points" advises (both bundlers).
 * The MCP client is left out (it is the host's, as React is): the handler is only created.
 */
import { createRoot } from 'react-dom/client';
import { ElicitationOutlet } from 'mcp-elicitation-react/host';
import { createElicitationHandler, createElicitationStore } from 'mcp-elicitation-react/store';

const store = createElicitationStore();
export const handler = createElicitationHandler({ elicit: store.elicit, server: () => ({ id: 'example', name: 'Example', url: 'https://mcp.example.com/mcp' }) });

createRoot(document.getElementById('root')!).render(<ElicitationOutlet store={store} presentation="dialog" />);
