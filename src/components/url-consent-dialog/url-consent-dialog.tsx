import { useEffect, useId, useRef, useState } from 'react';
import { resolveLabels, type LabelOverrides } from '../../labels.js';
import type { UrlAnalyzer } from '../../url/types.js';
import { DialogShell, type Presentation } from '../internal/dialog-shell.js';
import { LongText } from '../internal/long-text.js';
import { ServerBadge, type ServerIdentity } from '../server-badge/server-badge.js';
import { copyOrSelect, openInNewWindow } from './open-url.js';
import { UrlText, UrlWarningList } from './url-parts.js';
import { useUrlAnalysis } from './use-url-analysis.js';

export interface UrlConsentDialogProps {
  /** The URL from the request, exactly as the server sent it (untrusted). */
  url: string;
  /** The server's `message`; shown as plain text. */
  message?: string;
  /** Who asks: the host-verified name is shown first. */
  server: ServerIdentity;
  /** The user consented and the URL was opened: answer `{ action: "accept" }` (no content). Called once. */
  onAccept: () => void;
  /** The user refused: answer `{ action: "decline" }`. Called once. */
  onDecline: () => void;
  /** Dismissed (Cancel, Escape): answer `{ action: "cancel" }`. Called once. */
  onCancel: () => void;
  /**
   * Cancel in the waiting state, after `onAccept`: the host aborts the originating call
   * (spec: SHOULD offer manual cancel after the user went out of band). Without it the
   * waiting state has no Cancel button.
   */
  onAbort?: () => void;
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

/** `answered`: declined, cancelled, or "I've finished" — the buttons stay visible but inert. */
type Phase = 'consent' | 'waiting' | 'answered';

/**
 * URL-mode consent (spec "Safe URL handling"): which server asks, its message, the full
 * URL as text with the registrable domain highlighted, every warning, and Open / Decline /
 * Cancel. Nothing is fetched before Open; Open is disabled for blocked URLs. After Open,
 * a waiting state offers Open again, Copy address and (with `onAbort`) Cancel.
 *
 * @selector .mcpe-UrlConsent[data-state="consent"|"waiting"|"answered"] [data-blocked] [data-loading]
 */
export function UrlConsentDialog(props: UrlConsentDialogProps) {
  const { url, message, server, previouslyOpened, presentation = 'dialog', labels, className } = props;
  const text = resolveLabels(labels).url;
  const analysis = useUrlAnalysis(url, props.serverUrl ?? server.url, props.analyzer);
  const [phase, setPhase] = useState<Phase>('consent');
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const settled = useRef(false);
  const aborted = useRef(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const waitingRef = useRef<HTMLParagraphElement>(null);
  const urlRef = useRef<HTMLSpanElement>(null);
  const id = useId();
  const ids = { title: `${id}-title`, message: `${id}-message`, destination: `${id}-destination`, warnings: `${id}-warnings` };

  // Each elicitation gets exactly one answer, whatever the user clicks afterwards.
  const settle = (answer: () => void, next: Phase = 'answered') => {
    if (settled.current) return;
    settled.current = true;
    answer();
    setPhase(next);
  };
  const abort = () => {
    if (aborted.current || !props.onAbort) return;
    aborted.current = true;
    props.onAbort();
  };
  const open = () => {
    if (!analysis?.canOpen || !analysis.href) return;
    openInNewWindow(analysis.href);
    settle(props.onAccept, 'waiting');
  };
  const copy = () => {
    if (analysis?.href) void copyOrSelect(analysis.href, urlRef.current).then((ok) => setCopyState(ok ? 'copied' : 'failed'));
  };

  // The Open button is gone in the waiting state: move focus to the status, not to <body>.
  useEffect(() => {
    if (phase === 'waiting') waitingRef.current?.focus();
  }, [phase]);

  const domain = analysis?.displayDomain;
  const blocked = analysis ? !analysis.canOpen : undefined;
  // Opening despite a serious warning is shown as a risky action, not the default one.
  const risky = analysis?.warnings.some((w) => w.severity === 'danger');
  const describedBy = [message && ids.message, domain && ids.destination, analysis?.warnings.length && ids.warnings].filter(Boolean).join(' ');

  return (
    <DialogShell
      presentation={presentation}
      aria-labelledby={ids.title}
      aria-describedby={describedBy || undefined}
      initialFocusRef={cancelRef}
      onCancel={phase === 'waiting' ? abort : () => settle(props.onCancel)}
      className={['mcpe-UrlConsent', className].filter(Boolean).join(' ')}
      data-state={phase}
      data-blocked={blocked || undefined}
      data-loading={!analysis || undefined}
    >
      {props.showServer !== false && <ServerBadge server={server} labels={labels} className="mcpe-UrlConsent-server" />}
      <h2 id={ids.title} className="mcpe-UrlConsent-title">
        {text.title}
      </h2>
      {previouslyOpened && domain && phase !== 'waiting' && <p className="mcpe-UrlConsent-notice">{text.stillWaiting(domain)}</p>}
      {message && (
        <div id={ids.message} className="mcpe-UrlConsent-message">
          <p className="mcpe-UrlConsent-messageIntro">{text.messageIntro}</p>
          <LongText className="mcpe-UrlConsent-messageText" text={message} labels={resolveLabels(labels).limits} />
        </div>
      )}
      {domain && (
        <p id={ids.destination} className="mcpe-UrlConsent-destination">
          {text.destination} <strong className="mcpe-UrlConsent-site">{domain}</strong>
        </p>
      )}
      <p className="mcpe-UrlConsent-url">
        <span className="mcpe-UrlConsent-urlLabel">{text.fullUrl}</span>{' '}
        {analysis ? (
          <UrlText analysis={analysis} textRef={urlRef} />
        ) : (
          <span className="mcpe-UrlConsent-href" dir="ltr" translate="no">
            {url}
          </span>
        )}
      </p>
      {!analysis && (
        <p className="mcpe-UrlConsent-checking" role="status">
          {text.checking}
        </p>
      )}
      {analysis && analysis.warnings.length > 0 && (
        <UrlWarningList id={ids.warnings} title={text.warningsTitle} warnings={analysis.warnings} labels={labels} />
      )}
      {blocked && <p className="mcpe-UrlConsent-blocked">{text.blocked}</p>}
      {phase === 'waiting' && domain && (
        <p ref={waitingRef} tabIndex={-1} className="mcpe-UrlConsent-status">
          {text.waiting(domain)} {text.waitingHint}
        </p>
      )}
      {(phase === 'waiting' || previouslyOpened) && <p className="mcpe-UrlConsent-hint">{text.popupHint}</p>}
      <p className="mcpe-UrlConsent-copyStatus" role="status">
        {copyState === 'copied' ? text.copied : copyState === 'failed' ? text.copyFailed : ''}
      </p>
      <div className="mcpe-UrlConsent-actions">
        {phase !== 'waiting' ? (
          <>
            <button ref={cancelRef} type="button" className="mcpe-Button" disabled={phase === 'answered'} onClick={() => settle(props.onCancel)}>
              {text.cancel}
            </button>
            <button type="button" className="mcpe-Button" disabled={phase === 'answered'} onClick={() => settle(props.onDecline)}>
              {text.decline}
            </button>
            {previouslyOpened && analysis?.canOpen && (
              <>
                <button type="button" className="mcpe-Button" onClick={copy}>
                  {text.copy}
                </button>
                <button type="button" className="mcpe-Button" disabled={phase === 'answered'} onClick={() => settle(props.onAccept)}>
                  {text.finished}
                </button>
              </>
            )}
            <button type="button" className="mcpe-UrlConsent-open mcpe-Button" data-variant={risky ? 'danger' : 'primary'} disabled={!analysis?.canOpen || phase === 'answered'} onClick={open}>
              {previouslyOpened ? text.openAgain : text.open}
            </button>
          </>
        ) : (
          <>
            {props.onAbort && (
              <button ref={cancelRef} type="button" className="mcpe-Button" onClick={abort}>
                {text.cancel}
              </button>
            )}
            <button type="button" className="mcpe-Button" onClick={copy}>
              {text.copy}
            </button>
            <button type="button" className="mcpe-Button" onClick={open}>
              {text.openAgain}
            </button>
          </>
        )}
      </div>
    </DialogShell>
  );
}
