import type { ElicitationRequest } from '../../store/types.js';
import { RequestView } from '../elicitation-host/request-view.js';
import type { ElicitationOutletProps } from './outlet-props.js';

export type SingleRequestProps = Omit<ElicitationOutletProps, 'onDismiss' | 'onRequest' | 'labels'> & {
  request: ElicitationRequest;
  onDismiss: (request: ElicitationRequest) => void;
  /** Off inside a round, whose header already names the server. */
  showServer?: boolean;
};

/** One request, rendered from its state in the store; every answer goes back to the store. */
export function SingleRequest({ store, request, presentation, onDismiss, showServer }: SingleRequestProps) {
  return (
    <RequestView
      request={request}
      store={store}
      presentation={presentation}
      showServer={showServer}
      onDismiss={() => onDismiss(request)}
    />
  );
}
