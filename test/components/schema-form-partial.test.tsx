/**
 * Partial forms: an optional field the form cannot draw is named as left out and the
 * rest works; a required one makes the request unanswerable (Decline/Cancel only).
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SchemaForm } from '../../src/index';

const schema = (required: string[]) => ({
  type: 'object',
  properties: {
    name: { type: 'string', title: 'Name' },
    address: { type: 'object', title: 'Address', properties: { street: { type: 'string' } } },
  },
  required,
});

describe('SchemaForm: partial forms', () => {
  it('lists an optional undrawable field as left out and submits the rest', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<SchemaForm schema={schema(['name'])} onSubmit={onSubmit} onDecline={() => {}} />);
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent(/can’t be given here; they will be left out/);
    expect(note).toHaveTextContent(/address/);
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Ada' }));
  });

  it('a required undrawable field leaves only Decline and Cancel', () => {
    render(<SchemaForm schema={schema(['name', 'address'])} onSubmit={() => {}} onDecline={() => {}} onCancel={() => {}} />);
    expect(screen.getByRole('note')).toHaveTextContent(/cannot be shown as a form/);
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeEnabled();
  });
});
