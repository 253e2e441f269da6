import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useSchemaField, useSchemaForm, type ElicitContent, type SchemaFormField, type UseSchemaFormResult } from '../../src/index';
import { specStructured } from '../fixtures/schemas';

function MyField({ form, entry }: { form: UseSchemaFormResult; entry: SchemaFormField }) {
  // This UI shows no descriptions, so none may be referenced.
  const { error, getLabelProps, getInputProps, getErrorProps } = useSchemaField(form, entry, { description: false });
  return (
    <p>
      <label {...getLabelProps()}>{entry.field.label}</label>
      <input {...getInputProps()} />
      {error && <span {...getErrorProps()}>{error}</span>}
    </p>
  );
}

function MyForm({ onSubmit }: { onSubmit: (content: ElicitContent) => void }) {
  const form = useSchemaForm({ schema: specStructured, onSubmit, id: 'contact' });
  return (
    <form {...form.formProps}>
      {form.fields.map((entry) => (
        <MyField key={entry.name} form={form} entry={entry} />
      ))}
      <button type="submit">Send</button>
    </form>
  );
}

describe('useSchemaForm (headless)', () => {
  it('drives a custom UI: ids from the given root, errors, typed content', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<MyForm onSubmit={onSubmit} />);
    expect(screen.getByLabelText('name')).toHaveAttribute('id', 'contact-f0');
    await user.type(screen.getByLabelText('email'), 'x');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Fill in this field.')).toHaveAttribute('id', 'contact-f0-error');
    expect(screen.getByLabelText('name')).toHaveFocus();
    expect(screen.getByLabelText('name')).toHaveAccessibleDescription('Fill in this field.');
    await user.type(screen.getByLabelText('name'), 'Ann');
    await user.type(screen.getByLabelText('email'), '@example.com');
    await user.type(screen.getByLabelText('age'), '40');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Ann', email: 'x@example.com', age: 40 }));
  });
});
