import { useId } from 'react';
import type { ElicitationRound, PendingElicitation } from '../../store/types.js';
import { isLive } from '../../store/lifecycle.js';
import { useLabels, useParts } from '../provider/elicitation-provider.js';
import { LongText } from '../internal/long-text.js';
import { ServerBadge } from '../server-badge/server-badge.js';
import type { ElicitationOutletProps } from './elicitation-outlet.js';
import { SingleRequest } from './single-request.js';
import { QUESTION_PREVIEW_LENGTH } from '../../text/limits.js';

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
 * continue, MCP 2026-07-28 §Multi Round-Trip Requests). Requests answered automatically (refused) or already settled
 * (waiting, expired) show their own state and can be dismissed. Closing the round
 * cancels what is unanswered and clears the rest, so a round is never a dead end.
 */
export function RoundView({ round, store, presentation, labels, ...rest }: RoundViewProps) {
  const { host: text, limits } = useLabels(labels);
  const { Button, Frame } = useParts();
  const titleId = useId();
  const live = round.requests.filter((r) => isLive(r.status));
  const complete = live.length > 0 && live.every((r) => r.status === 'staged');
  return (
    <Frame
      className="mcpe-Round"
      presentation={presentation}
      aria-labelledby={titleId}
      onCancel={() => store.cancelRound(round.id)}
      data-round-id={round.id}
    >
      {/* div, not header/footer: several inline rounds on a page must not repeat landmarks */}
      <div id={titleId} className="mcpe-Round-header">
        <ServerBadge server={round.server} labels={labels} />
        <span className="mcpe-Round-count">{text.roundTitle(round.requests.length)}</span>
      </div>
      <ol className="mcpe-Round-list">
        {round.requests.map((request) => (
          <li key={request.id} className="mcpe-Round-item" data-status={request.status} data-request-id={request.id}>
            {request.status === 'staged' ? (
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
                  {text.statusAnswered(request.answer.action)}{' '}
                  <Button aria-describedby={`${titleId}-${request.id}`} onClick={() => store.reopen(request.id)}>
                    {text.changeAnswer}
                  </Button>
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
        {live.length > 0 && (
          <Button variant="primary" data-send-all="" disabled={!complete} onClick={() => store.sendRound(round.id)}>
            {text.sendAll}
          </Button>
        )}
        <Button onClick={() => store.cancelRound(round.id)}>{live.length > 0 ? text.cancelAll : text.dismiss}</Button>
      </div>
    </Frame>
  );
}
