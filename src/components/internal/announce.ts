import { createContext, useContext, type RefObject } from 'react';

/**
 * Says a message in the enclosing outlet's one live region (internal/use-announcer.ts);
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

/**
 * A lone ElicitationHost's live region (elicitation-host.tsx), which says what its user
 * answered ("Sent to …", "You declined. …"). The request's view draws it inside its frame,
 * empty from the first render: while a modal is open, a region outside it is not heard.
 * Unlike an outlet's, it says nothing else, so a refusal notice stays its own alert.
 */
export const AnswerRegionContext = createContext<RefObject<HTMLParagraphElement | null> | null>(null);

/**
 * The role of a notice that says what the user answered: a `note` where a live region already
 * says it (an outlet, a lone host), so it is heard once; otherwise its own `status`.
 */
export function useAnswerNoticeRole(): 'status' | 'note' {
  const outlet = useContext(AnnounceContext);
  const host = useContext(AnswerRegionContext);
  return outlet || host ? 'note' : 'status';
}
