import { describe, expect, it } from 'vitest';
import { collectInputResponses, createElicitationHandler, type ElicitResult, type InputRequiredResult } from '../../src/index';
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
      server: () => ({ name: 'GitHub', title: 'late title' }),
    });
    await expect(handler({ params: urlRequest.params }, { mcpReq: { id: 'connect', signal } })).resolves.toEqual({ action: 'decline' });
    await handler({ params: urlRequest.params }, { mcpReq: { id: 7, signal } });
    expect(calls).toEqual([
      { params: urlRequest.params, key: 'connect', signal, server: { name: 'GitHub', title: 'late title' } },
      { params: urlRequest.params, key: '7', signal, server: { name: 'GitHub', title: 'late title' } },
    ]);
  });
});
