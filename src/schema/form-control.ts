/**
 * The draft of one form while the user edits it: the values by field name, the errors shown,
 * which fields were left ("touched"), whether a submit ran, and when each check runs — the
 * part of react-hook-form that SchemaForm used (`createFormControl`, `register`, `useWatch`,
 * `subscribe`, `handleSubmit`), with the same names and timing, as a small store of ours:
 * react-hook-form was 12.3 kB gzip of the 54 kB a page loads for its first form, and its ref
 * callbacks re-registered fields and wrote the DOM again as each one mounted.
 *
 * When a field is checked (react-hook-form's `mode: 'onTouched'`, `reValidateMode:
 * 'onChange'`): before any submit, on leaving a field and then on every change of a field
 * already left; after a submit, on every change (not on leaving). A check whose value was
 * edited again before it finished changes nothing. A submit checks every field (the
 * resolver with every name) and hands the result to `onValid` or `onInvalid`.
 *
 * Text inputs and selects stay uncontrolled: `register(name).ref` gives the element, which
 * receives the value on mount (or keeps what was typed into server-rendered markup before
 * hydration) and on `setValue`; `onChange` reads it. Other fields (checkboxes, radios,
 * lists) send `{ target: { name, value } }` themselves and are drawn from `watch`.
 * React-free (hooks/use-schema-form.ts holds it; hooks/use-form-watch.ts reads one value).
 */

export interface FieldError {
  type: string;
  message?: string;
}

/** Errors by field name (and `root` for the whole form). */
export type FieldErrors<V> = Partial<Record<Extract<keyof V, string> | 'root', FieldError>>;

export interface ResolverOptions {
  /** The fields to check: one on a blur or change, all of them on submit. */
  names?: string[];
}

export type Resolver<V, C, Out> = (values: V, context: C | undefined, options: ResolverOptions) => Promise<{ values: Out | Record<string, never>; errors: FieldErrors<V> }>;

/** What `subscribe` can watch. */
export interface ReadFormState {
  errors: boolean;
  values: boolean;
  isSubmitting: boolean;
}

export interface FormStateSnapshot<V> {
  values: V;
  errors: FieldErrors<V>;
  isSubmitting: boolean;
}

type Target = { name?: string; value?: unknown; type?: string };
/** A DOM event, or `{ target: { name, value }, type }` from a field drawn by React. */
export interface FieldEvent {
  target: Target | EventTarget | null;
  type: string;
}

export interface UseFormRegisterReturn {
  name: string;
  ref: (instance: Element | null) => void;
  onChange: (event: FieldEvent) => Promise<void>;
  onBlur: (event: FieldEvent) => Promise<void>;
}

export type UseFormRegister<V> = (name: Extract<keyof V, string>) => UseFormRegisterReturn;

/** One value by name, for `useWatch` (hooks/use-form-watch.ts). */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the same type parameters as `createFormControl`'s
export interface Control<V, C = unknown, Out = V> {
  get(name: string): unknown;
  watch(name: string, listener: () => void): () => void;
}

export interface FormControlOptions<V, C, Out> {
  defaultValues: V;
  resolver: Resolver<V, C, Out>;
  /** The only timing there is (see above); named as react-hook-form names it. */
  mode?: 'onTouched';
  reValidateMode?: 'onChange';
  /** Focus stays where it is; the caller moves it (hooks/use-schema-form.ts). */
  shouldFocusError?: false;
}

type Writable = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const isWritable = (element: Element): element is Writable => 'value' in element && 'defaultValue' in element;

const isSelect = (element: Element): element is HTMLSelectElement => element.tagName === 'SELECT';

/** Typed into the server's markup before the page's script ran (react-hook-form's `isEdited`). */
function editedBeforeHydration(element: Writable): boolean {
  // By tag, not `instanceof HTMLSelectElement`: that global is absent in a server's DOM shim
  // and belongs to another realm for an element in an iframe (test/smoke/built-package.test.ts).
  if (isSelect(element)) {
    const options = [...element.options];
    if (element.multiple || options.some((option) => option.defaultSelected)) return options.some((option) => option.selected !== option.defaultSelected);
    return element.selectedIndex > 0;
  }
  return element.value !== element.defaultValue;
}

export function createFormControl<V extends Record<string, unknown>, C = unknown, Out = V>(options: FormControlOptions<V, C, Out>) {
  type Name = Extract<keyof V, string>;
  const values: Record<string, unknown> = { ...options.defaultValues };
  let errors: FieldErrors<V> = {};
  const touched = new Set<string>();
  const elements = new Map<string, Writable>();
  let submitted = false;
  let submitting = false;
  const watchers = new Map<string, Set<() => void>>();
  const subscribers = new Set<{ formState: Partial<ReadFormState>; callback: (state: FormStateSnapshot<V>) => void }>();

  const snapshot = (): FormStateSnapshot<V> => ({ values: { ...values } as V, errors, isSubmitting: submitting });
  const tell = (topic: keyof ReadFormState) => {
    let state: FormStateSnapshot<V> | undefined;
    for (const subscriber of [...subscribers]) if (subscriber.formState[topic]) subscriber.callback((state ??= snapshot()));
  };
  const changed = (name: string) => {
    for (const listener of [...(watchers.get(name) ?? [])]) listener();
    tell('values');
  };
  const write = (name: string) => {
    const element = elements.get(name);
    if (element) element.value = values[name] === null || values[name] === undefined ? '' : String(values[name]);
  };
  const setErrors = (next: FieldErrors<V>) => {
    errors = next;
    tell('errors');
  };

  const check = async (name: string, value: unknown) => {
    // The live values, as react-hook-form gave them: no copy of 10,000 values per keystroke.
    const result = await options.resolver(values as V, undefined, { names: [name] });
    // Edited again meanwhile: the newer edit's check decides.
    if (!Object.is(values[name], value)) return;
    const error = result.errors[name as Name];
    const previous = errors[name as Name];
    if (error ? previous?.type === error.type && previous?.message === error.message : previous === undefined) return;
    const next = { ...errors };
    if (error) next[name as Name] = error;
    else delete next[name as Name];
    setErrors(next);
  };

  const onEvent = async (event: FieldEvent) => {
    const target = (event.target ?? {}) as Target;
    const name = target.name ?? '';
    if (!(name in values) && !elements.has(name)) return;
    const blur = event.type === 'blur' || event.type === 'focusout';
    const value = target.value;
    const validate = submitted ? !blur : blur || touched.has(name);
    values[name] = value;
    if (blur) touched.add(name);
    else changed(name);
    if (validate) await check(name, value);
  };

  const register = (name: Name): UseFormRegisterReturn => ({
    name,
    onChange: onEvent,
    onBlur: onEvent,
    ref: (instance) => {
      if (!instance || !isWritable(instance)) return;
      if (elements.get(name) === instance) return;
      elements.set(name, instance);
      if (editedBeforeHydration(instance)) {
        values[name] = instance.value;
        changed(name);
      } else {
        write(name);
      }
    },
  });

  const control: Control<V, C, Out> = {
    get: (name) => values[name],
    watch(name, listener) {
      let set = watchers.get(name);
      if (!set) watchers.set(name, (set = new Set()));
      set.add(listener);
      return () => void set.delete(listener);
    },
  };

  return {
    control,
    register,
    getValues: () => ({ ...values }) as V,
    setValue(name: Name, value: V[Name]) {
      values[name] = value;
      write(name);
      changed(name);
    },
    getFieldState: (name: Name) => ({ error: errors[name], isTouched: touched.has(name) }),
    subscribe(props: { formState: Partial<ReadFormState>; callback: (state: FormStateSnapshot<V>) => void }) {
      const subscriber = { ...props };
      subscribers.add(subscriber);
      return () => void subscribers.delete(subscriber);
    },
    /** As react-hook-form's: check every field, then `onValid(content)` or `onInvalid(errors)`. */
    handleSubmit:
      (onValid: (content: Out) => unknown, onInvalid?: (errors: FieldErrors<V>) => unknown) =>
      async (event?: { preventDefault?: () => void }): Promise<void> => {
        event?.preventDefault?.();
        submitting = true;
        tell('isSubmitting');
        let result: Awaited<ReturnType<Resolver<V, C, Out>>>;
        try {
          result = await options.resolver(values as V, undefined, { names: Object.keys(values) });
        } catch (error) {
          submitting = false;
          tell('isSubmitting');
          throw error;
        }
        errors = result.errors;
        let failed: { error: unknown } | undefined;
        if (Object.keys(errors).length === 0) {
          setErrors({});
          try {
            await onValid(result.values as Out);
          } catch (error) {
            failed = { error };
          }
        } else {
          await onInvalid?.({ ...errors });
        }
        submitted = true;
        submitting = false;
        tell('isSubmitting');
        tell('errors');
        if (failed) throw failed.error;
      },
  };
}
