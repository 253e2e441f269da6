/**
 * The provider's settings as React context, and the hooks that read them. Here, not in
 * components/, so the headless hooks read the provider without importing components (the
 * README's repository map: hooks/ never imports components/; types only).
 */
import { createContext, useContext, useMemo } from 'react';
import type { ElicitationConfig } from '../components/provider/config.js';
import { mergeLabelOverrides, resolveLabels, type ElicitationLabels, type LabelOverrides } from '../labels.js';

export const ElicitationConfigContext = createContext<ElicitationConfig>({});

/** The nearest provider's settings (empty outside any provider). */
export function useElicitationConfig(): ElicitationConfig {
  return useContext(ElicitationConfigContext);
}

/** Labels for one component: defaults, then the providers', then its own `labels` prop. */
export function useElicitationLabels(overrides?: LabelOverrides): ElicitationLabels {
  const { labels } = useContext(ElicitationConfigContext);
  return useMemo(() => resolveLabels(mergeLabelOverrides(labels, overrides)), [labels, overrides]);
}
