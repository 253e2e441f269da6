import { useId } from 'react';
import type { CallToolResult } from '@modelcontextprotocol/client';
import type { WireLeg } from '../../../shared/wire-log';
import { WireLogView } from './wire-log-view';

export interface Run {
  /** The call's id (the runner's). */
  id: string;
  tool: string;
  /** Where the MCP client ran the call (the "MCP client" switch). */
  placement: 'page' | 'server' | 'server-ai';
  status: 'running' | 'done' | 'failed' | 'stopped';
  legs: WireLeg[];
  notes: string[];
  result?: CallToolResult;
  error?: string;
}

const STATUS: Record<Run['status'], string> = {
  running: 'Running…',
  done: 'Finished',
  failed: 'Failed',
  stopped: 'Stopped',
};

/** One tool call: its status, the final result, and what went on the wire. */
export function RunView({ run, number, onStop }: { run: Run; /** Its place in the log, counted from the first. */ number: number; onStop?: () => void }) {
  const titleId = useId();
  return (
    <article className="demo-run" aria-labelledby={titleId} data-status={run.status}>
      <header className="demo-run-head">
        <h3 id={titleId}>
          <code>{run.tool}</code> <span className="demo-muted">#{number}</span>
        </h3>
        <span className="demo-status" data-status={run.status}>{STATUS[run.status]}</span>
        {onStop && (
          <button type="button" className="demo-button" onClick={onStop}>
            Stop
          </button>
        )}
      </header>
      {run.notes.map((note, index) => (
        <p key={index} className="demo-note">{note}</p>
      ))}
      <section className="demo-result" aria-label="Result">
        <h4>Result</h4>
        {run.result ? <ResultContent result={run.result} /> : run.error ? <p className="demo-error">{run.error}</p> : <p className="demo-muted">Not finished yet.</p>}
      </section>
      <section aria-label="What was sent">
        <h4>What was sent</h4>
        {run.placement !== 'page' && run.status === 'running' ? (
          // Honest about where the wire is: the page never sees the server's MCP traffic.
          <p className="demo-muted">The MCP client runs on the demo server: what it sent arrives with the result.</p>
        ) : (
          <WireLogView legs={run.legs} />
        )}
      </section>
    </article>
  );
}

function ResultContent({ result }: { result: CallToolResult }) {
  return (
    <div data-error={result.isError ? '' : undefined}>
      {result.isError && <p className="demo-error">The tool reported an error.</p>}
      {result.content.map((block, index) =>
        block.type === 'text' ? (
          <pre key={index} className="demo-code demo-result-text" tabIndex={0}>{block.text}</pre>
        ) : (
          <p key={index} className="demo-muted">[{block.type} content]</p>
        ),
      )}
    </div>
  );
}
