import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ElicitationOutlet, createElicitationStore, type ElicitationStore } from '../src/index';
import { simpleTextRequest, structuredRequest, urlRequest } from '../test/fixtures/spec-examples';
import { sep1034Defaults } from '../test/fixtures/schemas';

const server = { id: 'travel', name: 'Travel agent', url: 'https://mcp.example.com/mcp' };

/** A store seeded once per story render, the way an SDK round would fill it. */
function Seeded({ seed, presentation = 'inline' }: { seed: (store: ElicitationStore) => void; presentation?: 'inline' | 'dialog' }) {
  const [store] = useState(() => {
    const created = createElicitationStore({ maxPendingPerServer: 3 });
    seed(created);
    return created;
  });
  return <ElicitationOutlet store={store} presentation={presentation} />;
}

const meta = {
  title: 'Host/ElicitationOutlet',
  component: Seeded,
} satisfies Meta<typeof Seeded>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One MRTR round of three requests: answer in any order, then Send all. */
export const RoundOfSeveral: Story = {
  args: {
    seed: (store) => {
      void store.elicit(simpleTextRequest.params, { server, key: 'github_login', roundId: 'r' });
      void store.elicit(structuredRequest.params, { server, key: 'contact', roundId: 'r' });
      void store.elicit({ message: 'Profile defaults', requestedSchema: sep1034Defaults }, { server, key: 'profile', roundId: 'r' });
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sendAll = canvas.getByRole('button', { name: 'Send all' });
    await expect(sendAll).toBeDisabled();
    const items = canvas.getAllByRole('listitem');
    await userEvent.click(within(items[2]!).getByRole('button', { name: 'Submit' }));
    await userEvent.click(within(items[0]!).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(canvas.getAllByText(/Ready to send|Declining/)).toHaveLength(2));
    await expect(sendAll).toBeDisabled();
  },
};

/** A form and a URL request in the same round. */
export const FormAndUrlMixed: Story = {
  args: {
    seed: (store) => {
      void store.elicit(simpleTextRequest.params, { server, key: 'name', roundId: 'r' });
      void store.elicit(urlRequest.params, { server, key: 'connect', roundId: 'r' });
    },
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
    await expect(within(canvasElement).getByText('Expired — nothing was sent.')).toBeVisible();
  },
};

/** A request in a mode the host does not support is declined with a notice. */
export const UnsupportedMode: Story = {
  args: {
    seed: (store) => void store.elicit({ mode: 'hologram', message: 'Look at this' }, { server }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('“hologram”');
  },
};

/** A server flooding requests: beyond the bound they are declined without asking. */
export const FloodBounded: Story = {
  args: {
    seed: (store) => {
      for (let i = 0; i < 6; i++) void store.elicit(simpleTextRequest.params, { server, key: `q${i}`, roundId: 'r' });
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/3 were declined without asking you/)).toBeVisible();
  },
};
