import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cx } from '../../text/cx.js';

export interface CloseButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The accessible name ("Close"): the button shows only an icon. */
  'aria-label': string;
}

/** The modal's close control: an icon button named by `aria-label`; a replacement spreads the frame's `onClick` and `data-*` onto a native button. */
export const ElicitationCloseButton = forwardRef<HTMLButtonElement, CloseButtonProps>(function ElicitationCloseButton({ className, type = 'button', ...rest }, ref) {
  return (
    <button ref={ref} type={type} className={cx('mcpe-CloseButton', className)} {...rest}>
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
        <path d="M3.5 3.5l9 9m0-9l-9 9" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" fill="none" />
      </svg>
    </button>
  );
});
