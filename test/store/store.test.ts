import { describe, expect, it, vi } from 'vitest';
import { createElicitationStore, type ElicitResult } from '../../src/index';
import { simpleTextRequest, structuredRequest, urlRequest } from '../fixtures/spec-examples';

const server = { id: 'github', name: 'GitHub', url: 'https://mcp.github.example/mcp' };
const nextTask = () => new Promise((done) => setTimeout(done, 0));

describe('createElicitationStore', () => {
  it('groups requests with the same roundId into one round, keyed as given', () => {
    const store = createElicitationStore();
    void store.elicit(simpleTextRequest.params, { server, key: 'github_login', roundId: 'r1' });
    void store.elicit(structuredRequest.params, { server, key: 'contact', roundId: 'r1' });
    const { rounds } = store.getSnapshot();
    expect(rounds).toHaveLength(1);
    expect(rounds[0]!.requests.map((r) => r.key)).toEqual(['github_login', 'contact']);
    expect(rounds[0]!.server).toBe(server);
  });

  it('makes request, round and default key ids of 128 random bits: one store’s ids say nothing of another’s', () => {
    const ids = [createElicitationStore(), createElicitationStore()].flatMap((store) => {
      void store.elicit(simpleTextRequest.params, { server });
      void store.elicit(simpleTextRequest.params, { server, roundId: 'host-round' });
      return store.getSnapshot().rounds.flatMap((round) => [round.id, ...round.requests.flatMap((r) => [r.id, r.key])]);
    });
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // A request's default key is its id; nothing else repeats.
    expect(new Set(ids).size).toBe(ids.length - 4);
  });

  it('never merges by arrival timing: two calls arriving in one task stay two rounds', () => {
    const store = createElicitationStore();
    void store.elicit(simpleTextRequest.params, { server, key: 'a' });
    void store.elicit(simpleTextRequest.params, { server, key: 'b' });
    void store.elicit(simpleTextRequest.params, { server, key: 'c', roundId: 'x' });
    void store.elicit(simpleTextRequest.params, { server, key: 'd', roundId: 'y' });
    expect(store.getSnapshot().rounds.map((r) => r.requests.map((q) => q.key))).toEqual([['a'], ['b'], ['c'], ['d']]);
  });

  it('identifies servers by id, never by display name: same name, separate rounds and budgets', async () => {
    const store = createElicitationStore({ maxPendingPerServer: 1 });
    const work = { id: 'work', name: 'GitHub' };
    const home = { id: 'home', name: 'GitHub' };
    void store.elicit(simpleTextRequest.params, { server: work, roundId: 'same' });
    const second = vi.fn();
    void store.elicit(simpleTextRequest.params, { server: home, roundId: 'same' }).then(second);
    await nextTask();
    expect(second).not.toHaveBeenCalled(); // not declined as a flood of "GitHub"
    expect(store.getSnapshot().rounds.map((r) => r.server.id)).toEqual(['work', 'home']);
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
    const a = track('a', store.elicit(simpleTextRequest.params, { server, key: 'a', roundId: 'r' }));
    const b = track('b', store.elicit(structuredRequest.params, { server, key: 'b', roundId: 'r' }));
    const c = track('c', store.elicit(urlRequest.params, { server, key: 'c', roundId: 'r' }));
    const round = store.getSnapshot().rounds[0]!;
    const [ra, rb, rc] = round.requests;
    store.respond(rc!.id, { action: 'accept' });
    store.respond(ra!.id, { action: 'decline' });
    expect(store.sendRound(round.id)).toBe(false); // b still open
    await nextTask();
    expect(settled).toEqual([]);
    expect(store.getSnapshot().rounds[0]!.requests.map((r) => r.status)).toEqual(['staged', 'pending', 'staged']);
    store.respond(rb!.id, { action: 'cancel' });
    expect(store.sendRound(round.id)).toBe(true);
    await Promise.all([a, b, c]);
    expect(settled.sort()).toEqual(['a:decline', 'b:cancel', 'c:accept']);
    // Only the opened URL stays, as "waiting for you to finish".
    expect(store.getSnapshot().rounds[0]!.requests.map((r) => [r.key, r.status])).toEqual([['c', 'waiting']]);
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

  it('says why a request expired: its deadline, the abort signal’s reason, else cancelled', async () => {
    vi.useFakeTimers();
    try {
      const store = createElicitationStore();
      const stopped = new AbortController();
      const restarted = new AbortController();
      const linked = new AbortController();
      void store.elicit(simpleTextRequest.params, { server, deadline: Date.now() + 1_000 });
      void store.elicit(simpleTextRequest.params, { server, signal: stopped.signal });
      void store.elicit(simpleTextRequest.params, { server, signal: restarted.signal });
      void store.elicit(simpleTextRequest.params, { server, signal: AbortSignal.any([linked.signal]) });
      vi.advanceTimersByTime(1_000);
      stopped.abort();
      restarted.abort({ code: 'server-restarted' });
      linked.abort({ code: 'call-failed' });
      const reasons = store.getSnapshot().rounds.map((round) => {
        const request = round.requests[0]!;
        return request.status === 'expired' ? request.reason?.code : request.status;
      });
      expect(reasons).toEqual(['deadline', 'cancelled', 'server-restarted', 'call-failed']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('an already-aborted signal settles cancel without showing anything', async () => {
    const store = createElicitationStore();
    await expect(store.elicit(simpleTextRequest.params, { server, signal: AbortSignal.abort() })).resolves.toEqual({ action: 'cancel' });
    expect(store.getSnapshot().rounds).toEqual([]);
  });

  it('cancelRound cancels every open request of the round', async () => {
    const store = createElicitationStore();
    const a = store.elicit(simpleTextRequest.params, { server, key: 'a', roundId: 'r' });
    const b = store.elicit(simpleTextRequest.params, { server, key: 'b', roundId: 'r' });
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
    void store.elicit(simpleTextRequest.params, { server: { id: 'other', name: 'Other' } }); // other servers unaffected
    const snapshot = store.getSnapshot();
    expect(snapshot.refused).toEqual([{ server, count: 2 }]);
    expect(snapshot.rounds.flatMap((r) => r.requests)).toHaveLength(3);
    store.dismissRefused('github');
    expect(store.getSnapshot().refused).toEqual([]);
  });

  it('keeps an opened URL in view as waiting until the server asks again or it is dismissed', async () => {
    const store = createElicitationStore();
    const answer = store.elicit(urlRequest.params, { server });
    const request = store.getSnapshot().rounds[0]!.requests[0]!;
    store.respond(request.id, { action: 'accept' });
    await expect(answer).resolves.toEqual({ action: 'accept' });
    expect(store.getSnapshot().rounds[0]!.requests[0]!.status).toBe('waiting');
    store.dismiss(request.id);
    expect(store.getSnapshot().rounds).toEqual([]);
  });

  it('keeps an automatic refusal in view (with its answer) until dismissed', async () => {
    const store = createElicitationStore();
    const answer = store.elicit({ mode: 'hologram', message: 'm' }, { server });
    const request = store.getSnapshot().rounds[0]!.requests[0]!;
    store.refuse(request.id, { code: 'unsupported-mode', mode: 'hologram' });
    await expect(answer).resolves.toEqual({ action: 'decline' });
    expect(store.getSnapshot().rounds[0]!.requests[0]).toMatchObject({
      status: 'refused',
      answer: { action: 'decline' },
      reason: { code: 'unsupported-mode', mode: 'hologram' },
    });
    store.dismiss(request.id);
    expect(store.getSnapshot().rounds).toEqual([]);
  });

  it('lets the user change a staged answer before the round is sent', () => {
    const store = createElicitationStore();
    void store.elicit(simpleTextRequest.params, { server, key: 'a', roundId: 'r' });
    void store.elicit(simpleTextRequest.params, { server, key: 'b', roundId: 'r' });
    const a = store.getSnapshot().rounds[0]!.requests[0]!;
    store.respond(a.id, { action: 'decline' });
    store.reopen(a.id);
    expect(store.getSnapshot().rounds[0]!.requests[0]).toMatchObject({ status: 'pending' });
    expect(store.getSnapshot().rounds[0]!.requests[0]).not.toHaveProperty('answer');
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

  it('takes the host’s word that a URL was opened before it knew (a reload), within its call', () => {
    const store = createElicitationStore();
    void store.elicit(urlRequest.params, { server, callId: 'c', roundId: '1', previouslyOpened: true });
    const kept = store.getSnapshot().rounds[0]!.requests[0]!;
    expect(kept).toMatchObject({ status: 'pending', previouslyOpened: true });
    store.respond(kept.id, { action: 'accept' });
    void store.elicit(urlRequest.params, { server, callId: 'c', roundId: '2' });
    expect(store.getSnapshot().rounds.at(-1)!.requests[0]!.previouslyOpened).toBe(true);
    void store.elicit(urlRequest.params, { server, callId: 'other' });
    expect(store.getSnapshot().rounds.at(-1)!.requests[0]!.previouslyOpened).toBe(false);
  });

  it('asked again for a page after "I’ve finished", the request says when the server said it still waits (checkedAt); after Open it does not', async () => {
    const store = createElicitationStore();
    const latest = () => store.getSnapshot().rounds.at(-1)!.requests[0]!;
    void store.elicit(urlRequest.params, { server, callId: 'c' });
    store.respond(latest().id, { action: 'accept' }); // Open
    void store.elicit(urlRequest.params, { server, callId: 'c' });
    expect(latest()).toMatchObject({ previouslyOpened: true });
    expect(latest()).not.toHaveProperty('checkedAt');
    store.respond(latest().id, { action: 'accept' }); // I've finished
    const before = Date.now();
    void store.elicit(urlRequest.params, { server, callId: 'c' });
    expect(latest()).toMatchObject({ status: 'pending', previouslyOpened: true });
    expect(latest().checkedAt).toBeGreaterThanOrEqual(before);
    // Pressed again, it waits for the server's answer: nothing says "not finished" until it comes.
    store.respond(latest().id, { action: 'accept' });
    expect(latest()).toMatchObject({ status: 'waiting' });
    expect(latest()).not.toHaveProperty('checkedAt');
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
    store.respond(id, { action: 'decline' });
    expect(store.getDraft(id)).toBeUndefined(); // forgotten with the request
  });

  it("keeps the person's own cancel of a request they typed into in view, with the draft, until dismissed; an untouched one leaves", async () => {
    const store = createElicitationStore();
    const typed = store.elicit(simpleTextRequest.params, { server, key: 'typed' });
    const untouched = store.elicit(simpleTextRequest.params, { server, key: 'untouched' });
    const [a, b] = store.getSnapshot().rounds.map((round) => round.requests[0]!.id);
    store.setDraft(a!, { name: 'octo' });
    store.setDraft(b!, { name: '' });
    store.respond(a!, { action: 'cancel' });
    store.respond(b!, { action: 'cancel' });
    await expect(typed).resolves.toEqual({ action: 'cancel' });
    await expect(untouched).resolves.toEqual({ action: 'cancel' });
    expect(store.getSnapshot().rounds.flatMap((round) => round.requests).map((r) => [r.key, r.status])).toEqual([['typed', 'answered']]);
    expect(store.getDraft(a!)).toEqual({ name: 'octo' });
    store.dismiss(a!);
    expect(store.getSnapshot().rounds).toEqual([]);
    expect(store.getDraft(a!)).toBeUndefined();
  });

  it('Cancel all keeps the questions of a round that were typed into, answered cancel, and lets the rest go', async () => {
    const store = createElicitationStore();
    const answers = ['a', 'b'].map((key) => store.elicit(simpleTextRequest.params, { server, key, roundId: 'r' }));
    const [a] = store.getSnapshot().rounds[0]!.requests.map((r) => r.id);
    store.setDraft(a!, { name: 'octo' });
    store.cancelRound(store.getSnapshot().rounds[0]!.id);
    await expect(Promise.all(answers)).resolves.toEqual([{ action: 'cancel' }, { action: 'cancel' }]);
    expect(store.getSnapshot().rounds[0]!.requests.map((r) => [r.key, r.status])).toEqual([['a', 'answered']]);
  });

  it('a refusal inside a round settles decline at once and is not staged as a changeable answer', async () => {
    const store = createElicitationStore();
    const refused = store.elicit({ mode: 'hologram', message: 'm' }, { server, key: 'x', roundId: 'r' });
    void store.elicit(simpleTextRequest.params, { server, key: 'y', roundId: 'r' });
    const [x, y] = store.getSnapshot().rounds[0]!.requests;
    store.refuse(x!.id, { code: 'unsupported-mode', mode: 'hologram' });
    await expect(refused).resolves.toEqual({ action: 'decline' });
    store.reopen(x!.id); // "Change" has nothing to change: ignored
    expect(store.getSnapshot().rounds[0]!.requests[0]!.status).toBe('refused');
    store.respond(y!.id, { action: 'accept', content: { name: 'n' } });
    expect(store.sendRound(x!.roundId)).toBe(true); // the refused one does not block Send all
  });

  it('an expired URL request cannot be accepted afterwards (Open does nothing for a cancelled call)', async () => {
    const store = createElicitationStore();
    const controller = new AbortController();
    const answer = store.elicit(urlRequest.params, { server, signal: controller.signal });
    const id = store.getSnapshot().rounds[0]!.requests[0]!.id;
    controller.abort();
    await expect(answer).resolves.toEqual({ action: 'cancel' });
    store.respond(id, { action: 'accept' });
    expect(store.getSnapshot().rounds[0]!.requests[0]!.status).toBe('expired');
    store.dismiss(id);
    expect(store.getSnapshot().rounds).toEqual([]);
  });

  it('keeps the host-read app resource of a form request, and only of a form request', () => {
    const store = createElicitationStore();
    const app = { uri: 'ui://demo/seat.html', html: '<p>seat</p>', csp: { connectDomains: ['https://api.example'] } };
    void store.elicit(structuredRequest.params, { server, key: 'form', app });
    void store.elicit(urlRequest.params, { server, key: 'url', app });
    void store.elicit({ ...structuredRequest.params, _meta: { ui: { resourceUri: 'ui://demo/seat.html' } } }, { server, key: 'hint' });
    const [form, url, hint] = store.getSnapshot().rounds.map((round) => round.requests[0]!);
    expect(form!.app).toBe(app);
    expect(url!.app).toBeUndefined();
    expect(hint!.app).toBeUndefined(); // the server's own _meta never makes an app request
  });

  it('removes its abort listener once the request settles normally', () => {
    const store = createElicitationStore();
    const controller = new AbortController();
    const remove = vi.spyOn(controller.signal, 'removeEventListener');
    void store.elicit(simpleTextRequest.params, { server, signal: controller.signal });
    store.respond(store.getSnapshot().rounds[0]!.requests[0]!.id, { action: 'decline' });
    expect(remove).toHaveBeenCalledWith('abort', expect.any(Function));
  });

  describe('finishCall', () => {
    it('clears what a finished call left in view (an opened URL), keeping a refusal notice', async () => {
      const store = createElicitationStore();
      void store.elicit({ mode: 'hologram', message: 'm' }, { server, callId: 'c1' });
      store.refuse(store.getSnapshot().rounds[0]!.requests[0]!.id, { code: 'unsupported-mode', mode: 'hologram' });
      const opened = store.elicit(urlRequest.params, { server, callId: 'c1' });
      store.respond(store.getSnapshot().rounds[1]!.requests[0]!.id, { action: 'accept' });
      await opened;
      void store.elicit(simpleTextRequest.params, { server, callId: 'other' });
      expect(store.getSnapshot().rounds.map((r) => r.requests[0]!.status)).toEqual(['refused', 'waiting', 'pending']);
      store.finishCall({ callId: 'c1' });
      expect(store.getSnapshot().rounds.map((r) => [r.requests[0]!.callId, r.requests[0]!.status])).toEqual([
        ['c1', 'refused'],
        ['other', 'pending'],
      ]);
    });

    it('keeps an expired request, typed into or not: it says why nothing was sent until dismissed', () => {
      const store = createElicitationStore();
      const controller = new AbortController();
      void store.elicit(simpleTextRequest.params, { server, callId: 'c', signal: controller.signal });
      void store.elicit(simpleTextRequest.params, { server, callId: 'c', signal: controller.signal });
      const [typed, empty] = store.getSnapshot().rounds.map((r) => r.requests[0]!.id);
      store.setDraft(typed!, { name: 'half typed' });
      store.setDraft(empty!, { name: '' });
      controller.abort();
      store.finishCall({ callId: 'c' });
      expect(store.getSnapshot().rounds.map((r) => [r.requests[0]!.id, r.requests[0]!.status])).toEqual([
        [typed, 'expired'],
        [empty, 'expired'],
      ]);
      void store.dismiss(empty!);
      expect(store.getSnapshot().rounds.map((r) => r.requests[0]!.id)).toEqual([typed]);
    });

    it('by server, clears only answered requests: another call may still be asking', async () => {
      const store = createElicitationStore();
      const opened = store.elicit(urlRequest.params, { server });
      store.respond(store.getSnapshot().rounds[0]!.requests[0]!.id, { action: 'accept' });
      await opened;
      const stillAsking = vi.fn();
      void store.elicit(simpleTextRequest.params, { server, roundId: 'later' }).then(stillAsking);
      store.finishCall({ serverId: server.id });
      await nextTask();
      expect(store.getSnapshot().rounds.map((r) => r.requests[0]!.status)).toEqual(['pending']);
      expect(stillAsking).not.toHaveBeenCalled();
      // A later call asking for the same URL is not "still waiting" from the finished one.
      void store.elicit(urlRequest.params, { server, roundId: 'third' });
      expect(store.getSnapshot().rounds[1]!.requests[0]!.previouslyOpened).toBe(false);
    });

    it('keeps a still unanswered request that holds a draft, as expired because its call stopped', async () => {
      const store = createElicitationStore();
      const answer = store.elicit(simpleTextRequest.params, { server, callId: 'c' });
      const id = store.getSnapshot().rounds[0]!.requests[0]!.id;
      store.setDraft(id, { name: 'half typed' });
      store.finishCall({ callId: 'c' });
      await expect(answer).resolves.toEqual({ action: 'cancel' });
      expect(store.getSnapshot().rounds[0]!.requests[0]).toMatchObject({ id, status: 'expired', reason: { code: 'stopped' } });
      expect(store.getDraft(id)).toEqual({ name: 'half typed' });
    });

    it('keeps the person’s own cancel of a typed-into form when its call then finishes, until dismissed', async () => {
      // The cancel is the call's answer, so a real call ends right after it: the typing kept
      // for copying must not leave with the call.
      const store = createElicitationStore();
      const answer = store.elicit(simpleTextRequest.params, { server, callId: 'c' });
      const untouched = store.elicit(simpleTextRequest.params, { server, callId: 'c' });
      const [typed, empty] = store.getSnapshot().rounds.map((r) => r.requests[0]!.id);
      store.setDraft(typed!, { name: 'half typed' });
      store.respond(typed!, { action: 'cancel' });
      store.respond(empty!, { action: 'cancel' });
      await expect(answer).resolves.toEqual({ action: 'cancel' });
      await expect(untouched).resolves.toEqual({ action: 'cancel' });
      store.finishCall({ callId: 'c' });
      expect(store.getSnapshot().rounds.map((r) => [r.requests[0]!.id, r.requests[0]!.status])).toEqual([[typed, 'answered']]);
      expect(store.getDraft(typed!)).toEqual({ name: 'half typed' });
      store.finishCall({ serverId: server.id });
      expect(store.getSnapshot().rounds).toHaveLength(1);
      void store.dismiss(typed!);
      expect(store.getSnapshot().rounds).toEqual([]);
    });

    it('settles cancel for a request its call left unanswered', async () => {
      const store = createElicitationStore();
      const answer = store.elicit(simpleTextRequest.params, { server, callId: 'c' });
      store.finishCall({ callId: 'c' });
      await expect(answer).resolves.toEqual({ action: 'cancel' });
      expect(store.getSnapshot().rounds).toEqual([]);
    });
  });

  it('recognises an opened URL per call when the host names calls', async () => {
    const store = createElicitationStore();
    void store.elicit(urlRequest.params, { server, callId: 'c1' });
    store.respond(store.getSnapshot().rounds[0]!.requests[0]!.id, { action: 'accept' });
    void store.elicit(urlRequest.params, { server, callId: 'c2' }); // another call: not superseding c1
    void store.elicit(urlRequest.params, { server, callId: 'c1' });
    const requests = store.getSnapshot().rounds.map((r) => r.requests[0]!);
    expect(requests.map((r) => [r.callId, r.status, r.previouslyOpened])).toEqual([
      ['c2', 'pending', false],
      ['c1', 'pending', true],
    ]);
  });
});
