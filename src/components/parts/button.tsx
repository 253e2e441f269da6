import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cx } from '../../text/cx.js';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** `primary`: the one action the request is for; `danger`: a risky choice; `link`: a small text button. @default 'secondary' */
  variant?: 'primary' | 'secondary' | 'danger' | 'link';
}

/** The default action button: styled by `.mcpe-Button[data-variant]` (src/theme/styles.css). */
export const ElicitationButton = forwardRef<HTMLButtonElement, ButtonProps>(function ElicitationButton({ variant = 'secondary', className, type = 'button', ...rest }, ref) {
  return <button ref={ref} type={type} className={cx('mcpe-Button', className)} data-variant={variant} {...rest} />;
});
