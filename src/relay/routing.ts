/**
 * Actions: applied on this instance's store when it owns the target, else forwarded to the
 * instance that does (found among the session's slices). The answer is always a status the
 * browser gets (200 / 404 / 409 / 422 / 503).
 */
import type { ElicitResult } from '../elicitation/types.js';
import type { ElicitationRequest } from '../store/types.js';
import type { SchemaValidator } from '../schema/validator.js';
import type { ActionReply, RelayAction, RelayBackplane, SessionSlice } from './backplane.js';
import type { CallsProvider } from './calls/attach.js';
import { isLiveStatus } from './parts.js';
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
}

/** Does `slice` hold the target of `action`? */
function holds(slice: SessionSlice, action: RelayAction): boolean {
  if (action.type === 'dismissRefused') return slice.refused.some((notice) => notice.server.id === action.serverId);
  if (action.type === 'sendRound' || action.type === 'cancelRound') return slice.rounds.some((round) => round.id === action.roundId);
  if (action.type === 'stopCall') return slice.calls?.some((call) => call.id === action.id) ?? false;
  return slice.rounds.some((round) => round.requests.some((request) => request.id === action.id));
}

/** Every target id of a slice (request, round and call ids), so a later action on one can be routed. */
const targetIds = (slice: SessionSlice) => [...slice.rounds.flatMap((round) => [round.id, ...round.requests.map((r) => r.id)]), ...(slice.calls ?? []).map((call) => call.id)];

export function createRouter(options: RouterOptions): Router {
  const { instance, sessions, backplane, validator } = options;
  /** Who owns a target, as last seen in a slice of that session: `${session}\n${id}` → instance. */
  const owners = new Map<string, string>();

  const reply = (session: Session | undefined, extra: Partial<ActionReply> = {}): ActionReply => {
    if (session) sessions.flush(session);
    return { status: 200, ...extra, ...(session && { slice: session.slice }) };
  };
  const missing = (name: string, id: string): ActionReply =>
    sessions.isFinished(name, id) ? { status: 409, error: 'conflict', detail: 'already answered or gone' } : { status: 404, error: 'not-found' };

  async function checkContent(request: ElicitationRequest, result: ElicitResult): Promise<ElicitResult | ActionReply> {
    if (result.action !== 'accept' || request.mode !== 'form') return { action: result.action };
    const schema = request.params.requestedSchema;
    const content = result.content ?? {};
    try {
      const verdict = await validator.validate(schema as object, content);
      if (!verdict.valid) {
        const where = verdict.issues.slice(0, 5).map((issue) => `${issue.path.join('/') || '(root)'}: ${issue.keyword}`).join('; ');
        return { status: 422, error: 'invalid-content', detail: where.slice(0, 500) };
      }
    } catch {
      // The validator could not run: nothing unchecked reaches the MCP server.
      return { status: 422, error: 'invalid-content', detail: 'the schema could not be checked' };
    }
    return { action: 'accept', content };
  }

  async function applyLocal(name: string, action: RelayAction): Promise<ActionReply> {
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
      if (outcome === 'ended') return { status: 409, error: 'conflict', detail: 'the call already ended' };
      return reply(sessions.get(name));
    }
    const target = action.type === 'sendRound' || action.type === 'cancelRound' ? action.roundId : action.id;
    if (!session || !session.ids.has(target)) return missing(name, target);

    if (action.type === 'sendRound' || action.type === 'cancelRound') {
      if (action.type === 'cancelRound') {
        await session.store.cancelRound(target);
        return reply(session);
      }
      const sent = await session.store.sendRound(target);
      // Not sent (a live request has no staged answer yet) is an answer, as the store's `false`, not an error.
      return reply(session, { sent });
    }

    let request = sessions.findRequest(session, target);
    if (!request) return missing(name, target);
    switch (action.type) {
      case 'respond': {
        if (!isLiveStatus(request.status)) return { status: 409, error: 'conflict', detail: 'already answered' };
        const checked = await checkContent(request, action.result);
        if ('status' in checked) return checked;
        // The validator may have answered asynchronously: another answer may have won meanwhile.
        request = sessions.findRequest(session, target);
        if (!request || !isLiveStatus(request.status)) return { status: 409, error: 'conflict', detail: 'already answered' };
        await session.store.respond(target, checked);
        return reply(session);
      }
      case 'refuse':
        if (!isLiveStatus(request.status)) return { status: 409, error: 'conflict', detail: 'already answered' };
        await session.store.refuse(target, action.reason);
        return reply(session);
      case 'reopen':
        if (request.status !== 'staged') return { status: 409, error: 'conflict', detail: 'not staged' };
        await session.store.reopen(target);
        return reply(session);
      case 'dismiss':
        if (isLiveStatus(request.status)) return { status: 409, error: 'conflict', detail: 'still unanswered' };
        await session.store.dismiss(target);
        return reply(session);
    }
  }

  async function route(name: string, action: RelayAction): Promise<ActionReply> {
    const forwardTimeout = options.forwardTimeoutMs;
    if (action.type === 'dismissRefused') {
      const holders = (await backplane.slices(name)).filter((slice) => holds(slice, action));
      if (holders.length === 0) return { status: 404, error: 'not-found' };
      const replies = await Promise.all(holders.map((slice) => (slice.instance === instance ? applyLocal(name, action) : backplane.send(slice.instance, name, action, forwardTimeout))));
      return replies.find((r) => r.status !== 200) ?? replies[0]!;
    }
    const target = action.type === 'sendRound' || action.type === 'cancelRound' ? action.roundId : action.id;
    const local = sessions.get(name);
    const ownCall = action.type === 'stopCall' && (options.calls()?.callsOf(name).some((call) => call.id === target) ?? false);
    if (ownCall || (local && local.ids.has(target)) || sessions.isFinished(name, target)) return applyLocal(name, action);
    let owner = (await backplane.slices(name)).find((slice) => holds(slice, action))?.instance;
    owner ??= owners.get(`${name}\n${target}`);
    if (owner === undefined) return { status: 404, error: 'not-found' };
    if (owner === instance) return applyLocal(name, action);
    return backplane.send(owner, name, action, forwardTimeout);
  }

  return {
    applyLocal,
    route,
    learn(slice) {
      // This instance's own targets are in its sessions' `ids`.
      if (slice.instance === instance) return;
      for (const id of targetIds(slice)) remember(owners, `${slice.session}\n${id}`, slice.instance);
    },
  };
}
