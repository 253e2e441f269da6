import type { PendingElicitation } from '../../store/types.js';
import { ElicitationHost } from '../elicitation-host/elicitation-host.js';
import type { ElicitationOutletProps } from './elicitation-outlet.js';

export type SingleRequestProps = Omit<ElicitationOutletProps, 'onDismiss' | 'onRequest'> & {
  request: PendingElicitation;
  onDismiss: (request: PendingElicitation) => void;
  /** Off inside a round, whose header already names the server. */
  showServer?: boolean;
};

/** One request on its own: answering sends it at once. */
export function SingleRequest({ store, request, presentation, modes, labels, onDismiss, showServer }: SingleRequestProps) {
  return (
    <ElicitationHost
      request={request.params}
      server={request.server}
      presentation={presentation}
      modes={modes}
      labels={labels}
      draft={store.getDraft(request.id)}
      onDraftChange={(draft) => store.setDraft(request.id, draft)}
      expired={request.status === 'expired'}
      previouslyOpened={request.previouslyOpened}
      showServer={showServer}
      onResult={(result, { automatic }) => store.respond(request.id, result, { keepVisible: automatic })}
      onDismiss={() => onDismiss(request)}
    />
  );
}
