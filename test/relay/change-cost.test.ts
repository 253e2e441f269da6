// @vitest-environment node
/**
 * A change costs the same whether its session holds 1 request or 50: the stream sends, and
 * the action's answer carries, the request that moved, not the session's whole part; and a
 * client that applies the changes holds what the server holds.
 */
// Seeded: every fc.assert here takes `property(…)` (test/fixtures/property.ts), which sets
// `seed: FUZZ_SEED`, fixed unless FUZZ_SEED is given; a failure prints the seed to replay it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createElicitationRelay } from '../../src/relay';
import { appliesTo, applyPartChange, diffParts } from '../../src/relay/part-changes';
import { createRemoteParts } from '../../src/relay/remote-parts';
import type { WirePart, WireRequest } from '../../src/relay/wire';
import { property } from '../fixtures/property';
import { FORM, ORIGIN, SERVER, applyEvents, bySessionHeader, get, post, readEvents, requestsOf, tick } from './relay-helpers';

/** Bytes the stream sends when a request arrives and when it is answered, and the answer's reply, in a session already holding `held`. */
async function costOfAChange(held: number) {
  const relay = createElicitationRelay({ authorize: bySessionHeader, allowedOrigins: [ORIGIN], heartbeatMs: 60_000, limits: { pendingPerSession: 60 } });
  for (let n = 0; n < held; n += 1) void relay.elicit({ ...FORM, message: `Question ${n}` }, { session: 'alice', server: SERVER });
  await tick();
  const stream = readEvents(await relay.handler(get('alice')));
  const before = new Set(requestsOf(applyEvents(await stream.until(1))).map((request) => request.id));
  void relay.elicit({ ...FORM, message: 'One more' }, { session: 'alice', server: SERVER });
  const asked = requestsOf(applyEvents(await stream.until(2))).find((request) => !before.has(request.id));
  const reply = await relay.handler(post('alice', { type: 'respond', id: asked!.id, result: { action: 'decline' } }));
  const replyBytes = (await reply.text()).length;
  const events = await stream.until(3);
  // The client's copy after the changes is the server's state: the answered request left, the rest wait.
  const left = requestsOf(applyEvents(events));
  expect(left.map((request) => request.id)).not.toContain(asked!.id);
  expect(left.filter((request) => request.status === 'pending')).toHaveLength(held);
  void stream.cancel();
  await relay.close();
  return { arrival: JSON.stringify(events[1]!.data).length, answer: JSON.stringify(events[2]!.data).length, reply: replyBytes };
}

describe('the cost of a change', () => {
  it('is the same on the stream and in the answer whether the session holds 1 request or 50', async () => {
    const one = await costOfAChange(1);
    const fifty = await costOfAChange(50);
    // Before, each change sent the whole part: 50 requests' worth, some 25 to 50 times the bytes.
    for (const what of ['arrival', 'answer', 'reply'] as const) expect(fifty[what], what).toBeLessThanOrEqual(one[what] * 1.2);
  });
});

const request = (id: string, roundId: string, status: string): WireRequest => ({ id, roundId, status, server: SERVER, key: id, mode: 'form', params: FORM }) as unknown as WireRequest;

/** A random history of one part: requests arrive (in a new round or the last one), change status, leave. */
const histories = fc.array(fc.record({ op: fc.constantFrom('arrive', 'arriveInRound', 'change', 'leave'), pick: fc.nat(), status: fc.constantFrom('pending', 'staged', 'waiting', 'expired') }), { maxLength: 40 });

function play(steps: { op: string; pick: number; status: string }[]): WirePart[] {
  const states: WirePart[] = [];
  let held: WireRequest[] = [];
  let next = 0;
  for (const [version, step] of steps.entries()) {
    if (step.op === 'arrive' || held.length === 0) {
      next += 1;
      held = [...held, request(`r${next}`, `round${next}`, 'pending')];
    } else if (step.op === 'arriveInRound') {
      next += 1;
      held = [...held, request(`r${next}`, held.at(-1)!.roundId, 'pending')];
    } else {
      const at = step.pick % held.length;
      held = step.op === 'leave' ? held.filter((_, index) => index !== at) : held.map((r, index) => (index === at ? request(r.id, r.roundId, step.status) : r));
    }
    const rounds = new Map<string, WireRequest[]>();
    for (const r of held) rounds.set(r.roundId, [...(rounds.get(r.roundId) ?? []), r]);
    states.push({ part: 'p', version: version + 1, rounds: [...rounds].map(([id, requests]) => ({ id, server: SERVER, requests })), refused: [] });
  }
  return states;
}

describe('changes of a part', () => {
  it('take a copy at `from` to the server’s state at `version`, in the server’s order, naming only what moved', () => {
    fc.assert(
      fc.property(histories, fc.nat(), fc.nat(), (steps, a, b) => {
        const states = play(steps);
        if (states.length < 2) return;
        const [from, to] = [a % states.length, b % states.length].sort((x, y) => x - y) as [number, number];
        if (from === to) return;
        const change = diffParts(states[from]!, states[to]!);
        // Versions apart (a stream whose reader fell behind sends one change for them all).
        expect(appliesTo(change, states[from]!.version)).toBe(true);
        expect(JSON.parse(JSON.stringify(applyPartChange(states[from]!, change)))).toEqual(JSON.parse(JSON.stringify(states[to]!)));
        // Any other copy is refused: it could hold a request that arrived and left in between.
        for (let at = from + 1; at < to; at += 1) expect(appliesTo(change, states[at]!.version)).toBe(false);
        expect((change.put?.length ?? 0) + (change.removed?.length ?? 0)).toBeLessThanOrEqual(to - from);
      }),
      property(200),
    );
  });
});

describe('the browser’s copy of the parts', () => {
  it('shows a reply ahead of the stream, then takes the stream’s own change, even one that skips a request that came and went', () => {
    // v1: r1; v2: r2 arrives; v3: r2 leaves; v4: r1 staged.
    const [v1, v2, v3, v4] = play([
      { op: 'arrive', pick: 0, status: 'pending' },
      { op: 'arrive', pick: 0, status: 'pending' },
      { op: 'leave', pick: 1, status: 'pending' },
      { op: 'change', pick: 0, status: 'staged' },
    ]);
    const parts = createRemoteParts();
    const ids = () => [...parts.requests().values()].map((r) => `${r.id}:${r.status}`);
    parts.replaceAll([v1!]);
    // The action's reply (v1 → v2) shows at once.
    expect(parts.reply(diffParts(v1!, v2!))).toBe(true);
    expect(ids()).toEqual(['r1:pending', 'r2:pending']);
    // The stream, its reader behind, sends v1 → v4 in one change: r2 came and went, so it names
    // it nowhere. Applied over the reply's state, r2 would stay for ever.
    expect(parts.change(diffParts(v1!, v4!))).toBe(true);
    expect(ids()).toEqual(['r1:staged']);
    // A reply older than what the page shows is not applied; a stream change that does not fit is refused.
    expect(parts.reply(diffParts(v2!, v3!))).toBe(false);
    expect(parts.change(diffParts(v2!, v3!))).toBe(false);
  });
});
