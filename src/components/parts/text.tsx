import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from '../../text/cx.js';

/**
 * What a line of text is, so a design system picks its element and style (as React Aria's
 * `<Text slot>`). `intro` precedes a URL request's message; `checking` is the URL check; `status`: copied, blocked.
 */
export type TextVariant = 'message' | 'question' | 'answer' | 'description' | 'summary' | 'attention' | 'intro' | 'destination' | 'url' | 'checking' | 'hint' | 'status';

export interface TextProps extends HTMLAttributes<HTMLParagraphElement> {
  variant: TextVariant;
  /** Set on a server text cut for display ("Show more" follows it). */
  'data-clipped'?: boolean;
}

/**
 * The default line of text. A replacement forwards `id`, `role`, `tabIndex`, `ref`, `aria-*` and `data-*`: descriptions and live regions point at them.
 * @selector .mcpe-Text[data-variant]
 */
export const ElicitationText = forwardRef<HTMLParagraphElement, TextProps>(function ElicitationText({ variant, className, ...rest }, ref) {
  return <p ref={ref} className={cx('mcpe-Text', className)} data-variant={variant} {...rest} />;
});
