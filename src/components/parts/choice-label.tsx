import type { ReactNode } from 'react';

export interface ChoiceLabelProps {
  /** The choice's control (the `Radio` or `Checkbox` part), already wired. */
  children: ReactNode;
  /** The choice's words (server text, rendered as text). */
  label: ReactNode;
  /** The id of the control: spread on a native `<label>` as `htmlFor`. */
  htmlFor: string;
  /** `radio` (one choice of a short single-select) or `checkbox` (one of a multi-select). */
  type: 'radio' | 'checkbox';
  /** The form is locked (answered, expired, sending): draw the words as disabled too. */
  disabled: boolean;
  /** The field's error is shown (MUI `FormControlLabel` has no error of its own; colour the words). */
  invalid: boolean;
}

/**
 * The label of one choice of a radio group or multi-select: the control, then its words,
 * all in one `<label>` so a click on the words picks the choice.
 * @selector .mcpe-Field-option[data-disabled]
 */
export function ElicitationChoiceLabel({ children, label, htmlFor, disabled }: ChoiceLabelProps) {
  return (
    <label className="mcpe-Field-option" data-disabled={disabled || undefined} htmlFor={htmlFor}>
      {children}
      {label}
    </label>
  );
}
