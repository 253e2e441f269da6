import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ElicitationOutlet, createElicitationStore, type ElicitationStore } from '../src/index';
import type { UnsentAnswers } from '../src/host';

const server = { id: 'travel', name: 'Travel agent', url: 'https://mcp.example.com/mcp' };
const signIn = {
  message: 'Sign in to book the trip',
  requestedSchema: { type: 'object', properties: { name: { type: 'string', title: 'Name' }, password: { type: 'string', title: 'Password' } } },
};

interface TimedProps {
  seed: (store: ElicitationStore) => void;
  presentation?: 'inline' | 'dialog';
  onUnsent?: (unsent: UnsentAnswers) => void;
}

/** A store seeded once per story render, as a host's MCP client would fill it. */
function Timed({ seed, presentation = 'inline', onUnsent }: TimedProps) {
  const [store] = useState(() => {
    const created = createElicitationStore();
    seed(created);
    return created;
  });
  return <ElicitationOutlet store={store} presentation={presentation} onUnsent={onUnsent} />;
}

const meta = {
  title: 'Host/Time left',
  component: Timed,
  args: { onUnsent: fn() },
} satisfies Meta<typeof Timed>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Time left: in the last two minutes (here from the start: the request arrives with 95
 * seconds) the view counts down, says the time aloud at two minutes and at 30 seconds, and
 * offers "More time" because the host said by how much its deadline may move (`moreTime`).
 * After More time the line stays, with the new time (and focus on the button pressed).
 */
export const TimeLeft: Story = {
  args: {
    seed: (store) => void store.elicit(signIn, { server, deadline: Date.now() + 95_000, moreTime: 5 * 60_000 }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/left to answer/)).toBeVisible();
    const more = canvas.getByRole('button', { name: 'More time' });
    await userEvent.click(more);
    await expect(canvas.getByText(/^6:3\d left to answer$/)).toBeVisible();
    await expect(more).toHaveFocus();
  },
};

/**
 * Expired: the call was stopped while the person was typing. The view says so in view, keeps
 * what was typed (locked, the password still masked), offers Copy answers (the password
 * masked in the copy too), and the host heard `onUnsent` with the draft.
 */
export const Expired: Story = {
  args: {
    seed: (store) => {
      const controller = new AbortController();
      void store.elicit(signIn, { server, signal: controller.signal });
      store.setDraft(store.getSnapshot().rounds[0]!.requests[0]!.id, { name: 'Mona Lisa', password: 'hunter2' });
      controller.abort({ code: 'stopped' });
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Stopped — your answers were not sent.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Name/ })).toHaveValue('Mona Lisa');
    await expect(canvas.getByRole('button', { name: 'Copy answers' })).toBeVisible();
    await waitFor(() => expect(args.onUnsent).toHaveBeenCalledWith(expect.objectContaining({ reason: { code: 'stopped' }, draft: { name: 'Mona Lisa' } })));
  },
};
