import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ElicitationOutlet, createElicitationStore, type ElicitResult } from '../../../src/index';
import '../../../src/theme/styles.css';

/**
 * A host page for the keyboard-only tests: "Show request" queues one scenario in a store,
 * shown by ElicitationOutlet as a modal (or inline with ?presentation=inline). Every
 * answer lands in `window.results`; `window.open` is recorded with all its arguments
 * (URL, target, features: `noopener,noreferrer` matters), never followed.
 *   ?case=form   one form with a text, an email, a number, a choice and a checkbox
 *   ?case=url    one URL-mode request
 *   ?case=round  a round of three: two forms and a URL
 *   ?case=six    a round of six: five forms (three open, two listed) and a URL
 */
/** What the tests read back (a local type: other pages give `window` other shapes). */
interface KeyboardWindow {
  results: { key: string; result: ElicitResult }[];
  opened: [url: string, target?: string, features?: string][];
}
const page = window as unknown as KeyboardWindow;
page.results = [];
page.opened = [];
window.open = (url?: string | URL, target?: string, features?: string) => {
  page.opened.push([String(url), target, features]);
  return null;
};

const params = new URLSearchParams(location.search);
const scenario = params.get('case') ?? 'form';
const presentation = params.get('presentation') === 'inline' ? 'inline' : 'dialog';
const server = { id: 'keyboard', name: 'Keyboard server', url: 'https://mcp.example.com/mcp' };

const contact = {
  message: 'Tell us about your trip',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name', minLength: 2 },
      email: { type: 'string', title: 'Email', format: 'email' },
      guests: { type: 'integer', title: 'Guests', minimum: 1, maximum: 9 },
      room: { type: 'string', title: 'Room', oneOf: [{ const: 'single', title: 'Single' }, { const: 'double', title: 'Double' }] },
      breakfast: { type: 'boolean', title: 'Breakfast included' },
    },
    required: ['name', 'email', 'room'],
  },
};
const login = { message: 'Your GitHub login', requestedSchema: { type: 'object', properties: { login: { type: 'string', title: 'Login' } }, required: ['login'] } };
const connect = { mode: 'url', message: 'Connect your account', url: 'https://accounts.example.com/connect?state=abc', elicitationId: 'e-1' };

const budget = { message: 'Your budget per night', requestedSchema: { type: 'object', properties: { budget: { type: 'integer', title: 'Budget', minimum: 1 } }, required: ['budget'] } };
const newsletter = { message: 'Send you our newsletter?', requestedSchema: { type: 'object', properties: { newsletter: { type: 'boolean', title: 'Newsletter' } } } };
const notes = { message: 'Anything else we should know?', requestedSchema: { type: 'object', properties: { notes: { type: 'string', title: 'Notes' } } } };

const requests: Record<string, [string, unknown][]> = {
  form: [['contact', contact]],
  url: [['connect', connect]],
  round: [
    ['login', login],
    ['contact', contact],
    ['connect', connect],
  ],
  six: [
    ['login', login],
    ['contact', contact],
    ['connect', connect],
    ['budget', budget],
    ['newsletter', newsletter],
    ['notes', notes],
  ],
};

function App() {
  const [store] = useState(() => createElicitationStore());
  const show = () => {
    // One scenario = one MRTR round, as an adapter would group it.
    const roundId = `round-${Date.now()}`;
    for (const [key, request] of requests[scenario] ?? []) {
      void store.elicit(request, { server, key, roundId }).then((result) => page.results.push({ key, result }));
    }
  };
  return (
    <main>
      <h1>Keyboard host</h1>
      <button type="button" onClick={show}>
        Show request
      </button>
      <ElicitationOutlet store={store} presentation={presentation} />
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
