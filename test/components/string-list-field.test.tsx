/**
 * Free-text lists (pydantic `list[str]`): entries added, removed and typed through roles
 * and the keyboard, limits shown and enforced, each entry checked, `string[]` sent.
 */
import { StrictMode, forwardRef } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  ElicitationProvider,
  SchemaForm,
  useSchemaForm,
  useStringListField,
  type ElicitContent,
  type SchemaFormField,
  type UseSchemaFormResult,
} from '../../src/index';
import type { InputProps } from '../../src/host';

const listSchema = (tags: Record<string, unknown>, required: string[] = []) => ({
  type: 'object',
  properties: { tags: { type: 'array', title: 'Tags', items: { type: 'string' }, ...tags } },
  required,
});

function setup(schema: unknown) {
  const user = userEvent.setup();
  const onSubmit = vi.fn<(content: ElicitContent) => void>();
  render(
    <StrictMode>
      <SchemaForm schema={schema} onSubmit={onSubmit} />
    </StrictMode>,
  );
  const group = () => within(screen.getByRole('group', { name: /^Tags/ }));
  const submit = () => user.click(screen.getByRole('button', { name: 'Submit' }));
  return { user, onSubmit, group, submit };
}

const sent = async (onSubmit: ReturnType<typeof vi.fn>) => {
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  return onSubmit.mock.calls[0]![0] as ElicitContent;
};

describe('StringListField', () => {
  it('adds, types and removes entries; sends string[] with blank entries dropped', async () => {
    const { user, onSubmit, group, submit } = setup(listSchema({}));
    expect(group().getAllByRole('textbox')).toHaveLength(1);
    await user.type(group().getByRole('textbox', { name: 'Entry 1' }), 'red');
    await user.click(group().getByRole('button', { name: 'Add' }));
    expect(group().getByRole('textbox', { name: 'Entry 2' })).toHaveFocus();
    await user.keyboard('green');
    await user.click(group().getByRole('button', { name: 'Add' }));
    await user.keyboard('  ');
    await user.click(group().getByRole('button', { name: 'Add' }));
    await user.keyboard('blue ');
    expect(group().getByRole('list')).toBeInTheDocument();
    await user.click(group().getByRole('button', { name: 'Remove entry 2' }));
    // The entry that took its place has focus.
    expect(group().getByRole('textbox', { name: 'Entry 2' })).toHaveFocus();
    expect(group().getAllByRole('textbox').map((i) => (i as HTMLInputElement).value)).toEqual(['red', '  ', 'blue ']);
    await submit();
    // Entries as typed (like a text field), the blank one dropped.
    expect(await sent(onSubmit)).toEqual({ tags: ['red', 'blue '] });
  });

  it('is usable with the keyboard alone; removing the last entry focuses the one before, then Add', async () => {
    const { user, group } = setup(listSchema({}));
    await user.tab();
    expect(group().getByRole('textbox', { name: 'Entry 1' })).toHaveFocus();
    await user.keyboard('a');
    await user.tab();
    expect(group().getByRole('button', { name: 'Remove entry 1' })).toHaveFocus();
    await user.tab();
    expect(group().getByRole('button', { name: 'Add' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(group().getByRole('textbox', { name: 'Entry 2' })).toHaveFocus();
    await user.keyboard('b');
    await user.tab();
    await user.keyboard(' ');
    expect(group().getAllByRole('textbox')).toHaveLength(1);
    expect(group().getByRole('textbox', { name: 'Entry 1' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(group().queryByRole('textbox')).toBeNull();
    expect(group().getByRole('button', { name: 'Add' })).toHaveFocus();
  });

  it('says the limits, and at maxItems Add stays focusable but adds nothing, with the reason as its description', async () => {
    const { user, group } = setup(listSchema({ minItems: 1, maxItems: 2 }));
    expect(screen.getByRole('group', { name: /^Tags/ })).toHaveAccessibleDescription('1 to 2 entries.');
    const add = group().getByRole('button', { name: 'Add' });
    expect(add).not.toHaveAttribute('aria-disabled');
    await user.click(add);
    expect(add).toHaveAttribute('aria-disabled', 'true');
    expect(add).toHaveAccessibleDescription('This list holds at most 2 entries: remove one to add another.');
    await user.click(add);
    add.focus();
    await user.keyboard('{Enter}');
    expect(group().getAllByRole('textbox')).toHaveLength(2);
    await user.click(group().getByRole('button', { name: 'Remove entry 2' }));
    expect(add).not.toHaveAttribute('aria-disabled');
    expect(group().queryByText(/holds at most/)).toBeNull();
  });

  it('checks each entry: the wrong ones are marked with their own message, the list says to correct them', async () => {
    const { user, onSubmit, group, submit } = setup(listSchema({ items: { type: 'string', minLength: 3, maxLength: 5 } }, ['tags']));
    await user.type(group().getByRole('textbox', { name: 'Entry 1' }), 'good');
    await user.click(group().getByRole('button', { name: 'Add' }));
    await user.keyboard('no');
    await user.click(group().getByRole('button', { name: 'Add' }));
    await user.keyboard('toolong');
    await submit();
    expect(await screen.findByText('Correct the entries marked below.')).toBeInTheDocument();
    expect(group().getByRole('textbox', { name: 'Entry 1' })).not.toBeInvalid();
    expect(group().getByRole('textbox', { name: 'Entry 2' })).toHaveAccessibleDescription('Enter at least 3 characters.');
    expect(group().getByRole('textbox', { name: 'Entry 3' })).toHaveAccessibleDescription('Enter no more than 5 characters.');
    // The form focuses the list's first input.
    expect(group().getByRole('textbox', { name: 'Entry 1' })).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(group().getByRole('textbox', { name: 'Entry 2' }), 'pe');
    await waitFor(() => expect(group().getByRole('textbox', { name: 'Entry 2' })).not.toBeInvalid());
    await user.click(group().getByRole('button', { name: 'Remove entry 3' }));
    await submit();
    expect(await sent(onSubmit)).toEqual({ tags: ['good', 'nope'] });
  });

  it('entry formats and the server schema: a bad email is caught against the original schema', async () => {
    const { user, onSubmit, group, submit } = setup(listSchema({ items: { type: 'string', format: 'email' } }));
    const input = group().getByRole('textbox', { name: 'Entry 1' });
    expect(input).toHaveAttribute('type', 'email');
    await user.type(input, 'not-an-email');
    await submit();
    expect(await screen.findByText(/Enter a valid email address/)).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'ada@example.com');
    await submit();
    expect(await sent(onSubmit)).toEqual({ tags: ['ada@example.com'] });
  });

  it('minItems: too few entries is said in list words', async () => {
    const { user, onSubmit, group, submit } = setup(listSchema({ minItems: 2 }, ['tags']));
    // A list that needs two entries starts with two boxes.
    expect(group().getAllByRole('textbox')).toHaveLength(2);
    await user.type(group().getByRole('textbox', { name: 'Entry 1' }), 'one');
    await submit();
    expect(await screen.findByText('Add at least 2 entries.')).toBeInTheDocument();
    await user.type(group().getByRole('textbox', { name: 'Entry 2' }), 'two');
    await submit();
    expect(await sent(onSubmit)).toEqual({ tags: ['one', 'two'] });
  });

  it('an untouched optional list is left out', async () => {
    const optional = setup(listSchema({}));
    await optional.submit();
    expect(await sent(optional.onSubmit)).toEqual({});
  });

  it('a required list with only blank entries is sent empty (the schema has no minItems)', async () => {
    const { onSubmit, submit } = setup(listSchema({}, ['tags']));
    await submit();
    expect(await sent(onSubmit)).toEqual({ tags: [] });
  });

  it('a server default fills the entries; a hostile default of 100,000 entries is ignored, not drawn', async () => {
    const hostile = Array.from({ length: 100_000 }, (_, i) => `t${i}`);
    const { onSubmit, group, submit } = setup(listSchema({ default: hostile }));
    expect(group().getAllByRole('textbox')).toHaveLength(1);
    expect(group().getByRole('textbox', { name: 'Entry 1' })).toHaveValue('');
    await submit();
    expect(await sent(onSubmit)).toEqual({});
  });

  it('draws a default of a few entries as they are', () => {
    const { group } = setup(listSchema({ default: ['a', 'b'] }));
    expect(group().getAllByRole('textbox').map((i) => (i as HTMLInputElement).value)).toEqual(['a', 'b']);
  });

  it('keeps its draft like the other fields: a host draft is drawn, every edit reported with the entries as typed', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<SchemaForm schema={listSchema({})} onSubmit={() => {}} defaultValue={{ tags: ['x', 'y'] }} onValueChange={onValueChange} />);
    const group = within(screen.getByRole('group', { name: /^Tags/ }));
    expect(group.getAllByRole('textbox').map((i) => (i as HTMLInputElement).value)).toEqual(['x', 'y']);
    await user.click(group.getByRole('button', { name: 'Add' }));
    await user.keyboard('z');
    expect(onValueChange).toHaveBeenLastCalledWith({ tags: ['x', 'y', 'z'] });
    await user.click(group.getByRole('button', { name: 'Remove entry 1' }));
    expect(onValueChange).toHaveBeenLastCalledWith({ tags: ['y', 'z'] });
  });

  it("uses the provider's Input and Button parts", async () => {
    const user = userEvent.setup();
    const MyInput = forwardRef<HTMLInputElement, InputProps>(function MyInput(props, ref) {
      return <input ref={ref} {...props} data-acme="" />;
    });
    const onSubmit = vi.fn();
    render(
      <ElicitationProvider components={{ Input: MyInput, Button: (props) => <button {...props} data-acme="" /> }}>
        <SchemaForm schema={listSchema({})} onSubmit={onSubmit} />
      </ElicitationProvider>,
    );
    const group = within(screen.getByRole('group', { name: /^Tags/ }));
    expect(group.getByRole('textbox', { name: 'Entry 1' })).toHaveAttribute('data-acme');
    expect(group.getByRole('button', { name: 'Add' })).toHaveAttribute('data-acme');
    await user.type(group.getByRole('textbox', { name: 'Entry 1' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ tags: ['x'] }));
  });

  it('headless: a host draws its own list with useStringListField and keeps the wiring, focus moves and content', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    function MyList({ form, entry }: { form: UseSchemaFormResult; entry: SchemaFormField }) {
      const list = useStringListField(form, entry);
      return (
        <fieldset {...list.getGroupProps()}>
          <legend {...list.getLabelProps()}>{entry.field.label}</legend>
          <div {...list.getListProps()}>
            {list.entries.map(({ index }) => (
              <span key={index}>
                <input {...list.getEntryProps(index)} className="my-input" />
                <button {...list.getRemoveProps(index)}>✕ {index + 1}</button>
              </span>
            ))}
            <button {...list.getAddProps()}>More</button>
          </div>
          {list.error && <p {...list.getErrorProps()}>{list.error}</p>}
        </fieldset>
      );
    }
    function MyForm() {
      const form = useSchemaForm({ schema: listSchema({ minItems: 2 }, ['tags']), onSubmit, id: 'mine' });
      return (
        <form {...form.formProps}>
          {form.fields.map((entry) => (
            <MyList key={entry.name} form={form} entry={entry} />
          ))}
          <button type="submit">Send</button>
        </form>
      );
    }
    render(<MyForm />);
    const group = within(screen.getByRole('group', { name: 'Tags' }));
    await user.type(group.getByRole('textbox', { name: 'Entry 1' }), 'a');
    await user.click(group.getByRole('button', { name: '✕ 2' }));
    expect(group.getByRole('textbox', { name: 'Entry 1' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Add at least 2 entries.')).toHaveAttribute('id', 'mine-f0-error');
    expect(screen.getByRole('group', { name: 'Tags' })).toHaveAccessibleDescription('Add at least 2 entries.');
    await user.click(group.getByRole('button', { name: 'More' }));
    expect(group.getByRole('textbox', { name: 'Entry 2' })).toHaveFocus();
    await user.keyboard('b');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ tags: ['a', 'b'] }));
  });
});
