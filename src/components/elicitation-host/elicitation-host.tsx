import { useEffect, useId, useMemo } from 'react';
import { accept, cancel, decline } from '../../elicitation/protocol.js';
import { checkElicitRequest, isModeSupported } from '../../elicitation/validate-request.js';
import type { ElicitationMode, ElicitResult } from '../../elicitation/types.js';
import { useRespondOnce } from '../../hooks/use-respond-once.js';
import { resolveLabels, type LabelOverrides } from '../../labels.js';
import { DialogShell } from '../internal/dialog-shell.js';
import { LongText } from '../internal/long-text.js';
import { SchemaForm } from '../schema-form/schema-form.js';
import { ServerBadge, type ServerIdentity } from '../server-badge/server-badge.js';
import { UrlConsentDialog } from '../url-consent-dialog/url-consent-dialog.js';

export interface ElicitationHostProps {
  /** The `params` of one `elicitation/create`, as received (untrusted). */
  request: unknown;
  /** Who is asking; `name`/`url` from the host's own configuration. */
  server: ServerIdentity;
  /**
   * Called exactly once with the answer. `automatic` is true when the host answered by
   * itself (a mode it does not offer, a request it cannot show), so a container can keep
   * the notice on screen.
   */
  onResult: (result: ElicitResult, info: { automatic: boolean }) => void;
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
  /** The originating call was aborted: lock the form, keep the draft visible. */
  expired?: boolean;
  /** URL mode: the user already opened this URL for the same call. */
  previouslyOpened?: boolean;
  /**
   * Show which server asks. Turn off only when a container already shows it right
   * above (a round's header); the spec requires it to be visible. @default true
   */
  showServer?: boolean;
  /**
   * The user closes a request that needs no (further) answer: a notice, an expired
   * form, or the "waiting" state after opening a URL. Shows a Dismiss control when set.
   */
  onDismiss?: () => void;
}

const ALL_MODES: readonly ElicitationMode[] = ['form', 'url'];

/**
 * Shows one elicitation request and reports the answer: form ⇒ SchemaForm with Submit,
 * Decline and Cancel; url ⇒ UrlConsentDialog with Open, Decline and Cancel. Escape or
 * closing ⇒ `cancel`. A request it cannot show is declined with a notice, never thrown.
 */
export function ElicitationHost(props: ElicitationHostProps) {
  const { request, server, onResult, modes = ALL_MODES, presentation = 'dialog', labels, className, showServer = true } = props;
  const { host: text, limits } = resolveLabels(labels);
  const check = useMemo(() => checkElicitRequest(request), [request]);
  const { respond, isDone } = useRespondOnce((result, automatic = false) => onResult(result, { automatic }));
  // After the answer, closing only dismisses (e.g. giving up on an opened URL).
  const cancelOrDismiss = () => (isDone() ? props.onDismiss?.() : respond(cancel()));
  const dismissButton = props.onDismiss && (
    <button type="button" className="mcpe-ElicitationHost-dismiss mcpe-Button" onClick={props.onDismiss}>
      {text.dismiss}
    </button>
  );
  const titleId = useId();
  const messageId = useId();
  const refusal = !check.ok
    ? check.problem === 'unknown-mode' ? text.unsupportedMode(String(check.mode)) : text.invalidRequest
    : !isModeSupported(check.mode, modes) ? text.unsupportedMode(check.mode) : undefined;

  useEffect(() => {
    if (refusal !== undefined) respond(decline(), true);
  }, [refusal, respond]);

  const classes = ['mcpe-ElicitationHost', className].filter(Boolean).join(' ');
  if (refusal !== undefined || !check.ok) {
    // Inline only: a modal with nothing to choose would trap the user.
    return (
      <section role="group" className={classes} data-state="refused" aria-labelledby={titleId}>
        {showServer && <ServerBadge id={titleId} server={server} labels={labels} />}
        <p id={showServer ? undefined : titleId} role="alert" className="mcpe-ElicitationHost-notice">{refusal}</p>
        {dismissButton}
      </section>
    );
  }

  if (check.mode === 'url') {
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
        onAccept={() => respond(accept())}
        onDecline={() => respond(decline())}
        onCancel={() => respond(cancel())}
        onAbort={props.onDismiss}
      />
    );
  }

  return (
    <DialogShell
      className={classes}
      presentation={presentation}
      aria-labelledby={showServer ? titleId : messageId}
      aria-describedby={showServer ? messageId : undefined}
      onCancel={cancelOrDismiss}
      data-state={props.expired ? 'expired' : 'open'}
    >
      {showServer && <ServerBadge id={titleId} server={server} labels={labels} />}
      <LongText id={messageId} className="mcpe-ElicitationHost-message" text={check.params.message} labels={limits} />
      {props.expired && (
        <p role="status" className="mcpe-ElicitationHost-expired">
          <strong>{text.expired}</strong> {text.expiredDraftHint} {dismissButton}
        </p>
      )}
      <SchemaForm
        schema={check.params.requestedSchema}
        defaultValue={props.draft as never}
        onValueChange={props.onDraftChange}
        disabled={props.expired}
        labels={labels}
        onSubmit={(content) => respond(accept(content))}
        onDecline={() => respond(decline())}
        onCancel={() => respond(cancel())}
      />
    </DialogShell>
  );
}
