import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { property } from '../fixtures/property';
import { SHOWN_FROM_MS, SOON_MS, earliestDeadline, timeLeftAnnouncement, timeLeftAt } from '../../src/store/time-left';

const T = 1_000_000;

describe('timeLeftAt: what the person is shown of their clock', () => {
  it('hides plenty of time, counts the last two minutes, marks the last 30 s, and ends', () => {
    expect(timeLeftAt(undefined, T)).toMatchObject({ phase: 'hidden' });
    expect(timeLeftAt(Infinity, T)).toMatchObject({ phase: 'hidden' });
    expect(timeLeftAt(T + 10 * 60_000, T)).toEqual({ phase: 'hidden', seconds: 600, nextChangeIn: 10 * 60_000 - SHOWN_FROM_MS });
    expect(timeLeftAt(T + SHOWN_FROM_MS, T)).toEqual({ phase: 'shown', seconds: 120, nextChangeIn: 1000 });
    expect(timeLeftAt(T + 90_500, T)).toEqual({ phase: 'shown', seconds: 91, nextChangeIn: 500 });
    expect(timeLeftAt(T + SOON_MS, T)).toMatchObject({ phase: 'soon', seconds: 30 });
    expect(timeLeftAt(T + 1, T)).toEqual({ phase: 'soon', seconds: 1, nextChangeIn: 1 });
    expect(timeLeftAt(T, T)).toEqual({ phase: 'over', seconds: 0 });
  });

  it('once seen, keeps counting when More time moves the deadline back beyond the threshold', () => {
    expect(timeLeftAt(T + 10 * 60_000 + 500, T, true)).toEqual({ phase: 'shown', seconds: 601, nextChangeIn: 500 });
    expect(timeLeftAt(undefined, T, true)).toMatchObject({ phase: 'hidden' });
    expect(timeLeftAt(T, T, true)).toEqual({ phase: 'over', seconds: 0 });
  });

  it('wakes exactly when the displayed second (or the phase) changes, never later (seeded)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 * 60_000 }), (left) => {
        const now = timeLeftAt(T + left, T);
        const wake = now.nextChangeIn!;
        expect(wake).toBeGreaterThan(0);
        const before = timeLeftAt(T + left, T + wake - 1);
        const after = timeLeftAt(T + left, T + wake);
        expect(before.phase === now.phase && (now.phase === 'hidden' || before.seconds === now.seconds)).toBe(true);
        expect(after.phase !== now.phase || after.seconds !== now.seconds).toBe(true);
      }),
      property(500),
    );
  });
});

describe('timeLeftAnnouncement: said twice, and after More time', () => {
  it('at the threshold and before the end', () => {
    expect(timeLeftAnnouncement('hidden', 'shown', 120)).toBe(120);
    expect(timeLeftAnnouncement('shown', 'soon', 30)).toBe(30);
    expect(timeLeftAnnouncement('hidden', 'soon', 29)).toBe(29);
  });
  it('not every second, not on the way back by itself, not at the end', () => {
    expect(timeLeftAnnouncement('shown', 'shown', 100)).toBeUndefined();
    expect(timeLeftAnnouncement('soon', 'soon', 10)).toBeUndefined();
    expect(timeLeftAnnouncement('soon', 'hidden', 600)).toBeUndefined();
    expect(timeLeftAnnouncement('soon', 'shown', 90)).toBeUndefined();
    expect(timeLeftAnnouncement('soon', 'over', 0)).toBeUndefined();
  });
  it('the new time once More time moved the deadline (the answer to the press)', () => {
    expect(timeLeftAnnouncement('soon', 'shown', 630, true)).toBe(630);
    expect(timeLeftAnnouncement('shown', 'shown', 180, true)).toBe(180);
    expect(timeLeftAnnouncement('hidden', 'hidden', 900, true)).toBeUndefined();
  });
  it('a round counts from its first deadline', () => {
    expect(earliestDeadline([{}, { deadline: 5 }, { deadline: 3 }])).toBe(3);
    expect(earliestDeadline([{}])).toBeUndefined();
  });
});
