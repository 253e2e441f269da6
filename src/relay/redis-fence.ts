/**
 * Incarnations of the Redis backplane's instances: where each holds slices, and the burial of
 * a dead one, one slot at a time (the argument why no write of the dead one survives it:
 * redis-keys.ts). A burial interrupted half way (the burier died) is done again by the next
 * check of any instance: the dead one stays among the members until its last session is fenced.
 */
import { FENCE_KEEP_MS, OWNER_KEEP_MS, reply, type RedisKeys } from './redis-keys.js';
import type { Command, createScripts } from './redis-scripts.js';

export interface FenceOptions {
  command: Command;
  scripts: ReturnType<typeof createScripts>;
  key: RedisKeys;
}

export function createFence({ command, scripts, key }: FenceOptions) {
  const exists = async (name: string) => reply.number(await command(['EXISTS', name], name)) === 1;

  async function bury(instance: string, token: string) {
    const sessionsKey = key.sessions(instance, token);
    const sessions = reply.list(await command(['SMEMBERS', sessionsKey], sessionsKey));
    for (const session of sessions) {
      if (session === null) continue;
      const keys = [key.slices(session), key.requests(session, instance), key.writers(session), key.fenced(session)];
      await scripts.run('bury', keys, [instance, token, key.owner(session, ''), String(OWNER_KEEP_MS), String(FENCE_KEEP_MS)]);
    }
    await command(['DEL', sessionsKey], sessionsKey);
    await scripts.run('forget', [key.members], [instance, token]);
    await command(['PUBLISH', key.gone, instance]);
  }

  return {
    /** Whether `instance` is alive: its heartbeat exists. */
    isAlive: (instance: string) => exists(key.heartbeat(instance)),

    /**
     * Bury `instance` if it is dead. Its token is read before its heartbeat is seen gone: a
     * heartbeat seen gone after that never returns with that token (a rejoin writes a new one
     * first), so the incarnation buried is surely dead.
     */
    async buryIfDead(instance: string): Promise<void> {
      const token = await command(['HGET', key.members, instance], key.members);
      if (typeof token !== 'string' || (await exists(key.heartbeat(instance)))) return;
      await bury(instance, token);
    },

    /** This instance leaves: its heartbeat was deleted, its incarnation goes like a dead one's. */
    bury,

    /** Record that incarnation `token` holds a slice of `session`; false once its heartbeat no longer carries `token`. */
    async register(instance: string, token: string, session: string): Promise<boolean> {
      return reply.number(await scripts.run('register', [key.heartbeat(instance), key.sessions(instance, token)], [token, session])) === 1;
    },

    /** Its slice of `session` was written empty: the session need not be fenced if it dies. */
    async unregister(instance: string, token: string, session: string): Promise<void> {
      const sessionsKey = key.sessions(instance, token);
      await command(['SREM', sessionsKey, session], sessionsKey);
    },
  };
}
