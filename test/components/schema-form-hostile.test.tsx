/** Server text inside the library's sentences, and a form that goes away mid-validation. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SchemaForm } from '../../src/index';
import type { SchemaValidator, ValidationResult } from '../../src/core';
import { formModel } from '../../src/schema/form-model';
import { EVERY_FIELD_KIND, INJECTED_ELEMENTS, everyPayloadAs } from '../fixtures/hostile-fields';
import { XSS_PAYLOADS } from '../fixtures/xss-payloads';

const occurrences = (text: string, part: string) => text.split(part).length - 1;

describe.each(EVERY_FIELD_KIND)('a %s field whose title and description are hostile text', (_name, kind, property) => {
  const schema = everyPayloadAs(property, XSS_PAYLOADS);

  it(`is a ${kind} field`, () => {
    expect(formModel(schema).fields.map((field) => field.kind)).toEqual(XSS_PAYLOADS.map(() => kind));
  });

  it('shows every payload as text, twice (title and description), and makes no element of it', () => {
    const { container } = render(<SchemaForm schema={schema} onSubmit={() => {}} />);
    expect([...container.querySelectorAll(INJECTED_ELEMENTS)].map((el) => el.outerHTML.slice(0, 80))).toEqual([]);
    const handlers = [...container.querySelectorAll('*')].flatMap((el) => [...el.attributes].filter((a) => a.name.startsWith('on')).map((a) => `${el.tagName}[${a.name}]`));
    expect(handlers).toEqual([]);
    const text = container.textContent ?? '';
    expect(XSS_PAYLOADS.filter((payload) => occurrences(text, payload) < 2)).toEqual([]);
  });
});

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
