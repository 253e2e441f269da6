import { useCallback, useContext, useEffect, useId, useMemo, useRef, useState, type RefObject } from 'react';
import { acceptResult, cancelResult, declineResult } from '../../elicitation/protocol.js';
import type { ElicitResult } from '../../elicitation/types.js';
import { isLive, isOpen, type RefusalReason } from '../../store/lifecycle.js';
import { holdsTyping } from '../../store/draft.js';
import type { ElicitationConsumer, ElicitationRequest } from '../../store/types.js';
import { LongText } from '../internal/long-text.js';
import { ServerBadge } from '../server-badge/server-badge.js';
import { formBody, timeLeftBody, unsentBody, urlBody, useLazyModule } from './lazy-bodies.js';
import { RefusalNotice } from './refusal-notice.js';
import { RequestBoundary } from './request-boundary.js';
import { AnswerRegionContext, ModalNoticeContext, useAnswerNoticeRole, useNoticeRole } from '../internal/announce.js';
import { useOwnActions } from '../internal/own-actions.js';
import type { RoundQuestionProps } from './round-question.js';
import { useElicitationConfig, useElicitationLabels, useParts } from '../provider/elicitation-provider.js';
import { cx } from '../../text/cx.js';
import { partState } from '../internal/part-state.js';

export interface RequestViewProps {
  /** The request as the store holds it: its content and where it stands (`status`). */
  request: ElicitationRequest;
  /** Where every answer goes; the view keeps no state of the request's own. */
  store: ElicitationConsumer;
  /** @default 'dialog' */
  presentation?: 'dialog' | 'inline';
  className?: string;
  /** Off inside a round, whose header already names the server. @default true */
  showServer?: boolean;
  /** The unsent form input to start from. @default the store's draft */
  draft?: unknown;
  /** Receives every change of the form draft. @default the store keeps it */
  onDraftChange?: (draft: unknown) => void;
  /** The user closed a request that needs no further answer (notice, expired, waiting, answered). */
  onDismiss: () => void;
  /** One question of a round: an item of the round's list inside its frame, with Decline only; a staged answer shows in words with Change. */
  round?: RoundQuestionProps;
}

/** When the request is answered or expires its buttons lock or vanish: focus moves to Dismiss, unless the user works elsewhere. */
function useFocusOnSettle(status: string, dismissRef: RefObject<HTMLButtonElement | null>, messageId: string) {
  const previous = useRef(status);
  useEffect(() => {
    if (previous.current === status) return;
    previous.current = status;
    const button = dismissRef.current;
    const active = document.activeElement;
    // The request's own content: never a class a replacement Frame might not forward.
    const scope = button?.closest('.mcpe-ElicitationHost') ?? document.getElementById(messageId)?.parentElement;
    const inside = !!active && !!scope?.contains(active);
    // After the user's own answer focus may be on <body>; an automatic refusal or expiry must not pull focus from elsewhere.
    const lost = (!active || active === document.body) && status === 'answered';
    if (button && (inside || lost)) button.focus();
  }, [status, dismissRef, messageId]);
}

/** What a form request's frame focuses on open (replacement frames always get one): the form's first usable control. */
function useFirstControl(messageId: string): RefObject<HTMLElement | null> {
  return useMemo(
    () => ({
      get current() {
        const container = document.getElementById(messageId)?.parentElement;
        return container?.querySelector<HTMLElement>('form :is(input, select, textarea, button):not([disabled]), iframe') ?? null;
      },
    }),
    [messageId],
  );
}

/**
 * One request, rendered from its state in the store. Every answer is a store action; the store's
 * transition is the one guard against answering twice, and `sending` locks the view until the
 * owner confirms. Used alone, in the outlet and inside rounds.
 */
export function RequestView({ request, store, className, showServer = true, onDismiss, round, ...props }: RequestViewProps) {
  const config = useElicitationConfig();
  const presentation = props.presentation ?? config.presentation ?? 'dialog';
  const { host: text } = useElicitationLabels();
  const { AppForm, Button, Frame, Notice } = useParts();
  const { id, status, server } = request;
  const titleId = useId();
  const messageId = useId();
  const dismissRef = useRef<HTMLButtonElement>(null);
  // What Dismiss closes (expired, sent, refused): its button is described by that notice.
  const statusId = useId();
  const noticeRole = useNoticeRole();
  const answerRole = useAnswerNoticeRole();
  // A lone host's live region, inside the frame (announce.ts); a round's question has none.
  const regionRef = useContext(AnswerRegionContext);
  const region = regionRef && !round && <p ref={regionRef} role="status" className="mcpe-ElicitationHost-announcer mcpe-VisuallyHidden" />;
  // The outlet's connection notice while this request is its modal; a round's question has none (the round shows it).
  const outletNotice = useContext(ModalNoticeContext);
  const modalNotice = !round && outletNotice;
  useFocusOnSettle(status, dismissRef, messageId);
  const firstControlRef = useFirstControl(messageId);
  const { register, onEdit } = round ?? {};
  const section = useMemo(() => register && { register: (submit: (() => Promise<void>) | null) => register(id, submit), describedBy: messageId }, [register, id, messageId]);
  const setDraft = useCallback(
    (draft: unknown) => {
      store.setDraft(id, draft);
      onEdit?.(id);
    },
    [store, id, onEdit],
  );

  const busy = request.sending === true;
  const own = useOwnActions();
  // Returned, not dropped: a round's Send all waits for each answer (a remote store's travels) before it sends the round.
  const respond = (result: ElicitResult) => {
    own?.record(id, result.action);
    return store.respond(id, result);
  };
  const refuse = (reason: RefusalReason) => void store.refuse(id, reason);
  const shown = request.mode !== 'invalid' && status !== 'refused';
  const { module: form, failed: formFailed } = useLazyModule(formBody, shown && request.mode === 'form');
  const { module: url, failed: urlFailed } = useLazyModule(urlBody, shown && request.mode === 'url');
  // A round's questions share the round's one clock (round-view.tsx).
  const timed = !round && isOpen(status) && request.deadline !== undefined;
  const { module: clock } = useLazyModule(timeLeftBody, timed);
  // Ended without the person's answers going: expired, or cancelled by them with typing kept.
  const unsentEnd = status === 'expired' || (status === 'answered' && request.answer.action === 'cancel');
  // Fetched once the form is here, not when it ends: it may end because the server went away,
  // and the code with it; Copy answers and the kept words must show all the same.
  const { module: unsent } = useLazyModule(unsentBody, request.mode === 'form' && (unsentEnd || (isLive(status) && form !== undefined)));
  // Drawing threw or the code could not load: declined with a notice, said to the store until it
  // holds the refusal (repeats are ignored).
  const [renderFailed, setRenderFailed] = useState(false);
  const bodyFailed = formFailed || urlFailed || renderFailed;
  useEffect(() => {
    if (bodyFailed && isLive(status) && !busy) refuse({ code: 'render-error' });
  });

  const classes = cx('mcpe-ElicitationHost', className);
  const dismissButton = !isLive(status) ? (
    <Button ref={dismissRef} className="mcpe-ElicitationHost-dismiss" aria-describedby={statusId} disabled={busy} onClick={onDismiss}>
      {text.dismiss}
    </Button>
  ) : undefined;
  const notice = (reason: RefusalReason) => (
    <RefusalNotice reason={reason} server={server} showServer={showServer} className={classes} noticeId={statusId} dismiss={dismissButton} />
  );
  if (status === 'refused') return notice(request.reason);
  // Refused on arrival by the store; a store whose actions travel may show it a moment before.
  if (request.mode === 'invalid') return notice({ code: 'invalid-request', problem: request.problem });
  if (bodyFailed) return notice({ code: 'render-error' });
  const answer = 'answer' in request ? request.answer : undefined;
  // What the store says about an action in flight or one that failed (a remote store).
  const progress = (busy || request.actionError) && (
    <Notice role="status" className="mcpe-ElicitationHost-progress" data-error={request.actionError?.code}>
      {busy ? text.sending : text.actionFailed(request.actionError!.code)}
    </Notice>
  );

  const extend = store.extendDeadline?.bind(store);
  const timeLeft = timed && clock && (
    <clock.TimeLeftLine deadline={request.deadline} onMoreTime={request.moreTime !== undefined && extend ? () => void extend(id) : undefined} />
  );

  // In a round: a staged answer in words, a question further down listed (round-question.tsx).
  if (round && status === 'staged') {
    const { AnsweredQuestion } = round.views;
    return <AnsweredQuestion request={request} questionId={messageId} onChange={round.onChange} summarize={round.summarize} />;
  }
  if (round && status === 'pending' && request.mode === 'form' && !round.open) {
    const { ClosedQuestion } = round.views;
    return <ClosedQuestion request={request} questionId={messageId} attention={round.attention} onDecline={() => respond(declineResult())} onOpen={round.onOpen} />;
  }

  const body = () => {
    // Until its code is here (lazy-bodies.ts) the request shows nothing: it stays pending.
    if (request.mode === 'url') {
      if (!url) return null;
      const { UrlConsentDialog } = url;
      return (
        <UrlConsentDialog
          className={classes}
          url={request.params.url}
          message={request.params.message}
          server={server}
          serverUrl={server.url}
          presentation={presentation}
          previouslyOpened={request.previouslyOpened}
          onFinished={request.followed && store.urlFinished ? () => void store.urlFinished!(id) : undefined}
          checkedAt={request.checkedAt}
          showServer={showServer}
          status={status}
          answer={answer}
          sending={busy}
          notice={
            <>
              {region}
              {modalNotice}
              {progress}
            </>
          }
          timeLeft={timeLeft || undefined}
          onAccept={() => respond(acceptResult())}
          onDecline={() => respond(declineResult())}
          onCancel={() => respond(cancelResult())}
          onDismiss={onDismiss}
        />
      );
    }
    if (!form) return null;
    const { RequestForm } = form;
    const live = isLive(status);
    // What the person typed, as text to copy (secrets masked), once the request ended unsent.
    const copyText = unsentEnd && unsent ? unsent.unsentText(request.params.requestedSchema, props.draft ?? store.getDraft(id), text) : '';
    // What the server's own form (an app) held stays in its frame: said, never claimed kept.
    const hint = copyText ? text.expiredDraftHint : request.app && AppForm ? text.appAnswersNotKept : '';
    const content = (
      <>
        {showServer && <ServerBadge id={titleId} server={server} />}
        {round ? (
          <round.views.QuestionText request={request} id={messageId} />
        ) : (
          <LongText id={messageId} className="mcpe-ElicitationHost-message" text={request.params.message} />
        )}
        {round?.attention && status === 'pending' && <round.views.AttentionNote />}
        {modalNotice}
        {progress}
        {status === 'expired' && (
          // In view for as long as it stays, whatever presentation: nothing typed is lost unseen.
          <Notice role={noticeRole} className="mcpe-ElicitationHost-expired" data-reason={request.reason?.code}>
            <strong id={statusId}>{request.reason ? text.unsent(request.reason.code) : text.expired}</strong> {hint}{' '}
            {copyText && unsent && <unsent.CopyAnswers text={copyText} />} {dismissButton}
          </Notice>
        )}
        {status === 'answered' && (
          <Notice role={answerRole} className="mcpe-ElicitationHost-answered" data-answer={request.answer.action}>
            <span id={statusId}>{text.sent(request.answer.action)}</span> {copyText && text.expiredDraftHint}{' '}
            {copyText && unsent && <unsent.CopyAnswers text={copyText} />} {dismissButton}
          </Notice>
        )}
        <RequestForm
          request={request}
          onAnswer={respond}
          schema={request.params.requestedSchema}
          defaultValue={(props.draft ?? store.getDraft(id)) as never}
          onValueChange={props.onDraftChange ?? setDraft}
          disabled={!live || busy}
          onSubmit={(content) => respond(acceptResult(content))}
          onDecline={live ? () => respond(declineResult()) : undefined}
          // In a round, Cancel all cancels; the round's Send all submits (`section`).
          onCancel={live && !round ? () => respond(cancelResult()) : undefined}
          section={live && section ? section : undefined}
          status={timeLeft || undefined}
        />
        {region}
      </>
    );
    // In a round the round's frame holds every question: no frame in a frame.
    if (round) {
      return (
        <div className={classes} data-state={partState(status)} data-answer={answer?.action} aria-busy={busy || undefined}>
          {content}
        </div>
      );
    }
    return (
      <Frame
        className={classes}
        presentation={presentation}
        aria-labelledby={showServer ? titleId : messageId}
        aria-describedby={showServer ? messageId : undefined}
        onCancel={live ? () => respond(cancelResult()) : onDismiss}
        foldOnEscape={live ? () => holdsTyping(request.params.requestedSchema, props.draft ?? store.getDraft(id)) : undefined}
        data-state={partState(status)}
        data-answer={answer?.action}
        aria-busy={busy || undefined}
        // A frame that opens on an ended request (the one a round's Cancel all kept) starts
        // where a close leaves focus in a frame already open: on Dismiss, not in a locked field.
        initialFocusRef={live ? firstControlRef : dismissRef}
      >
        {content}
      </Frame>
    );
  };
  return (
    // One boundary per request: the parent keys this view by its request.
    <RequestBoundary onError={() => setRenderFailed(true)} fallback={notice({ code: 'render-error' })}>
      {body()}
    </RequestBoundary>
  );
}
