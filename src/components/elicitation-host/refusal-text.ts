import type { HostLabels } from '../../i18n/types.js';
import type { RefusalReason } from '../../store/lifecycle.js';

/** The words for an automatic refusal, chosen at render time (the state holds a code). */
export function refusalText(reason: RefusalReason, text: HostLabels): string {
  if (reason.code === 'unsupported-mode') return text.unsupportedMode(reason.mode);
  return reason.code === 'render-error' ? text.renderError : text.invalidRequest;
}
