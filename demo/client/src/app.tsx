import { useCallback, useEffect, useRef, useState } from 'react';
import { ElicitationOutlet, type ElicitationRequest } from '../../../src/index';
import type { DemoConnection, RoundHandling } from '../../shared/demo-client';
import type { WireLeg } from '../../shared/wire-log';
import { RunView, type Run } from './components/run-view';
import { ToolList } from './components/tool-list';
import { errorText } from '../../shared/error-text';
import { AI_SDK_URL_NOTE } from '../../shared/server-api';
import { connectPlaced, type FollowedCall, type Placed, type Placement } from './connections';
import { usePlacement } from './placement';
import { useTheme } from './theme';
import { useAttention } from './use-attention';

type Connection = { state: 'connecting' } | ({ state: 'ready' } & Placed) | { state: 'failed'; error: string };

/** The demo page: connect, list tools, run one, answer what it asks, read what was sent. */
export function App() {
  const [placement, setPlacement] = usePlacement();
  const [connection, setConnection] = useState<Connection>({ state: 'connecting' });
  const [runs, setRuns] = useState<Run[]>([]);
  const [theme, setTheme] = useTheme();
  const [presentation, setPresentation] = useState<'dialog' | 'inline'>('dialog');
  const [handling, setHandling] = useState<RoundHandling>('auto');
  const current = useRef<{ id: number; controller: AbortController } | undefined>(undefined);
  const nextRunId = useRef(0);
  const onAttention = useAttention();
  // Focus lands here after an answer while Run is disabled (its call still runs).
  const activityRef = useRef<HTMLHeadingElement>(null);
  // Inline, a new request is drawn under the Activity heading, which on a narrow screen is
  // far below the Run button just pressed: bring it into view (focus stays where it was).
  const onRequest = useCallback(
    (request: ElicitationRequest) => {
      onAttention(request);
      if (presentation !== 'inline') return;
      requestAnimationFrame(() => {
        const heading = activityRef.current;
        const top = heading?.getBoundingClientRect().top ?? 0;
        if (top < 0 || top > window.innerHeight / 2) heading?.scrollIntoView({ block: 'start' });
      });
    },
    [onAttention, presentation],
  );

  const patchRun = useCallback((id: number, patch: (run: Run) => Partial<Run>) => {
    setRuns((all) => all.map((run) => (run.id === id ? { ...run, ...patch(run) } : run)));
  }, []);

  useEffect(() => {
    let live = true;
    let opened: { close(): void } | undefined;
    const legRuns = new Map<number, number>(); // leg seq → run id, fixed when the leg is sent
    const onLeg = (leg: WireLeg) => {
      const id = legRuns.get(leg.seq) ?? current.current?.id;
      if (id === undefined) return;
      legRuns.set(leg.seq, id);
      patchRun(id, (run) => ({ legs: run.legs.some((l) => l.seq === leg.seq) ? run.legs.map((l) => (l.seq === leg.seq ? leg : l)) : [...run.legs, leg] }));
    };
    connectPlaced(placement, onLeg).then(
      (placed) => {
        opened = placed;
        if (live) setConnection({ state: 'ready', store: placed.store, conn: placed.conn, running: placed.running });
        else placed.close();
      },
      (error: unknown) => live && setConnection({ state: 'failed', error: errorText(error) }),
    );
    return () => {
      live = false;
      opened?.close();
    };
  }, [placement, patchRun]);

  /** Show a call in the activity log as running, then how it ended; Stop aborts it. */
  const follow = useCallback(
    async (tool: string, call: FollowedCall['result']) => {
      const id = (nextRunId.current += 1);
      const controller = new AbortController();
      current.current = { id, controller };
      setRuns((all) => [{ id, tool, placement, status: 'running', legs: [], notes: [] }, ...all]);
      const note = (text: string) => patchRun(id, (r) => ({ notes: [...r.notes, text] }));
      try {
        const result = await call(controller.signal, note);
        patchRun(id, () => ({ status: 'done', result }));
      } catch (error) {
        patchRun(id, () => (controller.signal.aborted ? { status: 'stopped', error: 'You stopped this call.' } : { status: 'failed', error: errorText(error) }));
      } finally {
        if (current.current?.id === id) current.current = undefined;
      }
    },
    [placement, patchRun],
  );
  const run = (conn: DemoConnection, tool: string) => follow(tool, (signal, note) => conn.callTool(tool, handling, signal, note));
  // After a reload (MCP client on the server): the calls the server kept running are shown
  // running again and followed to their result; their requests come back through the relay.
  const adopted = connection.state === 'ready' ? connection.running : undefined;
  const followed = useRef<readonly FollowedCall[] | undefined>(undefined);
  useEffect(() => {
    if (!adopted || followed.current === adopted) return; // each connection's calls once
    followed.current = adopted;
    for (const call of adopted) void follow(call.tool, call.result);
  }, [adopted, follow]);

  const stop = () => current.current?.controller.abort();
  // "Stop waiting" on an opened URL: the user gave up, so stop the call that waits for it.
  const onDismiss = (request: ElicitationRequest) => {
    if (request.status === 'waiting') stop();
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
              `Connected to ${connection.conn.server.name}${connection.conn.server.title ? ` (“${connection.conn.server.title}”)` : ''} · protocol ${connection.conn.protocolVersion ?? 'unknown'}${where}`}
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
            <ToolList tools={connection.conn.tools} busy={busy} onRun={(tool) => void run(connection.conn, tool)} />
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
            runs.map((r) => <RunView key={r.id} run={r} onStop={r.status === 'running' ? stopFromButton : undefined} />)
          )}
        </section>
      </main>
      {store && presentation === 'dialog' && <ElicitationOutlet store={store} presentation="dialog" onRequest={onRequest} onDismiss={onDismiss} returnFocusRef={activityRef} />}
    </div>
  );
}
