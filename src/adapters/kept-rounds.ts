/**
 * What the page's call runner keeps across a reload: per call, one storage item with its name,
 * arguments and waiting round (the person's input without masked fields). Anything unreadable is dropped, never trusted.
 */
import { isJsonObject } from '../elicitation/json.js';
import type { ElicitResult, InputRequests } from '../elicitation/types.js';
import { formModel } from '../schema/form-model.js';

/** The parts of `Storage` the runner uses (`sessionStorage`). */
export type CallStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export interface KeptRound {
  readonly inputRequests: InputRequests;
  /** Echoed byte for byte on the retry; absent when the server sent none. */
  readonly requestState?: string;
  /** The person's unsent input per `inputRequests` key, secrets left out. */
  readonly drafts?: Readonly<Record<string, Record<string, unknown>>>;
  /** URL pages the person already allowed and opened in this call: asked again, they show as awaited ("I’ve finished"), not as a new consent. */
  readonly opened?: readonly string[];
}

export interface KeptCall {
  readonly id: string;
  /** The server's `url` when the host gave one: a call is resumed only against the same server. */
  readonly url?: string;
  readonly name: string;
  readonly arguments?: Record<string, unknown>;
  readonly startedAt: number;
  /** Absent while a leg is on its way (its answer cannot survive a reload). */
  readonly round?: KeptRound;
}

const PREFIX = 'mcpe-call:';
const VERSION = 1;

const keyOf = (serverId: string, id: string) => `${PREFIX}${JSON.stringify([serverId, id])}`;

export function keepCall(storage: CallStorage | null, serverId: string, call: KeptCall): void {
  try {
    storage?.setItem(keyOf(serverId, call.id), JSON.stringify({ v: VERSION, ...call }));
  } catch {
    // Quota or privacy mode: the call still runs, it just does not survive a reload.
  }
}

export function forgetCall(storage: CallStorage | null, serverId: string, id: string): void {
  try {
    storage?.removeItem(keyOf(serverId, id));
  } catch {
    // Nothing was kept either.
  }
}

/** The calls kept for `serverId`, oldest first; unreadable items are removed. */
export function readKeptCalls(storage: CallStorage | null, serverId: string): KeptCall[] {
  if (!storage) return [];
  const calls: KeptCall[] = [];
  try {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key?.startsWith(PREFIX)) keys.push(key);
    }
    for (const key of keys) {
      let owner: unknown;
      try {
        owner = (JSON.parse(key.slice(PREFIX.length)) as unknown[])[0];
      } catch {
        owner = undefined;
      }
      if (owner !== serverId) continue;
      const call = readCall(storage.getItem(key));
      if (call && key === keyOf(serverId, call.id)) calls.push(call);
      else storage.removeItem(key);
    }
  } catch {
    return calls;
  }
  return calls.sort((a, b) => a.startedAt - b.startedAt);
}

function readCall(text: string | null): KeptCall | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text ?? '');
  } catch {
    return undefined;
  }
  if (!isJsonObject(value) || value.v !== VERSION) return undefined;
  const { id, url, name, startedAt, round } = value;
  if (typeof id !== 'string' || typeof name !== 'string' || typeof startedAt !== 'number') return undefined;
  if (url !== undefined && typeof url !== 'string') return undefined;
  if (value.arguments !== undefined && !isJsonObject(value.arguments)) return undefined;
  if (round !== undefined && !isRound(round)) return undefined;
  return value as unknown as KeptCall;
}

function isRound(value: unknown): value is KeptRound {
  if (!isJsonObject(value) || !isJsonObject(value.inputRequests)) return false;
  if (value.requestState !== undefined && typeof value.requestState !== 'string') return false;
  if (value.drafts !== undefined && !(isJsonObject(value.drafts) && Object.values(value.drafts).every(isJsonObject))) return false;
  if (value.opened !== undefined && !(Array.isArray(value.opened) && value.opened.every((url) => typeof url === 'string'))) return false;
  return Object.values(value.inputRequests).every((request) => isJsonObject(request) && typeof request.method === 'string');
}

/** A draft as it may be kept: only the schema's fields that the form does not mask (schema/secrets.ts). */
export function keepableDraft(params: unknown, draft: unknown): Record<string, unknown> | undefined {
  if (!isJsonObject(params) || !isJsonObject(draft)) return undefined;
  const { byKey } = formModel(params.requestedSchema);
  const kept = Object.fromEntries(Object.entries(draft).filter(([key]) => byKey.get(key)?.sensitive === false));
  return Object.keys(kept).length > 0 ? kept : undefined;
}

/** An answer as the form's draft (numbers as typed text), so it can be shown and edited again. */
export function answerAsDraft(answer: ElicitResult | Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!answer || answer.action !== 'accept' || !isJsonObject(answer.content)) return undefined;
  return Object.fromEntries(Object.entries(answer.content).map(([key, value]) => [key, typeof value === 'number' ? String(value) : value]));
}
