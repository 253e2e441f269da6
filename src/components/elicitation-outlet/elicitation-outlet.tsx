import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import type { ElicitationRound, ElicitationSnapshot, ElicitationRequest } from '../../store/types.js';
import { FocusFallbackContext } from '../internal/focus-fallback.js';
import { AnswerRegionContext, ModalNoticeContext } from '../internal/announce.js';
import { useElicitationConfig, useElicitationLabels, useParts } from '../provider/elicitation-provider.js';
import { LabelScope } from '../provider/label-scope.js';
import { cx } from '../../text/cx.js';
import { RoundView } from './round-view.js';
import { SingleRequest } from './single-request.js';
import { useFocusRescue } from './use-focus-rescue.js';
import { useFocusArrivals } from './use-focus-arrivals.js';
import { AnnounceContext, useAnnouncer } from '../internal/use-announcer.js';
import { OwnActionsContext, createOwnActions } from '../internal/own-actions.js';
import { announcement } from './announcements.js';
import { useShownConnection } from './use-shown-connection.js';
import { useUnsentReports } from '../time-left/use-unsent-reports.js';
import { hasLive } from '../../store/lifecycle.js';
import type { ElicitationOutletProps } from './outlet-props.js';

export type { ElicitationOutletProps };


/** As a dialog, the oldest round still needing an answer, so a notice never hides a pending one; inline, every round in arrival order. */
export function visibleRounds(snapshot: ElicitationSnapshot, presentation: 'dialog' | 'inline'): readonly ElicitationRound[] {
  if (presentation === 'inline') return snapshot.rounds;
  const first = snapshot.rounds.find((round) => hasLive(round.requests)) ?? snapshot.rounds[0];
  return first ? [first] : [];
}

/** Renders what is in a store: each request in its lifecycle state, a whole MRTR round together. */
export function ElicitationOutlet(props: ElicitationOutletProps) {
  return (
    <LabelScope labels={props.labels}>
      <OutletView {...props} />
    </LabelScope>
  );
}

/** The outlet's content; everything in it reads its words from the provider, `labels` included (LabelScope). */
function OutletView(props: ElicitationOutletProps) {
  const { store, className } = props;
  const config = useElicitationConfig();
  const presentation = props.presentation ?? config.presentation ?? 'dialog';
  const { Button, Notice } = useParts();
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const rootRef = useRef<HTMLDivElement>(null);
  const fallbackRef = props.returnFocusRef ?? rootRef;
  useNotifyArrivals(snapshot, props.onRequest);
  const rounds = visibleRounds(snapshot, presentation);
  const asModal = useModalRounds(rounds, presentation);
  useFocusRescue(rootRef, fallbackRef, rounds);
  useFocusArrivals(rootRef, fallbackRef, rounds, presentation);
  const text = useElicitationLabels().host;
  useUnsentReports(snapshot, store, text, props);
  const announcerRef = useRef<HTMLParagraphElement>(null);
  // While a request or round is a modal, the page around it (this region too) is inert: the
  // modal's frame draws a region inside itself (AnswerRegionContext), which speaks instead.
  const modalRegionRef = useRef<HTMLParagraphElement>(null);
  const regionRef = useSpeakingRegion(announcerRef, modalRegionRef);
  const modal = modalShown(rounds, asModal);
  // The modal the page showed after the last change, to tell a modal that opens now.
  const shownModal = useRef<string>(undefined);
  // The views record what this user answered, so the live region says it, only here.
  const [own] = useState(createOwnActions);
  const connection = snapshot.connection ?? 'online';
  const shownConnection = useShownConnection(connection);
  const say = useAnnouncer(regionRef, snapshot, (before, after) =>
    announcement(before, after, text, own.get, modal.key !== shownModal.current ? modal.requests : undefined, shownConnection === 'back'),
  );
  // After the announcer's effect, which reads the modal shown before this change.
  useEffect(() => {
    shownModal.current = modal.key;
  });
  // Only while there is something to say (the live region announces the change): an empty
  // note is still a "note" to a screen reader. In the page, or inside the modal while one is up.
  const connectionNotice = shownConnection !== 'online' && (
    <Notice role="note" className="mcpe-ElicitationOutlet-connection" data-back={shownConnection === 'back' || undefined}>
      {shownConnection === 'back' ? text.backOnline : text.connection(shownConnection)}
    </Notice>
  );
  const dismiss = (request: ElicitationRequest) => {
    store.dismiss(request.id);
    props.onDismiss?.(request);
  };

  return (
    <FocusFallbackContext.Provider value={fallbackRef}>
      <OwnActionsContext.Provider value={own}>
      <AnnounceContext.Provider value={say}>
        {/* Named: focus comes here when nothing else is left (use-focus-rescue.ts), and a
            reader says where it is. */}
        <div ref={rootRef} tabIndex={-1} role="group" aria-label={text.outletName} className={cx('mcpe-ElicitationOutlet', className)} data-connection={connection}>
          {/* The outlet's one live region, empty from the first render: it says each change of
              the store once (internal/use-announcer.ts); the notices below are not announced again. */}
          <p ref={announcerRef} role="status" className="mcpe-ElicitationOutlet-announcer mcpe-VisuallyHidden" />
          {modal.key === undefined && connectionNotice}
          {snapshot.refused.map((notice) => (
            // Its requests were answered automatically (declined): the one vocabulary's `refused` (part-state.ts).
            <Notice key={notice.server.id} role="note" className="mcpe-ElicitationOutlet-refused" data-state="refused">
              {text.tooManyPending(notice.count, notice.server.name)}{' '}
              <Button onClick={() => void store.dismissRefused(notice.server.id)}>{text.dismiss}</Button>
            </Notice>
          ))}
          {rounds.map((round) => {
            const shownAs = asModal(round);
            // A modal draws the outlet's region and notice inside itself (the page around it is inert).
            const region = shownAs === 'dialog' ? modalRegionRef : null;
            const notice = shownAs === 'dialog' ? connectionNotice : null;
            return round.requests.length === 1 ? (
              // Keyed by the request's own id: drafts survive re-renders, arrivals and switching.
              <div key={round.requests[0]!.id} data-request-id={round.requests[0]!.id} data-status={round.requests[0]!.status}>
                <AnswerRegionContext.Provider value={region}>
                  <ModalNoticeContext.Provider value={notice}>
                    <SingleRequest request={round.requests[0]!} {...props} store={store} presentation={shownAs} onDismiss={dismiss} />
                  </ModalNoticeContext.Provider>
                </AnswerRegionContext.Provider>
              </div>
            ) : (
              <AnswerRegionContext.Provider key={round.id} value={region}>
                <ModalNoticeContext.Provider value={notice}>
                  <RoundView round={round} {...props} store={store} presentation={shownAs} onDismiss={dismiss} />
                </ModalNoticeContext.Provider>
              </AnswerRegionContext.Provider>
            );
          })}
        </div>
      </AnnounceContext.Provider>
      </OwnActionsContext.Provider>
    </FocusFallbackContext.Provider>
  );
}

/**
 * As a dialog, a round is modal once it has waited for an answer here, and stays so until
 * dismissed. A leftover that never waited here as a modal is drawn inline: it needs no answer,
 * and a modal would block the page (the app's own Stop button) for nothing.
 */
function useModalRounds(rounds: readonly ElicitationRound[], presentation: 'dialog' | 'inline') {
  const [waitedAsModal, setWaitedAsModal] = useState<ReadonlySet<string>>(() => new Set());
  const waitingNow = presentation === 'dialog' ? rounds.filter((round) => hasLive(round.requests)).map((round) => round.id) : [];
  // Remembered for when the round no longer waits (React's state adjusted while rendering).
  if (waitingNow.some((id) => !waitedAsModal.has(id))) setWaitedAsModal(new Set([...waitedAsModal, ...waitingNow]));
  return (round: ElicitationRound): 'dialog' | 'inline' =>
    presentation === 'dialog' && (waitedAsModal.has(round.id) || waitingNow.includes(round.id)) ? 'dialog' : 'inline';
}

/** The round shown as a modal: keyed by request alone, else by round (a round growing to two questions is a new dialog). */
function modalShown(rounds: readonly ElicitationRound[], asModal: (round: ElicitationRound) => 'dialog' | 'inline') {
  const round = rounds.find((candidate) => asModal(candidate) === 'dialog');
  if (!round) return { key: undefined, requests: undefined };
  const key = round.requests.length === 1 ? `request:${round.requests[0]!.id}` : `round:${round.id}`;
  return { key, requests: new Set(round.requests.map((request) => request.id)) };
}

/** The region the outlet speaks in: inside its open modal (which makes the rest of the page inert), otherwise its own. */
function useSpeakingRegion(own: RefObject<HTMLElement | null>, inModal: RefObject<HTMLElement | null>): RefObject<HTMLElement | null> {
  return useMemo(
    () => ({
      get current() {
        const region = inModal.current;
        return region?.isConnected && region.closest('dialog[open], [aria-modal="true"]') ? region : own.current;
      },
    }),
    [own, inModal],
  );
}

/** Calls `onRequest` once for each request id not seen before. */
function useNotifyArrivals(snapshot: ElicitationSnapshot, onRequest?: (request: ElicitationRequest) => void) {
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
