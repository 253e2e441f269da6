/**
 * A check nobody waits for any more stops: a newer keystroke in the same field, a submit,
 * Decline or Cancel supersedes the field check in flight, and its sliced work ends at the
 * next slice (schema/guarded-core.ts, schema/field-checks.ts) instead of running on.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SchemaForm } from '../../src/components/schema-form/schema-form';
import { loadPatternEngine } from '../../src/schema/safe-pattern';
import type { SchemaValidator, ValidateOptions } from '../../src/schema/validator';
import { createEvalFreeValidator } from '../../src/schema/validators';

/** Random a/b, then a, b×300, c: matches `[ab]*a[ab]{300}c`, at a cost of many slices. */
function costlyMatch(length: number): string {
  let seed = 11;
  let text = '';
  for (let i = 0; i < length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    text += seed & 0x10000 ? 'a' : 'b';
  }
  return `${text}a${'b'.repeat(300)}c`;
}

const PATTERN = '[ab]*a[ab]{300}c';

/** The real eval-free validator, recording each call's signal and how the call ended. */
function recording() {
  const engine = createEvalFreeValidator();
  const calls: { signal?: AbortSignal; ended?: 'resolved' | 'rejected' }[] = [];
  const validator: SchemaValidator = {
    prepare: (schema) => engine.prepare?.(schema),
    validate(schema, data, options?: ValidateOptions) {
      const call: (typeof calls)[number] = { signal: options?.signal };
      calls.push(call);
      return Promise.resolve(engine.validate(schema, data, options)).then(
        (result) => ((call.ended = 'resolved'), result),
        (error: unknown) => {
          call.ended = 'rejected';
          throw error;
        },
      );
    },
  };
  return { validator, calls };
}

afterEach(() => vi.restoreAllMocks());

describe('superseded checks stop', () => {
  it('the engine stops a sliced check at the next slice once its signal is aborted', async () => {
    await loadPatternEngine();
    const schema = { type: 'object', properties: { code: { type: 'string', pattern: PATTERN } } };
    const controller = new AbortController();
    const pending = createEvalFreeValidator().validate(schema, { code: costlyMatch(300_000) }, { signal: controller.signal });
    expect(pending).toBeInstanceOf(Promise);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('a newer keystroke in the field supersedes its check in flight; the field ends with the newest verdict', async () => {
    const { validator, calls } = recording();
    const value = costlyMatch(200_000);
    render(<SchemaForm schema={{ type: 'object', properties: { code: { type: 'string', title: 'Code', pattern: PATTERN } } }} validator={validator} onSubmit={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'Code' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: `${value}x` } });
    fireEvent.blur(input); // touched: from now on each change re-checks the field
    await waitFor(() => expect(calls.length).toBeGreaterThanOrEqual(1));
    const before = calls.length;
    fireEvent.change(input, { target: { value: `${value}y` } });
    fireEvent.change(input, { target: { value: 'abc' } });
    await waitFor(() => expect(calls.length).toBe(before + 2));
    const [superseded, newest] = calls.slice(before);
    expect(superseded!.signal?.aborted).toBe(true);
    expect(newest!.signal?.aborted).toBe(false);
    await waitFor(() => expect(superseded!.ended).toBe('rejected'));
    // 'abc' does not match: the newest verdict is what the field shows.
    expect(await screen.findByText(/not in the expected form/)).toBeVisible();
  });

  it.each(['Submit', 'Decline', 'Cancel'])('%s supersedes the field check in flight', async (button) => {
    const { validator, calls } = recording();
    const value = costlyMatch(200_000);
    render(
      <SchemaForm
        schema={{ type: 'object', properties: { code: { type: 'string', title: 'Code', pattern: PATTERN } } }}
        validator={validator}
        onSubmit={() => {}}
        onDecline={() => {}}
        onCancel={() => {}}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Code' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'abc' } });
    fireEvent.blur(input);
    await waitFor(() => expect(calls.some((call) => call.ended)).toBe(true));
    const before = calls.length;
    fireEvent.change(input, { target: { value } });
    await waitFor(() => expect(calls.length).toBe(before + 1));
    const inFlight = calls[before]!;
    expect(inFlight.ended).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: button }));
    expect(inFlight.signal?.aborted).toBe(true);
    await waitFor(() => expect(inFlight.ended).toBe('rejected'));
  });
});
