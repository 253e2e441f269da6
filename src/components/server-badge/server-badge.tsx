import { useContext } from 'react';
import type { LabelOverrides } from '../../i18n/types.js';
import { useElicitationLabels } from '../../hooks/use-elicitation-config.js';
import { ElicitationPartsContext } from '../parts/parts-context.js';
import { cx } from '../../text/cx.js';
import { isolate } from '../../text/bidi.js';
import { clipLabel } from '../../text/clip.js';
import type { ServerIdentity } from '../../elicitation/server.js';
import type { ServerBadgePartProps } from '../parts/part-props.js';

export type { ServerIdentity, ServerBadgePartProps };

export interface ServerBadgeProps {
  server: ServerIdentity;
  labels?: LabelOverrides;
  id?: string;
  className?: string;
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
 * The default server line: "Request from **name** (host) · calls itself “title”".
 * @selector .mcpe-ServerBadge
 */
export function ElicitationServerBadge({ id, className, prefix, name, host, selfReported }: ServerBadgePartProps) {
  return (
    <p id={id} className={cx('mcpe-ServerBadge', className)}>
      <span className="mcpe-ServerBadge-prefix">{prefix} </span>
      <strong className="mcpe-ServerBadge-name">{name}</strong>
      {host && <span className="mcpe-ServerBadge-host">{host}</span>}
      {selfReported && <span className="mcpe-ServerBadge-title"> · {selfReported}</span>}
    </p>
  );
}

/** One line naming the requesting server: verified name, host, then the self-reported title marked as such. All text. */
export function ServerBadge({ server, labels, className, id }: ServerBadgeProps) {
  const text = useElicitationLabels(labels).server;
  const Badge = useContext(ElicitationPartsContext).components?.ServerBadge ?? ElicitationServerBadge;
  const host = serverHost(server.url);
  // Self-reported, so bounded for display like every server string (text/limits.ts).
  const title = server.title && server.title !== server.name ? clipLabel(server.title) : undefined;
  return <Badge id={id} className={className} prefix={text.requestFrom} name={server.name} host={host && text.host(host)} selfReported={title && text.selfReported(isolate(title))} />;
}
