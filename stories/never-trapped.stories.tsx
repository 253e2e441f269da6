import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ElicitationOutlet, createElicitationStore, type ElicitationStore } from '../src/index';
import { urlRequest } from '../test/fixtures/spec-examples';

/**
 * Never trapped (docs/guides/time-and-calls.md): a modal question folds to a bar so the
 * page around it stays usable, and a URL the person opened waits honestly.
 */
const server = { id: 'reports', name: 'Reports server', url: 'https://mcp.example.com/mcp' };
const report = {
  message: 'Where should the report go?',
  requestedSchema: { type: 'object', properties: { email: { type: 'string', title: 'Email' } }, required: ['email'] },
} as const;

function Chat({ seed, presentation }: { seed: (store: ElicitationStore) => void; presentation: 'dialog' | 'inline' }) {
  const [store] = useState(createElicitationStore);
  return (
    <div>
      <button type="button" onClick={() => seed(store)}>
        Ask
      </button>
      {Array.from({ length: 12 }, (_, i) => (
        <p key={i}>Message {i + 1}: the conversation stays readable while a question waits.</p>
      ))}
      <ElicitationOutlet store={store} presentation={presentation} />
    </div>
  );
}

const meta = {
  title: 'Host/Never trapped',
  component: Chat,
} satisfies Meta<typeof Chat>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Collapsed: Minimise folds the modal to a bar at the bottom (a bottom sheet on a phone);
 * the page is usable again. "Show the question" opens it as it was left.
 */
export const Collapsed: Story = {
  args: {
    presentation: 'dialog',
    seed: (store) => void store.elicit(report, { server }),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ask' }));
    const email = await page.findByRole('textbox', { name: /Email/ });
    await userEvent.type(email, 'ada@example.com');
    await userEvent.click(page.getByRole('button', { name: 'Minimise' }));
    await expect(page.getByRole('button', { name: 'Show the question' })).toHaveAttribute('aria-expanded', 'false');
    await expect(email).not.toBeVisible();
  },
};

/**
 * URL waiting: the person opened the page; the call follows it, so "I’ve finished" asks the
 * server again. The server said "still waiting": the view stays and says so, asking nothing new.
 */
export const UrlWaiting: Story = {
  args: {
    presentation: 'inline',
    seed: (store) => {
      void store.elicit(urlRequest.params, {
        server,
        onWaiting: (event) => {
          if (event.type === 'opened') event.stillWaiting();
        },
      });
      store.respond(store.getSnapshot().rounds[0]!.requests[0]!.id, { action: 'accept' });
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ask' }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: /^Waiting for you to finish on/ })).toBeVisible());
    await expect(canvas.getByText('Not finished there yet. This app checks again by itself.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'I’ve finished' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Stop waiting' })).toBeEnabled();
  },
};
