import { createContext, useContext, type ReactNode, type RefObject } from 'react';

/** Says a message in the enclosing outlet's one live region; null outside an outlet. */
export const AnnounceContext = createContext<((message: string) => void) | null>(null);

/** A status notice inside an outlet is a `note`: the outlet's live region says each change once. */
export function useNoticeRole(alone: 'status' | 'alert' = 'status'): 'status' | 'alert' | 'note' {
  return useContext(AnnounceContext) ? 'note' : alone;
}

/**
 * A lone ElicitationHost's live region for what its user answered, drawn inside its frame from
 * the first render: while a modal is open, a region outside it is not heard.
 */
export const AnswerRegionContext = createContext<RefObject<HTMLParagraphElement | null> | null>(null);

/**
 * The outlet's own notice (the connection lost or back) while one of its requests is a modal:
 * drawn inside the modal, since the page behind it is covered and inert. The outlet draws it
 * in one place or the other, never both.
 */
export const ModalNoticeContext = createContext<ReactNode>(null);

/** A `note` where a live region already says what the user answered, so it is heard once; otherwise `status`. */
export function useAnswerNoticeRole(): 'status' | 'note' {
  const outlet = useContext(AnnounceContext);
  const host = useContext(AnswerRegionContext);
  return outlet || host ? 'note' : 'status';
}
