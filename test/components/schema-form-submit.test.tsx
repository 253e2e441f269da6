import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SchemaForm, type ElicitContent } from '../../src/index';
import { createEvalFreeValidator, type SchemaValidator } from '../../src/core';

/** Records each schema the form asks the engine to check. */
function countingValidator() {
  const engine = createEvalFreeValidator();
  const checked: object[] = [];
  const validator: SchemaValidator = {
    validate: (schema, data) => {
      checked.push(schema);
      return engine.validate(schema, data);
    },
  };
  return { validator, checked };
}

const threeRequired = {
  type: 'object',
  properties: { a: { type: 'string', title: 'A' }, b: { type: 'string', title: 'B' }, c: { type: 'string', title: 'C' } },
  required: ['a', 'b', 'c'],
};

describe('SchemaForm submit', () => {
  it('Enter in a field checks the whole schema once: moving focus to the first problem checks nothing more', async () => {
    const user = userEvent.setup();
    const { validator, checked } = countingValidator();
    const onSubmit = vi.fn<(content: ElicitContent) => void>();
    render(<SchemaForm schema={threeRequired} validator={validator} onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'A (required)' }), 'x{Enter}');
    await screen.findByText('2 answers need attention.');
    // Focus moved from A to B, the first field needing attention, once the form counts as
    // submitted: leaving A re-checks nothing (after a submit, fields re-check on change).
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'B (required)' })).toHaveFocus());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(checked).toEqual([threeRequired]);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a one-field form is checked against the whole schema on submit, not only its field', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(content: ElicitContent) => void>();
    // The field alone is valid; the root keyword that no field shows rejects the content.
    const schema = { type: 'object', properties: { name: { type: 'string', title: 'Name' } }, minProperties: 2 };
    render(<SchemaForm schema={schema} validator={createEvalFreeValidator()} onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('The server’s form does not accept these answers.');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
