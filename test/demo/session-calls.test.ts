// @vitest-environment node
/**
 * The demo's server-side calls outlive the page (demo/server/session-calls.ts): cancelled
 * only by the user's Stop or after `graceMs` with no tab of the session connected, read by
 * a reloaded page, and nothing left behind (timers, listeners, sessions) once they are over.
 */
import type { CallToolResult } from '@modelcontextprotocol/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionCalls, type CallLog } from '../../demo/server/session-calls.ts';

const GRACE = 45_000;
const KEEP = 600_000;
const RESULT: CallToolResult = { content: [{ type: 'text', text: 'done' }] };

/** A tool call that ends when the test says so, or rejects when aborted (as the SDK's do). */
function tool() {
  let finish!: () => void;
  let log!: CallLog;
  const run = (given: CallLog) =>
    new Promise<CallToolResult>((resolve, reject) => {
      log = given;
      finish = () => resolve(RESULT);
      given.signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true });
    });
  return { run, finish: () => finish(), signal: () => log.signal };
}

/** A tab's relay stream: open until `leave()`. */
function tab() {
  const stream = new AbortController();
  return { signal: stream.signal, leave: () => stream.abort() };
}

const idle = new AbortController().signal;

describe('session calls (MCP client on the server)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a call with no tab connected is cancelled after the grace period, and says why', async () => {
    const calls = createSessionCalls({ graceMs: GRACE, keepMs: KEEP });
    const call = tool();
    const { id } = calls.start('s', 'contact_form', call.run)!;
    await vi.advanceTimersByTimeAsync(GRACE - 1);
    expect(call.signal().aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(call.signal().aborted).toBe(true);
    // A tab that comes back later still learns how it ended.
    expect(calls.list('s')).toEqual([{ id, tool: 'contact_form' }]);
    const reply = await calls.wait('s', id, idle, 1000);
    expect(reply).toMatchObject({ status: 'failed', error: expect.stringMatching(/^Cancelled: no tab of this session was connected for 45 s/) });
    expect(calls.list('s')).toEqual([]);
    await vi.advanceTimersByTimeAsync(KEEP);
    expect(calls.size()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a tab that reloads within the grace period keeps the call; it ends with its result', async () => {
    const calls = createSessionCalls({ graceMs: GRACE, keepMs: KEEP });
    const first = tab();
    calls.tabOpened('s', first.signal);
    const call = tool();
    const { id } = calls.start('s', 'contact_form', call.run)!;
    await vi.advanceTimersByTimeAsync(10 * GRACE); // a tab is there: no deadline at all
    expect(vi.getTimerCount()).toBe(0);
    first.leave(); // the reload: the old stream ends…
    await vi.advanceTimersByTimeAsync(GRACE - 1);
    const second = tab();
    calls.tabOpened('s', second.signal); // …and the new one opens in time
    await vi.advanceTimersByTimeAsync(10 * GRACE);
    expect(call.signal().aborted).toBe(false);
    expect(calls.list('s')).toEqual([{ id, tool: 'contact_form' }]);

    const waiting = calls.wait('s', id, idle, 20_000);
    call.finish();
    await expect(waiting).resolves.toMatchObject({ status: 'done', result: RESULT });
    second.leave();
    await vi.advanceTimersByTimeAsync(KEEP);
    expect(calls.size()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('Stop ends the call at once; one call at a time per session', async () => {
    const calls = createSessionCalls({ graceMs: GRACE });
    const stream = tab();
    calls.tabOpened('s', stream.signal);
    const call = tool();
    const { id } = calls.start('s', 'setup_wizard', call.run)!;
    expect(calls.start('s', 'contact_form', tool().run)).toBeUndefined();
    calls.stop('s');
    await expect(calls.wait('s', id, idle, 1000)).resolves.toMatchObject({ status: 'stopped' });
    expect(calls.isRunning('s')).toBe(false);
    stream.leave();
    calls.close();
    expect(calls.size()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a wait the page gave up on (reload) or that ran out says running and leaves nothing behind', async () => {
    const calls = createSessionCalls({ graceMs: GRACE });
    const stream = tab();
    calls.tabOpened('s', stream.signal);
    const call = tool();
    const { id } = calls.start('s', 'contact_form', call.run)!;
    const gone = new AbortController();
    const abandoned = calls.wait('s', id, gone.signal, 20_000);
    gone.abort();
    await expect(abandoned).resolves.toEqual({ status: 'running' });
    const timedOut = calls.wait('s', id, idle, 20_000);
    await vi.advanceTimersByTimeAsync(20_000);
    await expect(timedOut).resolves.toEqual({ status: 'running' });
    expect(vi.getTimerCount()).toBe(0);
    expect(await calls.wait('s', 'no-such-call', idle, 1000)).toBeUndefined();
    expect(await calls.wait('other session', id, idle, 1000)).toBeUndefined();
    calls.close();
    expect(call.signal().aborted).toBe(true);
    stream.leave(); // a stream that ends after close() brings no state back
    expect(calls.size()).toBe(0);
  });
});
