import { useCallback, useContext, useEffect, useId, useMemo, useReducer, useRef, useState, type RefObject } from 'react';
import type { ElicitationRound, ElicitationRequest } from '../../store/types.js';
import { hasLive, isLive } from '../../store/lifecycle.js';
import { sendAll } from '../../store/send-all.js';
import { holdsTyping } from '../../store/draft.js';
import { useOwnActions } from '../internal/own-actions.js';
import { partState } from '../internal/part-state.js';
import { useElicitationLabels, useParts } from '../provider/elicitation-provider.js';
import { answerSummaryBody, formBody, roundQuestionBody, timeLeftBody, useLazyModule } from '../elicitation-host/lazy-bodies.js';
import { earliestDeadline } from '../../store/time-left.js';
import { RequestView } from '../elicitation-host/request-view.js';
import { ActionRow } from '../parts/action-row.js';
import { ElicitationRoundHeader } from '../parts/round-header.js';
import { AnnounceContext, AnswerRegionContext, ModalNoticeContext } from '../internal/announce.js';
import { ServerBadge } from '../server-badge/server-badge.js';
import type { ElicitationOutletProps } from './outlet-props.js';
import { openQuestions, roundProgress } from './round-plan.js';

type RoundViewProps = Omit<ElicitationOutletProps, 'onDismiss' | 'onRequest' | 'labels'> & {
  round: ElicitationRound;
  onDismiss: (request: ElicitationRequest) => void;
};

const NONE: ReadonlySet<string> = new Set();
const CONTROL = ':is(input, select, textarea, button):not([disabled])';

/**
 * A round of several requests (MCP 2026-07-28 §Multi Round-Trip Requests: the server needs
 * every answer to continue), as one list in one frame with one Send all and Cancel all. A few
 * questions show their form, the rest are listed (a round of 50 mounts 3 forms). Send all
 * keeps the valid answers and, if anything is left, focuses the first question needing attention.
 */
export function RoundView({ round, store, presentation, ...rest }: RoundViewProps) {
  const { host: text } = useElicitationLabels();
  const { Button, Frame, RoundHeader = ElicitationRoundHeader } = useParts();
  const titleId = useId();
  const contentRef = useRef<HTMLDivElement>(null);
  // The Frame contract: a replacement frame is told what to focus on open.
  const firstControlRef = useMemo<RefObject<HTMLElement | null>>(
    () => ({
      get current() {
        const content = contentRef.current;
        return content?.querySelector<HTMLElement>(`form ${CONTROL}`) ?? content?.querySelector<HTMLElement>(CONTROL) ?? null;
      },
    }),
    [],
  );
  // Which requests are form questions: read once per change of the round, not per item.
  const formQuestions = useMemo(() => round.requests.filter((r) => r.mode === 'form'), [round.requests]);
  const formIds = useMemo(() => new Set(formQuestions.map((r) => r.id)), [formQuestions]);
  const [shown, setShown] = useState(NONE);
  const open = openQuestions(formQuestions, shown);
  if (open !== shown) setShown(open); // derived during render: no flash of closed forms
  const [attention, setAttention] = useState(NONE);
  // Questions whose form the user has changed (for the count: "being filled in").
  const [edited, setEdited] = useState(NONE);
  const onEdit = useCallback((id: string) => setEdited((current) => (current.has(id) ? current : new Set(current).add(id))), []);
  // A question to focus once rendered (opened, reopened, or the first problem after Send).
  const focusId = useRef<string>(undefined);
  const submitters = useRef(new Map<string, () => Promise<void>>());
  const register = useCallback((id: string, submit: (() => Promise<void>) | null) => {
    if (submit) submitters.current.set(id, submit);
    else submitters.current.delete(id);
  }, []);
  const forms = formQuestions.length > 0;
  // As ElicitationHost: nothing until the form chunk is here, so a modal opens with its fields
  // in it; if it cannot load, each RequestView refuses its question with a notice.
  const { module: formPart, failed } = useLazyModule(formBody, forms);
  const { module: summary } = useLazyModule(answerSummaryBody, forms);
  // The round's items (round-question.tsx); if they cannot load, each request shows alone.
  const { module: views, failed: viewsFailed } = useLazyModule(roundQuestionBody, true);
  const progress = roundProgress(round.requests, attention, edited);
  const live = hasLive(round.requests);
  // One clock for the round: the first deadline of its unanswered questions (they go together).
  const liveRequests = round.requests.filter((r) => isLive(r.status));
  const deadline = earliestDeadline(liveRequests);
  const { module: clock } = useLazyModule(timeLeftBody, deadline !== undefined);
  // "More time" only if it moves the round's clock: every timed question can be extended.
  const timed = liveRequests.filter((r) => r.deadline !== undefined);
  const moreTime = store.extendDeadline && timed.every((r) => r.moreTime !== undefined) ? () => timed.forEach((r) => void store.extendDeadline!(r.id)) : undefined;
  const own = useOwnActions();
  const announce = useContext(AnnounceContext);
  // The outlet's live region while this round is its modal (the page around it is inert).
  const regionRef = useContext(AnswerRegionContext);
  // …and its connection notice, which the page behind the modal cannot show.
  const modalNotice = useContext(ModalNoticeContext);
  // What Send all sends, for its description (read again on focus or hover: drafts change without a render).
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  const sendsNothing = summary?.sendsNothing;
  const goesEmpty = (r: ElicitationRequest) =>
    r.mode === 'form' &&
    !!sendsNothing &&
    (r.status === 'staged'
      ? r.answer.action === 'accept' && Object.keys(r.answer.content ?? {}).length === 0
      : r.status === 'pending' && sendsNothing(r.params.requestedSchema, store.getDraft(r.id)));
  const sendable = round.requests.filter((r) => isLive(r.status));
  const sendId = `${titleId}-send`;
  // An untouched empty question is staged only with a round that is sent, as the description said.
  const untouched = (r: ElicitationRequest) => r.status === 'pending' && !edited.has(r.id) && store.getDraft(r.id) === undefined && goesEmpty(r);

  // Every render that follows such a request (each of them changes state or the store).
  useEffect(() => {
    if (focusId.current === undefined) return;
    const item = contentRef.current?.querySelector(`[data-request-id="${focusId.current}"]`);
    const target = item?.querySelector<HTMLElement>(`form ${CONTROL}`) ?? item?.querySelector<HTMLElement>(CONTROL);
    if (!target) return;
    focusId.current = undefined;
    target.focus();
  });

  const show = (id: string, focus: boolean) => {
    setShown((current) => new Set(current).add(id));
    if (focus) focusId.current = id;
  };

  const send = async () => {
    const outcome = await sendAll(store, round.id, { submitters: submitters.current, untouched });
    if (outcome.sent || outcome.left.length === 0) return;
    const { left, checked } = outcome;
    setAttention(new Set(left));
    // One announcement per press (the questions' own summaries are not live in a round).
    announce?.(text.roundAttention(left.map((id) => round.requests.findIndex((q) => q.id === id) + 1)));
    const first = left[0]!;
    if (checked.has(first)) return; // its form has focused its first invalid field
    if (formIds.has(first) && !open.has(first)) show(first, true);
    else focusId.current = first; // focused after the render setAttention causes
  };

  // Cancel all: recorded as this user's answer to each request, so the live region says it.
  const cancelAll = () => {
    for (const request of round.requests) if (isLive(request.status)) own?.record(request.id, 'cancel');
    void store.cancelRound(round.id);
  };

  if ((forms && !(formPart && summary) && !failed) || (!views && !viewsFailed)) return null;
  return (
    <Frame
      className="mcpe-Round"
      presentation={presentation}
      aria-labelledby={titleId}
      onCancel={cancelAll}
      foldOnEscape={() => round.requests.some((r) => isLive(r.status) && r.mode === 'form' && holdsTyping(r.params.requestedSchema, store.getDraft(r.id)))}
      initialFocusRef={firstControlRef}
    >
      {/* The library's own box inside the frame (display: contents), so focus code never
          depends on what a replacement Frame forwards. */}
      <div ref={contentRef} className="mcpe-Round-content" data-round-id={round.id}>
        {/* div, not header/footer: several inline rounds on a page must not repeat landmarks */}
        {/* Its progress is not a live region: Send all says its outcome once (the outlet's region). */}
        <RoundHeader
          titleId={titleId}
          server={<ServerBadge server={round.server} />}
          count={text.roundTitle(round.requests.length)}
          progress={text.roundProgress(progress)}
          attention={progress.attention > 0}
        />
        {modalNotice}
        <ol className="mcpe-Round-list">
          {round.requests.map((request) => {
            const needs = request.status === 'pending' && attention.has(request.id);
            const form = request.status === 'pending' && formIds.has(request.id);
            const isOpen = form && open.has(request.id);
            return (
              <li
                key={request.id}
                className="mcpe-Round-item"
                data-state={partState(request.status)}
                data-status={request.status}
                data-request-id={request.id}
                data-open={isOpen || undefined}
                data-listed={(form && !isOpen) || undefined}
                data-answer={request.status === 'staged' ? request.answer.action : undefined}
                data-attention={needs || undefined}
              >
                <RequestView
                  request={request}
                  store={store}
                  presentation="inline"
                  showServer={false}
                  onDismiss={() => rest.onDismiss(request)}
                  round={
                    views && {
                      views,
                      open: isOpen,
                      attention: needs,
                      onOpen: () => show(request.id, true),
                      onChange: () => {
                        void store.reopen(request.id);
                        if (formIds.has(request.id)) show(request.id, true);
                        else focusId.current = request.id;
                      },
                      register,
                      onEdit,
                      summarize: summary?.summarizeAnswer,
                    }
                  }
                />
              </li>
            );
          })}
        </ol>
        {live && (
          <span id={sendId} className="mcpe-Round-sendDescription mcpe-VisuallyHidden">
            {text.sendAllDescription(sendable.length, sendable.filter(goesEmpty).length)}
          </span>
        )}
        {regionRef && <p ref={regionRef} role="status" className="mcpe-Round-announcer mcpe-VisuallyHidden" />}
        {/* The time left goes with the buttons: pinned with them in a modal, in the bar when folded. */}
        <div className="mcpe-Round-footer">
          {clock && deadline !== undefined && <clock.TimeLeftLine deadline={deadline} onMoreTime={moreTime} />}
          <ActionRow
            className="mcpe-Round-actions"
            cancel={<Button onClick={cancelAll}>{live ? text.cancelAll : text.dismiss}</Button>}
            primary={
              live && (
                <Button variant="primary" data-send-all="" aria-describedby={sendId} onFocus={refresh} onPointerEnter={refresh} onClick={() => void send()}>
                  {text.sendAll}
                </Button>
              )
            }
          />
        </div>
      </div>
    </Frame>
  );
}
