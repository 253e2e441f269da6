import type { HTMLAttributes } from 'react';
import { cx } from '../../text/cx.js';

export interface NoticeProps extends HTMLAttributes<HTMLParagraphElement> {
  /** `alert`: the user must know now; `status` otherwise; `note`: not announced (inside an outlet, whose live region says it once). */
  role?: 'alert' | 'status' | 'note';
}

/** The default notice: one paragraph, announced politely (status), at once (alert) or not (note). */
export function ElicitationNotice({ className, role = 'status', ...rest }: NoticeProps) {
  return <p role={role} className={cx('mcpe-Notice', className)} {...rest} />;
}
