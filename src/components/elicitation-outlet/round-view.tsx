import { useEffect, useId, useRef, type RefObject } from 'react';
import { resolveLabels } from '../../labels.js';
import type { ElicitationRound, PendingElicitation } from '../../store/types.js';
import { DialogShell } from '../internal/dialog-shell.js';
import { LongText } from '../internal/long-text.js';
import { ServerBadge } from '../server-badge/server-badge.js';
import type { ElicitationOutletProps } from './elicitation-outlet.js';
import { SingleRequest } from './single-request.js';

type RoundViewProps = Omit<ElicitationOutletProps, 'onDismiss' | 'onRequest'> & {
  round: ElicitationRound;
  onDismiss: (request: PendingElicitation) => void;
};

/** An answered question is a reminder, not the full text: keep it short. */
const QUESTION_PREVIEW_LENGTH = 200;

/** The server's question, as plain text (untrusted; never markup). */
function questionOf(request: PendingElicitation): string {
  const message = (request.params as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : '';
}

/**
 * A round of several requests, shown together: the user answers them in any order, sees
 * where each stands, and sends them all at once (the server needs every answer to
 * continue, NOTES.md §3). Closing the round cancels what is unanswered.
 */
export function RoundView({ round, store, presentation, labels, ...rest }: RoundViewProps) {
  const { host: text, limits } = resolveLabels(labels);
  const titleId = useId();
  const live = round.requests.filter((r) => r.status === 'pending' || r.status === 'answered');
  const complete = live.length > 0 && live.every((r) => r.status === 'answered');
  const listRef = useRef<HTMLOListElement>(null);
  const sendAllRef = useRef<HTMLButtonElement>(null);
  useFocusAfterAnswer(round, listRef, sendAllRef);
  return (
    <DialogShell
      className="mcpe-Round"
      presentation={presentation}
      aria-labelledby={titleId}
      onCancel={() => store.cancelRound(round.id)}
    >
      {/* div, not header/footer: several inline rounds on a page must not repeat landmarks */}
      <div id={titleId} className="mcpe-Round-header">
        <ServerBadge server={round.server} labels={labels} />
        <span className="mcpe-Round-count">{text.roundTitle(round.requests.length)}</span>
      </div>
      <ol ref={listRef} className="mcpe-Round-list">
        {round.requests.map((request) => (
          <li key={request.id} className="mcpe-Round-item" data-status={request.status}>
            {request.status === 'answered' ? (
              // Keep the question visible: the user must see which one they answered.
              <div className="mcpe-Round-answered">
                <LongText
                  id={`${titleId}-${request.id}`}
                  className="mcpe-Round-question"
                  text={questionOf(request)}
                  limit={QUESTION_PREVIEW_LENGTH}
                  labels={limits}
                />
                <p className="mcpe-Round-status">
                  {text.statusAnswered(request.answer!.action)}{' '}
                  <button
                    type="button"
                    className="mcpe-Button"
                    data-variant="secondary"
                    aria-describedby={`${titleId}-${request.id}`}
                    onClick={() => store.reopen(request.id)}
                  >
                    {text.changeAnswer}
                  </button>
                </p>
              </div>
            ) : (
              <>
                {request.status === 'pending' && <p className="mcpe-Round-status">{text.statusPending}</p>}
                <SingleRequest {...rest} store={store} request={request} labels={labels} presentation="inline" showServer={false} />
              </>
            )}
          </li>
        ))}
      </ol>
      <div className="mcpe-Round-actions">
        <button
          ref={sendAllRef}
          type="button"
          className="mcpe-Button"
          data-variant="primary"
          disabled={!complete}
          onClick={() => store.sendRound(round.id)}
        >
          {text.sendAll}
        </button>
        <button type="button" className="mcpe-Button" data-variant="secondary" onClick={() => store.cancelRound(round.id)}>
          {text.cancelAll}
        </button>
      </div>
    </DialogShell>
  );
}

/**
 * Answering a request replaces its form with a summary, so the focused control vanishes
 * and focus would fall to <body>. Move it on: to the next unanswered request, or to
 * "Send all" once every request has an answer.
 */
function useFocusAfterAnswer(
  round: ElicitationRound,
  listRef: RefObject<HTMLOListElement | null>,
  sendAllRef: RefObject<HTMLButtonElement | null>,
) {
  const answered = round.requests.filter((r) => r.status === 'answered').map((r) => r.id).join(' ');
  const previous = useRef(answered);
  useEffect(() => {
    const before = new Set(previous.current.split(' '));
    previous.current = answered;
    const newlyAnswered = answered.split(' ').some((id) => id && !before.has(id));
    const focusLost = !document.activeElement || document.activeElement === document.body;
    if (!newlyAnswered || !focusLost) return;
    const next = listRef.current?.querySelector<HTMLElement>(
      '[data-status="pending"] :is(input, select, textarea, button):not([disabled])',
    );
    (next ?? sendAllRef.current)?.focus();
  }, [answered, listRef, sendAllRef]);
}
