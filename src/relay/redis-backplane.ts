/**
 * The Redis backplane (standalone, a primary with replicas, or Cluster: no script crosses a
 * slot). It takes the host's own connected node-redis client, as Socket.IO's Redis adapter
 * does, and never imports `redis`.
 *
 * Liveness: each tick an instance rewrites its heartbeat only if it still exists (`SET … XX`);
 * if not, the others may already have expired its requests, so it fails closed before joining
 * again. Another instance is seen gone at most `instanceTimeoutMs + heartbeatMs` after its last heartbeat.
 *
 * Fail closed: a connection error, a failed heartbeat or a lease run out calls `onLost` once,
 * so this instance stops before anyone can see it dead, even when Redis just stops answering.
 * Each join is a new incarnation (a random token in the heartbeat); the others fence a dead
 * one's token in each of its sessions, so it never re-publishes what they expired (redis-keys.ts
 * says how). Writes of one session run one after another. Forwarded actions are never retried.
 */
import { ActionNotDelivered, isEmptySlice, type BackplaneHandlers, type RelayBackplane, type SessionSlice } from './backplane.js';
import { createInbox } from './redis-inbox.js';
import { createWatcher } from './redis-watch.js';
import { readSlices } from './redis-slices.js';
import { createWrites } from './redis-writes.js';
import { createFence } from './redis-fence.js';
import { randomHex, redisKeys, reply, type RedisClientLike, type RedisClusterLike, type RedisSubscriberLike } from './redis-keys.js';
import { createScripts, type Command } from './redis-scripts.js';

export type { RedisClientLike, RedisClusterLike, RedisSubscriberLike } from './redis-keys.js';

/** Options of {@link createRedisBackplane}. */
export interface RedisBackplaneOptions {
  /** The host's connected node-redis client (`createClient`, or `createCluster` for a Redis Cluster); the backplane never closes it. */
  client: RedisClientLike | RedisClusterLike;
  /** A second connected client for pub/sub, which runs no other command. Default: `client.duplicate()`, managed by the backplane. */
  subscriber?: RedisSubscriberLike;
  /** Prefix of every key and channel, so several relays can share one Redis. @default 'mcpe:relay:' */
  prefix?: string;
  /** How often an instance proves it is alive and checks the others. @default 1000 */
  heartbeatMs?: number;
  /** An instance whose heartbeat is older than this is dead (at least 2 × heartbeatMs). @default 3 × heartbeatMs */
  instanceTimeoutMs?: number;
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
 * On a Redis Cluster, pass `createCluster({ rootNodes: [{ url }], defaults: { disableOfflineQueue: true } })` instead.
 */
export function createRedisBackplane(options: RedisBackplaneOptions): RelayBackplane {
  const { client } = options;
  const prefix = options.prefix ?? 'mcpe:relay:';
  const heartbeatMs = options.heartbeatMs ?? 1000;
  const instanceTimeoutMs = options.instanceTimeoutMs ?? 3 * heartbeatMs;
  if (!(heartbeatMs > 0) || !(instanceTimeoutMs >= 2 * heartbeatMs)) {
    throw new RangeError('createRedisBackplane: heartbeatMs must be > 0 and instanceTimeoutMs at least 2 × heartbeatMs');
  }
  const key = redisKeys(prefix);
  // A Cluster client sends each command to the node of its first key (a script's KEYS[1]),
  // and a session's or an instance's channel is sharded: it lives on its slot's node.
  const sharded = 'masters' in client;
  const command: Command = sharded ? (args, first) => client.sendCommand(first, false, [...args]) : (args) => client.sendCommand(args);
  const scripts = createScripts(command, sharded);
  const fence = createFence({ command, scripts, key });

  let self: string | undefined;
  /** This incarnation's token: in the heartbeat, and on every write (fenced once it is buried). */
  let token = '';
  let handlers: BackplaneHandlers | undefined;
  let subscriber: RedisSubscriberLike | undefined;
  let ownsSubscriber = false;
  /** live: joined and heartbeating; lost: failed closed, rejoining; closed: for good. */
  let state: 'idle' | 'live' | 'lost' | 'closed' = 'idle';
  let timer: ReturnType<typeof setInterval> | undefined;
  /** Instances reported gone, with when: forgotten a while after burial (a buried instance can publish nothing). */
  const gone = new Map<string, number>();
  /** This instance's latest slice per session (an empty one until written), written again after a rejoin. */
  const ownLatest = new Map<string, SessionSlice>();
  const writes = createWrites({
    scripts,
    fence,
    key,
    token: () => token,
    onFenced: () => lose(new Error('redis backplane: this instance’s heartbeat lapsed; others may have expired its requests')),
  });

  const inbox = createInbox({
    publish: async (instance, message) => reply.number(await command([sharded ? 'SPUBLISH' : 'PUBLISH', key.inbox(instance), message], key.inbox(instance))),
    self: () => self!,
    handlers: () => handlers,
    leaseHolds: () => leaseHolds(),
  });

  const watcher = createWatcher({
    channel: key.sessionChannel,
    subscriber: () => onSlot,
    isGone: (instance) => gone.has(instance),
    onSlice: (slice) => handlers?.onSlice(slice),
    read: async (session, instance) => (await readStored(session, instance))[0],
  });

  /** A session's slices as Redis holds them (one instance's only, when given). */
  const readStored = async (session: string, instance?: string) =>
    readSlices(await scripts.run('read', [key.slices(session)], [key.requests(session, ''), ...(instance === undefined ? [] : [instance])])).filter((slice) => slice.session === session && !gone.has(slice.instance));

  function reportGone(instance: string) {
    if (instance === self || gone.has(instance)) return;
    gone.set(instance, Date.now());
    watcher.forget(instance);
    inbox.rejectWaiting(`redis backplane: instance ${instance} is gone`, instance);
    handlers?.onInstanceGone(instance);
  }

  const onGoneMessage = (instance: string) => reportGone(instance);
  const onRevokeMessage = (session: string) => handlers?.onRevoke?.(session);
  /** The channels this instance listens on besides its sessions': its inbox, gone, revoke. */
  const ownChannels = () => [[key.inbox(self!), inbox.onMessage, onSlot], [key.gone, onGoneMessage, subscriber!], [key.revoke, onRevokeMessage, subscriber!]] as const;
  /** Subscriptions to the channels of one slot: sharded on a Cluster. */
  const onSlot = {
    subscribe: (channel: string, listener: (message: string) => unknown) => (sharded ? subscriber!.sSubscribe!(channel, listener) : subscriber!.subscribe(channel, listener)),
    unsubscribe: (channel: string, listener: (message: string) => unknown) => (sharded ? subscriber!.sUnsubscribe!(channel, listener) : subscriber!.unsubscribe(channel, listener)),
  };

  function lose(error: unknown) {
    if (state !== 'live') return;
    state = 'lost';
    inbox.rejectWaiting('redis backplane: connection lost');
    handlers?.onLost(error);
  }

  const onClientError = (error: unknown) => lose(error ?? new Error('redis backplane: connection error'));
  const onClientEnd = () => lose(new Error('redis backplane: connection ended'));

  function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
    let timeout: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => (timeout = setTimeout(() => reject(new Error(`redis backplane: ${what} took longer than ${ms} ms`)), ms)));
    return Promise.race([promise, late]).finally(() => clearTimeout(timeout));
  }

  /** Join (again) as a new incarnation: heartbeat and token written, scripts loaded, channels subscribed, own slices written back. */
  async function join() {
    const instance = self!;
    const previous = token;
    const fresh = randomHex();
    const sentAt = Date.now();
    // The heartbeat before the members entry: a burier that reads the new token sees it alive.
    await command(['SET', key.heartbeat(instance), fresh, 'PX', String(instanceTimeoutMs)], key.heartbeat(instance));
    leaseUntil = sentAt + instanceTimeoutMs - heartbeatMs;
    token = fresh;
    await scripts.loadAll();
    await command(['HSET', key.members, instance, fresh], key.members);
    for (const [channel, listener, on] of ownChannels()) await on.subscribe(channel, listener);
    await watcher.resubscribe();
    state = 'live';
    // Redis may have come back empty: every owner key and every slice is written again, whole.
    writes.reset();
    for (const slice of ownLatest.values()) await writes.write(slice);
    // Nobody buries the last incarnation once this one is a member: its sessions set goes here.
    if (previous) await command(['DEL', key.sessions(instance, previous)], key.sessions(instance, previous)).catch(() => {});
  }

  async function checkOthers() {
    const members = reply.list(await command(['HKEYS', key.members], key.members)).filter((member): member is string => member !== null && member !== self);
    const listed = new Set(members);
    for (const [instance, at] of gone) if (!listed.has(instance) && Date.now() - at > 10 * instanceTimeoutMs) gone.delete(instance);
    // One key per instance: on a Cluster their heartbeats live on different slots.
    const alive = await Promise.all(members.map((instance) => fence.isAlive(instance)));
    for (const [index, instance] of members.entries()) {
      if (alive[index]) {
        gone.delete(instance);
        continue;
      }
      reportGone(instance);
      await fence.buryIfDead(instance);
    }
  }

  /**
   * The lease: until when this instance may act as alive. The others can declare it dead only
   * after `sentAt + instanceTimeoutMs`; it gives up one heartbeat earlier, so it fails closed first.
   */
  let leaseUntil = 0;
  /** A heartbeat, a check of the others, or a rejoin is under way (one of each at a time). */
  let [beating, checking, rejoining] = [false, false, false];

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
    command(['SET', key.heartbeat(self!), token, 'XX', 'PX', String(instanceTimeoutMs)], key.heartbeat(self!))
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

  function requireLive() {
    if (!leaseHolds()) throw new Error(`redis backplane: ${state === 'idle' ? 'not connected' : 'connection lost'}`);
  }

  function detach() {
    client.off('error', onClientError);
    client.off('end', onClientEnd);
    subscriber!.off('error', onClientError);
    subscriber!.off('end', onClientEnd);
  }

  return {
    async connect(instance, given) {
      if (state !== 'idle') throw new Error('redis backplane: connect() called twice');
      if (!client.isReady) throw new Error('redis backplane: connect the redis client first (await client.connect())');
      self = instance;
      handlers = given;
      subscriber = options.subscriber;
      if (!subscriber) {
        subscriber = client.duplicate() as RedisSubscriberLike;
        ownsSubscriber = true;
        subscriber.on('error', () => {});
        await subscriber.connect();
      }
      try {
        const taken = await command(['SET', key.heartbeat(instance), '1', 'NX', 'PX', String(instanceTimeoutMs)], key.heartbeat(instance));
        if (taken === null) throw new Error(`redis backplane: instance ${instance} is already connected`);
        client.on('error', onClientError);
        client.on('end', onClientEnd);
        subscriber.on('error', onClientError);
        subscriber.on('end', onClientEnd);
        await join();
      } catch (error) {
        // Back to idle: the relay may try to connect again (Redis was down at start).
        state = 'idle';
        detach();
        await command(['DEL', key.heartbeat(instance)], key.heartbeat(instance)).catch(() => {});
        if (ownsSubscriber) subscriber.destroy();
        subscriber = undefined;
        throw error;
      }
      timer = setInterval(() => void tick(), heartbeatMs);
      (timer as { unref?: () => void }).unref?.();
    },

    async publish(slice) {
      const own = slice.instance === self;
      if (own) {
        const previous = ownLatest.get(slice.session);
        if (previous && !isEmptySlice(previous) && previous.part === slice.part && previous.version >= slice.version) return;
        ownLatest.set(slice.session, slice);
      }
      requireLive();
      await writes.write(slice);
      // Written: an empty slice need not be written again after a rejoin.
      if (own && isEmptySlice(slice) && ownLatest.get(slice.session) === slice) ownLatest.delete(slice.session);
    },

    async slices(session) {
      requireLive();
      const slices = await readStored(session);
      for (const slice of slices) watcher.seed(slice);
      return slices;
    },

    async owner(session, id) {
      requireLive();
      const ownerKey = key.owner(session, id);
      const instance = await command(['GET', ownerKey], ownerKey);
      if (typeof instance !== 'string') return undefined;
      // Two reads on two slots, not one script: the heartbeat may lapse or come back in between.
      // Harmless: "alive" only sends the action to its owner, which refuses it once its lease is
      // over (and send() looks again if nobody listens); "gone" needs the heartbeat absent, so
      // the owner's lease was over and it cancelled what it held, this request included.
      return { instance, gone: gone.has(instance) || !(await fence.isAlive(instance)) };
    },

    async watch(session) {
      requireLive();
      return watcher.watch(session, () => state === 'live');
    },

    async revoke(session) {
      requireLive();
      await command(['PUBLISH', key.revoke, session]);
    },

    send(instance, session, action, timeoutMs) {
      if (!leaseHolds()) return Promise.reject(new ActionNotDelivered('redis backplane: connection lost', false));
      if (gone.has(instance)) return Promise.reject(new ActionNotDelivered(`redis backplane: instance ${instance} is gone`, true));
      return inbox.send(instance, session, action, timeoutMs).catch(async (error: unknown) => {
        // Nobody listens there: gone for good when its heartbeat is gone too (Redis restarted
        // empty, or it died): having lost Redis, it cancelled what it held.
        if (!(error instanceof ActionNotDelivered) || error.ownerGone) throw error;
        const alive = await fence.isAlive(instance).catch(() => true);
        throw alive ? error : new ActionNotDelivered(error.message, true);
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
      detach();
      inbox.rejectWaiting('redis backplane: closed');
      if (wasLive) {
        try {
          await command(['DEL', key.heartbeat(self!)], key.heartbeat(self!));
          await fence.bury(self!, token);
        } catch {
          // Redis is away: the heartbeat expires on its own and the others see this instance gone.
        }
      }
      if (ownsSubscriber) subscriber!.destroy();
      else {
        for (const [channel, listener, on] of ownChannels()) await on.unsubscribe(channel, listener).catch(() => {});
        await watcher.unsubscribeAll();
      }
    },
  };
}
