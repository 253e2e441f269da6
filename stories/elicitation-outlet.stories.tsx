import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { ElicitationOutlet, createElicitationStore, type ElicitResult, type ElicitationStore } from '../src/index';
import { simpleTextRequest, structuredRequest, urlRequest } from '../test/fixtures/spec-examples';
import { sep1034Defaults } from '../test/fixtures/schemas';

const server = { id: 'travel', name: 'Travel agent', url: 'https://mcp.example.com/mcp' };

/** Keyed answer promises returned by a seed: what the server would receive. */
type Answers = Record<string, Promise<ElicitResult>>;

interface SeededProps {
  seed: (store: ElicitationStore) => Answers | void;
  presentation?: 'inline' | 'dialog';
  /** Receives each answer the seeded requests settle with, by key (a play function asserts on it). */
  onSent?: (key: string, result: ElicitResult) => void;
}

/** A store seeded once per story render, the way an SDK round would fill it. */
function Seeded({ seed, presentation = 'inline', onSent }: SeededProps) {
  const [{ store, answers }] = useState(() => {
    const created = createElicitationStore({ maxPendingPerServer: 3 });
    return { store: created, answers: seed(created) ?? {} };
  });
  // Reported from an effect, so StrictMode's discarded second store reports nothing.
  useEffect(() => {
    let live = true;
    for (const [key, answer] of Object.entries(answers)) void answer.then((result) => live && onSent?.(key, result));
    return () => {
      live = false;
    };
  }, [answers, onSent]);
  return <ElicitationOutlet store={store} presentation={presentation} />;
}

const meta = {
  title: 'Host/ElicitationOutlet',
  component: Seeded,
  args: { onSent: fn() },
} satisfies Meta<typeof Seeded>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One MRTR round of three requests: answer in any order, then Send all. */
export const RoundOfSeveral: Story = {
  args: {
    seed: (store) => ({
      github_login: store.elicit(simpleTextRequest.params, { server, key: 'github_login', roundId: 'r' }),
      contact: store.elicit(structuredRequest.params, { server, key: 'contact', roundId: 'r' }),
      profile: store.elicit({ message: 'Profile defaults', requestedSchema: sep1034Defaults }, { server, key: 'profile', roundId: 'r' }),
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const sendAll = canvas.getByRole('button', { name: 'Send all' });
    await expect(sendAll).toBeDisabled();
    const items = canvas.getAllByRole('listitem');
    await userEvent.click(within(items[2]!).getByRole('button', { name: 'Submit' }));
    await userEvent.click(within(items[0]!).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(canvas.getAllByText(/Ready to send|Declining/)).toHaveLength(2));
    await expect(sendAll).toBeDisabled();
    // The last one, then the whole round goes out at once: nothing is sent before Send all.
    await userEvent.type(within(items[1]!).getByRole('textbox', { name: /name/ }), 'Mona');
    await userEvent.type(within(items[1]!).getByRole('textbox', { name: /email/ }), 'mona@example.com');
    await userEvent.click(within(items[1]!).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(sendAll).toBeEnabled());
    await expect(args.onSent).not.toHaveBeenCalled();
    await userEvent.click(sendAll);
    await waitFor(() => expect(args.onSent).toHaveBeenCalledTimes(3));
    await expect(args.onSent).toHaveBeenCalledWith('github_login', { action: 'decline' });
    await expect(args.onSent).toHaveBeenCalledWith('contact', { action: 'accept', content: { name: 'Mona', email: 'mona@example.com' } });
    await expect(args.onSent).toHaveBeenCalledWith('profile', {
      action: 'accept',
      content: { name: 'John Doe', age: 30, score: 95.5, status: 'active', verified: true },
    });
  },
};

/** A form and a URL request in the same round. */
export const FormAndUrlMixed: Story = {
  args: {
    seed: (store) => ({
      name: store.elicit(simpleTextRequest.params, { server, key: 'name', roundId: 'r' }),
      connect: store.elicit(urlRequest.params, { server, key: 'connect', roundId: 'r' }),
    }),
  },
  // Installed before render, so an open on mount would be seen too; no real window opens.
  beforeEach: () => {
    const open = spyOn(window, 'open').mockImplementation(() => null);
    return () => open.mockRestore();
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [form, url] = canvas.getAllByRole('listitem');
    await userEvent.type(within(form!).getByRole('textbox', { name: /name/ }), 'octocat');
    await userEvent.click(within(form!).getByRole('button', { name: 'Submit' }));
    const open = await within(url!).findByRole('button', { name: 'Open' });
    await waitFor(() => expect(open).toBeEnabled());
    await expect(window.open).not.toHaveBeenCalled();
    await userEvent.click(open);
    await expect(window.open).toHaveBeenCalledWith(urlRequest.params.url, '_blank', 'noopener,noreferrer');
    await userEvent.click(await canvas.findByRole('button', { name: 'Send all' }));
    await waitFor(() => expect(args.onSent).toHaveBeenCalledTimes(2));
    await expect(args.onSent).toHaveBeenCalledWith('name', { action: 'accept', content: { name: 'octocat' } });
    await expect(args.onSent).toHaveBeenCalledWith('connect', { action: 'accept' });
  },
};

/** The call was aborted while the user was typing: expired, draft kept for copying. */
export const ExpiredRequest: Story = {
  args: {
    seed: (store) => {
      const controller = new AbortController();
      void store.elicit(simpleTextRequest.params, { server, signal: controller.signal });
      const id = store.getSnapshot().rounds[0]!.requests[0]!.id;
      store.setDraft(id, { name: 'octo' });
      controller.abort();
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Expired — nothing was sent.')).toBeVisible();
    // Kept for copying: the typed text is there, selectable (read-only, not disabled), and locked.
    const name = canvas.getByRole('textbox', { name: /name/ });
    await expect(name).toHaveValue('octo');
    await expect(name).toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeDisabled();
  },
};

/** A request in a mode the host does not support is declined with a notice. */
export const UnsupportedMode: Story = {
  args: {
    seed: (store) => ({ hologram: store.elicit({ mode: 'hologram', message: 'Look at this' }, { server }) }),
  },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('“hologram”');
    await waitFor(() => expect(args.onSent).toHaveBeenCalledWith('hologram', { action: 'decline' }));
  },
};

/** A server flooding requests: beyond the bound they are declined without asking. */
export const FloodBounded: Story = {
  args: {
    seed: (store) => Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`q${i}`, store.elicit(simpleTextRequest.params, { server, key: `q${i}`, roundId: 'r' })])),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/3 were declined without asking you/)).toBeVisible();
    // Only the first three are asked; the rest were answered "decline" without being shown.
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await waitFor(() => expect(args.onSent).toHaveBeenCalledTimes(3));
    for (const key of ['q3', 'q4', 'q5']) await expect(args.onSent).toHaveBeenCalledWith(key, { action: 'decline' });
  },
};
