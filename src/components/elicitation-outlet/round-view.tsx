import { useId } from 'react';
import { resolveLabels } from '../../labels.js';
import type { ElicitationRound, PendingElicitation } from '../../store/types.js';
import { DialogShell } from '../internal/dialog-shell.js';
import { ServerBadge } from '../server-badge/server-badge.js';
import type { ElicitationOutletProps } from './elicitation-outlet.js';
import { SingleRequest } from './single-request.js';

type RoundViewProps = Omit<ElicitationOutletProps, 'onDismiss' | 'onRequest'> & {
  round: ElicitationRound;
  onDismiss: (request: PendingElicitation) => void;
};

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
  const text = resolveLabels(labels).host;
  const titleId = useId();
  const live = round.requests.filter((r) => r.status === 'pending' || r.status === 'answered');
  const complete = live.length > 0 && live.every((r) => r.status === 'answered');
  return (
    <DialogShell
      className="mcpe-Round"
      presentation={presentation}
      aria-labelledby={titleId}
      onCancel={() => store.cancelRound(round.id)}
    >
      <header id={titleId} className="mcpe-Round-header">
        <ServerBadge server={round.server} labels={labels} />
        <span className="mcpe-Round-count">{text.roundTitle(round.requests.length)}</span>
      </header>
      <ol className="mcpe-Round-list">
        {round.requests.map((request) => (
          <li key={request.id} className="mcpe-Round-item" data-status={request.status}>
            {request.status === 'answered' ? (
              // Keep the question visible: the user must see which one they answered.
              <div className="mcpe-Round-answered">
                <p id={`${titleId}-${request.id}`} className="mcpe-Round-question">{questionOf(request)}</p>
                <p className="mcpe-Round-status">
                  {text.statusAnswered(request.answer!.action)}{' '}
                  <button type="button" aria-describedby={`${titleId}-${request.id}`} onClick={() => store.reopen(request.id)}>
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
      <footer className="mcpe-Round-actions">
        <button type="button" disabled={!complete} onClick={() => store.sendRound(round.id)}>{text.sendAll}</button>
        <button type="button" onClick={() => store.cancelRound(round.id)}>{text.cancelAll}</button>
      </footer>
    </DialogShell>
  );
}
