import { StrictMode, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ElicitationOutlet, ElicitationProvider, createElicitationStore, zhCN } from '../../../src/index';
import type { WaitingEvent } from '../../../src/store';
import '../../../src/theme/styles.css';

/**
 * A chat-like host page for test/browser/never-trapped.test.ts: a long conversation, the
 * host's own Stop at the top, and the questions as a modal (ElicitationOutlet, dialog).
 *   Ask          a form question (its call can be stopped: Stop aborts it, `stopped`)
 *   Ask round    two questions of one round
 *   Ask URL      a URL request its call follows once opened (`onWaiting`): "Server: still
 *                waiting" answers as a server would; the events are in `results`
 *   Ask URL (unfollowed)   the same with nobody following it
 *   Ask (expires)  a form question whose deadline passes 2 s after it is asked
 *   Two questions, one expires  two questions of one round, the first with that deadline
 *   Ask in 1 s  a form question a second later (`?inline`: the outlet inline, under a composer)
 * `?lang=zh` shows the Chinese words; `?server=long` a server whose name, host and title
 * take several lines on a phone.
 */
const page = window as unknown as { results: unknown[] };
page.results = [];
const zh = new URLSearchParams(location.search).get('lang') === 'zh';
const server =
  new URLSearchParams(location.search).get('server') === 'long'
    ? { id: 'chat', name: 'Northwind Traders Quarterly Reporting Server', url: 'https://reporting.eu-west.northwind-traders.example.com/mcp', title: 'Northwind Reports (official)' }
    : { id: 'chat', name: 'Chat server', url: 'https://mcp.example.com/mcp' };
const form = {
  message: 'Where should the report go?',
  requestedSchema: { type: 'object', properties: { email: { type: 'string', title: 'Email' }, note: { type: 'string', title: 'Note' } }, required: ['email'] },
};
const second = { message: 'And which format?', requestedSchema: { type: 'object', properties: { format: { type: 'string', title: 'Format' } } } };
const url = { mode: 'url', message: 'Connect your account.', url: 'https://accounts.example.org/connect?flow=1', elicitationId: 'connect-1' };

function App() {
  // `?keep`: a sent question stays in view (its round says which of its questions went).
  const [store] = useState(() => createElicitationStore({ keepAnswered: new URLSearchParams(location.search).has('keep') }));
  const call = useRef<AbortController | null>(null);
  const stillWaiting = useRef<(() => void) | undefined>(undefined);
  const [running, setRunning] = useState(false);
  const begin = () => {
    call.current = new AbortController();
    setRunning(true);
    return call.current.signal;
  };
  const done = (key: string) => (result: unknown) => {
    page.results.push({ key, result });
    setRunning(false);
  };
  const onWaiting = (event: WaitingEvent) => {
    page.results.push({ waiting: event.type });
    if (event.type === 'opened') stillWaiting.current = event.stillWaiting;
  };
  const ask = () => void store.elicit(form, { server, key: 'report', signal: begin() }).then(done('report'));
  const askRound = () => {
    const signal = begin();
    void store.elicit(form, { server, key: 'report', roundId: 'r', signal }).then(done('report'));
    void store.elicit(second, { server, key: 'format', roundId: 'r', signal }).then(done('format'));
  };
  const askExpiring = () => void store.elicit(form, { server, key: 'report', deadline: Date.now() + 2_000 }).then(done('report'));
  const askRoundExpiring = () => {
    void store.elicit(form, { server, key: 'report', roundId: 'e', deadline: Date.now() + 2_000 }).then(done('report'));
    void store.elicit(second, { server, key: 'format', roundId: 'e' }).then(done('format'));
  };
  const askUrl = (followed: boolean) => void store.elicit(url, { server, key: 'connect', signal: begin(), ...(followed && { onWaiting }) }).then(done('connect'));
  const stop = () => call.current?.abort({ code: 'stopped' });
  const askLater = () => setTimeout(ask, 1_000);
  const inline = new URLSearchParams(location.search).has('inline');
  const outlet = <ElicitationOutlet store={store} presentation={inline ? 'inline' : 'dialog'} />;
  return (
    <>
      <header>
        <button type="button" onClick={ask}>Ask</button> <button type="button" onClick={askRound}>Ask round</button>{' '}
        <button type="button" onClick={() => askUrl(true)}>Ask URL</button> <button type="button" onClick={() => askUrl(false)}>Ask URL (unfollowed)</button>{' '}
        <button type="button" disabled={!running} onClick={stop}>Stop</button>{' '}
        <button type="button" onClick={() => stillWaiting.current?.()}>Server: still waiting</button>{' '}
        <button type="button" onClick={askLater}>Ask in 1 s</button> <button type="button" onClick={askExpiring}>Ask (expires)</button> <button type="button" onClick={askRoundExpiring}>Two questions, one expires</button>
      </header>
      <section aria-label="Conversation">
        {Array.from({ length: 40 }, (_, i) => (
          <p key={i}>Message {i + 1}: the conversation goes on while a question is open.</p>
        ))}
        <p>
          <textarea aria-label="Message" /> <button type="button">Reply</button>
        </p>
      </section>
      {zh ? <ElicitationProvider labels={zhCN}>{outlet}</ElicitationProvider> : outlet}
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main>
      <App />
    </main>
  </StrictMode>,
);
