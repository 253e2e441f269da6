import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ServerBadge } from '../src/index';

const meta = {
  title: 'Parts/ServerBadge',
  component: ServerBadge,
  args: { server: { name: 'GitHub', url: 'https://mcp.github.example/mcp' } },
} satisfies Meta<typeof ServerBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Verified: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('GitHub')).toBeVisible();
    await expect(canvas.getByText(/mcp\.github\.example/)).toBeVisible();
  },
};

export const SelfReportedTitle: Story = {
  args: { server: { name: 'github', title: 'Totally Official GitHub', url: 'https://mcp.github.example/mcp' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/calls itself “\u2068?Totally Official GitHub\u2069?”/)).toBeVisible();
  },
};

export const HostileTitleRendersAsText: Story = {
  args: { server: { name: 'evil', title: '<img src=x onerror=alert(1)>' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(within(canvasElement).getByText(/<img src=x/)).toBeVisible();
  },
};
