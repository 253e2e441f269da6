/**
 * The main entry: what a host page writes, named one by one. A host mounts the provider and
 * an outlet or a host, wires a store to its MCP client through an adapter, places the form or
 * the URL consent itself, or builds its own fields on the headless hooks; the types listed are
 * the ones it writes in its own code (props, the store, the results it answers with).
 *
 * Everything else has one home, so the completion list and the API report stay a host's
 * vocabulary: the default parts and their props, the label groups and the config hooks in
 * `/host`; the protocol helpers, wire types and lifecycle in `/store`; the schema reader,
 * validators, URL analysis and the page's call runner in `/core`. The headless hooks and the
 * on-demand components live only here: `/host` must not reach them (test/smoke/entries.test.ts),
 * and they need React, which `/core` does not have.
 */

// Mounting the UI.
export { ElicitationProvider } from './components/provider/elicitation-provider.js';
export type { ElicitationComponents, ElicitationProviderProps } from './components/provider/config.js';
export type { Density, ElicitationSettings, Presentation } from './hooks/use-elicitation-config.js';
export { ElicitationOutlet } from './components/elicitation-outlet/elicitation-outlet.js';
export type { ElicitationOutletProps } from './components/elicitation-outlet/elicitation-outlet.js';
export { ElicitationHost } from './components/elicitation-host/elicitation-host.js';
export type { ElicitationHostProps } from './components/elicitation-host/elicitation-host.js';
export { preloadElicitationUi } from './components/elicitation-host/lazy-bodies.js';

// Placed by the host itself.
export { SchemaForm } from './components/schema-form/schema-form.js';
export type { SchemaFormProps } from './components/schema-form/schema-form.js';
export { UrlConsentDialog } from './components/url-consent-dialog/url-consent-dialog.js';
export type { UrlConsentDialogProps } from './components/url-consent-dialog/url-consent-dialog.js';
export { describeUrlWarning } from './i18n/describe-url-warning.js';
export { ServerBadge } from './components/server-badge/server-badge.js';
export type { ServerBadgeProps } from './components/server-badge/server-badge.js';

// Own fields and forms on the library's form state (ElicitationProvider `fields`, or a whole form).
export { useSchemaForm } from './hooks/use-schema-form.js';
export type { FieldIds, SchemaFormField, UseSchemaFormOptions, UseSchemaFormResult } from './hooks/use-schema-form.js';
export { useSchemaField } from './hooks/use-schema-field.js';
export type { FieldControlProps, SchemaFieldParts, SchemaFieldState } from './hooks/use-schema-field.js';
export { useStringListField } from './hooks/use-string-list-field.js';
export type { StringListButtonProps, StringListEntry, StringListEntryProps, StringListFieldState } from './hooks/use-string-list-field.js';
export { FieldShell } from './components/schema-form/field-shell.js';
export type { FieldShellProps } from './components/schema-form/field-shell.js';
export { defaultFieldRenderers } from './components/schema-form/schema-field.js';
export type { FieldProps } from './components/schema-form/fields/types.js';

// Words: English by default; the provider's `labels` takes overrides or a whole language.
export { zhCN } from './i18n/zh-cn.js';
export { defaultLabels, resolveLabels } from './i18n/en.js';
export type { ElicitationLabels, LabelOverrides } from './i18n/types.js';

// The store a page's MCP client feeds, and what the host reads from it.
export { createElicitationStore } from './store/store.js';
export type { ElicitationStore } from './store/store.js';
export type { ElicitationConsumer } from './store/types.js';
export type { ElicitationRequest, ElicitationRound, ElicitationSnapshot, ElicitationStoreOptions, ElicitOptions } from './store/types.js';
export type { IdentifiedServer, ServerIdentity } from './elicitation/server.js';

// The adapters: an MCP client's elicitation handler that feeds the store.
export { createElicitationHandler } from './adapters/sdk-handler.js';
export type { ElicitationHandler, ElicitationHandlerOptions } from './adapters/sdk-handler.js';
export { createSdkV1ElicitationHandler } from './adapters/sdk-v1-handler.js';
export type { SdkV1ElicitationHandler, SdkV1ElicitationHandlerOptions } from './adapters/sdk-v1-handler.js';
export { createAiSdkElicitationHandler } from './adapters/ai-sdk-handler.js';
export type { AiSdkElicitationHandler, AiSdkElicitationHandlerOptions } from './adapters/ai-sdk-handler.js';
export { acceptRealWorldSchemas } from './adapters/real-world-schemas.js';

// The protocol's shapes a host writes: the schema asked for, the answer given.
export type { ElicitContent, ElicitResult, RequestedSchema } from './elicitation/types.js';
