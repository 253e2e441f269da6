import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { FieldProps } from '../../src/components/schema-form/fields/types';
import type * as TextFieldModule from '../../src/components/schema-form/fields/text-field';
import type { SchemaForm as SchemaFormComponent } from '../../src/index';
import { allKinds } from '../fixtures/schemas';

const renders = new Map<string, number>();

// Count renders of every text-like field by key, delegating to the real component.
vi.mock('../../src/components/schema-form/fields/text-field', async (importOriginal) => {
  const actual = await importOriginal<typeof TextFieldModule>();
  return {
    TextField: (props: FieldProps) => {
      renders.set(props.entry.field.key, (renders.get(props.entry.field.key) ?? 0) + 1);
      return actual.TextField(props);
    },
  };
});

describe('SchemaForm re-renders', () => {
  // test/setup.ts preloads the form modules, so they are imported afresh here for the mock
  // of text-field above to take effect.
  let SchemaForm: typeof SchemaFormComponent;
  beforeAll(async () => {
    vi.resetModules();
    ({ SchemaForm } = await import('../../src/index'));
  });

  it('typing in one field does not re-render the others (uncontrolled inputs)', async () => {
    const user = userEvent.setup();
    render(<SchemaForm schema={allKinds} onSubmit={() => {}} />);
    const before = new Map(renders);
    expect(before.get('email')).toBeGreaterThan(0);

    const username = screen.getByRole('textbox', { name: /Username/ });
    await user.type(username, 'hello world');
    // Blur without focusing another field (tabbing would touch the next one).
    await user.click(document.body);
    await user.type(username, '!!!');

    for (const key of ['email', 'website', 'birthday', 'price', 'seats']) {
      expect(renders.get(key), key).toBe(before.get(key));
    }
    // The edited field itself re-renders only when its error state changes, not per keystroke.
    expect((renders.get('username') ?? 0) - (before.get('username') ?? 0)).toBeLessThan(4);
  });

  it('an error appearing on one field re-renders that field only', async () => {
    const user = userEvent.setup();
    render(<SchemaForm schema={allKinds} onSubmit={() => {}} />);
    const before = new Map(renders);
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'nope');
    await user.tab();
    await waitFor(() => expect(screen.getByText(/valid email address/)).toBeInTheDocument());
    expect(renders.get('email')).toBeGreaterThan(before.get('email') ?? 0);
    expect(renders.get('username')).toBe(before.get('username'));
  });
});
