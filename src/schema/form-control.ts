/**
 * The draft of one form while the user edits it: values, errors shown, touched fields, submit
 * state. React- and DOM-free. A field is checked on leaving it and then on every change; after
 * a submit, on every change. A check whose value was edited again before it finished changes nothing.
 */
import type { ElicitContent } from '../elicitation/types.js';
import type { DraftCheck } from './check-draft.js';
import type { FieldErrorCode } from './types.js';

/** Error codes by field name, as checks found them: worded at render time. */
export type FieldErrors = Partial<Record<string, FieldErrorCode>>;

/** A submit's outcome: the content to send, or what is wrong (by field, or `refusal` of the whole form). */
export type FormCheck = { content: ElicitContent; errors?: undefined } | { errors: FieldErrors; refusal?: DraftCheck['refusal'] };

export type FormValues = Record<string, unknown>;

export interface FormChecks {
  /** One field, after an edit or on leaving it: its error, if any. */
  field(name: string, values: FormValues): Promise<FieldErrorCode | undefined>;
  /** The whole form, on submit. */
  form(values: FormValues): Promise<FormCheck>;
}

/** What a subscriber can hear about; it reads the new state through the getters. */
export type FormTopic = 'errors' | 'values' | 'submitting';

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

export function createFormControl(defaultValues: FormValues, checks: FormChecks) {
  const values: FormValues = { ...defaultValues };
  let errors: FieldErrors = {};
  const touched = new Set<string>();
  let submitted = false;
  let submitting = false;
  // Listeners of one field's value (by name), and of each topic (by topic).
  const watchers = new Map<string, Set<() => void>>();
  const subscribers = new Map<FormTopic, Set<() => void>>();
  const listen = <K>(listeners: Map<K, Set<() => void>>, key: K, listener: () => void) => {
    let set = listeners.get(key);
    if (!set) listeners.set(key, (set = new Set()));
    set.add(listener);
    return () => void set.delete(listener);
  };
  const tell = <K>(listeners: Map<K, Set<() => void>>, key: K) => {
    for (const listener of [...(listeners.get(key) ?? [])]) listener();
  };
  const changed = (name: string) => {
    tell(watchers, name);
    tell(subscribers, 'values');
  };
  const setSubmitting = (on: boolean) => {
    submitting = on;
    tell(subscribers, 'submitting');
  };

  const check = async (name: string, value: unknown) => {
    // The live values: no copy of 10,000 values per keystroke.
    const error = await checks.field(name, values);
    // Edited again meanwhile: the newer edit's check decides.
    if (!Object.is(values[name], value) || errors[name] === error) return;
    const next = { ...errors };
    if (error) next[name] = error;
    else delete next[name];
    errors = next;
    tell(subscribers, 'errors');
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

  const control: Control = { get: (name) => values[name], watch: (name, listener) => listen(watchers, name, listener) };

  return {
    control,
    register: (name: string): FieldHandlers => ({ name, onChange: onEvent, onBlur: onEvent }),
    getValues: () => ({ ...values }),
    getErrors: () => errors,
    isSubmitting: () => submitting,
    /** A value from outside the user's typing (the host's draft, text typed before hydration): no check. */
    setValue(name: string, value: unknown) {
      values[name] = value;
      changed(name);
    },
    subscribe: (topic: FormTopic, listener: () => void) => listen(subscribers, topic, listener),
    /** Check the whole form, then `onValid(content)` or `onInvalid(check)` (before the errors are shown). */
    async submit(onValid: (content: ElicitContent) => unknown, onInvalid?: (check: Exclude<FormCheck, { content: ElicitContent }>) => unknown): Promise<void> {
      setSubmitting(true);
      let result: FormCheck | undefined;
      try {
        result = await checks.form(values);
        errors = result.errors ?? {};
        if (result.errors) await onInvalid?.(result);
        else {
          tell(subscribers, 'errors');
          await onValid(result.content);
        }
      } finally {
        // A check that failed to run leaves the form as it was; a failing onValid still ends the submit.
        if (result) submitted = true;
        setSubmitting(false);
        if (result) tell(subscribers, 'errors');
      }
    },
  };
}
