import type { ReactNode } from 'react';
import type { AppResource } from '../../elicitation/app-resource.js';
import type { ElicitResult } from '../../elicitation/types.js';
import type { ElicitationRequest } from '../../store/types.js';

/** What the request view gives the `AppForm` part: one form request to draw with its server's app, or `fallback`, the native form. */
export interface AppFormProps {
  /** The form request; `request.app` is the app as the host read it from the server. */
  request: ElicitationRequest & { readonly mode: 'form'; readonly app: AppResource };
  /** The native form, wired as usual (SchemaForm): shown instead of an app that cannot be used. */
  fallback: ReactNode;
  /** The request can no longer be answered, or an answer is on its way: nothing more is sent. */
  disabled: boolean;
  /** A checked answer: the app's own (an accept's content valid against the schema), or Decline/Cancel. */
  onAnswer: (result: ElicitResult) => void;
  /** Draws Decline under the app (the person may always say no). */
  onDecline?: () => void;
  /** Draws Cancel under the app (not inside a round, whose Cancel all closes it). */
  onCancel?: () => void;
  /** A line drawn with the buttons under the app, as SchemaForm's `status`: the request's time left. */
  status?: ReactNode;
}
