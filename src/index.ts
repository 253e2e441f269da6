/**
 * The React entry: `/core` and `/host`, plus what loads on demand (SchemaForm, UrlConsentDialog,
 * the headless form hooks). Its `export *` take whole entries, each an explicit list, so nothing arrives unnamed.
 */
export * from './core.js';
// The provider, ElicitationHost, ElicitationOutlet, preloadElicitationUi, the default parts, zhCN.
export * from './host.js';

export { ServerBadge } from './components/server-badge/server-badge.js';
export type { ServerBadgeProps } from './components/server-badge/server-badge.js';
export { UrlConsentDialog } from './components/url-consent-dialog/url-consent-dialog.js';
export type { UrlConsentDialogProps } from './components/url-consent-dialog/url-consent-dialog.js';
export { describeUrlWarning } from './i18n/describe-url-warning.js';
export { useSchemaForm } from './hooks/use-schema-form.js';
export type {
  FieldIds,
  SchemaFormField,
  SchemaFormHandle,
  UseSchemaFormOptions,
  UseSchemaFormResult,
} from './hooks/use-schema-form.js';
export { useSchemaField } from './hooks/use-schema-field.js';
// Building a field renderer of one's own (ElicitationProvider `fields`): the frame's behaviour and the defaults.
export { FieldShell } from './components/schema-form/field-shell.js';
export type { FieldShellProps } from './components/schema-form/field-shell.js';
export { defaultFieldRenderers } from './components/schema-form/schema-field.js';
export type { FieldProps } from './components/schema-form/fields/types.js';
export type { FieldControlProps, SchemaFieldParts, SchemaFieldState } from './hooks/use-schema-field.js';
export { useStringListField } from './hooks/use-string-list-field.js';
export type { StringListButtonProps, StringListEntry, StringListEntryProps, StringListFieldState } from './hooks/use-string-list-field.js';
export { SchemaForm } from './components/schema-form/schema-form.js';
export type { SchemaFormProps } from './components/schema-form/schema-form.js';
export { defaultLabels, resolveLabels } from './i18n/en.js';
