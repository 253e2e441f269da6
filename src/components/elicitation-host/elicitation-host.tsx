import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { accept, cancel, decline } from '../../elicitation/protocol.js';
import type { ServerIdentity } from '../../elicitation/server.js';
import { checkElicitRequest, isModeSupported } from '../../elicitation/validate-request.js';
import type { ElicitationMode, ElicitResult } from '../../elicitation/types.js';
import type { LabelOverrides } from '../../labels.js';
import { isLive, type LifecycleEvent, type RefusalReason, type RequestStatus } from '../../store/lifecycle.js';
import { LongText } from '../internal/long-text.js';
import { ServerBadge } from '../server-badge/server-badge.js';
import type { UrlConsentPhase } from '../url-consent-dialog/url-consent-dialog.js';
import { formBody, urlBody, useLazyModule } from './lazy-bodies.js';
import { contentKey, hostTransition, INITIAL_HOST_STATE, type HostState } from './host-state.js';
import { RefusalNotice } from './refusal-notice.js';
import { RequestBoundary } from './request-boundary.js';
import { useElicitationConfig, useLabels, useParts } from '../provider/elicitation-provider.js';
import { cx } from '../../text/cx.js';

export interface ElicitationHostProps {
  /** The `params` of one `elicitation/create`, as received (untrusted). Compared by content. */
  request: unknown;
  /** Who is asking; `name`/`url` from the host's own configuration. */
  server: ServerIdentity;
  /**
   * Called exactly once with the answer. `automatic` is true when the host answered by
   * itself (a mode it does not offer, a request it cannot show); `reason` says why.
   */
  onResult: (result: ElicitResult, info: { automatic: boolean; reason?: RefusalReason }) => void;
  /**
   * Controlled lifecycle status, e.g. from `ElicitationStore` (ElicitationOutlet passes
   * it). Leave unset and the host keeps its own: after the answer it shows what was sent,
   * locked, until closed.
   */
  status?: RequestStatus;
  /** With `status="refused"`: why. */
  refusal?: RefusalReason;
  /** Modes this host offers; others are declined with a notice. @default ['form', 'url'] */
  modes?: readonly ElicitationMode[];
  /** `dialog`: modal over the page; `inline`: in the flow, e.g. a chat transcript. @default 'dialog' */
  presentation?: 'dialog' | 'inline';
  labels?: LabelOverrides;
  className?: string;
  /** The user's unsent form input, to restore after a remount (see ElicitationOutlet). */
  draft?: unknown;
  /** Receives every change of the form draft. */
  onDraftChange?: (draft: unknown) => void;
  /** URL mode: the user already opened this URL for the same call. */
  previouslyOpened?: boolean;
  /**
   * Show which server asks. Turn off only when a container already shows it right
   * above (a round's header); the spec requires it to be visible. @default true
   */
  showServer?: boolean;
  /** The user closes a request that needs no further answer (notice, expired, waiting, answered). */
  onDismiss?: () => void;
}

const ALL_MODES: readonly ElicitationMode[] = ['form', 'url'];

/**
 * The lifecycle of the current request (reset when its content changes). The one guard
 * against answering twice is `hostTransition` (src/store/lifecycle.ts) applied to the
 * latest state, read synchronously so that a double click or Escape after Submit in the
 * same event sees the first answer before React re-renders. Controlled (`status` given):
 * the parent's status is the state, and the parent (e.g. the store) applies the answer.
 */
function useHostLifecycle(request: unknown, controlledStatus: RequestStatus | undefined) {
  const key = useMemo(() => contentKey(request), [request]);
  const [own, setOwn] = useState<{ key: string; request: unknown; state: HostState }>({ key, request, state: INITIAL_HOST_STATE });
  if (own.key !== key) setOwn({ key, request, state: INITIAL_HOST_STATE }); // a new request
  const rendered: HostState = controlledStatus === undefined ? own.state : { ...own.state, status: controlledStatus };
  const latest = useRef(rendered);
  const seen = useRef({ key, status: rendered.status });
  useLayoutEffect(() => {
    // Follow the rendered state when it moves (a new request, a new status from the
    // parent), not on every render: a parent slow to pass the new status back must not
    // re-open a request this host already answered.
    if (seen.current.key === key && seen.current.status === rendered.status) return;
    seen.current = { key, status: rendered.status };
    latest.current = rendered;
  });
  const controlled = controlledStatus !== undefined;
  /** Applies the event if it fits the latest state; returns whether it did. */
  const dispatch = useCallback(
    (event: LifecycleEvent): boolean => {
      const next = hostTransition(latest.current, event);
      if (next === latest.current) return false;
      latest.current = next;
      if (!controlled) setOwn((current) => ({ ...current, state: next }));
      return true;
    },
    [controlled],
  );
  // The first object seen with this content: a re-created literal keeps the form as is.
  return { key, params: own.key === key ? own.request : request, state: rendered, dispatch };
}

/**
 * When the request is answered (or expires) its buttons lock or vanish: move focus to
 * Dismiss, the one thing left to do, unless the user is working elsewhere.
 */
function useFocusOnSettle(status: string, dismissRef: RefObject<HTMLButtonElement | null>) {
  const previous = useRef(status);
  useEffect(() => {
    if (previous.current === status) return;
    previous.current = status;
    const button = dismissRef.current;
    const active = document.activeElement;
    const inside = !!active && !!button?.closest('.mcpe-ElicitationHost')?.contains(active);
    // After the user's own answer focus may be on <body> (buttons keep focus where it was
    // on mousedown); an automatic refusal or an expiry must not pull focus from elsewhere.
    const lost = (!active || active === document.body) && status === 'answered';
    if (button && (inside || lost)) button.focus();
  }, [status, dismissRef]);
}

/**
 * Shows one elicitation request and reports the answer: form ⇒ SchemaForm with Submit,
 * Decline and Cancel; url ⇒ UrlConsentDialog with Open, Decline and Cancel. Escape or
 * closing ⇒ `cancel`. A request it cannot show, or whose display fails, is declined with
 * a notice, never thrown into the host page.
 */
export function ElicitationHost(props: ElicitationHostProps) {
  const { server, onResult, labels, className, showServer = true } = props;
  const config = useElicitationConfig();
  const modes = props.modes ?? config.modes ?? ALL_MODES;
  const presentation = props.presentation ?? config.presentation ?? 'dialog';
  const { host: text, limits } = useLabels(labels);
  const { Button, Frame } = useParts();
  const { key, params, state, dispatch } = useHostLifecycle(props.request, props.status);
  const status = state.status;
  const check = useMemo(() => checkElicitRequest(params), [params]);
  const latest = useRef(onResult);
  useEffect(() => {
    latest.current = onResult;
  });
  const titleId = useId();
  const messageId = useId();
  const dismissRef = useRef<HTMLButtonElement>(null);
  useFocusOnSettle(status, dismissRef);

  /** One answer per request, whatever is clicked afterwards (double clicks, Escape after Submit). */
  const respond = (result: ElicitResult, reason?: RefusalReason) => {
    const url = check.ok && check.mode === 'url';
    if (!dispatch(reason ? { type: 'refuse', reason } : { type: 'send', answer: result, url })) return;
    latest.current(result, { automatic: reason !== undefined, ...(reason && { reason }) });
  };
  const dismiss = () => {
    dispatch({ type: 'dismiss' });
    props.onDismiss?.();
  };

  const refusal: RefusalReason | undefined = !check.ok
    ? check.problem === 'unknown-mode' ? { code: 'unsupported-mode', mode: String(check.mode) } : { code: 'invalid-request' }
    : !isModeSupported(check.mode, modes) ? { code: 'unsupported-mode', mode: check.mode } : undefined;
  useEffect(() => {
    if (refusal !== undefined) respond(decline(), refusal);
  });
  const shown = refusal === undefined && check.ok && status !== 'refused' && status !== 'closed';
  const { module: form, failed: formFailed } = useLazyModule(formBody, shown && check.mode === 'form');
  const { module: url, failed: urlFailed } = useLazyModule(urlBody, shown && check.mode === 'url');
  const bodyFailed = formFailed || urlFailed;
  useEffect(() => {
    if (bodyFailed) respond(decline(), { code: 'render-error' });
  });

  if (status === 'closed') return null;
  const classes = cx('mcpe-ElicitationHost', className);
  const dismissButton = !isLive(status) || props.onDismiss ? (
    <Button ref={dismissRef} className="mcpe-ElicitationHost-dismiss" onClick={dismiss}>
      {text.dismiss}
    </Button>
  ) : undefined;
  const notice = (reason: RefusalReason) => (
    <RefusalNotice reason={reason} server={server} showServer={showServer} text={text} labels={labels} className={classes} dismiss={dismissButton} />
  );
  const shownRefusal = status === 'refused' ? (props.refusal ?? state.reason ?? refusal) : refusal;
  if (shownRefusal !== undefined || !check.ok) return notice(shownRefusal ?? { code: 'invalid-request' });
  if (bodyFailed) return notice({ code: 'render-error' });

  const body = () => {
    // Until its code is here (lazy-bodies.ts) the request shows nothing: it stays pending.
    if (check.mode === 'url') {
      if (!url) return null;
      const { UrlConsentDialog } = url;
      const phase: UrlConsentPhase = status === 'waiting' ? 'waiting' : status === 'answered' ? (state.answer?.action === 'decline' ? 'declined' : 'cancelled') : 'consent';
      return (
        <UrlConsentDialog
          className={classes}
          url={check.params.url}
          message={check.params.message}
          server={server}
          serverUrl={server.url}
          presentation={presentation}
          previouslyOpened={props.previouslyOpened}
          showServer={showServer}
          labels={labels}
          phase={phase}
          expired={status === 'expired'}
          onAccept={() => respond(accept())}
          onDecline={() => respond(decline())}
          onCancel={() => respond(cancel())}
          onDismiss={dismiss}
        />
      );
    }
    if (!form) return null;
    const { SchemaForm } = form;
    const live = isLive(status);
    return (
      <Frame
        className={classes}
        presentation={presentation}
        aria-labelledby={showServer ? titleId : messageId}
        aria-describedby={showServer ? messageId : undefined}
        onCancel={live ? () => respond(cancel()) : dismiss}
        data-state={live ? 'open' : status}
      >
        {showServer && <ServerBadge id={titleId} server={server} labels={labels} />}
        <LongText id={messageId} className="mcpe-ElicitationHost-message" text={check.params.message} labels={limits} />
        {status === 'expired' && (
          <p role="status" className="mcpe-ElicitationHost-expired">
            <strong>{text.expired}</strong> {text.expiredDraftHint} {dismissButton}
          </p>
        )}
        {status === 'answered' && state.answer && (
          <p role="status" className="mcpe-ElicitationHost-answered" data-action={state.answer.action}>
            {text.sent(state.answer.action)} {dismissButton}
          </p>
        )}
        <SchemaForm
          schema={check.params.requestedSchema}
          defaultValue={props.draft as never}
          onValueChange={props.onDraftChange}
          disabled={!live}
          labels={labels}
          onSubmit={(content) => respond(accept(content))}
          onDecline={live ? () => respond(decline()) : undefined}
          onCancel={live ? () => respond(cancel()) : undefined}
        />
      </Frame>
    );
  };
  return (
    <RequestBoundary key={key} onError={() => respond(decline(), { code: 'render-error' })} fallback={notice({ code: 'render-error' })}>
      {body()}
    </RequestBoundary>
  );
}
