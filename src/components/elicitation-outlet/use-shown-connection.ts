import { useEffect, useState } from 'react';
import type { ElicitationSnapshot } from '../../store/types.js';

/** How long "Back online" stays in view once a lost connection has come back. */
export const BACK_ONLINE_MS = 5_000;

export type Connection = NonNullable<ElicitationSnapshot['connection']>;

/**
 * The connection as the outlet shows it: the store's, or `back` for a while once it is
 * online again after the person was told it was lost (offline, signed out). The first
 * connect is not a return: nothing was lost yet.
 */
export function useShownConnection(connection: Connection): Connection | 'back' {
  const [lost, setLost] = useState(false);
  const [back, setBack] = useState(false);
  // React's state adjusted while rendering: the render that shows `online` shows `back`.
  if ((connection === 'offline' || connection === 'unauthorized') && (!lost || back)) {
    setLost(true);
    setBack(false);
  } else if (connection === 'online' && lost) {
    setLost(false);
    setBack(true);
  }
  useEffect(() => {
    if (!back) return;
    const timer = setTimeout(() => setBack(false), BACK_ONLINE_MS);
    return () => clearTimeout(timer);
  }, [back]);
  return connection === 'online' && back ? 'back' : connection;
}
