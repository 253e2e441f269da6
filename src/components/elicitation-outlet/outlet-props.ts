/** The outlet's props, apart from the outlet, so the views it draws can name them without importing it back. */
import type { RefObject } from 'react';
import type { LabelOverrides } from '../../i18n/types.js';
import type { ElicitationConsumer, ElicitationRequest } from '../../store/types.js';
import type { UnsentAnswers } from '../time-left/unsent-answers.js';

export interface ElicitationOutletProps {
  store: ElicitationConsumer;
  /** @default 'dialog' */
  presentation?: 'dialog' | 'inline';
  labels?: LabelOverrides;
  className?: string;
  /** Called once per newly arrived request, e.g. to flash the tab title or notify. */
  onRequest?: (request: ElicitationRequest) => void;
  /** The user closed an answered request; for `waiting` (they stopped waiting on a URL) a good moment to abort the call. */
  onDismiss?: (request: ElicitationRequest) => void;
  /** Where focus goes when a request closes and its opener is gone or disabled. @default the outlet */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** A request ended unsent (`reason`): told once, with what the person had typed; shown with Copy answers until dismissed. */
  onUnsent?: (unsent: UnsentAnswers) => void;
  /** Include fields that read like secrets in `onUnsent`'s `draft` (masked in its `text` regardless). @default false */
  unsentSecrets?: boolean;
}
