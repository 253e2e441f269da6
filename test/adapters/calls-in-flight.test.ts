/**
 * `during(call)` (src/adapters/calls-in-flight.ts): a request is tied to every call running
 * when it arrives, and ends once all of them have, with why.
 */
import { describe, expect, it } from 'vitest';
import { createCallsInFlight } from '../../src/adapters/calls-in-flight.ts';

function gate() {
  let open!: () => void;
  let fail!: () => void;
  const promise = new Promise<void>((resolve, reject) => ((open = resolve), (fail = () => reject(new Error('timed out')))));
  return { promise, open, fail };
}

describe('calls in flight', () => {
  it('no call running: no signal (the request is the SDK’s and the host’s alone)', () => {
    expect(createCallsInFlight().signal()).toBeUndefined();
  });

  it('a request ends when its call fails (call-failed) or completes (stopped), and the call’s outcome passes through', async () => {
    const calls = createCallsInFlight();
    const failing = gate();
    const failed = calls.during(() => failing.promise);
    const first = calls.signal()!;
    failing.fail();
    await expect(failed).rejects.toThrow('timed out');
    expect(first.reason).toEqual({ code: 'call-failed' });
    const completing = gate();
    const completed = calls.during(() => completing.promise.then(() => 42));
    const second = calls.signal()!;
    completing.open();
    await expect(completed).resolves.toBe(42);
    expect(second.reason).toEqual({ code: 'stopped' });
  });

  it('with two calls running, a request ends only once both have (it may be either’s), and a later request only with the later call', async () => {
    const calls = createCallsInFlight();
    const a = gate();
    const b = gate();
    const runningA = calls.during(() => a.promise);
    const runningB = calls.during(() => b.promise);
    const both = calls.signal()!;
    a.open();
    await runningA;
    expect(both.aborted).toBe(false);
    const onlyB = calls.signal()!;
    b.open();
    await runningB;
    await Promise.resolve();
    expect([both.aborted, onlyB.aborted]).toEqual([true, true]);
  });
});
