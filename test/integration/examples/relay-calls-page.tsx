/**
 * docs/guides/server-clients.md "A reload loses nothing": the page lists the session's calls
 * (started here, in another tab, or before a reload), follows them and stops them. Checked by
 * `tsc --noEmit`; the demo (demo/client/src/app.tsx) and the Next.js recipe
 * (recipes/nextjs/app/calls.tsx) run the same calls in Chromium.
 */
import { useSyncExternalStore } from 'react';
import { store } from './relay-page';

export function Calls() {
  const { calls } = useSyncExternalStore(store.calls.subscribe, store.calls.getSnapshot);
  return (
    <ul>
      {calls.map((call) => (
        <li key={call.id}>
          {call.name}: {call.status === 'cancelled' ? `cancelled (${call.reason})` : call.status}
          {call.status === 'running' && <button onClick={() => void store.calls.stop(call.id)}>Stop</button>}
        </li>
      ))}
    </ul>
  );
}

/** Run a tool and wait for its end, however it ends (`completed`, `failed`, `cancelled`). */
export async function runTool(tool: string) {
  const response = await fetch('/api/chat', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ tool }) });
  const { id } = (await response.json()) as { id: string };
  return store.calls.settled(id);
}
