// Apart from the components, so the parts registry (provider/config.ts) imports no module that imports it back.
import type { HTMLAttributes, InputHTMLAttributes, LabelHTMLAttributes, ReactNode, RefObject, SelectHTMLAttributes } from 'react';
import type { Presentation } from '../../hooks/use-elicitation-config.js';

export interface ActionRowProps {
  /** The "dismiss without choosing" action (`cancel`, Stop waiting, Dismiss). */
  cancel?: ReactNode;
  /** The explicit "no" (`decline`). */
  decline?: ReactNode;
  /** Other actions (Copy address, Open again…), in the order given. */
  children?: ReactNode;
  /** The one action the request is for (Submit, Open, Send); always last. */
  primary?: ReactNode;
  className?: string;
}

/** What a field control part receives: the native props, plus `invalid` for design systems that take it as a prop (MUI `error`). */
export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  /** The same as `aria-invalid`, as a boolean prop; never spread it onto a native element. */
  invalid?: boolean;
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  /** The same as `aria-invalid`, as a boolean prop; never spread it onto a native element. */
  invalid?: boolean;
}

export interface OptionFilterProps {
  /** The visible label ("Filter options"). */
  label: string;
  /** Spread on the label element (`htmlFor`). */
  labelProps: LabelHTMLAttributes<HTMLLabelElement>;
  /** Spread on the search input (id, type, value, onChange, disabled). */
  inputProps: InputProps;
  /** Hints under the box (how many are selected, how many are not drawn). */
  children?: ReactNode;
}

/** What the `ServerBadge` part receives: the words of the line, each as plain text. */
export interface ServerBadgePartProps {
  /** Spread on the root: the frame is named by it (`aria-labelledby`). */
  id?: string;
  className?: string;
  /** "Request from". */
  prefix: string;
  /** The host's own name for the server (verified: the host configured it). */
  name: string;
  /** The server's host, worded (" (mcp.example.com)"), when its URL parses. */
  host?: string;
  /** The server's self-reported title, worded and marked as such, when it differs from `name`. */
  selfReported?: string;
}

export interface ElicitationFrameProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'role' | 'onCancel'> {
  /** Whether the modal is shown (`presentation="dialog"` only). @default true */
  open?: boolean;
  /** @default "dialog" */
  presentation?: Presentation;
  /** @default "dialog" */
  role?: 'dialog' | 'alertdialog';
  /** Id of the visible title (required: a dialog needs an accessible name). */
  'aria-labelledby': string;
  /** Ids of mounted descriptions only (a reference to a missing id breaks the accessible description). */
  'aria-describedby'?: string;
  /** What gets focus when the modal opens: the least risky control. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Escape or any other platform close request. The shell never closes itself: the host decides. */
  onCancel: () => void;
  /**
   * Read when Escape is pressed on the modal: while it says `true` (a form with typing in
   * it), Escape folds the modal to its bar, as its Minimise does, instead of cancelling, so
   * one keypress never throws the typing away. A frame that cannot fold may ignore it.
   */
  foldOnEscape?: () => boolean;
  children: ReactNode;
}
