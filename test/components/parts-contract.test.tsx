/**
 * What a replacement part receives (src/components/provider/config.ts), checked with parts
 * that draw only from their props, as design-system components do (MUI draws a radio's dot
 * from `checked`, not from the native input).
 */
import { forwardRef, useEffect } from 'react';
import { createPortal } from 'react-dom';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ElicitationHost, ElicitationOutlet, ElicitationProvider, createElicitationStore } from '../../src/index';
import type { ElicitationFrameProps, InputProps } from '../../src/host';

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

/**
 * A modal frame as MUI's Dialog draws one: portalled to the end of <body>, outside the
 * outlet's element, forwarding only its contract; when the focused element goes, its own
 * container takes focus (MUI's focus trap does that).
 */
function PortalFrame({ 'aria-labelledby': labelledBy, initialFocusRef, children }: ElicitationFrameProps) {
  useEffect(() => initialFocusRef?.current?.focus(), [initialFocusRef]);
  return createPortal(
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby={labelledBy}
      tabIndex={-1}
      data-testid="portal-frame"
      onBlur={(event) => {
        const container = event.currentTarget;
        if (event.relatedTarget === null) queueMicrotask(() => document.activeElement === document.body && container.focus());
      }}
    >
      {children}
    </div>,
    document.body,
  );
}

describe('focus in a round drawn by a portalled frame', () => {
  it('after Enter answers a question, focus moves to the next question, not to the modal’s container', async () => {
    const user = userEvent.setup();
    const store = createElicitationStore();
    const ask = (title: string, key: string) =>
      void store.elicit(
        { mode: 'form', message: `Your ${title}`, requestedSchema: { type: 'object', properties: { [key]: { type: 'string', title } }, required: [key] } },
        { server: { id: 'acme', ...server }, key, roundId: 'setup' },
      );
    ask('Username', 'username');
    ask('Port', 'port');
    const { container } = render(
      <ElicitationProvider components={{ Frame: PortalFrame }}>
        <ElicitationOutlet store={store} />
      </ElicitationProvider>,
    );
    const dialog = await screen.findByRole('dialog');
    expect(container.contains(dialog)).toBe(false); // portalled out of the outlet
    const username = await within(dialog).findByRole('textbox', { name: /Username/ });
    await waitFor(() => expect(username).toHaveFocus());
    await user.keyboard('octocat{Enter}');
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Port/ })).toHaveFocus());
  });
});
