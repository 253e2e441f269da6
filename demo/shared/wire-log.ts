/**
 * A `fetch` for the MCP transport that records every `tools/call` exactly as it went on
 * the wire: the first call and each MRTR retry with its `inputResponses` and
 * `requestState` (spec, basic/patterns/mrtr), plus what the server answered. The log is
 * what the demo shows under "What was sent". Used by the MCP client in the page and by
 * the one on the demo server alike (no DOM, no Node APIs).
 */

import { formModel } from '../../src/core.ts';

/** What the server answered to one leg of a call. */
export type LegOutcome =
  /** `secretFields`: per request key, the fields the form masks (the library's secret heuristic). */
  | { kind: 'input_required'; keys: string[]; hasState: boolean; secretFields: Record<string, string[]> }
  | { kind: 'complete'; isError: boolean }
  | { kind: 'error'; message: string };

/** One `tools/call` request body sent to `/mcp`. */
export interface WireLeg {
  /** Position in the whole log (stable React key). */
  seq: number;
  tool: string;
  inputResponses?: unknown;
  requestState?: string;
  outcome?: LegOutcome;
}

interface JsonRpcMessage {
  method?: string;
  params?: { name?: unknown; inputResponses?: unknown; requestState?: unknown };
  result?: { resultType?: unknown; inputRequests?: unknown; requestState?: unknown; isError?: unknown };
  error?: { message?: unknown };
}

export interface LoggingFetch {
  fetch: typeof fetch;
  /**
   * Every answer read so far is in the log. The SDK may settle a call before the copy of
   * its last answer is read; the server waits on this before it returns a call's log.
   */
  settled(): Promise<void>;
}

/** Wraps `fetch`; `onLeg` gets each leg when sent and again when its answer arrives. */
export function createLoggingFetch(onLeg: (leg: WireLeg) => void, base: typeof fetch = fetch): LoggingFetch {
  let seq = 0;
  const reading = new Set<Promise<void>>();
  const logging: typeof fetch = async (input, init) => {
    const sent = typeof init?.body === 'string' ? parseMessage(init.body) : undefined;
    if (sent?.method !== 'tools/call') return base(input, init);
    const params = sent.params ?? {};
    const leg: WireLeg = {
      seq: ++seq,
      tool: String(params.name),
      ...('inputResponses' in params ? { inputResponses: params.inputResponses } : {}),
      ...(typeof params.requestState === 'string' ? { requestState: params.requestState } : {}),
    };
    onLeg(leg);
    const response = await base(input, init);
    // Read a copy: the SDK consumes the original (JSON or a short SSE stream).
    const read = response
      .clone()
      .text()
      .then((body) => {
        const reply = parseReply(body);
        if (reply) onLeg({ ...leg, outcome: reply });
      })
      .catch(() => undefined)
      .finally(() => reading.delete(read));
    reading.add(read);
    return response;
  };
  return { fetch: logging, settled: async () => void (await Promise.all([...reading])) };
}

/** The fields of one form request that the form shows masked: the log masks them too. */
function maskedFields(request: unknown): string[] {
  const schema = (request as { params?: { requestedSchema?: unknown } } | null)?.params?.requestedSchema;
  return formModel(schema).fields.filter((field) => field.sensitive).map((field) => field.key);
}

function parseMessage(text: string): JsonRpcMessage | undefined {
  try {
    const value: unknown = JSON.parse(text);
    const first: unknown = Array.isArray(value) ? value[0] : value;
    return typeof first === 'object' && first !== null ? (first as JsonRpcMessage) : undefined;
  } catch {
    return undefined;
  }
}

/** The JSON-RPC response in a JSON body or in the `data:` lines of an SSE body. */
function parseReply(body: string): LegOutcome | undefined {
  const candidates = body.trimStart().startsWith('{')
    ? [body]
    : body.split('\n').filter((line) => line.startsWith('data:')).map((line) => line.slice(5));
  for (const candidate of candidates) {
    const message = parseMessage(candidate);
    if (message?.error) return { kind: 'error', message: String(message.error.message) };
    const result = message?.result;
    if (!result) continue;
    if (result.resultType === 'input_required') {
      const requests = typeof result.inputRequests === 'object' && result.inputRequests ? (result.inputRequests as Record<string, unknown>) : {};
      const secretFields = Object.fromEntries(Object.entries(requests).map(([key, request]) => [key, maskedFields(request)]));
      return { kind: 'input_required', keys: Object.keys(requests), hasState: typeof result.requestState === 'string', secretFields };
    }
    return { kind: 'complete', isError: result.isError === true };
  }
  return undefined;
}
