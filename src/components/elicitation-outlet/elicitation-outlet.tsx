import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { ElicitationMode } from '../../elicitation/types.js';
import { resolveLabels, type LabelOverrides } from '../../labels.js';
import type { ElicitationStore } from '../../store/store.js';
import type { ElicitationSnapshot, PendingElicitation } from '../../store/types.js';
import { RoundView } from './round-view.js';
import { SingleRequest } from './single-request.js';

export interface ElicitationOutletProps {
  store: ElicitationStore;
  /** @default 'dialog' */
  presentation?: 'dialog' | 'inline';
  modes?: readonly ElicitationMode[];
  labels?: LabelOverrides;
  className?: string;
  /** Called once per newly arrived request, e.g. to flash the tab title or notify. */
  onRequest?: (request: PendingElicitation) => void;
  /**
   * The user closed a request that was already answered (an opened URL they gave up on,
   * an expired one): a good moment to abort the originating call if it still runs.
   */
  onDismiss?: (request: PendingElicitation) => void;
}

/**
 * Renders what is pending in a store: a whole MRTR round together. As a dialog only the
 * oldest round is shown (the others wait their turn); inline, every round is shown.
 */
export function ElicitationOutlet(props: ElicitationOutletProps) {
  const { store, presentation = 'dialog', labels, className } = props;
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  useNotifyArrivals(snapshot, props.onRequest);
  const text = resolveLabels(labels).host;
  const rounds = presentation === 'dialog' ? snapshot.rounds.slice(0, 1) : snapshot.rounds;
  const dismiss = (request: PendingElicitation) => {
    store.dismiss(request.id);
    props.onDismiss?.(request);
  };

  return (
    <div className={['mcpe-ElicitationOutlet', className].filter(Boolean).join(' ')}>
      {snapshot.refused.map((notice) => (
        <p key={notice.server.name} role="status" className="mcpe-ElicitationOutlet-refused">
          {text.tooManyPending(notice.count, notice.server.name)}{' '}
          <button type="button" className="mcpe-Button" onClick={() => store.dismissRefused(notice.server.name)}>{text.dismiss}</button>
        </p>
      ))}
      {rounds.map((round) =>
        round.requests.length === 1 ? (
          // Keyed by the request's own id: drafts survive re-renders, arrivals and switching.
          <SingleRequest key={round.requests[0]!.id} request={round.requests[0]!} {...props} presentation={presentation} onDismiss={dismiss} />
        ) : (
          <RoundView key={round.id} round={round} {...props} presentation={presentation} onDismiss={dismiss} />
        ),
      )}
    </div>
  );
}

/** Calls `onRequest` once for each request id not seen before. */
function useNotifyArrivals(snapshot: ElicitationSnapshot, onRequest?: (request: PendingElicitation) => void) {
  const seen = useRef(new Set<string>());
  useEffect(() => {
    for (const round of snapshot.rounds) {
      for (const request of round.requests) {
        if (seen.current.has(request.id)) continue;
        seen.current.add(request.id);
        if (request.status === 'pending') onRequest?.(request);
      }
    }
  }, [snapshot, onRequest]);
}
