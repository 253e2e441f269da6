import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ElicitationOutlet, createElicitationStore } from '../src/index';
import { structuredRequest } from '../test/fixtures/spec-examples';

/**
 * The Docs page of ElicitationOutlet itself: its props table (react-docgen) and one pending
 * request. The flows (rounds, limits, expiry) are in Host/ElicitationOutlet and Host/Lifecycle.
 */
function seededStore() {
  const store = createElicitationStore();
  void store.elicit(structuredRequest.params, { server: { id: 'github', name: 'GitHub tools', url: 'https://mcp.github.com/mcp' }, key: 'contact' });
  return store;
}

const meta = {
  title: 'Reference/ElicitationOutlet',
  component: ElicitationOutlet,
  args: { store: seededStore(), presentation: 'inline' },
} satisfies Meta<typeof ElicitationOutlet>;
export default meta;

export const OnePendingRequest: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Submit' })).toBeVisible();
    await expect(canvas.getByText(/GitHub tools/)).toBeVisible();
  },
};
