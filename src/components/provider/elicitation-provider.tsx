import { useContext, useMemo } from 'react';
import { mergeLabelOverrides } from '../../i18n/en.js';
import { ElicitationFrame } from '../internal/dialog-shell.js';
import { ElicitationButton } from '../parts/button.js';
import { ElicitationCloseButton } from '../parts/close-button.js';
import { ElicitationNotice } from '../parts/notice.js';
import { ElicitationActionRow } from '../parts/action-row.js';
import { ElicitationFieldFrame } from '../parts/field-frame.js';
import { ElicitationText } from '../parts/text.js';
import { ElicitationServerBadge } from '../server-badge/server-badge.js';
import { ElicitationCheckbox, ElicitationInput, ElicitationOptionFilter, ElicitationRadio, ElicitationSelect } from '../parts/field-controls.js';
import type { ElicitationComponents, ElicitationConfig, ElicitationProviderProps } from './config.js';
import { ElicitationSettingsContext, useElicitationLabels, type ElicitationSettings } from '../../hooks/use-elicitation-config.js';
import { ElicitationPartsContext, type ElicitationParts } from '../parts/parts-context.js';

export { useElicitationLabels };

// Loaded with what draws them, not the page: a page showing only forms never loads the URL parts and their warning texts.
type OnDemandPart = 'ChoiceLabel' | 'UrlTitle' | 'UrlText' | 'UrlWarningList' | 'RoundHeader' | 'TimeLeft' | 'AppForm';
type PagePart = Exclude<keyof ElicitationComponents, OnDemandPart>;

const DEFAULT_COMPONENTS: Pick<ElicitationComponents, PagePart> = {
  Button: ElicitationButton,
  Frame: ElicitationFrame,
  CloseButton: ElicitationCloseButton,
  Notice: ElicitationNotice,
  ActionRow: ElicitationActionRow,
  FieldFrame: ElicitationFieldFrame,
  Text: ElicitationText,
  ServerBadge: ElicitationServerBadge,
  Input: ElicitationInput,
  Checkbox: ElicitationCheckbox,
  Radio: ElicitationRadio,
  Select: ElicitationSelect,
  OptionFilter: ElicitationOptionFilter,
};

/**
 * Sets labels, validator, URL analyser, modes, presentation, density and replacement parts for
 * every elicitation component below it. An inner provider overrides the outer key by key; explicit props still win.
 */
export function ElicitationProvider({ children, labels, validator, analyzer, modes, presentation, density, components, fields }: ElicitationProviderProps) {
  const parentSettings = useContext(ElicitationSettingsContext);
  const parentParts = useContext(ElicitationPartsContext);
  const settings = useMemo<ElicitationSettings>(
    () => ({
      labels: mergeLabelOverrides(parentSettings.labels, labels),
      validator: validator ?? parentSettings.validator,
      analyzer: analyzer ?? parentSettings.analyzer,
      modes: modes ?? parentSettings.modes,
      presentation: presentation ?? parentSettings.presentation,
      density: density ?? parentSettings.density,
    }),
    [parentSettings, labels, validator, analyzer, modes, presentation, density],
  );
  const parts = useMemo<ElicitationParts>(
    () => ({ components: { ...parentParts.components, ...components }, fields: { ...parentParts.fields, ...fields } }),
    [parentParts, components, fields],
  );
  return (
    <ElicitationSettingsContext.Provider value={settings}>
      <ElicitationPartsContext.Provider value={parts}>{children}</ElicitationPartsContext.Provider>
    </ElicitationSettingsContext.Provider>
  );
}

/** The nearest provider's settings and parts (empty outside any provider). */
export function useElicitationConfig(): ElicitationConfig {
  const settings = useContext(ElicitationSettingsContext);
  const parts = useContext(ElicitationPartsContext);
  return useMemo(() => ({ ...settings, ...parts }), [settings, parts]);
}

/** The visual parts in use: the host's replacements over the defaults (on-demand parts fall back where they are drawn). */
export function useParts(): Pick<ElicitationComponents, PagePart> & Partial<Pick<ElicitationComponents, OnDemandPart>> {
  const { components } = useContext(ElicitationPartsContext);
  return useMemo(() => ({ ...DEFAULT_COMPONENTS, ...components }), [components]);
}
