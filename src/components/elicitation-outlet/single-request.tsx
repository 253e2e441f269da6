import type { PendingElicitation } from '../../store/types.js';
import { ElicitationHost } from '../elicitation-host/elicitation-host.js';
import type { ElicitationOutletProps } from './elicitation-outlet.js';

export type SingleRequestProps = Omit<ElicitationOutletProps, 'onDismiss' | 'onRequest'> & {
  request: PendingElicitation;
  onDismiss: (request: PendingElicitation) => void;
  /** Off inside a round, whose header already names the server. */
  showServer?: boolean;
};

/** One request, rendered from its state in the store; every answer goes back to the store. */
export function SingleRequest({ store, request, presentation, modes, labels, onDismiss, showServer }: SingleRequestProps) {
  return (
    <ElicitationHost
      request={request.params}
      server={request.server}
      status={request.status}
      refusal={request.status === 'refused' ? request.reason : undefined}
      presentation={presentation}
      modes={modes}
      labels={labels}
      draft={store.getDraft(request.id)}
      onDraftChange={(draft) => store.setDraft(request.id, draft)}
      previouslyOpened={request.previouslyOpened}
      showServer={showServer}
      onResult={(result, { reason }) => (reason ? store.refuse(request.id, reason) : store.respond(request.id, result))}
      onDismiss={() => onDismiss(request)}
    />
  );
}
