/**
 * The react-hook-form guide's wiring: the store's form requests, each drawn by the host's
 * react-hook-form form under the server that asks, answered into the store, what was typed
 * kept there (test/react-hook-form/use-elicitation-form.test.tsx answers one and ends one).
 */
import { useSyncExternalStore } from 'react';
import { ServerBadge } from '../../../src/index';
import type { FormDraft } from '../../../src/react-hook-form';
import { acceptResult, cancelResult, declineResult, type ElicitationConsumer } from '../../../src/store';
import { Button } from './shadcn-ui';
import { ElicitationForm } from './react-hook-form';

export function PendingForms({ store }: { store: ElicitationConsumer }) {
  const { rounds } = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const requests = rounds.flatMap((round) => round.requests);
  return requests.map((request) => {
    if (request.mode !== 'form' || (request.status !== 'pending' && request.status !== 'expired')) return null;
    // Ended unsent (its deadline, its call stopped): what was typed stays in view until dismissed.
    const ended = request.status === 'expired';
    const draft = store.getDraft(request.id) as FormDraft | undefined;
    return (
      <div key={request.id}>
        {/* Which server asks, always: a request is answered to that server. */}
        <ServerBadge server={request.server} />
        {ended && (
          <p role="status">
            Not sent: this request has ended.{draft && ' What you entered is kept below.'}{' '}
            <Button variant="outline" onClick={() => void store.dismiss(request.id)}>
              Dismiss
            </Button>
          </p>
        )}
        <ElicitationForm
          schema={request.params.requestedSchema}
          message={request.params.message}
          // The store keeps the draft: a remount or a reload shows it again, and a call that
          // ends leaves the request expired, with it, instead of taking it away.
          draft={draft}
          onDraftChange={(draft) => store.setDraft(request.id, draft)}
          ended={ended}
          onAccept={(content) => store.respond(request.id, acceptResult(content))}
          onDecline={() => store.respond(request.id, declineResult())}
          onCancel={() => store.respond(request.id, cancelResult())}
        />
      </div>
    );
  });
}
