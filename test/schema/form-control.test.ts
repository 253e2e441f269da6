// The form's store (src/schema/form-control.ts) on its own, without React or a DOM: when a
// field is checked and what a submit hands on (what an input receives: bind-input.test.ts). The form tests
// (test/components/schema-form*.test.tsx) drive the same store through SchemaForm.
import { describe, expect, it, vi } from 'vitest';
import type { ElicitContent } from '../../src/elicitation/types';
import { createFormControl, type FieldErrors, type FormChecks } from '../../src/schema/form-control';

type Values = { a: unknown; b: unknown };

/** Checks that mark `a` invalid while it is empty, recording what each call checked (a field's name, or all of them). */
function checksOf(calls: string[][], onField?: (values: Values) => Promise<void>): FormChecks {
  return {
    field: async (name, values) => {
      calls.push([name]);
      await onField?.(values as Values);
      return name === 'a' && values.a === '' ? 'required' : undefined;
    },
    form: async (values) => {
      calls.push(Object.keys(values));
      return values.a === '' ? { errors: { a: 'required' } } : { content: { ...values } as ElicitContent };
    },
  };
}

function setup(defaults: Values = { a: '', b: 'x' }) {
  const calls: string[][] = [];
  const form = createFormControl(defaults, checksOf(calls));
  const errors: FieldErrors[] = [];
  form.subscribe('errors', () => errors.push(form.getErrors()));
  const event = (name: string, value: unknown, type = 'change') => ({ target: { name, value }, type });
  return { form, calls, errors, event };
}

describe('form control', () => {
  it('checks a field first when it is left, then on every change; after a submit, on every change and not when left', async () => {
    const { form, calls, errors, event } = setup();
    const a = form.register('a');
    await a.onChange(event('a', 'typed'));
    expect(calls).toEqual([]); // not left yet
    await a.onBlur(event('a', '', 'blur'));
    expect(calls).toEqual([['a']]);
    expect(form.getErrors().a).toBe('required');
    await a.onChange(event('a', 'ok'));
    expect(calls).toHaveLength(2);
    expect(form.getErrors().a).toBeUndefined();
    expect(errors.at(-1)).toEqual({});

    const b = form.register('b');
    await b.onChange(event('b', 'y'));
    expect(calls).toHaveLength(2); // b not left yet
    await form.submit(() => {});
    expect(calls.at(-1)).toEqual(['a', 'b']);
    await b.onChange(event('b', 'z'));
    expect(calls).toHaveLength(4); // after a submit, a change checks
    await b.onBlur(event('b', 'z', 'blur'));
    expect(calls).toHaveLength(4); // and leaving does not
  });

  it('a check whose field was edited again before it finished changes nothing', async () => {
    const calls: string[][] = [];
    let finish: (() => void) | undefined;
    const form = createFormControl(
      { a: '', b: '' },
      checksOf(calls, async () => {
        if (calls.length === 1) await new Promise<void>((resolve) => (finish = resolve));
      }),
    );
    const a = form.register('a');
    const first = a.onBlur({ target: { name: 'a', value: '' }, type: 'blur' });
    await a.onChange({ target: { name: 'a', value: 'later' }, type: 'change' });
    finish!();
    await first;
    expect(form.getErrors().a).toBeUndefined();
  });

  it('a submit hands the check’s content to onValid, or the errors to onInvalid before they are shown', async () => {
    const { form, errors, event } = setup();
    const onValid = vi.fn();
    const shownWhenInvalid: unknown[] = [];
    await form.submit(onValid, () => shownWhenInvalid.push(form.getErrors().a && errors.length));
    expect(onValid).not.toHaveBeenCalled();
    expect(shownWhenInvalid).toEqual([0]); // onInvalid ran before any subscriber heard of the errors
    expect(errors.at(-1)).toEqual({ a: 'required' });
    await form.register('a').onChange(event('a', 'filled'));
    await form.submit(onValid);
    expect(onValid).toHaveBeenCalledWith({ a: 'filled', b: 'x' });
  });

  it('says when a submit starts and ends; a throwing onValid still ends it, then throws', async () => {
    const { form } = setup({ a: 'ok', b: '' });
    const states: boolean[] = [];
    form.subscribe('submitting', () => states.push(form.isSubmitting()));
    await expect(
      form.submit(() => {
        throw new Error('host failed');
      }),
    ).rejects.toThrow('host failed');
    expect(states).toEqual([true, false]);
  });

  it('a value set from outside is not checked, and tells its watchers', async () => {
    const { form, calls } = setup();
    const seen: unknown[] = [];
    form.control.watch('a', () => seen.push(form.control.get('a')));
    form.setValue('a', 'pushed');
    expect(seen).toEqual(['pushed']);
    expect(calls).toEqual([]);
  });

  it('tells a watcher of one field about that field only', async () => {
    const { form, event } = setup();
    const seen: unknown[] = [];
    form.control.watch('b', () => seen.push(form.control.get('b')));
    await form.register('a').onChange(event('a', 'x'));
    await form.register('b').onChange(event('b', 'y'));
    expect(seen).toEqual(['y']);
  });
});
