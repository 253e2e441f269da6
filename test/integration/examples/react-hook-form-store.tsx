/**
 * The react-hook-form guide's wiring: the store's pending form requests, each drawn by the
 * host's react-hook-form form under the server that asks, answered into the store
 * (test/react-hook-form/use-elicitation-form.test.tsx answers one).
 */
import { useSyncExternalStore } from 'react';
import { ServerBadge } from '../../../src/index';
import { acceptResult, cancelResult, declineResult, type ElicitationConsumer } from '../../../src/store';
import { ElicitationForm } from './react-hook-form';

export function PendingForms({ store }: { store: ElicitationConsumer }) {
  const { rounds } = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const requests = rounds.flatMap((round) => round.requests);
  return requests.map((request) =>
    request.status === 'pending' && request.mode === 'form' ? (
      <div key={request.id}>
        {/* Which server asks, always: a request is answered to that server. */}
        <ServerBadge server={request.server} />
        <ElicitationForm
          schema={request.params.requestedSchema}
          message={request.params.message}
          onAccept={(content) => store.respond(request.id, acceptResult(content))}
          onDecline={() => store.respond(request.id, declineResult())}
          onCancel={() => store.respond(request.id, cancelResult())}
        />
      </div>
    ) : null,
  );
}
