/**
 * What the Redis backplane uses of node-redis, and keeps in Redis (scripts: redis-scripts.ts).
 *
 * Keys (prefix `mcpe:relay:`) share a hash tag per session (`{s:<session>}`) or instance
 * (`{i:<instance>}`), and every script touches the keys of one tag only, so a Redis Cluster
 * keeps a session on one slot and no script crosses slots.
 * - `{i:<instance>}:hb`: the heartbeat, holding the token of this incarnation (new at each
 *   join), TTL `instanceTimeoutMs` on Redis's clock; `members`: instance → its token.
 * - `{i:<instance>}:sessions:<token>`: where that incarnation holds a non-empty slice.
 * - `{s:<session>}:slices`: instance → the head of its slice; `{s:<session>}:reqs:<instance>`:
 *   request id → `{ seq, request }`, so a change writes only the requests that changed;
 *   `{s:<session>}:writers`: instance → the token that wrote its slice.
 * - `{s:<session>}:fenced`: tokens of buried incarnations, kept `FENCE_KEEP_MS`.
 * - `{s:<session>}:own:<id>`: the owner of a request, round or call id, kept `OWNER_KEEP_MS`
 *   after it leaves, so a retried action still reaches the instance that knows its first outcome.
 * - channels `{s:<session>}:events` and `{i:<instance>}:inbox` (sharded on a Cluster: each
 *   lives on its slot's node), `gone`, `revoke` (every node).
 *
 * The fence (a dead instance must never write again what the others expired) lives where the
 * write lands, in the session's slot. A write registers its session in the instance's slot
 * while the heartbeat holds its token (REGISTER), then writes in the session's slot unless the
 * token is fenced there (PUBLISH). A burier first sees the heartbeat gone (it never returns with
 * that token), then reads the sessions set, which no register can grow any more, and fences
 * each session (BURY) before it forgets the instance. A write either registered before the
 * burier read the set, so its session is fenced and cleared (whether the write lands before
 * or after), or its register was refused. An instance that rejoins has a new token: the old
 * one's fences do not refuse it, and BURY leaves a slice a later token wrote. `members` (no
 * tag) is touched alone. A write held back longer than `FENCE_KEEP_MS` would get through.
 */

/** The pub/sub side of a client: node-redis' `duplicate()` of the host's client. */
export interface RedisSubscriberLike {
  readonly isReady: boolean;
  connect(): Promise<unknown>;
  subscribe(channels: string, listener: (message: string, channel: string) => unknown): Promise<unknown>;
  unsubscribe(channels: string, listener?: (message: string, channel: string) => unknown): Promise<unknown>;
  /** Sharded pub/sub (Redis 7), used on a Cluster only: a Cluster client has them. */
  sSubscribe?(channels: string, listener: (message: string, channel: string) => unknown): Promise<unknown>;
  sUnsubscribe?(channels: string, listener?: (message: string, channel: string) => unknown): Promise<unknown>;
  on(event: 'error' | 'end' | 'ready', listener: (...args: unknown[]) => void): unknown;
  off(event: 'error' | 'end' | 'ready', listener: (...args: unknown[]) => void): unknown;
  destroy(): void;
}

/** What the backplane uses of a connected node-redis client; give it `disableOfflineQueue: true`, so commands fail at once while Redis is away. */
export interface RedisClientLike {
  readonly isReady: boolean;
  sendCommand(args: readonly string[]): Promise<unknown>;
  duplicate(): RedisSubscriberLike;
  on(event: 'error' | 'end' | 'ready', listener: (...args: unknown[]) => void): unknown;
  off(event: 'error' | 'end' | 'ready', listener: (...args: unknown[]) => void): unknown;
}

/**
 * What the backplane uses of a connected node-redis Cluster client (`createCluster`): the
 * same, with each command sent where its first key lives.
 */
export interface RedisClusterLike {
  readonly isReady: boolean;
  /** The cluster's masters (present on a Cluster client only). */
  readonly masters: readonly unknown[];
  sendCommand(firstKey: string | undefined, isReadonly: boolean | undefined, args: string[]): Promise<unknown>;
  /** Its pub/sub side: a Cluster client too, whose listeners may be given buffers (never here: no buffer mode). */
  duplicate(): Omit<RedisSubscriberLike, 'unsubscribe' | 'sUnsubscribe'> & {
    unsubscribe(channels: string, listener?: (message: string | Uint8Array, channel: string | Uint8Array) => unknown): Promise<unknown>;
    sUnsubscribe(channels: string, listener?: (message: string | Uint8Array, channel: string | Uint8Array) => unknown): Promise<unknown>;
  };
  on(event: 'error' | 'end' | 'ready', listener: (...args: unknown[]) => void): unknown;
  off(event: 'error' | 'end' | 'ready', listener: (...args: unknown[]) => void): unknown;
}

/** How long the owner of an id that left every slice is still known: as long as outcomes are kept. */
export const OWNER_KEEP_MS = 10 * 60_000;

/**
 * How long a session refuses the writes of a buried incarnation: longer than any write can be
 * held back (an instance frozen between its lease check and Redis), short enough that a
 * session's fence does not stay for good.
 */
export const FENCE_KEEP_MS = 24 * 60 * 60_000;

export function redisKeys(prefix: string) {
  const session = (name: string) => `${prefix}{s:${name}}:`;
  const instance = (name: string) => `${prefix}{i:${name}}:`;
  return {
    heartbeat: (name: string) => `${instance(name)}hb`,
    sessions: (name: string, token: string) => `${instance(name)}sessions:${token}`,
    slices: (name: string) => `${session(name)}slices`,
    requests: (name: string, owner: string) => `${session(name)}reqs:${owner}`,
    writers: (name: string) => `${session(name)}writers`,
    fenced: (name: string) => `${session(name)}fenced`,
    owner: (name: string, id: string) => `${session(name)}own:${id}`,
    sessionChannel: (name: string) => `${session(name)}events`,
    members: `${prefix}members`,
    inbox: (name: string) => `${instance(name)}inbox`,
    gone: `${prefix}gone`,
    revoke: `${prefix}revoke`,
  };
}

export type RedisKeys = ReturnType<typeof redisKeys>;

/** 24 random hex digits: an incarnation's token, a forwarded action's id. */
export function randomHex(): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The one reply decoder: RESP2 and RESP3 replies of node-redis as plain values. */
export const reply = {
  /** A hash (HGETALL): RESP2 gives a flat [field, value, …] list, RESP3 a map or an object. */
  values(value: unknown): string[] {
    if (value instanceof Map) return [...value.values()].map(String);
    if (Array.isArray(value)) return value.filter((_, index) => index % 2 === 1).map(String);
    if (typeof value === 'object' && value !== null) return Object.values(value).map(String);
    return [];
  },
  /** A list or set (SMEMBERS, MGET): strings, `null` for a missing value. */
  list(value: unknown): (string | null)[] {
    const items = value instanceof Set ? [...value] : Array.isArray(value) ? value : [];
    return items.map((item) => (item === null || item === undefined ? null : String(item)));
  },
  number: (value: unknown): number => Number(value),
};
