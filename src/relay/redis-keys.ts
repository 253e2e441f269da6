/**
 * What the Redis backplane uses of node-redis, keeps in Redis, and runs as scripts.
 *
 * Keys (prefix `mcpe:relay:`) share a hash tag per session (`{s:<session>}`) or instance
 * (`{i:<instance>}`). Redis Cluster is not supported: PUBLISH, OWNER and BURY each touch keys of
 * two or more slots (a dead instance must never write again what the others expired).
 * - `{i:<instance>}:hb`: the heartbeat, TTL `instanceTimeoutMs` on Redis's clock; `instances` lists who joined.
 * - `{i:<instance>}:sessions`: where the instance holds a non-empty slice, so a dead one's slices can go.
 * - `{s:<session>}:slices`: instance → the head of its slice; `{s:<session>}:reqs:<instance>`:
 *   request id → `{ seq, request }`, so a change writes only the requests that changed.
 * - `{s:<session>}:own:<id>`: the owner of a request, round or call id, kept `OWNER_KEEP_MS`
 *   after it leaves, so a retried action still reaches the instance that knows its first outcome.
 * - channels `{s:<session>}:events`, `inbox:<instance>`, `gone`, `revoke`.
 */

/** The pub/sub side of a client: node-redis' `duplicate()` of the host's client. */
export interface RedisSubscriberLike {
  readonly isReady: boolean;
  connect(): Promise<unknown>;
  subscribe(channels: string, listener: (message: string, channel: string) => unknown): Promise<unknown>;
  unsubscribe(channels: string, listener?: (message: string, channel: string) => unknown): Promise<unknown>;
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

/** How long the owner of an id that left every slice is still known: as long as outcomes are kept. */
export const OWNER_KEEP_MS = 10 * 60_000;

export function redisKeys(prefix: string) {
  const session = (name: string) => `${prefix}{s:${name}}:`;
  const instance = (name: string) => `${prefix}{i:${name}}:`;
  return {
    heartbeat: (name: string) => `${instance(name)}hb`,
    sessions: (name: string) => `${instance(name)}sessions`,
    slices: (name: string) => `${session(name)}slices`,
    requests: (name: string, owner: string) => `${session(name)}reqs:${owner}`,
    owner: (name: string, id: string) => `${session(name)}own:${id}`,
    sessionChannel: (name: string) => `${session(name)}events`,
    instances: `${prefix}instances`,
    inbox: (name: string) => `${prefix}inbox:${name}`,
    gone: `${prefix}gone`,
    revoke: `${prefix}revoke`,
  };
}

export type RedisKeys = ReturnType<typeof redisKeys>;

/**
 * Writes a slice only while its instance is alive (KEYS[4], its heartbeat) and publishes the
 * change: KEYS[1] the heads, KEYS[2] the instance's requests, KEYS[3] its sessions. KEYS[5 ..
 * 4 + ARGV[6]] are the owner keys of ids new in this slice (set to the instance), the rest
 * those of ids that left it (they expire after ARGV[7] ms). ARGV: instance, session, head,
 * '1' if empty, channel, count new, keep ms, message, '1' if whole, count of puts, then the
 * puts (id, entry) and the removed ids: work per changed request, not per request held.
 */
const PUBLISH = `
if redis.call('EXISTS', KEYS[4]) == 0 then return 0 end
if ARGV[4] == '1' then
  redis.call('HDEL', KEYS[1], ARGV[1])
  redis.call('DEL', KEYS[2])
  redis.call('SREM', KEYS[3], ARGV[2])
else
  redis.call('HSET', KEYS[1], ARGV[1], ARGV[3])
  if ARGV[9] == '1' then redis.call('DEL', KEYS[2]) end
  local puts = tonumber(ARGV[10])
  for index = 11, 10 + 2 * puts, 2 do redis.call('HSET', KEYS[2], ARGV[index], ARGV[index + 1]) end
  for index = 11 + 2 * puts, #ARGV do redis.call('HDEL', KEYS[2], ARGV[index]) end
  redis.call('SADD', KEYS[3], ARGV[2])
end
local added = tonumber(ARGV[6])
for index = 5, #KEYS do
  if index < 5 + added then redis.call('SET', KEYS[index], ARGV[1]) else redis.call('PEXPIRE', KEYS[index], ARGV[7]) end
end
redis.call('PUBLISH', ARGV[5], ARGV[8])
return 1`;

/**
 * A session's slices as stored: { head, { entry, … } } per instance (KEYS[1], the heads; the
 * requests' hashes share its hash tag). ARGV: the requests' key without the instance; an
 * instance, to read its slice only.
 */
const READ = `
local out = {}
local heads = ARGV[2] and { ARGV[2], redis.call('HGET', KEYS[1], ARGV[2]) } or redis.call('HGETALL', KEYS[1])
for index = 1, #heads, 2 do
  if heads[index + 1] then out[#out + 1] = { heads[index + 1], redis.call('HVALS', ARGV[1] .. heads[index]) } end
end
return out`;

/**
 * Removes a dead instance (unless its heartbeat is back): its slices go, the owner keys of
 * their ids (requests, rounds, calls) expire later, and the gone channel says so. ARGV:
 * instance, prefix, keep ms.
 */
const BURY = `
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
for _, session in ipairs(redis.call('SMEMBERS', KEYS[2])) do
  local tag = ARGV[2] .. '{s:' .. session .. '}:'
  local head = redis.call('HGET', tag .. 'slices', ARGV[1])
  local ids = {}
  for _, json in ipairs(redis.call('HVALS', tag .. 'reqs:' .. ARGV[1])) do
    local ok, entry = pcall(cjson.decode, json)
    if ok and type(entry) == 'table' and type(entry.request) == 'table' then
      ids[#ids + 1] = entry.request.id
      ids[#ids + 1] = entry.request.roundId
    end
  end
  if head then
    local ok, decoded = pcall(cjson.decode, head)
    if ok and type(decoded) == 'table' and type(decoded.calls) == 'table' then
      for _, call in ipairs(decoded.calls) do ids[#ids + 1] = call.id end
    end
  end
  for _, id in ipairs(ids) do
    if type(id) == 'string' then redis.call('PEXPIRE', tag .. 'own:' .. id, ARGV[3]) end
  end
  redis.call('HDEL', tag .. 'slices', ARGV[1])
  redis.call('DEL', tag .. 'reqs:' .. ARGV[1])
end
redis.call('DEL', KEYS[2])
redis.call('SREM', KEYS[3], ARGV[1])
redis.call('PUBLISH', ARGV[2] .. 'gone', ARGV[1])
return 1`;

/** The owner of an id and whether its heartbeat is there: { instance, 0 | 1 } or nil. ARGV: prefix. */
const OWNER = `
local owner = redis.call('GET', KEYS[1])
if not owner then return false end
return { owner, redis.call('EXISTS', ARGV[1] .. '{i:' .. owner .. '}:hb') }`;

const SOURCES = { publish: PUBLISH, read: READ, bury: BURY, owner: OWNER } as const;
export type ScriptName = keyof typeof SOURCES;

type Command = (args: readonly string[]) => Promise<unknown>;

/**
 * The scripts, loaded once (`SCRIPT LOAD`) and run by SHA (`EVALSHA`). Redis forgets them on
 * a restart or `SCRIPT FLUSH`: a `NOSCRIPT` reply loads that script again and runs it once more.
 */
export function createScripts(command: Command) {
  const shas = new Map<ScriptName, string>();
  const load = async (name: ScriptName) => {
    const sha = String(await command(['SCRIPT', 'LOAD', SOURCES[name]]));
    shas.set(name, sha);
    return sha;
  };
  return {
    async loadAll(): Promise<void> {
      for (const name of Object.keys(SOURCES) as ScriptName[]) await load(name);
    },
    async run(name: ScriptName, keys: readonly string[], args: readonly string[]): Promise<unknown> {
      const call = (sha: string) => command(['EVALSHA', sha, String(keys.length), ...keys, ...args]);
      try {
        return await call(shas.get(name) ?? (await load(name)));
      } catch (error) {
        if (!String((error as Error | undefined)?.message ?? error).includes('NOSCRIPT')) throw error;
        return call(await load(name));
      }
    },
  };
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
