import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ElicitationOutlet, ElicitationProvider, createElicitationStore, type ElicitResult } from '../src/index';
import type { AppFailure, AppResource } from '../src/store';
import { createAppForm } from '../src/apps';
import { SEAT_SCHEMA } from '../demo/server/tools/choose-seat-schema';
import { seatMapApp } from '../demo/server/tools/seat-map-app';

/**
 * Form requests whose server ships its own form (an MCP App): `createAppForm` from
 * `mcp-elicitation-react/apps` draws the app in a sandbox on another origin, under the same
 * header, and falls back to the native form, saying why, whenever the app cannot be used.
 * The live seat map needs the sandbox proxy: `npm run storybook` serves it
 * (.storybook/main.ts, on the other loopback name), the demo does too (`npm start`,
 * `choose_seat`).
 */
const server = { id: 'airline', name: 'Airline', url: 'https://mcp.airline.example/mcp' };
const uri = 'ui://airline/seat-map.html';
const params = { mode: 'form', message: 'Which seat would you like?', requestedSchema: SEAT_SCHEMA, _meta: { ui: { resourceUri: uri } } };

/** The other loopback name of this page, where the Storybook dev server serves the proxy. */
const otherOrigin = () => `${location.protocol}//${location.hostname === 'localhost' ? '127.0.0.1' : 'localhost'}:${location.port}`;

interface AppFormsProps {
  /** The apps of the requests, one request each (as the host's `withAppForms` read them). */
  apps: readonly AppResource[];
  /** Where the proxy is: `about:blank` draws the frame without ever starting an app. */
  sandbox: 'live' | 'none';
  startTimeoutMs?: number;
  presentation?: 'inline' | 'dialog';
  onSent?: (key: string, result: ElicitResult) => void;
}

function AppForms({ apps, sandbox, startTimeoutMs = 15_000, presentation = 'inline', onSent }: AppFormsProps) {
  const [{ store, AppForm }] = useState(() => {
    const created = createElicitationStore();
    apps.forEach((app, index) => void created.elicit(params, { server, key: `seat-${index}`, app }).then((result) => onSent?.(`seat-${index}`, result)));
    const sandboxUrl = sandbox === 'live' ? `${otherOrigin()}/mcp-app-sandbox` : 'about:blank';
    return { store: created, AppForm: createAppForm({ sandboxUrl, startTimeoutMs }) };
  });
  return (
    <ElicitationProvider components={{ AppForm }}>
      <ElicitationOutlet store={store} presentation={presentation} />
    </ElicitationProvider>
  );
}

const meta = {
  title: 'Apps/App-rendered forms',
  component: AppForms,
  args: { onSent: fn() },
} satisfies Meta<typeof AppForms>;
export default meta;
type Story = StoryObj<typeof meta>;

const FAILURES: readonly AppFailure[] = ['load-failed', 'not-an-app', 'too-large', 'timeout', 'crashed', 'invalid-result'];

/**
 * Every reason the native form takes over, said above it. Nothing was sent: the form starts
 * from its defaults, and Decline and Cancel work as on any form.
 */
export const FallbackReasons: Story = {
  args: { apps: FAILURES.map((failure) => ({ uri, failure })), sandbox: 'none' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The server’s own form stopped working. Nothing was sent: answer here instead.')).toBeVisible();
    await expect(canvas.getByText('The server’s own form gave an answer that does not fit the question. Nothing was sent: answer here instead.')).toBeVisible();
    const [first] = canvas.getAllByRole('button', { name: 'Decline' });
    await userEvent.click(first!);
    await waitFor(() => expect(args.onSent).toHaveBeenCalledWith('seat-0', { action: 'decline' }));
  },
};

/**
 * While the app starts (the proxy, the app's document, its handshake): the header and the
 * message are the host's, the frame is named after the server, Decline and Cancel are there.
 */
export const Starting: Story = {
  args: { apps: [{ uri, html: seatMapApp('good') }], sandbox: 'none', startTimeoutMs: 600_000 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading the server’s form…')).toBeVisible();
    await expect(canvas.getByTitle('Form from Airline')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(args.onSent).toHaveBeenCalledWith('seat-0', { action: 'cancel' }));
  },
};

/**
 * The demo's seat map, live, as a modal: pick a seat inside the app and confirm. Needs the
 * sandbox proxy of `npm run storybook` (not in the static build, its docs page or the story tests).
 */
export const LiveSeatMap: Story = {
  tags: ['!test', '!autodocs'],
  args: { apps: [{ uri, html: seatMapApp('good'), prefersBorder: true }], sandbox: 'live', presentation: 'dialog' },
};
