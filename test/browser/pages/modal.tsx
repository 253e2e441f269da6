import { StrictMode, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ElicitationHost, ElicitationOutlet, SchemaForm, createElicitationStore, type ElicitResult } from '../../../src/index';
import '../../../src/theme/styles.css';

/**
 * The modal and inline frames in Chromium (test/browser/modal.test.ts), one per `?case=`:
 *   host     a lone ElicitationHost: a long form in a modal
 *   outlet   the same form through ElicitationOutlet as a modal (Run shows it)
 *   inline   the same through ElicitationOutlet inline, below a list of Run buttons
 *   round    a round of the long form and a short one, as a modal
 *   host-inline, round-inline   the lone host and the round, inline
 *   form     SchemaForm alone in the page (no frame, no store)
 * Every page also has "Run wizard": two rounds one after the other (the second asked once
 * the first is answered, like an MRTR tool), and "Run and lock", whose button is disabled
 * while its request is open (the trigger is gone). `&theme=dark` pins the dark theme.
 */
const page = window as unknown as { results: unknown[] };
page.results = [];
const params = new URLSearchParams(location.search);
const scenario = params.get('case') ?? 'host';
const presentation = scenario === 'inline' || scenario.endsWith('-inline') ? 'inline' : 'dialog';
document.documentElement.dataset.theme = params.get('theme') === 'dark' ? 'dark' : 'light';
// A host and a self-reported title, as the demo's: the header the narrow layout must keep short.
const server = { id: 'modal', name: 'Modal server', url: 'https://mcp.example.com:8443/mcp', title: 'Modal Elicitation Demo Server' };

const fields = Object.fromEntries(
  Array.from({ length: 24 }, (_, i) => [`f${i + 1}`, { type: 'string', title: `Field ${i + 1}`, ...(i > 0 && i !== 11 && { default: `value ${i + 1}` }) }]),
);
/** 24 text fields; Field 1 and Field 12 are required and empty: two problems on Submit. */
const long = { message: 'A long form', requestedSchema: { type: 'object', properties: fields, required: ['f1', 'f12'] } };
const short = { message: 'A short question', requestedSchema: { type: 'object', properties: { nick: { type: 'string', title: 'Nickname' } } } };
const step = (n: number) => ({ message: `Step ${n} of 2`, requestedSchema: { type: 'object', properties: { answer: { type: 'string', title: `Answer ${n}` } } } });

function Outlet() {
  const [store] = useState(() => createElicitationStore());
  const [locked, setLocked] = useState(false);
  const activity = useRef<HTMLHeadingElement>(null);
  const ask = (request: object, key: string, roundId = `${key}-${Date.now()}`) =>
    store.elicit(request, { server, key, roundId }).then((result) => {
      page.results.push({ key, result });
      return result;
    });
  // Asked after a task, as a request that travels from a server would be.
  const later = (fn: () => void) => setTimeout(fn, 30);
  const run = () => later(() => (scenario.startsWith('round') ? (void ask(long, 'long', 'r'), void ask(short, 'short', 'r')) : void ask(long, 'long')));
  const wizard = () =>
    later(() =>
      void ask(step(1), 'step1').then((result: ElicitResult) => {
        if (result.action === 'accept') later(() => void ask(step(2), 'step2'));
      }),
    );
  const runLocked = () => {
    setLocked(true);
    later(() => void ask(short, 'locked').finally(() => setLocked(false)));
  };
  return (
    <>
      <ul>
        <li><button type="button" onClick={run}>Run</button></li>
        <li><button type="button" onClick={wizard}>Run wizard</button></li>
        <li><button type="button" disabled={locked} onClick={runLocked}>Run and lock</button></li>
        <li><button type="button">Other tool</button></li>
        <li><button type="button">Another tool</button></li>
      </ul>
      <section aria-labelledby="activity">
        <h2 id="activity" ref={activity} tabIndex={-1}>Activity</h2>
        <ElicitationOutlet store={store} presentation={presentation} returnFocusRef={activity} />
        <p>After the requests: the page goes on.</p>
      </section>
    </>
  );
}

function App() {
  if (scenario.startsWith('host')) {
    return <ElicitationHost request={long} server={server} presentation={presentation} onResult={(result) => void page.results.push({ key: 'long', result })} />;
  }
  if (scenario === 'form') {
    return <SchemaForm message={long.message} schema={long.requestedSchema} onSubmit={(content) => void page.results.push({ key: 'long', result: { action: 'accept', content } })} />;
  }
  return <Outlet />;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main>
      <h1>Modal host</h1>
      <App />
    </main>
  </StrictMode>,
);
