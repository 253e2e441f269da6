// Seeded: every fc.assert here takes `property(…)` (test/fixtures/property.ts), which sets
// `seed: FUZZ_SEED`, fixed unless FUZZ_SEED is given; a failure prints the seed to replay it.
/**
 * The react-hook-form binding sends what SchemaForm sends: for every schema of the interop
 * corpus (test/fixtures/real-schemas.ts, as other servers send them) and of the generated
 * one, and for the corpus' own answers and generated ones (junk included), both are given
 * the same draft through their public API and submitted. Both send the same `content`, key
 * for key and in the same order, or both send nothing; each field shows the same message,
 * and a whole-form refusal is the same. The binding's form is a real `useForm`, its fields
 * bound through the helpers: with `register` and with `Controller`, field by field in turn.
 */
import fc from 'fast-check';
import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SchemaForm, defaultLabels, type ElicitContent } from '../../src/index';
import { formModel, type FormDraft } from '../../src/core';
import { useElicitationForm, type ElicitationField, type ElicitationFormValues, type FieldBinding, type UseElicitationFormResult } from '../../src/react-hook-form';
import { fuzzTimeout, property } from '../fixtures/property';
import { realSchemas } from '../fixtures/real-schemas';
import { draftFor, schemaAndDraft } from '../fixtures/schema-arbitraries';

afterEach(cleanup);

type Outcome = { content: ElicitContent | undefined; messages: (string | undefined)[]; rejected: boolean };

/** SchemaForm given `draft`, submitted: what it sent, and the message under each field. */
async function schemaFormOutcome(schema: unknown, draft: FormDraft): Promise<Outcome> {
  const onSubmit = vi.fn<(content: ElicitContent) => void>();
  const view = render(<SchemaForm id="sf" schema={schema} defaultValue={draft} onSubmit={onSubmit} />);
  try {
    const form = view.container.querySelector('form');
    if (!form) return { content: undefined, messages: [], rejected: true }; // a schema it cannot show: nothing is sent
    await act(async () => {
      fireEvent.submit(form);
    });
    const status = () => view.container.querySelector('[role="status"]')?.textContent ?? '';
    await waitFor(() => expect(onSubmit.mock.calls.length > 0 || status() !== '').toBe(true));
    const count = formModel(schema).fields.length;
    const messages = Array.from({ length: count }, (_, i) => view.container.querySelector(`#sf-f${i}-error`)?.textContent ?? undefined);
    return { content: onSubmit.mock.calls[0]?.[0], messages, rejected: status().startsWith(defaultLabels.schemaForm.formRejected) };
  } finally {
    view.unmount();
  }
}

/** One field through the binding's helpers: its control only (the messages are compared from the errors). */
function Control({ field, binding }: { field: ElicitationField; binding: FieldBinding }) {
  switch (field.kind) {
    case 'single-select':
      return (
        <select {...field.getInputProps(binding)}>
          <option value="">{field.emptyOption.label}</option>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      );
    case 'multi-select':
      return (
        <fieldset {...field.getGroupProps(binding)}>
          {field.options.map((option, i) => (
            <input key={option.value} {...field.getOptionProps(binding, option, i)} />
          ))}
        </fieldset>
      );
    case 'string-list':
      return 'field' in binding ? field.getEntries(binding).map((_, i) => <input key={i} {...field.getEntryProps(binding, i)} />) : null;
    default:
      return <input {...field.getInputProps(binding)} />;
  }
}

function BindingForm({ schema, draft, onValid, onInvalid, seen }: { schema: unknown; draft: FormDraft; onValid: (content: ElicitContent) => void; onInvalid: (errors: FieldErrors<ElicitationFormValues>) => void; seen: (e: UseElicitationFormResult, values: () => ElicitationFormValues) => void }) {
  const elicitation = useElicitationForm({ schema, defaultValue: draft });
  const form = useForm(elicitation.formOptions);
  seen(elicitation, form.getValues);
  return (
    <form onSubmit={form.handleSubmit(onValid, onInvalid)}>
      {elicitation.fields.map((field, i) =>
        // Odd fields, and lists (entries come and go), through Controller; the rest with register.
        i % 2 === 1 || field.kind === 'string-list' ? (
          <Controller key={field.name} control={form.control} name={field.name} render={(binding) => <Control field={field} binding={binding} />} />
        ) : (
          <Control key={field.name} field={field} binding={form} />
        ),
      )}
    </form>
  );
}

/** The binding given `draft`, submitted with a real `useForm`. */
async function bindingOutcome(schema: unknown, draft: FormDraft): Promise<Outcome & { fromValues: ElicitContent | undefined }> {
  const onValid = vi.fn<(content: ElicitContent) => void>();
  const onInvalid = vi.fn<(errors: FieldErrors<ElicitationFormValues>) => void>();
  let elicitation: UseElicitationFormResult | undefined;
  let values: (() => ElicitationFormValues) | undefined;
  const view = render(<BindingForm schema={schema} draft={draft} onValid={onValid} onInvalid={onInvalid} seen={(e, v) => ((elicitation = e), (values = v))} />);
  try {
    await act(async () => {
      fireEvent.submit(view.container.querySelector('form')!);
    });
    await waitFor(() => expect(onValid.mock.calls.length + onInvalid.mock.calls.length).toBe(1));
    const errors = onInvalid.mock.calls[0]?.[0] ?? {};
    const content = onValid.mock.calls[0]?.[0];
    return {
      content,
      messages: elicitation!.fields.map((field) => errors[field.name]?.message),
      rejected: errors.root?.type === 'schema' || errors.root?.type === 'unsupported',
      fromValues: content && elicitation!.toContent(values!()),
    };
  } finally {
    view.unmount();
  }
}

/** Content as sent: key order included, `__proto__` an ordinary key. */
const wire = (content: ElicitContent | undefined) => (content === undefined ? undefined : JSON.stringify(content));

async function sameOutcome(schema: unknown, draft: FormDraft) {
  const reference = await schemaFormOutcome(schema, draft);
  const binding = await bindingOutcome(schema, draft);
  expect(wire(binding.content)).toBe(wire(reference.content));
  // The function that turns values into content agrees with what the resolver handed over.
  expect(wire(binding.fromValues)).toBe(wire(reference.content));
  if (reference.messages.length > 0) expect(binding.messages).toEqual(reference.messages);
  expect(binding.rejected).toBe(reference.rejected);
  return reference.content !== undefined;
}

/** A corpus answer (typed JSON) as the draft a person leaves: numbers as the text typed. */
function answerDraft(answer: Record<string, unknown>): FormDraft {
  const draft: FormDraft = Object.create(null);
  for (const [key, value] of Object.entries(answer)) draft[key] = typeof value === 'number' ? String(value) : (value as FormDraft[string]);
  return draft;
}

/**
 * A corpus schema and a draft generated for its fields, as in schema-arbitraries.ts; a field
 * left out of the draft keeps the schema's default.
 */
const corpusCase = fc.constantFrom(...realSchemas).chain(({ schema, name }) => {
  const { fields } = formModel(schema);
  const answers = fields.map((f) => fc.option(draftFor(f.kind, (f.options ?? []).map((o) => o.value)), { nil: undefined, freq: 4 }));
  return fc.tuple(...answers).map((values) => {
    const draft: FormDraft = Object.create(null);
    fields.forEach((f, i) => values[i] !== undefined && (draft[f.key] = values[i]));
    return { name, schema, draft };
  });
});

describe('the react-hook-form binding sends what SchemaForm sends', () => {
  it.each(realSchemas.map((s) => [s.name, s] as const))('%s, with its real answer', async (_name, { schema, answer }) => {
    await sameOutcome(schema, answerDraft(answer));
  });

  it('every corpus schema, with generated answers', async () => {
    const outcomes = { sent: 0, refused: 0 };
    await fc.assert(
      fc.asyncProperty(corpusCase, async ({ schema, draft }) => {
        outcomes[(await sameOutcome(schema, draft)) ? 'sent' : 'refused']++;
      }),
      property(120),
    );
    // Both were seen many times: answers sent and answers refused.
    expect(outcomes.sent).toBeGreaterThan(10);
    expect(outcomes.refused).toBeGreaterThan(10);
  }, fuzzTimeout(120, 1_000));

  it('generated schemas (keys such as __proto__, a.b, x[0]), with generated answers', async () => {
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(schemaAndDraft, async ({ schema, draft }) => {
        if (await sameOutcome(schema, draft)) sent++;
      }),
      property(60),
    );
    expect(sent).toBeGreaterThan(3);
  }, fuzzTimeout(60, 1_000));
});
