/**
 * "react-hook-form": a form-mode elicitation held by the host's own `useForm`
 * (`mcp-elicitation-react/react-hook-form`), drawn by its shadcn-style components
 * (test/integration/examples/react-hook-form.tsx, the guide's example), and the same
 * request in SchemaForm beside it: both send the same content.
 */
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SchemaForm, type ElicitContent } from '../src/index';
import { ElicitationForm } from '../test/integration/examples/react-hook-form';
import { allKinds } from '../test/fixtures/schemas';
import { realSchemas } from '../test/fixtures/real-schemas';

const everythingServer = realSchemas.find((s) => s.name === 'everything server trigger-elicitation-request')!.schema;

/** What was sent, as the wire carries it. */
function Sent({ label, content }: { label: string; content: ElicitContent | 'declined' | undefined }) {
  return (
    <section aria-label={label}>
      <h3 style={{ fontSize: '1rem', margin: '0 0 0.5rem' }}>{label}</h3>
      <pre style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{content === undefined ? 'Nothing yet.' : JSON.stringify(content, null, 2)}</pre>
    </section>
  );
}

function ShadcnForm({ schema, message }: { schema: unknown; message: string }) {
  const [sent, setSent] = useState<ElicitContent | 'declined'>();
  return (
    <div style={{ display: 'grid', gap: '1.5rem', gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))', alignItems: 'start' }}>
      <ElicitationForm schema={schema} message={message} onAccept={setSent} onDecline={() => setSent('declined')} />
      <Sent label="Sent by the react-hook-form form" content={sent} />
    </div>
  );
}

function SideBySide({ schema, message }: { schema: unknown; message: string }) {
  const [fromBinding, setFromBinding] = useState<ElicitContent>();
  const [fromSchemaForm, setFromSchemaForm] = useState<ElicitContent>();
  return (
    <div style={{ display: 'grid', gap: '1.5rem', gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))', alignItems: 'start' }}>
      <section aria-label="react-hook-form" style={{ display: 'grid', gap: '1rem' }}>
        <ElicitationForm schema={schema} message={message} onAccept={setFromBinding} onDecline={() => {}} />
        <Sent label="Sent by the react-hook-form form" content={fromBinding} />
      </section>
      <section aria-label="SchemaForm" style={{ display: 'grid', gap: '1rem' }}>
        <SchemaForm schema={schema} message={message} onSubmit={setFromSchemaForm} />
        <Sent label="Sent by SchemaForm" content={fromSchemaForm} />
      </section>
    </div>
  );
}

const meta = {
  title: 'Components/react-hook-form',
  component: ShadcnForm,
  args: { schema: allKinds, message: 'Book your seats' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ShadcnForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every field kind in shadcn-style components: the library's words, checks and content. */
export const ShadcnStyleForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(canvas.getByRole('region', { name: 'Book your seats' }));
    await userEvent.click(form.getByRole('button', { name: 'Submit' }));
    // react-hook-form focuses the first invalid field; the message is the library's.
    await waitFor(() => expect(form.getByRole('textbox', { name: /^Username/ })).toHaveFocus());
    await expect(form.getByRole('textbox', { name: /^Username/ })).toHaveAccessibleDescription('Between 3 and 20 characters. Fill in this field.');
    await userEvent.type(form.getByRole('textbox', { name: /^Username/ }), 'ada_l');
    await userEvent.type(form.getByRole('textbox', { name: /^Email/ }), 'ada@example.com');
    await userEvent.type(form.getByRole('textbox', { name: /^Seats/ }), '2');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Size' }), 'M');
    await userEvent.click(form.getByRole('checkbox', { name: 'olives' }));
    await userEvent.click(form.getByRole('checkbox', { name: 'cheese' }));
    await userEvent.click(form.getByRole('button', { name: 'Submit' }));
    const sent = canvas.getByRole('region', { name: 'Sent by the react-hook-form form' });
    await waitFor(() => expect(JSON.parse(sent.querySelector('pre')!.textContent!)).toEqual({ username: 'ada_l', email: 'ada@example.com', seats: 2, size: 'M', toppings: ['cheese', 'olives'] }));
  },
};

/** A real server's request (the everything server), in the binding and in SchemaForm: both send the same. */
export const SameContentAsSchemaForm: Story = {
  render: (args) => <SideBySide {...args} />,
  args: { schema: everythingServer, message: 'Tell us about yourself' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const binding = within(canvas.getByRole('region', { name: 'react-hook-form' }));
    const reference = within(canvas.getByRole('region', { name: 'SchemaForm' }));
    for (const form of [binding, reference]) {
      await userEvent.type(form.getByRole('textbox', { name: 'String (required)' }), 'Ada Lovelace');
      await userEvent.click(form.getByRole('button', { name: 'Submit' }));
    }
    const text = (name: string) => canvas.getByRole('region', { name }).querySelector('pre')!.textContent;
    await waitFor(() => expect(text('Sent by SchemaForm')).not.toBe('Nothing yet.'));
    await waitFor(() => expect(text('Sent by the react-hook-form form')).toBe(text('Sent by SchemaForm')));
  },
};
