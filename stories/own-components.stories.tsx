import { forwardRef, useState, type CSSProperties } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  ElicitationHost,
  ElicitationOutlet,
  ElicitationProvider,
  createElicitationStore,
  type ElicitationComponents,
} from '../src/index';
import {
  ElicitationFrame,
  type ButtonProps,
  type ElicitationFrameProps,
  type InputProps,
  type NoticeProps,
} from '../src/host';
import { simpleTextRequest, structuredRequest, urlRequest } from '../test/fixtures/spec-examples';

/**
 * "Use your own components": the same requests rendered with a small design system of the
 * host's ("Acme": pill buttons, cards with an accent stripe, notices with a marker), passed
 * once through ElicitationProvider. The library keeps state, validation, ARIA and focus.
 */
const acme = {
  button: (variant: ButtonProps['variant']): CSSProperties => ({
    borderRadius: 999,
    padding: '0.4rem 1.1rem',
    border: '2px solid #3b2a8c',
    background: variant === 'primary' ? '#3b2a8c' : variant === 'danger' ? '#8c1d2a' : '#fff',
    color: variant === 'primary' || variant === 'danger' ? '#fff' : '#3b2a8c',
    font: 'inherit',
    fontWeight: 600,
  }),
  card: { borderInlineStart: '6px solid #3b2a8c', borderRadius: 12, padding: '1rem', background: '#fbfaff', color: '#1d1640' } satisfies CSSProperties,
};

const AcmeButton = forwardRef<HTMLButtonElement, ButtonProps>(function AcmeButton({ variant = 'secondary', style, type = 'button', ...rest }, ref) {
  return <button ref={ref} type={type} data-acme="button" data-variant={variant} style={{ ...acme.button(variant), ...style }} {...rest} />;
});

function AcmeNotice({ role = 'status', children, ...rest }: NoticeProps) {
  return (
    <p role={role} data-acme="notice" {...rest}>
      <span aria-hidden="true">◆ </span>
      {children}
    </p>
  );
}

/** Composes the library's frame (it keeps the modal and focus contract) inside Acme's card. */
function AcmeFrame({ children, className, ...rest }: ElicitationFrameProps) {
  return (
    // Acme's cards are light in every theme: data-theme="light" keeps the library's tokens
    // (badge, hints, errors) readable on them when the page is dark (src/theme/tokens.css).
    <ElicitationFrame {...rest} className={className} data-acme="frame" data-theme="light" style={acme.card}>
      {children}
    </ElicitationFrame>
  );
}

/** Acme's inputs: they spread the props of useSchemaField's getters (id, aria-*, handlers, ref). */
const AcmeInput = forwardRef<HTMLInputElement, InputProps>(function AcmeInput({ className: _className, invalid: _invalid, style, ...rest }, ref) {
  return <input ref={ref} data-acme="input" style={{ border: '2px solid #3b2a8c', borderRadius: 8, padding: '0.35rem 0.6rem', font: 'inherit', color: '#1d1640', background: '#fff', ...style }} {...rest} />;
});
const AcmeCheckbox = forwardRef<HTMLInputElement, InputProps>(function AcmeCheckbox({ className: _className, invalid: _invalid, ...rest }, ref) {
  return <input ref={ref} data-acme="checkbox" style={{ accentColor: '#3b2a8c', inlineSize: '1.2rem', blockSize: '1.2rem' }} {...rest} type="checkbox" />;
});
const AcmeRadio = forwardRef<HTMLInputElement, InputProps>(function AcmeRadio({ className: _className, invalid: _invalid, ...rest }, ref) {
  return <input ref={ref} data-acme="radio" style={{ accentColor: '#3b2a8c', inlineSize: '1.2rem', blockSize: '1.2rem' }} {...rest} type="radio" />;
});

const acmeComponents: Partial<ElicitationComponents> = {
  Button: AcmeButton,
  Notice: AcmeNotice,
  Frame: AcmeFrame,
  Input: AcmeInput,
  Checkbox: AcmeCheckbox,
  Radio: AcmeRadio,
};

const preferencesRequest = {
  mode: 'form',
  message: 'Your Acme preferences',
  requestedSchema: {
    type: 'object',
    properties: {
      nickname: { type: 'string', title: 'Nickname', minLength: 2 },
      frequency: { type: 'string', title: 'Frequency', oneOf: [{ const: 'daily', title: 'Daily' }, { const: 'weekly', title: 'Weekly' }] },
      newsletter: { type: 'boolean', title: 'Subscribe to the newsletter' },
    },
    required: ['nickname', 'frequency'],
  },
} as const;
const server = { id: 'acme', name: 'Acme CRM', url: 'https://mcp.acme.example/mcp' };

function Showcase({ onResult }: { onResult: () => void }) {
  const [store] = useState(() => {
    const created = createElicitationStore();
    void created.elicit(simpleTextRequest.params, { server, key: 'login', roundId: 'r' });
    void created.elicit(structuredRequest.params, { server, key: 'contact', roundId: 'r' });
    return created;
  });
  return (
    <ElicitationProvider components={acmeComponents} presentation="inline">
      <div style={{ display: 'grid', gap: '1.5rem' }}>
        <ElicitationHost request={structuredRequest.params} server={server} onResult={onResult} />
        <ElicitationHost request={urlRequest.params} server={server} onResult={onResult} />
        <ElicitationHost request={{ mode: 'hologram', message: 'Look' }} server={server} onResult={onResult} />
        <ElicitationOutlet store={store} />
        <ElicitationHost request={preferencesRequest} server={server} onResult={onResult} />
      </div>
    </ElicitationProvider>
  );
}

const meta = {
  title: 'Theming/Own components',
  component: Showcase,
  args: { onResult: fn() },
} satisfies Meta<typeof Showcase>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A form, a URL consent, a refusal and a round, every button, frame and notice Acme's. */
export const AcmeDesignSystem: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Every action button is Acme's; none of the library's default buttons is left.
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-acme="button"]').length).toBeGreaterThan(8));
    await expect(canvasElement.querySelectorAll('button.mcpe-Button')).toHaveLength(0);
    await expect(canvasElement.querySelectorAll('[data-acme="frame"]').length).toBeGreaterThanOrEqual(4);
    await expect(canvas.getByRole('alert')).toHaveAttribute('data-acme', 'notice');
    // Behaviour is the library's: declining the first form answers exactly once.
    const [firstForm] = canvas.getAllByRole('group', { name: /Acme CRM/ });
    await userEvent.click(within(firstForm!).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(args.onResult).toHaveBeenCalledWith({ action: 'decline' }, { automatic: false }));
    await expect(within(firstForm!).getByRole('button', { name: 'Dismiss' })).toHaveFocus();
  },
};

/** Acme's text input, checkbox and radios inside the library's fields: its checks, ARIA and focus still apply. */
export const AcmeFieldControls: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nickname = await canvas.findByRole('textbox', { name: /Nickname/ });
    await expect(nickname).toHaveAttribute('data-acme', 'input');
    await expect(canvas.getByRole('checkbox', { name: 'Subscribe to the newsletter' })).toHaveAttribute('data-acme', 'checkbox');
    await expect(canvas.getByRole('radio', { name: 'Weekly' })).toHaveAttribute('data-acme', 'radio');
    // None of the library's own controls is left (every text input, checkbox and radio is Acme's).
    await expect(canvasElement.querySelectorAll('input:not([data-acme])')).toHaveLength(0);
    const form = nickname.closest('form')!;
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    // The library's validation and wiring on Acme's input: invalid, described by the error, focused.
    await waitFor(() => expect(nickname).toHaveAttribute('aria-invalid', 'true'));
    await expect(nickname).toHaveAccessibleDescription('Fill in this field.');
    await expect(nickname).toHaveFocus();
    await expect(within(form).getByRole('radio', { name: 'Daily' })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(nickname, 'A');
    await userEvent.click(within(form).getByRole('radio', { name: 'Weekly' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Subscribe to the newsletter' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(nickname).toHaveAccessibleDescription('Enter at least 2 characters.'));
    await userEvent.type(nickname, 'nn');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(args.onResult).toHaveBeenCalledWith({ action: 'accept', content: { nickname: 'Ann', frequency: 'weekly', newsletter: true } }, { automatic: false }),
    );
  },
};
