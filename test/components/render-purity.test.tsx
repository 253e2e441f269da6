/**
 * Rendering has no side effects: a render React throws away (StrictMode's second render, a
 * transition that is abandoned) leaves no timer, no listener and no request behind, and
 * a host that unmounts takes its deadline timer and abort listener with it. Counted on the
 * deadline's own timer (setTimeout with its delay) and on the host's signal.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { StrictMode, startTransition, use, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ElicitationHost, type ElicitResult } from '../../src/index';
import { simpleTextRequest } from '../fixtures/spec-examples';

const server = { name: 'GitHub', url: 'https://mcp.github.example/mcp' };
/** A delay no other timer of the library uses, so the deadline's timer can be told apart. */
const DEADLINE_IN = 987_654;

/** Live deadline timers and abort listeners on `signal`: added and not yet removed. */
function track(signal: AbortSignal) {
  const timers = new Set<unknown>();
  const listeners = new Set<unknown>();
  const originalSet = globalThis.setTimeout;
  const originalClear = globalThis.clearTimeout;
  globalThis.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) => {
    const handle = originalSet(handler, delay, ...rest);
    // The store clamps the delay from the deadline: a few ms may have passed.
    if (typeof delay === 'number' && delay > DEADLINE_IN - 5_000 && delay <= DEADLINE_IN) timers.add(handle);
    return handle;
  }) as typeof setTimeout;
  globalThis.clearTimeout = ((handle?: Parameters<typeof clearTimeout>[0]) => {
    timers.delete(handle);
    originalClear(handle);
  }) as typeof clearTimeout;
  const add = signal.addEventListener.bind(signal);
  const remove = signal.removeEventListener.bind(signal);
  signal.addEventListener = ((type: string, listener: EventListenerOrEventListenerObject, options?: AddEventListenerOptions | boolean) => {
    if (type === 'abort') listeners.add(listener);
    add(type, listener, options);
  }) as typeof signal.addEventListener;
  signal.removeEventListener = ((type: string, listener: EventListenerOrEventListenerObject, options?: EventListenerOptions | boolean) => {
    if (type === 'abort') listeners.delete(listener);
    remove(type, listener, options);
  }) as typeof signal.removeEventListener;
  return {
    live: () => ({ timers: timers.size, listeners: listeners.size }),
    restore() {
      globalThis.setTimeout = originalSet;
      globalThis.clearTimeout = originalClear;
    },
  };
}

let tracked: ReturnType<typeof track> | undefined;
beforeEach(() => {
  tracked = undefined;
});
afterEach(() => tracked?.restore());

function hostProps(signal: AbortSignal, onResult = vi.fn<(result: ElicitResult) => void>()) {
  return { request: simpleTextRequest.params, server, signal, deadline: Date.now() + DEADLINE_IN, onResult, presentation: 'inline' as const };
}

describe('render purity', () => {
  it('StrictMode: one deadline timer and one abort listener while mounted, none after unmount; one answer', async () => {
    const controller = new AbortController();
    tracked = track(controller.signal);
    const props = hostProps(controller.signal);
    const { unmount } = render(
      <StrictMode>
        <ElicitationHost {...props} />
      </StrictMode>,
    );
    expect(await screen.findByRole('textbox', { name: /name/i })).toBeInTheDocument();
    expect(tracked.live()).toEqual({ timers: 1, listeners: 1 });
    unmount();
    expect(tracked.live()).toEqual({ timers: 0, listeners: 0 });
    expect(props.onResult).not.toHaveBeenCalled();
  });

  it('a transition that renders the host and is abandoned leaves no timer, no listener and answers nothing', async () => {
    const controller = new AbortController();
    tracked = track(controller.signal);
    const props = hostProps(controller.signal);
    const never = new Promise<never>(() => {});
    /** Suspends forever: the transition that shows it never commits. */
    const Stuck = () => use(never);
    let show: (value: 'host' | 'other') => void = () => {};
    function App() {
      const [what, setWhat] = useState<'none' | 'host' | 'other'>('none');
      show = setWhat;
      if (what === 'none') return <p>nothing yet</p>;
      if (what === 'other') return <p>something else</p>;
      return (
        <>
          <ElicitationHost {...props} />
          <Stuck />
        </>
      );
    }
    render(<App />);
    // Rendered (every initializer ran), then held back: it suspends inside a transition.
    await act(async () => startTransition(() => show('host')));
    expect(screen.getByText('nothing yet')).toBeInTheDocument();
    // Abandoned: another state wins, the suspended render is thrown away.
    await act(async () => show('other'));
    expect(screen.getByText('something else')).toBeInTheDocument();
    expect(tracked.live()).toEqual({ timers: 0, listeners: 0 });
    controller.abort();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(props.onResult).not.toHaveBeenCalled();
  });

  it('the mounted host still answers once, through the store it entered the request in', async () => {
    const controller = new AbortController();
    tracked = track(controller.signal);
    const props = hostProps(controller.signal);
    render(
      <StrictMode>
        <ElicitationHost {...props} />
      </StrictMode>,
    );
    await screen.findByRole('textbox', { name: /name/i });
    act(() => controller.abort());
    await waitFor(() => expect(props.onResult).toHaveBeenCalledTimes(1));
    expect(props.onResult).toHaveBeenCalledWith({ action: 'cancel' }, { automatic: true, expired: true });
    expect(tracked.live()).toEqual({ timers: 0, listeners: 0 });
  });
});
