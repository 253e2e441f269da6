/** Wire types of MCP elicitation, revision 2026-07-28 (its `schema.ts` is the source of truth). Plain data only. */

/** Metadata fields every primitive schema may carry. */
export type PrimitiveBase = {
  title?: string;
  description?: string;
};

/** A free-text field, optionally constrained by length or one of four formats. */
export type StringSchema = PrimitiveBase & {
  type: 'string';
  minLength?: number;
  maxLength?: number;
  format?: 'email' | 'uri' | 'date' | 'date-time';
  default?: string;
};

/** A numeric field; bounds are inclusive. `integer` must yield a whole number. */
export type NumberSchema = PrimitiveBase & {
  type: 'number' | 'integer';
  minimum?: number;
  maximum?: number;
  default?: number;
};

/** A yes/no field. */
export type BooleanSchema = PrimitiveBase & {
  type: 'boolean';
  default?: boolean;
};

/** Single choice whose values are shown as they are. */
export type UntitledSingleSelectEnumSchema = PrimitiveBase & {
  type: 'string';
  enum: string[];
  default?: string;
};

/** Single choice with a display title per value (`const` is sent, `title` is shown). */
export type TitledSingleSelectEnumSchema = PrimitiveBase & {
  type: 'string';
  oneOf: { const: string; title: string }[];
  default?: string;
};

/** Several choices whose values are shown as they are. */
export type UntitledMultiSelectEnumSchema = PrimitiveBase & {
  type: 'array';
  minItems?: number;
  maxItems?: number;
  items: { type: 'string'; enum: string[] };
  default?: string[];
};

/** Several choices with a display title per value. */
export type TitledMultiSelectEnumSchema = PrimitiveBase & {
  type: 'array';
  minItems?: number;
  maxItems?: number;
  items: { anyOf: { const: string; title: string }[] };
  default?: string[];
};

/**
 * Deprecated single choice with parallel display names (SEP-1330 "legacy").
 * @deprecated Servers should send {@link TitledSingleSelectEnumSchema}.
 */
export type LegacyTitledEnumSchema = PrimitiveBase & {
  type: 'string';
  enum: string[];
  enumNames?: string[];
  default?: string;
};

export type SingleSelectEnumSchema = UntitledSingleSelectEnumSchema | TitledSingleSelectEnumSchema;
export type MultiSelectEnumSchema = UntitledMultiSelectEnumSchema | TitledMultiSelectEnumSchema;
export type EnumSchema = SingleSelectEnumSchema | MultiSelectEnumSchema | LegacyTitledEnumSchema;

/** The eight field shapes a form-mode request may use. The union is not tagged. */
export type PrimitiveSchemaDefinition = StringSchema | NumberSchema | BooleanSchema | EnumSchema;

/** A flat object of primitive fields: no nesting, no `$ref`. */
export type RequestedSchema = {
  $schema?: string;
  type: 'object';
  properties: Record<string, PrimitiveSchemaDefinition>;
  required?: string[];
};

/** Parameters of a form-mode `elicitation/create`. `mode` may be omitted (⇒ form). */
export type ElicitRequestFormParams = {
  mode?: 'form';
  message: string;
  requestedSchema: RequestedSchema;
};

/** Parameters of a URL-mode `elicitation/create`; `elicitationId` is accepted from 2025-11-25 servers. */
export type ElicitRequestURLParams = {
  mode: 'url';
  message: string;
  url: string;
  /** 2025-11-25 only: opaque id used by `notifications/elicitation/complete`. */
  elicitationId?: string;
};

export type ElicitRequestParams = ElicitRequestFormParams | ElicitRequestURLParams;
export type ElicitationMode = 'form' | 'url';

/** An embedded request as it appears in `inputRequests` (no `jsonrpc`, no `id`). */
export type ElicitRequest = {
  method: 'elicitation/create';
  params: ElicitRequestParams;
};

/** A value the user can send for one field. */
export type ElicitContentValue = string | number | boolean | string[];
export type ElicitContent = Record<string, ElicitContentValue>;

/** What the user chose. `content` only accompanies a form-mode `accept`. */
export type ElicitResult = {
  action: 'accept' | 'decline' | 'cancel';
  content?: ElicitContent;
};
export type ElicitAction = ElicitResult['action'];

/** Plain JSON, as capability objects must be. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

/** The `elicitation` entry of the client capabilities. `{}` alone means form only. */
export type ElicitationCapability = {
  form?: JsonObject;
  url?: JsonObject;
};

/** Client capabilities as sent in `_meta["io.modelcontextprotocol/clientCapabilities"]`. */
export type ClientCapabilities = {
  experimental?: Record<string, object>;
  roots?: Record<string, unknown>;
  sampling?: Record<string, unknown>;
  elicitation?: ElicitationCapability;
  extensions?: Record<string, object>;
  [key: string]: unknown;
};

/** Sampling and roots requests may share a round; this library answers only elicitations, so their params stay opaque. */
export type OtherInputRequest = {
  method: 'sampling/createMessage' | 'roots/list';
  params?: Record<string, unknown>;
};

/** A request embedded in `inputRequests`. */
export type InputRequest = ElicitRequest | OtherInputRequest;

/** Server-chosen keys ⇒ embedded requests. */
export type InputRequests = Record<string, InputRequest>;
/** Same keys ⇒ bare results (for elicitations: {@link ElicitResult}). */
export type InputResponses = Record<string, ElicitResult | Record<string, unknown>>;

export type ResultType = 'complete' | 'input_required' | (string & {});

/** A result asking the client to gather input, then retry the call (SEP-2322 MRTR). */
export type InputRequiredResult<Request extends InputRequest = InputRequest> = {
  resultType: 'input_required';
  inputRequests?: Record<string, Request>;
  /** Opaque; echoed byte for byte on the retry, never parsed. */
  requestState?: string;
  _meta?: Record<string, unknown>;
  [key: string]: unknown;
};
