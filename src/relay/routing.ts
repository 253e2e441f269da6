/**
 * Actions: applied here when this instance owns the target, else forwarded to the owner. The
 * answer is always the truth: an action with an `actionId` applies at most once, and asked again gets the first outcome.
 */
import type { ElicitationRequest } from '../store/types.js';
import { isLive } from '../store/lifecycle.js';
import type { SchemaValidator } from '../schema/validator.js';
import { ActionNotDelivered, type ActionReply, type RelayAction, type RelayBackplane, type SessionSlice } from './backplane.js';
import type { CallsProvider } from './calls/attach.js';
import { checkContent } from './content-check.js';
import { createOutcomes } from './outcomes.js';
import { changeOf, toPart } from './parts.js';
import { remember, type Session, type Sessions } from './sessions.js';

export interface RouterOptions {
  readonly instance: string;
  readonly sessions: Sessions;
  readonly backplane: RelayBackplane;
  readonly validator: SchemaValidator;
  readonly forwardTimeoutMs: number;
  /** The relay is closed or lost its backplane: nothing may be applied. */
  unavailable(): boolean;
  /** The call runner attached to this relay, if any (it applies `stopCall`). */
  calls(): CallsProvider | undefined;
}

export interface Router {
  /** Apply an action on this instance's store for `session`; the reply says what happened. */
  applyLocal(session: string, action: RelayAction): Promise<ActionReply>;
  /** Find who owns the action's target among the session's slices and have it applied there. */
  route(session: string, action: RelayAction): Promise<ActionReply>;
  /** Remember who owns the targets of another instance's slice. */
  learn(slice: SessionSlice): void;
  /** An instance is gone: what it owned can no longer be answered (409 gone, not 404). */
  forget(instance: string): void;
}

const GONE_OWNER = '';

function holds(slice: SessionSlice, action: RelayAction): boolean {
  if (action.type === 'dismissRefused') return slice.refused.some((notice) => notice.server.id === action.serverId);
  if (action.type === 'sendRound' || action.type === 'cancelRound') return slice.rounds.some((round) => round.id === action.roundId);
  if (action.type === 'stopCall') return slice.calls?.some((call) => call.id === action.id) ?? false;
  return slice.rounds.some((round) => round.requests.some((request) => request.id === action.id));
}

/** Every target id of a slice (request, round and call ids), so a later action on one can be routed. */
const targetIds = (slice: SessionSlice) => [...slice.rounds.flatMap((round) => [round.id, ...round.requests.map((r) => r.id)]), ...(slice.calls ?? []).map((call) => call.id)];

const targetOf = (action: Exclude<RelayAction, { type: 'dismissRefused' }>) => (action.type === 'sendRound' || action.type === 'cancelRound' ? action.roundId : action.id);

/** Why a request that is still in the store cannot take an answer. */
const notAnswerable = (request: ElicitationRequest): ActionReply =>
  request.status === 'expired' || request.status === 'refused'
    ? { status: 409, error: 'gone', detail: request.status }
    : { status: 409, error: 'already-answered', detail: `already ${request.status === 'staged' ? 'staged' : 'answered'}` };

export function createRouter(options: RouterOptions): Router {
  const { instance, sessions, backplane, validator } = options;
  /** Who owns a target, as last seen in a slice of that session: `${session}\n${id}` → instance. */
  const owners = new Map<string, string>();
  /** Instances reported gone (their targets answer 409 gone): one entry each, so a death costs O(1) here. */
  const goneOwners = new Set<string>();
  const outcomes = createOutcomes();

  const reply = (session: Session | undefined, extra: Partial<ActionReply> = {}): ActionReply => {
    if (session) sessions.flush(session);
    return { status: 200, ...extra, ...(session && { change: changeOf(toPart(session.previous), toPart(session.slice)) }) };
  };
  // A request leaves the store once answered (or dismissed after it ended, which the page did itself).
  const missing = (name: string, id: string): ActionReply =>
    sessions.isFinished(name, id) ? { status: 409, error: 'already-answered', detail: 'answered, and no longer in view' } : { status: 404, error: 'not-found' };

  async function respond(session: Session, action: Extract<RelayAction, { type: 'respond' }>, request: ElicitationRequest): Promise<ActionReply> {
    let result = action.result;
    if (result.action === 'accept' && request.mode === 'form') {
      const content = result.content ?? {};
      const verdict = await checkContent(validator, request.params.requestedSchema, content);
      if (!verdict.ok) return { status: 422, error: 'invalid-content', detail: verdict.detail, fields: verdict.fields };
      result = { action: 'accept', content };
    } else result = { action: result.action };
    // The validator may have answered asynchronously: another answer may have won meanwhile.
    const now = sessions.findRequest(session, action.id);
    if (!now) return missing(session.name, action.id);
    if (!isLive(now.status)) return notAnswerable(now);
    await session.store.respond(action.id, result);
    return reply(session);
  }

  async function apply(name: string, action: RelayAction): Promise<ActionReply> {
    if (options.unavailable()) return { status: 503, error: 'unavailable' };
    const session = sessions.get(name);
    // A change not yet in the slice (same tick): its finished ids must answer 409, not 404.
    if (session) sessions.flush(session);
    if (action.type === 'dismissRefused') {
      if (!session || !session.store.getSnapshot().refused.some((n) => n.server.id === action.serverId)) return { status: 404, error: 'not-found' };
      await session.store.dismissRefused(action.serverId);
      return reply(session);
    }
    if (action.type === 'stopCall') {
      const outcome = options.calls()?.stop(name, action.id) ?? 'unknown';
      if (outcome === 'unknown') return { status: 404, error: 'not-found' };
      if (outcome === 'ended') return { status: 409, error: 'gone', detail: 'the call already ended' };
      return reply(sessions.get(name));
    }
    const target = targetOf(action);
    if (!session || !session.ids.has(target)) return missing(name, target);
    if (action.type === 'cancelRound') {
      await session.store.cancelRound(target);
      return reply(session);
    }
    if (action.type === 'sendRound') {
      // Not sent (a live request has no staged answer yet) is an answer, as the store's `false`, not an error.
      return reply(session, { sent: await session.store.sendRound(target) });
    }
    const request = sessions.findRequest(session, target);
    if (!request) return missing(name, target);
    switch (action.type) {
      case 'respond':
        return isLive(request.status) ? respond(session, action, request) : notAnswerable(request);
      case 'refuse':
        if (!isLive(request.status)) return notAnswerable(request);
        await session.store.refuse(target, action.reason);
        return reply(session);
      case 'reopen':
        if (request.status !== 'staged') return { status: 409, error: 'conflict', detail: 'not staged' };
        await session.store.reopen(target);
        return reply(session);
      case 'dismiss':
        if (isLive(request.status)) return { status: 409, error: 'conflict', detail: 'still unanswered' };
        await session.store.dismiss(target);
        return reply(session);
    }
  }

  async function applyLocal(name: string, action: RelayAction): Promise<ActionReply> {
    if (action.actionId === undefined) return apply(name, action);
    // The first outcome of this id, whichever instance received it and however often asked.
    const first = await outcomes.once(name, action, () => apply(name, action));
    if (!first.repeated || first.reply.status !== 200) return first.reply;
    const session = sessions.get(name);
    return reply(session, first.reply.sent === undefined ? {} : { sent: first.reply.sent });
  }

  async function forward(owner: string, name: string, action: RelayAction): Promise<ActionReply> {
    if (owner === instance) return applyLocal(name, action);
    try {
      return await backplane.send(owner, name, action, options.forwardTimeoutMs);
    } catch (error) {
      if (error instanceof ActionNotDelivered) {
        return error.ownerGone ? { status: 409, error: 'gone', detail: 'its server instance stopped' } : { status: 503, error: 'unavailable', detail: 'the owner of this request could not be reached; nothing was applied' };
      }
      // It may have been applied, or not: only the owner knows. With an actionId the same
      // action asked again gets the first outcome, so the browser can find out safely.
      return action.actionId === undefined
        ? { status: 503, error: 'unavailable', detail: 'the owner of this request did not reply' }
        : { status: 503, error: 'outcome-unknown', detail: 'the owner of this request did not reply in time; ask again with the same actionId' };
    }
  }

  async function route(name: string, action: RelayAction): Promise<ActionReply> {
    if (action.type === 'dismissRefused') {
      const holders = (await backplane.slices(name)).filter((slice) => holds(slice, action));
      if (holders.length === 0) return { status: 404, error: 'not-found' };
      const replies = await Promise.all(holders.map((slice) => forward(slice.instance, name, action)));
      return replies.find((r) => r.status !== 200) ?? replies[0]!;
    }
    const target = targetOf(action);
    const local = sessions.get(name);
    const ownCall = action.type === 'stopCall' && (options.calls()?.callsOf(name).some((call) => call.id === target) ?? false);
    if (ownCall || (local && local.ids.has(target)) || sessions.isFinished(name, target) || (action.actionId !== undefined && outcomes.has(name, action.actionId))) return applyLocal(name, action);
    let owner: string | undefined;
    if (backplane.owner) {
      const found = await backplane.owner(name, target);
      owner = found && (found.gone ? GONE_OWNER : found.instance);
    } else owner = (await backplane.slices(name)).find((slice) => holds(slice, action))?.instance;
    owner ??= owners.get(`${name}\n${target}`);
    if (owner !== undefined && goneOwners.has(owner)) owner = GONE_OWNER;
    if (owner === undefined) return { status: 404, error: 'not-found' };
    if (owner === GONE_OWNER) return { status: 409, error: 'gone', detail: 'its server instance stopped' };
    return forward(owner, name, action);
  }

  return {
    applyLocal,
    route,
    learn(slice) {
      // This instance's own targets are in its sessions' `ids`.
      if (slice.instance === instance) return;
      goneOwners.delete(slice.instance);
      for (const id of targetIds(slice)) {
        const key = `${slice.session}\n${id}`;
        // Only what it did not know: moving every id of the session to the end of a full map
        // on each change would cost a change the session's size (each move evicts the oldest).
        if (owners.get(key) !== slice.instance) remember(owners, key, slice.instance);
      }
    },
    forget(gone) {
      goneOwners.add(gone);
      // Bounded: an instance gone this long ago owns nothing anyone still asks about.
      if (goneOwners.size > 1_000) goneOwners.delete(goneOwners.values().next().value as string);
    },
  };
}
