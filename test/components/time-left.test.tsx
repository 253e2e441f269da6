/**
 * Time left, seen and heard; and nothing typed thrown away: driven through ElicitationOutlet
 * and ElicitationHost with a real store, on a fake clock (Date and timers only; the lazy
 * parts are loaded first, so no promise waits on the fake clock).
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ElicitationHost, ElicitationOutlet, createElicitationStore, preloadElicitationUi, zhCN } from '../../src/index';
import type { UnsentAnswers } from '../../src/host';
import { ElicitationProvider } from '../../src/host';
import { simpleTextRequest } from '../fixtures/spec-examples';

const github = { id: 'github', name: 'GitHub', url: 'https://mcp.github.example/mcp' };
const loginRequest = {
  mode: 'form',
  message: 'Sign in details',
  requestedSchema: { type: 'object', properties: { name: { type: 'string', title: 'Name' }, password: { type: 'string', title: 'Password' } } },
};

beforeAll(() => preloadElicitationUi());
beforeEach(() => vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

/** The clock moves second by second, each step rendered (as a browser would between timers). */
async function tick(ms: number) {
  for (let left = ms; left > 0; left -= 1000) await act(() => void vi.advanceTimersByTime(Math.min(1000, left)));
}
const settle = () => act(async () => {
  await Promise.resolve();
  vi.advanceTimersByTime(0);
});
const countdown = () => document.querySelector('.mcpe-TimeLeft');
const spoken = () => [...document.querySelectorAll('.mcpe-TimeLeft-announcer')].map((region) => region.textContent).join('|');

describe('time left, seen and heard', () => {
  for (const presentation of ['inline', 'dialog'] as const) {
    it(`${presentation}: hidden while there is plenty, counted in the last two minutes, said twice, More time moves it`, async () => {
      const store = createElicitationStore();
      render(<ElicitationOutlet store={store} presentation={presentation} />);
      await act(async () => void store.elicit(simpleTextRequest.params, { server: github }));
      await settle();
      expect(countdown()).toBeNull(); // ten minutes: nothing to see
      await tick(8 * 60_000);
      await settle();
      expect(countdown()).toHaveTextContent('2:00 left to answer');
      expect(spoken()).toBe('2 minutes left to answer.');
      await tick(1000);
      expect(countdown()).toHaveTextContent('1:59 left to answer');
      expect(spoken()).toBe('2 minutes left to answer.'); // not every second
      await tick(59_000);
      expect(countdown()).toHaveTextContent('1:00 left to answer');
      expect(spoken()).toBe('2 minutes left to answer.'); // said once, not again on the way
      await tick(30_000);
      expect(countdown()).toHaveTextContent('0:30 left to answer');
      expect(countdown()).toHaveAttribute('data-urgent');
      expect(spoken()).toBe('30 seconds left to answer.');
      // The store's own default deadline may move: More time. The line stays (with the
      // button the person pressed), showing and saying the new time at once.
      fireEvent.click(screen.getByRole('button', { name: 'More time', hidden: true }));
      expect(countdown()).toHaveTextContent('10:30 left to answer');
      await settle();
      expect(countdown()).not.toHaveAttribute('data-urgent');
      expect(spoken()).toBe('10 minutes 30 seconds left to answer.');
      await tick(8 * 60_000);
      expect(countdown()).toHaveTextContent('2:30 left to answer');
      await tick(2 * 60_000);
      expect(spoken()).toBe('30 seconds left to answer.');
      expect(store.getSnapshot().rounds[0]!.requests[0]!.status).toBe('pending');
    });
  }

  it('shown from the start when a request arrives with less; no More time for a deadline that is not the host’s to move', async () => {
    const store = createElicitationStore();
    render(<ElicitationOutlet store={store} presentation="inline" />);
    await act(async () => void store.elicit(simpleTextRequest.params, { server: github, deadline: Date.now() + 45_000 }));
    await settle();
    expect(countdown()).toHaveTextContent('0:45 left to answer');
    expect(screen.queryByRole('button', { name: 'More time' })).toBeNull();
    await tick(15_000);
    expect(spoken()).toBe('30 seconds left to answer.');
  });

  it('a round has one countdown, for its first deadline', async () => {
    const store = createElicitationStore();
    render(<ElicitationOutlet store={store} presentation="inline" />);
    await act(async () => {
      void store.elicit(simpleTextRequest.params, { server: github, roundId: 'r', deadline: Date.now() + 100_000, moreTime: 30_000 });
      void store.elicit(loginRequest, { server: github, roundId: 'r', deadline: Date.now() + 70_000, moreTime: 30_000 });
    });
    await settle();
    expect(document.querySelectorAll('.mcpe-TimeLeft')).toHaveLength(1);
    expect(countdown()).toHaveTextContent('1:10 left to answer');
    fireEvent.click(screen.getByRole('button', { name: 'More time' }));
    await settle();
    expect(countdown()).toHaveTextContent('1:40 left to answer');
  });

  it('in Chinese', async () => {
    const store = createElicitationStore();
    render(
      <ElicitationProvider labels={zhCN}>
        <ElicitationOutlet store={store} presentation="inline" />
      </ElicitationProvider>,
    );
    await act(async () => void store.elicit(simpleTextRequest.params, { server: github, deadline: Date.now() + 65_000, moreTime: 60_000 }));
    await settle();
    expect(countdown()).toHaveTextContent('剩余 1:05 可作答');
    expect(screen.getByRole('button', { name: '延长时间' })).toBeInTheDocument();
  });
});

describe('nothing typed is thrown away', () => {
  const reasons = [
    ['deadline', 'Expired — your answers were not sent; the server was told the request was cancelled.'],
    ['stopped', 'Stopped — your answers were not sent.'],
    ['cancelled', 'The request was withdrawn — your answers were not sent.'],
    ['call-failed', 'The call failed — your answers were not sent.'],
    ['disconnected', 'Connection lost — your answers were not sent.'],
    ['server-restarted', 'The server restarted — your answers were not sent.'],
    ['state-refused', 'The server no longer accepts this request — your answers were not taken.'],
  ] as const;
  for (const [code, words] of reasons) {
    it(`${code}: says so in view, keeps the answers visible, copies them (secrets masked), tells the host once`, async () => {
      const store = createElicitationStore();
      const unsent: UnsentAnswers[] = [];
      const writes: string[] = [];
      Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void writes.push(text) } });
      render(<ElicitationOutlet store={store} presentation="dialog" onUnsent={(u) => unsent.push(u)} />);
      const controller = new AbortController();
      await act(async () => void store.elicit(loginRequest, { server: github, signal: controller.signal }));
      await settle();
      const dialog = screen.getByRole('dialog');
      fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), { target: { value: 'octo' } });
      fireEvent.change(dialog.querySelector('input[type="password"]')!, { target: { value: 'hunter2' } });
      await settle();
      await act(async () => (code === 'deadline' ? void vi.advanceTimersByTime(10 * 60_000) : controller.abort({ code })));
      await settle();
      // Still the dialog, in view, saying why, with what was typed.
      expect(within(screen.getByRole('dialog')).getByText(words)).toBeVisible();
      expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveValue('octo');
      expect(dialog.querySelector('input[type="password"]')).toHaveValue('hunter2'); // still masked: a password input
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Copy answers' })));
      await settle();
      expect(writes).toEqual(['Name: octo\nPassword: ••••••']);
      expect(within(dialog).getByText('Answers copied.')).toBeInTheDocument();
      await settle();
      expect(unsent).toHaveLength(1);
      expect(unsent[0]).toMatchObject({ reason: { code }, draft: { name: 'octo' }, text: 'Name: octo\nPassword: ••••••' });
      expect(unsent[0]!.draft).not.toHaveProperty('password');
      // It stays until the person dismisses it.
      await tick(60_000);
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
      await settle();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(unsent).toHaveLength(1);
    });
  }

  it('a dialog whose question expired with nothing typed stays after its call finished, saying why, until dismissed', async () => {
    const store = createElicitationStore();
    render(<ElicitationOutlet store={store} presentation="dialog" />);
    const controller = new AbortController();
    await act(async () => void store.elicit(simpleTextRequest.params, { server: github, callId: 'call', signal: controller.signal }));
    await settle();
    await act(async () => controller.abort({ code: 'call-failed' }));
    await act(async () => void store.finishCall({ callId: 'call' }));
    await settle();
    expect(within(screen.getByRole('dialog')).getByText('The call failed — your answers were not sent.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Copy answers' })).toBeNull(); // nothing to copy
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('where the clipboard refuses, the answers are shown selected to copy by hand', async () => {
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: () => Promise.reject(new Error('denied')) } });
    const store = createElicitationStore();
    render(<ElicitationOutlet store={store} presentation="inline" />);
    const controller = new AbortController();
    await act(async () => void store.elicit(simpleTextRequest.params, { server: github, signal: controller.signal }));
    await settle();
    fireEvent.change(screen.getByRole('textbox', { name: /name/ }), { target: { value: 'octocat' } });
    await act(async () => controller.abort({ code: 'disconnected' }));
    await settle();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy answers' })));
    await settle();
    const copy = screen.getByRole('textbox', { name: 'Your answers' });
    expect(copy).toHaveValue('name: octocat');
    expect(copy).toHaveFocus();
    expect((copy as HTMLTextAreaElement).selectionEnd - (copy as HTMLTextAreaElement).selectionStart).toBe('name: octocat'.length);
  });

  it('a lone ElicitationHost too; secrets reach the host only when it opts in', async () => {
    const unsent: UnsentAnswers[] = [];
    const controller = new AbortController();
    render(<ElicitationHost request={loginRequest} server={github} presentation="inline" signal={controller.signal} onResult={() => {}} onUnsent={(u) => unsent.push(u)} unsentSecrets />);
    await settle();
    await settle();
    fireEvent.change(screen.getByRole('textbox', { name: /Name/ }), { target: { value: 'octo' } });
    fireEvent.change(document.querySelector('input[type="password"]')!, { target: { value: 'hunter2' } });
    await act(async () => controller.abort({ code: 'call-failed' }));
    await settle();
    expect(screen.getByText('The call failed — your answers were not sent.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Copy answers' })).toBeInTheDocument();
    await settle();
    expect(unsent[0]).toMatchObject({ reason: { code: 'call-failed' }, draft: { name: 'octo', password: 'hunter2' } });
  });
});
