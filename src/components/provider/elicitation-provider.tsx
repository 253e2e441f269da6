import { useContext, useMemo } from 'react';
import { mergeLabelOverrides } from '../../labels.js';
import { DialogShell } from '../internal/dialog-shell.js';
import { Button } from '../parts/button.js';
import { CloseButton } from '../parts/close-button.js';
import { Notice } from '../parts/notice.js';
import { ElicitationActionRow } from '../parts/action-row.js';
import { ElicitationFieldFrame } from '../parts/field-frame.js';
import { UrlText, UrlWarningList } from '../url-consent-dialog/url-parts.js';
import { Checkbox, Input, OptionFilter, Radio, Select } from '../parts/field-controls.js';
import type { ElicitationComponents, ElicitationConfig, ElicitationProviderProps } from './config.js';
import { ElicitationConfigContext, useElicitationConfig, useLabels } from '../../hooks/use-elicitation-config.js';

export { useElicitationConfig, useLabels };

const DEFAULT_COMPONENTS: ElicitationComponents = {
  Button,
  Frame: DialogShell,
  CloseButton,
  Notice,
  ActionRow: ElicitationActionRow,
  FieldFrame: ElicitationFieldFrame,
  Input,
  Checkbox,
  Radio,
  Select,
  OptionFilter,
  UrlText,
  UrlWarningList,
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
