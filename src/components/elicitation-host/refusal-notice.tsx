import { useId, type ReactNode } from 'react';
import type { ServerIdentity } from '../../elicitation/server.js';
import type { HostLabels, LabelOverrides } from '../../labels.js';
import type { RefusalReason } from '../../store/lifecycle.js';
import { ServerBadge } from '../server-badge/server-badge.js';
import { useParts } from '../provider/elicitation-provider.js';

/** The words for an automatic refusal, chosen at render time (the state holds a code). */
export function refusalText(reason: RefusalReason, text: HostLabels): string {
  if (reason.code === 'unsupported-mode') return text.unsupportedMode(reason.mode);
  return reason.code === 'render-error' ? text.renderError : text.invalidRequest;
}

interface RefusalNoticeProps {
  reason: RefusalReason;
  server: ServerIdentity;
  showServer: boolean;
  text: HostLabels;
  labels?: LabelOverrides;
  className: string;
  /** The Dismiss control, when the container lets the user remove the notice. */
  dismiss?: ReactNode;
}

/**
 * A request answered automatically (declined), shown in the flow: never as a modal,
 * which would trap the user with nothing to choose.
 */
export function RefusalNotice({ reason, server, showServer, text, labels, className, dismiss }: RefusalNoticeProps) {
  const titleId = useId();
  const { Notice } = useParts();
  return (
    <section role="group" className={className} data-state="refused" aria-labelledby={titleId}>
      {showServer && <ServerBadge id={titleId} server={server} labels={labels} />}
      <Notice id={showServer ? undefined : titleId} role="alert" className="mcpe-ElicitationHost-notice">
        {refusalText(reason, text)}
      </Notice>
      {dismiss}
    </section>
  );
}
