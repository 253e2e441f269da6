import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { ElicitResult } from '../../elicitation/types.js';
import type { LabelOverrides } from '../../i18n/types.js';
import { isLive, type RequestStatus } from '../../store/lifecycle.js';
import { isolateHost } from '../../text/bidi.js';
import type { UrlAnalyzer } from '../../url/types.js';
import type { Presentation } from '../../hooks/use-elicitation-config.js';
import { useElicitationConfig, useElicitationLabels, useParts } from '../provider/elicitation-provider.js';
import { LabelScope } from '../provider/label-scope.js';
import { cx } from '../../text/cx.js';
import { LongText } from '../internal/long-text.js';
import { ServerBadge, type ServerIdentity } from '../server-badge/server-badge.js';
import { ActionRow } from '../parts/action-row.js';
import { ElicitationUrlTitle } from '../parts/url-title.js';
import { ElicitationUrlText, ElicitationUrlWarningList } from './url-parts.js';
import { copyOrSelect, openInNewWindow } from './open-url.js';
import { useUrlAnalysis } from './use-url-analysis.js';
import { useAnswerNoticeRole, useNoticeRole } from '../internal/announce.js';
import { partState } from '../internal/part-state.js';

/**
 * What the dialog shows for each request status (its root says the shared `data-state`):
 * - `consent`: asking (Cancel · Decline · Open); for a URL already opened, I've finished, with
 *   Open again and Copy behind "No window?";
 * - `waiting`: the user finishes on the page (Stop waiting · Copy address · Open again, and
 *   I've finished where a runner asks the server again); "still waiting" keeps this view;
 * - `declined` / `cancelled` / `expired`: still shown, with only Dismiss.
 */
type UrlConsentView = 'consent' | 'waiting' | 'declined' | 'cancelled' | 'expired';

function viewOf(status: RequestStatus, answer: ElicitResult | undefined): UrlConsentView {
  if (isLive(status)) return 'consent';
  if (status === 'waiting' || status === 'expired') return status;
  return answer?.action === 'cancel' ? 'cancelled' : 'declined';
}

export interface UrlConsentDialogProps {
  /** The URL from the request, exactly as the server sent it (untrusted). */
  url: string;
  /** The server's `message`; shown as plain text. */
  message?: string;
  /** Who asks: the host-verified name is shown first. */
  server: ServerIdentity;
  /** The user consented and the URL was opened: answer `{ action: "accept" }` (no content). */
  onAccept: () => void;
  /** The user refused: answer `{ action: "decline" }`. */
  onDecline: () => void;
  /** Dismissed (Cancel, Escape): answer `{ action: "cancel" }`. */
  onCancel: () => void;
  /** The user closes the dialog after answering (Stop waiting, spec SHOULD; Dismiss; Escape): the host may stop rendering it. */
  onDismiss?: () => void;
  /** Where the request stands; the dialog keeps no state of its own. @default "pending" */
  status?: RequestStatus;
  /** The answer given, for `answered` (declined or cancelled) and `waiting`. */
  answer?: ElicitResult;
  /** While waiting: "I've finished", so the call asks the server again now. Give it only where something does (the store's `followed`). */
  onFinished?: () => void;
  /** While waiting: when the server last answered "still waiting" (ms since the epoch); the view then says so. */
  checkedAt?: number;
  /** The answer is on its way (a store whose actions travel): every action is locked. */
  sending?: boolean;
  /** A status line from the parent (sending, a failed action), shown above the actions. */
  notice?: ReactNode;
  /** The request's time left: drawn with the buttons and pinned with them (a modal's bottom edge; inline, the view's while it shows), as a form's. */
  timeLeft?: ReactNode;
  /** Show which server asks; off only inside a container that shows it (a round). @default true */
  showServer?: boolean;
  /** The MCP server's own URL, to flag a different site. @default server.url */
  serverUrl?: string;
  /** The same URL was opened in an earlier round: say "still waiting for you to finish at …". */
  previouslyOpened?: boolean;
  /** @default "dialog" */
  presentation?: Presentation;
  /** Use a preloaded analyser (e.g. `createUrlAnalyzer(tldts)`) instead of loading one on demand. */
  analyzer?: UrlAnalyzer;
  labels?: LabelOverrides;
  className?: string;
}

/**
 * URL-mode consent (spec "Safe URL handling"): which server asks, its message, the full URL as
 * text with the registrable domain marked, every warning, and Open / Decline / Cancel. Nothing
 * is fetched before Open; every phase has a way out and no button that does nothing.
 *
 * @selector .mcpe-UrlConsent[data-state="open"|"waiting"|"answered"|"refused"|"expired"] [data-answer="accept"|"decline"|"cancel"] [data-blocked] [data-loading]
 */
export function UrlConsentDialog(props: UrlConsentDialogProps) {
  return (
    <LabelScope labels={props.labels}>
      <UrlConsentView {...props} />
    </LabelScope>
  );
}

/** The dialog's content; everything in it reads its words from the provider, `labels` included (LabelScope). */
function UrlConsentView(props: UrlConsentDialogProps) {
  const { url, message, server, previouslyOpened, className } = props;
  const config = useElicitationConfig();
  const presentation = props.presentation ?? config.presentation ?? 'dialog';
  // All the words in use, passed whole to the UrlWarningList part, whose contract takes overrides.
  const labels = useElicitationLabels();
  const { url: text, host: hostText } = labels;
  const { Button, Frame, Notice, Text, UrlText = ElicitationUrlText, UrlWarningList = ElicitationUrlWarningList } = useParts();
  const UrlTitle = useElicitationConfig().components?.UrlTitle ?? ElicitationUrlTitle;
  const { analysis, failed: checkFailed, retry: checkAgain } = useUrlAnalysis(url, props.serverUrl ?? server.url, props.analyzer ?? config.analyzer);
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const focusRef = useRef<HTMLButtonElement>(null);
  const finishedRef = useRef<HTMLButtonElement>(null);
  const waitingRef = useRef<HTMLHeadingElement>(null);
  const urlRef = useRef<HTMLSpanElement>(null);
  const checkingRef = useRef<HTMLParagraphElement>(null);
  const checkedAgain = useRef(false);
  const id = useId();
  const ids = { server: `${id}-server`, title: `${id}-title`, message: `${id}-message`, destination: `${id}-destination`, warnings: `${id}-warnings`, status: `${id}-status`, serverWaiting: `${id}-serverWaiting` };
  const noticeRole = useNoticeRole();
  const answerRole = useAnswerNoticeRole();
  const showServer = props.showServer !== false;
  const state = viewOf(props.status ?? 'pending', props.answer);
  const sending = props.sending === true;

  // Answers go to the parent, whose store keeps the one guard against answering twice.
  const answer = (callback: () => void) => {
    if (state === 'consent' && !sending) callback();
  };
  const close = () => {
    if (state !== 'consent' && !sending) props.onDismiss?.();
  };
  const open = () => {
    if (!analysis?.canOpen || !analysis.href || sending) return;
    if (state !== 'consent' && state !== 'waiting') return;
    // Synchronously inside the click: popup blockers allow windows opened on user activation.
    openInNewWindow(analysis.href);
    answer(props.onAccept);
  };
  const copy = () => {
    if (analysis?.href) void copyOrSelect(analysis.href, urlRef.current).then((ok) => setCopyState(ok ? 'copied' : 'failed'));
  };

  // "Try again" disappears as the check restarts: focus waits on the status line, then goes where it would on open.
  const tryAgain = () => {
    checkedAgain.current = true;
    checkingRef.current?.focus();
    checkAgain();
  };
  useEffect(() => {
    if (!analysis || !checkedAgain.current) return;
    checkedAgain.current = false;
    focusRef.current?.focus();
  }, [analysis]);

  // The focused button disappears when the phase changes: move focus to what replaced it.
  const previousState = useRef(state);
  useEffect(() => {
    if (previousState.current === state) return;
    previousState.current = state;
    (state === 'waiting' ? waitingRef.current : focusRef.current)?.focus();
  }, [state]);

  const domain = analysis?.displayDomain;
  const blocked = analysis ? !analysis.canOpen : undefined;
  const describedBy = cx(message && ids.message, domain && ids.destination, analysis?.warnings.length ? ids.warnings : undefined);
  // Asked again for a URL already opened: "I've finished" moves on, and Open again / Copy wait
  // behind "No window?". Cancel and Decline stay: the spec wants both offered.
  const again = state === 'consent' && previouslyOpened && !!analysis?.canOpen;
  // Asked again after "I’ve finished": say the server still waits, and keep focus where the person pressed.
  const stillWaited = again && props.checkedAt !== undefined;
  // Opening despite a serious warning is shown as a risky action, not the default one.
  const risky = analysis?.warnings.some((w) => w.severity === 'danger');
  const title =
    state === 'waiting' ? text.waitingTitle(domain && isolateHost(domain)) : again && domain ? text.stillWaiting(isolateHost(domain)) : text.title;
  const copyButton = analysis?.canOpen && <Button onClick={copy}>{text.copy}</Button>;
  const openAgainButton = (
    <Button variant={risky ? 'danger' : 'secondary'} onClick={open}>
      {text.openAgain}
    </Button>
  );

  return (
    <Frame
      presentation={presentation}
      // Named with the server, like a form request's frame: "Request from … Open a website?".
      aria-labelledby={showServer ? `${ids.server} ${ids.title}` : ids.title}
      aria-describedby={describedBy || undefined}
      initialFocusRef={state === 'waiting' ? waitingRef : stillWaited ? finishedRef : focusRef}
      onCancel={state === 'consent' ? () => answer(props.onCancel) : close}
      className={cx('mcpe-UrlConsent', className)}
      data-state={partState(props.status ?? 'pending')}
      data-answer={props.answer?.action}
      data-blocked={blocked || undefined}
      data-loading={!analysis || undefined}
      aria-busy={sending || undefined}
    >
      {showServer && <ServerBadge id={ids.server} server={server} className="mcpe-UrlConsent-server" />}
      {/* While waiting, focus moves to the title: it says what is happening. */}
      <UrlTitle
        titleProps={{ id: ids.title, ref: waitingRef, tabIndex: state === 'waiting' ? -1 : undefined }}
        title={title}
        hint={state === 'waiting' || again ? text.waitingHint : undefined}
      />
      {message && (
        <div id={ids.message} className="mcpe-UrlConsent-message">
          <Text variant="intro" className="mcpe-UrlConsent-messageIntro">
            {text.messageIntro}
          </Text>
          <LongText className="mcpe-UrlConsent-messageText" text={message} />
        </div>
      )}
      {domain && (
        <Text variant="destination" id={ids.destination} className="mcpe-UrlConsent-destination">
          {text.destination}{' '}
          <bdi>
            <strong className="mcpe-UrlConsent-site">{domain}</strong>
          </bdi>
        </Text>
      )}
      <Text variant="url" className="mcpe-UrlConsent-url">
        <span className="mcpe-UrlConsent-urlLabel">{text.fullUrl}</span>{' '}
        {analysis ? (
          <>
            <UrlText analysis={analysis} textRef={urlRef} />
            {/* Struck through on screen; said in words, outside the URL's own text (Copy takes that). */}
            {analysis.parts?.userinfo && <span className="mcpe-UrlConsent-userinfoNote mcpe-VisuallyHidden"> {text.userinfoIgnored(analysis.parts.userinfo)}</span>}
          </>
        ) : (
          <span className="mcpe-UrlConsent-href" dir="ltr" translate="no">
            {url}
          </span>
        )}
      </Text>
      {!analysis && (
        <Text variant="checking" ref={checkingRef} tabIndex={-1} className="mcpe-UrlConsent-checking" role="status">
          {checkFailed ? text.checkFailed : text.checking}
        </Text>
      )}
      {checkFailed && (
        <Button variant="link" className="mcpe-LinkButton" onClick={tryAgain}>
          {text.checkAgain}
        </Button>
      )}
      {analysis && analysis.warnings.length > 0 && (
        <UrlWarningList id={ids.warnings} title={text.warningsTitle} warnings={analysis.warnings} labels={labels} />
      )}
      {blocked && state === 'consent' && (
        <Text variant="status" className="mcpe-UrlConsent-blocked">
          {text.blocked}
        </Text>
      )}
      {state === 'expired' && (
        <Notice id={ids.status} role={noticeRole} className="mcpe-UrlConsent-status">
          {text.expired}
        </Notice>
      )}
      {(state === 'declined' || state === 'cancelled') && (
        <Notice id={ids.status} role={answerRole} className="mcpe-UrlConsent-status">
          {text.answered(state === 'declined' ? 'decline' : 'cancel')}
        </Notice>
      )}
      {stillWaited && (
        <Notice id={ids.serverWaiting} role={noticeRole} className="mcpe-UrlConsent-serverWaiting">
          {text.serverStillWaiting(domain && isolateHost(domain))}
        </Notice>
      )}
      {(state === 'waiting' || again) && analysis?.canOpen && (
        <PopupHint text={text}>
          {again && openAgainButton}
          {again && copyButton}
        </PopupHint>
      )}
      {props.notice}
      <Text variant="status" className="mcpe-UrlConsent-copyStatus" role="status">
        {copyState === 'copied' ? text.copied : copyState === 'failed' ? text.copyFailed : ''}
      </Text>
      {state === 'waiting' && (
        <Text variant="status" className="mcpe-UrlConsent-notYet" role="status">
          {props.checkedAt !== undefined ? text.notFinishedYet : ''}
        </Text>
      )}
      {/* The time left and the buttons, pinned together (styles.css), as a form's footer is. */}
      <div className="mcpe-UrlConsent-footer">
        {props.timeLeft}
        {state === 'consent' && (
          <ActionRow
            className="mcpe-UrlConsent-actions"
            cancel={
              <Button ref={focusRef} disabled={sending} onClick={() => answer(props.onCancel)}>
                {text.cancel}
              </Button>
            }
            decline={
              <Button disabled={sending} onClick={() => answer(props.onDecline)}>
                {text.decline}
              </Button>
            }
            primary={
              again ? (
                <Button ref={finishedRef} variant="primary" disabled={sending} aria-describedby={stillWaited ? ids.serverWaiting : undefined} onClick={() => answer(props.onAccept)}>
                  {text.finished}
                </Button>
              ) : (
                <Button className="mcpe-UrlConsent-open" variant={risky ? 'danger' : 'primary'} disabled={!analysis?.canOpen || sending} onClick={open}>
                  {text.open}
                </Button>
              )
            }
          />
        )}
        {state === 'waiting' && (
          <ActionRow
            className="mcpe-UrlConsent-actions"
            cancel={
              <Button ref={focusRef} onClick={close}>
                {text.stopWaiting}
              </Button>
            }
            primary={
              props.onFinished ? (
                <Button variant="primary" disabled={sending} onClick={props.onFinished}>
                  {text.finished}
                </Button>
              ) : (
                analysis?.canOpen && openAgainButton
              )
            }
          >
            {props.onFinished && analysis?.canOpen && openAgainButton}
            {copyButton}
          </ActionRow>
        )}
        {(state === 'declined' || state === 'cancelled' || state === 'expired') && (
          <ActionRow
            className="mcpe-UrlConsent-actions"
            cancel={
              <Button ref={focusRef} aria-describedby={ids.status} onClick={close}>
                {hostText.dismiss}
              </Button>
            }
          />
        )}
      </div>
    </Frame>
  );
}

/** "No window?": browsers do not say whether a `noopener` window was blocked, and shown unasked the hint would doubt one that opened. */
function PopupHint({ text, children }: { text: { noWindow: string; popupHint: string }; children?: ReactNode }) {
  const { Button, Text } = useParts();
  const [shown, setShown] = useState(false);
  const id = useId();
  return (
    <div className="mcpe-UrlConsent-noWindow">
      <Button variant="link" className="mcpe-LinkButton" aria-expanded={shown} aria-controls={shown ? id : undefined} onClick={() => setShown(!shown)}>
        {text.noWindow}
      </Button>
      {shown && (
        <Text variant="hint" id={id} className="mcpe-UrlConsent-hint">
          {text.popupHint} {children}
        </Text>
      )}
    </div>
  );
}
