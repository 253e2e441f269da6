/**
 * A form whose checks cannot load fails closed (SECURITY.md, "every accept is validated"):
 * Submit sends nothing, says the answers cannot be checked right now and offers to try
 * again; trying again loads the chunk again (src/text/lazy-once.ts) and, once it loads,
 * runs the normal submit. Each lazy part is made to fail by a rejecting import.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ElicitContent, SchemaFormProps } from '../../src/index';

const broken = vi.hoisted(() => ({ validator: false, patterns: false, imports: 0 }));
const importFailure = () => new Error('Failed to fetch dynamically imported module');

afterEach(() => {
  broken.validator = false;
  broken.patterns = false;
  broken.imports = 0;
  vi.doUnmock('../../src/schema/eval-free-core');
  vi.doUnmock('../../src/schema/linear-regex');
});

/**
 * A fresh copy of the library, nothing loaded yet (as on a page before its first form),
 * whose validator engine and pattern matcher chunks fail to import while `broken` says so.
 */
async function freshLibrary() {
  vi.resetModules();
  vi.doMock('../../src/schema/eval-free-core', async (original) => {
    broken.imports += 1;
    if (broken.validator) throw importFailure();
    return original();
  });
  vi.doMock('../../src/schema/linear-regex', async (original) => {
    if (broken.patterns) throw importFailure();
    return original();
  });
  return import('../../src/index');
}

const freshSchemaForm = async () => (await freshLibrary()).SchemaForm;

const UNAVAILABLE = 'Your answers can’t be checked right now, so nothing was sent. Try again in a moment.';

type Form = Awaited<ReturnType<typeof freshSchemaForm>>;

async function setup(schema: object, props: Partial<SchemaFormProps> = {}, library?: Form) {
  const SchemaForm = library ?? (await freshSchemaForm());
  const user = userEvent.setup();
  const onSubmit = vi.fn<(content: ElicitContent) => void>();
  const utils = render(<SchemaForm schema={schema} onSubmit={onSubmit} {...props} />);
  return { user, onSubmit, ...utils };
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Submit' }));
const tryAgain = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Try again' }));

const adult = {
  type: 'object',
  properties: { name: { type: 'string', title: 'Name', minLength: 5 }, age: { type: 'integer', title: 'Age', minimum: 18 } },
  required: ['name', 'age'],
};

describe('SchemaForm when its validator cannot load', () => {
  it('sends nothing unchecked ({"name":"ab","age":3} against minLength 5, minimum 18), says so and offers to try again', async () => {
    broken.validator = true;
    const { user, onSubmit } = await setup(adult, { defaultValue: { name: 'ab', age: '3' } });
    const retry = screen.getByRole('button', { name: 'Submit' });
    await submit(user);
    // The summary is a status region from the start: wait for its words, not for the region.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(UNAVAILABLE));
    // Submit now offers to try again: the same button (focus stays put), the same submit.
    expect(retry).toHaveAccessibleName('Try again');
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    const imports = broken.imports;
    // Trying again while the chunk still fails imports it again and sends nothing either.
    await tryAgain(user);
    await waitFor(() => expect(broken.imports).toBeGreaterThan(imports));
    await waitFor(() => expect(retry).toBeEnabled());
    expect(screen.getByRole('status')).toHaveTextContent(UNAVAILABLE);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('tries again on "Try again": once the validator loads, the answers are checked as usual, then sent', async () => {
    broken.validator = true;
    const { user, onSubmit } = await setup(adult, { defaultValue: { name: 'ab', age: '3' } });
    await submit(user);
    await screen.findByRole('button', { name: 'Try again' });
    broken.validator = false;
    await tryAgain(user);
    expect(await screen.findByText('Enter at least 5 characters.')).toBeVisible();
    expect(screen.getByText('Enter 18 or more.')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('2 answers need attention.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'cde');
    await user.clear(screen.getByRole('textbox', { name: /Age/ }));
    await user.type(screen.getByRole('textbox', { name: /Age/ }), '30');
    await submit(user);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'abcde', age: 30 });
  });

  it('keeps Decline and Cancel working', async () => {
    broken.validator = true;
    const onDecline = vi.fn();
    const onCancel = vi.fn();
    const { user, onSubmit } = await setup(adult, { defaultValue: { name: 'ab', age: '3' }, onDecline, onCancel });
    await submit(user);
    await screen.findByRole('button', { name: 'Try again' });
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onDecline).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the draft’s own problems first: a whole number is still asked for', async () => {
    broken.validator = true;
    const { user, onSubmit } = await setup(adult, { defaultValue: { name: 'ab', age: '1.5' } });
    await submit(user);
    expect(await screen.findByText('Enter a whole number, like 42.')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('1 answer needs attention.');
    await user.clear(screen.getByRole('textbox', { name: /Age/ }));
    await user.type(screen.getByRole('textbox', { name: /Age/ }), '3');
    await submit(user);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('SchemaForm when the pattern matcher cannot load', () => {
  const coded = { type: 'object', properties: { code: { type: 'string', title: 'Code', pattern: '^[A-Z]{3}$' } }, required: ['code'] };

  it('sends nothing unchecked, blames no field, and checks the pattern once a retry loads it', async () => {
    broken.patterns = true;
    const { user, onSubmit } = await setup(coded, { defaultValue: { code: 'abc' } });
    await submit(user);
    // The summary is a status region from the start: wait for its words, not for the region.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(UNAVAILABLE));
    // Not "the server will check it": nothing is sent until the pattern can be checked here.
    expect(screen.queryByText(/pattern for this answer cannot be checked/)).toBeNull();
    broken.patterns = false;
    await tryAgain(user);
    expect(await screen.findByText('This answer is not in the expected form: \u2068Code\u2069')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(screen.getByRole('textbox', { name: /Code/ }));
    await user.type(screen.getByRole('textbox', { name: /Code/ }), 'ABC');
    await submit(user);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ code: 'ABC' }));
  });

  it('lets a later form check its pattern once the chunk loads (a failure is not kept)', async () => {
    broken.patterns = true;
    const library = await freshSchemaForm();
    const first = await setup(coded, { defaultValue: { code: 'ABC' } }, library);
    await submit(first.user);
    await screen.findByRole('button', { name: 'Try again' });
    first.unmount();
    broken.patterns = false;
    // The same page (the same library), a new request.
    const { user, onSubmit } = await setup(coded, { defaultValue: { code: 'ABC' } }, library);
    await submit(user);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ code: 'ABC' }));
  });
});

describe('a round whose validator cannot load', () => {
  it('sends nothing: the question says its answers cannot be checked, and Send all tries again', async () => {
    broken.validator = true;
    const { ElicitationOutlet, createElicitationStore } = await freshLibrary();
    const user = userEvent.setup();
    const store = createElicitationStore();
    const server = { id: 'travel', name: 'Travel agent' };
    const schema = {
      ...adult,
      properties: { name: { ...adult.properties.name, default: 'ab' }, age: { ...adult.properties.age, default: 3 } },
    };
    const settled = vi.fn();
    void store.elicit({ mode: 'form', message: 'Who travels?', requestedSchema: schema }, { server, key: 'who', roundId: 'r' }).then(settled);
    void store.elicit({ mode: 'form', message: 'Seat?', requestedSchema: { type: 'object', properties: { seat: { type: 'string', title: 'Seat' } } } }, { server, key: 'seat', roundId: 'r' }).then(settled);
    render(<ElicitationOutlet store={store} presentation="inline" />);
    await user.click(await screen.findByRole('button', { name: 'Send all' }));
    expect(await screen.findByText(UNAVAILABLE)).toBeVisible();
    broken.validator = false;
    await user.click(screen.getByRole('button', { name: 'Send all' }));
    expect(await screen.findByText('Enter at least 5 characters.')).toBeVisible();
    expect(settled).not.toHaveBeenCalled();
  });
});
