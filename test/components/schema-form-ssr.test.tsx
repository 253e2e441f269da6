// Server rendering, then hydration, of SchemaForm: the form holds its draft in its own
// store (src/schema/form-control.ts, through src/hooks/use-schema-form.ts). What a
// person types into the server-rendered inputs before React hydrates must survive
// hydration and be what Submit sends; a field they did not touch keeps its default.
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SchemaForm, type ElicitContent } from '../../src/index';

const schema = {
  type: 'object',
  properties: {
    name: { type: 'string', title: 'Name', default: 'Ada' },
    city: { type: 'string', title: 'City', default: 'London' },
    count: { type: 'integer', title: 'Count', minimum: 1 },
  },
  required: ['name'],
};

describe('SchemaForm, server-rendered', () => {
  it('keeps a value typed before hydration, keeps untouched defaults, and submits both', async () => {
    const onSubmit = vi.fn<(content: ElicitContent) => void>();
    const form = <SchemaForm schema={schema} onSubmit={onSubmit} />;
    const html = renderToString(form);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);

    // Typed into the static markup, before any script runs (the first input is Name).
    const name = container.querySelector<HTMLInputElement>('input')!;
    name.value = 'Grace';
    const recoverable: unknown[] = [];
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    await act(async () => {
      hydrateRoot(container, form, { onRecoverableError: (error) => recoverable.push(error) });
    });

    expect(screen.getByRole('textbox', { name: 'Name (required)' })).toHaveValue('Grace');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('London');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Count' }), '3');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ name: 'Grace', city: 'London', count: 3 });
    expect(recoverable).toEqual([]);
    container.remove();
  });
});
