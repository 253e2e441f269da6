/**
 * The draft of one form while the user edits it: values, errors shown, touched fields, submit
 * state. React- and DOM-free. A field is checked on leaving it and then on every change; after
 * a submit, on every change. A check whose value was edited again before it finished changes nothing.
 */

/** What a check found wrong with one field (or, under `root`, with the whole form): a code, worded at render time. */
export interface FieldError {
  type: string;
}

/** Errors by field name (and `root` for the whole form). */
export type FieldErrors = Partial<Record<string, FieldError>>;

/** A submit's outcome: the content to send, or what is wrong. */
export type FormCheck<Out> = { values: Out; errors: Record<string, never> } | { values: Record<string, never>; errors: FieldErrors };

export interface FormChecks<V, Out> {
  /** One field, after an edit or on leaving it: its error, if any. */
  field(name: string, values: V): Promise<FieldError | undefined>;
  /** The whole form, on submit. */
  form(values: V): Promise<FormCheck<Out>>;
}

/** What `subscribe` can watch. */
export interface ReadFormState {
  errors: boolean;
  values: boolean;
  isSubmitting: boolean;
}

export interface FormStateSnapshot<V> {
  values: V;
  errors: FieldErrors;
  isSubmitting: boolean;
}

/** An edit or a blur of one field: its name and the value it now holds. */
export interface FieldEvent {
  target: { name?: string; value?: unknown } | EventTarget | null;
  type: string;
}

export interface FieldHandlers {
  name: string;
  onChange: (event: FieldEvent) => Promise<void>;
  onBlur: (event: FieldEvent) => Promise<void>;
}

/** One value by name, for `useWatch` (hooks/use-form-watch.ts) and the input binding. */
export interface Control {
  get(name: string): unknown;
  watch(name: string, listener: () => void): () => void;
}

export function createFormControl<V extends Record<string, unknown>, Out = V>(options: { defaultValues: V; checks: FormChecks<V, Out> }) {
  const { checks } = options;
  const values: Record<string, unknown> = { ...options.defaultValues };
  let errors: FieldErrors = {};
  const touched = new Set<string>();
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
  const setErrors = (next: FieldErrors) => {
    errors = next;
    tell('errors');
  };

  const check = async (name: string, value: unknown) => {
    // The live values: no copy of 10,000 values per keystroke.
    const error = await checks.field(name, values as V);
    // Edited again meanwhile: the newer edit's check decides.
    if (!Object.is(values[name], value)) return;
    const previous = errors[name];
    if (error ? previous?.type === error.type : previous === undefined) return;
    const next = { ...errors };
    if (error) next[name] = error;
    else delete next[name];
    setErrors(next);
  };

  const onEvent = async (event: FieldEvent) => {
    const target = (event.target ?? {}) as { name?: string; value?: unknown };
    const name = target.name ?? '';
    if (!(name in values)) return;
    const blur = event.type === 'blur' || event.type === 'focusout';
    const value = target.value;
    const validate = submitted ? !blur : blur || touched.has(name);
    values[name] = value;
    if (blur) touched.add(name);
    else changed(name);
    if (validate) await check(name, value);
  };

  const control: Control = {
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
    register: (name: string): FieldHandlers => ({ name, onChange: onEvent, onBlur: onEvent }),
    getValues: () => ({ ...values }) as V,
    /** A value from outside the user's typing (the host's draft, text typed before hydration): no check. */
    setValue(name: string, value: unknown) {
      values[name] = value;
      changed(name);
    },
    getFieldState: (name: string) => ({ error: errors[name], isTouched: touched.has(name) }),
    subscribe(props: { formState: Partial<ReadFormState>; callback: (state: FormStateSnapshot<V>) => void }) {
      const subscriber = { ...props };
      subscribers.add(subscriber);
      return () => void subscribers.delete(subscriber);
    },
    /** Check the whole form, then `onValid(content)` or `onInvalid(errors)` (before the errors are shown). */
    handleSubmit:
      (onValid: (content: Out) => unknown, onInvalid?: (errors: FieldErrors) => unknown) =>
      async (): Promise<void> => {
        submitting = true;
        tell('isSubmitting');
        let result: FormCheck<Out>;
        try {
          result = await checks.form(values as V);
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
