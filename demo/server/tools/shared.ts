/**
 * What every demo tool shares: the tool shape, the signed-state codec type, and the
 * "ask a form / read its answer" pair built on the SDK's MRTR helpers
 * (`inputRequired`, `inputResponse`, `acceptedContent`).
 */
import {
  acceptedContent,
  fromJsonSchema,
  inputRequired,
  inputResponse,
  type CallToolResult,
  type ElicitRequestFormParams,
  type InputRequiredResult,
  type RequestStateCodec,
  type ServerContext,
} from '@modelcontextprotocol/server';
import type { ConnectFlows } from '../connect-flows.ts';
import type { DemoToolName } from '../tool-names.ts';

export type ToolResult = CallToolResult | InputRequiredResult;
export type FormSchema = ElicitRequestFormParams['requestedSchema'];
export type FormContent = Record<string, unknown>;

/** Everything a tool may need besides its request context. */
export interface DemoDeps {
  codec: RequestStateCodec<DemoState>;
  flows: ConnectFlows;
  /** The browser session (`demo_session` cookie) the MCP request came with, if valid. */
  sessionOf: (ctx: ServerContext) => string | undefined;
  /** The origin the MCP request was addressed to, for URLs that point back at this server. */
  originOf: (ctx: ServerContext) => string;
  /** Offer app-rendered forms (MCP Apps) to clients that offer them too. @default true */
  appForms?: boolean;
  /** The client capabilities of the connection (2025-11-25: from `initialize`), set per server instance. */
  clientCapabilities?: () => unknown;
}

/**
 * Every payload the demo seals into `requestState` (signed, not encrypted: the client can
 * read it, so it holds no secrets). `tool` keeps one tool from accepting another's state.
 */
export type DemoState =
  | { tool: 'setup_wizard'; step: 1 }
  | { tool: 'setup_wizard'; step: 2; step1: FormContent }
  | { tool: 'connect_account'; flow: string };

export interface DemoTool {
  name: DemoToolName;
  title: string;
  description: string;
  run: (ctx: ServerContext, deps: DemoDeps) => Promise<ToolResult>;
}

/** A complete result with one text block. */
export function text(value: string, isError = false): CallToolResult {
  return { content: [{ type: 'text', text: value }], ...(isError ? { isError: true } : {}) };
}

/** The verified state of this round if it belongs to `tool` (the SDK ran `codec.verify` already). */
export function stateFor<K extends DemoState['tool']>(ctx: ServerContext, tool: K): Extract<DemoState, { tool: K }> | undefined {
  const state = ctx.mcpReq.requestState<DemoState>();
  return state?.tool === tool ? (state as Extract<DemoState, { tool: K }>) : undefined;
}

export type FormAnswer =
  | { kind: 'accept'; content: FormContent }
  | { kind: 'decline' | 'cancel' }
  /** No answer for this key yet (first round, or the client left it out). */
  | { kind: 'missing' }
  /** Accepted, but the content does not match the schema (client input is untrusted). */
  | { kind: 'invalid' };

const validators = new WeakMap<FormSchema, ReturnType<typeof fromJsonSchema>>();

/**
 * Read the answer to the form asked under `key`. Accepted content is validated against
 * the same schema the form was asked with; the content returned is the client's object
 * as received (not a re-serialised copy), so tools can echo it exactly.
 */
export function readForm(ctx: ServerContext, key: string, schema: FormSchema): FormAnswer {
  const view = inputResponse(ctx.mcpReq.inputResponses, key);
  if (view.kind !== 'elicit') return { kind: 'missing' };
  if (view.action !== 'accept') return { kind: view.action };
  let validator = validators.get(schema);
  if (!validator) validators.set(schema, (validator = fromJsonSchema(schema)));
  const valid = acceptedContent(ctx.mcpReq.inputResponses, key, validator);
  return valid === undefined || view.content === undefined ? { kind: 'invalid' } : { kind: 'accept', content: view.content };
}

/** One embedded form request. */
export function form(message: string, requestedSchema: FormSchema) {
  return inputRequired.elicit({ message, requestedSchema });
}

/** What to say when a form came back invalid and is asked again. */
export const RETRY_NOTE = 'The previous answer did not match the form, please check it. ';

/** Result text for a declined or dismissed request, kept distinct on purpose. */
export function refusal(kind: 'decline' | 'cancel', what: string): CallToolResult {
  return text(kind === 'decline' ? `Declined: you chose not to ${what}.` : `Cancelled: the request to ${what} was dismissed without an answer.`);
}
