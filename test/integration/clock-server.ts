/**
 * A real `@modelcontextprotocol/server` 2.x server on 127.0.0.1 (port 0) for the timeout
 * table (docs/guides/time-and-calls.md): both protocol eras (2026-07-28 stateless, and
 * 2025-11-25 through the demo's sessionful legacy leg), with tools that ask and then
 * report what reached them, so a test can tell an answer that arrived from one thrown away.
 *
 * - `ask`: one form (`inputRequired`); on 2025-11-25 the SDK's legacy shim turns it into a
 *   real `elicitation/create` bounded by `roundTimeoutMs`.
 * - `ask_legacy`: `ctx.mcpReq.elicitInput` with the server's own request timeout
 *   (`elicitTimeoutMs`; the SDK's 60 s when absent). 2025-11-25 only.
 * - `connect`: URL mode that answers "still waiting" (the same `requestState`, no
 *   `inputRequests`) until the test calls `finishUrl()`; a `cancel` answer ends it.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { McpServer, createMcpHandler, inputRequired, inputResponse, type ServerContext } from '@modelcontextprotocol/server';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { ElicitationRequest, ElicitationStore } from '../../src/index';
import { createLegacySessions } from '../../demo/server/legacy.ts';
import { toNodeHandler } from '../../src/relay-node';

export interface ClockServerOptions {
  /** The legacy shim's per-request timeout for `ask` on 2025-11-25 (the SDK's default is 600 s). */
  roundTimeoutMs?: number;
  /** `ask_legacy`'s own `elicitInput` timeout (the SDK's 60 s when absent). */
  elicitTimeoutMs?: number;
}

/** What the server saw, in order: `answered <json>`, `gave up <message>`, `still waiting`, `aborted`… */
export type ClockEvent = string;

export interface RunningClockServer {
  readonly mcpUrl: string;
  /** Everything the tools saw, in order; cleared by `reset()`. */
  readonly events: ClockEvent[];
  /** Resolves once an event matching `pattern` has been seen. */
  seen(pattern: RegExp): Promise<ClockEvent>;
  /** The out-of-band step of `connect` is done: its next retry completes. */
  finishUrl(): void;
  reset(): void;
  close(): Promise<void>;
}

const FORM = {
  message: 'Your name?',
  requestedSchema: { type: 'object' as const, properties: { name: { type: 'string' as const, title: 'Name' } }, required: ['name'] },
};

const text = (value: string) => ({ content: [{ type: 'text' as const, text: value }] });

export async function startClockServer(options: ClockServerOptions = {}): Promise<RunningClockServer> {
  const events: ClockEvent[] = [];
  const watchers = new Set<() => void>();
  let urlDone = false;
  const record = (event: ClockEvent) => {
    events.push(event);
    for (const watcher of [...watchers]) watcher();
  };

  const factory = () => {
    const server = new McpServer({ name: 'clock-server', version: '1.0.0' }, { inputRequired: { roundTimeoutMs: options.roundTimeoutMs } });
    server.registerTool('ask', { description: 'Asks for a name once.' }, (ctx: ServerContext) => {
      const answer = inputResponse(ctx.mcpReq.inputResponses, 'name');
      if (answer.kind !== 'elicit') return inputRequired({ inputRequests: { name: inputRequired.elicit(FORM) } });
      record(`answered ${JSON.stringify({ action: answer.action, content: answer.content })}`);
      return text(`answered ${answer.action}`);
    });
    server.registerTool('ask_legacy', { description: 'elicitInput with the server’s own timeout (2025-11-25).' }, async (ctx: ServerContext) => {
      ctx.mcpReq.signal.addEventListener('abort', () => record('aborted'), { once: true });
      try {
        const timeout = options.elicitTimeoutMs;
        const result = await ctx.mcpReq.elicitInput(FORM, timeout === undefined ? undefined : { timeout });
        record(`answered ${JSON.stringify(result)}`);
        return text(`answered ${result.action}`);
      } catch (error) {
        record(`gave up ${String(error)}`);
        return { ...text(`gave up ${String(error)}`), isError: true };
      }
    });
    server.registerTool('connect', { description: 'URL mode with "still waiting" answers.' }, (ctx: ServerContext) => {
      const state = ctx.mcpReq.requestState<string>();
      const answer = inputResponse(ctx.mcpReq.inputResponses, 'connect');
      if (state === undefined) {
        return inputRequired({ inputRequests: { connect: inputRequired.elicitUrl({ message: 'Connect your account.', url: 'https://auth.example.com/connect' }) }, requestState: 'flow-1' });
      }
      if (answer.kind === 'elicit' && answer.action !== 'accept') {
        record(`url ${answer.action}`);
        return text(`url ${answer.action}`);
      }
      if (!urlDone) {
        record('still waiting');
        return inputRequired({ requestState: state });
      }
      record('url done');
      return text('url done');
    });
    return server;
  };
  const modern = createMcpHandler(factory, { legacy: 'reject' });
  const legacy = createLegacySessions(factory);
  const { isLegacyRequest } = await import('@modelcontextprotocol/server');
  const handle = toNodeHandler(async (request) => ((await isLegacyRequest(request)) ? legacy.fetch(request) : modern.fetch(request)));
  const http = createServer((req, res) => void handle(req, res).catch(() => res.headersSent || res.writeHead(500).end()));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;

  return {
    mcpUrl: `http://127.0.0.1:${port}/mcp`,
    events,
    seen(pattern) {
      return new Promise((resolve) => {
        const check = () => {
          const found = events.find((event) => pattern.test(event));
          if (found === undefined) return;
          watchers.delete(check);
          resolve(found);
        };
        watchers.add(check);
        check();
      });
    },
    finishUrl: () => void (urlDone = true),
    reset() {
      events.length = 0;
      urlDone = false;
    },
    async close() {
      await Promise.all([modern.close(), legacy.close()]);
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}

/** One server for the test file; `server()` returns it inside tests, reset before each. */
export function startClockServerForFile(options: ClockServerOptions = {}): () => RunningClockServer {
  let running: RunningClockServer | undefined;
  beforeAll(async () => {
    running = await startClockServer(options);
  });
  afterAll(() => running?.close());
  return () => {
    if (!running) throw new Error('clock server not started');
    return running;
  };
}

// What the timeout tests share: the server as the host names it, and the person, played
// through the store (what the views call).

export const SERVER = { id: 'clock', name: 'Clock server' };
export const ADA = { action: 'accept', content: { name: 'Ada' } } as const;

export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
export const requests = (store: ElicitationStore) => store.getSnapshot().rounds.flatMap((round) => round.requests);

/** The request at `index` on screen, once it is there. */
export async function shown(store: ElicitationStore, index = 0): Promise<ElicitationRequest> {
  await expect.poll(() => requests(store).length, { timeout: 10_000 }).toBeGreaterThan(index);
  return requests(store)[index]!;
}

/** The person answers `afterMs` after the question appeared, if it is still answerable then. */
export async function answerLate(store: ElicitationStore, afterMs: number) {
  const request = await shown(store);
  await sleep(afterMs);
  await store.respond(request.id, ADA);
}

/** A promise's outcome as a value, so a test can wait for a failure and look at it. */
export const settled = (promise: Promise<unknown>) =>
  promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error: String(error) }),
  );

/** Clients a test opened are closed after it, and the server's record is cleared. */
export function closeAfterEach(server: () => RunningClockServer): Array<() => Promise<unknown>> {
  const closers: Array<() => Promise<unknown>> = [];
  afterEach(async () => {
    await Promise.all(closers.splice(0).map((close) => close()));
    server().reset();
  });
  return closers;
}
