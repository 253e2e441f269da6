import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ElicitationOutlet, createElicitationStore } from '../../../src/index';
import type { UnsentAnswers } from '../../../src/host';
import '../../../src/theme/styles.css';

/**
 * Time left and requests that end unsent, in Chromium (test/browser/time-left.test.ts):
 * `?presentation=dialog|inline`, `&round` for a round of two questions. "Ask" asks a sign-in
 * form with the store's default deadline (10 minutes, which "More time" may move);
 * `window.stopCall()` stops the call as a host's Stop would (a dialog makes the page inert).
 * `&deadline=ms` (from now) and `&moreTime=ms`: the host's own deadline instead; `&long`:
 * twelve more fields, so the form scrolls at any width. `&url`: a URL request instead (with
 * `&long`, a message long enough to scroll).
 * What the outlet's `onUnsent` hears goes to `window.unsent`.
 */
const page = window as unknown as { unsent: UnsentAnswers[]; stopCall: () => void };
page.unsent = [];
const params = new URLSearchParams(location.search);
const presentation = params.get('presentation') === 'inline' ? 'inline' : 'dialog';
const server = { id: 'travel', name: 'Travel agent', url: 'https://mcp.travel.example/mcp' };
const signIn = {
  message: 'Sign in to book the trip',
  requestedSchema: { type: 'object', properties: { name: { type: 'string', title: 'Name' }, password: { type: 'string', title: 'Password' } }, required: ['name'] },
};
if (params.has('long')) {
  const properties = signIn.requestedSchema.properties as Record<string, { type: string; title: string }>;
  for (let n = 1; n <= 12; n += 1) properties[`note${n}`] = { type: 'string', title: `Note ${n}` };
}
const connect = {
  mode: 'url' as const,
  elicitationId: 'connect-1',
  url: 'https://accounts.travel.example/connect?step=1',
  message: params.has('long') ? Array.from({ length: 40 }, (_, n) => `Step ${n + 1}: read this before you connect.`).join('\n') : 'Connect your account.',
};
const seat = { message: 'Which seat?', requestedSchema: { type: 'object', properties: { seat: { type: 'string', title: 'Seat' } } } };

function App() {
  const [store] = useState(() => createElicitationStore());
  const ask = () => {
    const controller = new AbortController();
    page.stopCall = () => controller.abort({ code: 'stopped' });
    const roundId = params.has('round') ? 'trip' : undefined;
    const deadline = params.get('deadline');
    const moreTime = params.get('moreTime');
    const clock = { ...(deadline && { deadline: Date.now() + Number(deadline) }), ...(moreTime && { moreTime: Number(moreTime) }) };
    void store.elicit(params.has('url') ? connect : signIn, { server, signal: controller.signal, roundId, ...clock });
    if (roundId) void store.elicit(seat, { server, signal: controller.signal, roundId });
  };
  return (
    <main>
      <h1>Trip planner</h1>
      <button type="button" onClick={ask}>
        Ask
      </button>
      <ElicitationOutlet store={store} presentation={presentation} onUnsent={(unsent) => page.unsent.push(unsent)} />
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
