/**
 * Relay instances as real processes for the Redis backplane tests: test/relay/redis-relay-process.ts
 * bundled once by esbuild (packages stay external, resolved from node_modules) and forked
 * with an IPC channel; plus a browser's side in plain Node: the SSE stream read with fetch,
 * POSTs with the page's Origin.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { appliesTo, applyPartChange } from '../../src/relay/part-changes';
import type { WirePart, WirePartChange } from '../../src/relay/wire';

export const ORIGIN = 'http://app.test';

const root = fileURLToPath(new URL('../..', import.meta.url));
let bundled: Promise<string> | undefined;

/** Bundle the instance script once per test process (next to node_modules, so packages resolve). */
function bundle(): Promise<string> {
  bundled ??= (async () => {
    const outDir = join(root, 'node_modules', '.cache', 'mcpe-relay-redis-test');
    mkdirSync(outDir, { recursive: true });
    const outfile = join(outDir, `instance-${process.pid}-${Date.now()}.mjs`);
    await build({
      entryPoints: [join(root, 'test/relay/redis-relay-process.ts')],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      logLevel: 'error',
    });
    return outfile;
  })();
  return bundled;
}

/** Remove the bundle (call once every instance has stopped). */
export async function removeBundle(): Promise<void> {
  if (!bundled) return;
  const outfile = await bundled.catch(() => undefined);
  bundled = undefined;
  if (outfile) rmSync(outfile, { force: true });
}

export interface Settled {
  result?: { action: string; content?: Record<string, unknown> };
  error?: string;
  /** From `elicit` to its settling, measured in the instance. */
  ms: number;
}

export interface RelayInstance {
  readonly url: string;
  readonly instance: string;
  readonly child: ChildProcess;
  /** Start an `elicit` for `session`; the promise settles when the instance's call does. */
  elicit(session: string, params: unknown): Promise<Settled>;
  /** Settled calls so far (to check that nothing settled twice or late). */
  readonly settledCount: () => number;
  /** Start a call (createCallRunner) that asks `params` once and returns the answer. */
  startCall(session: string, params: unknown): Promise<{ id: string; ended: Promise<Record<string, unknown>> }>;
  /** SIGKILL: the process vanishes without leaving the backplane. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

let nextRef = 0;

export async function startInstance(redisUrl: string, env: Record<string, string> = {}): Promise<RelayInstance> {
  const script = await bundle();
  const child = fork(script, [], {
    env: { ...process.env, REDIS_URL: redisUrl, ORIGIN, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const waiting = new Map<string, (settled: Settled) => void>();
  const calls = new Map<string, { started(message: Record<string, unknown>): void; ended(message: Record<string, unknown>): void }>();
  let settled = 0;
  const ready = await new Promise<{ url: string; instance: string }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('relay instance did not start within 15 s')), 15_000);
    child.on('message', (message: { type: string; ref?: string } & Record<string, unknown>) => {
      if (message.type === 'ready') {
        clearTimeout(timer);
        resolve(message as unknown as { url: string; instance: string });
      } else if (message.type === 'failed') {
        clearTimeout(timer);
        reject(new Error(`relay instance failed: ${String(message.error)}`));
      } else if (message.type === 'callStarted' || message.type === 'callEnded') {
        calls.get(message.ref!)?.[message.type === 'callStarted' ? 'started' : 'ended'](message);
      } else if (message.type === 'settled') {
        settled += 1;
        const done = waiting.get(message.ref!);
        waiting.delete(message.ref!);
        done?.(message as unknown as Settled);
      }
    });
    child.once('exit', (code) => reject(new Error(`relay instance exited (${code}) before it was ready`)));
  });
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return {
    ...ready,
    child,
    elicit(session, params) {
      const ref = `r${(nextRef += 1)}`;
      return new Promise<Settled>((resolve) => {
        waiting.set(ref, resolve);
        child.send({ type: 'elicit', ref, session, params });
      });
    },
    settledCount: () => settled,
    startCall(session, params) {
      const ref = `c${(nextRef += 1)}`;
      let ended!: (state: Record<string, unknown>) => void;
      const end = new Promise<Record<string, unknown>>((resolve) => (ended = resolve));
      return new Promise((resolve) => {
        calls.set(ref, { started: (message) => resolve({ id: String(message.id), ended: end }), ended: (message) => ended(message.state as Record<string, unknown>) });
        child.send({ type: 'startCall', ref, session, params });
      });
    },
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  };
}

// ---- the browser's side ---------------------------------------------------------------------

export interface WireRequestView {
  id: string;
  roundId: string;
  status: string;
  part: string;
  params?: { message?: string };
}

interface WirePartView {
  part: string;
  version: number;
  rounds: { id: string; requests: Omit<WireRequestView, 'part'>[] }[];
  calls?: WireCallView[];
}

export interface WireCallView {
  id: string;
  status: string;
  reason?: string;
}

export interface EventStream {
  readonly status: number;
  /** Every request the stream shows now, over all parts. */
  requests(): WireRequestView[];
  /** Every call the stream shows now, over all parts. */
  calls(): WireCallView[];
  /** Resolves once `predicate` holds for the stream's requests (rejects after `timeoutMs`). */
  until(predicate: (requests: WireRequestView[]) => boolean, timeoutMs?: number): Promise<WireRequestView[]>;
  /** Whether the server ended the stream. */
  readonly ended: () => boolean;
  close(): void;
}

const auth = (session: string) => ({ origin: ORIGIN, authorization: `Bearer ${session}` });

/** Open the relay's event stream as `session`'s browser would, and follow it. */
export async function openStream(baseUrl: string, session: string): Promise<EventStream> {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/api/elicitation`, { headers: { ...auth(session), accept: 'text/event-stream' }, signal: abort.signal });
  const parts = new Map<string, WirePartView>();
  const listeners = new Set<() => void>();
  let ended = response.status !== 200;
  const requests = () => [...parts.values()].flatMap((part) => part.rounds.flatMap((round) => round.requests.map((request) => ({ ...request, part: part.part }))));
  const changed = () => {
    for (const listener of [...listeners]) listener();
  };
  const onEvent = (event: string, data: string) => {
    const body = JSON.parse(data) as { parts?: WirePartView[]; part?: string } & Partial<WirePartView>;
    if (event === 'snapshot') {
      parts.clear();
      for (const part of body.parts ?? []) parts.set(part.part, part);
    } else if (event === 'part') parts.set(body.part!, body as WirePartView);
    else if (event === 'change') {
      const change = body as unknown as WirePartChange;
      const known = parts.get(change.part);
      if (known && appliesTo(change, known.version)) parts.set(change.part, applyPartChange(known as unknown as WirePart, change) as unknown as WirePartView);
    }
    else if (event === 'gone') parts.delete(body.part!);
    changed();
  };
  if (response.status === 200 && response.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            let event = 'message';
            const data: string[] = [];
            for (const line of block.split('\n')) {
              if (line.startsWith('event: ')) event = line.slice(7);
              else if (line.startsWith('data: ')) data.push(line.slice(6));
            }
            if (data.length > 0) onEvent(event, data.join('\n'));
          }
        }
      } catch {
        // Aborted by close(), or the connection dropped.
      }
      ended = true;
      changed();
    })();
  }
  return {
    status: response.status,
    requests,
    calls: () => [...parts.values()].flatMap((part) => part.calls ?? []),
    until(predicate, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const now = requests();
          if (!predicate(now)) return;
          listeners.delete(check);
          clearTimeout(timer);
          resolve(now);
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`stream condition not met within ${timeoutMs} ms; the stream shows ${JSON.stringify(requests().map((r) => [r.id, r.status]))}${ended ? ' (ended)' : ''}`));
        }, timeoutMs);
        listeners.add(check);
        check();
      });
    },
    ended: () => ended,
    close: () => abort.abort(),
  };
}

/** POST a user action as `session`'s page would; the status and JSON body. */
export async function post(baseUrl: string, session: string, action: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${baseUrl}/api/elicitation`, {
    method: 'POST',
    headers: { ...auth(session), 'content-type': 'application/json' },
    body: JSON.stringify(action),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A form request with one required string field. */
export const formRequest = (message: string) => ({
  mode: 'form',
  message,
  requestedSchema: { type: 'object', properties: { name: { type: 'string', minLength: 1 } }, required: ['name'] },
});
