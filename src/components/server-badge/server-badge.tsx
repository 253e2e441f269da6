import type { ComponentPropsWithRef } from 'react';
import type { LabelOverrides } from '../../i18n/types.js';
import { useElicitationLabels } from '../provider/elicitation-provider.js';
import { cx } from '../../text/cx.js';
import { isolate } from '../../text/bidi.js';
import { clipLabel } from '../../text/clip.js';
import type { ServerIdentity } from '../../elicitation/server.js';

export type { ServerIdentity };

export interface ServerBadgeProps extends Omit<ComponentPropsWithRef<'p'>, 'children' | 'title'> {
  server: ServerIdentity;
  labels?: LabelOverrides;
}

/** The host shown next to a name, or nothing when the URL does not parse. */
export function serverHost(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).host || undefined;
  } catch {
    return undefined;
  }
}

/**
 * One line naming the requesting server: verified name first, then its host, then the
 * self-reported title marked as such. All of it renders as text.
 */
export function ServerBadge({ server, labels, className, ...rest }: ServerBadgeProps) {
  const text = useElicitationLabels(labels).server;
  const host = serverHost(server.url);
  // Self-reported, so bounded for display like every server string (text/limits.ts).
  const title = server.title && server.title !== server.name ? clipLabel(server.title) : undefined;
  return (
    <p {...rest} className={cx('mcpe-ServerBadge', className)}>
      <span className="mcpe-ServerBadge-prefix">{text.requestFrom} </span>
      <strong className="mcpe-ServerBadge-name">{server.name}</strong>
      {host && <span className="mcpe-ServerBadge-host">{text.host(host)}</span>}
      {title && <span className="mcpe-ServerBadge-title"> · {text.selfReported(isolate(title))}</span>}
    </p>
  );
}
