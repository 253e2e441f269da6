// The DOM side of the form's store (src/hooks/bind-input.ts): what an uncontrolled input
// receives, and that text typed before hydration wins over the store's default.
import { describe, expect, it } from 'vitest';
import { createFormControl } from '../../src/schema/form-control';
import { bindInput } from '../../src/hooks/bind-input';

function setup() {
  const form = createFormControl({ a: 'default', b: 'server' }, { field: async () => undefined, form: async () => ({ content: {} }) });
  return { form, bind: (name: string) => bindInput(form.control, name, form.setValue) };
}

describe('bindInput', () => {
  it('an input receives its value when it mounts and on setValue, and keeps text typed before hydration', () => {
    const { form, bind } = setup();
    const input = document.createElement('input');
    bind('a')(input);
    expect(input.value).toBe('default');
    form.setValue('a', 'pushed');
    expect(input.value).toBe('pushed');

    const typed = document.createElement('input');
    typed.value = 'typed early'; // differs from its defaultValue (the server's markup)
    bind('b')(typed);
    expect(typed.value).toBe('typed early');
    expect(form.getValues().b).toBe('typed early');
  });

  it('what the user typed is not written back (a write would move the caret), and a detached input hears nothing more', async () => {
    const { form, bind } = setup();
    const input = Object.assign(document.createElement('input'), { name: 'a' });
    const ref = bind('a');
    ref(input);
    // Count the writes from here on: the store's own value setter, wrapped.
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!;
    let writes = 0;
    Object.defineProperty(input, 'value', { get: () => setter.get!.call(input), set: (text: string) => (writes++, setter.set!.call(input, text)) });
    setter.set!.call(input, 'typed');
    await form.register('a').onChange({ target: input, type: 'change' });
    expect(form.getValues().a).toBe('typed');
    expect(writes).toBe(0);
    ref(null);
    form.setValue('a', 'later');
    expect(input.value).toBe('typed');
  });
});
