import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { ElicitationOutlet, preloadElicitationUi, type ElicitationRequest } from '../../../src/index';
import type { CallList, CallState } from '../../../src/store';
import type { RoundHandling } from '../../shared/demo-client';
import type { WireLeg } from '../../shared/wire-log';
import { RunView, type Run } from './components/run-view';
import { ToolList } from './components/tool-list';
import { errorText } from '../../shared/error-text';
import { AI_SDK_URL_NOTE } from '../../shared/server-api';
import { connectPlaced, type Placed, type Placement } from './connections';
import { usePlacement } from './placement';
import { useTheme } from './theme';
import { useAttention } from './use-attention';

type Connection = { state: 'connecting' } | ({ state: 'ready' } & Placed) | { state: 'failed'; error: string };

const NOTHING = { calls: [], synced: false };
const NO_CALLS: CallList = {
  getSnapshot: () => NOTHING,
  subscribe: () => () => undefined,
  stop: async () => undefined,
  settled: () => new Promise(() => undefined),
};

/** What the activity log says of a call that was cancelled, by why. */
const CANCELLED: Record<Extract<CallState, { status: 'cancelled' }>['reason'], string> = {
  stopped: 'Stopped (here or in another tab of this session). Nothing more was sent.',
  abandoned: 'Cancelled: no tab of this session was connected for a while, so nobody could answer.',
  lost: 'Lost: the server running this call went away, or the page was reloaded while the server worked on it. Its result is unknown.',
  closed: 'Cancelled: the demo server shut down.',
  expired: 'Expired: the server no longer accepts this call’s state (it restarted). Your answers were not taken; they are still shown.',
};

/** Said of a call on the server whose log of what was sent could not be read (the server is gone). */
const UNREAD_LOG = 'The demo server could not be reached to read what this call sent.';

/** A call as the activity log shows it (its legs and notes are kept by the app). */
function runStatus(call: CallState): Pick<Run, 'status' | 'result' | 'error'> {
  switch (call.status) {
    case 'running':
      return { status: 'running' };
    case 'completed':
      return { status: 'done', result: call.result as Run['result'] };
    case 'failed':
      return { status: 'failed', error: call.error };
    case 'cancelled':
      return { status: call.reason === 'stopped' ? 'stopped' : 'failed', error: CANCELLED[call.reason] };
  }
}

/** The demo page: connect, list tools, run one, answer what it asks, read what was sent. */
export function App() {
  const [placement, setPlacement] = usePlacement();
  const [connection, setConnection] = useState<Connection>({ state: 'connecting' });
  const [runs, setRuns] = useState<Run[]>([]);
  const [theme, setTheme] = useTheme();
  const [presentation, setPresentation] = useState<'dialog' | 'inline'>('dialog');
  const [handling, setHandling] = useState<RoundHandling>('manual');
  const onAttention = useAttention();
  // Focus lands here after an answer while Run is disabled (its call still runs).
  const activityRef = useRef<HTMLHeadingElement>(null);
  // Inline, a new request is drawn under the Activity heading, which on a narrow screen is
  // far below the Run button just pressed: bring it into view (focus stays where it was).
  const onRequest = useCallback(
    (request: ElicitationRequest) => {
      onAttention(request);
      if (presentation !== 'inline') return;
      // Only once the request's fields are drawn: before, the page is too short to scroll
      // the heading to the top (the first request fetches the library's request UI).
      void preloadElicitationUi()
        .catch(() => undefined)
        .then(() =>
          requestAnimationFrame(() => {
            const heading = activityRef.current;
            const top = heading?.getBoundingClientRect().top ?? 0;
            if (top < 0 || top > window.innerHeight / 2) heading?.scrollIntoView({ block: 'start' });
          }),
        );
    },
    [onAttention, presentation],
  );
  // Inline, fetch the request UI when chosen, so a request is drawn in the frame it arrives.
  useEffect(() => {
    if (presentation === 'inline') void preloadElicitationUi().catch(() => undefined);
  }, [presentation]);

  const patchRun = useCallback((id: string, patch: (run: Run) => Partial<Run>) => {
    setRuns((all) => all.map((run) => (run.id === id ? { ...run, ...patch(run) } : run)));
  }, []);
  /** The call the page's own client is running: its legs go to it. */
  const current = useRef<string | undefined>(undefined);

  useEffect(() => {
    let live = true;
    let opened: Placed | undefined;
    const legRuns = new Map<number, string>(); // leg seq → call id, fixed when the leg is sent
    const onLeg = (leg: WireLeg) => {
      const id = legRuns.get(leg.seq) ?? current.current;
      if (id === undefined) return;
      legRuns.set(leg.seq, id);
      patchRun(id, (run) => ({ legs: run.legs.some((l) => l.seq === leg.seq) ? run.legs.map((l) => (l.seq === leg.seq ? leg : l)) : [...run.legs, leg] }));
    };
    const onNote = (id: string, note: string) => patchRun(id, (run) => ({ notes: [...run.notes, note] }));
    connectPlaced(placement, { onLeg, onNote }).then(
      (placed) => {
        opened = placed;
        if (live) setConnection({ state: 'ready', ...placed });
        else placed.close();
      },
      (error: unknown) => live && setConnection({ state: 'failed', error: errorText(error) }),
    );
    return () => {
      live = false;
      opened?.close();
    };
  }, [placement, patchRun]);

  // The calls, wherever the client runs: started here, in another tab, or before a reload.
  const placed = connection.state === 'ready' ? connection : undefined;
  const calls = placed?.calls ?? NO_CALLS;
  const { calls: listed } = useSyncExternalStore(calls.subscribe, calls.getSnapshot);
  useEffect(() => {
    if (!placed) return;
    setRuns((all) => {
      let next = all;
      for (const call of listed) {
        const known = next.find((run) => run.id === call.id);
        const status = runStatus(call);
        if (!known) next = [{ id: call.id, tool: call.name, placement, legs: [], notes: [], ...status }, ...next];
        else if (known.status !== status.status || known.error !== status.error || known.result !== status.result) next = next.map((run) => (run === known ? { ...run, ...status } : run));
      }
      return next;
    });
    const running = listed.find((call) => call.status === 'running');
    if (running) current.current = running.id;
  }, [listed, placed, placement]);
  // Only the server saw its wire: read each ended call's log once.
  const logged = useRef(new Set<string>());
  useEffect(() => {
    if (!placed) return;
    for (const call of listed) {
      if (call.status === 'running' || logged.current.has(call.id)) continue;
      logged.current.add(call.id);
      void placed.logOf(call.id).then(
        (log) => log && patchRun(call.id, () => ({ legs: log.legs, notes: log.notes })),
        // The server went away with the call: say so, where the log would have been.
        () => patchRun(call.id, (run) => ({ notes: [...run.notes, UNREAD_LOG] })),
      );
    }
  }, [listed, placed, patchRun]);

  const run = async (tool: string) => {
    if (!placed) return;
    try {
      current.current = await placed.start(tool, handling);
    } catch (error) {
      setRuns((all) => [{ id: `refused-${Date.now()}`, tool, placement, status: 'failed', legs: [], notes: [], error: errorText(error) }, ...all]);
    }
  };
  const running = runs.find((r) => r.status === 'running');
  const stop = () => void (running && calls.stop(running.id).catch(() => undefined));
  // "Stop waiting" on an opened URL: the user gave up. A call that follows the page (`followed`:
  // its runner asks the server again) answers `cancel` itself; any other is stopped here.
  const onDismiss = (request: ElicitationRequest) => {
    if (request.status === 'waiting' && !request.followed) stop();
  };
  // The Stop button goes away with its call (and an inline request with it): focus the
  // Activity heading, which also brings the panel back into view.
  const stopFromButton = () => {
    stop();
    activityRef.current?.focus();
  };
  const busy = runs.some((r) => r.status === 'running');
  const switchPlacement = (next: Placement) => {
    setConnection({ state: 'connecting' });
    setPlacement(next);
  };
  const store = connection.state === 'ready' ? connection.store : undefined;
  const where = { page: ' · MCP client in this page', server: ' · MCP client on the demo server', 'server-ai': ' · MCP client on the demo server (AI SDK)' }[placement];

  return (
    <div className="demo">
      <header className="demo-header">
        <div>
          <h1>MCP Elicitation Demo</h1>
          <p className="demo-muted" role="status">
            {connection.state === 'connecting' && 'Connecting to the demo server…'}
            {connection.state === 'failed' && `Could not connect: ${connection.error}`}
            {connection.state === 'ready' &&
              `Connected to ${connection.info.server.name}${connection.info.server.title ? ` (“${connection.info.server.title}”)` : ''} · protocol ${connection.info.protocolVersion ?? 'unknown'}${where}`}
          </p>
          {placement === 'server-ai' && <p className="demo-muted">Form mode only: {AI_SDK_URL_NOTE}</p>}
        </div>
        <div className="demo-settings">
          <label>
            MCP client
            {/* One placement at a time: a running call keeps the store it asks through. */}
            <select value={placement} disabled={busy} onChange={(e) => switchPlacement(e.target.value as Placement)}>
              <option value="page">in this page</option>
              <option value="server">on the server</option>
              <option value="server-ai">on the server, AI SDK</option>
            </select>
          </label>
          <label>
            Requests appear
            <select value={presentation} onChange={(e) => setPresentation(e.target.value as 'dialog' | 'inline')}>
              <option value="dialog">as a dialog</option>
              <option value="inline">inline</option>
            </select>
          </label>
          <label>
            Rounds run by
            <select value={handling} onChange={(e) => setHandling(e.target.value as RoundHandling)}>
              <option value="auto">the SDK (auto)</option>
              <option value="manual">this page (manual)</option>
            </select>
          </label>
          <button type="button" className="demo-button" aria-pressed={theme === 'dark'} onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}>
            Dark theme
          </button>
        </div>
      </header>
      <main className="demo-main">
        <section className="demo-panel" aria-labelledby="tools-title">
          <h2 id="tools-title">Tools</h2>
          {connection.state === 'ready' ? (
            <ToolList tools={connection.info.tools} busy={busy} onRun={(tool) => void run(tool)} />
          ) : (
            <p className="demo-muted">{connection.state === 'connecting' ? 'Loading…' : 'No tools: the server is not reachable.'}</p>
          )}
        </section>
        <section className="demo-panel" aria-labelledby="activity-title">
          <h2 id="activity-title" ref={activityRef} tabIndex={-1}>Activity</h2>
          {store && presentation === 'inline' && <ElicitationOutlet store={store} presentation="inline" onRequest={onRequest} onDismiss={onDismiss} returnFocusRef={activityRef} />}
          {runs.length === 0 ? (
            <p className="demo-muted">Run a tool: when the server needs something from you, the library asks you here, and the log shows exactly what was sent back.</p>
          ) : (
            runs.map((r, index) => <RunView key={r.id} run={r} number={runs.length - index} onStop={r.status === 'running' ? stopFromButton : undefined} />)
          )}
        </section>
      </main>
      {store && presentation === 'dialog' && <ElicitationOutlet store={store} presentation="dialog" onRequest={onRequest} onDismiss={onDismiss} returnFocusRef={activityRef} />}
    </div>
  );
}
