import { useContext } from 'react';
import { cx } from '../../text/cx.js';
import { ElicitationPartsContext } from './parts-context.js';
import type { ActionRowProps } from './part-props.js';

export type { ActionRowProps };

/**
 * The one button order of every request kind, least to most committal: Cancel · Decline ·
 * others · primary at the inline end (as macOS, GNOME and the WAI-ARIA APG dialogs). DOM order
 * is the visual order, so Tab follows what is seen.
 * @selector .mcpe-Actions
 */
export function ElicitationActionRow({ cancel, decline, children, primary, className }: ActionRowProps) {
  return (
    <div className={cx('mcpe-Actions', className)}>
      {cancel}
      {decline}
      {children}
      {primary}
    </div>
  );
}

/** The action row the provider names (the `ActionRow` part), or the default layout. */
export function ActionRow(props: ActionRowProps) {
  // The context, not useParts(): the provider module imports this one for its defaults.
  const Row = useContext(ElicitationPartsContext).components?.ActionRow ?? ElicitationActionRow;
  return <Row {...props} />;
}
