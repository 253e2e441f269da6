/**
 * The "MCP client" switch, kept in the URL (`?client=server`) so a reload, a bookmark or a
 * test opens the same placement. Absent means `page`, the demo's original mode.
 */
import { useState } from 'react';
import type { Placement } from './connections';

const PARAM = 'client';

function read(): Placement {
  return new URLSearchParams(window.location.search).get(PARAM) === 'server' ? 'server' : 'page';
}

export function usePlacement(): [Placement, (placement: Placement) => void] {
  const [placement, setPlacement] = useState<Placement>(read);
  const change = (next: Placement) => {
    const url = new URL(window.location.href);
    if (next === 'server') url.searchParams.set(PARAM, 'server');
    else url.searchParams.delete(PARAM);
    window.history.replaceState(window.history.state, '', url);
    setPlacement(next);
  };
  return [placement, change];
}
