import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ElicitationHost, ElicitationOutlet, createElicitationStore } from '../../../src/index';
import '../../../src/theme/styles.css';

/**
 * Which server asks, on a phone (test/browser/narrow-names.test.ts): a long verified name and
 * a long self-reported title, in every presentation, one per `?case=`:
 *   host-inline, host-dialog     a lone ElicitationHost with a form
 *   outlet-single, outlet-round  ElicitationOutlet as a modal: one request, a round of two
 *   outlet-round-inline          the round inline
 *   url-dialog, url-inline       a URL request (consent) in a lone host
 */
const params = new URLSearchParams(location.search);
const scenario = params.get('case') ?? 'host-dialog';
const server = {
  id: 'narrow',
  name: params.get('name') ?? 'Northwind Traders Procurement Gateway',
  url: 'https://procurement-gateway.northwind-traders.example:8443/mcp',
  title: params.get('title') ?? 'Northwind Traders — Supplier Onboarding and Purchase Order Assistant',
};
const form = { message: 'Confirm the purchase order', requestedSchema: { type: 'object', properties: { po: { type: 'string', title: 'Order number' } } } };
const second = { message: 'And the cost centre', requestedSchema: { type: 'object', properties: { centre: { type: 'string', title: 'Cost centre' } } } };
const url = { mode: 'url', message: 'Sign in to the supplier portal.', url: 'https://portal.northwind-traders.example/sign-in', elicitationId: 'narrow-url' };
const ignore = () => {};

function Outlet({ round, presentation }: { round: boolean; presentation: 'dialog' | 'inline' }) {
  const [store] = useState(() => createElicitationStore());
  useEffect(() => {
    void store.elicit(form, { server, key: 'po', roundId: 'r' });
    if (round) void store.elicit(second, { server, key: 'centre', roundId: 'r' });
  }, [store, round]);
  return <ElicitationOutlet store={store} presentation={presentation} />;
}

function App() {
  switch (scenario) {
    case 'host-inline':
      return <ElicitationHost request={form} server={server} presentation="inline" onResult={ignore} />;
    case 'outlet-single':
      return <Outlet round={false} presentation="dialog" />;
    case 'outlet-round':
      return <Outlet round presentation="dialog" />;
    case 'outlet-round-inline':
      return <Outlet round presentation="inline" />;
    case 'url-dialog':
      return <ElicitationHost request={url} server={server} presentation="dialog" onResult={ignore} />;
    case 'url-inline':
      return <ElicitationHost request={url} server={server} presentation="inline" onResult={ignore} />;
    default:
      return <ElicitationHost request={form} server={server} presentation="dialog" onResult={ignore} />;
  }
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main>
      <h1>Narrow host</h1>
      <App />
    </main>
  </StrictMode>,
);
