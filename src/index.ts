/**
 * The React entry: every export of `mcp-elicitation-react/core` plus the components, hooks
 * and labels. Bundled with a `"use client"` banner (vite.config.ts). Explicit named exports
 * only (core.ts is itself an explicit list); the API report (api/) pins this surface.
 */
export * from './core.js';

// Bring your own components: the provider, and the default parts to replace or compose.
export { ElicitationProvider, useElicitationConfig, useLabels as useElicitationLabels } from './components/provider/elicitation-provider.js';
export type { Density, ElicitationComponents, ElicitationConfig, ElicitationProviderProps } from './components/provider/config.js';
export { DialogShell as ElicitationFrame } from './components/internal/dialog-shell.js';
export type { DialogShellProps as ElicitationFrameProps, Presentation } from './components/internal/dialog-shell.js';
export { Button as ElicitationButton } from './components/parts/button.js';
export type { ButtonProps } from './components/parts/button.js';
export { Notice as ElicitationNotice } from './components/parts/notice.js';
export type { NoticeProps } from './components/parts/notice.js';
export { UrlText as ElicitationUrlText, UrlWarningList as ElicitationUrlWarningList } from './components/url-consent-dialog/url-parts.js';
export type { UrlTextProps, UrlWarningListProps } from './components/url-consent-dialog/url-parts.js';
export {
  Checkbox as ElicitationCheckbox,
  Input as ElicitationInput,
  OptionFilter as ElicitationOptionFilter,
  Radio as ElicitationRadio,
  Select as ElicitationSelect,
} from './components/parts/field-controls.js';
export type { InputProps, OptionFilterProps, SelectProps } from './components/parts/field-controls.js';
export { ServerBadge } from './components/server-badge/server-badge.js';
export type { ServerBadgeProps } from './components/server-badge/server-badge.js';
export { UrlConsentDialog } from './components/url-consent-dialog/url-consent-dialog.js';
export type { UrlConsentDialogProps, UrlConsentPhase } from './components/url-consent-dialog/url-consent-dialog.js';
export { describeUrlWarning } from './i18n/describe-url-warning.js';
export { ElicitationHost } from './components/elicitation-host/elicitation-host.js';
export type { ElicitationHostProps } from './components/elicitation-host/elicitation-host.js';
export { preloadElicitationUi } from './components/elicitation-host/lazy-bodies.js';
export { ElicitationOutlet } from './components/elicitation-outlet/elicitation-outlet.js';
export type { ElicitationOutletProps } from './components/elicitation-outlet/elicitation-outlet.js';
export { useSchemaForm } from './hooks/use-schema-form.js';
export type {
  FieldIds,
  SchemaFormField,
  SchemaFormHandle,
  UseSchemaFormOptions,
  UseSchemaFormResult,
} from './hooks/use-schema-form.js';
export { useSchemaField } from './hooks/use-schema-field.js';
export type { FieldControlProps, SchemaFieldParts, SchemaFieldState } from './hooks/use-schema-field.js';
export { useStringListField } from './hooks/use-string-list-field.js';
export type { StringListButtonProps, StringListEntry, StringListEntryProps, StringListFieldState } from './hooks/use-string-list-field.js';
export { SchemaForm } from './components/schema-form/schema-form.js';
export type { SchemaFormProps } from './components/schema-form/schema-form.js';
export type { SchemaFormLabels } from './labels.js';
export { defaultLabels, resolveLabels } from './labels.js';
export type { ElicitationLabels, HostLabels, LabelOverrides, ServerLabels } from './labels.js';
export type { UrlConsentLabels, UrlWarningLabels } from './labels.js';
export type { LimitLabels } from './labels.js';
export { zhCN } from './i18n/zh-cn.js';
