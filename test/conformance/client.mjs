// An MCP client built on this library, for the official conformance suite. The CLI
// spawns it with the scenario's server URL as the last argument. Every elicitation is
// answered through the real UI: ElicitationOutlet is rendered (built package, dist/) in
// a jsdom document and a scripted "user" clicks the rendered Submit button, so defaults
// reach the server only if the form really pre-fills them.
import { JSDOM } from 'jsdom';

const dom = new JSDOM('<!doctype html><html><body><div id="root"></div></body></html>', { pretendToBeVisual: true });
// Expose the DOM globals React and Testing Library expect (what global-jsdom does).
for (const key of Object.getOwnPropertyNames(dom.window)) {
  if (!(key in globalThis)) Object.defineProperty(globalThis, key, { configurable: true, get: () => dom.window[key] });
}
Object.defineProperty(globalThis, 'navigator', { configurable: true, value: dom.window.navigator });

const { createElement } = await import('react');
const { createRoot } = await import('react-dom/client');
const { screen, waitFor } = await import('@testing-library/dom');
const { Client, StreamableHTTPClientTransport } = await import('@modelcontextprotocol/client');
const lib = await import(new URL('../../dist/index.js', import.meta.url).href);
// The protocol helpers are the React-free entry's, not the main entry's.
const { elicitationCapability } = await import(new URL('../../dist/store.js', import.meta.url).href);

const serverUrl = process.argv.at(-1);
const scenario = process.env.MCP_CONFORMANCE_SCENARIO ?? '';
const log = (...args) => console.error('[client]', ...args);

// The UI: an outlet showing whatever the store holds, inline (no modal in jsdom).
const store = lib.createElicitationStore();
createRoot(dom.window.document.getElementById('root')).render(createElement(lib.ElicitationOutlet, { store, presentation: 'inline' }));

// The "user": for each request that appears, click what a person would click.
const answered = new Set();
store.subscribe(() => {
  for (const round of store.getSnapshot().rounds) {
    for (const request of round.requests) {
      if (request.status !== 'pending' || answered.has(request.id)) continue;
      answered.add(request.id);
      void answerLikeAUser(request);
    }
  }
});
async function answerLikeAUser(request) {
  const mode = request.params?.mode === 'url' ? 'url' : 'form';
  const button = await waitFor(() => screen.getByRole('button', { name: mode === 'url' ? 'Open' : 'Submit' }));
  log(`answering ${mode} request "${request.key}" by clicking ${button.textContent}`);
  button.click();
}

const modern = scenario !== 'elicitation-sep1034-client-defaults';
const client = new Client(
  { name: 'mcp-elicitation-react-conformance', version: '0.1.0' },
  {
    capabilities: { elicitation: elicitationCapability({ form: true }) },
    ...(modern ? { versionNegotiation: { mode: 'auto' } } : {}),
  },
);
client.setRequestHandler(
  'elicitation/create',
  lib.createElicitationHandler({ elicit: store.elicit, server: { name: 'conformance server', url: serverUrl } }),
);
await client.connect(new StreamableHTTPClientTransport(new URL(serverUrl)));

async function call(name) {
  try {
    const result = await client.callTool({ name, arguments: {} });
    log(name, JSON.stringify(result.content ?? result));
  } catch (error) {
    log(name, 'failed:', error instanceof Error ? error.message : String(error));
  }
}

if (scenario === 'sep-2322-client-request-state') {
  for (const name of ['test_mrtr_echo_state', 'test_mrtr_no_state', 'test_mrtr_unrelated', 'test_mrtr_no_result_type']) await call(name);
} else if (scenario === 'elicitation-sep1034-client-defaults') {
  await call('test_client_elicitation_defaults');
} else {
  await client.listTools();
}
await client.close();
process.exit(0);
