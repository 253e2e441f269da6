import { describe, expect, it } from 'vitest';
import { requestTransition as transition, type LifecycleEvent, type LifecycleState } from '../../src/store';

const accept = { action: 'accept' } as const;
const decline = { action: 'decline' } as const;
const cancel = { action: 'cancel' } as const;

const events: Record<string, LifecycleEvent> = {
  stage: { type: 'stage', answer: decline },
  unstage: { type: 'unstage' },
  sendForm: { type: 'send', answer: accept, url: false },
  sendUrl: { type: 'send', answer: accept, url: true },
  declineUrl: { type: 'send', answer: decline, url: true },
  refuse: { type: 'refuse', reason: { code: 'unsupported-mode', mode: 'hologram' } },
  abort: { type: 'abort', reason: { code: 'cancelled' } },
  cancel: { type: 'cancel' },
  dismiss: { type: 'dismiss' },
  supersede: { type: 'supersede' },
  finished: { type: 'callFinished', hasDraft: false },
  finishedWithDraft: { type: 'callFinished', hasDraft: true },
};

/** [from, event, to (or null: ignored), what the caller's promise settles with] */
const table: [LifecycleState, keyof typeof events, LifecycleState | null, object?][] = [
  ['pending', 'stage', 'staged'],
  ['pending', 'unstage', null],
  ['pending', 'sendForm', 'done', accept],
  ['pending', 'sendUrl', 'waiting', accept],
  ['pending', 'declineUrl', 'done', decline],
  ['pending', 'refuse', 'refused', decline],
  ['pending', 'abort', 'expired', cancel],
  ['pending', 'cancel', 'done', cancel],
  ['pending', 'dismiss', null],
  ['pending', 'supersede', null],
  ['pending', 'finished', 'done', cancel],
  ['pending', 'finishedWithDraft', 'expired', cancel],
  ['staged', 'finishedWithDraft', 'expired', cancel],
  ['staged', 'unstage', 'pending'],
  ['staged', 'stage', 'staged'],
  ['staged', 'sendUrl', 'waiting', accept],
  ['staged', 'abort', 'expired', cancel],
  ['staged', 'cancel', 'done', cancel],
  ['staged', 'refuse', 'refused', decline],
  ['waiting', 'sendForm', null],
  ['waiting', 'abort', 'expired'], // the call is gone or the person's time ran out: no longer waiting
  ['waiting', 'cancel', null],
  ['waiting', 'dismiss', 'done'],
  ['waiting', 'supersede', 'done'],
  ['waiting', 'finished', 'done'],
  ['refused', 'stage', null],
  ['refused', 'dismiss', 'done'],
  ['refused', 'supersede', null],
  ['refused', 'finished', null],
  ['expired', 'sendForm', null],
  ['expired', 'abort', null],
  ['expired', 'dismiss', 'done'],
  ['expired', 'finished', null],
  ['expired', 'finishedWithDraft', null],
  ['done', 'dismiss', null],
  ['done', 'finished', null],
];

describe('request lifecycle (pure transitions)', () => {
  it.each(table)('%s + %s → %s', (from, event, to, settle) => {
    const step = transition(from, events[event]!);
    if (to === null) {
      expect(step).toBeUndefined();
      return;
    }
    expect(step?.to).toBe(to);
    expect(step?.settle).toEqual(settle);
  });

  it('settles only when leaving pending or staged: an answered request is never answered again', () => {
    for (const from of ['waiting', 'refused', 'expired', 'done'] as const) {
      for (const event of Object.values(events)) expect(transition(from, event)?.settle).toBeUndefined();
    }
  });

  it('every state shown to the user has a way out', () => {
    for (const from of ['pending', 'staged', 'waiting', 'refused', 'expired'] as const) {
      const exits = Object.values(events).filter((event) => transition(from, event)?.to === 'done');
      expect(exits.length, from).toBeGreaterThan(0);
    }
  });

  it('says why a request ended unsent: the abort’s reason, or `stopped` when its call finished while it held a draft', () => {
    expect(transition('pending', { type: 'abort', reason: { code: 'deadline' } })).toMatchObject({ to: 'expired', reason: { code: 'deadline' } });
    expect(transition('staged', events.finishedWithDraft!)).toMatchObject({ to: 'expired', reason: { code: 'stopped' } });
  });

  it('keeps the refusal reason as a code (words are chosen at render time)', () => {
    expect(transition('pending', events.refuse!)).toMatchObject({ reason: { code: 'unsupported-mode', mode: 'hologram' } });
  });
});
