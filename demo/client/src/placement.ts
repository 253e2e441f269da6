/**
 * The "MCP client" switch, kept in the URL (`?client=server`, `?client=server&sdk=ai` for
 * the AI SDK's client) so a reload, a bookmark or a test opens the same placement. Absent
 * means `page`, the demo's original mode.
 */
import { useState } from 'react';
import type { Placement } from './connections';

const PARAM = 'client';

function read(): Placement {
  const search = new URLSearchParams(window.location.search);
  if (search.get(PARAM) !== 'server') return 'page';
  return search.get('sdk') === 'ai' ? 'server-ai' : 'server';
}

export function usePlacement(): [Placement, (placement: Placement) => void] {
  const [placement, setPlacement] = useState<Placement>(read);
  const change = (next: Placement) => {
    const url = new URL(window.location.href);
    if (next === 'page') url.searchParams.delete(PARAM);
    else url.searchParams.set(PARAM, 'server');
    if (next === 'server-ai') url.searchParams.set('sdk', 'ai');
    else url.searchParams.delete('sdk');
    window.history.replaceState(window.history.state, '', url);
    setPlacement(next);
  };
  return [placement, change];
}
