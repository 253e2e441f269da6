import { describe, expect, it } from 'vitest';
import { createElicitationHandler, type ElicitResult } from '../../src/index';
import { collectInputResponses, type InputRequiredResult } from '../../src/store';
import { simpleTextRequest, urlRequest } from '../fixtures/spec-examples';

describe('collectInputResponses', () => {
  const result: InputRequiredResult = {
    resultType: 'input_required',
    inputRequests: { github_login: simpleTextRequest, connect: urlRequest },
    requestState: ' {"nonce":"a b"}\n',
  };

  it('keys responses exactly like inputRequests and echoes requestState byte for byte', async () => {
    const retry = await collectInputResponses(result, {
      elicit: async (params, key) =>
        key === 'connect' ? { action: 'accept' } : { action: 'accept', content: { name: (params as { message: string }).message.length.toString() } },
    });
    expect(Object.keys(retry.inputResponses!)).toEqual(['github_login', 'connect']);
    expect(retry.inputResponses!.connect).toEqual({ action: 'accept' });
    expect(retry.requestState).toBe(' {"nonce":"a b"}\n');
  });

  it('sends no requestState when the server sent none, and no inputResponses for a state-only round', async () => {
    const noState = await collectInputResponses({ resultType: 'input_required', inputRequests: { a: simpleTextRequest } }, {
      elicit: async () => ({ action: 'decline' }),
    });
    expect(noState).not.toHaveProperty('requestState');
    const stateOnly = await collectInputResponses({ resultType: 'input_required', requestState: 's' }, { elicit: async () => ({ action: 'cancel' }) });
    expect(stateOnly).toEqual({ requestState: 's' });
  });

  it('asks for every elicitation of the round at once', async () => {
    const asked: string[] = [];
    const release: (() => void)[] = [];
    const pending = collectInputResponses(result, {
      elicit: (_params, key) => {
        asked.push(key);
        return new Promise<ElicitResult>((done) => release.push(() => done({ action: 'cancel' })));
      },
    });
    await Promise.resolve();
    expect(asked).toEqual(['github_login', 'connect']);
    release.forEach((r) => r());
    await expect(pending).resolves.toMatchObject({ inputResponses: { github_login: { action: 'cancel' }, connect: { action: 'cancel' } } });
  });

  it('refuses sampling/roots requests it cannot answer, with a clear message', async () => {
    const mixed: InputRequiredResult = { resultType: 'input_required', inputRequests: { roots: { method: 'roots/list' } } };
    await expect(collectInputResponses(mixed, { elicit: async () => ({ action: 'cancel' }) })).rejects.toThrow(/no handler for "roots\/list"/);
    await expect(
      collectInputResponses(mixed, { elicit: async () => ({ action: 'cancel' }), answerOther: async () => ({ roots: [] }) }),
    ).resolves.toEqual({ inputResponses: { roots: { roots: [] } } });
  });

  it('checks every method before asking anything: no question is left pending in the UI', async () => {
    const asked: string[] = [];
    const mixed: InputRequiredResult = {
      resultType: 'input_required',
      inputRequests: { login: simpleTextRequest, sample: { method: 'sampling/createMessage', params: {} } },
    };
    await expect(collectInputResponses(mixed, { elicit: async (_p, key) => (asked.push(key), { action: 'cancel' }) })).rejects.toThrow(
      /no handler for "sampling\/createMessage"/,
    );
    expect(asked).toEqual([]);
  });

  it('tells elicit which round each request belongs to, fresh per result', async () => {
    const rounds: { key: string; id: string; size: number }[] = [];
    const elicit = async (_params: unknown, key: string, round: { id: string; size: number }) => {
      rounds.push({ key, ...round });
      return { action: 'cancel' } as const;
    };
    await collectInputResponses(result, { elicit });
    await collectInputResponses(result, { elicit });
    expect(rounds.map((r) => r.size)).toEqual([2, 2, 2, 2]);
    expect(rounds[0]!.id).toBe(rounds[1]!.id);
    expect(rounds[2]!.id).toBe(rounds[3]!.id);
    expect(rounds[0]!.id).not.toBe(rounds[2]!.id);
  });
});

describe('createElicitationHandler', () => {
  it('passes the params, the inputRequests key, the signal and the server to elicit', async () => {
    const calls: unknown[] = [];
    const signal = new AbortController().signal;
    const handler = createElicitationHandler({
      elicit: async (params, options) => {
        calls.push({ params, ...options });
        return { action: 'decline' };
      },
      server: () => ({ id: 'github', name: 'GitHub', title: 'late title' }),
    });
    await expect(handler({ params: urlRequest.params }, { mcpReq: { id: 'connect', signal } })).resolves.toEqual({ action: 'decline' });
    await handler({ params: urlRequest.params }, { mcpReq: { id: 7, signal } });
    expect(calls).toEqual([
      { params: urlRequest.params, key: 'connect', signal, roundId: 'sdk-round-1', server: { id: 'github', name: 'GitHub', title: 'late title' } },
      { params: urlRequest.params, key: '7', signal, roundId: 'sdk-round-1', server: { id: 'github', name: 'GitHub', title: 'late title' } },
    ]);
  });

  it('groups a round by the signal the SDK shares among its requests, not by timing', async () => {
    const seen: (string | undefined)[] = [];
    const handler = createElicitationHandler({
      elicit: async (_params, options) => (seen.push(options.roundId), { action: 'cancel' }),
      server: { id: 's', name: 'S' },
    });
    const roundA = new AbortController().signal;
    const roundB = new AbortController().signal;
    await handler({ params: urlRequest.params }, { mcpReq: { id: 'a1', signal: roundA } });
    await handler({ params: urlRequest.params }, { mcpReq: { id: 'b1', signal: roundB } });
    await handler({ params: urlRequest.params }, { mcpReq: { id: 'a2', signal: roundA } });
    expect(seen[0]).toBe(seen[2]);
    expect(seen[0]).not.toBe(seen[1]);
  });

  it('also expires a request when the host aborts its own call (2025 servers may never cancel)', async () => {
    const host = new AbortController();
    let seen: AbortSignal | undefined;
    const handler = createElicitationHandler({
      elicit: async (_params, options) => ((seen = options.signal), { action: 'cancel' }),
      server: { id: 's', name: 'S' },
      signal: () => host.signal,
    });
    await handler({ params: urlRequest.params }, { mcpReq: { id: 1, signal: new AbortController().signal } });
    expect(seen?.aborted).toBe(false);
    host.abort();
    expect(seen?.aborted).toBe(true);
  });
});
