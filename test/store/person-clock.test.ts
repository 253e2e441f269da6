/**
 * The person's clock in the store: every request has a deadline (the host's, else the
 * store's `timeToAnswer` per mode), "More time" moves only a deadline that is the host's
 * own, and a URL request keeps its clock while it waits out of band, telling the call's
 * round runner what the person does ("I'm done", stop waiting, time up).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createElicitationStore, type ElicitationStore, type ElicitResult } from '../../src/index';
import type { WaitingEvent } from '../../src/store';
import { simpleTextRequest, urlRequest } from '../fixtures/spec-examples';

const server = { id: 'github', name: 'GitHub' };
const MINUTE = 60_000;
const only = (store: ElicitationStore) => store.getSnapshot().rounds[0]!.requests[0]!;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-12-06T00:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the person’s clock', () => {
  it('gives a form 10 minutes and a URL 30 by default, then settles cancel and shows it expired', async () => {
    const store = createElicitationStore();
    const start = Date.now();
    const form = vi.fn<(result: ElicitResult) => void>();
    void store.elicit(simpleTextRequest.params, { server, key: 'form' }).then(form);
    void store.elicit(urlRequest.params, { server, key: 'url' });
    expect(store.getSnapshot().rounds.map((round) => round.requests[0]!.deadline)).toEqual([start + 10 * MINUTE, start + 30 * MINUTE]);
    await vi.advanceTimersByTimeAsync(10 * MINUTE - 1);
    expect(form).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(form).toHaveBeenCalledWith({ action: 'cancel' });
    expect(store.getSnapshot().rounds.map((round) => round.requests[0]!.status)).toEqual(['expired', 'pending']);
    expect(store.getSnapshot().rounds[0]!.requests[0]).toMatchObject({ reason: { code: 'deadline' } });
    await vi.advanceTimersByTimeAsync(20 * MINUTE);
    expect(store.getSnapshot().rounds.map((round) => round.requests[0]!.status)).toEqual(['expired', 'expired']);
  });

  it('waits for ever only when the host says so (Infinity, per store or per request)', async () => {
    const never = createElicitationStore({ timeToAnswer: { form: Infinity } });
    void never.elicit(simpleTextRequest.params, { server });
    expect(only(never).deadline).toBeUndefined();
    const store = createElicitationStore();
    void store.elicit(simpleTextRequest.params, { server, deadline: Infinity });
    expect(only(store).deadline).toBeUndefined();
    await vi.advanceTimersByTimeAsync(24 * 60 * MINUTE);
    expect([only(never).status, only(store).status]).toEqual(['pending', 'pending']);
  });

  it('"More time" moves the store’s own deadline by its length, from the later of now and the deadline', async () => {
    const store = createElicitationStore({ timeToAnswer: { form: 5 * MINUTE } });
    const start = Date.now();
    const answer = vi.fn<(result: ElicitResult) => void>();
    void store.elicit(simpleTextRequest.params, { server }).then(answer);
    expect(only(store)).toMatchObject({ deadline: start + 5 * MINUTE, moreTime: 5 * MINUTE });
    await vi.advanceTimersByTimeAsync(4 * MINUTE);
    await store.extendDeadline!(only(store).id);
    expect(only(store).deadline).toBe(start + 10 * MINUTE);
    await vi.advanceTimersByTimeAsync(5 * MINUTE); // the first deadline has passed: nothing happens
    expect(answer).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(answer).toHaveBeenCalledWith({ action: 'cancel' });
  });

  it('a host deadline moves only when the host says by how much (it may mirror a server’s timeout)', () => {
    const store = createElicitationStore();
    const deadline = Date.now() + MINUTE;
    void store.elicit(simpleTextRequest.params, { server, key: 'fixed', deadline });
    void store.elicit(simpleTextRequest.params, { server, key: 'own', deadline, moreTime: 2 * MINUTE });
    const [fixed, own] = store.getSnapshot().rounds.map((round) => round.requests[0]!);
    expect(fixed!.moreTime).toBeUndefined();
    void store.extendDeadline!(fixed!.id);
    void store.extendDeadline!(own!.id);
    expect(store.getSnapshot().rounds.map((round) => round.requests[0]!.deadline)).toEqual([deadline, deadline + 2 * MINUTE]);
  });

  it('never fires early on a deadline beyond what one timer can wait (2^31 ms)', async () => {
    const store = createElicitationStore();
    void store.elicit(simpleTextRequest.params, { server, deadline: Date.now() + 2 ** 31 + MINUTE });
    await vi.advanceTimersByTimeAsync(2 ** 31);
    expect(only(store).status).toBe('pending');
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(only(store).status).toBe('expired');
  });
});

describe('a URL request waiting out of band', () => {
  /** Accept a lone URL request (the person opened the page); returns what its round runner heard. */
  async function opened(store: ElicitationStore, deadline?: number) {
    const heard: WaitingEvent[] = [];
    const answer = store.elicit(urlRequest.params, { server, ...(deadline !== undefined && { deadline }), onWaiting: (event) => heard.push(event) });
    expect(heard).toEqual([]); // only once it waits
    await store.respond(only(store).id, { action: 'accept' });
    await expect(answer).resolves.toEqual({ action: 'accept' });
    expect(only(store).status).toBe('waiting');
    const [first] = heard.splice(0);
    if (first?.type !== 'opened') throw new Error('not told it waits');
    return { stillWaiting: first.stillWaiting, heard: () => heard.map((event) => event.type) };
  }

  it('keeps the person’s clock running: time up expires it and tells the runner to cancel', async () => {
    const store = createElicitationStore();
    const { heard } = await opened(store, Date.now() + MINUTE);
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(only(store)).toMatchObject({ status: 'expired', reason: { code: 'deadline' } });
    expect(heard()).toEqual(['cancel']);
  });

  it('"I’m done" asks the runner to check now; "still waiting" is shown as when the server last said so', async () => {
    const store = createElicitationStore();
    const { stillWaiting, heard } = await opened(store);
    await store.urlFinished!(only(store).id);
    expect(heard()).toEqual(['finished']);
    expect(only(store).checkedAt).toBeUndefined();
    stillWaiting();
    expect(only(store)).toMatchObject({ status: 'waiting', checkedAt: Date.now() });
  });

  it('says whether a runner follows it (only then does "I’m done" do anything)', () => {
    const store = createElicitationStore();
    void store.elicit(urlRequest.params, { server, key: 'followed', onWaiting: () => {} });
    void store.elicit(urlRequest.params, { server, key: 'alone' });
    void store.elicit(simpleTextRequest.params, { server, key: 'form', onWaiting: () => {} });
    expect(store.getSnapshot().rounds.map((round) => round.requests[0]!.followed)).toEqual([true, undefined, undefined]);
  });

  it('stopping to wait (Stop waiting, Cancel) tells the runner to cancel; the next round asking does not', async () => {
    const store = createElicitationStore();
    const first = await opened(store);
    await store.dismiss(only(store).id);
    expect(first.heard()).toEqual(['cancel']);
    const second = await opened(store);
    await store.cancelRound(store.getSnapshot().rounds[0]!.id);
    expect(second.heard()).toEqual(['cancel']);
    const third = await opened(store);
    void store.elicit(urlRequest.params, { server, roundId: 'next' }); // the same call asks again
    expect(third.heard()).toEqual([]);
  });

  it('"More time" moves a waiting request’s deadline too', async () => {
    const store = createElicitationStore({ timeToAnswer: { url: MINUTE } });
    await opened(store);
    await store.extendDeadline!(only(store).id);
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(only(store).status).toBe('waiting');
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(only(store).status).toBe('expired');
  });
});
