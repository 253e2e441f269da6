/**
 * useElicitationForm with a real `useForm`, through roles and labels: the defaults SchemaForm
 * shows, what a person's edits send through each kind's helper (with `register` and with
 * `Controller`), the error codes and words, the ARIA wiring, and the form refused as a whole.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ElicitationProvider, SchemaForm, defaultLabels, zhCN, type ElicitContent } from '../../src/index';
import type { SchemaValidator } from '../../src/core';
import { localToRfc3339 } from '../../src/schema/date-time';
import { useElicitationForm, type ElicitationField, type ElicitationFormValues, type FieldBinding, type UseElicitationFormOptions } from '../../src/react-hook-form';
import { ElicitationForm } from '../integration/examples/react-hook-form';
import { PendingForms } from '../integration/examples/react-hook-form-store';
import { createElicitationStore } from '../../src/store';

afterEach(cleanup);

/** One field of every kind the helpers draw, most with a default. */
const everyKind = {
  type: 'object',
  properties: {
    name: { type: 'string', title: 'Name', description: 'As on your passport', minLength: 2 },
    email: { type: 'string', title: 'Email', format: 'email' },
    site: { type: 'string', title: 'Website', format: 'uri' },
    password: { type: 'string', title: 'Password' },
    count: { type: 'integer', title: 'Count', minimum: 0, maximum: 10, default: 3 },
    ratio: { type: 'number', title: 'Ratio', default: 0.5 },
    agree: { type: 'boolean', title: 'Agree' },
    subscribe: { type: 'boolean', title: 'Subscribe', default: true },
    color: { type: 'string', title: 'Color', enum: ['red', 'green', 'blue'], default: 'green' },
    toppings: { type: 'array', title: 'Toppings', items: { type: 'string', enum: ['cheese', 'ham', 'olives'] }, default: ['olives'] },
    day: { type: 'string', title: 'Day', format: 'date', default: '2026-03-01' },
    meeting: { type: 'string', title: 'Meeting', format: 'date-time', default: '2026-03-01T09:30:15Z' },
    tags: { type: 'array', title: 'Tags', items: { type: 'string' } },
  },
  required: ['name', 'count'],
};

/** A host form drawn with native controls, each field bound with `register` or `Controller` (`via`). */
function HostForm({ via, onValid, onInvalid = () => {}, ...options }: UseElicitationFormOptions & { via: 'register' | 'controller'; onValid: (content: ElicitContent) => void; onInvalid?: (errors: FieldErrors<ElicitationFormValues>) => void }) {
  const elicitation = useElicitationForm(options);
  const form = useForm(elicitation.formOptions);
  return (
    <form aria-label="host" noValidate onSubmit={form.handleSubmit(onValid, onInvalid)}>
      {elicitation.fields.map((field) =>
        via === 'controller' || field.kind === 'string-list' ? (
          <Controller key={field.name} control={form.control} name={field.name} render={(binding) => <HostField field={field} binding={binding} error={binding.fieldState.error?.message} />} />
        ) : (
          <HostField key={field.name} field={field} binding={form} error={form.formState.errors[field.name]?.message} />
        ),
      )}
      <button type="submit">Send</button>
    </form>
  );
}

function HostField({ field, binding, error }: { field: ElicitationField; binding: FieldBinding; error: string | undefined }) {
  const messages = (
    <>
      {field.description && <p {...field.getDescriptionProps()}>{field.description}</p>}
      {field.sensitive && <p {...field.getWarningProps()}>{defaultLabels.schemaForm.secretWarning}</p>}
      {error && <p {...field.getErrorProps()}>{error}</p>}
    </>
  );
  switch (field.kind) {
    case 'single-select':
    case 'multi-select': {
      // Radios (an optional one with "No answer" last) or checkboxes.
      const choices = field.kind === 'single-select' && !field.required ? [...field.options, field.emptyOption] : field.options;
      return (
        <fieldset {...field.getGroupProps(binding)}>
          <legend {...field.getLegendProps()}>{field.label}</legend>
          {choices.map((option, i) => (
            <span key={option.value}>
              <input {...field.getOptionProps(binding, option, i)} />
              <label {...field.getOptionLabelProps(i)}>{option.label}</label>
            </span>
          ))}
          {messages}
        </fieldset>
      );
    }
    case 'string-list':
      if (!('field' in binding)) return null;
      return (
        <fieldset {...field.getGroupProps(binding)}>
          <legend {...field.getLegendProps()}>{field.label}</legend>
          {field.getEntries(binding).map((_, i) => (
            <span key={i}>
              <input {...field.getEntryProps(binding, i)} />
              <button {...field.getRemoveProps(binding, i)}>×</button>
            </span>
          ))}
          <button {...field.getAddProps(binding)}>Add</button>
          {messages}
        </fieldset>
      );
    default:
      return (
        <div>
          <label {...field.getLabelProps()}>{field.label}</label>
          <input {...field.getInputProps(binding)} />
          {messages}
        </div>
      );
  }
}

const submit = async (name: string | RegExp = 'Send') => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

describe('useElicitationForm', () => {
  it('starts from the defaults SchemaForm shows, and sends what SchemaForm sends for them', async () => {
    const sent = vi.fn<(content: ElicitContent) => void>();
    const reference = render(<SchemaForm schema={everyKind} onSubmit={sent} />);
    const shown = (label: RegExp) => {
      const control = within(reference.container).getByLabelText(label) as HTMLInputElement;
      return control.type === 'checkbox' ? control.checked : control.value;
    };
    const expected = { count: shown(/^Count/), ratio: shown(/^Ratio/), day: shown(/^Day/), meeting: shown(/^Meeting/), agree: shown(/^Agree/), subscribe: shown(/^Subscribe/) };
    reference.unmount();
    for (const via of ['register', 'controller'] as const) {
      const onValid = vi.fn<(content: ElicitContent) => void>();
      const view = render(<HostForm via={via} schema={everyKind} onValid={onValid} />);
      const value = (label: string) => {
        const control = screen.getByLabelText(label) as HTMLInputElement;
        return control.type === 'checkbox' ? control.checked : control.value;
      };
      expect({ count: value('Count'), ratio: value('Ratio'), day: value('Day'), meeting: value('Meeting'), agree: value('Agree'), subscribe: value('Subscribe') }, via).toEqual(expected);
      expect(expected.meeting).toMatch(/^2026-03-01T\d\d:30:15/); // local wall-clock time, not the wire's text
      expect((screen.getByLabelText('green') as HTMLInputElement).checked, via).toBe(true);
      expect((screen.getByLabelText('olives') as HTMLInputElement).checked, via).toBe(true);
      expect((screen.getByLabelText('Meeting') as HTMLInputElement).step, via).toBe('1');
      await userEvent.type(screen.getByLabelText('Name'), 'Ada');
      await submit();
      await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
      // The untouched date-time goes back byte for byte; the optional yes/no unanswered is left out.
      expect(JSON.stringify(onValid.mock.calls[0]![0]), via).toBe(
        JSON.stringify({ name: 'Ada', count: 3, ratio: 0.5, subscribe: true, color: 'green', toppings: ['olives'], day: '2026-03-01', meeting: '2026-03-01T09:30:15Z' }),
      );
      view.unmount();
    }
  });

  it.each(['register', 'controller'] as const)('sends a person’s edits of every kind, typed (%s)', async (via) => {
    const onValid = vi.fn<(content: ElicitContent) => void>();
    render(<HostForm via={via} schema={everyKind} onValid={onValid} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Website'), 'https://example.com/');
    await user.type(screen.getByLabelText('Password'), 'hunter2');
    await user.clear(screen.getByLabelText('Count'));
    await user.type(screen.getByLabelText('Count'), '07');
    await user.clear(screen.getByLabelText('Ratio'));
    await user.type(screen.getByLabelText('Ratio'), '1.50');
    await user.click(screen.getByLabelText('Agree'));
    await user.click(screen.getByLabelText('Agree'));
    await user.click(screen.getByLabelText('Subscribe'));
    await user.click(screen.getByLabelText('blue'));
    await user.click(screen.getByLabelText('cheese'));
    await user.click(screen.getByLabelText('ham'));
    await user.click(screen.getByLabelText('olives'));
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-04-02' } });
    await user.clear(screen.getByLabelText('Meeting'));
    fireEvent.change(screen.getByLabelText('Meeting'), { target: { value: '2026-04-02T10:00' } });
    await user.type(screen.getByLabelText('Entry 1'), 'work');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(screen.getByLabelText('Entry 2'), ' ');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(screen.getByLabelText('Entry 3'), 'urgent');
    await submit();
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    // Numbers as JSON numbers, the agreed-then-unticked yes/no as false, choices in the
    // server's order, the date-time with the person's offset, blank entries dropped.
    expect(JSON.stringify(onValid.mock.calls[0]![0])).toBe(
      JSON.stringify({
        name: 'Ada',
        email: 'ada@example.com',
        site: 'https://example.com/',
        password: 'hunter2',
        count: 7,
        ratio: 1.5,
        agree: false,
        subscribe: false,
        color: 'blue',
        toppings: ['cheese', 'ham'],
        day: '2026-04-02',
        meeting: localToRfc3339('2026-04-02T10:00'),
        tags: ['work', 'urgent'],
      }),
    );
  });

  it.each(['register', 'controller'] as const)('errors carry SchemaForm’s codes and words, and the ARIA names them (%s)', async (via) => {
    const onInvalid = vi.fn<(errors: FieldErrors<ElicitationFormValues>) => void>();
    const onValid = vi.fn();
    render(<HostForm via={via} schema={everyKind} onValid={onValid} onInvalid={onInvalid} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'A');
    await user.type(screen.getByLabelText('Email'), 'not an email');
    await user.clear(screen.getByLabelText('Count'));
    await user.type(screen.getByLabelText('Count'), '1.5');
    await user.clear(screen.getByLabelText('Ratio'));
    await user.type(screen.getByLabelText('Ratio'), 'abc');
    await submit();
    await waitFor(() => expect(onInvalid).toHaveBeenCalledTimes(1));
    const errors = onInvalid.mock.calls[0]![0];
    const words = defaultLabels.schemaForm;
    expect(Object.fromEntries(Object.values(errors).map((e) => [e!.type, e!.message]))).toEqual({
      minLength: words.errorMinLength(2),
      format: words.errorEmail,
      integer: words.errorInteger,
      number: words.errorNumber,
    });
    expect(onValid).not.toHaveBeenCalled();
    const name = screen.getByLabelText('Name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAttribute('aria-required', 'true');
    expect(name).toHaveAccessibleDescription(`As on your passport ${words.errorMinLength(2)}`);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(words.secretWarning);
    expect(screen.getByLabelText('Website')).not.toHaveAttribute('aria-invalid');
    // A required field left empty: "required", worded as SchemaForm words it.
    await user.clear(screen.getByLabelText('Name'));
    await submit();
    await waitFor(() => expect(onInvalid).toHaveBeenCalledTimes(2));
    expect(onInvalid.mock.calls[1]![0].f0).toMatchObject({ type: 'required', message: words.errorRequired });
  });

  it('draws each kind with the input SchemaForm gives it; a secret is masked until revealed', () => {
    const seen: ElicitationField[] = [];
    function Probe() {
      const elicitation = useElicitationForm({ schema: everyKind, id: 'q' });
      const form = useForm(elicitation.formOptions);
      seen.push(...elicitation.fields);
      const password = elicitation.fields.find((f) => f.key === 'password')!;
      return password.kind === 'secret' ? <input {...password.getInputProps(form, { reveal: true })} /> : null;
    }
    render(<Probe />);
    const byKey = new Map(seen.map((field) => [field.key, field]));
    expect([...byKey.values()].map((f) => [f.key, f.kind, f.name])).toEqual([
      ['name', 'text', 'f0'],
      ['email', 'text', 'f1'],
      ['site', 'text', 'f2'],
      ['password', 'secret', 'f3'],
      ['count', 'integer', 'f4'],
      ['ratio', 'number', 'f5'],
      ['agree', 'boolean', 'f6'],
      ['subscribe', 'boolean', 'f7'],
      ['color', 'single-select', 'f8'],
      ['toppings', 'multi-select', 'f9'],
      ['day', 'date', 'f10'],
      ['meeting', 'date-time', 'f11'],
      ['tags', 'string-list', 'f12'],
    ]);
    expect(screen.getByRole('textbox')).toHaveAttribute('id', 'q-f3');
    expect(screen.getByRole('textbox')).toHaveAttribute('type', 'text');
  });

  it('input types, keypads and masking, by kind', () => {
    render(<HostForm via="register" schema={everyKind} onValid={() => {}} />);
    const attrs = (label: string) => {
      const input = screen.getByLabelText(label);
      return [input.getAttribute('type'), input.getAttribute('inputmode'), input.getAttribute('autocomplete')];
    };
    expect(attrs('Email')).toEqual(['email', null, 'off']);
    expect(attrs('Website')).toEqual(['url', null, 'off']);
    expect(attrs('Password')).toEqual(['password', null, 'new-password']);
    expect(attrs('Count')).toEqual(['text', 'numeric', 'off']);
    expect(attrs('Ratio')).toEqual(['text', null, 'off']);
    expect(attrs('Day')).toEqual(['date', null, 'off']);
    expect(attrs('Meeting')).toEqual(['datetime-local', null, 'off']);
    expect(screen.getByLabelText('Agree')).toHaveAttribute('type', 'checkbox');
    expect(screen.getByLabelText('red')).toHaveAttribute('type', 'radio');
    expect(screen.getByRole('group', { name: 'Toppings' })).toBeInTheDocument();
  });

  it('a form whose answers cannot be checked sends nothing and says why; a schema it cannot show accepts nothing', async () => {
    const broken: SchemaValidator = { validate: () => Promise.reject(new Error('chunk failed to load')) };
    const onValid = vi.fn();
    const onInvalid = vi.fn<(errors: FieldErrors<ElicitationFormValues>) => void>();
    const view = render(<HostForm via="register" schema={everyKind} validator={broken} onValid={onValid} onInvalid={onInvalid} defaultValue={{ name: 'Ada' }} />);
    await submit();
    await waitFor(() => expect(onInvalid).toHaveBeenCalledTimes(1));
    expect(onInvalid.mock.calls[0]![0].root).toMatchObject({ type: 'unavailable', message: defaultLabels.schemaForm.checkUnavailable });
    view.unmount();

    function Unsupported() {
      const elicitation = useElicitationForm({ schema: { type: 'object', properties: { a: { type: 'object' } }, required: ['a'] } });
      const form = useForm(elicitation.formOptions);
      return (
        <form aria-label="host" onSubmit={form.handleSubmit(onValid, onInvalid)}>
          <output>{elicitation.supported ? 'supported' : elicitation.problems.map((p) => p.code).join()}</output>
          <button type="submit">Send</button>
        </form>
      );
    }
    render(<Unsupported />);
    expect(screen.getByRole('status')).toHaveTextContent('nested-object');
    await submit();
    await waitFor(() => expect(onInvalid).toHaveBeenCalledTimes(2));
    expect(onInvalid.mock.calls[1]![0].root?.type).toBe('unsupported');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('the schema alone rejects what no field is blamed for: a whole-form error, nothing sent', async () => {
    const schema = { type: 'object', properties: { a: { type: 'string', title: 'A' } }, required: [], minProperties: 1 };
    const onValid = vi.fn();
    const onInvalid = vi.fn<(errors: FieldErrors<ElicitationFormValues>) => void>();
    render(<HostForm via="controller" schema={schema} onValid={onValid} onInvalid={onInvalid} />);
    await submit();
    await waitFor(() => expect(onInvalid).toHaveBeenCalledTimes(1));
    expect(onInvalid.mock.calls[0]![0].root).toMatchObject({ type: 'schema', message: defaultLabels.schemaForm.formRejected });
    expect(onValid).not.toHaveBeenCalled();
  });

  it('the guide’s shadcn-style form: filled in by a person, it sends the typed content', async () => {
    const onAccept = vi.fn<(content: ElicitContent) => void>();
    const onDecline = vi.fn();
    render(<ElicitationForm schema={everyKind} message="Tell us about you" onAccept={onAccept} onDecline={onDecline} />);
    const user = userEvent.setup();
    await submit('Submit');
    expect(await screen.findByText(defaultLabels.schemaForm.errorRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveFocus(); // react-hook-form focuses the first invalid field
    await user.type(screen.getByLabelText(/^Name/), 'Ada');
    await user.selectOptions(screen.getByLabelText('Color'), 'red');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await submit('Submit');
    await waitFor(() => expect(onAccept).toHaveBeenCalledTimes(1));
    expect(onAccept.mock.calls[0]![0]).toMatchObject({ name: 'Ada', color: 'red', count: 3 });
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onDecline).toHaveBeenCalledTimes(1);
  });

  it('the guide’s store wiring: each pending form request under its server, answered into the store (accept, decline, cancel)', async () => {
    const store = createElicitationStore();
    const server = { id: 'travel', name: 'Travel agent', url: 'https://mcp.example.com/mcp' };
    const ask = (message: string) => store.elicit({ mode: 'form', message, requestedSchema: { type: 'object', properties: { nights: { type: 'integer', title: 'Nights', minimum: 1, default: 3 } }, required: ['nights'] } }, { server });
    const first = ask('How many nights?');
    render(<PendingForms store={store} />);
    const form = within(await screen.findByRole('region', { name: 'How many nights?' }));
    expect(screen.getByText('Travel agent')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.clear(form.getByLabelText(/^Nights/));
    await user.type(form.getByLabelText(/^Nights/), '4');
    await user.click(form.getByRole('button', { name: 'Submit' }));
    await expect(first).resolves.toEqual({ action: 'accept', content: { nights: 4 } });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'How many nights?' })).toBeNull());

    const second = ask('Again?');
    await user.click(within(await screen.findByRole('region', { name: 'Again?' })).getByRole('button', { name: 'Decline' }));
    await expect(second).resolves.toEqual({ action: 'decline' });
    const third = ask('Once more?');
    await user.click(within(await screen.findByRole('region', { name: 'Once more?' })).getByLabelText(/^Nights/));
    await user.keyboard('{Escape}');
    await expect(third).resolves.toEqual({ action: 'cancel' });
  });

  it('the guide’s store wiring keeps what was typed: back after a remount, and in view, unsent, when the call ends, until dismissed', async () => {
    const store = createElicitationStore();
    const server = { id: 'travel', name: 'Travel agent', url: 'https://mcp.example.com/mcp' };
    const schema = { type: 'object', properties: { guest: { type: 'string', title: 'Guest' }, nights: { type: 'integer', title: 'Nights', default: 3 } }, required: ['guest'] };
    const asked = store.elicit({ mode: 'form', message: 'Who is staying?', requestedSchema: schema }, { server, callId: 'book' });
    const first = render(<PendingForms store={store} />);
    const user = userEvent.setup();
    await user.type(within(await screen.findByRole('region', { name: 'Who is staying?' })).getByLabelText(/^Guest/), 'Ada');
    first.unmount();

    render(<PendingForms store={store} />);
    const form = within(await screen.findByRole('region', { name: 'Who is staying?' }));
    expect(form.getByLabelText(/^Guest/)).toHaveValue('Ada');
    expect(form.getByLabelText(/^Nights/)).toHaveValue('3');

    act(() => store.finishCall({ callId: 'book' }));
    await expect(asked).resolves.toEqual({ action: 'cancel' });
    expect(await screen.findByRole('status')).toHaveTextContent('Not sent: this request has ended. What you entered is kept below.');
    expect(form.getByLabelText(/^Guest/)).toHaveValue('Ada');
    expect(form.getByLabelText(/^Guest/)).toBeDisabled();
    expect(form.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(store.getDraft(store.getSnapshot().rounds[0]!.requests[0]!.id)).toMatchObject({ guest: 'Ada' });
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Who is staying?' })).toBeNull());
    expect(store.getSnapshot().rounds).toEqual([]);
  });

  it('words its errors in the provider’s language, as SchemaForm does there', async () => {
    const onInvalid = vi.fn<(errors: FieldErrors<ElicitationFormValues>) => void>();
    render(
      <ElicitationProvider labels={zhCN}>
        <HostForm via="controller" schema={everyKind} onValid={() => {}} onInvalid={onInvalid} />
        <SchemaForm id="sf" schema={everyKind} onSubmit={() => {}} />
      </ElicitationProvider>,
    );
    await submit();
    await waitFor(() => expect(onInvalid).toHaveBeenCalledTimes(1));
    const reference = screen.getAllByRole('button').find((button) => button.getAttribute('type') === 'submit' && button.textContent !== 'Send')!;
    await act(async () => {
      fireEvent.click(reference);
    });
    await waitFor(() => expect(document.getElementById('sf-f0-error')).not.toBeNull());
    expect(onInvalid.mock.calls[0]![0].f0?.message).toBe(document.getElementById('sf-f0-error')!.textContent);
    expect(onInvalid.mock.calls[0]![0].f0?.message).toBe(zhCN.schemaForm!.errorRequired);
  });

  it('a submit with fewer fields registered than the schema has still checks them all (one registered of two)', async () => {
    const schema = { type: 'object', properties: { a: { type: 'string', title: 'A' }, b: { type: 'string', title: 'B' } }, required: ['a', 'b'] };
    const onValid = vi.fn();
    const onInvalid = vi.fn<(errors: FieldErrors<ElicitationFormValues>) => void>();
    function OnlyA() {
      const elicitation = useElicitationForm({ schema });
      const form = useForm(elicitation.formOptions);
      const [a] = elicitation.fields;
      return (
        <form aria-label="host" onSubmit={form.handleSubmit(onValid, onInvalid)}>
          {a!.kind === 'text' && <input aria-label="A" {...a!.getInputProps(form)} />}
          <button type="submit">Send</button>
        </form>
      );
    }
    render(<OnlyA />);
    await userEvent.type(screen.getByLabelText('A'), 'x');
    await submit();
    await waitFor(() => expect(onInvalid).toHaveBeenCalledTimes(1));
    expect(onInvalid.mock.calls[0]![0].f1?.type).toBe('required');
    expect(onValid).not.toHaveBeenCalled();
  });
});
