/**
 * Shared by the client-library integration tests: the host's setup (client, handler,
 * store), the rendered UI the user clicks (ElicitationOutlet, inline) and the answers a
 * tool's text result reports.
 */
import { StrictMode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { Client } from '@modelcontextprotocol/client';
import { afterEach, expect } from 'vitest';
import { acceptRealWorldSchemas, createElicitationHandler, createElicitationStore, ElicitationOutlet, type ElicitationStore, type IdentifiedServer } from '../../src/index';

export function renderOutlet(store: ElicitationStore) {
  return render(
    <StrictMode>
      <ElicitationOutlet store={store} presentation="inline" />
    </StrictMode>,
  );
}

/** A request's button, once it is on screen (lazy validator chunks load on first use). */
export const button = (name: string | RegExp) => screen.findByRole('button', { name }, { timeout: 5000 });

/** URL mode: Open is enabled once the address has been checked. */
export async function clickOpen(user: UserEvent) {
  const open = await button('Open');
  await waitFor(() => expect(open).toBeEnabled());
  await user.click(open);
}

/** Status of the only request the store holds. */
export function onlyStatus(store: ElicitationStore) {
  const requests = store.getSnapshot().rounds.flatMap((round) => round.requests);
  expect(requests).toHaveLength(1);
  return requests[0]!.status;
}

export const textOf = (result: object) =>
  ((result as { content?: Array<{ text?: string }> }).content ?? []).map((block) => block.text ?? '').join('\n');

type ClientOptions = NonNullable<ConstructorParameters<typeof Client>[1]>;
type ClientTransport = Parameters<Client['connect']>[0];

export interface HostSetup {
  server: IdentifiedServer;
  /** @default { form: {}, url: {} } */
  elicitation?: NonNullable<ClientOptions['capabilities']>['elicitation'];
  versionNegotiation?: ClientOptions['versionNegotiation'];
  /** The README's setup for servers the host did not write: `acceptRealWorldSchemas(transport)`. */
  realWorld?: boolean;
}

/**
 * What a host writes with `@modelcontextprotocol/client` 2.x (README, Usage): one store,
 * `createElicitationHandler`, the outlet on screen. Returns `connect`; every client it
 * opens is closed after each test of the calling file.
 */
export function hostClients() {
  let open: Client[] = [];
  afterEach(async () => {
    await Promise.all(open.map((client) => client.close()));
    open = [];
  });
  return async function connect(transport: ClientTransport, setup: HostSetup) {
    const store = createElicitationStore();
    const capabilities = { elicitation: setup.elicitation ?? { form: {}, url: {} } };
    const client = new Client({ name: 'mcpe-host', version: '1.0.0' }, { capabilities, versionNegotiation: setup.versionNegotiation });
    client.setRequestHandler('elicitation/create', createElicitationHandler({ elicit: store.elicit, server: setup.server }));
    await client.connect(setup.realWorld ? acceptRealWorldSchemas(transport) : transport);
    open.push(client);
    renderOutlet(store);
    return { client, store };
  };
}
