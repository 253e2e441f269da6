// The in-memory backplane for one process; tests put several relays on one hub to play the many-machine paths.
import { ActionNotDelivered, isEmptySlice, type ActionReply, type BackplaneHandlers, type RelayAction, type RelayBackplane, type SessionSlice } from './backplane.js';

export interface MemoryBackplaneHub {
  /** A backplane for one more instance on this hub. */
  backplane(): RelayBackplane;
  /**
   * Simulate a crash of `instance`: the others see it gone (its slices dropped), and it
   * loses the backplane (`onLost`), as if its heartbeat had stopped reaching the hub.
   */
  kill(instance: string): void;
  /** After `kill`: the instance joins again (`onRestored`), as a backplane that reconnects would. */
  restore(instance: string): void;
}

interface Member {
  handlers: BackplaneHandlers;
  watched: Map<string, number>; // session → watch count
}

export function createMemoryBackplaneHub(): MemoryBackplaneHub {
  const members = new Map<string, Member>();
  const slices = new Map<string, Map<string, SessionSlice>>(); // session → instance → latest

  function drop(instance: string) {
    if (!members.delete(instance)) return false;
    for (const bySession of slices.values()) bySession.delete(instance);
    for (const other of [...members.values()]) other.handlers.onInstanceGone(instance);
    return true;
  }

  const killed = new Map<string, BackplaneHandlers>();

  return {
    kill(instance) {
      const member = members.get(instance);
      if (member && drop(instance)) {
        killed.set(instance, member.handlers);
        member.handlers.onLost(new Error('memory backplane: instance killed'));
      }
    },
    restore(instance) {
      const handlers = killed.get(instance);
      if (!handlers || members.has(instance)) return;
      killed.delete(instance);
      members.set(instance, { handlers, watched: new Map() });
      handlers.onRestored?.();
    },
    backplane(): RelayBackplane {
      let self: string | undefined;
      const live = () => {
        if (self === undefined || !members.has(self)) throw new Error('memory backplane: not connected');
        return members.get(self)!;
      };
      return {
        async connect(instance, handlers) {
          if (members.has(instance)) throw new Error(`memory backplane: instance ${instance} already connected`);
          self = instance;
          members.set(instance, { handlers, watched: new Map() });
        },
        async publish(slice: SessionSlice) {
          live();
          const bySession = slices.get(slice.session) ?? new Map<string, SessionSlice>();
          const previous = bySession.get(slice.instance);
          if (previous && previous.part === slice.part && previous.version >= slice.version) return;
          if (isEmptySlice(slice)) bySession.delete(slice.instance);
          else bySession.set(slice.instance, slice);
          if (bySession.size === 0) slices.delete(slice.session);
          else slices.set(slice.session, bySession);
          for (const member of [...members.values()]) if (member.watched.has(slice.session)) member.handlers.onSlice(slice);
        },
        async slices(session) {
          live();
          return [...(slices.get(session)?.values() ?? [])];
        },
        async watch(session) {
          const member = live();
          member.watched.set(session, (member.watched.get(session) ?? 0) + 1);
          let done = false;
          return async () => {
            if (done) return;
            done = true;
            const count = (member.watched.get(session) ?? 1) - 1;
            if (count <= 0) member.watched.delete(session);
            else member.watched.set(session, count);
          };
        },
        async send(instance: string, session: string, action: RelayAction, timeoutMs: number): Promise<ActionReply> {
          live();
          const owner = members.get(instance);
          if (!owner) throw new ActionNotDelivered(`memory backplane: instance ${instance} is gone`, true);
          let timer: ReturnType<typeof setTimeout> | undefined;
          const timeout = new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error('memory backplane: no reply in time')), timeoutMs);
          });
          try {
            // A structured copy, as a network would deliver it: the owner never shares objects with the sender.
            return structuredClone(await Promise.race([owner.handlers.onAction(session, structuredClone(action)), timeout]));
          } finally {
            clearTimeout(timer);
          }
        },
        async revoke(session) {
          live();
          for (const member of [...members.values()]) member.handlers.onRevoke?.(session);
        },
        async close() {
          if (self !== undefined) drop(self);
        },
      };
    },
  };
}

/** A backplane of its own: one relay instance, nothing shared. */
export function createMemoryBackplane(): RelayBackplane {
  return createMemoryBackplaneHub().backplane();
}
