import { useContext, useMemo } from 'react';
import { mergeLabelOverrides } from '../../labels.js';
import { ElicitationFrame } from '../internal/dialog-shell.js';
import { ElicitationButton } from '../parts/button.js';
import { ElicitationCloseButton } from '../parts/close-button.js';
import { ElicitationNotice } from '../parts/notice.js';
import { ElicitationActionRow } from '../parts/action-row.js';
import { ElicitationFieldFrame } from '../parts/field-frame.js';
import { ElicitationUrlText, ElicitationUrlWarningList } from '../url-consent-dialog/url-parts.js';
import { ElicitationCheckbox, ElicitationInput, ElicitationOptionFilter, ElicitationRadio, ElicitationSelect } from '../parts/field-controls.js';
import type { ElicitationComponents, ElicitationConfig, ElicitationProviderProps } from './config.js';
import { ElicitationConfigContext, useElicitationConfig, useElicitationLabels } from '../../hooks/use-elicitation-config.js';

export { useElicitationConfig, useElicitationLabels };

const DEFAULT_COMPONENTS: ElicitationComponents = {
  Button: ElicitationButton,
  Frame: ElicitationFrame,
  CloseButton: ElicitationCloseButton,
  Notice: ElicitationNotice,
  ActionRow: ElicitationActionRow,
  FieldFrame: ElicitationFieldFrame,
  Input: ElicitationInput,
  Checkbox: ElicitationCheckbox,
  Radio: ElicitationRadio,
  Select: ElicitationSelect,
  OptionFilter: ElicitationOptionFilter,
  UrlText: ElicitationUrlText,
  UrlWarningList: ElicitationUrlWarningList,
};

/**
 * Sets labels, validator, URL analyser, offered modes, presentation, density and replacement parts
 * for every elicitation component below it. Providers nest: an inner one overrides the
 * outer one key by key (labels group by group); explicit props on a component still win.
 */
export function ElicitationProvider({ children, labels, validator, analyzer, modes, presentation, density, components, fields }: ElicitationProviderProps) {
  const parent = useContext(ElicitationConfigContext);
  const value = useMemo<ElicitationConfig>(
    () => ({
      labels: mergeLabelOverrides(parent.labels, labels),
      validator: validator ?? parent.validator,
      analyzer: analyzer ?? parent.analyzer,
      modes: modes ?? parent.modes,
      presentation: presentation ?? parent.presentation,
      density: density ?? parent.density,
      components: { ...parent.components, ...components },
      fields: { ...parent.fields, ...fields },
    }),
    [parent, labels, validator, analyzer, modes, presentation, density, components, fields],
  );
  return <ElicitationConfigContext.Provider value={value}>{children}</ElicitationConfigContext.Provider>;
}

/** The visual parts in use: the host's replacements over the defaults. */
export function useParts(): ElicitationComponents {
  const { components } = useContext(ElicitationConfigContext);
  return useMemo(() => ({ ...DEFAULT_COMPONENTS, ...components }), [components]);
}
