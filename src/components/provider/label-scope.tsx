import { useContext, useMemo, type ReactNode } from 'react';
import { ElicitationSettingsContext } from '../../hooks/use-elicitation-config.js';
import { mergeLabelOverrides } from '../../i18n/en.js';
import type { LabelOverrides } from '../../i18n/types.js';

/**
 * A component's own `labels` prop, for everything it draws, as under an inner provider. Always
 * one context provider, so adding or removing `labels` never remounts what is below.
 */
export function LabelScope({ labels, children }: { labels: LabelOverrides | undefined; children: ReactNode }) {
  const parent = useContext(ElicitationSettingsContext);
  const value = useMemo(() => (labels ? { ...parent, labels: mergeLabelOverrides(parent.labels, labels) } : parent), [parent, labels]);
  return <ElicitationSettingsContext.Provider value={value}>{children}</ElicitationSettingsContext.Provider>;
}
