import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ElicitationHost, ElicitationOutlet, createElicitationStore, type ElicitationStore } from '../src/index';
import { simpleTextRequest, structuredRequest, urlRequest } from '../test/fixtures/spec-examples';

/**
 * Every state of a request's lifecycle (src/store/lifecycle.ts), as the store drives it:
 * each story seeds a store the way an SDK round would and lets the outlet render it.
 */
const server = { id: 'github', name: 'GitHub tools', url: 'https://mcp.github.com/mcp' };

function Lifecycle({ seed, presentation = 'inline' }: { seed: (store: ElicitationStore) => void; presentation?: 'inline' | 'dialog' }) {
  const [store] = useState(() => {
    const created = createElicitationStore();
    seed(created);
    return created;
  });
  return <ElicitationOutlet store={store} presentation={presentation} />;
}

const meta = {
  title: 'Host/Lifecycle',
  component: Lifecycle,
} satisfies Meta<typeof Lifecycle>;
export default meta;
type Story = StoryObj<typeof meta>;

const firstId = (store: ElicitationStore) => store.getSnapshot().rounds[0]!.requests[0]!.id;

/** Staged: answered inside a round, not sent yet; the answer can be changed. */
export const Staged: Story = {
  args: {
    seed: (store) => {
      void store.elicit(simpleTextRequest.params, { server, key: 'login', roundId: 'r' });
      void store.elicit(structuredRequest.params, { server, key: 'contact', roundId: 'r' });
      store.respond(firstId(store), { action: 'decline' });
    },
  },
  play: async ({ canvasElement }) => {
    const [staged] = within(canvasElement).getAllByRole('listitem');
    await expect(within(staged!).getByText('Declined — no answer will be given.')).toBeVisible();
    await expect(within(staged!).getByRole('button', { name: 'Change' })).toBeEnabled();
  },
};

/** Waiting: the URL was opened; the user finishes there. Stop waiting is always offered. */
export const WaitingAfterOpen: Story = {
  args: {
    seed: (store) => {
      void store.elicit(urlRequest.params, { server });
      store.respond(firstId(store), { action: 'accept' });
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: /^Waiting for you to finish on/ })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Open' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Stop waiting' }));
    await waitFor(() => expect(canvas.queryByRole('heading')).toBeNull());
  },
};

/** Expired URL: the call was abandoned; nothing can be opened any more. */
export const ExpiredUrl: Story = {
  args: {
    seed: (store) => {
      const controller = new AbortController();
      void store.elicit(urlRequest.params, { server, signal: controller.signal });
      controller.abort();
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Closed — this link can no longer be opened from here.')).toBeVisible();
    await expect(canvas.getAllByRole('button').map((b) => b.textContent)).toEqual(['Dismiss']);
  },
};

/** Refused in a round: the reason is shown; no "Change" that would decline again. */
export const RefusedInRound: Story = {
  args: {
    seed: (store) => {
      void store.elicit({ mode: 'hologram', message: 'Look' }, { server, key: 'holo', roundId: 'r' });
      void store.elicit(simpleTextRequest.params, { server, key: 'login', roundId: 'r' });
      store.refuse(firstId(store), { code: 'unsupported-mode', mode: 'hologram' });
    },
  },
  play: async ({ canvasElement }) => {
    const [refused] = within(canvasElement).getAllByRole('listitem');
    // A note inside the outlet: its live region says the refusal once.
    await expect(within(refused!).getByRole('note')).toHaveTextContent('“hologram”');
    await expect(within(refused!).queryByRole('button', { name: 'Change' })).toBeNull();
  },
};

/** Dialog queue: a notice from an earlier call never hides the request that needs an answer. */
export const DialogQueue: Story = {
  args: {
    presentation: 'dialog',
    seed: (store) => {
      const controller = new AbortController();
      void store.elicit(structuredRequest.params, { server, signal: controller.signal });
      store.setDraft(firstId(store), { name: 'kept' });
      controller.abort();
      void store.elicit(simpleTextRequest.params, { server });
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement).getByRole('dialog');
    await expect(within(dialog).getByText('Please provide your GitHub username')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeEnabled();
  },
};

/** A standalone host after its answer: locked, says what was sent, offers Dismiss only. */
export const StandaloneAnswered: Story = {
  render: () => <ElicitationHost request={simpleTextRequest.params} server={server} presentation="inline" onResult={fn()} />,
  args: { seed: () => {} },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Decline' }));
    // Shown in a note; the host's live region (hidden) says it too, once.
    await expect(canvas.getByRole('note')).toHaveTextContent('You declined. No answers were sent; the server was told you declined.');
    await expect(canvas.getByRole('note')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
  },
};
