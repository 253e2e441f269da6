/**
 * The docs' snippets that can run here, run (each is a file the guides show verbatim:
 * test/docs/snippets.test.ts). The relay snippets run in test/relay/examples.test.ts, the
 * chat-transcript recipe in stories/chat-transcript.stories.tsx.
 */
import { StrictMode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_SCHEMA } from '../../demo/server/tools/contact-form.ts';
import { createElicitationStore, type IdentifiedServer } from '../../src/index';
import { startDemoServerForFile } from '../demo/harness';
import { callWithRounds } from './examples/manual-rounds';
import { connect, Elicitations, runTool } from './examples/quick-start';
import { OneRequest } from './examples/one-request';
import * as readme from './examples/readme';
import { FromZhCN, OneString } from './examples/languages';
import { ElicitationOutlet } from '../../src/host';

const demo = startDemoServerForFile();
const closing: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(closing.splice(0).map((close) => close()));
});

const textOf = (result: { content?: unknown }) => (result.content as Array<{ text?: string }>).map((block) => block.text ?? '').join('\n');
const contactDefaults = Object.fromEntries(Object.entries(CONTACT_SCHEMA.properties).map(([key, field]) => [key, field.default]));

// Real network round trips and first-time module loads: allow more than the 5 s default.
describe('docs snippets, run', { timeout: 30_000 }, () => {
  it('quick start: connect, the outlet shows the server\'s form, Submit completes the tool call', async () => {
    const user = userEvent.setup();
    const client = await connect(demo().mcpUrl);
    closing.push(() => client.close());
    render(<StrictMode><Elicitations /></StrictMode>);
    const call = runTool(client, 'contact_form');
    await user.click(await screen.findByRole('button', { name: 'Submit' }, { timeout: 5000 }));
    expect(JSON.parse(textOf(await call))).toEqual(contactDefaults);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull());
  });

  it('README: connect, the outlet shows the server\'s form, Submit completes the tool call', async () => {
    const user = userEvent.setup();
    const client = await readme.connect(demo().mcpUrl);
    closing.push(() => client.close());
    render(<StrictMode><readme.Elicitations /></StrictMode>);
    const call = readme.runTool(client, 'contact_form');
    await user.click(await screen.findByRole('button', { name: 'Submit' }, { timeout: 5000 }));
    expect(JSON.parse(textOf(await call))).toEqual(contactDefaults);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull());
  });

  it('manual rounds: the two-round wizard, each round answered on screen, the call completes', async () => {
    const user = userEvent.setup();
    const client = await connect(demo().mcpUrl); // the quick start's client; its handler stays unused here
    closing.push(() => client.close());
    const store = createElicitationStore();
    const server: IdentifiedServer = { id: 'demo', name: 'Demo', url: demo().mcpUrl };
    render(<ElicitationOutlet store={store} presentation="inline" />);
    const call = callWithRounds(client, store, server, 'setup_wizard');
    for (let round = 0; round < 2; round += 1) {
      await user.click(await screen.findByRole('button', { name: /^(Submit|Send all)$/ }, { timeout: 5000 }));
      await waitFor(() => expect(store.getSnapshot().rounds.flatMap((r) => r.requests).filter((r) => r.status === 'pending')).toHaveLength(0));
    }
    const result = await call;
    expect(result.isError ?? false).toBe(false);
    expect(store.getSnapshot().rounds).toEqual([]);
  });

  it('one request, no store: answered once, then dismissed', async () => {
    const user = userEvent.setup();
    const reply = vi.fn();
    const params = { mode: 'form', message: 'Your name?', requestedSchema: { type: 'object', properties: { name: { type: 'string', title: 'Name', default: 'Mona' } } } };
    render(<OneRequest params={params} reply={reply} />);
    await user.click(await screen.findByRole('button', { name: 'Submit' }, { timeout: 5000 }));
    await waitFor(() => expect(reply).toHaveBeenCalledTimes(1));
    expect(reply.mock.calls[0]![0]).toEqual({ action: 'accept', content: { name: 'Mona' } });
    await user.click(await screen.findByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull());
  });

  it('languages: one string replaced; the Chinese labels render', async () => {
    const schema = { type: 'object', properties: { name: { type: 'string', title: 'Name' } } } as const;
    render(<OneString schema={schema} onSubmit={() => {}} />);
    expect(await screen.findByRole('button', { name: 'Send' }, { timeout: 5000 })).toBeTruthy();
    const { container } = render(<FromZhCN />);
    expect(container.firstChild).not.toBeNull();
  });
});
