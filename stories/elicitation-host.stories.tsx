import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ElicitationHost } from '../src/index';
import { simpleTextRequest, structuredRequest, urlRequest } from '../test/fixtures/spec-examples';
import { sep1034Defaults } from '../test/fixtures/schemas';

const server = { name: 'GitHub', url: 'https://mcp.example.com/mcp', title: 'GitHub MCP' };

const meta = {
  title: 'Host/ElicitationHost',
  component: ElicitationHost,
  args: { server, onResult: fn(), presentation: 'inline', request: structuredRequest.params },
} satisfies Meta<typeof ElicitationHost>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's structured example: answered with Submit, sending exactly the typed content. */
export const FormRequest: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /name/i }), 'Monalisa Octocat');
    await userEvent.type(canvas.getByRole('textbox', { name: /email/i }), 'octocat@github.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(args.onResult).toHaveBeenCalledWith(
        { action: 'accept', content: { name: 'Monalisa Octocat', email: 'octocat@github.com' } },
        { automatic: false },
      ),
    );
  },
};

/** SEP-1034: every default is pre-filled and sent as shown. */
export const FormWithDefaults: Story = {
  args: { request: { message: 'Confirm your profile', requestedSchema: sep1034Defaults } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('textbox', { name: /name/i })).toHaveValue('John Doe');
    expect(canvas.getByRole('checkbox', { name: /verified/i })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(args.onResult).toHaveBeenCalledWith(
        { action: 'accept', content: { name: 'John Doe', age: 30, score: 95.5, status: 'active', verified: true } },
        { automatic: false },
      ),
    );
  },
};

/** The spec's simple text example shown as a modal dialog. */
export const AsDialog: Story = {
  args: { request: simpleTextRequest.params, presentation: 'dialog' },
};

/** The spec's URL example: consent first, nothing is fetched before Open. */
export const UrlRequest: Story = {
  args: { request: urlRequest.params },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Open' })).toBeEnabled());
    await expect(canvasElement.textContent).toContain('https://mcp.example.com/ui/set_api_key');
  },
};

/** A mode this host does not offer: declined at once, with a notice saying so. */
export const UnsupportedMode: Story = {
  args: { request: urlRequest.params, modes: ['form'], onDismiss: fn() },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('does not support');
    await waitFor(() => expect(args.onResult).toHaveBeenCalledWith({ action: 'decline' }, { automatic: true, reason: { code: 'unsupported-mode', mode: 'url' } }));
  },
};

/** A request too malformed to show: a notice, never a crash. */
export const InvalidRequest: Story = {
  args: { request: { mode: 'form', message: { html: '<b>hi</b>' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('could not be shown');
  },
};

/** The originating call was aborted: the draft stays visible and locked, nothing is sent. */
export const Expired: Story = {
  args: { request: structuredRequest.params, status: 'expired', onDismiss: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Expired — nothing was sent.')).toBeVisible();
  },
};
