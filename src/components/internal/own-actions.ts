import { createContext, useContext } from 'react';
import type { ElicitAction } from '../../elicitation/types.js';

/** What the user of one outlet (or lone host) answered, so its live region says what they did: an answer given elsewhere is not theirs. */
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
