/**
 * Forwarded actions of the Redis backplane: each instance listens on its own inbox channel
 * for actions on requests it owns and for the replies to actions it forwarded. An action
 * applies at most once (a duplicated message is dropped), and is never retried here: a
 * forward that gets no reply in time rejects, and the relay says the outcome is unknown.
 */
import { randomHex } from './redis-keys.js';
import { ActionNotDelivered, type ActionReply, type BackplaneHandlers, type RelayAction } from './backplane.js';

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

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export interface InboxOptions {
  /** PUBLISH `message` on `instance`'s inbox; resolves with the number of receivers. */
  publish(instance: string, message: string): Promise<number>;
  self(): string;
  handlers(): BackplaneHandlers | undefined;
  /** Whether this instance may still act as alive (checked before anything applies). */
  leaseHolds(): boolean;
}

export function createInbox(options: InboxOptions) {
  const waiting = new Map<string, Waiting>();
  /** Actions already handled (`from rid`), so a duplicated message never applies twice. */
  const seen = new Set<string>();
  const publishTo = (instance: string, message: InboxMessage) => options.publish(instance, JSON.stringify(message));

  function settle(rid: string): Waiting | undefined {
    const wait = waiting.get(rid);
    if (!wait) return undefined;
    waiting.delete(rid);
    clearTimeout(wait.timer);
    return wait;
  }

  function onAction(message: Record<string, unknown>, handlers: BackplaneHandlers) {
    const { from, rid, session, action } = message as { from: string; rid: string; session: string; action: RelayAction };
    // Checked before anything is applied: woken from a stall, the lease may be over already.
    if (!options.leaseHolds()) {
      const refused: ActionReply = { status: 503, error: 'unavailable', detail: 'the owning instance lost the backplane' };
      void publishTo(from, { t: 'reply', rid, reply: refused }).catch(() => {});
      return;
    }
    const key = `${from}\n${rid}`;
    if (seen.has(key)) return;
    seen.add(key);
    if (seen.size > SEEN_ACTIONS_KEPT) seen.delete(seen.values().next().value as string);
    void handlers
      .onAction(session, action)
      .catch((): ActionReply => ({ status: 503, error: 'unavailable', detail: 'the owning instance failed to apply the action' }))
      .then((reply) => publishTo(from, { t: 'reply', rid, reply }))
      .catch(() => {
        // The sender times out and says the outcome is unknown; the effect shows in the slices.
      });
  }

  return {
    onMessage(raw: string) {
      let message: unknown;
      try {
        message = JSON.parse(raw);
      } catch {
        return;
      }
      if (!isRecord(message) || typeof message.rid !== 'string') return;
      if (message.t === 'reply' && isRecord(message.reply)) {
        settle(message.rid)?.resolve(message.reply as unknown as ActionReply);
        return;
      }
      const handlers = options.handlers();
      if (message.t !== 'action' || typeof message.from !== 'string' || typeof message.session !== 'string') return;
      if (isRecord(message.action) && handlers) onAction(message, handlers);
    },

    /** Forward `action` to `instance`; rejects after `timeoutMs`, or at once if nobody listens there. */
    send(instance: string, session: string, action: RelayAction, timeoutMs: number): Promise<ActionReply> {
      return new Promise<ActionReply>((resolve, reject) => {
        const rid = randomHex();
        const timer = setTimeout(() => {
          waiting.delete(rid);
          reject(new Error('redis backplane: no reply in time'));
        }, timeoutMs);
        waiting.set(rid, { instance, resolve, reject, timer });
        publishTo(instance, { t: 'action', rid, from: options.self(), session, action }).then(
          (receivers) => {
            if (receivers === 0) settle(rid)?.reject(new ActionNotDelivered(`redis backplane: instance ${instance} is not listening`, false));
          },
          (error: unknown) => settle(rid)?.reject(error instanceof Error ? error : new Error(String(error))),
        );
      });
    },

    /** Reject the forwards waiting on `instance` (every one when absent): it is gone, or this one lost Redis. */
    rejectWaiting(why: string, instance?: string) {
      for (const [rid, wait] of waiting) if (instance === undefined || wait.instance === instance) settle(rid)?.reject(new Error(why));
    },
  };
}
