/**
 * Headless core of SchemaForm: the draft lives in the form's store (schema/form-control.ts),
 * each field subscribing to its own state; it is checked through our `SchemaValidator`. The
 * store stays behind the opaque `handle`, so none of its types is public.
 */
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type FormEvent, type RefObject } from 'react';
import { createFormControl, type Control, type FieldHandlers, type FormCheck } from '../schema/form-control.js';
import { useWatch } from './use-form-watch.js';
import type { ElicitContent } from '../elicitation/types.js';
import type { LabelOverrides, LimitLabels, SchemaFormLabels } from '../i18n/types.js';
import { useElicitationLabels, useElicitationSettings } from './use-elicitation-config.js';
import { focusAndReveal } from './focus-and-reveal.js';
import { checkDraft, type DraftCheck } from '../schema/check-draft.js';
import { readDraft } from '../schema/content.js';
import { checkInSlices, nextTask } from '../schema/sliced-check.js';
import { fieldSchema } from '../schema/field-schema.js';
import { Selection } from '../schema/selection.js';
import { createFieldErrorStore, type FieldErrorStore } from '../schema/field-error-store.js';
import { createFieldChecks } from '../schema/field-checks.js';
import { mergeDraft } from '../schema/defaults.js';
import { formModel } from '../schema/form-model.js';
import { hasPatterns, prepareSchema } from '../schema/own-checks.js';
import { uncheckablePatternKeys } from '../schema/safe-pattern.js';
import type { FieldDescriptor, FieldDraft, FieldErrorCode, FormDraft, FormModel } from '../schema/types.js';
import type { SchemaValidator } from '../schema/validator.js';
import { getDefaultValidator } from '../schema/validators.js';
import { clipLabel } from '../text/clip.js';

/**
 * Form values as the form's store holds them: safe names `f0`, `f1`… (keys may contain dots
 * or be `__proto__`); a multi-select's as a {@link Selection} (O(1) toggles).
 */
export type FieldValuesByName = Record<string, FieldDraft | Selection>;

/** DOM ids of one field's parts; the parts exist only when rendered. */
export interface FieldIds {
  input: string;
  label: string;
  description: string;
  warning: string;
  error: string;
  hint: string;
  /** The notice on a field whose server pattern cannot be checked safely. */
  pattern: string;
}

/** One field as the renderer sees it. */
export interface SchemaFormField {
  field: FieldDescriptor;
  /** The name of this field in the form's store (and its inputs' `name`). */
  name: string;
  ids: FieldIds;
}

/** The form's state, opaque to hosts (keeping the store out of our API): pass `form` to `useSchemaField`. */
export interface SchemaFormHandle {
  readonly brand: 'SchemaFormHandle';
}

/** What the field hooks read through a handle. Internal. */
export interface FormInternals {
  control: Control;
  register: (name: string) => FieldHandlers;
  /** A value set from outside the user's typing (text typed before hydration): no check. */
  setValue: (name: string, value: unknown) => void;
  /** The error code shown on each field, by name (one subscription for the form). */
  errorStore: FieldErrorStore;
  /** `isSubmitting` alone, without a copy of the whole form state. */
  submitting: { get(): boolean; subscribe(listener: () => void): () => void };
  /** Stops the field checks in flight (Decline and Cancel: nobody waits for their answers). */
  cancelChecks(): void;
}

const internalsOf = new WeakMap<SchemaFormHandle, FormInternals>();

/** The form-store side of a handle (for the library's own hooks only). */
export function formInternals(form: UseSchemaFormResult): FormInternals {
  const internals = internalsOf.get(form.handle);
  if (!internals) throw new Error('useSchemaField: `form` must come from useSchemaForm');
  return internals;
}

/** True while a valid submit is being handed to `onSubmit` (buttons disable themselves). */
export function useIsSubmitting(form: UseSchemaFormResult): boolean {
  const { submitting } = formInternals(form);
  return useSyncExternalStore(submitting.subscribe, submitting.get, submitting.get);
}

/** The current draft of one field, re-rendering the caller when it changes (internal). */
export function useFormValue(form: UseSchemaFormResult, name: string): unknown {
  return useWatch({ control: formInternals(form).control, name });
}

export interface UseSchemaFormOptions {
  /** `requestedSchema` as received: may be malformed server input. */
  schema: unknown;
  /** Called with content that passed validation against `schema` itself. */
  onSubmit: (content: ElicitContent) => void | Promise<void>;
  /** Controlled draft (the raw text per field). */
  value?: FormDraft;
  /** Initial draft when uncontrolled; laid over the schema defaults. */
  defaultValue?: FormDraft;
  /** Every edit, with the whole draft (serialisable, so a host can keep it across remounts). */
  onValueChange?: (draft: FormDraft) => void;
  /** Locks every input and action; values stay visible. */
  disabled?: boolean;
  /** @default getDefaultValidator() */
  validator?: SchemaValidator;
  labels?: LabelOverrides;
  /** Root of every DOM id. @default useId() */
  id?: string;
}

export interface UseSchemaFormResult {
  normalized: FormModel;
  /** True when the schema can be shown as a form. */
  supported: boolean;
  fields: readonly SchemaFormField[];
  labels: SchemaFormLabels;
  /** Strings of the display limits (long descriptions, long option lists). */
  limits: LimitLabels;
  /** Pass to `useSchemaField`; opaque. */
  handle: SchemaFormHandle;
  disabled: boolean;
  ids: { form: string; message: string; summary: string };
  /** Spread on the `<form>` element. */
  formProps: {
    id: string;
    noValidate: true;
    ref: RefObject<HTMLFormElement | null>;
    onSubmit: (event?: FormEvent) => Promise<void>;
  };
  /** Announced after a submit that found problems; empty otherwise. In the current language. */
  summary: string;
  /** After `summary`, in the same live region: the invalid fields by label (the first 10, then how many more). */
  summaryFields: string;
  /** The fields the last submit found invalid, in display order (empty otherwise): a renderer lists them, each moving focus to its field. */
  invalidFields: readonly SchemaFormField[];
  /** Keys of fields whose server `pattern` cannot be checked safely (each shows a notice). */
  uncheckedPatterns: ReadonlySet<string>;
  /**
   * The last submit could not check the answers (the validator or pattern matcher failed to
   * load), so nothing was sent; submitting again loads them again ("Try again").
   */
  checkUnavailable: boolean;
}

/** The outcome of the last submit that found problems. */
type SummaryState = { invalid: number; names: ReadonlySet<string> } | { rejected: true } | { unavailable: true } | { checking: number } | undefined;

/** A submit's checks that take longer than this (ms) say so ("Checking 3,000 answers…"). */
const CHECKING_NOTICE_MS = 400;

const NO_KEYS: ReadonlySet<string> = new Set();
const NO_FIELDS: readonly SchemaFormField[] = [];
/** How many invalid fields the summary names; the rest are counted. */
export const SUMMARY_FIELDS = 10;

/** Above this many fields, the start of a submit runs in the task after the click. */
const DEFER_SUBMIT_FIELDS = 500;

/** One field's draft as the store holds it: a copy of a selection's (cached) array when `copy`. */
function draftOf({ field, name }: SchemaFormField, values: FieldValuesByName, copy?: boolean): FieldDraft {
  const held = values[name];
  const value = held instanceof Selection ? (copy ? held.toArray().slice() : (held.toArray() as string[])) : held;
  // An unanswered radio group holds null: for a select that is "".
  const empty = value === undefined || (value === null && field.kind !== 'boolean');
  return empty ? (field.kind === 'multi-select' || field.kind === 'string-list' ? [] : '') : (value as FieldDraft);
}

/** The draft the host sees (onValueChange): copies it may keep. */
function toDraft(fields: readonly SchemaFormField[], values: FieldValuesByName): FormDraft {
  const draft: FormDraft = Object.create(null);
  for (const entry of fields) draft[entry.field.key] = draftOf(entry, values, true);
  return draft;
}

function toValues(fields: readonly SchemaFormField[], draft: FormDraft): FieldValuesByName {
  return Object.fromEntries(
    fields.map(({ field, name }) => {
      const value = draft[field.key] ?? null;
      return [name, field.kind === 'multi-select' ? Selection.from(Array.isArray(value) ? value : []) : value];
    }),
  );
}

const asDraft = (value: FieldDraft | Selection | undefined) => (value instanceof Selection ? value.toArray() : value);
const sameDraft = (x: FieldDraft | Selection | undefined, y: FieldDraft | Selection | undefined) => {
  const a = asDraft(x);
  const b = asDraft(y);
  return Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((v, i) => v === b[i]) : a === b;
};

/** How the store checks: one field, or the whole form. */
type Checks = { field(name: string, values: FieldValuesByName): Promise<FieldErrorCode | undefined>; form(values: FieldValuesByName): Promise<FormCheck> };

/**
 * The form's store, checking through the checks of the latest render. No copy of the form
 * state lives in React state: fields subscribe to what they show.
 */
function createStore(defaultValues: FieldValuesByName) {
  let checks: Checks | undefined;
  const form = createFormControl(defaultValues, {
    field: (name, values) => checks!.field(name, values as FieldValuesByName),
    form: (values) => checks!.form(values as FieldValuesByName),
  });
  return {
    form,
    submitting: { get: form.isSubmitting, subscribe: (listener: () => void) => form.subscribe('submitting', listener) },
    setChecks(next: Checks) {
      checks = next;
    },
  };
}

/**
 * State, validation and submission of a form-mode elicitation. Reads `schema` once: give
 * the component a new `key` for a new request.
 */
export function useSchemaForm(options: UseSchemaFormOptions): UseSchemaFormResult {
  const { schema, value, defaultValue, onValueChange, disabled = false } = options;
  const generatedId = useId();
  const root = options.id ?? generatedId;
  const config = useElicitationSettings();
  const allLabels = useElicitationLabels(options.labels);
  const labels = allLabels.schemaForm;
  const validator = options.validator ?? config.validator ?? getDefaultValidator();
  const normalized = useMemo(() => formModel(schema), [schema]);
  const fields = useMemo(
    () =>
      normalized.fields.map((field, i) => {
        const base = `${root}-f${i}`;
        const ids = { input: base, label: `${base}-label`, description: `${base}-desc`, warning: `${base}-warn`, error: `${base}-error`, hint: `${base}-hint`, pattern: `${base}-pattern` };
        return { field, name: `f${i}`, ids };
      }),
    [normalized, root],
  );
  const fieldsByName = useMemo(() => new Map(fields.map((entry) => [entry.name, entry])), [fields]);
  const [summaryState, setSummary] = useState<SummaryState>(undefined);
  const warmLabels = useRef(labels);
  const formRef = useRef<HTMLFormElement>(null);
  // Keys of fields whose pattern is not checked here (also set by a check that hit its work limits).
  const [uncheckedPatterns, setUncheckedPatterns] = useState(NO_KEYS);
  // The field checks in flight: superseded ones stop (schema/field-checks.ts).
  const [fieldChecks] = useState(createFieldChecks);
  // A form unmounted while its validation was in flight must not answer afterwards.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      fieldChecks.cancelAll();
    };
  }, [fieldChecks]);

  // What a check against the server's own requestedSchema (spec: SHOULD validate) shows, by field name.
  const shown = (checked: readonly SchemaFormField[], outcome: DraftCheck) => {
    // A pattern not decided within the work limits is the server's to check: a notice, never an error.
    const undecided = outcome.unchecked;
    if (undecided.length > 0 && mounted.current) setUncheckedPatterns((keys) => (undecided.every((k) => keys.has(k)) ? keys : new Set([...keys, ...undecided])));
    // Codes only: words are chosen at render time, so a language switch re-words them.
    const errors: Partial<Record<string, FieldErrorCode>> = {};
    for (const { field, name } of checked) if (outcome.errors[field.key]) errors[name] = outcome.errors[field.key];
    return errors;
  };
  // Defaults are read once: later `value` changes are pushed into the inputs below.
  const [store] = useState(() => createStore(toValues(fields, mergeDraft(normalized.fields, value ?? defaultValue))));
  // A blur or an edit re-checks that field alone (re-checking the whole form per key costs ~100 ms
  // at 5,000 fields); the whole form, with its cross-field keywords, is checked on submit.
  const fieldSchemas = useRef(new Map<string, object | undefined>());
  const checkField = async (name: string, values: FieldValuesByName): Promise<FieldErrorCode | undefined> => {
    const one = fieldsByName.get(name);
    if (!one) return undefined;
    if (!fieldSchemas.current.has(name)) fieldSchemas.current.set(name, fieldSchema(schema, one.field.key, one.field.required, one.field.kind === 'multi-select'));
    const controller = fieldChecks.start(name);
    try {
      // An object: every field of the form is a property of the schema (schema/field-schema.ts).
      const outcome = await checkDraft([one.field], readDraft([one.field], toDraft([one], values)), fieldSchemas.current.get(name) as object, validator, controller.signal);
      return shown([one], outcome)[name];
    } catch (error) {
      if (!controller.signal.aborted) throw error;
      // Superseded: the field keeps the error it shows now.
      return store.form.getErrors()[name];
    } finally {
      fieldChecks.end(name, controller);
    }
  };
  const checkForm = async (values: FieldValuesByName): Promise<FormCheck> => {
    // A failed submit's work in tasks of their own (the click, the check, applying its errors):
    // in one task 5,000 fields blocked input for 100–300 ms.
    await nextTask();
    // Long checks run in slices (schema/guarded-core.ts); after a moment they say so.
    const progress = setTimeout(() => mounted.current && setSummary({ checking: fields.length }), CHECKING_NOTICE_MS);
    const outcome = await checkInSlices(normalized.fields, (i) => draftOf(fields[i]!, values), schema as object, validator).finally(() => clearTimeout(progress));
    const errors = shown(fields, outcome);
    await nextTask();
    // The draft's own problems come first; otherwise a form the engine could not check is not sent.
    return outcome.refusal || Object.keys(errors).length ? { errors, refusal: outcome.refusal } : { content: outcome.content };
  };

  // The latest render's checks (the validator may change), in place before any event reaches the new inputs.
  useLayoutEffect(() => store.setChecks({ field: checkField, form: checkForm }));
  const { form } = store;
  const { control, register, subscribe, getValues, setValue, submit } = form;

  // Warm the validator when idle, after the form is on screen: compiling a large schema costs
  // tens of milliseconds that must not delay the form appearing.
  useEffect(() => {
    if (!normalized.supported || typeof schema !== 'object' || schema === null) return;
    // Never an unhandled rejection: a failed warm-up shows again, and is handled, on submit.
    const warm = () => {
      void Promise.resolve().then(() => validator.prepare?.(schema)).catch(() => undefined);
      // The page's first Intl.NumberFormat loads ICU data (~180 ms in Chromium): not in the submit.
      warmLabels.current.errorSummary(2);
    };
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(warm, { timeout: 1000 });
      return () => cancelIdleCallback(handle);
    }
    const handle = setTimeout(warm, 0);
    return () => clearTimeout(handle);
  }, [validator, schema, normalized.supported]);

  // One subscription to the errors for the whole form, fanned out per field (field-error-store.ts).
  const [errorStore] = useState(createFieldErrorStore);
  useEffect(() => subscribe('errors', () => errorStore.set(form.getErrors())), [subscribe, form, errorStore]);
  const [handle] = useState(() => {
    const created: SchemaFormHandle = Object.freeze({ brand: 'SchemaFormHandle' });
    internalsOf.set(created, { control, register, setValue, errorStore, submitting: store.submitting, cancelChecks: fieldChecks.cancelAll });
    return created;
  });

  const checkUnavailable = summaryState !== undefined && 'unavailable' in summaryState;
  const invalidNames = summaryState !== undefined && 'invalid' in summaryState ? summaryState.names : undefined;
  const invalidFields = useMemo(() => (invalidNames ? fields.filter((entry) => invalidNames.has(entry.name)) : NO_FIELDS), [fields, invalidNames]);
  // Patterns that cannot run in linear time (backreferences, lookaround) get a notice once the
  // pattern engine has loaded; if it cannot load, no field is blamed, and it is retried after a submit.
  useEffect(() => {
    if (!normalized.supported || typeof schema !== 'object' || schema === null) return;
    const prepared = prepareSchema(schema);
    if (!hasPatterns(prepared)) return;
    let live = true;
    uncheckablePatternKeys(prepared.checks).then(
      (keys) => live && keys.size > 0 && setUncheckedPatterns(keys),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [schema, normalized.supported, checkUnavailable]);

  const latestOnChange = useRef(onValueChange);
  useEffect(() => {
    latestOnChange.current = onValueChange;
  }, [onValueChange]);
  // Only when someone listens: each notification copies every value (5,000 fields: ~1 s per submit).
  const listening = onValueChange !== undefined;
  useEffect(
    () =>
      listening
        ? subscribe('values', () => latestOnChange.current?.(toDraft(fields, getValues() as FieldValuesByName)))
        : undefined,
    [subscribe, getValues, fields, listening],
  );

  // Controlled mode: push a host-supplied draft into the inputs where it differs.
  useEffect(() => {
    if (value === undefined) return;
    const next = toValues(fields, mergeDraft(normalized.fields, value));
    const current = getValues() as FieldValuesByName;
    for (const { name } of fields) {
      if (!sameDraft(current[name], next[name])) setValue(name, next[name] ?? null);
    }
  }, [value, fields, normalized.fields, getValues, setValue]);

  const onSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    // The submit checks every field: the field checks in flight are superseded.
    fieldChecks.cancelAll();
    // The start of a submit copies every value and tells each subscriber: in a long form that runs
    // in the next task, keeping the click's task short; a short form goes on at once, as a round's question expects.
    if (fields.length > DEFER_SUBMIT_FIELDS) {
      await nextTask();
      if (!mounted.current) return;
    }
    let firstInvalid: string | undefined;
    await submit(
      async (content) => {
        if (!mounted.current) return;
        setSummary(undefined);
        await options.onSubmit(content);
      },
      ({ errors, refusal }) => {
        const invalid = fields.filter(({ name }) => errors[name]);
        setSummary(invalid.length ? { invalid: invalid.length, names: new Set(invalid.map((entry) => entry.name)) } : refusal === 'unavailable' ? { unavailable: true } : { rejected: true });
        firstInvalid = invalid[0]?.name;
      },
    );
    // Focus the first invalid field in display order, after the store marked the form submitted
    // (so the blur of the field being left is not checked again) and the first messages are drawn.
    const first = firstInvalid && formRef.current?.elements.namedItem(firstInvalid);
    const target = first instanceof RadioNodeList ? first[0] : first;
    if (target instanceof HTMLElement) focusAndReveal(target);
  };

  return {
    normalized,
    supported: normalized.supported,
    fields,
    labels,
    limits: allLabels.limits,
    handle,
    disabled,
    ids: { form: root, message: `${root}-message`, summary: `${root}-summary` },
    formProps: {
      id: root,
      noValidate: true,
      ref: formRef,
      onSubmit: (event) => (disabled ? (event?.preventDefault(), Promise.resolve()) : onSubmit(event)),
    },
    summary:
      summaryState === undefined
        ? ''
        : 'invalid' in summaryState
          ? labels.errorSummary(summaryState.invalid)
          : 'unavailable' in summaryState
            ? labels.checkUnavailable
            : 'checking' in summaryState
              ? labels.checking(summaryState.checking)
              : labels.formRejected,
    invalidFields,
    summaryFields:
      invalidFields.length === 0
        ? ''
        : labels.errorFields(
            invalidFields.slice(0, SUMMARY_FIELDS).map((entry) => clipLabel(entry.field.label, 60)),
            Math.max(0, invalidFields.length - SUMMARY_FIELDS),
          ),
    uncheckedPatterns,
    checkUnavailable,
  };
}
