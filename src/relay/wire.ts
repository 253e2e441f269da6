// What travels between the relay and the browser (docs/relay-protocol.md, its schemas in docs/relay-protocol.schema.json).
import type { ElicitationRequest, RefusedNotice } from '../store/types.js';
import type { IdentifiedServer } from '../elicitation/server.js';
import type { WireCall } from './calls/wire-call.js';

export type { WireCall };

/** The protocol's name and version; every snapshot carries it, every change keeps it. */
export const RELAY_PROTOCOL = 'mcp-elicitation-relay/2';

/** A request as the relay sends it: with random ids, and without what only the browser knows (`sending`, `actionError`). */
export type WireRequest = ElicitationRequest extends infer T ? (T extends unknown ? Omit<T, 'sending' | 'actionError'> : never) : never;

export interface WireRound {
  readonly id: string;
  readonly server: IdentifiedServer;
  readonly requests: readonly WireRequest[];
}

export type WireRefused = RefusedNotice;

/** One instance's share of a session as the stream sends it: a full state replacing the part's previous one. */
export interface WirePart {
  /** The instance holding these requests (opaque). */
  readonly part: string;
  /** Grows with every change of this part; a part at a version already seen is never sent again. */
  readonly version: number;
  readonly rounds: readonly WireRound[];
  readonly refused: readonly WireRefused[];
  /** The calls this instance runs for the session (createCallRunner), running and lately ended. */
  readonly calls?: readonly WireCall[];
}

/**
 * `event: change` (and an OkReply's `change`): what moved in one part from version `from` to
 * `version`, the requests that changed, each whole, and the ids of those that left. Apply it
 * over a copy at `from` only: a later copy could hold a request that arrived and left in
 * between, which it does not name. `refused` and `calls` are present when they changed, whole.
 */
export interface WirePartChange {
  readonly part: string;
  /** The version the change starts from: only a copy at this version can take it. */
  readonly from: number;
  readonly version: number;
  /** New or changed requests, whole, in arrival order (a new request goes last in its round; a new round last). */
  readonly put?: readonly WireRequest[];
  /** Ids of requests that left the part. */
  readonly removed?: readonly string[];
  readonly refused?: readonly WireRefused[];
  readonly calls?: readonly WireCall[];
}

/** `event: snapshot`: everything the session has, replacing all the client knew. */
export interface WireSnapshot {
  readonly protocol: typeof RELAY_PROTOCOL;
  /** How often the server sends a heartbeat comment; a client hearing nothing for longer may reconnect. */
  readonly heartbeatMs: number;
  readonly parts: readonly WirePart[];
}

/** `event: gone`: a part left (its instance closed, or it holds nothing any more). */
export interface WireGone {
  readonly part: string;
}

/** Parts and the version of each, as the SSE `id` of every event (`part.version` joined by `,`). */
export function encodeEventId(versions: ReadonlyMap<string, number>): string {
  return [...versions].map(([part, version]) => `${part}.${version}`).join(',');
}

/** `Last-Event-ID` ⇒ parts and versions; `undefined` when it cannot be read (a snapshot is sent). */
export function decodeEventId(text: string | null | undefined): Map<string, number> | undefined {
  if (text === null || text === undefined || text.length > 4096) return undefined;
  const versions = new Map<string, number>();
  if (text === '') return versions;
  for (const item of text.split(',')) {
    const match = /^([A-Za-z0-9_-]{1,64})\.(\d{1,15})$/.exec(item);
    if (!match) return undefined;
    versions.set(match[1]!, Number(match[2]));
  }
  return versions;
}
