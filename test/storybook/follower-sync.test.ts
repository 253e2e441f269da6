/**
 * .storybook/follower-sync.ts against Storybook's own UniversalStore and Channel: a manager
 * follower whose leader (the dev server) answers after Storybook's 1 s, as on a loaded
 * machine's first load. Without keepListening the follower rejects (the page error "Timed out
 * waiting for leader state") and ignores the late answer; with it, the late answer syncs it.
 */
import { Channel } from 'storybook/internal/channels';
import {
  experimental_UniversalStore as UniversalStore,
  internal_universalChecklistStore,
  internal_universalStatusStore,
  internal_universalTestProviderStore,
} from 'storybook/manager-api';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepListening, SERVER_SILENT_MS, type UniversalStoreFollower } from '../../.storybook/follower-sync';

interface Sent {
  type: string;
  args: [{ event: { type: string } }];
}

let ids = 0;
const sent: Sent[] = [];
let deliver: (event: never) => void = () => {};

beforeAll(() => {
  // One channel for the page, as in the manager: UniversalStore is prepared once per realm.
  const channel = new Channel({
    transports: [
      {
        setHandler: (handler) => (deliver = handler),
        send: (event) => void sent.push(event as unknown as Sent),
      },
    ],
  });
  // storybook/manager-api's own followers, created on import: nothing plays their leader here.
  for (const store of [internal_universalStatusStore, internal_universalTestProviderStore, internal_universalChecklistStore]) void store.untilReady().catch(() => {});
  // What storybook/internal/channels' createBrowserChannel does in the manager (internal, untyped).
  (UniversalStore as unknown as { __prepare(channel: Channel, environment: string): void }).__prepare(channel, UniversalStore.Environment.MANAGER);
});

/** A follower on the channel; this test plays the other end (the dev server). */
function follower(withFix: boolean) {
  const id = `test/follower-${++ids}`;
  const store = UniversalStore.create({ id, leader: false, initialState: { value: 'initial' } });
  if (withFix) keepListening([store as unknown as UniversalStoreFollower]);
  const requests = () => sent.filter((event) => event.type === `UNIVERSAL_STORE:${id}` && event.args[0].event.type === '__EXISTING_STATE_REQUEST').length;
  const answer = (state: unknown) =>
    deliver({
      type: `UNIVERSAL_STORE:${id}`,
      args: [{ event: { type: '__EXISTING_STATE_RESPONSE', payload: state }, eventInfo: { actor: { id: 'server', type: 'LEADER', environment: 'SERVER' } } }],
    } as never);
  return { store, requests, answer, ready: store.untilReady() };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('keepListening (.storybook/follower-sync.ts)', () => {
  it('without it, Storybook\'s follower rejects 1 s after asking and ignores the late answer', async () => {
    const { store, answer, ready } = follower(false);
    const outcome = ready.then(() => 'ready', (error: unknown) => String(error));
    await vi.advanceTimersByTimeAsync(1_500);
    answer({ value: 'from the server' });
    expect(await outcome).toMatch(/Timed out waiting for leader state/);
    expect(store.status).toBe('ERROR');
    expect(store.getState()).toEqual({ value: 'initial' });
  });

  it('with it, the follower asks again each second and takes the late answer', async () => {
    const { store, requests, answer, ready } = follower(true);
    await vi.advanceTimersByTimeAsync(2_500);
    expect(requests()).toBe(3);
    expect(store.status).toBe('SYNCING');
    answer({ value: 'from the server' });
    await expect(ready).resolves.toBeDefined();
    expect(store.status).toBe('READY');
    expect(store.getState()).toEqual({ value: 'from the server' });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(requests()).toBe(3);
  });

  it('still rejects as Storybook does when the server stays silent past its heartbeat horizon', async () => {
    const { store, ready } = follower(true);
    const outcome = ready.then(() => 'ready', (error: unknown) => String(error));
    await vi.advanceTimersByTimeAsync(SERVER_SILENT_MS - 1_500);
    expect(store.status).toBe('SYNCING');
    await vi.advanceTimersByTimeAsync(1_500);
    expect(await outcome).toMatch(/Timed out waiting for leader state/);
    expect(store.status).toBe('ERROR');
  });
});
