/**
 * Replay: an SDK 1.x server sends each real-world schema server-initiated; the strict
 * `@modelcontextprotocol/client` 2.4.0 reads it through acceptRealWorldSchemas, and
 * createElicitationHandler + ElicitationOutlet show it. SDK 1.x validates every accepted
 * answer against the schema it sent; an independent ajv checks it again.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Client } from '@modelcontextprotocol/client';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import Ajv from 'ajv';
import { afterEach, describe, expect, it } from 'vitest';
import { acceptRealWorldSchemas, createElicitationHandler, createElicitationStore } from '../../src/index';
import { realSchemas } from '../fixtures/real-schemas';
import { button, renderOutlet } from './ui';

let closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(closers.map((close) => close()));
  closers = [];
});

async function connect() {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const server = new Server({ name: 'replay', version: '1' }, { capabilities: {} });
  const client = new Client({ name: 'host', version: '1' }, { capabilities: { elicitation: { form: {} } } });
  const store = createElicitationStore();
  client.setRequestHandler('elicitation/create', createElicitationHandler({ elicit: store.elicit, server: { id: 'replay', name: 'Replay' } }));
  await server.connect(serverSide);
  await client.connect(acceptRealWorldSchemas(clientSide));
  closers.push(() => client.close());
  renderOutlet(store);
  return server;
}

const byName = (name: string) => realSchemas.find((s) => s.name === name)!.schema;

describe('real-world schemas through SDK v2 + acceptRealWorldSchemas', { timeout: 20_000 }, () => {
  it.each(realSchemas.map((s) => [s.name, s.schema] as const))('%s reaches the UI; Decline reaches the server', async (_name, schema) => {
    const user = userEvent.setup();
    const server = await connect();
    const answer = server.elicitInput({ message: 'Please answer', requestedSchema: schema as never });
    expect(await screen.findByRole('button', { name: 'Submit' }, { timeout: 5000 })).toBeInTheDocument();
    await user.click(await button('Decline'));
    expect(await answer).toEqual({ action: 'decline' });
  });

  it('Cancel reaches the server', async () => {
    const user = userEvent.setup();
    const server = await connect();
    const answer = server.elicitInput({ message: 'm', requestedSchema: byName('pydantic Optional[str] next to a required name') as never });
    await user.click(await button('Cancel'));
    expect(await answer).toEqual({ action: 'cancel' });
  });

  it.each([
    ['pydantic Optional[str] next to a required name', async (user: ReturnType<typeof userEvent.setup>) => {
      await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Ada');
      await user.type(screen.getByRole('textbox', { name: /^Age/ }), '36');
    }, { name: 'Ada', age: 36 }],
    ['FastMCP multi-select (items.enum without type)', async (user: ReturnType<typeof userEvent.setup>) => {
      await user.click(screen.getByRole('checkbox', { name: 'high' }));
    }, { value: ['high'] }],
    ['optional list[str] next to a required field', async (user: ReturnType<typeof userEvent.setup>) => {
      await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Notes');
    }, { title: 'Notes' }],
    ['python-sdk BookingPreferences', async (user: ReturnType<typeof userEvent.setup>) => {
      await user.click(screen.getByRole('checkbox', { name: /Checkalternative/ }));
    }, { checkAlternative: true, alternativeDate: '2024-12-26' }],
  ] as const)('%s: the accepted answer passes the server and an independent ajv', async (name, fill, expected) => {
    const user = userEvent.setup();
    const server = await connect();
    const schema = byName(name);
    const answer = server.elicitInput({ message: 'm', requestedSchema: schema as never });
    await button('Submit');
    await fill(user);
    await user.click(await button('Submit'));
    const result = await answer;
    expect(result).toEqual({ action: 'accept', content: expected });
    expect(new Ajv({ strict: false }).validate(schema, result.content)).toBe(true);
  });
});
