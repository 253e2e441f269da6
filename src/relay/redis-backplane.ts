/**
 * The Redis backplane (standalone or a primary with replicas; not Cluster). It takes the host's
 * own connected node-redis client, as Socket.IO's Redis adapter does, and never imports `redis`.
 * Keys and scripts: redis-keys.ts; per-request writes: redis-slices.ts; forwarded actions:
 * redis-inbox.ts; watched sessions: redis-watch.ts.
 *
 * Liveness: each tick an instance rewrites its heartbeat only if it still exists (`SET … XX`);
 * if not, the others may already have expired its requests, so it fails closed before joining
 * again. Another instance is seen gone at most `instanceTimeoutMs + heartbeatMs` after its last heartbeat.
 *
 * Fail closed: a connection error, a failed heartbeat or a lease run out calls `onLost` once,
 * so this instance stops before anyone can see it dead, even when Redis just stops answering.
 * A slice is written only while its heartbeat exists (checked in the same script), so a dead
 * instance never re-publishes what the others expired. Forwarded actions are never retried.
 */
import { ActionNotDelivered, isEmptySlice, type BackplaneHandlers, type RelayBackplane, type SessionSlice } from './backplane.js';
import { createInbox } from './redis-inbox.js';
import { createWatcher } from './redis-watch.js';
import { createSliceWriter, readSlices } from './redis-slices.js';
import { createScripts, OWNER_KEEP_MS, redisKeys, reply, type RedisClientLike, type RedisSubscriberLike } from './redis-keys.js';

export type { RedisClientLike, RedisSubscriberLike } from './redis-keys.js';

/** Options of {@link createRedisBackplane}. */
export interface RedisBackplaneOptions {
  /** The host's connected node-redis client; the backplane never closes it. */
  client: RedisClientLike;
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
  const command = (args: readonly string[]) => client.sendCommand(args);
  const scripts = createScripts(command);

  let self: string | undefined;
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
  /** session → the ids whose owner keys this instance set, so a publish touches only the ids that changed. */
  const ownedIds = new Map<string, Set<string>>();
  /** What this instance last wrote of each session: a publish writes and sends what changed since. */
  const writer = createSliceWriter();

  const inbox = createInbox({
    publish: async (instance, message) => reply.number(await command(['PUBLISH', key.inbox(instance), message])),
    self: () => self!,
    handlers: () => handlers,
    leaseHolds: () => leaseHolds(),
  });

  const watcher = createWatcher({
    channel: key.sessionChannel,
    subscriber: () => subscriber!,
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
  const ownChannels = () => [[key.inbox(self!), inbox.onMessage], [key.gone, onGoneMessage], [key.revoke, onRevokeMessage]] as const;

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

  /** Join (again): scripts loaded, heartbeat written, channels subscribed, own slices written back. */
  async function join() {
    const instance = self!;
    const sentAt = Date.now();
    await command(['SET', key.heartbeat(instance), '1', 'PX', String(instanceTimeoutMs)]);
    leaseUntil = sentAt + instanceTimeoutMs - heartbeatMs;
    await scripts.loadAll();
    await command(['SADD', key.instances, instance]);
    for (const [channel, listener] of ownChannels()) await subscriber!.subscribe(channel, listener);
    await watcher.resubscribe();
    state = 'live';
    // Redis may have come back empty: every owner key and every slice is written again, whole.
    ownedIds.clear();
    writer.reset();
    for (const slice of ownLatest.values()) await writeSlice(slice);
  }

  const bury = (instance: string) => scripts.run('bury', [key.heartbeat(instance), key.sessions(instance), key.instances], [instance, prefix, String(OWNER_KEEP_MS)]);

  async function checkOthers() {
    const members = reply.list(await command(['SMEMBERS', key.instances])).filter((member): member is string => member !== null && member !== self);
    const listed = new Set(members);
    for (const [instance, at] of gone) if (!listed.has(instance) && Date.now() - at > 10 * instanceTimeoutMs) gone.delete(instance);
    if (members.length === 0) return;
    const beats = reply.list(await command(['MGET', ...members.map(key.heartbeat)]));
    for (const [index, instance] of members.entries()) {
      if (beats[index] !== null) {
        gone.delete(instance);
        continue;
      }
      reportGone(instance);
      await bury(instance);
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

  /** Request, round and call ids of a slice: the targets an action can name. */
  const idsOf = (slice: SessionSlice) => new Set([...slice.rounds.flatMap((round) => [round.id, ...round.requests.map((request) => request.id)]), ...(slice.calls ?? []).map((call) => call.id)]);

  async function writeSlice(slice: SessionSlice): Promise<void> {
    const empty = isEmptySlice(slice);
    // Diffed before the first await: writes of one session reach Redis in this order.
    const before = ownedIds.get(slice.session) ?? new Set<string>();
    const now = idsOf(slice);
    const added = [...now].filter((id) => !before.has(id));
    const removed = [...before].filter((id) => !now.has(id));
    if (now.size === 0) ownedIds.delete(slice.session);
    else ownedIds.set(slice.session, now);
    const owner = (id: string) => key.owner(slice.session, id);
    const write = writer.encode(slice);
    const written = await scripts
      .run(
        'publish',
        [key.slices(slice.session), key.requests(slice.session, slice.instance), key.sessions(slice.instance), key.heartbeat(slice.instance), ...added.map(owner), ...removed.map(owner)],
        [slice.instance, slice.session, write.head, empty ? '1' : '0', key.sessionChannel(slice.session), String(added.length), String(OWNER_KEEP_MS), write.message, write.whole ? '1' : '0', String(write.puts.length), ...write.puts.flat(), ...write.removed],
      )
      .catch((error: unknown) => {
        // Redis may or may not hold this write: the next one of the session is whole.
        writer.forget(slice.session);
        throw error;
      });
    if (reply.number(written) !== 1) {
      writer.forget(slice.session);
      lose(new Error('redis backplane: this instance’s heartbeat lapsed; others may have expired its requests'));
      throw new Error('redis backplane: not live, slice not published');
    }
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
        subscriber = client.duplicate();
        ownsSubscriber = true;
        subscriber.on('error', () => {});
        await subscriber.connect();
      }
      try {
        const taken = await command(['SET', key.heartbeat(instance), '1', 'NX', 'PX', String(instanceTimeoutMs)]);
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
        await command(['DEL', key.heartbeat(instance)]).catch(() => {});
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
      await writeSlice(slice);
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
      const [instance, alive] = reply.list(await scripts.run('owner', [key.owner(session, id)], [prefix]));
      if (!instance) return undefined;
      return { instance, gone: alive === '0' || gone.has(instance) };
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
        const alive = reply.number(await command(['EXISTS', key.heartbeat(instance)]).catch(() => 1));
        throw alive === 1 ? error : new ActionNotDelivered(error.message, true);
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
          await command(['DEL', key.heartbeat(self!)]);
          await bury(self!);
        } catch {
          // Redis is away: the heartbeat expires on its own and the others see this instance gone.
        }
      }
      if (ownsSubscriber) subscriber!.destroy();
      else {
        for (const [channel, listener] of ownChannels()) await subscriber!.unsubscribe(channel, listener).catch(() => {});
        await watcher.unsubscribeAll();
      }
    },
  };
}
