/**
 * A submit's pattern checks have a budget per user action, not per check: they run in
 * slices that yield to the browser (schema/guarded-core.ts), and a value the matcher cannot
 * decide within its work limit is sent with a notice, never refused as "does not match"
 * (the server checks it again: MCP 2026-07-28, client/elicitation §Security).
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SchemaForm } from '../../src/components/schema-form/schema-form';
import { createEvalFreeValidator } from '../../src/schema/validators';
import { loadPatternEngine } from '../../src/schema/safe-pattern';

/** Random a/b that ends in a, b×300, c: it matches `[ab]*a[ab]{300}c`, at a cost past the work limit. */
function costlyMatch(length: number): string {
  let seed = 7;
  let text = '';
  for (let i = 0; i < length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    text += seed & 0x10000 ? 'a' : 'b';
  }
  return `${text}a${'b'.repeat(300)}c`;
}

describe('pattern checks within a budget per action', () => {
  it('a value past the work limit is not refused: valid, and its field is named as checked by the server only', async () => {
    await loadPatternEngine();
    const schema = { type: 'object', properties: { code: { type: 'string', pattern: '[ab]*a[ab]{300}c' } } };
    const result = await createEvalFreeValidator().validate(schema, { code: costlyMatch(1_000_000) });
    expect(result.valid).toBe(true);
    expect(result.unchecked).toEqual(['code']);
    // A mismatch that is quick to decide is still an issue.
    expect((await createEvalFreeValidator().validate(schema, { code: 'abc' })).valid).toBe(false);
  });

  it('3,000 answers of 8 kB against one pattern: checked in several tasks, not one', async () => {
    await loadPatternEngine();
    const value = 'a'.repeat(8_000);
    const properties = Object.fromEntries(Array.from({ length: 3_000 }, (_, i) => [`s${i}`, { type: 'string', pattern: '^[a-z]+$' }]));
    const data = Object.fromEntries(Array.from({ length: 3_000 }, (_, i) => [`s${i}`, i === 2_999 ? `${value}1` : value]));
    const validator = createEvalFreeValidator();
    const schema = { type: 'object', properties };
    await validator.validate(schema, {});
    // Tasks run in between: a MessageChannel message posted now is delivered before the end.
    let between = 0;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => void (between += 1);
    channel.port2.postMessage(null);
    const pending = validator.validate(schema, data);
    expect(pending).toBeInstanceOf(Promise);
    const result = await pending;
    channel.port1.close();
    expect(between).toBe(1);
    expect(result.issues).toEqual([{ path: ['s2999'], keyword: 'pattern' }]);
  });

  it('the form sends the undecided answer and says on the field that the server checks it', async () => {
    const onSubmit = vi.fn();
    const value = costlyMatch(1_000_000);
    render(<SchemaForm schema={{ type: 'object', properties: { code: { type: 'string', title: 'Code', pattern: '[ab]*a[ab]{300}c', default: value } } }} onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ code: value }), { timeout: 20_000 });
    expect(screen.queryByText(/not in the expected form/)).toBeNull();
    await screen.findByText(/cannot be checked here; the server will check it/);
  });

  it('checks that take more than a moment say so in the summary, which clears when they end', async () => {
    const onSubmit = vi.fn();
    // Ten answers of 100 kB letters against `\p{L}{2000}`: ~2M state visits each, seconds in all.
    const properties = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`p${i}`, { type: 'string', pattern: '\\p{L}{2000}', default: 'é'.repeat(100_000) }]));
    render(<SchemaForm schema={{ type: 'object', properties }} onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Checking 10 answers…', {}, { timeout: 5_000 })).toBeVisible();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1), { timeout: 30_000 });
    await waitFor(() => expect(screen.queryByText(/^Checking/)).toBeNull());
  });
});
