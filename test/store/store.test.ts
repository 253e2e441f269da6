import { describe, expect, it, vi } from 'vitest';
import { createElicitationStore, type ElicitResult } from '../../src/index';
import { simpleTextRequest, structuredRequest, urlRequest } from '../fixtures/spec-examples';

const server = { name: 'GitHub', url: 'https://mcp.github.example/mcp' };
const nextTask = () => new Promise((done) => setTimeout(done, 0));

describe('createElicitationStore', () => {
  it('groups requests arriving in the same task into one round, keyed as given', () => {
    const store = createElicitationStore();
    void store.elicit(simpleTextRequest.params, { server, key: 'github_login' });
    void store.elicit(structuredRequest.params, { server, key: 'contact' });
    const { rounds } = store.getSnapshot();
    expect(rounds).toHaveLength(1);
    expect(rounds[0]!.requests.map((r) => r.key)).toEqual(['github_login', 'contact']);
    expect(rounds[0]!.server).toBe(server);
  });

  it('starts a new round for requests arriving in a later task', async () => {
    const store = createElicitationStore();
    void store.elicit(simpleTextRequest.params, { server, key: 'a' });
    await nextTask();
    void store.elicit(simpleTextRequest.params, { server, key: 'b' });
    expect(store.getSnapshot().rounds).toHaveLength(2);
  });

  it('sends a lone request at once and removes it from view', async () => {
    const store = createElicitationStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const answer = store.elicit(simpleTextRequest.params, { server });
    const [round] = store.getSnapshot().rounds;
    store.respond(round!.requests[0]!.id, { action: 'accept', content: { name: 'octocat' } });
    await expect(answer).resolves.toEqual({ action: 'accept', content: { name: 'octocat' } });
    expect(store.getSnapshot().rounds).toEqual([]);
    expect(listener).toHaveBeenCalled();
  });

  it('stages answers of a larger round in any order, then sends all together', async () => {
    const store = createElicitationStore();
    const settled: string[] = [];
    const track = (key: string, p: Promise<ElicitResult>) => p.then((r) => settled.push(`${key}:${r.action}`));
    const a = track('a', store.elicit(simpleTextRequest.params, { server, key: 'a' }));
    const b = track('b', store.elicit(structuredRequest.params, { server, key: 'b' }));
    const c = track('c', store.elicit(urlRequest.params, { server, key: 'c' }));
    const round = store.getSnapshot().rounds[0]!;
    const [ra, rb, rc] = round.requests;
    store.respond(rc!.id, { action: 'accept' });
    store.respond(ra!.id, { action: 'decline' });
    expect(store.sendRound(round.id)).toBe(false); // b still open
    await nextTask();
    expect(settled).toEqual([]);
    expect(store.getSnapshot().rounds[0]!.requests.map((r) => r.status)).toEqual(['answered', 'pending', 'answered']);
    store.respond(rb!.id, { action: 'cancel' });
    expect(store.sendRound(round.id)).toBe(true);
    await Promise.all([a, b, c]);
    expect(settled.sort()).toEqual(['a:decline', 'b:cancel', 'c:accept']);
    // Only the opened URL stays, as "waiting for you to finish".
    expect(store.getSnapshot().rounds[0]!.requests.map((r) => [r.key, r.status])).toEqual([['c', 'opened']]);
  });

  it('an aborted call settles cancel at once and keeps the draft visible as expired', async () => {
    const store = createElicitationStore();
    const controller = new AbortController();
    const answer = store.elicit(simpleTextRequest.params, { server, signal: controller.signal });
    const id = store.getSnapshot().rounds[0]!.requests[0]!.id;
    store.setDraft(id, { name: 'half typed' });
    controller.abort();
    await expect(answer).resolves.toEqual({ action: 'cancel' });
    const request = store.getSnapshot().rounds[0]!.requests[0]!;
    expect(request.status).toBe('expired');
    expect(store.getDraft(id)).toEqual({ name: 'half typed' });
    store.respond(id, { action: 'accept', content: { name: 'late' } }); // ignored: nothing is sent twice
    store.dismiss(id);
    expect(store.getSnapshot().rounds).toEqual([]);
  });

  it('an already-aborted signal settles cancel without showing anything', async () => {
    const store = createElicitationStore();
    await expect(store.elicit(simpleTextRequest.params, { server, signal: AbortSignal.abort() })).resolves.toEqual({ action: 'cancel' });
    expect(store.getSnapshot().rounds).toEqual([]);
  });

  it('cancelRound cancels every open request of the round', async () => {
    const store = createElicitationStore();
    const a = store.elicit(simpleTextRequest.params, { server, key: 'a' });
    const b = store.elicit(simpleTextRequest.params, { server, key: 'b' });
    store.cancelRound(store.getSnapshot().rounds[0]!.id);
    await expect(Promise.all([a, b])).resolves.toEqual([{ action: 'cancel' }, { action: 'cancel' }]);
  });

  it('each request settles exactly once whatever the user does', async () => {
    const store = createElicitationStore();
    const resolved = vi.fn();
    void store.elicit(simpleTextRequest.params, { server }).then(resolved);
    const id = store.getSnapshot().rounds[0]!.requests[0]!.id;
    store.respond(id, { action: 'decline' });
    store.respond(id, { action: 'accept', content: { name: 'x' } });
    await nextTask();
    expect(resolved).toHaveBeenCalledTimes(1);
    expect(resolved).toHaveBeenCalledWith({ action: 'decline' });
  });

  it('declines beyond maxPendingPerServer without asking and counts it per server', async () => {
    const store = createElicitationStore({ maxPendingPerServer: 2 });
    void store.elicit(simpleTextRequest.params, { server });
    void store.elicit(simpleTextRequest.params, { server });
    await expect(store.elicit(simpleTextRequest.params, { server })).resolves.toEqual({ action: 'decline' });
    await expect(store.elicit(simpleTextRequest.params, { server })).resolves.toEqual({ action: 'decline' });
    void store.elicit(simpleTextRequest.params, { server: { name: 'Other' } }); // other servers unaffected
    const snapshot = store.getSnapshot();
    expect(snapshot.refused).toEqual([{ server, count: 2 }]);
    expect(snapshot.rounds.flatMap((r) => r.requests)).toHaveLength(3);
    store.dismissRefused('GitHub');
    expect(store.getSnapshot().refused).toEqual([]);
  });

  it('keeps an opened URL in view as waiting until the server asks again or it is dismissed', async () => {
    const store = createElicitationStore();
    const answer = store.elicit(urlRequest.params, { server });
    const request = store.getSnapshot().rounds[0]!.requests[0]!;
    store.respond(request.id, { action: 'accept' });
    await expect(answer).resolves.toEqual({ action: 'accept' });
    expect(store.getSnapshot().rounds[0]!.requests[0]!.status).toBe('opened');
    store.dismiss(request.id);
    expect(store.getSnapshot().rounds).toEqual([]);
  });

  it('keeps an automatic refusal in view (with its answer) until dismissed', async () => {
    const store = createElicitationStore();
    const answer = store.elicit({ mode: 'hologram', message: 'm' }, { server });
    const request = store.getSnapshot().rounds[0]!.requests[0]!;
    store.respond(request.id, { action: 'decline' }, { keepVisible: true });
    await expect(answer).resolves.toEqual({ action: 'decline' });
    expect(store.getSnapshot().rounds[0]!.requests[0]).toMatchObject({ status: 'refused', answer: { action: 'decline' } });
    store.dismiss(request.id);
    expect(store.getSnapshot().rounds).toEqual([]);
  });

  it('lets the user change a staged answer before the round is sent', () => {
    const store = createElicitationStore();
    void store.elicit(simpleTextRequest.params, { server, key: 'a' });
    void store.elicit(simpleTextRequest.params, { server, key: 'b' });
    const a = store.getSnapshot().rounds[0]!.requests[0]!;
    store.respond(a.id, { action: 'decline' });
    store.reopen(a.id);
    expect(store.getSnapshot().rounds[0]!.requests[0]).toMatchObject({ status: 'pending', answer: undefined });
  });

  it('recognises a URL the user already opened when the next round asks again', async () => {
    const store = createElicitationStore();
    void store.elicit(urlRequest.params, { server });
    const first = store.getSnapshot().rounds[0]!.requests[0]!;
    expect(first.previouslyOpened).toBe(false);
    store.respond(first.id, { action: 'accept' });
    await nextTask();
    void store.elicit(urlRequest.params, { server });
    const rounds = store.getSnapshot().rounds;
    expect(rounds).toHaveLength(1); // the opened one was superseded by the new round
    expect(rounds[0]!.requests[0]!.previouslyOpened).toBe(true);
  });

  it('keeps the snapshot identity until something changes (useSyncExternalStore contract)', () => {
    const store = createElicitationStore();
    expect(store.getSnapshot()).toBe(store.getSnapshot());
    void store.elicit(simpleTextRequest.params, { server });
    const before = store.getSnapshot();
    expect(store.getSnapshot()).toBe(before);
    store.respond(before.rounds[0]!.requests[0]!.id, { action: 'cancel' });
    expect(store.getSnapshot()).not.toBe(before);
  });

  it('keeps drafts without notifying: typing must not re-render every open form', () => {
    const store = createElicitationStore();
    void store.elicit(simpleTextRequest.params, { server });
    const id = store.getSnapshot().rounds[0]!.requests[0]!.id;
    const listener = vi.fn();
    store.subscribe(listener);
    const before = store.getSnapshot();
    store.setDraft(id, { name: 'a' });
    store.setDraft(id, { name: 'ab' });
    expect(listener).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toBe(before);
    expect(store.getDraft(id)).toEqual({ name: 'ab' });
    store.respond(id, { action: 'cancel' });
    expect(store.getDraft(id)).toBeUndefined(); // forgotten with the request
  });
});
