/**
 * The Redis backplane's scripts. Each one touches the keys of one hash tag only (one Redis
 * Cluster slot): a session's (`{s:<session>}`), an instance's (`{i:<instance>}`), or the
 * members hash alone. Keys a script derives (a request's owner key, an instance's requests)
 * carry the tag of its KEYS[1]. How they fence a dead instance: redis-keys.ts.
 */

/**
 * Writes one instance's slice of a session and publishes the change, unless that instance's
 * incarnation was buried (its token in KEYS[4]). KEYS[1] the heads, KEYS[2] the instance's
 * requests, KEYS[3] the writers (instance → token), KEYS[5 .. 4 + ARGV[6]] the owner keys of
 * ids new in this slice (set to the instance), the rest those of ids that left it (they expire
 * after ARGV[7] ms). ARGV: instance, token, head, '1' if empty, channel, count new, keep ms,
 * message, '1' if whole, count of puts, then the puts (id, entry) and the removed ids: work
 * per changed request, not per request held.
 */
const PUBLISH = `
if redis.call('SISMEMBER', KEYS[4], ARGV[2]) == 1 then return 0 end
if ARGV[4] == '1' then
  redis.call('HDEL', KEYS[1], ARGV[1])
  redis.call('DEL', KEYS[2])
  redis.call('HDEL', KEYS[3], ARGV[1])
else
  redis.call('HSET', KEYS[1], ARGV[1], ARGV[3])
  redis.call('HSET', KEYS[3], ARGV[1], ARGV[2])
  if ARGV[9] == '1' then redis.call('DEL', KEYS[2]) end
  local puts = tonumber(ARGV[10])
  for index = 11, 10 + 2 * puts, 2 do redis.call('HSET', KEYS[2], ARGV[index], ARGV[index + 1]) end
  for index = 11 + 2 * puts, #ARGV do redis.call('HDEL', KEYS[2], ARGV[index]) end
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
 * The instance slot's half of a write: records that the incarnation (ARGV[1], its token)
 * holds a slice of session ARGV[2] (KEYS[2], its sessions), only while its heartbeat (KEYS[1])
 * still carries that token (why that suffices: redis-keys.ts).
 */
const REGISTER = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('SADD', KEYS[2], ARGV[2])
return 1`;

/**
 * Buries one dead incarnation in one session: its token joins the session's fence (KEYS[4],
 * kept ARGV[5] ms), so a write of it that arrives later is refused; its slice goes (KEYS[1],
 * KEYS[2], KEYS[3] as in PUBLISH) and the owner keys of its ids (requests, rounds, calls)
 * expire after ARGV[4] ms, unless the instance came back and wrote since (another token).
 * ARGV: instance, token, the session's owner key prefix, keep ms, fence ms.
 */
const BURY = `
redis.call('SADD', KEYS[4], ARGV[2])
redis.call('PEXPIRE', KEYS[4], ARGV[5])
local writer = redis.call('HGET', KEYS[3], ARGV[1])
if writer and writer ~= ARGV[2] then return 0 end
local head = redis.call('HGET', KEYS[1], ARGV[1])
local ids = {}
for _, json in ipairs(redis.call('HVALS', KEYS[2])) do
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
  if type(id) == 'string' then redis.call('PEXPIRE', ARGV[3] .. id, ARGV[4]) end
end
redis.call('HDEL', KEYS[1], ARGV[1])
redis.call('DEL', KEYS[2])
redis.call('HDEL', KEYS[3], ARGV[1])
return 1`;

/** Removes instance ARGV[1] from the members (KEYS[1]) if it is still incarnation ARGV[2] (not joined again since). */
const FORGET = `
if redis.call('HGET', KEYS[1], ARGV[1]) ~= ARGV[2] then return 0 end
redis.call('HDEL', KEYS[1], ARGV[1])
return 1`;

const SOURCES = { publish: PUBLISH, read: READ, register: REGISTER, bury: BURY, forget: FORGET } as const;
export type ScriptName = keyof typeof SOURCES;

/** Runs `args`; `key` is the first key it touches (where a Cluster client sends it). */
export type Command = (args: readonly string[], key?: string) => Promise<unknown>;

/**
 * The scripts, loaded once (`SCRIPT LOAD`) and run by SHA (`EVALSHA`). Redis forgets them on
 * a restart or `SCRIPT FLUSH`, and each Cluster node knows only what it was sent: a `NOSCRIPT`
 * reply loads that script where the keys live and runs it once more.
 */
export function createScripts(command: Command, sharded: boolean) {
  // On a Cluster a session's changes go out on its own slot's node (sharded pub/sub).
  const sources = { ...SOURCES, publish: sharded ? PUBLISH.replace("redis.call('PUBLISH'", "redis.call('SPUBLISH'") : PUBLISH };
  const shas = new Map<ScriptName, string>();
  const load = async (name: ScriptName, key?: string) => {
    const sha = String(await command(['SCRIPT', 'LOAD', sources[name]], key));
    shas.set(name, sha);
    return sha;
  };
  return {
    async loadAll(): Promise<void> {
      for (const name of Object.keys(SOURCES) as ScriptName[]) await load(name);
    },
    async run(name: ScriptName, keys: readonly string[], args: readonly string[]): Promise<unknown> {
      const call = (sha: string) => command(['EVALSHA', sha, String(keys.length), ...keys, ...args], keys[0]);
      try {
        return await call(shas.get(name) ?? (await load(name, keys[0])));
      } catch (error) {
        if (!String((error as Error | undefined)?.message ?? error).includes('NOSCRIPT')) throw error;
        return call(await load(name, keys[0]));
      }
    },
  };
}
