/**
 * Send all as an action on the store (src/store/send-all.ts), with no view: each open
 * form's check stages a valid answer itself; the round goes only once nothing is left.
 */
import { describe, expect, it } from 'vitest';
import { createElicitationStore, type ElicitResult } from '../../src/index';
import { acceptResult } from '../../src/store';
import { sendAll } from '../../src/store/send-all';

const server = { id: 's', name: 'S' };
const form = (message: string) => ({ message, requestedSchema: { type: 'object', properties: { a: { type: 'string' } } } });

function round(count: number) {
  const store = createElicitationStore();
  const answers = Array.from({ length: count }, (_, i) => store.elicit(form(`q${i}`), { server, roundId: 'r' }));
  const only = store.getSnapshot().rounds[0]!;
  return { store, answers, roundId: only.id, ids: only.requests.map((r) => r.id) };
}

/** A form check: stages `content` when given, else leaves its question pending (its form shows why). */
const check = (store: ReturnType<typeof createElicitationStore>, id: string, content?: Record<string, string>, log?: string[]) => async () => {
  log?.push(id);
  if (content) await store.respond(id, acceptResult(content));
};

describe('sendAll', () => {
  it('checks every open form, last first, and sends the round once every answer is staged', async () => {
    const { store, answers, roundId, ids } = round(3);
    const log: string[] = [];
    const submitters = new Map(ids.map((id, i) => [id, check(store, id, { a: `v${i}` }, log)] as const));
    await expect(sendAll(store, roundId, { submitters, untouched: () => false })).resolves.toEqual({ sent: true });
    expect(log).toEqual([...ids].reverse());
    const expected: ElicitResult[] = [0, 1, 2].map((i) => ({ action: 'accept', content: { a: `v${i}` } }));
    await expect(Promise.all(answers)).resolves.toEqual(expected);
    expect(store.getSnapshot().rounds).toEqual([]);
  });

  it('sends nothing while a question is left, and names it; valid answers stay staged', async () => {
    const { store, roundId, ids } = round(3);
    const submitters = new Map([
      [ids[0]!, check(store, ids[0]!, { a: 'x' })],
      [ids[1]!, check(store, ids[1]!)],
    ]);
    const outcome = await sendAll(store, roundId, { submitters, untouched: () => false });
    expect(outcome).toEqual({ sent: false, left: [ids[1], ids[2]], checked: new Set([ids[0], ids[1]]) });
    expect(store.getSnapshot().rounds[0]!.requests.map((r) => r.status)).toEqual(['staged', 'pending', 'pending']);
  });

  it('stages an untouched empty answer only when the round can then go', async () => {
    const { store, roundId, ids } = round(2);
    const log: string[] = [];
    const untouched = (r: { id: string }) => r.id === ids[1];
    // The other question is not answerable: the untouched one is not staged.
    let outcome = await sendAll(store, roundId, { submitters: new Map([[ids[0]!, check(store, ids[0]!, undefined, log)], [ids[1]!, check(store, ids[1]!, {}, log)]]), untouched });
    expect(outcome).toMatchObject({ sent: false, left: [ids[0]] });
    expect(log).toEqual([ids[0]]);
    expect(store.getSnapshot().rounds[0]!.requests[1]!.status).toBe('pending');
    // Now it is: both go.
    outcome = await sendAll(store, roundId, { submitters: new Map([[ids[0]!, check(store, ids[0]!, { a: 'y' }, log)], [ids[1]!, check(store, ids[1]!, {}, log)]]), untouched });
    expect(outcome).toEqual({ sent: true });
  });
});
