import { describe, expect, it } from 'vitest';
import { createFieldErrorStore, nextStepSize, type StepClock } from '../../src/schema/field-error-store';
import { ERROR_STEP_FIRST, ERROR_STEP_MAX, ERROR_STEP_MIN, ERROR_STEP_TARGET_MS } from '../../src/text/limits';

/** A clock whose time moves only when told, and whose later tasks run one at a time. */
function manualClock() {
  let time = 0;
  const tasks: (() => void)[] = [];
  const clock: StepClock = { now: () => time, later: (step) => void tasks.push(step) };
  return {
    clock,
    advance: (ms: number) => void (time += ms),
    pending: () => tasks.length,
    runTask: () => tasks.shift()?.(),
  };
}

const errorsFor = (names: string[]) => Object.fromEntries(names.map((name) => [name, 'required']));
const names = (count: number) => Array.from({ length: count }, (_, i) => `f${i}`);

describe('nextStepSize', () => {
  it('scales the last step towards the target time', () => {
    expect(nextStepSize(100, ERROR_STEP_TARGET_MS * 2)).toBe(50);
    expect(nextStepSize(100, ERROR_STEP_TARGET_MS)).toBe(100);
  });

  it('grows at most twofold per step, even after a step that took no measurable time', () => {
    expect(nextStepSize(100, ERROR_STEP_TARGET_MS / 10)).toBe(200);
    expect(nextStepSize(100, 0)).toBe(200);
  });

  it('stays within its bounds, whatever the measurement (a GC pause, a clock going backwards)', () => {
    expect(nextStepSize(100, 10_000)).toBe(ERROR_STEP_MIN);
    expect(nextStepSize(ERROR_STEP_MAX, 0)).toBe(ERROR_STEP_MAX);
    expect(nextStepSize(100, -5)).toBe(200);
    expect(nextStepSize(100, Number.NaN)).toBeGreaterThanOrEqual(ERROR_STEP_MIN);
  });
});

describe('createFieldErrorStore', () => {
  function setup(count: number) {
    const manual = manualClock();
    const store = createFieldErrorStore(manual.clock);
    const woken: string[] = [];
    for (const name of names(count)) store.subscribe(name, () => woken.push(name));
    return { ...manual, store, woken };
  }

  it('wakes the first fields at once and the rest in later tasks, in display order, each once', () => {
    const { store, woken, runTask, pending, advance } = setup(5_000);
    store.set(errorsFor(names(5_000)));
    // Every code is readable at once; only the waking (re-rendering) is spread.
    expect(store.get('f4999')).toBe('required');
    expect(woken).toEqual(names(ERROR_STEP_FIRST));
    let tasks = 0;
    while (pending() > 0) {
      advance(ERROR_STEP_TARGET_MS);
      runTask();
      tasks += 1;
    }
    expect(woken).toEqual(names(5_000));
    expect(tasks).toBeGreaterThan(1);
  });

  it('takes smaller steps when steps are slow, larger ones when they are fast', () => {
    const slow = setup(2_000);
    slow.store.set(errorsFor(names(2_000)));
    slow.advance(ERROR_STEP_TARGET_MS * 5);
    slow.runTask();
    const slowStep = slow.woken.length - ERROR_STEP_FIRST;

    const fast = setup(2_000);
    fast.store.set(errorsFor(names(2_000)));
    fast.advance(1);
    fast.runTask();
    const fastStep = fast.woken.length - ERROR_STEP_FIRST;

    expect(slowStep).toBeLessThan(ERROR_STEP_FIRST);
    expect(fastStep).toBe(ERROR_STEP_FIRST * 2);
  });

  it('a change while a drawing is under way wakes that field at once, and no field twice', () => {
    const { store, woken, runTask, pending } = setup(1_000);
    store.set(errorsFor(names(1_000)));
    // The user fixes f900, not drawn yet: its (now absent) error is woken in the same task.
    const { f900: _fixed, ...rest } = errorsFor(names(1_000));
    store.set(rest);
    expect(woken).toContain('f900');
    expect(store.get('f900')).toBeUndefined();
    while (pending() > 0) runTask();
    expect(woken.filter((name) => name === 'f900')).toHaveLength(1);
    expect(new Set(woken).size).toBe(1_000);
  });

  it('schedules nothing when no message changed', () => {
    const { store, woken, pending } = setup(10);
    store.set(errorsFor(names(3)));
    store.set(errorsFor(names(3)));
    expect(woken).toEqual(names(3));
    expect(pending()).toBe(0);
  });
});
