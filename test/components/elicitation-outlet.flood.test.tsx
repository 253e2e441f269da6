/**
 * A server flooding requests cannot freeze the page (SECURITY.md; LibreChat PR #14141 capped
 * pending elicitations per server): beyond `maxPendingPerServer` new requests are declined
 * without asking, one notice per server says so, and render time stays bounded.
 */
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ElicitationOutlet, createElicitationStore, type ElicitResult } from '../../src/index';
import { simpleTextRequest } from '../fixtures/spec-examples';
import { shownOnly } from '../fixtures/live-region';

const flooder = { id: 'flooder', name: 'Flooder', url: 'https://mcp.flood.example/mcp' };
const polite = { id: 'polite', name: 'Polite', url: 'https://mcp.polite.example/mcp' };
const FLOOD = 10_000;

async function flood(options: Parameters<typeof createElicitationStore>[0], presentation: 'dialog' | 'inline') {
  const store = createElicitationStore(options);
  render(<ElicitationOutlet store={store} presentation={presentation} />);
  const answers: Promise<ElicitResult>[] = [];
  await act(async () => {
    for (let i = 0; i < FLOOD; i++) answers.push(store.elicit(simpleTextRequest.params, { server: flooder, key: `k${i}`, roundId: 'flood' }));
  });
  return { store, answers };
}

describe('ElicitationOutlet under a flood of requests', () => {
  it.each(['dialog', 'inline'] as const)('%s: 10,000 requests from one server show at most the default 20', async (presentation) => {
    const { store, answers } = await flood(undefined, presentation);
    const shown = store.getSnapshot().rounds.flatMap((round) => round.requests);
    expect(shown).toHaveLength(20);
    // Every request beyond the bound was answered at once, with decline and no content.
    const settled = await Promise.all(answers.slice(20));
    expect(settled.every((result) => result.action === 'decline' && !('content' in result))).toBe(true);
    expect(store.getSnapshot().refused).toEqual([{ server: flooder, count: FLOOD - 20 }]);
    // Shown on the page (the live region says it too: as a modal, from inside the round).
    expect(screen.getByText(`Flooder sent too many requests at once; ${(FLOOD - 20).toLocaleString('en')} were declined without asking you.`, shownOnly)).toBeInTheDocument();
    // All 20 listed as questions of the round; only the first few mount their form.
    expect(document.querySelectorAll('.mcpe-Round-item').length).toBe(20);
    expect(document.querySelectorAll('.mcpe-Round-item form').length).toBe(3);
  }, 30_000);

  it('the host configures the bound, and other servers are unaffected', async () => {
    const { store } = await flood({ maxPendingPerServer: 3 }, 'dialog');
    await act(async () => void store.elicit(simpleTextRequest.params, { server: polite }));
    const servers = store.getSnapshot().rounds.flatMap((round) => round.requests.map((r) => r.server.name));
    expect(servers.filter((name) => name === 'Flooder')).toHaveLength(3);
    expect(servers.filter((name) => name === 'Polite')).toHaveLength(1);
    expect(store.getSnapshot().refused).toEqual([{ server: flooder, count: FLOOD - 3 }]);
  }, 30_000);
});
