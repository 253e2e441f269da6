/** Server text inside the library's sentences, and a form that goes away mid-validation. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SchemaForm, type SchemaValidator, type ValidationResult } from '../../src/index';

describe('SchemaForm against a hostile server', () => {
  it('isolates a right-to-left override in a title from the library’s "(required)"', () => {
    const schema = { type: 'object', properties: { a: { type: 'string', title: '\u202Eeman' } }, required: ['a'] };
    render(<SchemaForm schema={schema} onSubmit={() => {}} />);
    const label = screen.getByText('(required)').closest('label')!;
    expect(label.querySelector('bdi')!.textContent).toBe('\u202Eeman');
  });

  it('never calls onSubmit after it was unmounted while validating', async () => {
    let finish: (result: ValidationResult) => void = () => {};
    const validator: SchemaValidator = { validate: () => new Promise((resolve) => (finish = resolve)) };
    const onSubmit = vi.fn();
    const schema = { type: 'object', properties: { a: { type: 'string' } } };
    const { unmount } = render(<SchemaForm schema={schema} validator={validator} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    unmount();
    finish({ valid: true, issues: [] });
    await new Promise((done) => setTimeout(done, 20));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
