import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import { SchemaForm, type ElicitContent, type SchemaFormProps } from '../src/index';
import { createEvalFreeValidator } from '../src/core';
import {
  allKinds,
  allOptional,
  badSchemas,
  dates,
  defaultOutsideEnum,
  hostileText,
  legacyEnumNames,
  manyOptions,
  nullableFields,
  prototypeKeys,
  requiredBooleanTrue,
  secretFields,
  sep1034Defaults,
  sep1330Enums,
  specPrimitiveForms,
  specSimpleText,
  specStructured,
  titledMultiOneOf,
} from '../test/fixtures/schemas';

/**
 * The conformance gallery (laravel/mcp#190): one story per spec example, per field kind and
 * state, and per schema users of other clients hit trouble with. All built
 * from test/fixtures/schemas.ts, so stories and tests cannot drift apart.
 */
const meta = {
  title: 'Components/SchemaForm',
  component: SchemaForm,
  args: {
    schema: sep1034Defaults,
    message: 'Please confirm your details.',
    onSubmit: fn(),
    onDecline: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof SchemaForm>;
export default meta;
type Story = StoryObj<typeof meta>;

type Play = NonNullable<Story['play']>;

const schemaStory = (schema: unknown, message?: string, play?: Play): Story => ({ args: { schema, ...(message ? { message } : {}) }, ...(play && { play }) });

/**
 * Clicks Submit and checks that `onSubmit` received exactly `content`, once: compared as
 * JSON, so a number sent as a string, a key sent as `undefined` or an extra key all fail.
 */
async function submitsExactly(canvasElement: HTMLElement, onSubmit: SchemaFormProps['onSubmit'], content: ElicitContent) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
  await expect(JSON.stringify(mocked(onSubmit!).mock.calls[0]![0])).toBe(JSON.stringify(content));
}

/** Clicks Submit and checks that `message` is shown and nothing was submitted. */
async function blocksWith(canvasElement: HTMLElement, onSubmit: SchemaFormProps['onSubmit'], message: string) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
  await expect(await canvas.findByText(message)).toBeVisible();
  await expect(onSubmit).not.toHaveBeenCalled();
}

/** Replaces the text of a field found by its label. */
async function retype(canvasElement: HTMLElement, label: RegExp | string, text: string) {
  const input = await within(canvasElement).findByRole('textbox', { name: label });
  await userEvent.clear(input);
  await userEvent.type(input, text);
}

/** One field of `allKinds`, alone, keeping its required flag. */
const kind = (key: keyof typeof allKinds.properties, play: Play): Story =>
  schemaStory(
    {
      type: 'object',
      properties: { [key]: allKinds.properties[key] },
      required: allKinds.required.filter((k) => k === key),
    },
    undefined,
    play,
  );

// ── Spec examples ──
// Each is answered as a user would and must send the spec's JSON types: defaults as given,
// numbers as numbers, titled choices as their consts.
export const SpecString = schemaStory(specPrimitiveForms.string, undefined, async ({ args, canvasElement }) => {
  await expect(await within(canvasElement).findByRole('textbox', { name: 'Display Name' })).toHaveValue('user@example.com');
  await submitsExactly(canvasElement, args.onSubmit, { email: 'user@example.com' });
});
export const SpecNumber = schemaStory(specPrimitiveForms.number, undefined, async ({ args, canvasElement }) => {
  await expect(await within(canvasElement).findByRole('textbox', { name: 'Display Name' })).toHaveValue('50');
  await retype(canvasElement, 'Display Name', '12.5');
  await submitsExactly(canvasElement, args.onSubmit, { score: 12.5 });
});
export const SpecInteger = schemaStory(specPrimitiveForms.integer, undefined, async ({ args, canvasElement }) => {
  await retype(canvasElement, 'Display Name', '7');
  await submitsExactly(canvasElement, args.onSubmit, { count: 7 });
});
export const SpecBoolean = schemaStory(specPrimitiveForms.boolean, undefined, async ({ args, canvasElement }) => {
  const box = await within(canvasElement).findByRole('checkbox', { name: 'Display Name' });
  await expect(box).not.toBeChecked();
  await userEvent.click(box);
  await submitsExactly(canvasElement, args.onSubmit, { agree: true });
});
export const SpecUntitledSingleSelect = schemaStory(specPrimitiveForms.untitledSingleSelect, undefined, async ({ args, canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('radio', { name: 'Red' })).toBeChecked();
  await userEvent.click(canvas.getByRole('radio', { name: 'Blue' }));
  await submitsExactly(canvasElement, args.onSubmit, { color: 'Blue' });
});
export const SpecTitledSingleSelect = schemaStory(specPrimitiveForms.titledSingleSelect, undefined, async ({ args, canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('radio', { name: 'Red' })).toBeChecked();
  await expect(canvas.queryByRole('radio', { name: '#00FF00' })).toBeNull();
  await userEvent.click(canvas.getByRole('radio', { name: 'Green' }));
  await submitsExactly(canvasElement, args.onSubmit, { color: '#00FF00' });
});
export const SpecUntitledMultiSelect = schemaStory(specPrimitiveForms.untitledMultiSelect, undefined, async ({ args, canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('checkbox', { name: 'Green' })).toBeChecked();
  await userEvent.click(canvas.getByRole('checkbox', { name: 'Blue' }));
  await blocksWith(canvasElement, args.onSubmit, 'Choose no more than 2 options.');
  await userEvent.click(canvas.getByRole('checkbox', { name: 'Red' }));
  await submitsExactly(canvasElement, args.onSubmit, { colors: ['Green', 'Blue'] });
});
export const SpecTitledMultiSelect = schemaStory(specPrimitiveForms.titledMultiSelect, undefined, async ({ args, canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('checkbox', { name: 'Red' })).toBeChecked();
  await userEvent.click(canvas.getByRole('checkbox', { name: 'Red' }));
  await submitsExactly(canvasElement, args.onSubmit, { colors: ['#00FF00'] });
});
export const SpecSimpleText = schemaStory(specSimpleText, 'Please provide your GitHub username', async ({ args, canvasElement }) => {
  await blocksWith(canvasElement, args.onSubmit, 'Fill in this field.');
  await retype(canvasElement, /name/, 'octocat');
  await submitsExactly(canvasElement, args.onSubmit, { name: 'octocat' });
});
export const SpecStructured = schemaStory(specStructured, 'Please provide your contact information', async ({ args, canvasElement }) => {
  await retype(canvasElement, /name/, 'Monalisa Octocat');
  await retype(canvasElement, /email/, 'octocat@github.com');
  await retype(canvasElement, /age/, '30');
  await submitsExactly(canvasElement, args.onSubmit, { name: 'Monalisa Octocat', email: 'octocat@github.com', age: 30 });
});

// ── One per field kind ──
// Each: a wrong answer is refused with its message, a right one is sent with its JSON type.
export const KindText = kind('username', async ({ args, canvasElement }) => {
  await retype(canvasElement, /Username/, 'ab');
  await blocksWith(canvasElement, args.onSubmit, 'Enter at least 3 characters.');
  await retype(canvasElement, /Username/, 'abc');
  await submitsExactly(canvasElement, args.onSubmit, { username: 'abc' });
});
export const KindEmail = kind('email', async ({ args, canvasElement }) => {
  await retype(canvasElement, /Email/, 'not-an-email');
  await blocksWith(canvasElement, args.onSubmit, 'Enter a valid email address, like name@example.com.');
  await retype(canvasElement, /Email/, 'a@b.co');
  await submitsExactly(canvasElement, args.onSubmit, { email: 'a@b.co' });
});
export const KindUri = kind('website', async ({ args, canvasElement }) => {
  await retype(canvasElement, /Website/, 'example.com');
  await blocksWith(canvasElement, args.onSubmit, 'Enter a full address including its scheme, like https://example.com.');
  await retype(canvasElement, /Website/, 'https://example.com');
  await submitsExactly(canvasElement, args.onSubmit, { website: 'https://example.com' });
});
export const KindDate = kind('birthday', async ({ args, canvasElement }) => {
  const input = await within(canvasElement).findByLabelText(/Birthday/);
  await expect(input).toHaveAttribute('type', 'date');
  await userEvent.type(input, '2026-07-14');
  await submitsExactly(canvasElement, args.onSubmit, { birthday: '2026-07-14' });
});
export const KindDateTime = kind('meeting', async ({ args, canvasElement }) => {
  const input = await within(canvasElement).findByLabelText(/Meeting/);
  await expect(input).toHaveAccessibleDescription(/^Your time zone: .*\(UTC[+-]\d{2}:\d{2}\)$/);
  await userEvent.type(input, '2026-07-14T10:30');
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
  // Sent as RFC 3339 with the user's offset: the same instant as what was typed, locally.
  const { meeting } = mocked(args.onSubmit!).mock.calls[0]![0] as { meeting: string };
  await expect(meeting).toMatch(/^2026-07-14T10:30:00[+-]\d{2}:\d{2}$/);
  await expect(new Date(meeting).getTime()).toBe(new Date(2026, 6, 14, 10, 30).getTime());
});
export const KindNumber = kind('price', async ({ args, canvasElement }) => {
  await retype(canvasElement, /Price/, '1000.5');
  await blocksWith(canvasElement, args.onSubmit, 'Enter 1,000 or less.');
  await retype(canvasElement, /Price/, '12.50');
  await submitsExactly(canvasElement, args.onSubmit, { price: 12.5 });
});
export const KindInteger = kind('seats', async ({ args, canvasElement }) => {
  await retype(canvasElement, /Seats/, '1.5');
  await blocksWith(canvasElement, args.onSubmit, 'Enter a whole number, like 42.');
  await retype(canvasElement, /Seats/, '2');
  await submitsExactly(canvasElement, args.onSubmit, { seats: 2 });
});
export const KindBoolean = kind('newsletter', async ({ args, canvasElement }) => {
  await userEvent.click(await within(canvasElement).findByRole('checkbox', { name: 'Send me the newsletter' }));
  await submitsExactly(canvasElement, args.onSubmit, { newsletter: true });
});
export const KindSingleSelectRadios = kind('size', async ({ args, canvasElement }) => {
  const group = await within(canvasElement).findByRole('group', { name: /Size/ });
  await expect(within(group).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['S', 'M', 'L', 'No answer']);
  await userEvent.click(within(group).getByRole('radio', { name: 'M' }));
  await submitsExactly(canvasElement, args.onSubmit, { size: 'M' });
});
export const KindMultiSelectCheckboxes = kind('toppings', async ({ args, canvasElement }) => {
  const canvas = within(canvasElement);
  for (const name of ['cheese', 'ham', 'olives']) await userEvent.click(await canvas.findByRole('checkbox', { name }));
  await blocksWith(canvasElement, args.onSubmit, 'Choose no more than 2 options.');
  await userEvent.click(canvas.getByRole('checkbox', { name: 'cheese' }));
  await submitsExactly(canvasElement, args.onSubmit, { toppings: ['ham', 'olives'] });
});
export const KindSingleSelectLong = schemaStory({ type: 'object', properties: { country: manyOptions.properties.country } }, undefined, async ({ args, canvasElement }) => {
  await userEvent.selectOptions(await within(canvasElement).findByRole('combobox', { name: /Country/ }), 'Japan');
  await submitsExactly(canvasElement, args.onSubmit, { country: 'Japan' });
});
export const KindMultiSelectFilterable = schemaStory({ type: 'object', properties: { visited: manyOptions.properties.visited } }, undefined, async ({ args, canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('checkbox', { name: 'Kenya' }));
  await userEvent.type(canvas.getByRole('searchbox', { name: 'Filter options' }), 'ger');
  await expect(canvas.getAllByRole('checkbox').map((box) => box.getAttribute('value'))).toEqual(['Germany']);
  await userEvent.click(canvas.getByRole('checkbox', { name: 'Germany' }));
  await expect(canvas.getByText('2 of 12 selected')).toBeInTheDocument();
  await submitsExactly(canvasElement, args.onSubmit, { visited: ['Germany', 'Kenya'] });
});
/**
 * A free-text list (pydantic `list[str]`, a tolerated real-world shape): Add moves focus
 * to the new entry, the limits are said, a full list's Add says why, blank entries are dropped.
 */
export const KindStringList = schemaStory(
  { type: 'object', properties: { tags: { type: 'array', title: 'Tags', description: 'Words to file this under', items: { type: 'string', minLength: 2 }, maxItems: 3 } } },
  undefined,
  async ({ args, canvasElement }) => {
    const group = within(await within(canvasElement).findByRole('group', { name: 'Tags' }));
    await userEvent.type(group.getByRole('textbox', { name: 'Entry 1' }), 'x');
    await userEvent.click(group.getByRole('button', { name: 'Add' }));
    await expect(group.getByRole('textbox', { name: 'Entry 2' })).toHaveFocus();
    await userEvent.keyboard('travel');
    await userEvent.click(group.getByRole('button', { name: 'Add' }));
    await expect(group.getByRole('button', { name: 'Add' })).toHaveAccessibleDescription('This list holds at most 3 entries: remove one to add another.');
    await blocksWith(canvasElement, args.onSubmit, 'Correct the entries marked below.');
    await expect(group.getByRole('textbox', { name: 'Entry 1' })).toHaveAccessibleDescription('Enter at least 2 characters.');
    await userEvent.type(group.getByRole('textbox', { name: 'Entry 1' }), 'y');
    await submitsExactly(canvasElement, args.onSubmit, { tags: ['xy', 'travel'] });
  },
);

// ── SEPs ──
export const Sep1034Defaults: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ name: 'John Doe', age: 30, score: 95.5, status: 'active', verified: true }),
    );
  },
};
/** The five enum shapes: titles are shown, consts are sent (fastmcp#1632). */
export const Sep1330Enums = schemaStory(sep1330Enums, undefined, async ({ args, canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(within(await canvas.findByRole('group', { name: 'Titled single' })).getByRole('radio', { name: 'In Progress' }));
  await expect(canvas.queryByRole('radio', { name: 'in_progress' })).toBeNull();
  await userEvent.click(within(canvas.getByRole('group', { name: 'Legacy titled' })).getByRole('radio', { name: 'Done' }));
  await userEvent.click(canvas.getByRole('checkbox', { name: 'Why' }));
  await userEvent.click(canvas.getByRole('radio', { name: 'b' }));
  await submitsExactly(canvasElement, args.onSubmit, { untitled: 'b', titled: 'in_progress', legacy: 'done', multi: ['a', 'b'], titledMulti: ['y'] });
});
/** `items.oneOf` (SEP-1330's TS block) works like `items.anyOf`: titles shown, consts sent. */
export const TitledMultiSelectOneOf = schemaStory(titledMultiOneOf, undefined, async ({ args, canvasElement }) => {
  await userEvent.click(await within(canvasElement).findByRole('checkbox', { name: 'Beta' }));
  await submitsExactly(canvasElement, args.onSubmit, { tags: ['b'] });
});
/** Legacy `enumNames` (MCPJam#228): shown as titles, no validator error; a required choice is asked for. */
export const LegacyEnumNames = schemaStory(legacyEnumNames, undefined, async ({ args, canvasElement }) => {
  const canvas = within(canvasElement);
  await blocksWith(canvasElement, args.onSubmit, 'Choose an option.');
  await expect(canvas.getByRole('radio', { name: 'Not Started' })).toHaveFocus();
  await userEvent.click(canvas.getByRole('radio', { name: 'Done' }));
  await submitsExactly(canvasElement, args.onSubmit, { status: 'done' });
});

// ── Fixtures ──
/** Every field kind with its own control; only the three required ones are needed to send. */
export const AllKinds = schemaStory(allKinds, undefined, async ({ args, canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('textbox', { name: /Username/ })).toHaveAttribute('type', 'text');
  await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveAttribute('type', 'email');
  await expect(canvas.getByRole('textbox', { name: /Website/ })).toHaveAttribute('type', 'url');
  await expect(canvas.getByLabelText(/Birthday/)).toHaveAttribute('type', 'date');
  await expect(canvas.getByLabelText(/Meeting/)).toHaveAttribute('type', 'datetime-local');
  await expect(canvas.getByRole('checkbox', { name: 'Send me the newsletter' })).not.toBeChecked();
  await expect(within(canvas.getByRole('group', { name: /Size/ })).getAllByRole('radio')).toHaveLength(4);
  await expect(within(canvas.getByRole('group', { name: /Toppings/ })).getAllByRole('checkbox')).toHaveLength(3);
  await retype(canvasElement, /Username/, 'octocat');
  await retype(canvasElement, /Email/, 'a@b.co');
  await retype(canvasElement, /Seats/, '2');
  await submitsExactly(canvasElement, args.onSubmit, { username: 'octocat', email: 'a@b.co', seats: 2 });
});
export const AllOptional: Story = {
  args: { schema: allOptional },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({}));
  },
};
/** assistant-ui#5339: shown ticked and sent as `true` untouched. */
export const RequiredBooleanDefaultTrue = schemaStory(requiredBooleanTrue, undefined, async ({ args, canvasElement }) => {
  await expect(await within(canvasElement).findByRole('checkbox', { name: 'I agree' })).toBeChecked();
  await submitsExactly(canvasElement, args.onSubmit, { consent: true });
});
/** claude-code#86469: 12 options become a select and a filterable checkbox list. */
export const ManyOptions = schemaStory(manyOptions, undefined, async ({ args, canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.selectOptions(await canvas.findByRole('combobox', { name: /Country/ }), 'Japan');
  await userEvent.type(canvas.getByRole('searchbox', { name: 'Filter options' }), 'ger');
  await userEvent.click(canvas.getByRole('checkbox', { name: 'Germany' }));
  await submitsExactly(canvasElement, args.onSubmit, { country: 'Japan', visited: ['Germany'] });
});
/** A date as YYYY-MM-DD; a date-time shown in the user's zone, an untouched default sent back as received. */
export const Dates = schemaStory(dates, undefined, async ({ args, canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByLabelText('Day')).toHaveValue('2026-03-01');
  const start = canvas.getByLabelText<HTMLInputElement>('Start');
  await expect(new Date(start.value).getTime()).toBe(Date.parse('2026-03-01T09:30:00Z'));
  await userEvent.type(canvas.getByLabelText('End'), '2026-07-14T10:30');
  await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
  const content = mocked(args.onSubmit!).mock.calls[0]![0] as Record<string, string>;
  await expect(content.day).toBe('2026-03-01');
  await expect(content.start).toBe('2026-03-01T09:30:00Z');
  await expect(new Date(content.end!).getTime()).toBe(new Date(2026, 6, 14, 10, 30).getTime());
});
/** inspector#868: `anyOf [X, null]` and `type: [X, "null"]` are optional fields of X. */
export const NullableFields = schemaStory(nullableFields, undefined, async ({ args, canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('textbox', { name: 'Nickname' })).not.toHaveAttribute('aria-required');
  await retype(canvasElement, 'Nickname', 'Nick');
  await retype(canvasElement, 'Age', '5');
  await submitsExactly(canvasElement, args.onSubmit, { nickname: 'Nick', age: 5 });
});
/** The default is not a choice: ignored, so nothing is pre-selected or sent for it. */
export const DefaultOutsideEnum = schemaStory(defaultOutsideEnum, undefined, async ({ args, canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('radio', { name: 'No answer' })).toBeChecked();
  await expect(canvas.getByRole('radio', { name: 'free' })).not.toBeChecked();
  await expect(canvas.getByRole('radio', { name: 'pro' })).not.toBeChecked();
  await submitsExactly(canvasElement, args.onSubmit, {});
});
/** `__proto__`, `constructor` and `a.b` are plain keys: sent as typed, no prototype touched. */
export const PrototypeKeys = schemaStory(prototypeKeys, undefined, async ({ args, canvasElement }) => {
  await retype(canvasElement, /Proto/, 'p');
  await retype(canvasElement, 'Constructor', 'c');
  await retype(canvasElement, 'Dotted', 'd');
  await submitsExactly(canvasElement, args.onSubmit, { ['__proto__']: 'p', constructor: 'c', 'a.b': 'd' });
  await expect(Object.getOwnPropertyDescriptor(mocked(args.onSubmit!).mock.calls[0]![0], '__proto__')?.value).toBe('p');
});
export const SecretFields: Story = {
  args: { schema: secretFields, message: 'Enter your credentials to continue.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(/Servers must not ask for these in a form/)).toHaveLength(3);
  },
};
export const HostileTextIsPlain: Story = {
  args: { schema: hostileText, message: 'Read https://evil.example <b>first</b>' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('a, img, b')).toBeNull();
  },
};

// ── States ──
export const Errors: Story = {
  args: { schema: allKinds },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Username/ }), 'ab');
    await userEvent.type(canvas.getByRole('textbox', { name: /Seats/ }), '1.5');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('Enter at least 3 characters.')).toBeVisible();
    await expect(canvas.getByText('Enter a whole number, like 42.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Username/ })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
/** gsd-pi#1151: every value stays visible (and selectable) but nothing can be changed or sent. */
export const Disabled: Story = {
  args: { schema: allKinds, disabled: true, defaultValue: { username: 'octocat', seats: '2', size: 'M' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const username = await canvas.findByRole('textbox', { name: /Username/ });
    await expect(username).toHaveValue('octocat');
    await expect(username).toHaveAttribute('readonly');
    await userEvent.type(username, 'x');
    await expect(username).toHaveValue('octocat');
    await expect(canvas.getByRole('textbox', { name: /Seats/ })).toHaveValue('2');
    await expect(canvas.getByRole('radio', { name: 'M' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'M' })).toBeDisabled();
    for (const name of ['Submit', 'Decline', 'Cancel']) await expect(canvas.getByRole('button', { name })).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
/** Without onDecline/onCancel only Submit is offered. */
export const SubmitOnly: Story = {
  args: { schema: specSimpleText, onDecline: undefined, onCancel: undefined },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('textbox');
    await expect(within(canvasElement).getAllByRole('button').map((button) => button.textContent)).toEqual(['Submit']);
  },
};
/** The CSP-safe validator (no eval) gives the same messages and the same content. */
export const EvalFreeValidator: Story = {
  args: { schema: specStructured, validator: createEvalFreeValidator() },
  play: async ({ args, canvasElement }) => {
    await retype(canvasElement, /name/, 'Monalisa Octocat');
    await retype(canvasElement, /email/, 'octocat');
    await retype(canvasElement, /age/, '17');
    await blocksWith(canvasElement, args.onSubmit, 'Enter a valid email address, like name@example.com.');
    await expect(within(canvasElement).getByText('Enter 18 or more.')).toBeVisible();
    await retype(canvasElement, /email/, 'octocat@github.com');
    await retype(canvasElement, /age/, '30');
    await submitsExactly(canvasElement, args.onSubmit, { name: 'Monalisa Octocat', email: 'octocat@github.com', age: 30 });
  },
};
export const Submitting: Story = {
  args: { schema: allOptional, onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Submit' })).toBeDisabled());
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

// ── Unsupported schemas: a notice, never a crash ──
const unsupported = (schema: unknown): Story => ({
  args: { schema },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/cannot be shown as a form/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Decline' }));
    await expect(args.onDecline).toHaveBeenCalledTimes(1);
  },
});
export const UnsupportedRefEnum = unsupported(badSchemas.refEnum);
export const UnsupportedNestedObject = unsupported(badSchemas.nestedObject);
export const UnsupportedArrayOfObjects = unsupported(badSchemas.arrayOfObjects);
export const UnsupportedNotAnObject = unsupported(badSchemas.notAnObject);
export const UnsupportedUnknownType = unsupported(badSchemas.unknownType);
export const UnsupportedRequiredButMissing = unsupported(badSchemas.requiredButMissing);
export const UnsupportedNull = unsupported(badSchemas.nullSchema);
export const UnsupportedString = unsupported(badSchemas.stringSchema);
