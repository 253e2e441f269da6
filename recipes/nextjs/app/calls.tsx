'use client';
// The chat's side of the calls: start one, and list the session's calls (started here, in
// another tab, or before a reload) with their result; any tab may stop one.
import { useSyncExternalStore } from 'react';
import type { CallState } from 'mcp-elicitation-react/remote';
import { browserStore } from './browser-store';

const none = { calls: [], synced: false };
const noCalls = { subscribe: () => () => {}, getSnapshot: () => none };

function said(call: CallState): string {
  if (call.status === 'running') return 'Working…';
  if (call.status === 'completed') return (call.result as { content?: { text?: string }[] } | undefined)?.content?.[0]?.text ?? 'Done.';
  if (call.status === 'failed') return `Failed: ${call.error}`;
  return { stopped: 'Stopped.', abandoned: 'Cancelled: nobody was here to answer.', lost: 'Lost: the server running it went away.', closed: 'Cancelled: the server shut down.', expired: 'Expired.' }[call.reason];
}

export function Calls() {
  // Nothing on the server and while hydrating (no store there); the session's calls after.
  const list = typeof window === 'undefined' ? noCalls : browserStore().calls;
  const { calls } = useSyncExternalStore(list.subscribe, list.getSnapshot, () => none);
  return (
    <section aria-label="Calls">
      <button type="button" onClick={() => void fetch('/api/chat', { method: 'POST' })}>
        Book a table
      </button>
      <ul>
        {calls.map((call) => (
          <li key={call.id}>
            <code>{call.name}</code> {said(call)}{' '}
            {call.status === 'running' && (
              <button type="button" onClick={() => void browserStore().calls.stop(call.id)}>
                Stop
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
