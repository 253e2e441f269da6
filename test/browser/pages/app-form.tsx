import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ElicitationOutlet, ElicitationProvider, createElicitationStore, type ElicitResult } from '../../../src/index';
import type { AppResource } from '../../../src/store';
import { createAppForm } from '../../../src/apps';
import { seatMapApp } from '../../../demo/server/tools/seat-map-app';
import { SEAT_SCHEMA } from '../../../demo/server/tools/choose-seat-schema';
import '../../../src/theme/styles.css';

/**
 * A host page for the app-rendered form states that the demo's server does not produce on
 * demand: one form request with an app, drawn by `createAppForm` through the sandbox proxy
 * at `?sandbox=` (another origin, served by the test). Every answer lands in `window.results`;
 * `window.expire()` aborts the request (its call gave up).
 *   ?case=seat    the demo's seat map app
 *   ?case=silent  an app that never starts (no `ui/initialize`)
 *   ?case=missing the host could not read the app (`failure: 'load-failed'`)
 *   &timeout=ms   how long an app may take to start; &presentation=inline; &deadline=ms from now
 */
interface AppFormWindow {
  results: ElicitResult[];
  expire: () => void;
}
const page = window as unknown as AppFormWindow;
page.results = [];

const query = new URLSearchParams(location.search);
const uri = 'ui://test/seat-map.html';
const apps: Record<string, AppResource> = {
  seat: { uri, html: seatMapApp('good'), prefersBorder: true },
  silent: { uri, html: '<p>This app never starts.</p>' },
  missing: { uri, failure: 'load-failed' },
};
const store = createElicitationStore();
const controller = new AbortController();
page.expire = () => controller.abort();
const deadline = query.get('deadline');
void store
  .elicit(
    { mode: 'form', message: 'Which seat would you like?', requestedSchema: SEAT_SCHEMA, _meta: { ui: { resourceUri: uri } } },
    {
      server: { id: 'airline', name: 'Airline', url: 'https://mcp.airline.example/mcp' },
      key: 'seat',
      signal: controller.signal,
      app: apps[query.get('case') ?? 'seat'],
      ...(deadline && { deadline: Date.now() + Number(deadline) }),
    },
  )
  .then((result) => page.results.push(result));

const AppForm = createAppForm({ sandboxUrl: query.get('sandbox') ?? '', startTimeoutMs: Number(query.get('timeout') ?? 15_000) });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ElicitationProvider components={{ AppForm }}>
      <button type="button">Before</button>
      <ElicitationOutlet store={store} presentation={query.get('presentation') === 'inline' ? 'inline' : 'dialog'} />
    </ElicitationProvider>
  </StrictMode>,
);
