/**
 * What a replacement part receives (src/components/provider/config.ts), checked with parts
 * that draw only from their props, as design-system components do (MUI draws a radio's dot
 * from `checked`, not from the native input).
 */
import { forwardRef } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ElicitationHost, ElicitationProvider, type InputProps } from '../../src/index';

const server = { name: 'Acme', url: 'https://mcp.acme.example/mcp' };

/** Draws its state from `checked` only: an attribute on a wrapper, as a design system's dot. */
const PropRadio = forwardRef<HTMLInputElement, InputProps>(function PropRadio({ className: _className, invalid: _invalid, checked, ...rest }, ref) {
  return (
    <span data-testid={`dot-${String(rest.value)}`} data-drawn-checked={checked === true ? 'yes' : checked === false ? 'no' : 'unknown'}>
      <input ref={ref} {...rest} checked={checked} type="radio" />
    </span>
  );
});

const planRequest = {
  mode: 'form',
  message: 'Pick a plan',
  requestedSchema: {
    type: 'object',
    properties: { plan: { type: 'string', title: 'Plan', default: 'free', oneOf: [{ const: 'free', title: 'Free' }, { const: 'pro', title: 'Pro' }] } },
  },
};

describe('parts receive their state as props', () => {
  it('radios are controlled: each gets `checked`, so a part that draws from props follows the choice', async () => {
    const user = userEvent.setup();
    render(
      <ElicitationProvider components={{ Radio: PropRadio }}>
        <ElicitationHost request={planRequest} server={server} presentation="inline" onResult={() => {}} />
      </ElicitationProvider>,
    );
    const pro = await screen.findByRole('radio', { name: 'Pro' });
    // The default is drawn, and the others drawn unchecked.
    expect(screen.getByTestId('dot-free')).toHaveAttribute('data-drawn-checked', 'yes');
    expect(screen.getByTestId('dot-pro')).toHaveAttribute('data-drawn-checked', 'no');
    await user.click(pro);
    await waitFor(() => expect(screen.getByTestId('dot-pro')).toHaveAttribute('data-drawn-checked', 'yes'));
    expect(screen.getByTestId('dot-free')).toHaveAttribute('data-drawn-checked', 'no');
    expect(pro).toBeChecked();
  });
});
