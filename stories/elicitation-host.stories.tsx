import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { ElicitationHost } from '../src/index';
import { simpleTextRequest, structuredRequest, urlRequest } from '../test/fixtures/spec-examples';
import { sep1034Defaults } from '../test/fixtures/schemas';

const server = { name: 'GitHub', url: 'https://mcp.example.com/mcp', title: 'GitHub MCP' };

/** Everything on the page that points at `host`: resource timing entries, fetch calls, and URL attributes of elements. */
function contactsWith(host: string, doc: Document): string[] {
  const attributes = [...doc.querySelectorAll('[src], [href], [srcset], [action], [data], [poster]')].flatMap((el) =>
    ['src', 'href', 'srcset', 'action', 'data', 'poster'].map((name) => el.getAttribute(name) ?? ''),
  );
  const fetched = mocked(window.fetch).mock.calls.map(([input]) => (input instanceof Request ? input.url : String(input)));
  return [...performance.getEntriesByType('resource').map((entry) => entry.name), ...fetched, ...attributes].filter((u) => u.includes(host));
}

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
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: /GitHub/ });
    // Modal: opened with showModal(), so the rest of the page is inert.
    await expect(dialog.matches(':modal')).toBe(true);
    await expect(within(dialog).getByText('Please provide your GitHub username')).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /name/ }), 'octocat');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(args.onResult).toHaveBeenCalledWith({ action: 'accept', content: { name: 'octocat' } }, { automatic: false }));
  },
};

/** The spec's URL example: consent first, nothing is fetched before Open. */
export const UrlRequest: Story = {
  args: { request: urlRequest.params },
  // Installed before render, so an open or fetch on mount is seen too; no real window opens.
  beforeEach: () => {
    const open = spyOn(window, 'open').mockImplementation(() => null);
    const fetchSpy = spyOn(window, 'fetch');
    return () => {
      open.mockRestore();
      fetchSpy.mockRestore();
    };
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const open = canvas.getByRole('button', { name: 'Open' });
    // Analysis done (Open enabled): the point after which a prefetch would have started.
    await waitFor(() => expect(open).toBeEnabled());
    await expect(canvasElement.textContent).toContain(urlRequest.params.url);
    await expect(contactsWith('mcp.example.com/ui', canvasElement.ownerDocument)).toEqual([]);
    await expect(window.open).not.toHaveBeenCalled();
    await expect(args.onResult).not.toHaveBeenCalled();
    await userEvent.click(open);
    await expect(window.open).toHaveBeenCalledWith(urlRequest.params.url, '_blank', 'noopener,noreferrer');
    await expect(args.onResult).toHaveBeenCalledWith({ action: 'accept' }, { automatic: false });
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
  // A deadline already past: the request expires as soon as it is shown.
  args: { request: structuredRequest.params, deadline: 0, onDismiss: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Expired — your answers were not sent; the server was told the request was cancelled.')).toBeVisible();
    // Locked: fields read-only, no Submit, Decline or Cancel to press; the host answered cancel.
    await expect(canvas.getByRole('textbox', { name: /name/ })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: /Decline|Cancel/ })).toBeNull();
    // The caller hears the expiry once, as cancel (its call gave up), and nothing else.
    await expect(args.onResult).toHaveBeenCalledTimes(1);
    await expect(args.onResult).toHaveBeenCalledWith({ action: 'cancel' }, { automatic: true, expired: true });
  },
};
