import { createContext, useContext } from 'react';

/**
 * Says a message in the enclosing outlet's one live region (elicitation-outlet/use-announcer.ts);
 * null outside an outlet.
 */
export const AnnounceContext = createContext<((message: string) => void) | null>(null);

/**
 * The role of a status notice: inside an outlet its live region says each change once, so
 * the notice itself is not announced again (`note`); alone (a lone ElicitationHost) it is
 * its own live region.
 */
export function useNoticeRole(alone: 'status' | 'alert' = 'status'): 'status' | 'alert' | 'note' {
  return useContext(AnnounceContext) ? 'note' : alone;
}
