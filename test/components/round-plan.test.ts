import { describe, expect, it } from 'vitest';
import { summarizeAnswer } from '../../src/components/elicitation-outlet/answer-summary';
import { openQuestions, roundProgress } from '../../src/components/elicitation-outlet/round-plan';
import type { ElicitationRequest } from '../../src/store/types';

const server = { id: 's', name: 'S' };
const request = (id: string, status: ElicitationRequest['status'] = 'pending', action: 'accept' | 'decline' | 'cancel' = 'accept'): ElicitationRequest =>
  ({ id, key: id, roundId: 'r', server, params: {}, previouslyOpened: false, status, ...(status !== 'pending' && status !== 'expired' && { answer: { action } }) }) as ElicitationRequest;

/** Without the bidi isolates around server text (text/bidi.ts). */
const plain = (text: string) => text.replace(/[\u2066-\u2069]/g, '');
const words = { yesNo: (value: boolean) => (value ? 'Yes' : 'No'), emptyAnswer: 'Nothing filled in' };

describe('openQuestions', () => {
  it('opens the first unanswered questions up to the limit', () => {
    const requests = ['a', 'b', 'c', 'd', 'e'].map((id) => request(id));
    expect([...openQuestions(requests, new Set(), 3)]).toEqual(['a', 'b', 'c']);
  });

  it('keeps every form already shown, even past the limit, and tops up only when fewer are open', () => {
    const requests = [request('a', 'staged'), request('b'), request('c'), request('d'), request('e')];
    // a was answered: b and c stay, d is added.
    expect([...openQuestions(requests, new Set(['a', 'b', 'c']), 3)].sort()).toEqual(['a', 'b', 'c', 'd']);
    // The user opened e as well: nothing closes, nothing is added.
    const shown = new Set(['b', 'c', 'd', 'e']);
    expect(openQuestions(requests, shown, 3)).toBe(shown);
  });
});

describe('roundProgress', () => {
  it('counts answered (staged or settled) questions and the unanswered ones the last Send flagged', () => {
    const requests = [request('a', 'staged'), request('b', 'waiting'), request('c'), request('d')];
    expect(roundProgress(requests, new Set(['a', 'c']))).toEqual({ answered: 2, declined: 0, skipped: 0, filling: 0, sent: 1, unsent: 0, total: 4, attention: 1 });
  });

  it('counts a form the user has filled in but not answered yet as being filled in, not as untouched', () => {
    const requests = [request('a', 'staged'), request('b'), request('c'), request('d')];
    expect(roundProgress(requests, new Set(['c']), new Set(['a', 'b', 'c']))).toEqual({ answered: 1, declined: 0, skipped: 0, filling: 1, sent: 0, unsent: 0, total: 4, attention: 1 });
  });

  it('counts a declined question as declined, one dismissed as skipped, one expired as not sent: never as answered or sent', () => {
    const requests = [request('a', 'staged', 'decline'), request('b', 'answered', 'decline'), request('c', 'refused', 'decline'), request('d', 'answered', 'cancel'), request('e', 'expired'), request('f')];
    expect(roundProgress(requests, new Set())).toEqual({ answered: 0, declined: 3, skipped: 1, filling: 0, sent: 3, unsent: 1, total: 6, attention: 0 });
  });
});

describe('summarizeAnswer', () => {
  const params = {
    requestedSchema: {
      type: 'object',
      properties: {
        name: { type: 'string', title: 'Name' },
        room: { type: 'string', title: 'Room', oneOf: [{ const: 'dbl', title: 'Double room' }] },
        breakfast: { type: 'boolean', title: 'Breakfast' },
        password: { type: 'string', title: 'Password' },
        guests: { type: 'integer', title: 'Guests' },
      },
    },
  };

  it('labels each value by its title in schema order: option titles, yes/no, numbers; secrets masked', () => {
    const content = { guests: 2, password: 'hunter2', breakfast: true, room: 'dbl', name: 'Mona' };
    expect(plain(summarizeAnswer(params.requestedSchema, content, words))).toBe(
      'Name: Mona · Room: Double room · Breakfast: Yes · Password: •••••• · Guests: 2',
    );
  });

  it('says when nothing was filled in, and bounds a long answer', () => {
    expect(summarizeAnswer(params.requestedSchema, {}, words)).toBe('Nothing filled in');
    const long = plain(summarizeAnswer(params.requestedSchema, { name: 'x'.repeat(10_000), guests: 1 }, words));
    expect(long.length).toBeLessThan(300);
    expect(long).toContain('…');
  });

  it('shows keys the schema does not describe by their key, after the described ones', () => {
    expect(plain(summarizeAnswer(params.requestedSchema, { extra: 'e', name: 'n' }, words))).toBe('Name: n · extra: e');
  });
});
