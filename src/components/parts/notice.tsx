import type { HTMLAttributes } from 'react';
import { cx } from '../../text/cx.js';

export interface NoticeProps extends HTMLAttributes<HTMLParagraphElement> {
  /** `alert` for something the user must know now (a refusal); `status` otherwise. */
  role?: 'alert' | 'status';
}

/** The default notice: one paragraph, announced politely (status) or at once (alert). */
export function Notice({ className, role = 'status', ...rest }: NoticeProps) {
  return <p role={role} className={cx('mcpe-Notice', className)} {...rest} />;
}
