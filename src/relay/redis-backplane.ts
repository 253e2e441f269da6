/**
 * The Redis backplane: relay instances on several machines share sessions through one Redis
 * (standalone or a primary with replicas; not Redis Cluster). It takes the host's own
 * connected client of the official `redis` package (node-redis 6), the way Socket.IO's Redis
 * adapter takes its pub/sub clients: this module never imports `redis`, it only calls
 * `sendCommand`, `duplicate` and pub/sub on the client it is given.
 *
 * Keys and channels (prefix `mcpe:relay:` by default):
 * - `hb:<instance>`: the heartbeat, rewritten every `heartbeatMs` with a TTL of
 *   `instanceTimeoutMs`. Redis expires it with its own clock, so machines need no common
 *   clock. The `instances` set lists who joined.
 * - `slices:<session>`: a hash instance → latest slice (JSON); `sessions:<instance>` lists the
 *   sessions an instance published to, so the slices of a dead instance can be removed.
 * - channel `session:<session>`: every published slice, to the instances watching it.
 * - channel `inbox:<instance>`: actions forwarded to an instance and the replies to its own.
 * - channel `gone`: an instance that left or was found dead.
 *
 * Liveness: every tick an instance rewrites its heartbeat only if it still exists
 * (`SET … XX`). If it does not, the others may already have declared it dead and expired
 * its requests in the browsers: it fails closed (`onLost`: the relay cancels what it holds)
 * before it joins again. Each tick it also reads the heartbeats of the other instances; one
 * whose heartbeat expired is reported gone (`onInstanceGone`) and its slices are removed.
 * An instance is therefore seen gone at most `instanceTimeoutMs + heartbeatMs` after its last
 * heartbeat.
 *
 * Fail closed: a connection error or end on either client, a failed or lapsed heartbeat,
 * or a lease run out (no heartbeat confirmed for `instanceTimeoutMs - heartbeatMs`, so
 * before anyone can see this instance dead, even if Redis just stops answering) calls
 * `onLost` once. Forwarded actions waiting for a reply then reject at once, and `publish`,
 * `send`, `slices` and incoming actions are refused until the instance has joined again.
 * A slice can only be written while its instance's heartbeat exists (checked in the same
 * script), so a dead instance never re-publishes requests the others expired. Forwarded
 * actions are never retried (an action applies at most once).
 */
import { isEmptySlice, type ActionReply, type BackplaneHandlers, type RelayAction, type RelayBackplane, type SessionSlice } from './backplane.js';

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

/** Options of {@link createRedisBackplane}. */
export interface RedisBackplaneOptions {
  /** The host's connected node-redis client; the backplane never closes it. */
  client: RedisClientLike;
  /**
   * A second connected client for pub/sub (a client in subscribe mode runs no other
   * command). Default: `client.duplicate()`, connected and closed by the backplane.
   */
  subscriber?: RedisSubscriberLike;
  /** Prefix of every key and channel, so several relays can share one Redis. @default 'mcpe:relay:' */
  prefix?: string;
  /** How often an instance proves it is alive and checks the others. @default 1000 */
  heartbeatMs?: number;
  /**
   * An instance whose heartbeat is older than this is dead: its requests show expired.
   * At least twice `heartbeatMs`. @default 3 × heartbeatMs
   */
  instanceTimeoutMs?: number;
}

/** Writes a slice only while its instance is alive; publishes it to the session's watchers. */
const PUBLISH_SCRIPT = `
if redis.call('EXISTS', KEYS[3]) == 0 then return 0 end
if ARGV[4] == '1' then
  redis.call('HDEL', KEYS[1], ARGV[1])
else
  redis.call('HSET', KEYS[1], ARGV[1], ARGV[3])
  redis.call('SADD', KEYS[2], ARGV[2])
end
redis.call('PUBLISH', ARGV[5], ARGV[3])
return 1`;

/** Removes a dead instance (unless its heartbeat is back) and says so on the gone channel. */
const BURY_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
for _, session in ipairs(redis.call('SMEMBERS', KEYS[2])) do
  redis.call('HDEL', ARGV[2] .. 'slices:' .. session, ARGV[1])
end
redis.call('DEL', KEYS[2])
redis.call('SREM', KEYS[3], ARGV[1])
redis.call('PUBLISH', ARGV[2] .. 'gone', ARGV[1])
return 1`;

type InboxMessage =
  | { t: 'action'; rid: string; from: string; session: string; action: RelayAction }
  | { t: 'reply'; rid: string; reply: ActionReply };

interface Waiting {
  instance: string;
  resolve(reply: ActionReply): void;
  reject(error: Error): void;
  timer: ReturnType<typeof setTimeout>;
}

const SEEN_ACTIONS_KEPT = 4096;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parse(message: string): unknown {
  try {
    return JSON.parse(message) as unknown;
  } catch {
    return undefined;
  }
}

function isSlice(value: unknown): value is SessionSlice {
  return (
    isRecord(value) &&
    typeof value.instance === 'string' &&
    typeof value.part === 'string' &&
    typeof value.session === 'string' &&
    typeof value.version === 'number' &&
    Array.isArray(value.rounds) &&
    Array.isArray(value.refused)
  );
}

const isEmpty = isEmptySlice;

function randomId(): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * A {@link RelayBackplane} on Redis, for relays on several machines. Pass the host's
 * connected node-redis client (`disableOfflineQueue: true` recommended).
 *
 * @example
 * ```ts
 * import { createClient } from 'redis';
 * import { createElicitationRelay, createRedisBackplane } from 'mcp-elicitation-react/relay';
 *
 * const client = createClient({ url: process.env.REDIS_URL, disableOfflineQueue: true });
 * client.on('error', (error) => console.error('redis', error));
 * await client.connect();
 * export const relay = createElicitationRelay({
 *   authorize: (request) => sessionOf(request), // your own cookie or token check
 *   allowedOrigins: ['https://app.example'],
 *   backplane: createRedisBackplane({ client }), // every instance: same Redis, same prefix
 * });
 * ```
 */
export function createRedisBackplane(options: RedisBackplaneOptions): RelayBackplane {
  const { client } = options;
  const prefix = options.prefix ?? 'mcpe:relay:';
  const heartbeatMs = options.heartbeatMs ?? 1000;
  const instanceTimeoutMs = options.instanceTimeoutMs ?? 3 * heartbeatMs;
  if (!(heartbeatMs > 0) || !(instanceTimeoutMs >= 2 * heartbeatMs)) {
    throw new RangeError('createRedisBackplane: heartbeatMs must be > 0 and instanceTimeoutMs at least 2 × heartbeatMs');
  }
  const key = {
    heartbeat: (instance: string) => `${prefix}hb:${instance}`,
    sessions: (instance: string) => `${prefix}sessions:${instance}`,
    slices: (session: string) => `${prefix}slices:${session}`,
    instances: `${prefix}instances`,
    sessionChannel: (session: string) => `${prefix}session:${session}`,
    inbox: (instance: string) => `${prefix}inbox:${instance}`,
    gone: `${prefix}gone`,
    revoke: `${prefix}revoke`,
  };

  let self: string | undefined;
  let handlers: BackplaneHandlers | undefined;
  let subscriber: RedisSubscriberLike | undefined;
  let ownsSubscriber = false;
  /** live: joined and heartbeating; lost: failed closed, rejoining; closed: for good. */
  let state: 'idle' | 'live' | 'lost' | 'closed' = 'idle';
  let timer: ReturnType<typeof setInterval> | undefined;
  const waiting = new Map<string, Waiting>();
  /** session → number of `watch` calls not yet released. */
  const watched = new Map<string, number>();
  /** session → instance → its part and the highest version delivered, so nothing goes backwards. */
  const delivered = new Map<string, Map<string, { part: string; version: number }>>();
  /**
   * Instances reported gone (until their heartbeat comes back), with when: forgotten once
   * buried for a while (a buried instance can publish nothing: its heartbeat is gone).
   */
  const gone = new Map<string, number>();
  /** Actions already handled (`from rid`), so a duplicated message never applies twice. */
  const seenActions = new Set<string>();
  /** This instance's latest slice per session (an empty one until written), written again after a rejoin. */
  const ownLatest = new Map<string, SessionSlice>();

  const command = (args: readonly string[]) => client.sendCommand(args);

  function deliver(slice: SessionSlice) {
    if (!handlers || !watched.has(slice.session)) return;
    let versions = delivered.get(slice.session);
    if (!versions) delivered.set(slice.session, (versions = new Map()));
    const known = versions.get(slice.instance);
    if (known && known.part === slice.part && known.version >= slice.version) return;
    // An empty slice ends that instance's share of the session; its next part counts from 1 again.
    if (isEmpty(slice)) versions.delete(slice.instance);
    else versions.set(slice.instance, { part: slice.part, version: slice.version });
    handlers.onSlice(slice);
  }

  const onSessionMessage = (message: string) => {
    const slice = parse(message);
    if (isSlice(slice) && !gone.has(slice.instance)) deliver(slice);
  };

  function reportGone(instance: string) {
    if (instance === self || gone.has(instance)) return;
    gone.set(instance, Date.now());
    for (const versions of delivered.values()) versions.delete(instance);
    for (const [rid, wait] of waiting) {
      if (wait.instance !== instance) continue;
      waiting.delete(rid);
      clearTimeout(wait.timer);
      wait.reject(new Error(`redis backplane: instance ${instance} is gone`));
    }
    handlers?.onInstanceGone(instance);
  }

  const onGoneMessage = (instance: string) => reportGone(instance);
  const onRevokeMessage = (session: string) => handlers?.onRevoke?.(session);

  async function publishTo(instance: string, message: InboxMessage): Promise<number> {
    return Number(await command(['PUBLISH', key.inbox(instance), JSON.stringify(message)]));
  }

  const onInboxMessage = (raw: string) => {
    const message = parse(raw);
    if (!isRecord(message) || typeof message.rid !== 'string') return;
    if (message.t === 'reply' && isRecord(message.reply)) {
      const wait = waiting.get(message.rid);
      if (!wait) return;
      waiting.delete(message.rid);
      clearTimeout(wait.timer);
      wait.resolve(message.reply as unknown as ActionReply);
      return;
    }
    if (message.t !== 'action' || typeof message.from !== 'string' || typeof message.session !== 'string') return;
    if (!isRecord(message.action) || !handlers) return;
    // Checked before anything is applied: woken from a stall, the lease may be over already.
    if (!leaseHolds()) {
      const refused: ActionReply = { status: 503, error: 'unavailable', detail: 'the owning instance lost the backplane' };
      void publishTo(message.from, { t: 'reply', rid: message.rid, reply: refused }).catch(() => {});
      return;
    }
    const seen = `${message.from}\n${message.rid}`;
    if (seenActions.has(seen)) return;
    seenActions.add(seen);
    if (seenActions.size > SEEN_ACTIONS_KEPT) seenActions.delete(seenActions.values().next().value as string);
    const { from, rid, session } = message;
    void handlers
      .onAction(session, message.action as unknown as RelayAction)
      .catch((): ActionReply => ({ status: 503, error: 'unavailable', detail: 'the owning instance failed to apply the action' }))
      .then((reply) => publishTo(from, { t: 'reply', rid, reply }))
      .catch(() => {
        // The sender times out and answers 503; the action's effect shows in the slices.
      });
  };

  function lose(error: unknown) {
    if (state !== 'live') return;
    state = 'lost';
    for (const [rid, wait] of waiting) {
      waiting.delete(rid);
      clearTimeout(wait.timer);
      wait.reject(new Error('redis backplane: connection lost'));
    }
    handlers?.onLost(error);
  }

  const onClientError = (error: unknown) => lose(error ?? new Error('redis backplane: connection error'));
  const onClientEnd = () => lose(new Error('redis backplane: connection ended'));

  function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
    let timeout: ReturnType<typeof setTimeout> | undefined;
    return Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timeout = setTimeout(() => reject(new Error(`redis backplane: ${what} took longer than ${ms} ms`)), ms);
      }),
    ]).finally(() => clearTimeout(timeout));
  }

  /** Sessions whose channel the subscriber is on, and the queue that changes it (one at a time). */
  const subscribed = new Set<string>();
  let subscriptions: Promise<unknown> = Promise.resolve();

  /**
   * Subscribe or unsubscribe `session`'s channel to match `watched`, after every earlier
   * change: a stream that closes and one that opens at once never end unsubscribed.
   */
  function syncSubscription(session: string): Promise<void> {
    const run = subscriptions.then(async () => {
      const want = watched.has(session);
      if (want === subscribed.has(session)) return;
      if (want) {
        await subscriber!.subscribe(key.sessionChannel(session), onSessionMessage);
        subscribed.add(session);
      } else {
        subscribed.delete(session);
        await subscriber!.unsubscribe(key.sessionChannel(session), onSessionMessage);
      }
    });
    subscriptions = run.catch(() => {});
    return run;
  }

  async function subscribeWatched() {
    for (const session of watched.keys()) await syncSubscription(session);
  }

  /** Join (again): heartbeat written, channels subscribed, own slices written back. */
  async function join() {
    const instance = self!;
    const sentAt = Date.now();
    await command(['SET', key.heartbeat(instance), '1', 'PX', String(instanceTimeoutMs)]);
    leaseUntil = sentAt + instanceTimeoutMs - heartbeatMs;
    await command(['SADD', key.instances, instance]);
    await subscriber!.subscribe(key.inbox(instance), onInboxMessage);
    await subscriber!.subscribe(key.gone, onGoneMessage);
    await subscriber!.subscribe(key.revoke, onRevokeMessage);
    await subscribeWatched();
    state = 'live';
    for (const slice of ownLatest.values()) await writeSlice(slice);
  }

  async function checkOthers() {
    const members = ((await command(['SMEMBERS', key.instances])) as string[]).filter((member) => member !== self);
    const listed = new Set(members);
    for (const [instance, at] of gone) if (!listed.has(instance) && Date.now() - at > 10 * instanceTimeoutMs) gone.delete(instance);
    if (members.length === 0) return;
    const beats = (await command(['MGET', ...members.map(key.heartbeat)])) as (string | null)[];
    for (const [index, instance] of members.entries()) {
      if (beats[index] !== null) {
        gone.delete(instance);
        continue;
      }
      reportGone(instance);
      await command(['EVAL', BURY_SCRIPT, '3', key.heartbeat(instance), key.sessions(instance), key.instances, instance, prefix]);
    }
  }

  /**
   * The lease: until when this instance may act as alive. A heartbeat confirmed by Redis
   * keeps its key until at least `sentAt + instanceTimeoutMs`; the others can only declare
   * this instance dead after that. It gives up one heartbeat earlier, so it fails closed
   * before anyone expires its requests, even when Redis is merely unreachable (no error).
   */
  let leaseUntil = 0;
  let beating = false;
  let checking = false;
  let rejoining = false;

  function leaseHolds(): boolean {
    if (state !== 'live') return false;
    if (Date.now() <= leaseUntil) return true;
    lose(new Error('redis backplane: no heartbeat confirmed in time; others may expire this instance’s requests'));
    return false;
  }

  function beat() {
    if (beating) return;
    beating = true;
    const sentAt = Date.now();
    command(['SET', key.heartbeat(self!), '1', 'XX', 'PX', String(instanceTimeoutMs)])
      .then((kept) => {
        if (kept === null) throw new Error('redis backplane: this instance’s heartbeat lapsed; others may have expired its requests');
        if (state === 'live') leaseUntil = Math.max(leaseUntil, sentAt + instanceTimeoutMs - heartbeatMs);
      })
      .catch(lose)
      .finally(() => {
        beating = false;
      });
  }

  function tick() {
    if (state === 'closed' || state === 'idle') return;
    if (state === 'lost') {
      if (rejoining || !client.isReady || !subscriber!.isReady) return;
      rejoining = true;
      void withTimeout(join(), instanceTimeoutMs, 'rejoining')
        // Back in service: the relay takes new requests again (it answered 503 meanwhile).
        .then(() => state === 'live' && handlers?.onRestored?.())
        .catch(() => {
          if (state === 'live') lose(new Error('redis backplane: rejoining failed'));
        })
        .finally(() => {
          rejoining = false;
        });
      return;
    }
    if (!leaseHolds()) return;
    beat();
    if (checking) return;
    checking = true;
    checkOthers()
      .catch(lose)
      .finally(() => {
        checking = false;
      });
  }

  async function writeSlice(slice: SessionSlice): Promise<void> {
    const empty = isEmpty(slice);
    const written = await command([
      'EVAL',
      PUBLISH_SCRIPT,
      '3',
      key.slices(slice.session),
      key.sessions(slice.instance),
      key.heartbeat(slice.instance),
      slice.instance,
      slice.session,
      JSON.stringify(slice),
      empty ? '1' : '0',
      key.sessionChannel(slice.session),
    ]);
    if (Number(written) !== 1) {
      lose(new Error('redis backplane: this instance’s heartbeat lapsed; others may have expired its requests'));
      throw new Error('redis backplane: not live, slice not published');
    }
  }

  function requireLive() {
    if (!leaseHolds()) throw new Error(`redis backplane: ${state === 'idle' ? 'not connected' : 'connection lost'}`);
  }

  return {
    async connect(instance, given) {
      if (state !== 'idle') throw new Error('redis backplane: connect() called twice');
      if (!client.isReady) throw new Error('redis backplane: connect the redis client first (await client.connect())');
      self = instance;
      handlers = given;
      subscriber = options.subscriber;
      if (!subscriber) {
        subscriber = client.duplicate();
        ownsSubscriber = true;
        subscriber.on('error', () => {});
        await subscriber.connect();
      }
      const taken = await command(['SET', key.heartbeat(instance), '1', 'NX', 'PX', String(instanceTimeoutMs)]);
      if (taken === null) throw new Error(`redis backplane: instance ${instance} is already connected`);
      client.on('error', onClientError);
      client.on('end', onClientEnd);
      subscriber.on('error', onClientError);
      subscriber.on('end', onClientEnd);
      try {
        await join();
      } catch (error) {
        state = 'closed';
        client.off('error', onClientError);
        client.off('end', onClientEnd);
        subscriber.off('error', onClientError);
        subscriber.off('end', onClientEnd);
        await command(['DEL', key.heartbeat(instance)]).catch(() => {});
        if (ownsSubscriber) subscriber.destroy();
        throw error;
      }
      timer = setInterval(() => void tick(), heartbeatMs);
      (timer as { unref?: () => void }).unref?.();
    },

    async publish(slice) {
      const own = slice.instance === self;
      if (own) {
        const previous = ownLatest.get(slice.session);
        if (previous && !isEmpty(previous) && previous.part === slice.part && previous.version >= slice.version) return;
        ownLatest.set(slice.session, slice);
      }
      requireLive();
      await writeSlice(slice);
      // Written: an empty slice need not be written again after a rejoin.
      if (own && isEmpty(slice) && ownLatest.get(slice.session) === slice) ownLatest.delete(slice.session);
    },

    async slices(session) {
      requireLive();
      const all = (await command(['HGETALL', key.slices(session)])) as Record<string, string> | string[];
      // RESP2 gives a flat [field, value, …] list, RESP3 a map.
      const values = Array.isArray(all) ? all.filter((_, index) => index % 2 === 1) : Object.values(all);
      return values.map(parse).filter((slice): slice is SessionSlice => isSlice(slice) && slice.session === session && !gone.has(slice.instance));
    },

    async watch(session) {
      requireLive();
      const count = watched.get(session) ?? 0;
      watched.set(session, count + 1);
      if (count === 0) {
        try {
          await syncSubscription(session);
        } catch (error) {
          watched.delete(session);
          throw error;
        }
      }
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        const left = (watched.get(session) ?? 1) - 1;
        if (left > 0) {
          watched.set(session, left);
          return;
        }
        watched.delete(session);
        delivered.delete(session);
        if (state === 'live') await syncSubscription(session).catch(() => {});
      };
    },

    async revoke(session) {
      requireLive();
      await command(['PUBLISH', key.revoke, session]);
    },

    send(instance, session, action, timeoutMs) {
      return new Promise<ActionReply>((resolve, reject) => {
        if (!leaseHolds()) return reject(new Error('redis backplane: connection lost'));
        if (gone.has(instance)) return reject(new Error(`redis backplane: instance ${instance} is gone`));
        const rid = randomId();
        const timer = setTimeout(() => {
          waiting.delete(rid);
          reject(new Error('redis backplane: no reply in time'));
        }, timeoutMs);
        waiting.set(rid, { instance, resolve, reject, timer });
        publishTo(instance, { t: 'action', rid, from: self!, session, action }).then(
          (receivers) => {
            if (receivers > 0 || !waiting.has(rid)) return;
            waiting.delete(rid);
            clearTimeout(timer);
            reject(new Error(`redis backplane: instance ${instance} is not listening`));
          },
          (error: unknown) => {
            if (!waiting.delete(rid)) return;
            clearTimeout(timer);
            reject(error instanceof Error ? error : new Error(String(error)));
          },
        );
      });
    },

    async close() {
      if (state === 'closed' || state === 'idle') {
        state = 'closed';
        return;
      }
      const wasLive = state === 'live';
      state = 'closed';
      clearInterval(timer);
      client.off('error', onClientError);
      client.off('end', onClientEnd);
      subscriber!.off('error', onClientError);
      subscriber!.off('end', onClientEnd);
      for (const [rid, wait] of waiting) {
        waiting.delete(rid);
        clearTimeout(wait.timer);
        wait.reject(new Error('redis backplane: closed'));
      }
      if (wasLive) {
        const instance = self!;
        try {
          await command(['DEL', key.heartbeat(instance)]);
          await command(['EVAL', BURY_SCRIPT, '3', key.heartbeat(instance), key.sessions(instance), key.instances, instance, prefix]);
        } catch {
          // Redis is away: the heartbeat expires on its own and the others see this instance gone.
        }
      }
      if (ownsSubscriber) subscriber!.destroy();
      else {
        await subscriber!.unsubscribe(key.inbox(self!), onInboxMessage).catch(() => {});
        await subscriber!.unsubscribe(key.gone, onGoneMessage).catch(() => {});
        await subscriber!.unsubscribe(key.revoke, onRevokeMessage).catch(() => {});
        for (const session of watched.keys()) await subscriber!.unsubscribe(key.sessionChannel(session), onSessionMessage).catch(() => {});
      }
    },
  };
}
