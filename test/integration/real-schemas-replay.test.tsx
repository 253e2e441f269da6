/**
 * Replay: an SDK 1.x server sends each real-world schema server-initiated; the strict
 * `@modelcontextprotocol/client` 2.4.0 reads it through acceptRealWorldSchemas, and
 * createElicitationHandler + ElicitationOutlet show it. SDK 1.x validates every accepted
 * answer against the schema it sent; an independent ajv checks it again.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { realSchemas, type RealSchema } from '../fixtures/real-schemas';
import { button, hostClients } from './ui';

const connectHost = hostClients();

async function connect() {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const server = new Server({ name: 'replay', version: '1' }, { capabilities: {} });
  await server.connect(serverSide);
  await connectHost(clientSide, { server: { id: 'replay', name: 'Replay' }, elicitation: { form: {} }, realWorld: true });
  return server;
}

const byName = (name: string) => realSchemas.find((s) => s.name === name)!.schema;

type User = ReturnType<typeof userEvent.setup>;
type Prop = { type?: string; title?: string; enum?: unknown[]; enumNames?: string[]; oneOf?: Array<{ const: unknown; title?: string }>; anyOf?: Prop[]; items?: Prop & { anyOf?: Array<{ const: unknown; title?: string }> } };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The field's accessible name is its label (title, else key), "(required)" may follow. */
const named = (label: string) => new RegExp(`^${escape(label)}(\\s*\\(required\\))?$`);

/** The label a person reads for one option value. */
function optionLabel(prop: Prop, value: unknown): string {
  const choices = prop.oneOf ?? prop.items?.anyOf ?? prop.items?.oneOf;
  const titled = choices?.find((c) => c.const === value)?.title;
  if (titled !== undefined) return titled;
  const i = (prop.enum ?? prop.items?.enum ?? []).indexOf(value);
  return prop.enumNames?.[i] ?? String(value);
}

/** The group (fieldset) or control of one field, found by its label. */
const group = (label: string) => screen.queryByRole('group', { name: named(label) }) ?? screen.queryByRole('radiogroup', { name: named(label) });

/** Types, clicks and picks each answer through the form, as a person would. */
async function fillAnswer(user: User, real: RealSchema) {
  const props = (real.schema.properties ?? {}) as Record<string, Prop>;
  for (const [key, value] of Object.entries(real.answer)) {
    const prop = props[key]!;
    const label = prop.title ?? key;
    const items = prop.items ?? prop.anyOf?.find((p) => p.type === 'array')?.items;
    if (Array.isArray(value) && items?.type === 'string' && !items.enum) {
      // A free-text list (pydantic list[str]): one entry per value, Add for each one more.
      const list = within(group(label)!);
      for (const [i, text] of value.entries()) {
        if (!list.queryByRole('textbox', { name: `Entry ${i + 1}` })) await user.click(list.getByRole('button', { name: 'Add' }));
        const entry = list.getByRole('textbox', { name: `Entry ${i + 1}` });
        await user.clear(entry);
        await user.type(entry, String(text));
      }
    } else if (Array.isArray(value)) {
      const box = within(group(label)!);
      for (const checkbox of box.getAllByRole('checkbox')) if ((checkbox as HTMLInputElement).checked) await user.click(checkbox);
      for (const v of value) await user.click(box.getByRole('checkbox', { name: optionLabel(prop, v) }));
    } else if (typeof value === 'boolean') {
      const checkbox = screen.getByRole('checkbox', { name: named(label) }) as HTMLInputElement;
      if (checkbox.checked !== value) await user.click(checkbox);
    } else if (prop.enum || prop.oneOf) {
      const radios = group(label);
      if (radios) await user.click(within(radios).getByRole('radio', { name: optionLabel(prop, value) }));
      else await user.selectOptions(screen.getByRole('combobox', { name: named(label) }), String(value));
    } else {
      const input = screen.getByLabelText(named(label), { selector: 'input' });
      await user.clear(input);
      await user.type(input, String(value));
    }
  }
}

describe('real-world schemas through SDK v2 + acceptRealWorldSchemas', { timeout: 20_000 }, () => {
  it.each(realSchemas.map((s) => [s.name, s.schema] as const))('%s reaches the UI; Decline reaches the server', async (_name, schema) => {
    const user = userEvent.setup();
    const server = await connect();
    const answer = server.elicitInput({ message: 'Please answer', requestedSchema: schema as never });
    expect(await screen.findByRole('button', { name: 'Submit' }, { timeout: 5000 })).toBeInTheDocument();
    await user.click(await button('Decline'));
    expect(await answer).toEqual({ action: 'decline' });
  });

  it.each(realSchemas.map((s) => [s.name, s] as const))(
    '%s: the answer a person enters passes the server and an independent ajv',
    async (_name, real) => {
      const user = userEvent.setup();
      const server = await connect();
      // SDK 1.x validates accepted content against the schema it sent: an invalid answer rejects here.
      const answer = server.elicitInput({ message: 'Please answer', requestedSchema: real.schema as never });
      await button('Submit');
      await fillAnswer(user, real);
      await user.click(await button('Submit'));
      const result = await answer;
      expect(result.action).toBe('accept');
      expect(result.content).toEqual(expect.objectContaining(real.answer));
      expect(new Ajv({ strict: false }).validate(real.schema, result.content)).toBe(true);
    },
  );

  it('warns on the login form that asks for a password, not on the everything server\'s "do not give us your … pin"', async () => {
    const user = userEvent.setup();
    const server = await connect();
    const everything = server.elicitInput({ message: 'm', requestedSchema: byName('everything server trigger-elicitation-request') as never });
    await button('Submit');
    expect(screen.queryByText(/looks like a password/)).toBeNull();
    await user.click(await button('Decline'));
    await everything;
    const login = server.elicitInput({ message: 'm', requestedSchema: byName('python-sdk server: LoginForm asking for a password (a true secret request)') as never });
    await button('Submit');
    expect(screen.getAllByText(/looks like a password/)).toHaveLength(1);
    // By label, not role: a field that looks secret may be drawn masked (type=password).
    expect(screen.getByLabelText(/^Password/, { selector: 'input' })).toHaveAccessibleDescription(expect.stringMatching(/looks like a password/));
    await user.click(await button('Decline'));
    expect(await login).toEqual({ action: 'decline' });
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
      // The list's one empty entry is left as it is: nothing of it is sent.
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
