import { createContext, useContext } from 'react';
import type { ElicitAction } from '../../elicitation/types.js';

/**
 * What the user of one outlet (or lone host) answered, by request id, so its live region
 * says what they did, and only there: an answer given elsewhere (another tab on the same
 * relay, the app itself) is not theirs. The views record each answer as they give it to the
 * store (RequestView, a round's Cancel all).
 */
export interface OwnActions {
  record(id: string, action: ElicitAction): void;
  get(id: string): ElicitAction | undefined;
}

export function createOwnActions(): OwnActions {
  const actions = new Map<string, ElicitAction>();
  return { record: (id, action) => void actions.set(id, action), get: (id) => actions.get(id) };
}

/** The enclosing outlet's or lone host's record; null elsewhere (a view used on its own). */
export const OwnActionsContext = createContext<OwnActions | null>(null);

export const useOwnActions = () => useContext(OwnActionsContext);
