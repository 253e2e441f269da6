import { StrictMode } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { rfc3339ToLocal } from '../../src/schema/date-time';
import { SchemaForm, type ElicitContent, type SchemaFormProps } from '../../src/index';
import { createEvalFreeValidator } from '../../src/core';
import {
  allKinds,
  allOptional,
  badSchemas,
  dates,
  manyOptions,
  hostileText,
  legacyEnumNames,
  prototypeKeys,
  requiredBooleanTrue,
  secretFields,
  sep1034Defaults,
  sep1330Enums,
  specStructured,
} from '../fixtures/schemas';

function setup(schema: unknown, props: Partial<SchemaFormProps> = {}) {
  const user = userEvent.setup();
  const onSubmit = vi.fn<(content: ElicitContent) => void>();
  const utils = render(
    <StrictMode>
      <SchemaForm schema={schema} onSubmit={onSubmit} {...props} />
    </StrictMode>,
  );
  return { user, onSubmit, ...utils };
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Submit' }));

async function submitted(onSubmit: ReturnType<typeof vi.fn>) {
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  return onSubmit.mock.calls[0]?.[0] as ElicitContent;
}

/** Every aria-describedby / aria-labelledby id must point at a mounted element. */
function expectIdRefsResolve(container: HTMLElement) {
  for (const el of container.querySelectorAll('[aria-describedby], [aria-labelledby]')) {
    for (const attr of ['aria-describedby', 'aria-labelledby']) {
      for (const id of (el.getAttribute(attr) ?? '').split(/\s+/).filter(Boolean)) {
        expect(document.getElementById(id), `${attr}="${id}"`).not.toBeNull();
      }
    }
  }
}

describe('SchemaForm', () => {
  describe('given every field kind', () => {
    it('renders each kind with its label', () => {
      setup(allKinds);
      expect(screen.getByRole('textbox', { name: /Username/ })).toHaveAttribute('type', 'text');
      expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAttribute('type', 'email');
      expect(screen.getByRole('textbox', { name: /Website/ })).toHaveAttribute('type', 'url');
      expect(screen.getByLabelText(/Birthday/)).toHaveAttribute('type', 'date');
      expect(screen.getByLabelText(/Meeting/)).toHaveAttribute('type', 'datetime-local');
      expect(screen.getByRole('textbox', { name: /Price/ })).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: /Seats/ })).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'Send me the newsletter' })).not.toBeChecked();
      const size = screen.getByRole('group', { name: /Size/ });
      // Each choice's label holds its radio (one row, one element).
      expect(within(size).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['S', 'M', 'L', 'No answer']);
      const toppings = screen.getByRole('group', { name: /Toppings/ });
      expect(within(toppings).getAllByRole('checkbox')).toHaveLength(3);
    });

    it('marks required fields in words', () => {
      setup(allKinds);
      expect(screen.getByRole('textbox', { name: 'Username (required)' })).toHaveAttribute('aria-required', 'true');
      expect(screen.getByRole('textbox', { name: 'Website' })).not.toHaveAttribute('aria-required');
    });

    it('every ARIA id reference resolves, before and after errors appear', async () => {
      const { user, container } = setup(allKinds);
      expectIdRefsResolve(container);
      await submit(user);
      await screen.findByText('3 answers need attention.');
      expectIdRefsResolve(container);
    });
  });

  describe('defaults (SEP-1034)', () => {
    it('laravel/mcp#190: pre-fills every kind and submits them with the right JSON types', async () => {
      const { user, onSubmit } = setup(sep1034Defaults);
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('John Doe');
      expect(screen.getByRole('textbox', { name: 'Age' })).toHaveValue('30');
      expect(screen.getByRole('textbox', { name: 'Score' })).toHaveValue('95.5');
      expect(screen.getByRole('radio', { name: 'active' })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: 'Verified' })).toBeChecked();
      await submit(user);
      const content = await submitted(onSubmit);
      expect(content).toEqual({ name: 'John Doe', age: 30, score: 95.5, status: 'active', verified: true });
      expect(JSON.stringify(content)).toBe('{"name":"John Doe","age":30,"score":95.5,"status":"active","verified":true}');
    });

    it('submits a multi-select default as an array', async () => {
      const { user, onSubmit } = setup({ type: 'object', properties: { multi: sep1330Enums.properties.multi } });
      expect(screen.getByRole('checkbox', { name: 'a' })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: 'b' })).toBeChecked();
      await submit(user);
      expect(await submitted(onSubmit)).toEqual({ multi: ['a', 'b'] });
    });

    it('assistant-ui#5339: a required boolean with default true is shown ticked and sends true', async () => {
      const { user, onSubmit } = setup(requiredBooleanTrue);
      expect(screen.getByRole('checkbox', { name: 'I agree' })).toBeChecked();
      await submit(user);
      expect(await submitted(onSubmit)).toEqual({ consent: true });
    });
  });

  describe('empty answers', () => {
    it('codex#6958: a form whose fields are all optional can be accepted empty', async () => {
      const { user, onSubmit } = setup(allOptional);
      await submit(user);
      expect(await submitted(onSubmit)).toEqual({});
    });

    it('inspector#623: a cleared optional field is omitted, never ""', async () => {
      const { user, onSubmit } = setup(sep1034Defaults);
      await user.clear(screen.getByRole('textbox', { name: 'Name' }));
      await user.clear(screen.getByRole('textbox', { name: 'Age' }));
      await user.click(screen.getByRole('checkbox', { name: 'Verified' }));
      await submit(user);
      expect(await submitted(onSubmit)).toEqual({ score: 95.5, status: 'active', verified: false });
    });

    it('inspector#623: typing then clearing leaves the key out', async () => {
      const { user, onSubmit } = setup(allOptional);
      const nickname = screen.getByRole('textbox', { name: 'Nickname' });
      await user.type(nickname, 'abc');
      await user.clear(nickname);
      await user.click(screen.getByRole('radio', { name: 'red' }));
      await user.click(screen.getByRole('radio', { name: 'No answer' }));
      await submit(user);
      expect(await submitted(onSubmit)).toEqual({});
    });
  });

  describe('numbers', () => {
    it('inspector#918: "1.0" stays as typed and is sent as a JSON number', async () => {
      const { user, onSubmit } = setup(allOptional);
      const age = screen.getByRole('textbox', { name: 'Age' });
      await user.type(age, '1.0');
      expect(age).toHaveValue('1.0');
      await submit(user);
      expect(await submitted(onSubmit)).toEqual({ age: 1 });
    });

    it('an integer field rejects 1.5 with a message', async () => {
      const { user, onSubmit } = setup(allOptional);
      await user.type(screen.getByRole('textbox', { name: 'Age' }), '1.5');
      await submit(user);
      expect(await screen.findByText('Enter a whole number, like 42.')).toBeVisible();
      expect(onSubmit).not.toHaveBeenCalled();
    });
  });

  describe('validation', () => {
    it('jsonforms#1882: shows no error before the user has touched a field', async () => {
      const { user } = setup(allKinds);
      const username = screen.getByRole('textbox', { name: /Username/ });
      await user.type(username, 'ab');
      expect(screen.queryByText(/Enter at least/)).toBeNull();
      expect(username).not.toHaveAttribute('aria-invalid');
      await user.tab();
      expect(await screen.findByText('Enter at least 3 characters.')).toBeVisible();
    });

    it('rjsf#959: ties the error to its input with aria-invalid and aria-describedby', async () => {
      const { user } = setup(allKinds);
      const username = screen.getByRole('textbox', { name: /Username/ });
      expect(username).toHaveAccessibleDescription('Between 3 and 20 characters.');
      await user.type(username, 'ab');
      await user.tab();
      await screen.findByText('Enter at least 3 characters.');
      expect(username).toHaveAttribute('aria-invalid', 'true');
      expect(username).toHaveAccessibleDescription('Between 3 and 20 characters. Enter at least 3 characters.');
      await user.type(username, 'c');
      await waitFor(() => expect(username).not.toHaveAttribute('aria-invalid'));
      expect(username).toHaveAccessibleDescription('Between 3 and 20 characters.');
    });

    it.each([
      ['Username', 'a'.repeat(21), 'Enter no more than 20 characters.'],
      ['Email', 'not-an-email', 'Enter a valid email address, like name@example.com.'],
      ['Website', 'example.com', 'Enter a full address including its scheme, like https://example.com.'],
      ['Price', '1000.5', 'Enter 1,000 or less.'],
      ['Price', '-1', 'Enter 0 or more.'],
      ['Seats', '0', 'Enter 1 or more.'],
      ['Seats', 'two', 'Enter a number, like 42 or 3.5.'],
    ])('blocks submit when %s is %j: "%s"', async (label, text, message) => {
      const { user, onSubmit } = setup(allKinds);
      await user.type(screen.getByRole('textbox', { name: new RegExp(label) }), text);
      await submit(user);
      expect(await screen.findByText(message)).toBeVisible();
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('blocks submit on too many choices', async () => {
      const { user, onSubmit } = setup(allKinds);
      for (const name of ['cheese', 'ham', 'olives']) await user.click(screen.getByRole('checkbox', { name }));
      await submit(user);
      expect(await screen.findByText('Choose no more than 2 options.')).toBeVisible();
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('blocks submit on too few choices of a required multi-select', async () => {
      const schema = {
        type: 'object',
        properties: { tags: { type: 'array', title: 'Tags', minItems: 2, items: { type: 'string', enum: ['a', 'b', 'c'] } } },
        required: ['tags'],
      };
      const { user, onSubmit } = setup(schema);
      await user.click(screen.getByRole('checkbox', { name: 'a' }));
      await submit(user);
      expect(await screen.findByText('Choose at least 2 options.')).toBeVisible();
      expect(screen.getByRole('checkbox', { name: 'a' })).toHaveFocus();
      expect(onSubmit).not.toHaveBeenCalled();
      await user.click(screen.getByRole('checkbox', { name: 'c' }));
      await submit(user);
      expect(await submitted(onSubmit)).toEqual({ tags: ['a', 'c'] });
    });

    it('sends [] for a required multi-select left empty: choosing none is an answer', async () => {
      const schema = { type: 'object', properties: { tags: { type: 'array', items: { type: 'string', enum: ['a'] } } }, required: ['tags'] };
      const { user, onSubmit } = setup(schema);
      await submit(user);
      expect(await submitted(onSubmit)).toEqual({ tags: [] });
    });

    it('moves focus to the first invalid field on submit', async () => {
      const { user } = setup(allKinds);
      await user.type(screen.getByRole('textbox', { name: /Website/ }), 'nope');
      await submit(user);
      await screen.findByText('4 answers need attention.');
      expect(screen.getByRole('textbox', { name: /Username/ })).toHaveFocus();
      expect(screen.getByRole('status')).toHaveTextContent(/answers need attention/);
    });

    it('focuses a radio group when it is the first invalid field', async () => {
      const { user } = setup(legacyEnumNames);
      await submit(user);
      expect(await screen.findByText('Choose an option.')).toBeVisible();
      expect(screen.getByRole('radio', { name: 'Not Started' })).toHaveFocus();
    });

    it('validates the content against the original requestedSchema (keywords the form does not draw)', async () => {
      const schema = { type: 'object', properties: { code: { type: 'string', title: 'Code', pattern: '^[A-Z]{3}$' } } };
      const { user, onSubmit } = setup(schema);
      await user.type(screen.getByRole('textbox', { name: 'Code' }), 'abc');
      await submit(user);
      // The pattern's hint is the title (test/schema/pattern-message.test.tsx).
      expect(await screen.findByText('This answer is not in the expected form: \u2068Code\u2069')).toBeVisible();
      expect(onSubmit).not.toHaveBeenCalled();
      await user.clear(screen.getByRole('textbox', { name: 'Code' }));
      await user.type(screen.getByRole('textbox', { name: 'Code' }), 'ABC');
      await submit(user);
      expect(await submitted(onSubmit)).toEqual({ code: 'ABC' });
    });

    it('sends nothing when the validator cannot run: the draft’s checks, then "cannot check" and Try again', async () => {
      const broken = { validate: () => Promise.reject(new Error('chunk failed to load')) };
      const { user, onSubmit } = setup(allKinds, { validator: broken });
      await user.type(screen.getByRole('textbox', { name: /Seats/ }), '1.5');
      await submit(user);
      expect(await screen.findByText('Enter a whole number, like 42.')).toBeVisible();
      await user.clear(screen.getByRole('textbox', { name: /Seats/ }));
      await user.type(screen.getByRole('textbox', { name: /Seats/ }), '2');
      await user.type(screen.getByRole('textbox', { name: /Username/ }), 'octocat');
      await user.type(screen.getByRole('textbox', { name: /Email/ }), 'a@b.co');
      await submit(user);
      expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible();
      expect(screen.getByRole('status')).toHaveTextContent('can’t be checked right now, so nothing was sent');
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('works the same with the eval-free validator', async () => {
      const { user, onSubmit } = setup(specStructured, { validator: createEvalFreeValidator() });
      await user.type(screen.getByRole('textbox', { name: /name/ }), 'Monalisa Octocat');
      await user.type(screen.getByRole('textbox', { name: /email/ }), 'octocat');
      await user.type(screen.getByRole('textbox', { name: /age/ }), '17');
      await submit(user);
      expect(await screen.findByText('Enter a valid email address, like name@example.com.')).toBeVisible();
      expect(screen.getByText('Enter 18 or more.')).toBeVisible();
      await user.type(screen.getByRole('textbox', { name: /email/ }), '@github.com');
      await user.clear(screen.getByRole('textbox', { name: /age/ }));
      await user.type(screen.getByRole('textbox', { name: /age/ }), '30');
      await submit(user);
      expect(await submitted(onSubmit)).toEqual({ name: 'Monalisa Octocat', email: 'octocat@github.com', age: 30 });
    });
  });

  describe('enums (SEP-1330)', () => {
    it('fastmcp#1632: titled enums show titles and send consts', async () => {
      const { user, onSubmit } = setup(sep1330Enums);
      await user.click(within(screen.getByRole('group', { name: 'Titled single' })).getByRole('radio', { name: 'In Progress' }));
      expect(screen.queryByRole('radio', { name: 'in_progress' })).toBeNull();
      await user.click(within(screen.getByRole('group', { name: 'Legacy titled' })).getByRole('radio', { name: 'Done' }));
      await user.click(screen.getByRole('checkbox', { name: 'Why' }));
      await user.click(screen.getByRole('radio', { name: 'b' }));
      await submit(user);
      expect(await submitted(onSubmit)).toEqual({
        untitled: 'b',
        titled: 'in_progress',
        legacy: 'done',
        multi: ['a', 'b'],
        titledMulti: ['y'],
      });
    });

    it('claude-code#86469: many options use a select and a filterable list', async () => {
      const { user, onSubmit } = setup(manyOptions);
      await user.selectOptions(screen.getByRole('combobox', { name: /Country/ }), 'Japan');
      const filter = screen.getByRole('searchbox', { name: 'Filter options' });
      await user.click(screen.getByRole('checkbox', { name: 'Kenya' }));
      await user.type(filter, 'ger');
      expect(screen.getAllByRole('checkbox').map((c) => c.getAttribute('value'))).toEqual(['Germany']);
      await user.click(screen.getByRole('checkbox', { name: 'Germany' }));
      expect(screen.getByText('2 of 12 selected')).toBeInTheDocument();
      await user.clear(filter);
      expect(screen.getByRole('checkbox', { name: 'Kenya' })).toBeChecked();
      await submit(user);
      expect(await submitted(onSubmit)).toEqual({ country: 'Japan', visited: ['Germany', 'Kenya'] });
    });
  });

  describe('dates', () => {
    it('sends a date as YYYY-MM-DD and a date-time with the user’s offset, which is shown', async () => {
      const { user, onSubmit } = setup(dates);
      expect(screen.getByLabelText('Day')).toHaveValue('2026-03-01');
      expect(screen.getByLabelText('Start')).toHaveValue(rfc3339ToLocal('2026-03-01T09:30:00Z'));
      const end = screen.getByLabelText('End');
      expect(end).toHaveAccessibleDescription(/^Your time zone: .*\(UTC[+-]\d{2}:\d{2}\)$/);
      await user.type(end, '2026-07-14T10:30');
      await submit(user);
      const content = await submitted(onSubmit);
      expect(content.end).toMatch(/^2026-07-14T10:30:00[+-]\d{2}:\d{2}$/);
      expect(new Date(content.end as string).getTime()).toBe(new Date(2026, 6, 14, 10, 30).getTime());
      expect(content.day).toBe('2026-03-01');
      // Untouched, the default goes back exactly as the server sent it.
      expect(content.start).toBe('2026-03-01T09:30:00Z');
    });
  });

  describe('untrusted server text', () => {
    it('renders titles, descriptions and option titles as plain text, never links or markup', () => {
      const { container } = setup(hostileText, { message: 'Visit https://evil.example <b>now</b>' });
      expect(container.querySelector('a, img, b')).toBeNull();
      expect(screen.getByText('Visit https://evil.example <b>now</b>')).toBeVisible();
      expect(screen.getByRole('textbox', { name: '<img src=x onerror=alert(1)> Note' })).toBeInTheDocument();
      expect(screen.getByText('See https://evil.example/phish for details')).toBeVisible();
      expect(screen.getByRole('radio', { name: '<b>bold</b> https://evil.example' })).toBeInTheDocument();
    });

    it('warns on fields that ask for secrets, and Decline stays available', async () => {
      const onDecline = vi.fn();
      const { user } = setup(secretFields, { onDecline });
      // Masked (type=password, which has no textbox role), still labelled and described.
      const key = screen.getByLabelText('API key', { selector: 'input' });
      expect(key).toHaveAttribute('type', 'password');
      expect(key).toHaveAccessibleDescription(/Servers must not ask for these in a form/);
      expect(screen.getAllByText(/Servers must not ask for these/)).toHaveLength(3);
      await user.click(screen.getByRole('button', { name: 'Decline' }));
      expect(onDecline).toHaveBeenCalledTimes(1);
    });

    it('handles __proto__, constructor and dotted property names as plain keys', async () => {
      const { user, onSubmit } = setup(prototypeKeys);
      await user.type(screen.getByRole('textbox', { name: /Proto/ }), 'p');
      await user.type(screen.getByRole('textbox', { name: 'Constructor' }), 'c');
      await user.type(screen.getByRole('textbox', { name: 'Dotted' }), 'd');
      await submit(user);
      const content = await submitted(onSubmit);
      expect(Object.keys(content)).toEqual(['__proto__', 'constructor', 'a.b']);
      expect(Object.getOwnPropertyDescriptor(content, '__proto__')?.value).toBe('p');
      expect(({} as Record<string, unknown>).p).toBeUndefined();
    });
  });

  describe('unsupported schemas', () => {
    it.each(Object.entries(badSchemas))('%s shows a notice instead of throwing; Decline and Cancel work', async (_name, schema) => {
      const onDecline = vi.fn();
      const onCancel = vi.fn();
      const { user } = setup(schema, { onDecline, onCancel, message: 'Please fill this in' });
      expect(screen.getByText('This request cannot be shown as a form. You can decline or cancel it.')).toBeVisible();
      expect(screen.getByRole('note').querySelectorAll('li').length).toBeGreaterThan(0);
      expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Decline' }));
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(onDecline).toHaveBeenCalledTimes(1);
      expect(onCancel).toHaveBeenCalledTimes(1);
    });

    it('fastmcp#1632: says which field uses $ref and why it cannot be shown', () => {
      setup(badSchemas.refEnum);
      // The key is bidi-isolated (FSI…PDI) inside the sentence.
      expect(screen.getByText('“\u2068status\u2069” points to a definition elsewhere ($ref), which this form cannot follow.')).toBeVisible();
    });
  });

  describe('actions', () => {
    it('goose#9024: offers Decline and Cancel next to Submit, each once', async () => {
      const onDecline = vi.fn();
      const onCancel = vi.fn();
      const { user, onSubmit } = setup(allKinds, { onDecline, onCancel });
      await user.click(screen.getByRole('button', { name: 'Decline' }));
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(onDecline).toHaveBeenCalledTimes(1);
      expect(onCancel).toHaveBeenCalledTimes(1);
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('has only Submit when no other handler is given, with a custom label', () => {
      setup(allOptional, { submitLabel: 'Send' });
      expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Send']);
    });

    it('takes label overrides', () => {
      setup(allKinds, { labels: { schemaForm: { required: '*', submit: 'Envoyer' } } });
      expect(screen.getByRole('button', { name: 'Envoyer' })).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Username *' })).toBeInTheDocument();
    });
  });

  describe('drafts', () => {
    it('reports every edit as a serialisable draft and restores it on remount', async () => {
      const onValueChange = vi.fn();
      const { user, unmount } = setup(sep1034Defaults, { onValueChange });
      await user.clear(screen.getByRole('textbox', { name: 'Score' }));
      await user.type(screen.getByRole('textbox', { name: 'Score' }), '1e3');
      const draft = onValueChange.mock.lastCall?.[0];
      expect(JSON.parse(JSON.stringify(draft))).toEqual({ name: 'John Doe', age: '30', score: '1e3', status: 'active', verified: true });
      unmount();
      const again = setup(sep1034Defaults, { defaultValue: JSON.parse(JSON.stringify(draft)) });
      expect(screen.getByRole('textbox', { name: 'Score' })).toHaveValue('1e3');
      await submit(again.user);
      expect((await submitted(again.onSubmit)).score).toBe(1000);
    });

    it('follows a controlled value', () => {
      const { rerender } = setup(allOptional, { value: { nickname: 'Ann' } });
      expect(screen.getByRole('textbox', { name: 'Nickname' })).toHaveValue('Ann');
      rerender(
        <StrictMode>
          <SchemaForm schema={allOptional} onSubmit={() => {}} value={{ nickname: 'Bob', subscribe: true }} />
        </StrictMode>,
      );
      expect(screen.getByRole('textbox', { name: 'Nickname' })).toHaveValue('Bob');
      expect(screen.getByRole('checkbox', { name: 'Subscribe' })).toBeChecked();
    });

    it('gsd-pi#1151: disabled keeps every value visible but locks inputs and actions', async () => {
      const onCancel = vi.fn();
      const { user, onSubmit } = setup(sep1034Defaults, { disabled: true, onCancel });
      const name = screen.getByRole('textbox', { name: 'Name' });
      expect(name).toHaveValue('John Doe');
      expect(name).toHaveAttribute('readonly');
      await user.type(name, 'x');
      expect(name).toHaveValue('John Doe');
      expect(screen.getByRole('radio', { name: 'active' })).toBeDisabled();
      expect(screen.getByRole('radio', { name: 'active' })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: 'Verified' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('locks Submit while onSubmit is pending (Decline stays usable), and unlocks it after', async () => {
      let finish = () => {};
      const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
      const user = userEvent.setup();
      render(
        <StrictMode>
          <SchemaForm schema={sep1034Defaults} onSubmit={onSubmit} onDecline={() => {}} />
        </StrictMode>,
      );
      const button = screen.getByRole('button', { name: 'Submit' });
      expect(button).toBeEnabled();
      await user.click(button);
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(button).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Decline' })).toBeEnabled();
      finish();
      await waitFor(() => expect(button).toBeEnabled());
    });

    it('starts over when the schema object changes (a new request)', async () => {
      const { user, rerender } = setup(allOptional);
      await user.type(screen.getByRole('textbox', { name: 'Nickname' }), 'Ann');
      rerender(
        <StrictMode>
          <SchemaForm schema={structuredClone(allOptional)} onSubmit={() => {}} />
        </StrictMode>,
      );
      expect(screen.getByRole('textbox', { name: 'Nickname' })).toHaveValue('');
    });
  });
});
