/**
 * What the Redis backplane uses of node-redis, what it keeps in Redis, how its scripts run,
 * and how replies read.
 *
 * Keys (prefix `mcpe:relay:` by default). A session's keys share the hash tag `{s:<session>}`
 * and an instance's the tag `{i:<instance>}`, so each set lives on one Redis Cluster slot:
 * - `{i:<instance>}:hb`: the heartbeat, rewritten every `heartbeatMs` with a TTL of
 *   `instanceTimeoutMs` (Redis expires it with its own clock). The `instances` set lists who joined.
 * - `{i:<instance>}:sessions`: the sessions where the instance holds a non-empty slice now
 *   (not every session it ever saw), so a dead instance's slices can be removed.
 * - `{s:<session>}:slices`: a hash instance → that instance's latest slice (JSON).
 * - `{s:<session>}:own:<id>`: the instance owning a request, round or call id — one GET finds
 *   where an action goes. Kept while the id is in a slice, then `OWNER_KEEP_MS` more, so a
 *   retried action (same `actionId`) still reaches the instance that knows its first outcome.
 * - channels `{s:<session>}:events` (every slice published), `inbox:<instance>` (forwarded
 *   actions and their replies), `gone` (an instance left or was found dead), `revoke`.
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

/**
 * What the backplane uses of a node-redis client (`createClient()` of the `redis` package,
 * connected). Give it `disableOfflineQueue: true` so commands fail at once while Redis is
 * unreachable instead of waiting for a reconnect.
 */
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
    owner: (name: string, id: string) => `${session(name)}own:${id}`,
    sessionChannel: (name: string) => `${session(name)}events`,
    instances: `${prefix}instances`,
    inbox: (name: string) => `${prefix}inbox:${name}`,
    gone: `${prefix}gone`,
    revoke: `${prefix}revoke`,
  };
}

export type RedisKeys = ReturnType<typeof redisKeys>;

/** The ids a slice JSON holds (rounds, their requests, calls), for the scripts below. */
const LUA_IDS = `
local function ids(json)
  local out = {}
  local ok, slice = pcall(cjson.decode, json)
  if not ok or type(slice) ~= 'table' then return out end
  for _, round in ipairs(slice.rounds or {}) do
    out[#out + 1] = round.id
    for _, request in ipairs(round.requests or {}) do out[#out + 1] = request.id end
  end
  if type(slice.calls) == 'table' then for _, call in ipairs(slice.calls) do out[#out + 1] = call.id end end
  return out
end`;

/**
 * Writes a slice only while its instance is alive (KEYS[3], its heartbeat) and publishes it.
 * KEYS[4 .. 3 + ARGV[6]] are the owner keys of ids new in this slice (set to the instance),
 * the rest those of ids that left it (they expire after ARGV[7] ms): work per changed id, not
 * per id held. ARGV: instance, session, json, '1' if empty, channel, count new, keep ms.
 */
const PUBLISH = `
if redis.call('EXISTS', KEYS[3]) == 0 then return 0 end
if ARGV[4] == '1' then
  redis.call('HDEL', KEYS[1], ARGV[1])
  redis.call('SREM', KEYS[2], ARGV[2])
else
  redis.call('HSET', KEYS[1], ARGV[1], ARGV[3])
  redis.call('SADD', KEYS[2], ARGV[2])
end
local added = tonumber(ARGV[6])
for index = 4, #KEYS do
  if index < 4 + added then redis.call('SET', KEYS[index], ARGV[1]) else redis.call('PEXPIRE', KEYS[index], ARGV[7]) end
end
redis.call('PUBLISH', ARGV[5], ARGV[3])
return 1`;

/**
 * Removes a dead instance (unless its heartbeat is back): its slices go, the owner keys of
 * their ids expire later, and the gone channel says so. ARGV: instance, prefix, keep ms.
 */
const BURY = `${LUA_IDS}
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
for _, session in ipairs(redis.call('SMEMBERS', KEYS[2])) do
  local tag = ARGV[2] .. '{s:' .. session .. '}:'
  local json = redis.call('HGET', tag .. 'slices', ARGV[1])
  if json then
    for _, id in ipairs(ids(json)) do redis.call('PEXPIRE', tag .. 'own:' .. id, ARGV[3]) end
    redis.call('HDEL', tag .. 'slices', ARGV[1])
  end
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

const SOURCES = { publish: PUBLISH, bury: BURY, owner: OWNER } as const;
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
