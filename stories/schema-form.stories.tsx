import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SchemaForm, createEvalFreeValidator } from '../src/index';
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
 * state, and per schema users hit trouble with elsewhere (shared/ANCHORS.md §2). All built
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

const schemaStory = (schema: unknown, message?: string): Story => ({ args: { schema, ...(message ? { message } : {}) } });

/** One field of `allKinds`, alone, keeping its required flag. */
const kind = (key: keyof typeof allKinds.properties): Story =>
  schemaStory({
    type: 'object',
    properties: { [key]: allKinds.properties[key] },
    required: allKinds.required.filter((k) => k === key),
  });

// ── Spec examples ──
export const SpecString = schemaStory(specPrimitiveForms.string);
export const SpecNumber = schemaStory(specPrimitiveForms.number);
export const SpecInteger = schemaStory(specPrimitiveForms.integer);
export const SpecBoolean = schemaStory(specPrimitiveForms.boolean);
export const SpecUntitledSingleSelect = schemaStory(specPrimitiveForms.untitledSingleSelect);
export const SpecTitledSingleSelect = schemaStory(specPrimitiveForms.titledSingleSelect);
export const SpecUntitledMultiSelect = schemaStory(specPrimitiveForms.untitledMultiSelect);
export const SpecTitledMultiSelect = schemaStory(specPrimitiveForms.titledMultiSelect);
export const SpecSimpleText = schemaStory(specSimpleText, 'Please provide your GitHub username');
export const SpecStructured = schemaStory(specStructured, 'Please provide your contact information');

// ── One per field kind ──
export const KindText = kind('username');
export const KindEmail = kind('email');
export const KindUri = kind('website');
export const KindDate = kind('birthday');
export const KindDateTime = kind('meeting');
export const KindNumber = kind('price');
export const KindInteger = kind('seats');
export const KindBoolean = kind('newsletter');
export const KindSingleSelectRadios = kind('size');
export const KindMultiSelectCheckboxes = kind('toppings');
export const KindSingleSelectLong = schemaStory({ type: 'object', properties: { country: manyOptions.properties.country } });
export const KindMultiSelectFilterable = schemaStory({ type: 'object', properties: { visited: manyOptions.properties.visited } });

// ── SEPs ──
export const Sep1034Defaults: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ name: 'John Doe', age: 30, score: 95.5, status: 'active', verified: true }),
    );
  },
};
export const Sep1330Enums = schemaStory(sep1330Enums);
export const TitledMultiSelectOneOf = schemaStory(titledMultiOneOf);
export const LegacyEnumNames = schemaStory(legacyEnumNames);

// ── Fixtures ──
export const AllKinds = schemaStory(allKinds);
export const AllOptional: Story = {
  args: { schema: allOptional },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({}));
  },
};
export const RequiredBooleanDefaultTrue = schemaStory(requiredBooleanTrue);
export const ManyOptions = schemaStory(manyOptions);
export const Dates = schemaStory(dates);
export const NullableFields = schemaStory(nullableFields);
export const DefaultOutsideEnum = schemaStory(defaultOutsideEnum);
export const PrototypeKeys = schemaStory(prototypeKeys);
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
export const Disabled: Story = { args: { schema: allKinds, disabled: true, defaultValue: { username: 'octocat', seats: '2', size: 'M' } } };
export const SubmitOnly: Story = { args: { schema: specSimpleText, onDecline: undefined, onCancel: undefined } };
export const EvalFreeValidator: Story = { args: { schema: specStructured, validator: createEvalFreeValidator() } };
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
