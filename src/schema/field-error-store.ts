/**
 * The error code shown on each field, fanned out from one subscription to the form's store:
 * a change costs O(errors) and wakes only the fields whose message changed, in display order
 * and in steps of one task each, so 5,000 errors appearing at once let input through rather
 * than drawing in one 1.5 s task. Codes, not words: each field words its own at render time.
 */
import { ERROR_STEP_FIRST, ERROR_STEP_MAX, ERROR_STEP_MIN, ERROR_STEP_TARGET_MS } from '../text/limits.js';

export interface FieldErrorStore {
  /** The error code shown on field `name`, if any. */
  get(name: string): string | undefined;
  subscribe(name: string, listener: () => void): () => void;
  /** The form's current error codes, by field name. */
  set(errors: Readonly<Partial<Record<string, string>>>): void;
}

/**
 * Fields to wake in the next step, scaled from the last step's size and time towards
 * {@link ERROR_STEP_TARGET_MS}; at most ×2 a step, so one fast step after a GC pause cannot overshoot.
 */
export function nextStepSize(size: number, elapsedMs: number): number {
  const scaled = elapsedMs > 0 ? Math.floor((size * ERROR_STEP_TARGET_MS) / elapsedMs) : size * 2;
  return Math.max(ERROR_STEP_MIN, Math.min(ERROR_STEP_MAX, size * 2, scaled));
}

/** What the store needs from the platform; replaceable in tests. */
export interface StepClock {
  now(): number;
  /** Runs `step` in a later task. */
  later(step: () => void): void;
}

const platformClock: StepClock = { now: () => performance.now(), later: (step) => void setTimeout(step, 0) };

export function createFieldErrorStore(clock: StepClock = platformClock): FieldErrorStore {
  let current = new Map<string, string>();
  const listeners = new Map<string, Set<() => void>>();
  // Fields whose message changed and whose listeners have not run yet, in display order.
  const pending = new Set<string>();
  let scheduled = false;
  let size = ERROR_STEP_FIRST;
  const wake = (name: string) => {
    pending.delete(name);
    listeners.get(name)?.forEach((listener) => listener());
  };
  const step = (from: number) => {
    scheduled = false;
    size = nextStepSize(size, clock.now() - from);
    const started = clock.now();
    let woken = 0;
    for (const name of pending) {
      if (woken++ === size) break;
      wake(name);
    }
    if (pending.size > 0) schedule(started);
  };
  const schedule = (from: number) => {
    if (scheduled) return;
    scheduled = true;
    clock.later(() => step(from));
  };
  return {
    get: (name) => current.get(name),
    subscribe(name, listener) {
      let set = listeners.get(name);
      if (!set) listeners.set(name, (set = new Set()));
      set.add(listener);
      return () => void set.delete(listener);
    },
    set(errors) {
      const next = new Map<string, string>();
      for (const name of Object.keys(errors)) {
        const code = errors[name];
        if (code) next.set(name, code);
      }
      const changed: string[] = [];
      for (const [name, code] of next) if (current.get(name) !== code) changed.push(name);
      for (const name of current.keys()) if (!next.has(name)) changed.push(name);
      current = next;
      if (changed.length === 0) return;
      // The first fields at once (the one being edited; after a submit, the first screen
      // and the field that gets focus), the rest in later tasks.
      const started = clock.now();
      for (const name of changed) pending.add(name);
      changed.slice(0, ERROR_STEP_FIRST).forEach(wake);
      size = ERROR_STEP_FIRST;
      if (pending.size > 0) schedule(started);
    },
  };
}
