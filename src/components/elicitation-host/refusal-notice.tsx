import { useId, type ReactNode } from 'react';
import type { ServerIdentity } from '../../elicitation/server.js';
import type { RefusalReason } from '../../store/lifecycle.js';
import { ServerBadge } from '../server-badge/server-badge.js';
import { useElicitationLabels, useParts } from '../provider/elicitation-provider.js';
import { useNoticeRole } from '../internal/announce.js';
import { refusalText } from './refusal-text.js';

export { refusalText };

interface RefusalNoticeProps {
  reason: RefusalReason;
  server: ServerIdentity;
  showServer: boolean;
  className: string;
  /** The Dismiss control, when the container lets the user remove the notice. */
  dismiss?: ReactNode;
  /** The id of the reason's text, which describes `dismiss`. */
  noticeId?: string;
}

/** A request answered automatically, shown in the flow: never a modal, which would trap the user with nothing to choose. */
export function RefusalNotice({ reason, server, showServer, className, dismiss, ...props }: RefusalNoticeProps) {
  const titleId = useId();
  const ownId = useId();
  const noticeId = props.noticeId ?? ownId;
  const { Notice } = useParts();
  const text = useElicitationLabels().host;
  // Inside an outlet, its live region says the reason once (elicitation-outlet/announcements.ts).
  const role = useNoticeRole('alert');
  return (
    <section role="group" className={className} data-state="refused" aria-labelledby={showServer ? titleId : noticeId}>
      {showServer && <ServerBadge id={titleId} server={server} />}
      <Notice id={noticeId} role={role} className="mcpe-ElicitationHost-notice">
        {refusalText(reason, text)}
      </Notice>
      {dismiss}
    </section>
  );
}
