import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ElicitationProvider, SchemaForm } from '../src/index';
import { specStructured } from '../test/fixtures/schemas';

/**
 * The Docs page of ElicitationProvider: its props table (react-docgen) and a provider that
 * renames Submit for every form below it. Replaced parts: Theming/Own components.
 */
const meta = {
  title: 'Reference/ElicitationProvider',
  component: ElicitationProvider,
  args: {
    labels: { schemaForm: { submit: 'Send to GitHub' } },
    children: <SchemaForm schema={specStructured} message="Who should we contact?" onSubmit={fn()} onDecline={fn()} onCancel={fn()} />,
  },
} satisfies Meta<typeof ElicitationProvider>;
export default meta;

export const RenamedSubmit: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Send to GitHub' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Submit' })).toBeNull();
  },
};
