/**
 * "Use your own components": a design system ("Kit") replaces every part, forwarding only
 * what each part's contract names (src/components/provider/config.ts) and nothing else —
 * no className, no data-* beyond `rootProps` — and the flows still hold: a form request,
 * a URL consent and a round, with validation, answers and focus.
 */
import { forwardRef, useEffect, type ReactNode } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as tldts from 'tldts';
import { describe, expect, it, vi } from 'vitest';
import {
  ElicitationOutlet,
  ElicitationProvider,
  createElicitationStore,
  defaultFieldRenderers,
  type ElicitationComponents,
  type FieldProps,
} from '../../src/index';
import { createUrlAnalyzer } from '../../src/core';
import type {
  ActionRowProps,
  ButtonProps,
  ChoiceLabelProps,
  CloseButtonProps,
  ElicitationFrameProps,
  FieldFrameProps,
  InputProps,
  NoticeProps,
  RoundHeaderProps,
  SelectProps,
  ServerBadgePartProps,
  TextProps,
  UrlTitleProps,
} from '../../src/host';
import { simpleTextRequest, structuredRequest, urlRequest } from '../fixtures/spec-examples';

const server = { id: 'gh', name: 'GitHub', url: 'https://mcp.github.example/mcp' };

const KitButton = forwardRef<HTMLButtonElement, ButtonProps>(function KitButton({ variant: _variant, className: _className, type = 'button', ...rest }, ref) {
  return <button ref={ref} type={type} data-kit="button" {...rest} />;
});
/** Takes `invalid` as a prop, as MUI's `error` does: the library gives it besides aria-invalid. */
const KitInput = forwardRef<HTMLInputElement, InputProps>(function KitInput({ className: _className, invalid, ...rest }, ref) {
  return <input ref={ref} data-kit="input" data-kit-error={invalid || undefined} {...rest} />;
});
const KitCheckbox = forwardRef<HTMLInputElement, InputProps>(function KitCheckbox({ className: _className, invalid: _invalid, ...rest }, ref) {
  return <input ref={ref} data-kit="checkbox" {...rest} type="checkbox" />;
});
const KitRadio = forwardRef<HTMLInputElement, InputProps>(function KitRadio({ className: _className, invalid: _invalid, ...rest }, ref) {
  return <input ref={ref} data-kit="radio" {...rest} type="radio" />;
});
const KitSelect = forwardRef<HTMLSelectElement, SelectProps>(function KitSelect({ className: _className, invalid: _invalid, ...rest }, ref) {
  return <select ref={ref} data-kit="select" {...rest} />;
});
function KitNotice({ role = 'status', id, children }: NoticeProps) {
  return (
    <p role={role} id={id} data-kit="notice">
      {children}
    </p>
  );
}
/** A frame that forwards only its contract: label, description, Escape ⇒ onCancel, initial focus. */
function KitFrame({ 'aria-labelledby': labelledBy, 'aria-describedby': describedBy, onCancel, initialFocusRef, children }: ElicitationFrameProps) {
  useEffect(() => initialFocusRef?.current?.focus(), [initialFocusRef]);
  return (
    <section role="group" aria-labelledby={labelledBy} aria-describedby={describedBy} data-kit="frame" onKeyDown={(event) => event.key === 'Escape' && onCancel()}>
      {children}
    </section>
  );
}
function KitActionRow({ cancel, decline, children, primary }: ActionRowProps) {
  return (
    <div data-kit="actions">
      {cancel}
      {decline}
      {children}
      {primary}
    </div>
  );
}
/** Lays the field's words out itself, from data and ids: nothing pre-rendered but the control. */
function KitFieldFrame({ group, rootProps, labelProps, label, requiredText, messages, error, children }: FieldFrameProps) {
  const Root = group ? 'fieldset' : 'div';
  const Caption = group ? 'legend' : 'label';
  return (
    <Root data-kit="field" {...rootProps}>
      <Caption {...labelProps}>
        <bdi>{label}</bdi>
        {requiredText && ` ${requiredText}`}
      </Caption>
      {messages.map((message) => (
        <div key={message.id} data-kit="field-message">
          <small id={message.id}>{message.text}</small>
          {message.more}
        </div>
      ))}
      {children}
      {error && (
        <strong id={error.id} hidden={error.hidden} data-kit="field-error">
          {error.text}
        </strong>
      )}
    </Root>
  );
}
function KitChoiceLabel({ children, label, htmlFor }: ChoiceLabelProps) {
  return (
    <label htmlFor={htmlFor} data-kit="choice">
      {children}
      {label}
    </label>
  );
}
/** Forwards only what the Text contract names: id, role, tabIndex, ref, aria-* (no className, no data-*). */
const KitText = forwardRef<HTMLParagraphElement, TextProps>(function KitText({ variant, id, role, tabIndex, children, ...rest }, ref) {
  const aria = Object.fromEntries(Object.entries(rest).filter(([key]) => key.startsWith('aria-')));
  return (
    <span ref={ref} id={id} role={role} tabIndex={tabIndex} {...aria} data-kit={`text-${variant}`}>
      {children}
    </span>
  );
});
function KitServerBadge({ id, prefix, name, host }: ServerBadgePartProps) {
  return (
    <span id={id} data-kit="server">
      {prefix} {name}
      {host}
    </span>
  );
}
function KitUrlTitle({ titleProps, title, hint }: UrlTitleProps) {
  return (
    <>
      <h2 {...titleProps} data-kit="url-title">
        {title}
      </h2>
      {hint && <span data-kit="url-hint">{hint}</span>}
    </>
  );
}
function KitRoundHeader({ titleId, server, count, progress }: RoundHeaderProps) {
  return (
    <header data-kit="round-header">
      <span id={titleId}>
        {server} {count}
      </span>
      <span>{progress}</span>
    </header>
  );
}
/** A host's own renderer for one kind, wrapping the default. */
function KitBooleanField(props: FieldProps) {
  const Default = defaultFieldRenderers.boolean;
  return (
    <div data-kit="boolean-field">
      <Default {...props} />
    </div>
  );
}

/** The default frame's close control; KitFrame draws none of its own (it is not a modal). */
const KitCloseButton = forwardRef<HTMLButtonElement, CloseButtonProps>(function KitCloseButton({ className: _className, ...rest }, ref) {
  return <button ref={ref} type="button" data-kit="close" {...rest} />;
});

const kit: ElicitationComponents = {
  Button: KitButton,
  Frame: KitFrame,
  CloseButton: KitCloseButton,
  Notice: KitNotice,
  ActionRow: KitActionRow,
  FieldFrame: KitFieldFrame,
  Input: KitInput,
  Checkbox: KitCheckbox,
  Radio: KitRadio,
  Select: KitSelect,
  OptionFilter: ({ label, labelProps, inputProps }) => (
    <div data-kit="filter">
      <label {...labelProps}>{label}</label>
      <KitInput {...inputProps} />
    </div>
  ),
  UrlText: ({ analysis }) => <span data-kit="url">{analysis.href}</span>,
  UrlWarningList: ({ id, title, warnings }) => (
    <div id={id} data-kit="warnings">
      {title} {warnings.length}
    </div>
  ),
  ChoiceLabel: KitChoiceLabel,
  Text: KitText,
  ServerBadge: KitServerBadge,
  UrlTitle: KitUrlTitle,
  RoundHeader: KitRoundHeader,
  TimeLeft: ({ text, moreTime }) => (
    <div data-kit="time-left">
      {text} {moreTime}
    </div>
  ),
};

function renderKit(children: ReactNode) {
  return render(
    <ElicitationProvider components={kit} fields={{ boolean: KitBooleanField }} analyzer={createUrlAnalyzer(tldts)} presentation="inline">
      {children}
    </ElicitationProvider>,
  );
}

/** The default parts' own classes: none may be left when every part is replaced. */
const DEFAULT_PART = [
  '.mcpe-Button, .mcpe-Actions, .mcpe-Field, .mcpe-Notice, .mcpe-Field-input, .mcpe-Field-checkbox, .mcpe-Field-radio, .mcpe-Field-select, .mcpe-Dialog',
  // The field's words, each choice's label, every line of text, the server, the URL's title, a round's header.
  '.mcpe-Field-label, .mcpe-Field-description, .mcpe-Field-hint, .mcpe-FieldError, .mcpe-Field-option, .mcpe-Text, .mcpe-ServerBadge, .mcpe-UrlConsent-title, .mcpe-Round-header',
].join(', ');

describe('every part replaced by a design system that forwards only the documented props', () => {
  it('a form request: drawn by the kit, validated, answered, and focus starts in the first field', async () => {
    const user = userEvent.setup();
    const store = createElicitationStore();
    const answer = store.elicit(structuredRequest.params, { server });
    const { container } = renderKit(<ElicitationOutlet store={store} />);
    const name = await screen.findByRole('textbox', { name: /name/i });
    await waitFor(() => expect(name).toHaveFocus()); // the frame was told what to focus
    expect(container.querySelectorAll(DEFAULT_PART)).toHaveLength(0);
    expect(name).toHaveAttribute('data-kit', 'input');
    // The frame is named by the kit's server line and described by the kit's message line.
    const frame = name.closest('[data-kit="frame"]')!;
    expect(frame).toHaveAccessibleName(/GitHub/);
    expect(document.getElementById(frame.getAttribute('aria-describedby')!)).toHaveAttribute('data-kit', 'text-message');
    // Submit empty: the invalid state reaches the kit's input as a prop, not only as aria-invalid.
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(name).toHaveAttribute('data-kit-error', 'true'));
    expect(name.closest('[data-kit="field"]')).toHaveAttribute('data-invalid');
    // The error, laid out by the kit from data, is what the input is described by.
    expect(name).toHaveAccessibleDescription(/Your full name.*Fill in this field/);
    expect(document.getElementById(name.getAttribute('aria-describedby')!.split(' ').at(-1)!)).toHaveAttribute('data-kit', 'field-error');
    await user.type(name, 'Mona');
    await user.type(screen.getByRole('textbox', { name: /email/i }), 'mona@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await expect(answer).resolves.toMatchObject({ action: 'accept', content: { name: 'Mona', email: 'mona@example.com' } });
  });

  it('a URL consent: the kit draws the address and the actions; Decline answers once', async () => {
    const user = userEvent.setup();
    const store = createElicitationStore();
    const answer = store.elicit(urlRequest.params, { server });
    const { container } = renderKit(<ElicitationOutlet store={store} />);
    const decline = await screen.findByRole('button', { name: 'Decline' });
    // Named by the kit's server line and title.
    expect(decline.closest('[data-kit="frame"]')).toHaveAccessibleName(/GitHub.*\S/);
    expect(container.querySelector('[data-kit="url-title"]')).not.toBeNull();
    expect(container.querySelectorAll(DEFAULT_PART)).toHaveLength(0);
    await user.click(decline);
    await expect(answer).resolves.toEqual({ action: 'decline' });
    expect(container.querySelectorAll(DEFAULT_PART)).toHaveLength(0);
  });

  it('a round: questions answered and sent together, a custom renderer for booleans', async () => {
    const user = userEvent.setup();
    const store = createElicitationStore();
    const settled = vi.fn();
    const consent = { mode: 'form', message: 'Subscribe?', requestedSchema: { type: 'object', properties: { ok: { type: 'boolean', title: 'Subscribe' } } } };
    void store.elicit(simpleTextRequest.params, { server, roundId: 'r' }).then(settled);
    void store.elicit(consent, { server, roundId: 'r' }).then(settled);
    const { container } = renderKit(<ElicitationOutlet store={store} />);
    const round = await screen.findByRole('group', { name: /GitHub/ });
    expect(container.querySelector('[data-kit="boolean-field"]')).not.toBeNull();
    // The round is named by the kit's header: its server and the number of questions.
    expect(round).toHaveAccessibleName(/GitHub.*2 questions/);
    expect(container.querySelectorAll(DEFAULT_PART)).toHaveLength(0);
    await user.type(within(round).getByRole('textbox', { name: /name/i }), 'octocat');
    await user.click(within(round).getByRole('checkbox', { name: 'Subscribe' }));
    await user.click(within(round).getByRole('button', { name: 'Send all' }));
    await waitFor(() => expect(settled).toHaveBeenCalledTimes(2));
    expect(container.querySelectorAll(DEFAULT_PART)).toHaveLength(0);
  });
});
